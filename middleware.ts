// Edge guard and per-shop cache key. Pages that search engines see are rewritten to
// /s/{shopId}/… (ISR-cached per shop); the shop comes from the shopper's cookie.
import { NextResponse, type NextRequest } from 'next/server';
import { foldQuery } from './lib/listing-query';
import { defaultShopId, parseShopId, SHOP_COOKIE } from './lib/shop-choice';

// Routes served as they are (client pages, files, the proxy). Anything else unknown shows home.
const PASS_THROUGH = /^\/(api|_next|media|basket|favorites|personal-area|admin-order|print|logout|rules|faq|cashbackgoods|sitemap\.xml|robots\.txt|favicon\.ico|icons|images)(\/|$)/;

export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (PASS_THROUGH.test(pathname)) return NextResponse.next();

  const shop = parseShopId(request.cookies.get(SHOP_COOKIE)?.value) ?? defaultShopId();
  const to = request.nextUrl.clone();
  to.search = '';
  let m: RegExpExecArray | null;
  if (pathname === '/catalog') to.pathname = `/s/${shop}/catalog/${foldQuery(searchParams)}`;
  else if ((m = /^\/category\/([^/]+)\/?$/.exec(pathname))) to.pathname = `/s/${shop}/category/${m[1]}/${foldQuery(searchParams)}`;
  else if ((m = /^\/good-sets\/([^/]+)\/?$/.exec(pathname))) to.pathname = `/s/${shop}/good-sets/${m[1]}/${foldQuery(searchParams)}`; // ?page= of 'Показать ещё'
  else if ((m = /^\/(product|news)\/([^/]+)\/?$/.exec(pathname))) to.pathname = `/s/${shop}/${m[1]}/${m[2]}`;
  else if (pathname === '/discounts') to.pathname = `/s/${shop}/discounts`;
  else to.pathname = `/s/${shop}`; // home, and every unmatched path (spec: unmatched paths show home)
  return NextResponse.rewrite(to);
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
