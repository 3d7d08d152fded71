// Listing pages (catalogue spec §2; checkout-account-admin spec §2): which mode a URL asks for,
// which sort and filters it carries, and the one canonical URL of that state. Pure: no I/O.
import type { GoodsDicts, ShopOrder } from '../contract';
import { parsePositiveId } from './ids';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from './search-text';

export type ListingMode = 'tree' | 'category' | 'discount' | 'search';

/** The listing sort orders (storefront spec §7 shopOrder), in the order the sort menu offers them. */
export const SORTS = ['discount', 'price', 'price-desc', 'name'] as const satisfies readonly ShopOrder[];
export const DEFAULT_SORT: ShopOrder = 'name';

/** Goods per 'Показать ещё' step on listing pages, and how many steps one URL may ask for. */
export const LISTING_PAGE_SIZE = 40;
/**
 * The folded query segment of a listing page with no query (lib/listing/query.ts foldQuery): its
 * cached page is /s/{shop}/category/{id}/_, the one the API names when the listing changes.
 */
export const EMPTY_QUERY_SEGMENT = '_';
export const MAX_LISTING_PAGE = 25;

/** Good-set pages show 50 goods per step (spec §9): the API's default page size for a set. */
export { GOOD_SET_PAGE_SIZE } from '../contract/limits';

/** Multi-valued filters are kept in the URL joined by '|' (checkout-account-admin spec §7 notes). */
export const VALUE_SEPARATOR = '|';

export type ListingFilters = {
  sort: ShopOrder;
  withDiscount: boolean;
  countries: string[];
  brands: string[];
  packages: string[];
  /** extra property id → accepted values */
  extra: Record<number, string[]>;
};

export type ListingState =
  | { mode: 'tree'; parent: number | null; invalid: boolean }
  | { mode: 'search'; searchWord: string; page: number }
  | ({ mode: 'category'; categoryId: number; page: number } & ListingFilters)
  | ({ mode: 'discount'; discountId: number | null; page: number } & ListingFilters);

const EXTRA_KEY = /^extra\[(\d{1,9})\]$/;

/** An id in a listing query (?parent=, ?discount=); spaces around it are forgiven. */
const queryId = (value: string | null) => parsePositiveId(value?.trim());

export function parsePage(value: string | null): number {
  const page = queryId(value);
  return page === null ? 1 : Math.min(page, MAX_LISTING_PAGE);
}

/** Trimmed, single-spaced search text, cut to a sane length. */
export function normalizeSearchWord(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TEXT_MAX);
}

export function isSearchLongEnough(word: string): boolean {
  return word.length >= SEARCH_TEXT_MIN;
}

/** Values of a key: both repeated keys (a plain HTML GET form) and '|'-joined values are understood. */
function values(query: URLSearchParams, key: string): string[] {
  const out = query.getAll(key).flatMap((v) => v.split(VALUE_SEPARATOR)).map((v) => v.trim()).filter(Boolean);
  return [...new Set(out)];
}

function parseFilters(query: URLSearchParams): ListingFilters {
  const sort = query.get('sort');
  const extra: Record<number, string[]> = {};
  for (const key of new Set(query.keys())) {
    const m = EXTRA_KEY.exec(key);
    if (!m) continue;
    const list = values(query, key);
    if (list.length) extra[Number(m[1])] = list;
  }
  const withDiscount = query.get('with-discount');
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as ShopOrder) : DEFAULT_SORT,
    withDiscount: withDiscount !== null && withDiscount !== '' && withDiscount !== '0' && withDiscount !== 'false',
    countries: values(query, 'countries'),
    brands: values(query, 'brands'),
    packages: values(query, 'packages'),
    extra,
  };
}

/**
 * The state a listing URL asks for. A route with a category id is the category listing; otherwise
 * `discount` wins over `search-word`; with neither it is the catalogue tree (optionally of `parent`).
 */
