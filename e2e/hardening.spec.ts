// Issue 6 through the storefront, each request as an attacker on the internet would send it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_URL, apiGet, apiMembers, BASE_URL, expect, test } from './fixtures';
import { E2E_DIST_DIR } from './ports';

type Catalog = { id: number; isLeaf: boolean; items: Catalog[] };

async function leafCategory(): Promise<number> {
  for (const top of await apiMembers<Catalog>('/api/catalogs')) {
    const leaf = top.items.find((c) => c.isLeaf);
    if (leaf) return leaf.id;
  }
  throw new Error('no leaf category in the demo data');
}

const raw = (p: string, init: RequestInit = {}) => fetch(`${BASE_URL}${p}`, { redirect: 'manual', ...init });

/** What ordinary requests answer; must not change after any hostile request. */
async function ordinary() {
  const checks: [string, string][] = [
    ['api /health', `${API_URL}/health`],
    ['api /api/shops', `${API_URL}/api/shops`],
    ['proxy /api/shops', `${BASE_URL}/api/shops`],
    ['proxy suggestion', `${BASE_URL}/api/goods?search=${encodeURIComponent('мол')}&softShopId=1`],
    ['media logo', `${BASE_URL}/media/logo.svg`],
    ['api media logo', `${API_URL}/media/logo.svg`],
  ];
  const out: Record<string, string> = {};
  for (const [name, url] of checks) {
    const res = await fetch(url, { headers: { 'API-CONSUMER': 'site' } });
    out[name] = `${res.status}:${(await res.text()).length}`;
  }
  return out;
}

test.describe('prototype keys in the query', () => {
  const keys = ['__proto__[body]=x', '__proto__[shopId]=1', 'constructor[prototype][x]=1', '__proto__=1', 'prototype=1', 'a[__proto__][b]=1'];

  test('each answers 400 directly and through the proxy, and every other request answers as before', async () => {
    const before = await ordinary();
    expect(Object.values(before).every((v) => v.startsWith('200:'))).toBe(true);
    for (const key of keys) {
      for (const base of [`${API_URL}/api/shops`, `${BASE_URL}/api/shops`, `${BASE_URL}/api/goods`]) {
        const res = await fetch(`${base}?${key}`, { headers: { 'API-CONSUMER': 'site' } });
        expect(res.status, `${base}?${key}`).toBe(400);
        expect((await res.json())['hydra:description']).toMatch(/Недопустимое имя параметра/);
      }
      expect(await ordinary()).toEqual(before);
    }
  });
});

