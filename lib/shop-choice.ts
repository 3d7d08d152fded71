// Where the shopper's chosen shop lives between requests: a cookie the server can read, so pages
// render with that shop's prices and are cached per shop (design.md §4).
import { parsePositiveId } from '@/domain/ids';
import { env } from '@/lib/env';

export const SHOP_COOKIE = 'shop';

/** The shop used until the shopper chooses one (DEFAULT_SHOP_ID, else the first demo shop). */
export const defaultShopId = (): number => env.defaultShopId();

/** A shop id from the cookie or the /s/{shop} path segment; null when it is not one. */
export const parseShopId = (value: string | undefined | null): number | null => parsePositiveId(value);
