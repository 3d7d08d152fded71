// A home section: heading with an optional 'all' link, then its content.
import Link from 'next/link';
import type { ReactNode } from 'react';
import s from './content.module.css';

export function Section({ title, href, linkText = 'Смотреть все', children, id }: {
  title: string; href?: string; linkText?: string; children: ReactNode; id: string;
}) {
  return (
    <section className={`container ${s.section}`} aria-labelledby={id}>
      <div className={s.head}>
        <h2 id={id}>{title}</h2>
        {href && (
          <Link href={href} className={s.all}>
            {linkText}
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2"
              strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="m9 6 6 6-6 6" /></svg>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
