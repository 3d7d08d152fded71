'use client';
// A cashback group's picture that never shows a broken image: on a load error it falls back to the
// group's generated card, then to the logo. An error that happened before hydration is caught too.
import { useEffect, useRef, useState } from 'react';

export const LOGO_IMAGE = '/media/logo.svg';

export function cashbackFallbacks(groupId: number, image: string | null): string[] {
  return [...new Set([image, `/media/cashback/${groupId}.svg`, LOGO_IMAGE].filter((x): x is string => Boolean(x)))];
}

type Props = { groupId: number; image: string | null; className?: string; width: number; height: number; lazy?: boolean };

export function CashbackImage({ groupId, image, className, width, height, lazy = false }: Props) {
  const sources = cashbackFallbacks(groupId, image);
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const next = () => setIndex((i) => Math.min(i + 1, sources.length - 1));

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) next();
    // only the server-rendered first source can have failed unseen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <img
      ref={ref}
      src={sources[index]}
      alt=""
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={className}
      onError={index < sources.length - 1 ? next : undefined}
      data-testid="cashback-image"
    />
  );
}
