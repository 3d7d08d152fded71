// The shop as production runs it (scripts/cluster.ts, `npm run cluster`): two APIs on one PostgreSQL,
// two storefronts sharing their page cache in Redis, nginx in front. A page one storefront rendered
// is served by the other without rendering it again; a good sold out through one API is shown sold
// out by both storefronts at once, not after the pages' 60 s. Needs PostgreSQL (TEST_POSTGRES_URL or
// DATABASE_URL), Redis and nginx: .ci/run installs them; the spec is skipped where they are missing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import type { Basket, Good, TimeSlotDay } from '@/contract';
import { dropDatabase, ensureDatabase, startCluster, type Cluster } from '../scripts/cluster';
import { nginxBinary } from '../scripts/nginx';
import { pgliteKills, reliability, SMALL } from '../scripts/reliability';
import { freePort } from '../scripts/stack';
import { expect, test } from './fixtures';
import { E2E_DIST_DIR } from './ports';

const SERVER_URL = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
const SHOP_ID = 1;
const CUSTOMER = { phone: '79000000002', password: 'demo12345' };
const SITE_ADMIN = { phone: '79000000011', password: 'admin12345' };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json', Accept: 'application/ld+json', ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'Idempotency-Key': `cluster-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const freePorts = (n: number) => Promise.all(Array.from({ length: n }, freePort));

const haveRedis = fs.existsSync('/usr/bin/redis-server') || fs.existsSync('/usr/local/bin/redis-server');

