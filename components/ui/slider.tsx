'use client';
// A carousel on embla. Server-rendered as a row that scrolls sideways (readable and clickable without
// JavaScript); embla takes it over with arrows, dragging and, for banners, autoplay and dots.
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import s from './slider.module.css';

/** goods/news: the spec's breakpoints (1, then 2 from 530 px, 3 from 768, 4 from 1024, 5 from 1261). */
type Layout = 'goods' | 'tiles' | 'single';

type Props = {
  children: ReactNode;
  /** what the carousel shows, for screen readers */
  label?: string;
  layout?: Layout;
  /** ms between slides; none when absent */
  autoplay?: number;
  loop?: boolean;
  dots?: boolean;
  className?: string;
};

export function Slider({ children, label = 'Карусель товаров', layout = 'goods', autoplay, loop = false, dots = false, className }: Props) {
  const slides = Children.toArray(children);
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', loop, slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [ready, setReady] = useState(false);
  const [prev, setPrev] = useState(false);
  const [next, setNext] = useState(false);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  const sync = useCallback(() => {
    if (!api) return;
    setPrev(api.canScrollPrev());
    setNext(api.canScrollNext());
    setSnaps(api.scrollSnapList());
    setSelected(api.selectedScrollSnap());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    // The server layout may have been scrolled natively before hydration.
    api.rootNode().scrollLeft = 0;
    setReady(true);
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  useEffect(() => {
    if (!api || !autoplay || paused || snaps.length < 2) return;
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, autoplay);
    return () => window.clearInterval(timer);
  }, [api, autoplay, paused, snaps.length, selected]);

  return (
    <div
      className={`${s.slider} ${s[layout]} ${className ?? ''}`}
      data-ready={ready || undefined}
      role="region"
      aria-roledescription="карусель"
      aria-label={label}
      onMouseEnter={autoplay ? () => setPaused(true) : undefined}
      onMouseLeave={autoplay ? () => setPaused(false) : undefined}
      onFocusCapture={autoplay ? () => setPaused(true) : undefined}
      onBlurCapture={autoplay ? () => setPaused(false) : undefined}
    >
      <div className={s.viewport} ref={viewportRef}>
        <ul className={s.container}>
          {slides.map((slide, i) => (
            <li key={i} className={s.slide} aria-roledescription="слайд" aria-label={`${i + 1} из ${slides.length}`}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {ready && (prev || next) && (
        <>
          <button type="button" className={`${s.arrow} ${s.prev}`} aria-label="Назад" disabled={!prev} onClick={() => api?.scrollPrev()}>
            <Chevron />
          </button>
          <button type="button" className={`${s.arrow} ${s.next}`} aria-label="Вперёд" disabled={!next} onClick={() => api?.scrollNext()}>
            <Chevron />
          </button>
        </>
      )}
      {ready && dots && snaps.length > 1 && (
        <div className={s.dots}>
          {snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              className={s.dot}
              aria-label={`Слайд ${i + 1}`}
              aria-current={i === selected || undefined}
              onClick={() => api?.scrollTo(i)}
            />
          ))}
        </div>
      )}
    </div>
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