export function parseListing(query: URLSearchParams, categoryId?: number): ListingState {
  const page = parsePage(query.get('page'));
  if (categoryId !== undefined) return { mode: 'category', categoryId, page, ...parseFilters(query) };
  if (query.has('discount')) return { mode: 'discount', discountId: queryId(query.get('discount')), page, ...parseFilters(query) };
  if (query.has('search-word')) return { mode: 'search', searchWord: normalizeSearchWord(query.get('search-word')), page };
  const parent = query.get('parent');
  return { mode: 'tree', parent: queryId(parent), invalid: parent !== null && queryId(parent) === null };
}

/** True when the state carries any filter besides the sort order. */
export function hasFilters(f: ListingFilters): boolean {
  return f.withDiscount || f.countries.length > 0 || f.brands.length > 0 || f.packages.length > 0 || Object.keys(f.extra).length > 0;
}

/** Drops filter values the shop's dictionaries do not offer (a stale or hand-made URL). */
export function keepAvailable<T extends ListingFilters>(state: T, dicts: GoodsDicts): T {
  const offered = (list: { value: string }[]) => new Set(list.map((v) => v.value));
  const countries = offered(dicts.countries);
  const brands = offered(dicts.brands);
  const packages = offered(dicts.packages);
  const extra: Record<number, string[]> = {};
  for (const [id, list] of Object.entries(state.extra)) {
    const prop = dicts.extraProperties.find((p) => p.id === Number(id));
    if (!prop) continue;
    const allowed = offered(prop.values);
    const kept = list.filter((v) => allowed.has(v));
    if (kept.length) extra[Number(id)] = kept;
  }
  return {
    ...state,
    withDiscount: state.withDiscount && (dicts.withDiscount ?? 0) > 0,
    countries: state.countries.filter((v) => countries.has(v)),
    brands: state.brands.filter((v) => brands.has(v)),
    packages: state.packages.filter((v) => packages.has(v)),
    extra,
  };
}

function appendFilters(q: URLSearchParams, f: ListingFilters) {
  if (f.sort !== DEFAULT_SORT) q.set('sort', f.sort);
  if (f.withDiscount) q.set('with-discount', '1');
  if (f.countries.length) q.set('countries', f.countries.join(VALUE_SEPARATOR));
  if (f.brands.length) q.set('brands', f.brands.join(VALUE_SEPARATOR));
  if (f.packages.length) q.set('packages', f.packages.join(VALUE_SEPARATOR));
  for (const id of Object.keys(f.extra).map(Number).sort((a, b) => a - b)) {
    if (f.extra[id].length) q.set(`extra[${id}]`, f.extra[id].join(VALUE_SEPARATOR));
  }
}

/** The public URL of a listing state: path plus its query, defaults left out. */
export function listingHref(state: ListingState): string {
  const q = new URLSearchParams();
  let path = '/catalog';
  switch (state.mode) {
    case 'tree':
      if (state.parent) q.set('parent', String(state.parent));
      break;
    case 'search':
      q.set('search-word', state.searchWord);
      break;
    case 'category':
      path = `/category/${state.categoryId}`;
      appendFilters(q, state);
      break;
    case 'discount':
      if (state.discountId) q.set('discount', String(state.discountId));
      appendFilters(q, state);
      break;
  }
  if (state.mode !== 'tree' && state.page > 1) q.set('page', String(state.page));
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The URL search engines should index for a listing: the listing itself, without sort, filters or
 * paging (those pages show subsets of the same goods).
 */
export function canonicalListingHref(state: ListingState): string {
  switch (state.mode) {
    case 'tree':
      return listingHref(state);
    case 'search':
      return listingHref({ ...state, page: 1 });
    default:
      return listingHref({ ...state, sort: DEFAULT_SORT, withDiscount: false, countries: [], brands: [], packages: [], extra: {}, page: 1 });
  }
}

/** Where a category leads (spec §2): a leaf to its goods, a category with subcategories to its subtree. */
export function categoryHref(c: { id: number; isLeaf?: boolean; items?: unknown[] }): string {
  const leaf = c.isLeaf ?? !(c.items && c.items.length > 0);
  return leaf ? `/category/${c.id}` : `/catalog?parent=${c.id}`;
}
