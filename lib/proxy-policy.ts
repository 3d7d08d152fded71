// What the browser may call through the storefront's /api/* proxy: an explicit allowlist
// of methods and API paths, kept to what client code calls (search suggestions and goods by ids hit
// /api/goods; the catalogue reads are there for client-side navigation; the auth popup's calls that
// return no token). Everything else answers 404 from the proxy. The API's token-returning
// calls are refused even if an entry below matched them: sign-in, registration's confirm step and
// the refresh reach the API only from the storefront's server code (lib/auth/upstream.ts).
// app/api/[...path]/route.ts applies proxyVerdict (404 unlisted or token route, 405 wrong method),
// then the Origin check (403). A new entry needs a case in lib/proxy-policy.test.ts.
import { MAX_BODY_BYTES, MAX_PHOTO_BYTES } from '@/contract/limits';

type Rule = { methods: readonly string[]; path: RegExp };

const READ = ['GET', 'HEAD'] as const;
const POST = ['POST'] as const;
const ID = '[1-9]\\d{0,15}';

export const PROXY_ALLOWLIST: readonly Rule[] = [
  { methods: READ, path: /^\/api\/goods$/ },
  { methods: READ, path: /^\/api\/catalogs$/ },
  { methods: READ, path: /^\/api\/shops$/ },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}$`) },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}/goods$`) },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}/goods/dicts$`) },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}/goods/${ID}$`) },
  // accounts: registration's first step, recovery, the customer, the phone confirmation
  { methods: POST, path: /^\/api\/auth\/(signup-phone|recovery|recovery-phone)$/ },
  { methods: READ, path: /^\/api\/customers\/me$/ },
  { methods: READ, path: new RegExp(`^/api/customers/${ID}$`) },
  { methods: POST, path: new RegExp(`^/api/customers/${ID}/(phone-confirmation|phone-confirmation-code)$`) },
  // checkout and the basket page: basket pricing, promo codes, slots, orders (the success screen reads one)
  { methods: POST, path: new RegExp(`^/api/shops/${ID}/basket$`) },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}/timeslots$`) },
  { methods: POST, path: /^\/api\/promo_codes\/resolve$/ },
  { methods: POST, path: /^\/api\/orders$/ },
  { methods: READ, path: new RegExp(`^/api/orders/${ID}$`) },
  // admin orders: the back office's list, card and actions, the barcode images of cards and codes
  { methods: READ, path: /^\/api\/orders$/ },
  // its live list (an event stream) and the site admin's failed webhooks
  { methods: READ, path: /^\/api\/orders\/events$/ },
  { methods: READ, path: /^\/api\/webhook-deliveries$/ },
  { methods: POST, path: new RegExp(`^/api/webhook-deliveries/${ID}/retry$`) },
  { methods: ['PUT'], path: new RegExp(`^/api/orders/${ID}(/(status|goods|markingcode))?$`) },
  { methods: POST, path: new RegExp(`^/api/orders/${ID}/(cancel|params|payment-refund)$`) },
  { methods: READ, path: new RegExp(`^/api/orders/${ID}/(log|payment-check)$`) },
  { methods: READ, path: /^\/api\/barcode$/ },
  // online payment: the sandbox payment page's read and buttons; the gateway's callback, which
  // the bank sends to the shop's public address (it is signed, so it needs no session and no Origin)
  { methods: READ, path: /^\/api\/payments\/sandbox\/[0-9a-f-]{36}$/ },
  { methods: POST, path: /^\/api\/payments\/sandbox\/[0-9a-f-]{36}\/(pay|decline)$/ },
  { methods: READ, path: /^\/api\/payments\/callback$/ },
  // receiving method: zones, the geocoder both ways and its suggestions, the customer's saved addresses
  { methods: READ, path: /^\/api\/delivery_zones$/ },
  { methods: READ, path: /^\/api\/geocoder\/(forward|reverse|suggest)$/ },
  { methods: READ, path: new RegExp(`^/api/customers/${ID}/addresses$`) },
  { methods: POST, path: /^\/api\/delivery_addresses$/ },
  { methods: ['PUT', 'DELETE'], path: new RegExp(`^/api/delivery_addresses/${ID}$`) },
  { methods: ['PUT'], path: new RegExp(`^/api/delivery_addresses/${ID}/current$`) },
  // the personal area: profile, phone and email changes by code, settings, loyalty, orders and their
  // event stream, notifications
  { methods: ['PUT'], path: new RegExp(`^/api/customers/${ID}$`) },
  { methods: POST, path: new RegExp(`^/api/customers/${ID}/(set-phone|set-phone-confirm|email|email-confirm)$`) },
  { methods: [...READ, 'PUT'], path: new RegExp(`^/api/customers/${ID}/settings$`) },
  { methods: READ, path: new RegExp(`^/api/customers/${ID}/(stats|loyalty|loyalty-transactions|orders|orders/events|notifications)$`) },
  { methods: POST, path: /^\/api\/loyalty\/signin$/ },
  { methods: ['PUT'], path: new RegExp(`^/api/notifications/${ID}$`) },
  // favourites: the hearts' ids, adding, removing, clearing; the favourite and purchased goods of a shop
  { methods: READ, path: new RegExp(`^/api/customers/${ID}/favorites$`) },
  { methods: POST, path: /^\/api\/favorites$/ },
  { methods: ['DELETE'], path: new RegExp(`^/api/favorites/(${ID}|clear)$`) },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}/(favorites|purchased)$`) },
  // reviews: the list's next pages, the rating, the customer's own review, posting; the site admins' moderation
  { methods: READ, path: new RegExp(`^/api/goods/${ID}/(reviews|rating)$`) },
  { methods: READ, path: new RegExp(`^/api/goods/${ID}/reviews/${ID}$`) },
  { methods: POST, path: new RegExp(`^/api/goods/${ID}/reviews$`) },
  { methods: READ, path: /^\/api\/reviews\/pending$/ },
  { methods: POST, path: new RegExp(`^/api/reviews/${ID}/(publish|reject)$`) },
  // the back office's photos of a good (site admins): the list, an upload (the file as the body, up
  // to bodyCap's 20 MB), a new order that also deletes the photos left out
  { methods: [...READ, 'POST', 'PUT'], path: new RegExp(`^/api/admin/goods/${ID}/photos$`) },
  // and its card: the description and whether shoppers see it
  { methods: [...READ, 'PATCH'], path: new RegExp(`^/api/admin/goods/${ID}$`) },
  // the back office's shops, slots and zones (site admins, shop admins their own); adding, removing
  // and reopening a shop is the site admins' (the API decides), zones any admin of the shop
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/shops$/ },
  { methods: [...READ, 'PUT', 'DELETE'], path: new RegExp(`^/api/admin/shops/${ID}$`) },
  { methods: POST, path: new RegExp(`^/api/admin/shops/${ID}/reopen$`) },
  { methods: [...READ, 'POST'], path: new RegExp(`^/api/admin/shops/${ID}/zones$`) },
  { methods: ['PUT', 'DELETE'], path: new RegExp(`^/api/admin/shops/${ID}/zones/${ID}$`) },
  // the back office's promo codes: list, create, edit (switch included), preview against a basket
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/promo-codes$/ },
  { methods: ['PUT'], path: new RegExp(`^/api/admin/promo-codes/${ID}$`) },
  { methods: POST, path: new RegExp(`^/api/admin/promo-codes/${ID}/preview$`) },
  // the back office's promotions (their rules and a preview against a basket), cashback groups and good sets
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/promotions$/ },
  { methods: ['PUT'], path: new RegExp(`^/api/admin/promotions/${ID}$`) },
  { methods: POST, path: new RegExp(`^/api/admin/promotions/${ID}/preview$`) },
  { methods: READ, path: /^\/api\/admin\/cashback-groups$/ },
  { methods: ['PUT'], path: new RegExp(`^/api/admin/cashback-groups/${ID}$`) },
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/good-sets$/ },
  { methods: ['PUT', 'DELETE'], path: new RegExp(`^/api/admin/good-sets/${ID}$`) },
  // the back office's discounts: list, create, edit (switch included)
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/discounts$/ },
  { methods: ['PUT'], path: new RegExp(`^/api/admin/discounts/${ID}$`) },
  // and the home page's blocks and banners
  { methods: READ, path: /^\/api\/admin\/page-blocks$/ },
  { methods: ['PUT'], path: new RegExp(`^/api/admin/page-blocks/${ID}$`) },
  // the back office's news (list, create, edit, delete) and the banners' and news' image upload (the file as the body, up to 20 MB)
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/news$/ },
  { methods: ['PUT', 'DELETE'], path: new RegExp(`^/api/admin/news/${ID}$`) },
  { methods: POST, path: /^\/api\/admin\/content-images$/ },
  // the back office's FAQ (list, add, edit, delete, reorder) and the rules page's text
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/faq$/ },
  { methods: ['PUT', 'DELETE'], path: new RegExp(`^/api/admin/faq/${ID}$`) },
  { methods: ['PUT'], path: /^\/api\/admin\/faq-order$/ },
  { methods: [...READ, 'PUT'], path: /^\/api\/admin\/site-texts\/rules$/ },
  // the exchange accounts 1C signs in with (the staff page's «обмен с 1С»)
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/exchange-accounts$/ },
  { methods: POST, path: new RegExp(`^/api/admin/exchange-accounts/${ID}/(block|unblock)$`) },
  // the 1C exchange: 1C calls the site's own address; its request passes as it came (isExchange below)
  { methods: [...READ, 'POST'], path: /^\/api\/exchange\/1c$/ },
  // the back office's staff and audit log (site admins; decision 177)
  { methods: [...READ, 'POST'], path: /^\/api\/admin\/staff$/ },
  { methods: ['PUT'], path: new RegExp(`^/api/admin/staff/${ID}$`) },
  { methods: POST, path: new RegExp(`^/api/admin/staff/${ID}/(block|unblock|password)$`) },
  { methods: READ, path: /^\/api\/admin\/audit$/ },
];

