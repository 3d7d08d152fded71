// The route label of a storefront request in metrics and logs: a template from a bounded set, never
// the raw path (a slug or a made-up URL would be a new time series each). /api/* paths the proxy
// serves keep their shape with ids as :id; a page is its first segment when the storefront has such a
// section, else 'other'.
import { proxyVerdict } from '@/lib/proxy-policy';

const SECTIONS = new Set([
  // public pages (lib/public-routes.ts, app/s/[shop]/)
  'catalog', 'category', 'product', 'news', 'good-sets', 'cashbackgoods', 'discounts', 'faq', 'rules', 'elsewhere',
  // private pages and files (domain/routes.ts, lib/pass-through.ts)
  'basket', 'personal-area', 'admin-order', 'print', 'favorites', 'logout', 'payment-sandbox',
  '_next', 'media', 'sitemap', 'sitemap.xml', 'robots.txt', 'favicon.ico', 'icons', 'images',
  // operations
  'metrics', 'health', 'ready',
]);
const OWN_API = new Set(['/api/revalidate', '/api/map-config']);

/** '/api/orders/:id', '/product', '/' or 'other'. */
export function routeLabel(method: string, rawPath: string): string {
  const path = rawPath.split('?')[0];
  if (path === '/' || path === '') return '/';
  if (path.startsWith('/api/')) {
    if (OWN_API.has(path)) return path;
    if (path.startsWith('/api/session/')) return '/api/session/*';
    if (proxyVerdict(method, path) !== 'not-found') {
      return path.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/[0-9a-f-]{36}(?=\/|$)/g, '/:uuid');
    }
    return '/api/other';
  }
  const first = path.split('/')[1];
  return SECTIONS.has(first) ? `/${first}` : 'other';
}