test.describe('the cluster: two storefronts on one Redis, two APIs on one PostgreSQL', () => {
  test.skip(!SERVER_URL || !haveRedis || !nginxBinary(), 'needs PostgreSQL (TEST_POSTGRES_URL), redis-server and nginx: scripts/services.sh installs them');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let cluster: Cluster;
  const database = `shop_cluster_e2e_${process.pid}`;
  // the APIs' shared photo folder, as a volume every API host mounts; emptied with the database
  const photoDir = path.resolve('.data', 'cluster', 'photos', database);
  const shop = (url: string) => get(url, { cookie: `shop=${SHOP_ID}` });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const [port, api1, api2, web1, web2, redis, prometheus] = await freePorts(7);
    // a database of its own, emptied: the APIs migrate and seed it as on a fresh server
    await dropDatabase(SERVER_URL!, database);
    const databaseUrl = await ensureDatabase(SERVER_URL!, database);
    fs.rmSync(photoDir, { recursive: true, force: true });
    cluster = await startCluster({
      port, apiPorts: [api1, api2], storefrontPorts: [web1, web2], redisPort: redis, databaseUrl, distDir: E2E_DIST_DIR, photoDir,
      verbose: !!process.env.E2E_VERBOSE, prometheus: { port: prometheus, every: '1s' },
    });
  });
  test.afterAll(async () => {
    await cluster?.stop();
    await dropDatabase(SERVER_URL!, database);
    fs.rmSync(photoDir, { recursive: true, force: true });
  });

  test('a page one storefront rendered is served by the other from the shared cache, and through nginx', async () => {
    const goods = (await call<{ 'hydra:member': Good[] }>(cluster.apiUrls[0], 'GET', `/api/shops/${SHOP_ID}/goods?itemsPerPage=30`))['hydra:member'];
    const path = `/product/${goods.find((g) => g.article)!.id}`;
    const first = await shop(`${cluster.storefrontUrls[1]}${path}`);
    expect(first.status).toBe(200);
    const other = await shop(`${cluster.storefrontUrls[0]}${path}`);
    expect(other.status).toBe(200);
    // never rendered by the first storefront, yet a cache hit there
    expect(other.headers['x-nextjs-cache']).toBe('HIT');
    expect(other.body).toBe(first.body);
    const front = await shop(`${cluster.url}${path}`);
    expect(front.status).toBe(200);
    expect(front.body).toContain(goods.find((g) => g.article)!.name.slice(0, 20).replace(/&/g, '&amp;'));
    // the revalidation door is closed from outside
    const door = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${cluster.url}/api/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(JSON.stringify({ pages: [`/s/${SHOP_ID}/product/1`] }));
    });
    expect(door).toBe(404);
  });

  test('a photo uploaded through one API is served by both APIs and through nginx, the same bytes; a variant both make at once stays whole', async () => {
    const [apiA, apiB] = cluster.apiUrls;
    expect(cluster.photoDir).toBe(photoDir);
    const site = { 'API-CONSUMER': 'site', 'Content-Type': 'application/json' };
    const signin = await fetch(`${apiA}/api/auth/signin-phone`, { method: 'POST', headers: site, body: JSON.stringify(SITE_ADMIN) });
    expect(signin.status).toBe(200);
    const { token } = await signin.json() as { token: string };
    const goods = (await call<{ 'hydra:member': Good[] }>(apiA, 'GET', `/api/shops/${SHOP_ID}/goods?itemsPerPage=30&page=4`))['hydra:member'];
    const good = goods.find((g) => g.article)!;
    // a camera-sized JPEG with grain (distinct bytes per run: the pid in its colour)
    const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 180, g: 60 + (process.pid % 100), b: 40 }, noise: { type: 'gaussian', mean: 128, sigma: 16 } } })
      .jpeg({ quality: 90 }).toBuffer();
    const uploaded = await fetch(`${apiA}/api/admin/goods/${good.id}/photos?name=photo.jpg`, {
      method: 'POST', headers: { 'API-CONSUMER': 'site', 'Content-Type': 'image/jpeg', Authorization: `Bearer ${token}` }, body: new Uint8Array(jpeg),
    });
    expect(uploaded.status).toBe(201);
    const { photos } = await uploaded.json() as { photos: { hash: string; normal: string }[] };
    const { hash, normal } = photos.at(-1)!;
    expect(normal).toBe(`/media/photos/${hash}/600`);

    const image = async (url: string, accept: string) => {
      const res = await fetch(url, { headers: { accept } });
      return { status: res.status, type: res.headers.get('content-type') ?? '', cache: res.headers.get('cache-control') ?? '', bytes: Buffer.from(await res.arrayBuffer()) };
    };
    for (const accept of ['image/avif,image/webp,*/*', 'image/webp,*/*', '*/*']) {
      // made by the API that did not take the upload, read from the shared folder by the other
      const fromB = await image(`${apiB}${normal}`, accept);
      const fromA = await image(`${apiA}${normal}`, accept);
      const front = await image(`${cluster.url}${normal}`, accept);
      for (const a of [fromB, fromA, front]) {
        expect(a.status, accept).toBe(200);
        expect(a.type).toMatch(/^image\/(avif|webp|jpeg)$/);
        expect(a.cache).toContain('immutable');
      }
      expect(fromA.type).toBe(fromB.type);
      expect(front.type).toBe(fromB.type);
      expect(fromA.bytes.equals(fromB.bytes)).toBe(true);
      expect(front.bytes.equals(fromB.bytes)).toBe(true);
      expect((await sharp(fromB.bytes).metadata()).width).toBe(600);
    }

    // a variant nobody made yet, asked of both APIs at once: each may make it, the file stays whole
    const fresh = `/media/photos/${hash}/300.webp`;
    const both = await Promise.all([...Array(4).keys()].map((i) => image(`${cluster.apiUrls[i % 2]}${fresh}`, 'image/webp')));
    for (const a of both) {
      expect(a.status).toBe(200);
      expect(a.bytes.equals(both[0].bytes)).toBe(true);
    }
    const stored = fs.readFileSync(path.join(photoDir, 'variants', hash, '300.webp'));
    expect(stored.equals(both[0].bytes)).toBe(true);
    expect((await sharp(stored).metadata()).width).toBe(300);
    // no write's temporary file is left behind
    expect(fs.readdirSync(path.join(photoDir, 'variants', hash)).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  test('a good sold out through one API shows sold out on both storefronts at once and through nginx within seconds, and back when an admin cancels the order', async () => {
    const [apiA, apiB] = cluster.apiUrls;
    const token = (await call<{ token: string }>(apiA, 'POST', '/api/auth/signin-phone', CUSTOMER)).token;
    const goods = (await call<{ 'hydra:member': Good[] }>(apiA, 'GET', `/api/shops/${SHOP_ID}/goods?itemsPerPage=100&shopOrder=price-desc`))['hydra:member'];
    // a piece good with a few left, worth the 700 ₽ minimum together, to buy them all
    const good = goods.filter((g) => g.measure.id === 0 && g.article && g.article.quantity >= 1 && g.article.quantity <= 20
      && Number.isInteger(g.article.quantity) && g.article.quantity * g.article.actualPrice >= 700)
      .sort((a, b) => a.article!.quantity - b.article!.quantity)[0];
    expect(good, 'a piece good with at most 20 in stock, worth 700 ₽').toBeTruthy();
    const path = `/product/${good.id}`;
    // both storefronts hold the page, in stock, and so does nginx in front of them
    for (const web of [...cluster.storefrontUrls, cluster.url, cluster.url]) {
      const page = await shop(`${web}${path}`);
      expect(page.body).not.toContain('data-testid="out-of-stock"');
    }
    expect((await shop(`${cluster.url}${path}`)).headers['x-cache']).toBe('HIT');
    const quantity = good.article!.quantity;
    const basket = await call<Basket & { packagingCost: number; total: number }>(apiA, 'POST', `/api/shops/${SHOP_ID}/basket`,
      { items: [{ id: good.id, quantity }], receivingMethod: 'pickup', coords: null, promoCode: null, orderCashType: 3 }, token);
    const days = (await call<{ 'hydra:member': TimeSlotDay[] }>(apiA, 'GET', `/api/shops/${SHOP_ID}/timeslots?slotType=pickup`))['hydra:member'];
    const day = days.find((d) => d.slots.some((s) => s.paidTypes.includes(3)))!;
    const slot = day.slots.find((s) => s.paidTypes.includes(3))!;
    const line = basket.items.find((l) => l.id === good.id)!;
    const order = await call<{ id: number }>(apiA, 'POST', '/api/orders', {
      promoCode: null, shopId: SHOP_ID,
      basket: {
        source: 'site', orderType: 'pickup', orderCashType: 3, orderCashAmount: null, orderDeliveryDate: day.date.replaceAll('-', '/'),
        orderDeliveryTime: slot.timeInterval, packagingCost: basket.packagingCost, delivery: 0, total: basket.total, replacementPolicy: 1,
        orderComment: '', deliveryCoords: null, orderAddress: null,
        items: [{ id: good.id, quantity: line.quantity, price: line.price, amount: line.amount }],
      },
    }, token);
    // the API told its own storefront; the other learns it through Redis, well before the 60 s
    await expect.poll(async () => (await shop(`${cluster.storefrontUrls[1]}${path}`)).body, { timeout: 10_000 })
      .toContain('data-testid="out-of-stock"');
    await expect.poll(async () => (await shop(`${cluster.storefrontUrls[0]}${path}`)).body, { timeout: 10_000 })
      .toContain('data-testid="out-of-stock"');
    // nginx asks again within the 10 s the storefront allows it (X-Accel-Expires), not the page's 60 s
    await expect.poll(async () => (await shop(`${cluster.url}${path}`)).body, { timeout: 25_000 }).toContain('data-testid="out-of-stock"');
    // the shop's administrator cancels it through the other API: the stock returns inside the
    // cancellation's transaction, and both storefronts sell the good again, again well before the 60 s
    const admin = (await call<{ token: string }>(apiB, 'POST', '/api/auth/signin-phone', { phone: '79000000010', password: 'admin12345' })).token;
    await call(apiB, 'POST', `/api/orders/${order.id}/cancel`, { reason: 'clientRequest', comment: 'Передумал' }, admin);
    for (const web of cluster.storefrontUrls) {
      await expect.poll(async () => (await shop(`${web}${path}`)).body, { timeout: 10_000 }).not.toContain('data-testid="out-of-stock"');
    }
    await expect.poll(async () => (await shop(`${cluster.url}${path}`)).body, { timeout: 25_000 }).not.toContain('data-testid="out-of-stock"');
  });

  test('Prometheus, as npm run cluster starts it, scrapes both APIs and both storefronts', async () => {
    test.skip(!cluster.prometheusUrl, 'prometheus is not installed here (scripts/services.sh installs it)');
    const wanted = [...cluster.apiUrls, ...cluster.storefrontUrls].map((u) => `${new URL(u).host} up`);
    await expect.poll(async () => {
      const r = await fetch(`${cluster.prometheusUrl}/api/v1/targets`);
      const body = await r.json() as { data: { activeTargets: { labels: { instance: string }; health: string }[] } };
      return body.data.activeTargets.map((t) => `${t.labels.instance} ${t.health}`);
    }, { timeout: 30_000 }).toEqual(expect.arrayContaining(wanted));
  });

  test('a signed-in checkout through nginx carries nginx\'s request id into the storefront\'s and the API\'s log lines', async ({ request }) => {
    const csrf = await request.get(`${cluster.url}/api/session/csrf`);
    const { csrfToken } = await csrf.json() as { csrfToken: string };
    // a POST carries the Origin a browser sends, one the storefront counts as its own (the cluster
    // sets no SITE_URL); without it the proxy refuses (403)
    const origin = { Origin: 'http://127.0.0.1:3000' };
    const signedIn = await request.post(`${cluster.url}/api/session/callback/password`, {
      headers: origin,
      form: { csrfToken, loginType: 'phone', phone: CUSTOMER.phone, password: CUSTOMER.password, json: 'true' },
    });
    expect(signedIn.status()).toBe(200);
    // an order the API refuses as incomplete: the checkout's whole path, nothing placed
    const order = await request.post(`${cluster.url}/api/orders`, {
      headers: { ...origin, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      data: {},
    });
    expect([400, 422]).toContain(order.status());
    expect((await order.json() as { violations?: unknown[] }).violations?.length).toBeGreaterThan(0);
    const id = order.headers()['x-request-id'];
    // nginx's $request_id: 32 hex digits
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const logged = (procs: { recent: string[] }[]) => procs.flatMap((p) => p.recent).filter((line) => line.includes(id));
    await expect.poll(() => logged(cluster.procs.storefronts).length).toBeGreaterThan(0);
    await expect.poll(() => logged(cluster.procs.apis).filter((l) => l.includes('"route":"/api/orders"')).length).toBe(1);
    // the API's line is JSON with that id as its request id
    const line = JSON.parse(logged(cluster.procs.apis).find((l) => l.includes('"route":"/api/orders"'))!) as { reqId: string; status: number };
    expect(line).toMatchObject({ reqId: id, status: order.status() });
  });

  test('orders hold under contention, kill -9 of an API and a PostgreSQL restart (npm run reliability, small counts)', async () => {
    test.setTimeout(600_000);
    // RELIABILITY_NO_RESTART=1: a machine whose PostgreSQL serves others at the same time (the CI run's is its own)
    const checks = await reliability(cluster, SMALL, { log: (line) => console.log(`[reliability] ${line}`), withRestart: process.env.RELIABILITY_NO_RESTART !== '1' });
    // and npm start's embedded database, killed the same way
    checks.push(await pgliteKills(3, 8));
    for (const check of checks) expect.soft(check.ok, `${check.name}: ${check.seen}`).toBe(true);
    expect(checks.length).toBeGreaterThanOrEqual(8);
  });

  test('with Redis gone the storefronts keep serving pages from their own cache', async () => {
    const goods = (await call<{ 'hydra:member': Good[] }>(cluster.apiUrls[1], 'GET', `/api/shops/${SHOP_ID}/goods?itemsPerPage=30&page=2`))['hydra:member'];
    const path = `/product/${goods.find((g) => g.article)!.id}`;
    expect((await shop(`${cluster.storefrontUrls[0]}${path}`)).status).toBe(200);
    cluster.procs.redis.child.kill('SIGKILL');
    await cluster.procs.redis.exited;
    for (const web of cluster.storefrontUrls) {
      const page = await shop(`${web}${path}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('</html>');
    }
    expect((await shop(`${cluster.url}/`)).status).toBe(200);
  });

  test('with both APIs gone, cached pages are served and the others are a Russian 503, never a stack trace', async ({ page }) => {
    const goods = (await call<{ 'hydra:member': Good[] }>(cluster.apiUrls[0], 'GET', `/api/shops/${SHOP_ID}/goods?itemsPerPage=30&page=3`))['hydra:member'];
    const [cachedGood, otherGood] = goods.filter((g) => g.article);
    const cachedPath = `/product/${cachedGood.id}`;
    expect((await shop(`${cluster.url}${cachedPath}`)).status).toBe(200);
    for (const api of cluster.procs.apis) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    try {
      const cached = await shop(`${cluster.url}${cachedPath}`);
      expect(cached.status).toBe(200);
      expect(cached.body).toContain(cachedGood.name.slice(0, 10));
      const front = await shop(`${cluster.url}/product/${otherGood.id}`);
      expect(front.status).toBe(503);
      expect(front.headers['retry-after']).toBe('30');
      expect(front.body).toContain('Сервис временно недоступен');
      // the storefront alone: an error status, no trace of the failure in the page, and in a browser
      // the Russian message with a way to try again
      const direct = await shop(`${cluster.storefrontUrls[0]}/product/${otherGood.id}`);
      expect(direct.status).toBeGreaterThanOrEqual(500);
      expect(direct.body).not.toMatch(/ECONNREFUSED|fetch failed|at async/);
      await page.context().addCookies([{ name: 'shop', value: String(SHOP_ID), url: cluster.storefrontUrls[0] }]);
      await page.goto(`${cluster.storefrontUrls[0]}/product/${otherGood.id}`);
      await expect(page.getByRole('heading', { name: 'Сервис временно недоступен' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Попробовать снова' })).toBeVisible();
      // the API's own answers through the proxy stay JSON
      const api = await get(`${cluster.url}/api/shops`, { accept: 'application/ld+json' });
      expect(api.status).toBeGreaterThanOrEqual(500);
      expect(api.headers['content-type'] ?? '').toMatch(/json/);
    } finally {
      await cluster.restartApi(0);
      await cluster.restartApi(1);
    }
  });
});
