// The storefront's private routes: pages of one visitor (basket, favourites, account, orders, print,
// the sandbox gateway's payment page) and the API proxy. Search engines are kept out of them (robots.txt) and the middleware serves them as
// they are, never as a per-shop cached page.
export const PRIVATE_PATHS = ['/basket', '/personal-area', '/admin-order', '/print', '/favorites', '/api', '/logout', '/payment-sandbox'] as const;

/** True for a private path itself or anything below it ('/basket', '/personal-area/orders'). */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