test.describe('requests that answered 500', () => {
  test('bad percent-encodings answer 400 hydra through the proxy', async () => {
    for (const bad of ['%FF', '%C0%80', '%ED%A0%80']) {
      const res = await raw(`/api/shops/${bad}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json())['@type']).toBe('hydra:Error');
    }
  });

  test('TRACE / answers 405', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${BASE_URL}/`, { method: 'TRACE' }, (res) => { res.resume(); resolve(res.statusCode ?? 0); });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(405);
  });
});

test.describe('the /api proxy', () => {
  test('passes only the allowed routes and methods', async () => {
    expect((await raw('/api/shops')).status).toBe(200);
    expect((await raw('/api/goods?search=мол&softShopId=1')).status).toBe(200);
    for (const p of ['/api/discounts', '/api/shops/1/rules', '/api/cashback_groups?shopId=1', '/api/nothing', '/api/shops/01']) {
      const res = await raw(p);
      expect(res.status, p).toBe(404);
      expect((await res.json())['@type']).toBe('hydra:Error');
    }
    const post = await raw('/api/goods', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(post.status).toBe(405);
  });
});

test.describe('media', () => {
  test('serves images without showing the API address or taking cookies', async () => {
    const res = await raw('/media/logo.svg', { headers: { Cookie: 'shop=1; session=secret' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect([...res.headers.values()].join(' ')).not.toContain('127.0.0.1');
  });

  test('a non-canonical image path answers 404', async () => {
    const good = (await apiMembers<{ id: number }>('/api/shops/1/goods?itemsPerPage=1'))[0];
    expect((await raw(`/media/goods/${good.id}/1/normal.svg`)).status).toBe(200);
    for (const p of [`/media/goods/${good.id}/0x1/normal.svg`, `/media/goods/0${good.id}/1/normal.svg`, `/media/goods/${good.id}/01/normal.svg`]) {
      expect((await raw(p)).status, p).toBe(404);
    }
  });
});

test.describe('one page, one URL', () => {
  test('non-canonical ids redirect with 301; malformed and huge ones answer 404', async () => {
    const leaf = await leafCategory();
    const good = (await apiMembers<{ id: number }>('/api/shops/1/goods?itemsPerPage=1'))[0];
    const cat = await raw(`/category/00000${leaf}`);
    expect(cat.status).toBe(301);
    expect(new URL(cat.headers.get('location')!, BASE_URL).pathname).toBe(`/category/${leaf}`);
    const product = await raw(`/product/000${good.id}`);
    expect(product.status).toBe(301);
    expect(new URL(product.headers.get('location')!, BASE_URL).pathname).toBe(`/product/${good.id}`);
    for (const p of [`/category/${'9'.repeat(9000)}`, '/category/1e3', `/catalog?discount=${'A'.repeat(15000)}`, '/product/-1', '/good-sets/0x1']) {
      const res = await raw(p);
      expect(res.status, p.slice(0, 40)).toBe(404);
    }
  });

  test('filter values the listing does not offer redirect to the clean URL; a page past the last is 404', async () => {
    const leaf = await leafCategory();
    const res = await raw(`/category/${leaf}?brands=${encodeURIComponent('Нет такого бренда')}&sort=price`);
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toMatch(new RegExp(`/category/${leaf}\\?sort=price$`));
    const total = (await apiGet(`/api/shops/1/goods?catalog.id=${leaf}&itemsPerPage=1`))['hydra:totalItems'] as number;
    const past = Math.floor(total / 40) + 2;
    if (past <= 25) expect((await raw(`/category/${leaf}?page=${past}`)).status).toBe(404);
    // page 999 is past the last of any demo listing, so 404; were there 25 pages it would redirect to page 25
    const over = await raw(`/category/${leaf}?page=999`);
    expect(total).toBeLessThanOrEqual(24 * 40);
    expect(over.status).toBe(404);
  });

  test('an unmatched path shows home without changing what is cached for /', async () => {
    const mark = `zz-mark-${Date.now()}`;
    for (let i = 0; i < 3; i++) expect((await raw(`/${mark}`)).status).toBe(200);
    const home = await (await raw('/')).text();
    expect(home).not.toContain(mark);
  });
});

function dirSize(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, d.name);
    n += d.isDirectory() ? dirSize(p) : fs.statSync(p).size;
  }
  return n;
}

test.describe('the page cache', () => {
  test('300 variants of a listing grow the cache by less than 10 MB', async () => {
    test.setTimeout(120_000);
    const leaf = await leafCategory();
    const cacheDirs = [path.join(E2E_DIST_DIR, 'server', 'app'), path.join(E2E_DIST_DIR, 'cache')];
    const size = () => cacheDirs.reduce((n, d) => n + dirSize(d), 0);
    // the canonical page once, so the variants have something to fold to
    await raw(`/category/${leaf}`);
    const before = size();
    const variants = Array.from({ length: 300 }, (_, i) => [
      `/category/${leaf}?page=25&brands=x${i}`,
      `/category/${leaf}?utm_source=${i}&page=1`,
      `/category/${leaf}?sort=s${i}`,
      `/category/${leaf}?page=${26 + i}`,
      `/catalog?discount=${900000 + i}`,
      `/category/${leaf}?extra[${i + 1}]=v${i}`,
    ][i % 6]);
    const statuses: number[] = [];
    for (let i = 0; i < variants.length; i += 10) {
      const batch = await Promise.all(variants.slice(i, i + 10).map((v) => raw(v).then(async (r) => { await r.arrayBuffer(); return r.status; })));
      statuses.push(...batch);
    }
    expect(statuses.every((s) => s < 500)).toBe(true);
    const grown = size() - before;
    console.log(`[hardening] cache grew by ${(grown / 1024).toFixed(0)} KB for ${variants.length} variants`);
    expect(grown).toBeLessThan(10 * 1024 * 1024);
  });
});

const PAGE_TYPES = async () => {
  const leaf = await leafCategory();
  const good = (await apiMembers<{ id: number }>('/api/shops/1/goods?itemsPerPage=1'))[0];
  const set = (await apiMembers<{ id: number }>('/api/shops/1/good_sets'))[0];
  const news = (await apiMembers<{ slug: string }>('/api/shops/1/news'))[0];
  return ['/', '/catalog', `/category/${leaf}`, `/product/${good.id}`, `/good-sets/${set.id}`, `/news/${news.slug}`,
    '/discounts', '/rules', '/faq', '/cashbackgoods', '/basket', '/product/999999999', '/no/such/page'];
};

// pages rendered per shop (everything but the client-side basket and the static 404)
const SHOP_PAGES = (p: string) => p !== '/basket' && p !== '/product/999999999';

test.describe('security headers', () => {
  test('every page type sends CSP, frame, type, referrer and permission policies and varies by cookie', async () => {
    for (const p of await PAGE_TYPES()) {
      const res = await raw(p);
      const h = res.headers;
      expect(res.status, p).toBeLessThan(500);
      expect(h.get('content-security-policy'), p).toMatch(/frame-ancestors 'none'/);
      expect(h.get('content-security-policy'), p).toMatch(/object-src 'none'/);
      expect(h.get('x-frame-options'), p).toBe('DENY');
      expect(h.get('x-content-type-options'), p).toBe('nosniff');
      expect(h.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
      expect(h.get('permissions-policy'), p).toMatch(/camera=\(\)/);
      if (SHOP_PAGES(p)) expect(h.get('vary') ?? '', p).toMatch(/Cookie/i);
      expect(h.get('strict-transport-security'), p).toBeNull();
      const https = await raw(p, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers.get('strict-transport-security'), p).toMatch(/max-age=\d+/);
    }
  });

  test('a cached page carries the sha256 of each of its inline scripts, on the miss and on the hit', async () => {
    const leaf = await leafCategory();
    for (let i = 0; i < 2; i++) {
      const res = await raw(`/category/${leaf}`);
      const html = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter(([, attrs]) => !/\bsrc\s*=/.test(attrs) && !/application\/(ld\+)?json/.test(attrs));
      expect(inline.length).toBeGreaterThan(0);
      for (const [, , body] of inline) {
        expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
      }
    }
  });

  test('pages open in the browser without a CSP violation, cached ones included', async ({ page }) => {
    for (const p of (await PAGE_TYPES()).slice(0, 6)) {
      await page.goto(p);
      await page.goto(p);
    }
    await expect(page.locator('body')).toBeVisible();
  });
});

test.describe('a listing page fetched as one range', () => {
  test('?page=2 of a category shows both steps of goods', async ({ page }) => {
    let found: { id: number; total: number } | null = null;
    for (const top of await apiMembers<Catalog>('/api/catalogs')) {
      for (const leaf of top.items.filter((c) => c.isLeaf)) {
        const total = (await apiGet(`/api/shops/1/goods?catalog.id=${leaf.id}&itemsPerPage=1`))['hydra:totalItems'] as number;
        if (total > 40) {
          found = { id: leaf.id, total };
          break;
        }
      }
      if (found) break;
    }
    expect(found).not.toBeNull();
    await page.goto(`/category/${found!.id}?page=2`);
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(found!.total, 80));
  });
});
