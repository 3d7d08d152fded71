// Fuzz through the storefront: 2,000 seeded malformed requests per area — queries of
// public pages and of the /api proxy, paths, headers and methods. None may answer 5xx, ordinary
// requests answer as before afterwards, and no request takes longer than its time bound.
// A failure names the area, seed and index: rerun with the same SEED to reproduce it.
import { HEADER_VALUES, prng, query, segment, type Rng } from '../server/test/fuzz-gen';
import { API_URL, BASE_URL, expect, test } from './fixtures';

// FUZZ_E2E_PER_AREA lowers it for a quick local run; CI keeps the 2,000
const PER_AREA = Number(process.env.FUZZ_E2E_PER_AREA ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 6);
const PARALLEL = 16;
/** No request may take longer (16 in flight on a busy two-core machine): a hang fails the test. */
const REQUEST_BOUND_MS = 30_000;

const PAGE_BASES = ['/catalog', '/category/1', '/category/101', '/product/1', '/good-sets/1', '/news/x', '/cashbackgoods/1', '/', '/discounts'];
const PROXY_BASES = ['/api/goods', '/api/shops', '/api/shops/1/goods', '/api/shops/1/goods/dicts', '/api/catalogs', '/api/payments/callback'];
const PATHS = [
  (s: string) => `/category/${s}`, (s: string) => `/product/${s}`, (s: string) => `/good-sets/${s}`, (s: string) => `/news/${s}`,
  (s: string) => `/cashbackgoods/${s}`, (s: string) => `/api/shops/${s}`, (s: string) => `/api/shops/1/goods/${s}`,
  (s: string) => `/media/goods/${s}/1/normal.svg`, (s: string) => `/media/${s}`, (s: string) => `/${s}`, (s: string) => `/api/${s}`,
  (s: string) => `/_next/${s}`, (s: string) => `/payment-sandbox/${s}`, (s: string) => `/api/payments/sandbox/${s}`,
];

type Req = { path: string; method?: string; headers?: Record<string, string>; body?: string };
const AREAS: { name: string; make: (r: Rng) => Req }[] = [
  // listing queries fold or 404 before rendering, so a search word is the one value that may render:
  // those are few (the generator's pool), as a real attacker's would be bounded by the page cache
  { name: 'query', make: (r) => ({ path: `${r.pick(r.int(2) ? PAGE_BASES : PROXY_BASES)}?${query(r)}` }) },
  { name: 'path', make: (r) => ({ path: r.pick(PATHS)(segment(r)) }) },
  {
    name: 'headers',
    make: (r) => {
      const headers: Record<string, string> = {};
      for (const name of ['accept', 'cookie', 'x-forwarded-for', 'x-forwarded-proto', 'content-type', 'idempotency-key', 'accept-language', 'range', 'rsc', 'next-router-state-tree']) {
        if (r.int(2)) headers[name] = r.pick(HEADER_VALUES).replace(/[^\x20-\x7e]/g, '');
      }
      const method = r.pick(['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
      const body = ['GET', 'HEAD'].includes(method) ? undefined : r.pick(['', '{', '{"__proto__":{"x":1}}', 'x'.repeat(300 * 1024)]);
      return { path: r.pick([...PAGE_BASES, ...PROXY_BASES, '/media/logo.svg']), method, headers, body };
    },
  },
];

async function ordinary() {
  const urls = [`${API_URL}/health`, `${BASE_URL}/api/shops`, `${BASE_URL}/media/logo.svg`, `${BASE_URL}/api/goods?search=${encodeURIComponent('мол')}&softShopId=1`];
  const out: Record<string, number> = {};
  for (const u of urls) out[u] = (await fetch(u)).status;
  return out;
}

for (const { name, make } of AREAS) {
  test(`fuzz ${name}: ${PER_AREA} malformed requests through the storefront, no 5xx`, async () => {
    // 2,000 requests take 20–100 s depending on the machine's load; the bound that matters is per request
    test.setTimeout(300_000);
    const before = await ordinary();
    const r = prng(SEED * 1000 + name.length);
    const requests = Array.from({ length: PER_AREA }, () => make(r));
    const failures: string[] = [];
    const started = Date.now();
    for (let i = 0; i < requests.length; i += PARALLEL) {
      await Promise.all(requests.slice(i, i + PARALLEL).map(async (req, j) => {
        const label = `#${i + j} ${req.method ?? 'GET'} ${req.path.slice(0, 160)}`;
        try {
          const res = await fetch(`${BASE_URL}${req.path}`, {
            method: req.method, headers: req.headers, body: req.body, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_BOUND_MS),
          });
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`${label} → ${res.status}`);
        } catch (e) {
          // Node's fetch refuses some URLs and headers itself (nothing was sent): not a shop failure
          if (!(e instanceof TypeError) || e.message === 'fetch failed') failures.push(`${label} threw ${(e as Error).message}`);
        }
      }));
    }
    const elapsed = Date.now() - started;
    console.log(`[fuzz ${name}] ${PER_AREA} requests in ${elapsed} ms`);
    expect(failures).toEqual([]);
    expect(await ordinary()).toEqual(before);
  });
}
