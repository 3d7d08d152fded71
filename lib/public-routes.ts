// The pages search engines see, in one table: where each public URL is rendered (its shop-keyed,
// ISR-cached route) and which API resource must exist for it to render (else the static 404).
import { foldQuery } from './listing/query';

type Route = {
  pattern: RegExp;
  page: (shop: number, m: RegExpExecArray, q: URLSearchParams) => string;
  resource?: (shop: number, m: RegExpExecArray, q: URLSearchParams) => string | null;
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
    page: (shop, m, q) => `/s/${shop}/category/${m[1]}/${foldQuery(q)}`,
    resource: (_shop, m) => `/api/catalogs/${id(m)}`,
  },
  {
    pattern: /^\/product\/([^/]+)\/?$/,
    page: (shop, m) => `/s/${shop}/product/${m[1]}`,
    resource: (shop, m) => `/api/shops/${shop}/goods/${id(m)}`,
  },
  {
    // ?page= of 'Показать ещё' is part of the cached page
    pattern: /^\/good-sets\/([^/]+)\/?$/,
    page: (shop, m, q) => `/s/${shop}/good-sets/${m[1]}/${foldQuery(q)}`,
    resource: (shop, m) => `/api/shops/${shop}/good_sets/${id(m)}`,
  },
  {
    pattern: /^\/news\/([^/]+)\/?$/,
    page: (shop, m) => `/s/${shop}/news/${m[1]}`,
    resource: (shop, m) => `/api/shops/${shop}/news/${id(m)}`,
  },
  {
    pattern: /^\/cashbackgoods\/([^/]+)\/?$/,
    page: (shop, m, q) => `/s/${shop}/cashbackgoods/${m[1]}/${foldQuery(q)}`,
    resource: (shop, m) => `/api/cashback_groups/${id(m)}/goods?shopId=${shop}&itemsPerPage=1`,
  },
  { pattern: /^\/(discounts|rules|faq|cashbackgoods)\/?$/, page: (shop, m) => `/s/${shop}/${m[1]}` },
];

/** The shop-keyed page a public path renders as, and the API resource it needs (null: none). */
export function publicRoute(pathname: string, q: URLSearchParams, shop: number): { page: string; resource: string | null } {
  for (const route of ROUTES) {
    const m = route.pattern.exec(pathname);
    if (m) return { page: route.page(shop, m, q), resource: route.resource?.(shop, m, q) ?? null };
  }
  // home, and every unmatched path (spec: unmatched paths show home)
  return { page: `/s/${shop}`, resource: null };
}
