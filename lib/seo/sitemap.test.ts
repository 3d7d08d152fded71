import { PASS_THROUGH } from '@/lib/pass-through';
import {
  SITEMAP_PROTOCOL_MAX, sitemapIndexXml, sitemapPartNumber, sitemapPartPath, sitemapParts, urlsetXml, type SitemapPart,
} from './sitemap';

const urls = (parts: SitemapPart[]) => parts.map((p) => p.pages[1] - p.pages[0] + p.products[1] - p.products[0]);

describe('sitemapParts', () => {
  it('keeps everything in one file while it fits', () => {
    expect(sitemapParts(300, 49_700, SITEMAP_PROTOCOL_MAX)).toEqual([{ pages: [0, 300], products: [0, 49_700] }]);
    expect(sitemapParts(0, 0, SITEMAP_PROTOCOL_MAX)).toEqual([{ pages: [0, 0], products: [0, 0] }]);
  });

  it('past a file, the pages come first and the products fill parts of the full size in id order', () => {
    const parts = sitemapParts(300, 49_701, SITEMAP_PROTOCOL_MAX);
    expect(parts).toEqual([
      { pages: [0, 300], products: [0, 0] },
      { pages: [0, 0], products: [0, 49_701] },
    ]);
    const million = sitemapParts(500, 1_000_000, SITEMAP_PROTOCOL_MAX);
    expect(million).toHaveLength(21);
    expect(urls(million).every((n) => n <= SITEMAP_PROTOCOL_MAX)).toBe(true);
    expect(urls(million).reduce((a, b) => a + b)).toBe(1_000_500);
    expect(million[20]).toEqual({ pages: [0, 0], products: [950_000, 1_000_000] });
  });

  it('lists every URL once, whatever the part size', () => {
    for (const [pages, products, size] of [[7, 23, 5], [5, 5, 5], [1, 0, 1], [12, 1, 3]]) {
      const parts = sitemapParts(pages, products, size);
      expect(urls(parts).every((n) => n >= 1 && n <= size)).toBe(true);
      const seen = parts.flatMap((p) => [
        ...Array.from({ length: p.pages[1] - p.pages[0] }, (_, i) => `page ${p.pages[0] + i}`),
        ...Array.from({ length: p.products[1] - p.products[0] }, (_, i) => `product ${p.products[0] + i}`),
      ]);
      expect(seen).toEqual([
        ...Array.from({ length: pages }, (_, i) => `page ${i}`), ...Array.from({ length: products }, (_, i) => `product ${i}`),
      ]);
    }
  });

  it('a good added or a page added moves no part wholesale', () => {
    const before = sitemapParts(300, 120_000, SITEMAP_PROTOCOL_MAX);
    // one more good (the newest id, at the end): only the last part grows
    expect(sitemapParts(300, 120_001, SITEMAP_PROTOCOL_MAX).slice(0, -1)).toEqual(before.slice(0, -1));
    // one more category: the product parts stay as they were
    expect(sitemapParts(301, 120_000, SITEMAP_PROTOCOL_MAX).slice(1)).toEqual(before.slice(1));
  });

  it('refuses a part size the protocol does not allow', () => {
    expect(() => sitemapParts(1, 1, SITEMAP_PROTOCOL_MAX + 1)).toThrow(RangeError);
    expect(() => sitemapParts(1, 1, 0)).toThrow(RangeError);
  });
});

describe('part paths', () => {
  it('are /sitemap/{n}.xml, read back only in that exact form', () => {
    expect(sitemapPartPath(3)).toBe('/sitemap/3.xml');
    expect(sitemapPartNumber('3.xml')).toBe(3);
    for (const bad of ['0.xml', '03.xml', '3', '3.xml.gz', '-1.xml', '1e3.xml', '9999999.xml', '']) expect(sitemapPartNumber(bad)).toBeNull();
  });

  it('pass the middleware untouched, as /sitemap.xml and /robots.txt do', () => {
    for (const path of ['/sitemap.xml', '/sitemap/1.xml', '/robots.txt']) expect(PASS_THROUGH.test(path)).toBe(true);
    expect(PASS_THROUGH.test('/sitemaps')).toBe(false);
  });
});

describe('the XML', () => {
  it('a urlset escapes what XML must not hold raw', () => {
    const xml = urlsetXml([{ loc: 'https://shop.example/news/a&b', lastmod: '2026-01-01T00:00:00.000Z', changeFrequency: 'weekly', priority: 0.4 }]);
    expect(xml).toBe([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '<url><loc>https://shop.example/news/a&amp;b</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod><changefreq>weekly</changefreq><priority>0.4</priority></url>',
      '</urlset>',
      '',
    ].join('\n'));
  });

  it('an index names its parts by absolute URL', () => {
    const xml = sitemapIndexXml(['https://shop.example/sitemap/1.xml', 'https://shop.example/sitemap/2.xml'], '2026-01-01T00:00:00.000Z');
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>https:\/\/shop\.example\/sitemap\/\d\.xml<\/loc><lastmod>2026-01-01T00:00:00\.000Z<\/lastmod><\/sitemap>/g)).toHaveLength(2);
  });
});
