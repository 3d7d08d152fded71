// Listing URLs fold to their canonical form before they reach the page cache (issue 6): filter values
// the listing's dictionaries do not offer, unknown sorts and out-of-range pages would otherwise each
// render and store a page of their own. The middleware redirects such a URL to the canonical one, and
// answers 404 for a page past the last.
import {
  keepAvailable, LISTING_PAGE_SIZE, listingHref, parseListing, type ListingState,
} from '@/domain/listing';
import type { GoodsDicts } from '@/contract';
import { foldQuery } from './query';
import { BoundedTtlCache } from '../bounded-cache';

export type ListingVerdict = { redirect: string } | { notFound: true } | { ok: true };

const TTL_MS = 60_000;
const dictsCache = new BoundedTtlCache<GoodsDicts | 'missing'>(1_000, 512 * 1024, TTL_MS);
const totalsCache = new BoundedTtlCache<number>(5_000, 512 * 1024, TTL_MS);

async function getJson(apiBase: string, path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${apiBase}${path}`, { headers: { 'API-CONSUMER': 'site' }, signal: AbortSignal.timeout(5_000) });
  return { status: res.status, body: res.ok ? await res.json() : null };
}

type Filtered = Extract<ListingState, { mode: 'category' | 'discount' }>;

function baseParams(state: Filtered): URLSearchParams {
  return state.mode === 'category'
    ? new URLSearchParams({ 'catalog.id': String(state.categoryId) })
    : new URLSearchParams({ discount: String(state.discountId), withSubcategories: 'true', withDiscount: 'true' });
}

async function dictsOf(apiBase: string, shop: number, state: Filtered): Promise<GoodsDicts | 'missing' | null> {
  const key = `${shop}:${baseParams(state)}`;
  const hit = dictsCache.get(key);
  if (hit !== undefined) return hit;
  const { status, body } = await getJson(apiBase, `/api/shops/${shop}/goods/dicts?${baseParams(state)}`);
  const value = status === 404 || status === 400 ? 'missing' : status === 200 ? (body as GoodsDicts) : null;
  if (value !== null) dictsCache.set(key, value, JSON.stringify(value).length);
  return value;
}

async function totalOf(apiBase: string, shop: number, state: ListingState): Promise<number | null> {
  let path: string;
  if (state.mode === 'search') {
    path = `/api/goods?${new URLSearchParams({ name: state.searchWord, shopId: String(shop), itemsPerPage: '1' })}`;
  } else if (state.mode === 'category' || state.mode === 'discount') {
    const q = baseParams(state);
    if (state.sort) q.set('shopOrder', state.sort);
    if (state.withDiscount) q.set('withDiscount', 'true');
    for (const v of state.countries) q.append('country[]', v);
    for (const v of state.brands) q.append('brand[]', v);
    for (const v of state.packages) q.append('package[]', v);
    for (const [id, list] of Object.entries(state.extra)) for (const v of list) q.append(`extra[${id}][]`, v);
    q.set('itemsPerPage', '1');
    path = `/api/shops/${shop}/goods?${q}`;
  } else {
    return null;
  }
  const key = `${shop}:${path}`;
  const hit = totalsCache.get(key);
  if (hit !== undefined) return hit;
  const { status, body } = await getJson(apiBase, path);
  if (status !== 200) return null;
  const total = (body as { 'hydra:totalItems': number })['hydra:totalItems'];
  totalsCache.set(key, total, key.length);
  return total;
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
        const dicts = await dictsOf(apiBase, shop, state as Filtered);
        if (dicts === 'missing') return { notFound: true };
        if (dicts) state = keepAvailable(state as Filtered, dicts);
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
  return sameListing(query, canonical) ? { ok: true } : { redirect: href };
}
