// The storefront's guard and per-shop cache key (Node runtime: decision 18). Pages that search engines see, and the
// basket, are rewritten to /s/{shopId}/… (ISR-cached per shop); the shop comes from the shopper's cookie. Before anything
// reaches the page cache, malformed ids answer 404, non-canonical ones and listing queries the
// listing does not offer redirect to their canonical URL; that answer is decided in
// lib/public-page.ts and remembered there for a few seconds, so cache hits skip it.
import { NextResponse, type NextRequest } from 'next/server';
import { HTTP_METHODS } from './contract/limits';
import { PASS_THROUGH } from './lib/pass-through';
import { decodesCleanly } from './lib/proxy-policy';
import { cachedBasket, MISSING_PAGE } from './lib/public-routes';
import { publicAnswer } from './lib/public-page';
import { cachedShopIds, SHOP_COOKIE } from './lib/shop-choice';
import { env } from './lib/env';
import { hydraErrorResponse } from './lib/api/hydra-error';
import { sessionGate } from './lib/auth/gate';
import { accountLink, isAccountLink } from './lib/auth/links';
import { basketFormTarget, isBasketForm } from './lib/basket-form';
import { fetchShopIds } from './lib/api/shop-ids';

// What a browser may send to the storefront; TRACE and made-up verbs answer 405 here, not 500 deeper in.
const METHODS = new Set<string>(HTTP_METHODS);
const MAX_PATH_LENGTH = 2_048;
// How long a cache in front (nginx: deploy/nginx/shop.conf) may keep a public page before asking
// again, whatever the page's s-maxage: a page the API revalidated (a good sold out or back, a new
// rating) reaches shoppers through nginx within this, not after the page's 60 s. nginx keeps
// serving its copy while it asks, and when the storefront fails, so shoppers never wait for it.
const FRONT_CACHE_SECONDS = 10;

// Shop ids the API knows, refreshed at most once a minute: a cookie naming another shop (stale,
// or made up to fill the page cache) falls back to the default shop (lib/shop-choice.ts).
const shopIds = cachedShopIds(() => fetchShopIds(env.shopApiUrl()));

export async function middleware(request: NextRequest): Promise<Response> {
  const res = await guard(request);
  // the test harness's proof that the storefront answering is the one it started (scripts/stack.ts)
  const token = env.stackToken();
  if (token) res.headers.set('X-Stack-Token', token);
  return res;
}

async function guard(request: NextRequest): Promise<Response> {
  if (!METHODS.has(request.method)) {
    return hydraErrorResponse(405, 'Method Not Allowed', 'Метод не поддерживается.', { Allow: [...METHODS].join(', ') });
  }
  const { pathname, searchParams } = request.nextUrl;
  // %FF, %C0%80, %ED%A0%80: no valid UTF-8, no route can name it (Next would fail decoding it with a 500)
  if (!decodesCleanly(pathname)) return hydraErrorResponse(400, 'Bad Request', 'Адрес запроса содержит некорректную кодировку.');
  // «В корзину» before the page's scripts ran, or without JavaScript: back to the page with ?good= (lib/basket-form.ts)
  if (isBasketForm(request.method, pathname, request.headers)) {
    let body = '';
    try {
      body = await request.text();
    } catch {
      // an unreadable body returns to the page as it was
    }
    return NextResponse.redirect(new URL(basketFormTarget(pathname, request.nextUrl.search, body), request.nextUrl.origin), 303);
  }
  // private paths: the session branch (refresh, guards; lib/auth/gate.ts), nothing for public pages
  if (PASS_THROUGH.test(pathname) && !cachedBasket(pathname, searchParams)) return (await sessionGate(request)) ?? NextResponse.next();
  // `/?confirmid=…` and `/?recoveryid=…` links: followed, then home (lib/auth/links.ts)
  if (isAccountLink(pathname, searchParams)) return accountLink(request);

  const to = request.nextUrl.clone();
  to.search = '';
  if (pathname.length > MAX_PATH_LENGTH) {
    to.pathname = MISSING_PAGE;
    return NextResponse.rewrite(to);
  }
  const answer = await publicAnswer(pathname, searchParams, request.cookies.get(SHOP_COOKIE)?.value, shopIds, env.shopApiUrl());
  if ('rewrite' in answer) {
    to.pathname = answer.rewrite;
    const page = NextResponse.rewrite(to);
    page.headers.set('X-Accel-Expires', String(FRONT_CACHE_SECONDS));
    return page;
  }
  if (answer.status === 307) return NextResponse.redirect(new URL(answer.redirect, request.nextUrl.origin), 307);
  const target = request.nextUrl.clone();
  target.pathname = answer.redirect;
  return NextResponse.redirect(target, 301);
}

export const config = {
  // Node, not edge: the edge bundle would carry the page cache handler (node:fs) and fail to load
  runtime: 'nodejs',
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
