// Edge guard and per-shop cache key. Pages that search engines see are rewritten to
// /s/{shopId}/… (ISR-cached per shop); the shop comes from the shopper's cookie.
import { NextResponse, type NextRequest } from 'next/server';
import { resourceExists } from './lib/missing-pages';
import { PASS_THROUGH } from './lib/pass-through';
import { publicRoute } from './lib/public-routes';
import { defaultShopId, parseShopId, SHOP_COOKIE } from './lib/shop-choice';
import { shopApiUrl } from './lib/api/base-url';

// Shop ids the API knows, refreshed at most once a minute: a cookie naming another shop (stale,
// or made up to fill the page cache) falls back to the default shop.
const SHOPS_TTL_MS = 60_000;
let knownShops: { ids: Set<number>; at: number } | null = null;


async function shopIds(): Promise<Set<number> | null> {
  if (knownShops && Date.now() - knownShops.at < SHOPS_TTL_MS) return knownShops.ids;
  try {
    const res = await fetch(`${shopApiUrl()}/api/shops`, { headers: { 'API-CONSUMER': 'site' } });
    if (!res.ok) return knownShops?.ids ?? null;
    const body = (await res.json()) as { 'hydra:member': { id: number }[] };
    knownShops = { ids: new Set(body['hydra:member'].map((s) => s.id)), at: Date.now() };
    return knownShops.ids;
  } catch {
    return knownShops?.ids ?? null; // API unreachable: trust the cookie rather than fail the page
  }
}

async function chosenShop(request: NextRequest): Promise<number> {
  const fromCookie = parseShopId(request.cookies.get(SHOP_COOKIE)?.value);
  if (fromCookie === null) return defaultShopId();
  const ids = await shopIds();
  return !ids || ids.has(fromCookie) ? fromCookie : defaultShopId();
}

export async function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // Images are drawn by the API; proxied at run time so SHOP_API_URL need not be known at build time.
  if (pathname.startsWith('/media/')) return NextResponse.rewrite(new URL(pathname + request.nextUrl.search, shopApiUrl()));
  if (PASS_THROUGH.test(pathname)) return NextResponse.next();

  const shop = await chosenShop(request);
  const to = request.nextUrl.clone();
  to.search = '';
  const { page, resource } = publicRoute(pathname, searchParams, shop);
  // an unknown thing goes to a path no route matches: Next answers 404 with app/not-found.tsx
  to.pathname = resource && !(await resourceExists(shopApiUrl(), resource)) ? '/_missing' : page;
  return NextResponse.rewrite(to);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
