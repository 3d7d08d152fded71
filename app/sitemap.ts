// /sitemap.xml: home, catalogue, discounts, every category, good set and product of the default shop.
// Built at request time (the API does not run during `next build`) and kept in memory for an hour.
import type { MetadataRoute } from 'next';
import { categoryHref } from '@/domain/listing';
import { getCashbackGroups, getCatalogs, getGoodSets, getNewsList, getShopGoods } from '@/lib/api/catalog';
import type { Catalog, GoodSet } from '@/lib/api/types';
import { absoluteUrl } from '@/lib/seo';
import { defaultShopId } from '@/lib/shop-choice';

export const dynamic = 'force-dynamic';

const TTL_MS = 60 * 60 * 1000;
/** The sitemap protocol's limit of URLs per file. */
const MAX_URLS = 50_000;
const PAGE = 100;
const PARALLEL = 8;

let cached: { at: number; entries: MetadataRoute.Sitemap } | null = null;

function flatten<T extends { items?: T[]; goodSets?: T[] }>(list: T[]): T[] {
  return list.flatMap((x) => [x, ...flatten((x.items ?? x.goodSets ?? []) as T[])]);
}

async function productIds(shop: number): Promise<number[]> {
  const first = await getShopGoods(shop, { page: 1, itemsPerPage: PAGE });
  const pages = Math.min(Math.ceil(first['hydra:totalItems'] / PAGE), Math.ceil(MAX_URLS / PAGE));
  const ids = first['hydra:member'].map((g) => g.id);
  for (let start = 2; start <= pages; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - start + 1) }, (_, i) => start + i);
    const results = await Promise.all(batch.map((page) => getShopGoods(shop, { page, itemsPerPage: PAGE })));
    for (const r of results) ids.push(...r['hydra:member'].map((g) => g.id));
  }
  return ids;
}

async function build(): Promise<MetadataRoute.Sitemap> {
  const shop = defaultShopId();
  const now = new Date();
  const [catalogs, sets, news, ids] = await Promise.all([
    getCatalogs(),
    getGoodSets(shop),
    getNewsList(shop).catch(() => null),
    productIds(shop),
  ]);
  const entry = (path: string, priority: number, changeFrequency: 'daily' | 'weekly' = 'daily') =>
    ({ url: absoluteUrl(path), lastModified: now, changeFrequency, priority });
  const categories = flatten<Catalog>(catalogs['hydra:member']);
  return [
    entry('/', 1),
    entry('/catalog', 0.9),
    entry('/discounts', 0.8),
    // a category with subcategories has both its subtree page and its goods page
    ...categories.flatMap((c) => [...new Set([categoryHref(c), `/category/${c.id}`])].map((href) => entry(href, 0.8))),
    ...flatten<GoodSet>(sets['hydra:member']).map((s) => entry(`/good-sets/${s.id}`, 0.7)),
    ...(news?.['hydra:member'] ?? []).map((n) => entry(`/news/${encodeURIComponent(n.slug)}`, 0.4, 'weekly')),
    // information and cashback pages
    entry('/rules', 0.4, 'weekly'), entry('/faq', 0.4, 'weekly'), entry('/cashbackgoods', 0.6),
    ...((await getCashbackGroups(shop).catch(() => null))?.['hydra:member'] ?? []).map((g) => entry(`/cashbackgoods/${g.id}`, 0.5)),
    ...ids.map((id) => entry(`/product/${id}`, 0.6)),
  ].slice(0, MAX_URLS);
}

// One rebuild at a time: requests arriving while it runs wait for it rather than start their own (issue 6).
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
