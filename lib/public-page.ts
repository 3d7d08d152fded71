// What the middleware answers for a public page, remembered for a few seconds:
// the shop from the cookie, the route, the listing's canonical form and the existence check are the
// same for every request of one URL and shop cookie, so a cache hit of the page should not redo them.
// Concurrent first requests for one URL decide once (the others wait for that answer).
import { guardListing } from './listing/guard';
import { resourceExists } from './missing-pages';
import { MISSING_PAGE, publicRoute } from './public-routes';
import { chooseShop, parseShopId, type KnownShopIds } from './shop-choice';
import { BoundedTtlCache } from './bounded-cache';
import { SingleFlight } from './cache/single-flight';

/** Rewrite to a shop-keyed page (or the static 404), or redirect: 301 keeps the query, 307 is a whole URL path. */
export type PublicAnswer = { rewrite: string } | { redirect: string; status: 301 | 307 };

/**
 * Short: what it rests on is itself remembered for a minute (shop list, existence, dictionaries), so
 * this only spares recomputing it; a page that stops existing is a 404 at most this much later.
 */
const TTL_MS = 5_000;
const answers = new BoundedTtlCache<PublicAnswer>(10_000, 4 * 1024 * 1024, TTL_MS);
const deciding = new SingleFlight<PublicAnswer>();

export async function publicAnswer(
  pathname: string, searchParams: URLSearchParams, shopCookie: string | undefined, shopIds: KnownShopIds, apiBase: string,
): Promise<PublicAnswer> {
  // an unparsable cookie is the default shop, like no cookie: one key for all of them
  const key = `${parseShopId(shopCookie) ?? '-'}|${pathname}?${searchParams}`;
  const hit = answers.get(key);
  if (hit) return hit;
  return deciding.run(key, async () => {
    const answer = await decide(pathname, searchParams, shopCookie, shopIds, apiBase);
    answers.set(key, answer, JSON.stringify(answer).length);
    return answer;
  });
}

async function decide(
  pathname: string, searchParams: URLSearchParams, shopCookie: string | undefined, shopIds: KnownShopIds, apiBase: string,
): Promise<PublicAnswer> {
  const shop = await chooseShop(shopCookie, shopIds);
  const route = publicRoute(pathname, searchParams, shop);
  if (route.redirect) return { redirect: route.redirect, status: 301 };
  let missing = route.notFound === true;
  if (!missing && route.listing) {
    const verdict = await guardListing(apiBase, shop, searchParams, route.listing.categoryId);
    if ('redirect' in verdict) return { redirect: verdict.redirect, status: 307 };
    missing = 'notFound' in verdict;
  }
  if (!missing && route.resource) missing = !(await resourceExists(apiBase, route.resource));
  // an unknown thing goes to a path no route matches: Next answers 404 with app/not-found.tsx
  return { rewrite: missing ? MISSING_PAGE : route.page };
}
