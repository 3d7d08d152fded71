// Paths the middleware serves as they are, never rewritten to a per-shop cached page: the private
// routes (domain/routes.ts, also kept out of robots.txt; one exception below) and files.
import { PRIVATE_PATHS } from '@/domain/routes';

const FILES = ['_next', 'media', 'sitemap\\.xml', 'robots\\.txt', 'favicon\\.ico', 'icons', 'images'];

export const PASS_THROUGH = new RegExp(`^/(${[...PRIVATE_PATHS.map((p) => p.slice(1)), ...FILES].join('|')})(/|$)`);

/**
 * The basket as most shoppers open it: a private path (kept out of robots.txt, noindex) whose HTML
 * holds nothing of the visitor, so the middleware serves it like a public page, cached per shop
 * (app/s/[shop]/basket). With ?order= it is the success stage, rendered per request.
 */
export const cachedBasket = (pathname: string, q: URLSearchParams) => /^\/basket\/?$/.test(pathname) && !q.has('order');
