// Breadcrumbs of catalogue pages, with their BreadcrumbList JSON-LD for search engines.
import { Breadcrumbs as Trail, type Crumb } from '@/components/ui/breadcrumbs';
import { absoluteUrl, jsonLdScript } from '@/lib/seo';

export type { Crumb };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem', position: i + 1, name: c.label, ...(c.href ? { item: absoluteUrl(c.href) } : {}),
    })),
  };
  return (
    <Trail items={items}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </Trail>
  );
}
