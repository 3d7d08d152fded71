// Listing URLs fold to their canonical form before they reach the page cache: filter values
// the listing's dictionaries do not offer, unknown sorts and out-of-range pages would otherwise each
// render and store a page of their own. The middleware redirects such a URL to the canonical one, and
// answers 404 for a page past the last.
import {
  keepAvailable, LISTING_PAGE_SIZE, listingHref, parseListing, type ListingState,
} from '@/domain/listing';
import { BASKET_QUERY_KEYS } from '@/domain/basket';
import type { GoodsDicts, HydraCollection } from '@/contract';
import { goodsQuery } from '@/lib/api/catalog';
import { isApiError } from '@/lib/api/client';
import { apiFetch } from '@/lib/api/fetch';
import { toList } from '@/lib/api/list';
import { listingBase, listingFilter, type FilteredListing } from './filter';
import { foldQuery } from './query';
import { BoundedTtlCache } from '../bounded-cache';
import { SingleFlight } from '../cache/single-flight';

export type ListingVerdict = { redirect: string } | { notFound: true } | { ok: true };

const TTL_MS = 60_000;
const dictsCache = new BoundedTtlCache<GoodsDicts | 'missing'>(1_000, 512 * 1024, TTL_MS);
const totalsCache = new BoundedTtlCache<number>(5_000, 512 * 1024, TTL_MS);
// concurrent first requests for one listing ask the API once (no herd after a restart)
const asking = new SingleFlight<{ status: number; body: unknown }>();

function getJson(apiBase: string, path: string): Promise<{ status: number; body: unknown }> {
  return asking.run(`${apiBase}${path}`, async () => {
    try {
      return { status: 200, body: await apiFetch<unknown>(path, { base: apiBase, timeoutMs: 5_000 }) };
    } catch (e) {
      if (isApiError(e)) return { status: e.status, body: null };
      throw e;
    }
  });
}

async function dictsOf(apiBase: string, shop: number, state: FilteredListing): Promise<GoodsDicts | 'missing' | null> {
  const query = goodsQuery(listingBase(state));
  const key = `${shop}:${query}`;
  const hit = dictsCache.get(key);
  if (hit !== undefined) return hit;
  const { status, body } = await getJson(apiBase, `/api/shops/${shop}/goods/dicts?${query}`);
  const value = status === 404 || status === 400 ? 'missing' : status === 200 ? (body as GoodsDicts) : null;
  if (value !== null) dictsCache.set(key, value, JSON.stringify(value).length);
  return value;
}

async function totalOf(apiBase: string, shop: number, state: ListingState): Promise<number | null> {
  let path: string;
  if (state.mode === 'search') {
    path = `/api/goods?${new URLSearchParams({ name: state.searchWord, shopId: String(shop), itemsPerPage: '1' })}`;
  } else if (state.mode === 'category' || state.mode === 'discount') {
    path = `/api/shops/${shop}/goods?${goodsQuery({ ...listingFilter(state), itemsPerPage: 1 })}`;
  } else {
    return null;
  }
  const key = `${shop}:${path}`;
  const hit = totalsCache.get(key);
  if (hit !== undefined) return hit;
  const { status, body } = await getJson(apiBase, path);
  if (status !== 200) return null;
  const { total } = toList(body as HydraCollection<unknown>);
  totalsCache.set(key, total, key.length);
  return total;
}

/** Basket actions (good=, remove=; domain/basket.ts) ride along a redirect: the browser still has to do them. */
function withBasketActions(href: string, query: URLSearchParams): string {
  const actions = new URLSearchParams();
  for (const key of BASKET_QUERY_KEYS) for (const value of query.getAll(key)) actions.append(key, value);
  if (actions.size === 0) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${actions}`;
}

const sameListing = (a: URLSearchParams, b: URLSearchParams) => foldQuery(a) === foldQuery(b);

/**
 * What to do with a listing request (/catalog?…, /category/{id}?…): serve it, redirect it to its
 * canonical URL, or answer 404. When the API cannot tell (down, slow) the request is served as is.
 */
export async function guardListing(apiBase: string, shop: number, query: URLSearchParams, categoryId?: number): Promise<ListingVerdict> {
  let state = parseListing(query, categoryId);
  if (state.mode === 'tree') {
    if (state.invalid) return { notFound: true };
  } else {
    try {
      if (state.mode === 'category' || (state.mode === 'discount' && state.discountId !== null)) {
        const dicts = await dictsOf(apiBase, shop, state as FilteredListing);
        if (dicts === 'missing') return { notFound: true };
        if (dicts) state = keepAvailable(state as FilteredListing, dicts);
      } else if (state.mode === 'discount') {
        return { notFound: true };
      }
      if (state.page > 1) {
        const total = await totalOf(apiBase, shop, state);
        if (total !== null && (state.page - 1) * LISTING_PAGE_SIZE >= total) return { notFound: true };
      }
    } catch {
      // the API is unreachable or slow: the page itself reports that
    }
  }
  const href = listingHref(state);
  const canonical = new URL(href, 'http://x').searchParams;
  return sameListing(query, canonical) ? { ok: true } : { redirect: withBasketActions(href, query) };
}
