// Where the shopper's chosen shop lives between requests: a cookie the server can read, so pages
// render with that shop's prices and are cached per shop (design.md §4).
export const SHOP_COOKIE = 'shop';

/** The shop used until the shopper chooses one (DEFAULT_SHOP_ID, else the first demo shop). */
export function defaultShopId(): number {
  const id = Number(process.env.NEXT_PUBLIC_DEFAULT_SHOP_ID ?? process.env.DEFAULT_SHOP_ID ?? 1);
  return Number.isInteger(id) && id > 0 ? id : 1;
}

export function parseShopId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
