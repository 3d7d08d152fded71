'use client';
// Product images: a scroll-snap strip with thumbnails. Without JavaScript the thumbnails are
// anchors (#photo-n) and the strip scrolls by swipe or scrollbar; with it they scroll the strip
// in place and mark the photo on show.
import { useEffect, useRef, useState } from 'react';
import s from './gallery.module.css';

export type GalleryImage = { src: string; thumb: string };

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
