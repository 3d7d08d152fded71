// Where a page sits: a trail of links, the last crumb the page itself. Public pages add their
// structured data through components/catalog/breadcrumbs.tsx; signed-in pages use this as it is.
import Link from 'next/link';
import type { ReactNode } from 'react';
import s from './breadcrumbs.module.css';

export type Crumb = { label: string; href?: string };

export function Breadcrumbs({ items, children }: { items: Crumb[]; children?: ReactNode }) {
  return (
    <nav aria-label="Навигационная цепочка" className={s.crumbs}>
      <ol>
        {items.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            {c.href && i < items.length - 1 ? (
              <Link href={c.href} prefetch={false}>{c.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
      {children}
    </nav>
  );
}