/**
 * 1C's exchange, not a browser: its request passes whole (HTTP Basic, its session cookie, a raw file
 * body of up to EXCHANGE_FILE_LIMIT) with no Origin check, and the answer keeps its Set-Cookie.
 */
export const isExchange = (path: string): boolean => path === '/api/exchange/1c';

/** A photo upload's path (a good's photo, a banner's or news item's image): its body is the file itself, capped at MAX_PHOTO_BYTES rather than MAX_BODY_BYTES. */
const PHOTO_UPLOAD = new RegExp(`^/api/admin/(goods/${ID}/photos|content-images)$`);

/**
 * The largest body the proxy reads for a call, and the Russian words of its 413: a photo upload's
 * 20 MB (the API's own limit for it), everything else the API's 256 KB.
 */
export function bodyCap(method: string, path: string): { bytes: number; message: string } {
  if (method === 'POST' && PHOTO_UPLOAD.test(path)) return { bytes: MAX_PHOTO_BYTES, message: 'Файл больше 20 МБ.' };
  return { bytes: MAX_BODY_BYTES, message: 'Тело запроса больше 256 КБ.' };
}

/**
 * How long a photo upload may take through the proxy: 20 MB from a phone on a slow link (about
 * 1.5 Mbit/s) is under two minutes, and the API then decodes and checks the file; the proxy's
 * usual PROXY_TIMEOUT_MS (10 s) would cut such an upload off with a 504 (issue 38).
 */
