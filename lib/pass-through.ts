// Paths the middleware serves as they are, never rewritten to a per-shop cached page: the private
// routes (domain/routes.ts, also kept out of robots.txt; the basket's exception is `cachedBasket` in
// lib/public-routes.ts) and files.
import { PRIVATE_PATHS } from '@/domain/routes';

// and the operations routes (app/metrics, app/health, app/ready)
const FILES = ['metrics', 'health', 'ready', '_next', 'media', 'sitemap\\.xml', 'yml\\.xml', 'sitemap', 'robots\\.txt', 'favicon\\.ico', 'icons', 'images'];

export const PASS_THROUGH = new RegExp(`^/(${[...PRIVATE_PATHS.map((p) => p.slice(1)), ...FILES].join('|')})(/|$)`);
