// The shop's mark: a basket with a leaf, drawn inline so it never waits for a request.
import Link from 'next/link';
import { SITE_NAME } from '@/lib/site';
import s from './logo.module.css';

export function Logo() {
  return (
    // The name comes from the visible text (WCAG 2.5.3, label in name), with the destination added
    // for screen readers only.
    <Link href="/" className={s.logo}>
      <svg className={s.mark} viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="14" fill="var(--c-brand)" />
        <path d="M24 8c6.5 1 10 5.6 9.6 12.2-6.4-.3-10.4-4.6-9.6-12.2Z" fill="#bdf0c9" />
        <path d="M24.4 8.6c1.7 4.4 4.4 7.7 8.6 11" stroke="var(--c-brand)" strokeWidth="1.4" fill="none" strokeLinecap="round" />
        <path d="M9 21h30l-3.2 16.1A3 3 0 0 1 32.9 39.5H15.1a3 3 0 0 1-2.9-2.4Z" fill="#fff" />
        <path d="M16 26v8M24 26v8M32 26v8" stroke="var(--c-brand)" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className={s.text}>
        <span className={s.name}>{SITE_NAME}</span>
        <span className={s.sub}>свежее каждый день</span>
      </span>
      <span className="visually-hidden">, на главную</span>
    </Link>
  );
}
