'use client';
// Product images: a scroll-snap strip with thumbnails. Without JavaScript the thumbnails are
// anchors (#photo-n) and the strip scrolls by swipe or scrollbar; with it they scroll the strip
// in place and mark the photo on show.
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { photoSrcSet } from '@/domain/photos';
import s from './gallery.module.css';

export type GalleryImage = { src: string; thumb: string };

// The strip is the page's width less its margins on a phone, 560 px in the desktop column: the
// browser picks the photo variant for that (a phone never fetches the desktop's 1200 px at 1×)
const SIZES = '(max-width: 640px) calc(100vw - 80px), 560px';

export function Gallery({ images, alt }: { images: GalleryImage[]; alt: string }) {
  const strip = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const el = strip.current;
    if (!el || images.length < 2) return;
    const onScroll = () => setActive(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [images.length]);

  // the first photo is the page's largest paint: asked for with the HTML, before the styles
  const first = images[0];
  const firstSrcSet = first ? photoSrcSet(first.src) : undefined;
  if (first) preload(first.src, { as: 'image', fetchPriority: 'high', ...(firstSrcSet ? { imageSrcSet: firstSrcSet, imageSizes: SIZES } : {}) });

  const show = (i: number) => {
    const el = strip.current;
    if (!el) return;
    el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
    setActive(i);
  };

  return (
    <div className={s.gallery} data-testid="gallery">
      <div className={s.strip} ref={strip} tabIndex={images.length > 1 ? 0 : undefined} aria-label="Фотографии товара">
        {images.map((img, i) => (
          <figure key={img.src} id={`photo-${i + 1}`} className={s.slide}>
            <img
              src={img.src}
              srcSet={photoSrcSet(img.src)}
              sizes={photoSrcSet(img.src) ? SIZES : undefined}
              alt={i === 0 ? alt : `${alt}, фото ${i + 1}`}
              width={600}
              height={600}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              className={s.image}
            />
          </figure>
        ))}
      </div>
      {images.length > 1 && (
        <ul className={s.thumbs}>
          {images.map((img, i) => (
            <li key={img.thumb}>
              <a
                href={`#photo-${i + 1}`}
                className={`${s.thumb} ${active === i ? s.active : ''}`}
                aria-label={`Фото ${i + 1}`}
                aria-current={active === i || undefined}
                onClick={(e) => {
                  e.preventDefault();
                  show(i);
                }}
              >
                <img src={img.thumb} alt="" width={72} height={72} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
