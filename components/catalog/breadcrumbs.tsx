// Breadcrumbs of catalogue pages, with their BreadcrumbList JSON-LD for search engines.
import Link from 'next/link';
import { absoluteUrl, jsonLdScript } from '@/lib/seo';
import s from './breadcrumbs.module.css';

export type Crumb = { label: string; href?: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem', position: i + 1, name: c.label, ...(c.href ? { item: absoluteUrl(c.href) } : {}),
    })),
  };
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
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </nav>
  );
}
