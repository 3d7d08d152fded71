import type { NextConfig } from 'next';

// The shop API's address is read at run time (middleware.ts, the /api proxy, server fetches), never
// baked in here, so one build serves any SHOP_API_URL.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Separate build folders let several builds of one checkout coexist (tests, benchmarks).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  typedRoutes: false,
  // An ETag is a hash of the whole page computed in JavaScript on every request, cache hits included:
  // it cost a third of the server's time per cached page. Pages are revalidated by time instead.
  generateEtags: false,
};

export default nextConfig;
