// The sitemap's shape, pure: which URLs go in which file, and the XML of each (sitemaps.org 0.9).
// Everything fits one <urlset> up to a part's size; past it /sitemap.xml is a <sitemapindex> of
// parts: first the pages (home, categories, good sets, news, cashback groups), then the products in
// good-id order, a part's size each. Products never share a part with pages, so a category or news
// item added moves no product, and a good added moves only the products after it, by one.
import { escapeXml } from '@/domain/xml';

/** The protocol's limit of URLs per file (it also caps a file at 50 MB uncompressed: a product URL is ~170 bytes). */
export const SITEMAP_PROTOCOL_MAX = 50_000;

export type SitemapEntry = { path: string; priority: number; changeFrequency: 'daily' | 'weekly' };

/** One file's share: [from, to) of the pages and [from, to) of the product ids. */
export type SitemapPart = { pages: [number, number]; products: [number, number] };

function ranges(count: number, size: number): [number, number][] {
  return Array.from({ length: Math.ceil(count / size) }, (_, i) => [i * size, Math.min(count, (i + 1) * size)]);
}

/**
 * The files of a sitemap of `pages` pages and `products` products, at most `partSize` URLs each:
 * one part holding everything when it fits (then /sitemap.xml is that urlset), else the parts of
 * the index, pages first.
 */
export function sitemapParts(pages: number, products: number, partSize: number): SitemapPart[] {
  if (!Number.isInteger(partSize) || partSize < 1 || partSize > SITEMAP_PROTOCOL_MAX) throw new RangeError(`partSize ${partSize}`);
  if (pages + products <= partSize) return [{ pages: [0, pages], products: [0, products] }];
  return [
    ...ranges(pages, partSize).map((r): SitemapPart => ({ pages: r, products: [0, 0] })),
    ...ranges(products, partSize).map((r): SitemapPart => ({ pages: [0, 0], products: r })),
  ];
}

/** The path of part `n` (1-based) of the index. */
export const sitemapPartPath = (n: number) => `/sitemap/${n}.xml`;

/** The part number of a /sitemap/{n}.xml segment ('3.xml' → 3), or null for anything else. */
export function sitemapPartNumber(segment: string): number | null {
  const m = /^([1-9]\d{0,5})\.xml$/.exec(segment);
  return m ? Number(m[1]) : null;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A <urlset> of absolute URLs. */
export function urlsetXml(entries: Iterable<{ loc: string; lastmod: string; changeFrequency: string; priority: number }>): string {
  const out = [`${HEAD}<urlset ${NS}>`];
  for (const e of entries) {
    out.push(`<url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod><changefreq>${e.changeFrequency}</changefreq><priority>${e.priority}</priority></url>`);
  }
  out.push('</urlset>\n');
  return out.join('\n');
}

/** A <sitemapindex> of the parts' absolute URLs. */
export function sitemapIndexXml(locs: string[], lastmod: string): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc><lastmod>${lastmod}</lastmod></sitemap>`);
  return [`${HEAD}<sitemapindex ${NS}>`, ...items, '</sitemapindex>\n'].join('\n');
}

/**
 * How long one reading of what the sitemap lists serves (lib/data/sitemap.ts), and so how long a
 * crawler or a cache in front may keep a file: within the hour it would get the same bytes.
 */
export const SITEMAP_READ_SECONDS = 60 * 60;

/** A sitemap file's answer: XML, as Next's own sitemap route sent it, kept for the reading's hour. */
export const xmlResponse = (xml: string) => new Response(xml, {
  headers: { 'Content-Type': 'application/xml', 'Cache-Control': `public, max-age=${SITEMAP_READ_SECONDS}` },
});
