// Ids in URLs, cookies and queries (storefront spec §7): positive integers. One parser for the
// storefront's routes, the middleware's shop cookie and the API's params, so a URL the storefront
// accepts is one the API accepts, and the other way round.

/** The largest id of an `integer` column (shops, categories, discounts, sets…): PostgreSQL's int4. */
export const MAX_ID = 2_147_483_647;
/** Goods ids are bigints (the spec shows ids like 95010100001): the largest one JavaScript holds exactly. */
export const MAX_GOOD_ID = Number.MAX_SAFE_INTEGER;

/**
 * A positive integer id written in plain digits ('42'), at most `max`; null for anything else:
 * '', '0', '-1', '1.5', '1e3', ' 7', '007' (one id has one spelling, so one cached page).
 */
export function parsePositiveId(value: string | null | undefined, max: number = MAX_ID): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return id <= max ? id : null;
}
