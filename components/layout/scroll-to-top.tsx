'use client';
// Back to the top of the page. A plain #top link without JavaScript; with it, a smooth scroll. It
// never covers content: where the window leaves a margin beside the page (site-footer.module.css) it
// floats there, appearing once the shopper has scrolled down; on narrower screens, where a floating
// button would sit over cards, the checkout's amounts or the footer, it stays in the footer's last row.
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons';
import s from './site-footer.module.css';

export function ScrollToTop() {
  const [shown, setShown] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setShown(window.scrollY > 400);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <a
      href="#top"
      className={s.toTop}
      data-shown={shown === null ? undefined : String(shown)}
      aria-label="Наверх"
      title="Наверх"
      data-testid="scroll-to-top"
      onClick={(e) => {
        e.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      <ArrowUpIcon width={22} height={22} />
    </a>
  );
}
