// Cached pages as a client receives them: compressed when asked, the same bytes once
// decompressed, varying by what they vary by; and through nginx with deploy/nginx/shop.conf (the
// production setup, skipped when nginx is not installed): served from its cache, per shop, with the
// storefront's 404s and redirects intact.
import http from 'node:http';
import zlib from 'node:zlib';
import { nginxBinary, startNginx, type Nginx } from '../scripts/nginx';
import { freePort } from '../scripts/stack';
import { apiMembers, BASE_URL, expect, test } from './fixtures';
import { E2E_PORT } from './ports';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request, the body as it came over the wire (Node's fetch would decompress it). */
function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const decoded = (r: Raw) => {
  const enc = r.headers['content-encoding'];
  if (enc === 'gzip') return zlib.gunzipSync(r.body).toString('utf8');
  if (enc === 'br') return zlib.brotliDecompressSync(r.body).toString('utf8');
  expect(enc ?? 'identity', 'a content encoding the test knows').toBe('identity');
  return r.body.toString('utf8');
};

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'ru-RU,ru;q=0.9',
  'accept-encoding': 'gzip, br',
};
const as = (shop: number, extra: Record<string, string> = {}) => ({ ...BROWSER, cookie: `shop=${shop}`, ...extra });

/** Two goods sold by shop 2, each with a price there. */
async function products(): Promise<number[]> {
  const goods = await apiMembers<{ id: number; article: { quantity: number } | null }>('/api/shops/2/goods?itemsPerPage=30');
  const ids = goods.filter((g) => g.article).map((g) => g.id);
  expect(ids.length).toBeGreaterThan(3);
  return ids;
}