export const PHOTO_UPLOAD_TIMEOUT_MS = 120_000;

/** How long the proxy waits for the API's answer to a call: a photo upload's two minutes, anything else `usual`. */
export function proxyTimeout(method: string, path: string, usual: number): number {
  return method === 'POST' && PHOTO_UPLOAD.test(path) ? Math.max(usual, PHOTO_UPLOAD_TIMEOUT_MS) : usual;
}

/** API calls whose answer holds a token pair (or that spend one): never through the proxy. */
export const TOKEN_ROUTES: readonly RegExp[] = [
  /^\/api\/auth\/(signin|signin-phone|signup-phone-code|signin-refresh-token|signout)\/?$/i,
  // any later call of the API that hands out tokens is named like these: refused until listed above
  /^\/api\/auth\/[^/]*(token|signin)[^/]*\/?$/i,
];

/** True for a token route, however its path is spelled (percent-encoded, doubled slashes). */
export function isTokenRoute(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // an undecodable path is refused elsewhere
  }
  return [path, decoded, decoded.replace(/\/{2,}/g, '/')].some((p) => TOKEN_ROUTES.some((r) => r.test(p)));
}

/** 'ok', or why not: the path is not proxied at all (404) or not with this method (405). */
export function proxyVerdict(method: string, path: string): 'ok' | 'not-found' | 'method' {
  if (isTokenRoute(path)) return 'not-found';
  const rules = PROXY_ALLOWLIST.filter((r) => r.path.test(path));
  if (rules.length === 0) return 'not-found';
  return rules.some((r) => r.methods.includes(method)) ? 'ok' : 'method';
}

/** Each segment of a raw (still percent-encoded) path decodes to valid UTF-8 (no %FF, %C0%80, %ED%A0%80). */
export function decodesCleanly(rawPath: string): boolean {
  try {
    for (const segment of rawPath.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}
