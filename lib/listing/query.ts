import { EMPTY_QUERY_SEGMENT, parsePage } from '@/domain/listing';

// Listing pages keep their state in the URL (catalog spec §2). The middleware folds the query that
// matters into one path segment so that each (shop, page, query) is cached once; pages unfold it.

/** Query keys that change what a listing page shows; anything else (good=, remove=, utm_…) is ignored. */
export const LISTING_KEYS = [
  'parent', 'search-word', 'discount', 'sort', 'with-discount', 'countries', 'brands', 'packages', 'page',
] as const;
const EXTRA = /^extra\[\d{1,6}\]$/;

export { EMPTY_QUERY_SEGMENT };

/** A canonical, sorted query segment for the path; '_' when empty. */
export function foldQuery(params: URLSearchParams): string {
  const kept: [string, string][] = [];
  for (const [key, value] of params) {
    if (!value.trim()) continue;
    if ((LISTING_KEYS as readonly string[]).includes(key) || EXTRA.test(key)) kept.push([key, value.slice(0, 200)]);
  }
  if (kept.length === 0) return EMPTY_QUERY_SEGMENT;
  kept.sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a.localeCompare(b)));
  return encodeURIComponent(new URLSearchParams(kept).toString());
}

/**
 * The folded query of pages that only page (good sets, cashback groups): `page` alone, and only a
 * page those pages would show (2…MAX_LISTING_PAGE); anything else folds to the first page.
 */
export function foldPage(params: URLSearchParams): string {
  const page = parsePage(params.get('page'));
  return page > 1 ? encodeURIComponent(`page=${page}`) : EMPTY_QUERY_SEGMENT;
}

/** The inverse of foldQuery: a path segment back into search params. */
export function unfoldQuery(segment: string | undefined): URLSearchParams {
  if (!segment || segment === EMPTY_QUERY_SEGMENT) return new URLSearchParams();
  try {
    return new URLSearchParams(decodeURIComponent(segment));
  } catch {
    return new URLSearchParams();
  }
}