test.describe('cached pages from the storefront alone', () => {
  test('a page asked with gzip, br comes gzipped, decompresses to the uncompressed page, and varies by encoding and cookie', async () => {
    const [id] = await products();
    const url = `${BASE_URL}/product/${id}`;
    await raw(url, as(2)); // the first request renders and stores it
    const zipped = await raw(url, as(2));
    const plain = await raw(url, { ...as(2), 'accept-encoding': 'identity' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(decoded(zipped)).toBe(plain.body.toString('utf8'));
    expect(zipped.headers.vary ?? '').toMatch(/Accept-Encoding/i);
    expect(zipped.headers.vary ?? '').toMatch(/Cookie/i);
  });

  test('a page first rendered for a client navigation is stored as the page, without the navigation\'s _rsc parameter', async () => {
    // the last shop and a good of its second page: no other test opens this page, so the RSC request
    // below is what renders and stores it
    const shop = (await apiMembers<{ id: number }>('/api/shops')).at(-1)!.id;
    const goods = await apiMembers<{ id: number }>(`/api/shops/${shop}/goods?itemsPerPage=30&page=2`);
    const path = `/product/${goods.at(-1)!.id}`;
    // no router state sent, so the cache-busting hash Next expects is the empty one
    const navigation = await raw(`${BASE_URL}${path}?_rsc=`, { cookie: `shop=${shop}`, rsc: '1' });
    expect(navigation.status).toBe(200);
    expect(navigation.headers['content-type'] ?? '').toMatch(/text\/x-component/);
    const page = decoded(await raw(`${BASE_URL}${path}`, as(shop)));
    expect(page).toContain(`"canonical" href="${BASE_URL}${path}"`);
    // the router state names the page's own URL, as when a page request renders it
    expect(page).not.toContain('_rsc=');
    expect(decoded(await raw(`${BASE_URL}${path}`, as(shop)))).toBe(page);
  });
});

/**
 * Whom a product page was rendered for: the shop of its route (in the router state) and its offer's
 * price. Two renders of one page are not always the same bytes (a copy goes stale after 60 s and is
 * rendered again while nginx keeps its own; parts stream in the order their data arrives), so the
 * copies are compared by what they say, not byte for byte.
 */
const renderedFor = (html: string) => ({
  shop: html.match(/\\"n\\":\\"shop\\",\\"t\\":\\"d\\",\\"k\\":\\"(\d+)\\"/)?.[1],
  price: html.match(/"@type":"Offer"[^}]*"price":"([\d.]+)"/)?.[1],
});


test.describe('nginx in front (deploy/nginx/shop.conf)', () => {
  test.skip(!nginxBinary(), 'nginx is not installed (Debian: apt-get install nginx-light)');
  // one nginx for these tests: in parallel workers each would start its own
  test.describe.configure({ mode: 'serial' });
  let nginx: Nginx;
  test.beforeAll(async () => {
    nginx = await startNginx(await freePort(), E2E_PORT);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('serves the second request from its cache, gzipped, the same page the storefront renders', async () => {
    const [, id] = await products();
    const path = `/product/${id}`;
    const first = await raw(`${nginx.url}${path}`, as(2));
    const second = await raw(`${nginx.url}${path}`, as(2));
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toMatch(/MISS|EXPIRED|STALE|UPDATING/);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-encoding']).toBe('gzip');
    // how long nginx keeps the page is the storefront's word to nginx alone
    expect(second.headers['x-accel-expires']).toBeUndefined();
    // the copy nginx stored, byte for byte, and the page the storefront renders for shop 2
    expect(decoded(second)).toBe(decoded(first));
    const direct = await raw(`${BASE_URL}${path}`, { ...as(2), 'accept-encoding': 'identity' });
    expect(renderedFor(decoded(second))).toEqual({ ...renderedFor(direct.body.toString('utf8')), shop: '2' });
    expect(direct.headers['x-accel-expires']).toBe('10');
    // the storefront's headers travel with the cached copy
    expect(second.headers['content-security-policy']).toMatch(/sha256-/);
    expect(second.headers.vary ?? '').toMatch(/Cookie/i);
    // a client that does not accept gzip gets the same page uncompressed
    const plain = await raw(`${nginx.url}${path}`, { ...as(2), 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(decoded(second));
  });

  test('keeps a sitemap file for the hour of the reading it comes from', async () => {
    const first = await raw(`${nginx.url}/sitemap/1.xml`, BROWSER);
    const second = await raw(`${nginx.url}/sitemap/1.xml`, BROWSER);
    expect(first.status).toBe(200);
    expect(second.headers['cache-control']).toBe('public, max-age=3600');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(decoded(second)).toBe(decoded(first));
  });

  test('keeps one copy per shop: a shopper of shop 1 never gets shop 2\'s page', async () => {
    const [, , id] = await products();
    const path = `/product/${id}`;
    const direct = async (shop: number) => (await raw(`${BASE_URL}${path}`, { ...as(shop), 'accept-encoding': 'identity' })).body.toString('utf8');
    for (const shop of [2, 1, 2, 1]) {
      const viaNginx = renderedFor(decoded(await raw(`${nginx.url}${path}`, as(shop))));
      expect(viaNginx, `shop ${shop}`).toEqual({ ...renderedFor(await direct(shop)), shop: String(shop) });
      expect(viaNginx.price, `shop ${shop}`).toMatch(/^\d+(\.\d+)?$/);
    }
  });

  test('client navigation (RSC) and signed-in shoppers bypass the cache', async () => {
    const [, , , id] = await products();
    const path = `/product/${id}`;
    await raw(`${nginx.url}${path}`, as(2));
    expect((await raw(`${nginx.url}${path}`, as(2))).headers['x-cache']).toBe('HIT');
    const rsc = await raw(`${nginx.url}${path}`, as(2, { rsc: '1' }));
    expect(rsc.headers['x-cache']).toBe('BYPASS');
    // never the cached HTML (Next answers it with the RSC payload, or a redirect to ?_rsc=…)
    expect(rsc.headers['content-type'] ?? '').not.toMatch(/text\/html/);
    const signedIn = await raw(`${nginx.url}${path}`, as(2, { cookie: 'shop=2; next-auth.session-token=abc' }));
    expect(signedIn.headers['x-cache']).toBe('BYPASS');
  });

  test('unknown and malformed ids still answer 404, non-canonical ones still redirect', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await raw(`${nginx.url}/product/abc`, as(2))).status).toBe(404);
      expect((await raw(`${nginx.url}/product/999999999`, as(2))).status).toBe(404);
      const redirect = await raw(`${nginx.url}/category/000101`, as(2));
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toMatch(/\/category\/101$/);
    }
  });
});
