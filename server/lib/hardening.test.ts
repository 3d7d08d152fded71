// The requests that once broke the API, each as it was sent, and what must hold afterwards.
import { Hono } from 'hono';
import type { Server } from 'node:http';
import { createApp } from '../app';
import type { AppEnv } from '../context';
import { listen } from '../http-server';
import { expectError, serverUrl, testApp, type TestApp } from '../test/harness';
import { clientIp } from './client-ip';
import { idempotent, keyedDb } from './idempotency';
import { z } from 'zod';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** What a few everyday requests answer: must be the same before and after any hostile one. */
async function snapshot() {
  const paths = ['/health', '/api/shops', '/api/goods?search=мол&softShopId=2', '/api/shops/2/goods?itemsPerPage=2', '/media/logo.svg'];
  const out: Record<string, string> = {};
  for (const p of paths) {
    const res = await t.app.request(p, { headers: { 'API-CONSUMER': 'site' } });
    out[p] = `${res.status} ${(await res.text()).length}`;
  }
  return out;
}

describe('prototype pollution through the query string', () => {
  const hostile = [
    '/api/shops?__proto__[body]=x',
    '/api/shops?__proto__[shopId]=1',
    '/api/goods?search=мол&softShopId=2&__proto__[shopId]=1',
    '/api/shops?constructor[prototype][x]=1',
    '/api/shops?constructor=1',
    '/api/shops?prototype=1',
    '/api/shops?a[__proto__][b]=1',
    '/api/shops/2/goods?extra[__proto__][]=1',
    '/api/shops/2/goods?extra[constructor][prototype][]=1',
    '/api/shops?__proto__=1',
    '/api/shops?__proto__[]=1',
  ];

  it.each(hostile)('%s answers 400 and leaves every other request as it was', async (path) => {
    const before = await snapshot();
    const res = await t.get(path);
    expectError(res, 400);
    expect(res.body['hydra:description']).toMatch(/Недопустимое имя параметра/);
    expect(({} as Record<string, unknown>).body).toBeUndefined();
    expect(({} as Record<string, unknown>).shopId).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('counts /health, a listing and an image as answering 200 before any of it', async () => {
    const snap = await snapshot();
    expect(Object.values(snap).every((v) => v.startsWith('200 '))).toBe(true);
  });
});

describe('list-valued parameters are bounded', () => {
  it('refuses 550 extra[...] properties with a 400 instead of running them', async () => {
    const q = Array.from({ length: 550 }, (_, i) => `extra[${i + 1}][]=a`).join('&');
    const started = Date.now();
    const res = await t.get(`/api/shops/2/goods?${q}`);
    expectError(res, 400);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses 21 extra properties and accepts 20', async () => {
    const q = (n: number) => Array.from({ length: n }, (_, i) => `extra[${i + 1}][]=a`).join('&');
    expectError(await t.get(`/api/shops/2/goods?${q(21)}`), 400);
    expect((await t.get(`/api/shops/2/goods?${q(20)}`)).status).toBe(200);
  });

  it('refuses a value list of 101 brands', async () => {
    const q = Array.from({ length: 101 }, (_, i) => `brand[]=b${i}`).join('&');
    expectError(await t.get(`/api/shops/2/goods?${q}`), 400);
  });

  it('answers pagination=false with at most 500 goods', async () => {
    const res = await t.get('/api/shops/2/goods?pagination=false');
    expect(res.status).toBe(200);
    expect(res.body['hydra:member'].length).toBeLessThanOrEqual(500);
  });

  it('refuses more than 300 query parameters', async () => {
    const q = Array.from({ length: 301 }, (_, i) => `p${i}=1`).join('&');
    expectError(await t.get(`/api/shops?${q}`), 400);
  });
});

describe('methods', () => {
  it.each(['PROPFIND', 'FOO'])('%s / answers 405 in hydra form', async (method) => {
    const res = await t.app.request('/', { method });
    expect(res.status).toBe(405);
    expect((await res.json())['hydra:description']).toMatch(/не поддерживается/);
  });

  it('TRACE over real HTTP answers 405, not 500', async () => {
    const server: Server = await listen(t.app, 0, '127.0.0.1');
    try {
      const { request } = await import('node:http');
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${serverUrl(server)}/`, { method: 'TRACE' }, (res) => { res.resume(); resolve(res.statusCode ?? 0); });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(405);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('clientIp', () => {
  const probe = (secret?: string) => {
    const app = new Hono<AppEnv>();
    app.get('/ip', (c) => c.text(clientIp(c, secret)));
    return app;
  };

  it('believes X-Forwarded-For from the storefront (loopback, no secret configured)', async () => {
    const server = await listen(probe() as never, 0, '127.0.0.1');
    try {
      const res = await fetch(`${serverUrl(server)}/ip`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      expect(await res.text()).toBe('203.0.113.7');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('ignores X-Forwarded-For without the shared secret once STOREFRONT_SECRET is set', async () => {
    const server = await listen(probe('test-secret-123') as never, 0, '127.0.0.1');
    try {
      const spoofed = await fetch(`${serverUrl(server)}/ip`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      expect(await spoofed.text()).toMatch(/127\.0\.0\.1|::1/);
      const trusted = await fetch(`${serverUrl(server)}/ip`, {
        headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Storefront-Key': 'test-secret-123' },
      });
      expect(await trusted.text()).toBe('203.0.113.7');
      const chain = await fetch(`${serverUrl(server)}/ip`, {
        headers: { 'X-Forwarded-For': '1.1.1.1, 203.0.113.7', 'X-Storefront-Key': 'test-secret-123' },
      });
      expect(await chain.text()).toMatch(/127\.0\.0\.1|::1/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('idempotency keys', () => {
  let runs = 0;
  // A test-only route with the middleware: no public route uses it until the checkout does.
  const app = () => {
    const a = createApp(t.db);
    a.post('/test/orders', idempotent({ route: 'POST /test/orders' }), async (c) => {
      const body = z.object({ amount: z.number() }).parse(await c.req.json());
      // the route's change, in the transaction that takes the key first
      const order = await keyedDb(c).transaction(async () => {
        runs += 1;
        const n = runs;
        await new Promise((r) => setTimeout(r, 50));
        return n;
      });
      return c.json({ order, amount: body.amount }, 201);
    });
    return a;
  };
  const post = (a: ReturnType<typeof app>, key: string, body: unknown, ip = '198.51.100.1') =>
    a.request('/test/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });

  it('answers a retry with the same key and body with the first answer, running once', async () => {
    const a = app();
    const before = runs;
    const first = await post(a, 'key-same-0001', { amount: 5 });
    const again = await post(a, 'key-same-0001', { amount: 5 });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(runs - before).toBe(1);
  });

  it('answers the same key with another body 422 in Russian', async () => {
    const a = app();
    await post(a, 'key-other-0001', { amount: 5 });
    const res = await post(a, 'key-other-0001', { amount: 6 });
    expect(res.status).toBe(422);
    expect((await res.json())['hydra:description']).toMatch(/другим телом/);
  });

  it('runs exactly one of ten concurrent duplicates; all get its answer', async () => {
    const a = app();
    const before = runs;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(a, 'key-race-0001', { amount: 7 })));
    expect(runs - before).toBe(1);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(answers.every((r) => r.status === 201)).toBe(true);
  });

  it('scopes keys per client: another client with the same key runs its own request', async () => {
    const a = app();
    const before = runs;
    await post(a, 'key-scope-0001', { amount: 1 }, '198.51.100.1');
    const other = await post(a, 'key-scope-0001', { amount: 1 }, '198.51.100.2');
    expect(other.status).toBe(201);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(runs - before).toBe(2);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await post(app(), 'a b', { amount: 1 });
    expect(res.status).toBe(400);
  });
});

describe('a listing range in one call', () => {
  it('answers itemsPerPage up to 1000 (25 steps of 40) and refuses more', async () => {
    const ok = await t.get('/api/shops/2/goods?itemsPerPage=1000');
    expect(ok.status).toBe(200);
    expect(ok.body['hydra:member'].length).toBeLessThanOrEqual(1000);
    expectError(await t.get('/api/shops/2/goods?itemsPerPage=1001'), 400);
  });
});
