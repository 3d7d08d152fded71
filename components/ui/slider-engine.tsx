'use client';
// The embla side of Slider: drives the server-rendered viewport and draws arrows and dots.
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '@/lib/idle';
import s from './slider.module.css';

type Props = {
  viewport: RefObject<HTMLDivElement | null>;
  autoplay?: number;
  loop: boolean;
  dots: boolean;
  onReady: (ready: boolean) => void;
};

export default function SliderEngine({ viewport, autoplay, loop, dots, onReady }: Props) {
  const [attach, api] = useEmblaCarousel({ align: 'start', loop, slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [prev, setPrev] = useState(false);
  const [next, setNext] = useState(false);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    // Each carousel starts in an idle moment of its own: embla measures every slide as it starts,
    // and two carousels starting in one task made a long one (150 ms at 4x CPU on home).
    const cancel = whenIdle(() => {
      // The shopper may have scrolled the native row before embla arrived.
      node.scrollTo({ left: 0 });
      attach(node);
    });
    return () => {
      cancel();
      attach(null);
    };
  }, [attach, viewport]);

  const sync = useCallback(() => {
    if (!api) return;
    setPrev(api.canScrollPrev());
    setNext(api.canScrollNext());
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    onReady(true);
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
      onReady(false);
    };
  }, [api, sync, onReady]);

  // Autoplay pauses while the pointer or the focus is inside the carousel.
  useEffect(() => {
    const root = viewport.current?.parentElement;
    if (!root || !autoplay) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    root.addEventListener('mouseenter', pause);
    root.addEventListener('mouseleave', resume);
    root.addEventListener('focusin', pause);
    root.addEventListener('focusout', resume);
    return () => {
      root.removeEventListener('mouseenter', pause);
      root.removeEventListener('mouseleave', resume);
      root.removeEventListener('focusin', pause);
      root.removeEventListener('focusout', resume);
    };
  }, [viewport, autoplay]);

  useEffect(() => {
    if (!api || !autoplay || paused || snaps.length < 2) return;
    // No autoplay for shoppers who asked their system for less motion (WCAG 2.2.2); arrows and
    // dragging still work.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, autoplay);
    return () => window.clearInterval(timer);
  }, [api, autoplay, paused, snaps.length, selected]);

  if (!api) return null;
  return (
    <>
      {(prev || next) && (
        <>
          <button type="button" className={`${s.arrow} ${s.prev}`} aria-label="Назад" disabled={!prev} onClick={() => api.scrollPrev()}>
            <Chevron />
          </button>
          <button type="button" className={`${s.arrow} ${s.next}`} aria-label="Вперёд" disabled={!next} onClick={() => api.scrollNext()}>
            <Chevron />
          </button>
        </>
      )}
      {dots && snaps.length > 1 && (
        <div className={s.dots}>
          {snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              className={s.dot}
              aria-label={`Слайд ${i + 1}`}
              aria-current={i === selected || undefined}
              onClick={() => api.scrollTo(i)}
            />
          ))}
        </div>
      )}
    </>
  );
}

function Chevron() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}
