// The storefront's Next.js configuration (the design card's next.config.mjs): plain ESM, typed by
// JSDoc, loaded by Node without compiling.
/* global process */
import path from 'node:path';
import envRead from './lib/env-read.cjs';
import { HSTS, securityHeaders } from './lib/security-headers.mjs';

// `next build` and `next start` load this file first: a bad value of the variables read before
// TypeScript stops them here, naming the variable (lib/env.ts checks the rest when the server starts)
const { envError, problems } = envRead;
const bad = problems({ PAGE_CACHE_MAX_MB: process.env.PAGE_CACHE_MAX_MB, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR });
if (bad.length) throw envError(bad);

// The shop API's address is read at run time (middleware.ts, the /api proxy, server fetches), never
// baked in here, so one build serves any SHOP_API_URL.
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Separate build folders let several builds of one checkout coexist (tests, benchmarks).
  distDir: envRead.blank(process.env.NEXT_DIST_DIR) ?? '.next',
  typedRoutes: false,
  // An ETag is a hash of the whole page computed in JavaScript on every request, cache hits included:
  // it cost a third of the server's time per cached page. Pages are revalidated by time instead.
  generateEtags: false,
  // Stylesheets stay files (not `experimental.inlineCss`): inlined, every page carried its CSS twice,
  // in <head> and again as text rows of the RSC payload (90 of a product page's 143 KB of RSC data),
  // and Lighthouse's phone TBT was 460–720 ms against 180–480 ms with the files (decision 20).
  // 'graph' groups CSS by the routes that use it: the default merged every route's modules (the basket,
  // checkout and the header's lazily loaded dialogs) into one 58 KB render-blocking file on every page.
  experimental: { cssChunking: 'graph' },
  // one copy of prom-client per process, shared by instrumentation, the /metrics route and the page
  // cache handler (lib/ops/metrics.cjs); pino is external by Next's own list
  serverExternalPackages: ['prom-client'],
  // Next's file-system page cache, bounded in size, storing with each page its script hashes (CSP) and
  // `Vary: Cookie` (pages differ by the shop cookie; Next overrides a Vary set here). README: production setup.
  cacheHandler: path.resolve(process.cwd(), 'lib/cache/page-cache-handler.cjs'),
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // behind a TLS-terminating proxy: HSTS whenever the request came in over https
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS] },
    ];
  },
};

export default nextConfig;
