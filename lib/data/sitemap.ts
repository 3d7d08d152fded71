// What /sitemap.xml lists for a shop: every category, good set, news item, cashback group and product.
import 'server-only';
import { getCashbackGroups, getCatalogs, getGoodSets, getNewsList, getShopGoods } from '@/lib/api/catalog';
import type { Catalog, GoodSet } from '@/contract';

/** The sitemap protocol's limit of URLs per file. */
export const MAX_SITEMAP_URLS = 50_000;
const PAGE = 100;
const PARALLEL = 8;

export type SitemapData = {
  categories: Catalog[];
  goodSets: GoodSet[];
  newsSlugs: string[];
  cashbackGroupIds: number[];
  productIds: number[];
};

/** A tree (categories' items, good sets' goodSets) as one list, parents first. */
function flatten<T extends { items?: T[]; goodSets?: T[] }>(list: T[]): T[] {
  return list.flatMap((x) => [x, ...flatten((x.items ?? x.goodSets ?? []) as T[])]);
}

async function productIds(shop: number): Promise<number[]> {
  const first = await getShopGoods(shop, { page: 1, itemsPerPage: PAGE });
  const pages = Math.min(Math.ceil(first.total / PAGE), Math.ceil(MAX_SITEMAP_URLS / PAGE));
  const ids = first.items.map((g) => g.id);
  for (let start = 2; start <= pages; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - start + 1) }, (_, i) => start + i);
    const results = await Promise.all(batch.map((page) => getShopGoods(shop, { page, itemsPerPage: PAGE })));
    for (const r of results) ids.push(...r.items.map((g) => g.id));
  }
  return ids;
}

export async function loadSitemap(shop: number): Promise<SitemapData> {
  const [catalogs, sets, news, groups, ids] = await Promise.all([
    getCatalogs(),
    getGoodSets(shop),
    // news and cashback groups are extras: the sitemap is still worth having without them
    getNewsList(shop).catch(() => null),
    getCashbackGroups(shop).catch(() => null),
    productIds(shop),
  ]);
  return {
    categories: flatten<Catalog>(catalogs.items),
    goodSets: flatten<GoodSet>(sets.items),
    newsSlugs: (news?.items ?? []).map((n) => n.slug),
    cashbackGroupIds: (groups?.items ?? []).map((g) => g.id),
    productIds: ids,
  };
}
