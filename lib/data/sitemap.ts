// What /sitemap.xml and its parts (/sitemap/{n}.xml) list for the default shop, and their cache.
// Built at request time (the API does not run during `next build`). What is listed (the pages and
// every product id) is read once an hour, one rebuild at a time; each file's XML is made from it once
// and kept until the next reading, so no file is rebuilt per request. The files are split by the pure
// rule of lib/seo/sitemap.ts.
import 'server-only';
import { categoryHref } from '@/domain/listing';
import { getCashbackGroups, getCatalogs, getGoodSets, getNewsList, getShopGoodIds } from '@/lib/api/catalog';
import { BoundedTtlCache } from '@/lib/bounded-cache';
import { SingleFlight } from '@/lib/cache/single-flight';
import { env } from '@/lib/env';
import { goodSetHref, groupHref } from '@/lib/listing/paging';
import { absoluteUrl } from '@/lib/seo';
import {
  SITEMAP_READ_SECONDS, sitemapIndexXml, sitemapPartPath, sitemapParts, urlsetXml, type SitemapEntry, type SitemapPart,
} from '@/lib/seo/sitemap';
import { defaultShopId } from '@/lib/shop-choice';
import type { Catalog, GoodSet } from '@/contract';

const TTL_MS = SITEMAP_READ_SECONDS * 1000;

/** One reading of what the sitemap lists. */
type Listed = { at: number; lastmod: string; pages: SitemapEntry[]; productIds: number[]; parts: SitemapPart[] };

/** A tree (categories' items, good sets' goodSets) as one list, parents first. */
function flatten<T extends { items?: T[]; goodSets?: T[] }>(list: T[]): T[] {
  return list.flatMap((x) => [x, ...flatten((x.items ?? x.goodSets ?? []) as T[])]);
}

/** Every product id of the shop, ascending: the API's keyset pages, 50,000 ids each. */
async function productIds(shop: number): Promise<number[]> {
  const ids: number[] = [];
  for (let after: number | null = 0; after !== null;) {
    const page = await getShopGoodIds(shop, after);
    for (const id of page.ids) ids.push(id);
    after = page.next;
  }
  return ids;
}

async function read(shop: number): Promise<Listed> {
  const [catalogs, sets, news, groups, ids] = await Promise.all([
    getCatalogs(),
    getGoodSets(shop),
    // news and cashback groups are extras: the sitemap is still worth having without them
    getNewsList(shop).catch(() => null),
    getCashbackGroups(shop).catch(() => null),
    productIds(shop),
  ]);
  const page = (path: string, priority: number, changeFrequency: SitemapEntry['changeFrequency'] = 'daily'): SitemapEntry =>
    ({ path, priority, changeFrequency });
  const pages = [
    page('/', 1),
    page('/catalog', 0.9),
    page('/discounts', 0.8),
    // a category with subcategories has both its subtree page and its goods page
    ...flatten<Catalog>(catalogs.items).flatMap((c) => [...new Set([categoryHref(c), `/category/${c.id}`])].map((href) => page(href, 0.8))),
    ...flatten<GoodSet>(sets.items).map((s) => page(goodSetHref(s.id), 0.7)),
    ...(news?.items ?? []).map((n) => page(`/news/${encodeURIComponent(n.slug)}`, 0.4, 'weekly')),
    // information and cashback pages
    page('/rules', 0.4, 'weekly'), page('/faq', 0.4, 'weekly'), page('/cashbackgoods', 0.6),
    ...(groups?.items ?? []).map((g) => page(groupHref(g.id), 0.5)),
  ];
  const at = Date.now();
  return { at, lastmod: new Date(at).toISOString(), pages, productIds: ids, parts: sitemapParts(pages.length, ids.length, env.sitemapPartUrls()) };
}

let listed: Listed | null = null;
const renewal = new SingleFlight<Listed>();

/**
 * The current reading; requests arriving while it is renewed wait for the one renewal. When the API
 * fails, the last reading is served (a crawler meeting a 500 would back off), and the next request
 * tries again.
 */
async function current(): Promise<Listed> {
  if (listed && Date.now() - listed.at < TTL_MS) return listed;
  const last = listed;
  return renewal.run('listed', async () => (listed = await read(defaultShopId()))).catch((e: unknown) => {
    if (last) return last;
    throw e;
  });
}

// The files' XML of the current reading. A part of 50,000 products is ~8 MB: at a million goods all
// twenty would be 170 MB, so the oldest are let go past 64 MB and made again from the reading (no API
// call) when asked.
const files = new BoundedTtlCache<string>(1_000, 64 * 1024 * 1024, TTL_MS);

function partXml(l: Listed, part: SitemapPart): string {
  const product = absoluteUrl('/product/');
  const entries = function* () {
    for (const p of l.pages.slice(...part.pages)) yield { loc: absoluteUrl(p.path), lastmod: l.lastmod, ...p };
    for (const id of l.productIds.slice(...part.products)) yield { loc: `${product}${id}`, lastmod: l.lastmod, changeFrequency: 'daily', priority: 0.6 };
  };
  return urlsetXml(entries());
}

/** A file of the current reading, made once (synchronously: two requests cannot make it at once). */
async function file(name: string, make: (l: Listed) => string | null): Promise<string | null> {
  const l = await current();
  const key = `${l.at}:${name}`;
  const hit = files.get(key);
  if (hit !== undefined) return hit;
  const xml = make(l);
  if (xml !== null) files.set(key, xml, xml.length);
  return xml;
}

/** /sitemap.xml: every URL when they fit one file, else the index of the parts. */
export function sitemapRoot(): Promise<string> {
  return file('root', (l) => (l.parts.length === 1
    ? partXml(l, l.parts[0])
    : sitemapIndexXml(l.parts.map((_, i) => absoluteUrl(sitemapPartPath(i + 1))), l.lastmod))) as Promise<string>;
}

/** /sitemap/{n}.xml, n from 1; null when there is no such part (or no index at all). */
export function sitemapPart(n: number): Promise<string | null> {
  return file(`part:${n}`, (l) => (l.parts.length > 1 && n <= l.parts.length ? partXml(l, l.parts[n - 1]) : null));
}
