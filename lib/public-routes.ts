// The pages search engines see, in one table: where each public URL is rendered (its shop-keyed,
// ISR-cached route) and which API resource must exist for it to render (else the static 404).
import { foldPage, foldQuery } from './listing/query';

type Route = {
  pattern: RegExp;
  /** how the captured id must look; a malformed one is a 404 before any API call or cache */
  id?: 'int' | 'good' | 'slug';
  page: (shop: number, m: RegExpExecArray, q: URLSearchParams) => string;
  resource?: (shop: number, m: RegExpExecArray, q: URLSearchParams) => string | null;
};

export type PublicRoute = {
  page: string;
  resource: string | null;
  /** the canonical path of a non-canonical id (`/category/000101` → `/category/101`): a 301 */
  redirect?: string;
  notFound?: boolean;
  /** the listing whose query the middleware folds (lib/listing/guard.ts) */
  listing?: { categoryId?: number };
};

// The path segment arrives percent-encoded; decode it before encoding it into the API's path, or
// '%20' would reach the API as '%2520'.
const id = (m: RegExpExecArray) => {
  try {
    return encodeURIComponent(decodeURIComponent(m[1]));
  } catch {
    return encodeURIComponent(m[1]);
  }
};

const BASKET = /^\/basket\/?$/;
const INT_ID = /^\d{1,10}$/;
const GOOD_ID = /^\d{1,16}$/;
const MAX_INT = 2_147_483_647;
const SLUG = /^[\p{L}\p{N}_-]{1,200}$/u;

/** null: well-formed and canonical; 'bad': a 404; else the canonical form to redirect to. */
function checkId(kind: 'int' | 'good' | 'slug', raw: string): 'bad' | string | null {
  if (kind === 'slug') {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return 'bad';
    }
    return SLUG.test(decoded) ? null : 'bad';
  }
  if (!(kind === 'int' ? INT_ID : GOOD_ID).test(raw)) return 'bad';
  const n = Number(raw);
  if (n === 0 || n > (kind === 'int' ? MAX_INT : Number.MAX_SAFE_INTEGER)) return 'bad';
  return String(n) === raw ? null : String(n);
}

const ROUTES: Route[] = [
  {
    pattern: /^\/catalog\/?$/,
    page: (shop, _m, q) => `/s/${shop}/catalog/${foldQuery(q)}`,
    resource: (_shop, _m, q) => {
      if (q.get('search-word')) return null;
      const discount = q.get('discount');
      if (discount) return `/api/discounts/${encodeURIComponent(discount)}`;
      const parent = q.get('parent');
      return parent ? `/api/catalogs/${encodeURIComponent(parent)}` : null;
    },
  },
  {
    pattern: /^\/category\/([^/]+)\/?$/,
    id: 'int',
    page: (shop, m, q) => `/s/${shop}/category/${m[1]}/${foldQuery(q)}`,
    resource: (_shop, m) => `/api/catalogs/${id(m)}`,
  },
  {
    pattern: /^\/product\/([^/]+)\/?$/,
    id: 'good',
    page: (shop, m) => `/s/${shop}/product/${m[1]}`,
    resource: (shop, m) => `/api/shops/${shop}/goods/${id(m)}`,
  },
  {
    // ?page= of 'Показать ещё' is part of the cached page
    pattern: /^\/good-sets\/([^/]+)\/?$/,
    id: 'int',
    page: (shop, m, q) => `/s/${shop}/good-sets/${m[1]}/${foldPage(q)}`,
    resource: (shop, m) => `/api/shops/${shop}/good_sets/${id(m)}`,
  },
  {
    pattern: /^\/news\/([^/]+)\/?$/,
    id: 'slug',
    page: (shop, m) => `/s/${shop}/news/${m[1]}`,
    resource: (shop, m) => `/api/shops/${shop}/news/${id(m)}`,
  },
  {
    pattern: /^\/cashbackgoods\/([^/]+)\/?$/,
    id: 'int',
    page: (shop, m, q) => `/s/${shop}/cashbackgoods/${m[1]}/${foldPage(q)}`,
    resource: (shop, m) => `/api/cashback_groups/${id(m)}/goods?shopId=${shop}&itemsPerPage=1`,
  },
  { pattern: /^\/(discounts|rules|faq|cashbackgoods)\/?$/, page: (shop, m) => `/s/${shop}/${m[1]}` },
  // not for search engines (noindex), but cached alike: the middleware sends it here (cachedBasket)
  { pattern: BASKET, page: (shop) => `/s/${shop}/basket` },
];

/**
 * The basket as most shoppers open it: a private path (kept out of robots.txt, noindex) whose HTML
 * holds nothing of the visitor, so the middleware serves it like a public page, cached per shop
 * (app/s/[shop]/basket). With ?order= it is the success stage, rendered per request.
 */
export const cachedBasket = (pathname: string, q: URLSearchParams) => BASKET.test(pathname) && !q.has('order');

/** The shop-keyed page a public path renders as, and the API resource it needs (null: none). */
export function publicRoute(pathname: string, q: URLSearchParams, shop: number): PublicRoute {
  for (const route of ROUTES) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    if (route.id) {
      const verdict = checkId(route.id, m[1]);
      if (verdict === 'bad') return { page: MISSING_PAGE, resource: null, notFound: true };
      if (verdict !== null) return { page: MISSING_PAGE, resource: null, redirect: pathname.replace(m[1], verdict).replace(/\/$/, '') };
    }
    const out: PublicRoute = { page: route.page(shop, m, q), resource: route.resource?.(shop, m, q) ?? null };
    if (pathname.startsWith('/category/')) out.listing = { categoryId: Number(m[1]) };
    else if (/^\/catalog\/?$/.test(pathname)) out.listing = {};
    return out;
  }
  // Every unmatched path shows home (spec), rendered as a page of its own: whatever such a request
  // leaves in the cached HTML (its URL) must never reach the page cached for `/`.
  return pathname === '/' ? { page: `/s/${shop}`, resource: null } : { page: `/s/${shop}/elsewhere`, resource: null };
}

/** A path no route matches: Next answers 404 with app/not-found.tsx. */
export const MISSING_PAGE = '/_missing';
