// Where the shopper's chosen shop lives between requests: a cookie the server can read, so pages
// render with that shop's prices and are cached per shop (design.md §4).
import { parsePositiveId } from '@/domain/ids';
import { env } from '@/lib/env';

export const SHOP_COOKIE = 'shop';

/** The shop used until the shopper chooses one (DEFAULT_SHOP_ID, else the first demo shop). */
export const defaultShopId = (): number => env.defaultShopId();

/** A shop id from the cookie or the /s/{shop} path segment; null when it is not one. */
export const parseShopId = (value: string | undefined | null): number | null => parsePositiveId(value);

/** The shop ids the API knows, or null when the list cannot be fetched. */
export type KnownShopIds = () => Promise<Set<number> | null>;

/**
 * Known shop ids fetched at most once per `ttlMs`; while a refresh fails (throws or gives null),
 * the last list fetched, or null when none ever was.
 */
export function cachedShopIds(fetchIds: KnownShopIds, ttlMs = 60_000, now: () => number = Date.now): KnownShopIds {
  let known: { ids: Set<number>; at: number } | null = null;
  // one refresh at a time: the requests arriving while the list is fetched wait for that fetch
  let refreshing: Promise<Set<number> | null> | null = null;
  const refresh = async () => {
    try {
      const ids = await fetchIds();
      if (!ids) return known?.ids ?? null;
      known = { ids, at: now() };
      return ids;
    } catch {
      return known?.ids ?? null;
    } finally {
      refreshing = null;
    }
  };
  return async () => {
    if (known && now() - known.at < ttlMs) return known.ids;
    return (refreshing ??= refresh());
  };
}

/**
 * The shop a request's `shop` cookie names when the API knows it, else the default shop. While the
 * shop list cannot be fetched, the default too: never an unchecked id, since each would be a page
 * cache key.
 */
export async function chooseShop(cookie: string | undefined, knownIds: KnownShopIds): Promise<number> {
  const fromCookie = parseShopId(cookie);
  if (fromCookie === null) return defaultShopId();
  const ids = await knownIds();
  return ids && ids.has(fromCookie) ? fromCookie : defaultShopId();
}
