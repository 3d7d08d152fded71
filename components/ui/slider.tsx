'use client';
// A carousel. Server-rendered as a row that scrolls sideways (readable and clickable without
// JavaScript); after hydration embla (loaded on its own, outside the first-load bundle) takes it over
// with arrows, dragging and, for banners, autoplay and dots — once the carousel comes near the screen:
// each engine measures its slides and autoplay keeps working, so the carousels further down a page
// cost a phone nothing while it loads (embla was 0.8 s of a mid-range phone's main thread on home).
import { Children, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import s from './slider.module.css';

const SliderEngine = lazy(() => import('./slider-engine'));

/** goods: the spec's breakpoints (1, then 2 from 530 px, 3 from 768, 4 from 1024, 5 from 1261). */
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
  const viewport = useRef<HTMLDivElement>(null);
  const [enhance, setEnhance] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const el = viewport.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setEnhance(true);
      return;
    }
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      setEnhance(true);
    }, { rootMargin: '200px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, []);

  return (
    <div
      className={`${s.slider} ${s[layout]} ${className ?? ''}`}
      data-ready={ready || undefined}
      // a group, not a region: the carousel sits in a section of the same name, and two landmarks
      // named alike are one too many (axe landmark-unique)
      role="group"
      aria-roledescription="карусель"
      aria-label={label}
    >
      <div className={s.viewport} ref={viewport}>
        <ul className={s.container}>
          {slides.map((slide, i) => (
            <li key={i} className={s.slide} aria-roledescription="слайд" aria-label={`${i + 1} из ${slides.length}`}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {enhance && slides.length > 1 && (
        <Suspense fallback={null}>
          <SliderEngine viewport={viewport} autoplay={autoplay} loop={loop} dots={dots} onReady={setReady} />
        </Suspense>
      )}
    </div>
  );
}
