// /sitemap.xml: home, catalogue, discounts, every category, good set and product of the default shop.
// Built at request time (the API does not run during `next build`) and kept in memory for an hour.
import type { MetadataRoute } from 'next';
import { categoryHref } from '@/domain/listing';
import { loadSitemap, MAX_SITEMAP_URLS } from '@/lib/data/sitemap';
import { goodSetHref, groupHref } from '@/lib/listing/paging';
import { absoluteUrl } from '@/lib/seo';
import { defaultShopId } from '@/lib/shop-choice';

export const dynamic = 'force-dynamic';

const TTL_MS = 60 * 60 * 1000;

let cached: { at: number; entries: MetadataRoute.Sitemap } | null = null;

async function build(): Promise<MetadataRoute.Sitemap> {
  const data = await loadSitemap(defaultShopId());
  const now = new Date();
  const entry = (path: string, priority: number, changeFrequency: 'daily' | 'weekly' = 'daily') =>
    ({ url: absoluteUrl(path), lastModified: now, changeFrequency, priority });
  return [
    entry('/', 1),
    entry('/catalog', 0.9),
    entry('/discounts', 0.8),
    // a category with subcategories has both its subtree page and its goods page
    ...data.categories.flatMap((c) => [...new Set([categoryHref(c), `/category/${c.id}`])].map((href) => entry(href, 0.8))),
    ...data.goodSets.map((s) => entry(goodSetHref(s.id), 0.7)),
    ...data.newsSlugs.map((slug) => entry(`/news/${encodeURIComponent(slug)}`, 0.4, 'weekly')),
    // information and cashback pages
    entry('/rules', 0.4, 'weekly'), entry('/faq', 0.4, 'weekly'), entry('/cashbackgoods', 0.6),
    ...data.cashbackGroupIds.map((id) => entry(groupHref(id), 0.5)),
    ...data.productIds.map((id) => entry(`/product/${id}`, 0.6)),
  ].slice(0, MAX_SITEMAP_URLS);
}

// One rebuild at a time: requests arriving while it runs wait for it rather than start their own.
let building: Promise<MetadataRoute.Sitemap> | null = null;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.entries;
  building ??= build()
    .then((entries) => {
      cached = { at: Date.now(), entries };
      return entries;
    })
    .finally(() => {
      building = null;
    });
  return building;
}
