// /sitemap.xml is rebuilt one at a time (app/sitemap.ts): requests arriving while a rebuild
// runs wait for it instead of each asking the API for the whole catalogue again. The API is a local
// HTTP server that holds its answers until the test lets them go, and counts what it is asked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const collection = (member: unknown[]) => JSON.stringify({ 'hydra:member': member, 'hydra:totalItems': member.length });

let held: (() => void)[] = [];
let open = false;
let failing = false;
const asked: string[] = [];
const server = http.createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0];
  asked.push(path);
  const answer = () => {
    if (failing) {
      res.writeHead(500, { 'Content-Type': 'application/ld+json' }).end('{}');
      return;
    }
    const body = path === '/api/catalogs' ? collection([{ id: 101, name: 'Молоко', items: [] }])
      : path.endsWith('/goods') ? collection([{ id: 5 }, { id: 6 }])
        : collection([]);
    res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end(body);
  };
  if (open) answer();
  else held.push(answer);
});

/** Answers every request held so far, and from now on answers at once. */
function releaseAll() {
  open = true;
  for (const answer of held) answer();
  held = [];
}

/** Waits (generously: the machine may be busy) until the API has been asked something. */
async function untilAsked() {
  for (let i = 0; i < 1_000 && asked.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(asked.length).toBeGreaterThan(0);
}

const saved = { ...process.env };
type Sitemap = typeof import('@/app/sitemap').default;

/** A fresh copy of app/sitemap.ts (its cache and rebuild state), talking to the local API. */
function loadSitemap(): Sitemap {
  process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_URL = 'https://shop.example.ru';
  let mod: { default: Sitemap } | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<{ default: Sitemap }>('@/app/sitemap');
  });
  return mod!.default;
}

const N = 10;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

beforeEach(() => {
  held = [];
  open = false;
  failing = false;
  asked.length = 0;
});

afterEach(() => {
  process.env = { ...saved };
});

describe('the sitemap rebuild', () => {
  it(`is done once for ${N} requests arriving while it runs`, async () => {
    const sitemap = loadSitemap();
    const first = sitemap();
    await untilAsked(); // the rebuild is running
    const others = Array.from({ length: N - 1 }, () => sitemap());
    releaseAll();
    const results = await Promise.all([first, ...others]);

    const urls = results[0].map((e) => e.url);
    expect(urls).toEqual(expect.arrayContaining([
      'https://shop.example.ru/category/101', 'https://shop.example.ru/product/5', 'https://shop.example.ru/product/6',
    ]));
    for (const r of results) expect(r.map((e) => e.url)).toEqual(urls);
    // one rebuild: the catalogue and the goods were each asked for once, and nothing twice
    expect(asked.filter((p) => p === '/api/catalogs')).toHaveLength(1);
    expect(asked.filter((p) => p === '/api/shops/1/goods')).toHaveLength(1);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('serves the built sitemap without asking the API again', async () => {
    const sitemap = loadSitemap();
    const building = sitemap();
    await untilAsked();
    releaseAll();
    await building;
    const count = asked.length;
    expect((await sitemap()).map((e) => e.url)).toContain('https://shop.example.ru/product/5');
    expect(asked).toHaveLength(count);
  });

  it('fails every waiting request once when the rebuild fails, and the next request tries again', async () => {
    const sitemap = loadSitemap();
    failing = true;
    const first = sitemap();
    await untilAsked();
    const others = Array.from({ length: N - 1 }, () => sitemap());
    releaseAll();
    const settled = await Promise.allSettled([first, ...others]);
    expect(settled.map((s) => s.status)).toEqual(Array(N).fill('rejected'));
    expect(asked.filter((p) => p === '/api/catalogs')).toHaveLength(1);

    failing = false;
    open = false;
    asked.length = 0;
    const retry = sitemap();
    await untilAsked();
    releaseAll();
    expect((await retry).map((e) => e.url)).toContain('https://shop.example.ru/product/5');
    expect(asked.filter((p) => p === '/api/catalogs')).toHaveLength(1);
  });
});
