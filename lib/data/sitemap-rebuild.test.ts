// /sitemap.xml and its parts are rebuilt one at a time (lib/data/sitemap.ts): requests arriving while
// a rebuild runs wait for it instead of each asking the API for the whole catalogue again, and a file
// once made is served as it is. The API is a local HTTP server that holds its answers until the test
// lets them go, and counts what it is asked; it pages the product ids two at a time, by key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const collection = (member: unknown[]) => JSON.stringify({ 'hydra:member': member, 'hydra:totalItems': member.length });

let held: (() => void)[] = [];
let open = false;
let failing = false;
const asked: string[] = [];
const PRODUCTS = [5, 6, 7];
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '', 'http://api');
  const path = url.pathname;
  asked.push(path);
  const answer = () => {
    if (failing) {
      res.writeHead(500, { 'Content-Type': 'application/ld+json' }).end('{}');
      return;
    }
    const body = path === '/api/catalogs' ? collection([{ id: 101, name: 'Молоко', items: [] }])
      : path.endsWith('/goods/ids') ? idsPage(Number(url.searchParams.get('after')))
        : collection([]);
    res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end(body);
  };
  if (open) answer();
  else held.push(answer);
});

function idsPage(after: number) {
  const ids = PRODUCTS.filter((id) => id > after).slice(0, 2);
  return JSON.stringify({ ids, next: PRODUCTS.some((id) => id > ids[ids.length - 1]) ? ids[ids.length - 1] : null });
}

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
type Sitemap = typeof import('@/lib/data/sitemap');

/** A fresh copy of lib/data/sitemap.ts (its cache and rebuild state), talking to the local API. */
function loadModule(partUrls?: number): Sitemap {
  process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_URL = 'https://shop.example.ru';
  if (partUrls) process.env.SITEMAP_PART_URLS = String(partUrls);
  let mod: Sitemap | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<Sitemap>('@/lib/data/sitemap');
  });
  return mod!;
}

const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
/** The root file, as the old single sitemap was: one urlset of everything. */
const loadSitemap = () => {
  const { sitemapRoot } = loadModule();
  return () => sitemapRoot().then(locs);
};

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

    const urls = results[0];
    expect(urls).toEqual(expect.arrayContaining([
      'https://shop.example.ru/category/101', 'https://shop.example.ru/product/5', 'https://shop.example.ru/product/6',
      'https://shop.example.ru/product/7',
    ]));
    for (const r of results) expect(r).toEqual(urls);
    // one rebuild: the catalogue was asked for once, the ids in two pages (by key), and nothing twice
    expect(asked.filter((p) => p === '/api/catalogs')).toHaveLength(1);
    expect(asked.filter((p) => p === '/api/shops/1/goods/ids')).toHaveLength(2);
    const rest = asked.filter((p) => p !== '/api/shops/1/goods/ids');
    expect(new Set(rest).size).toBe(rest.length);
  });

  it('serves the built sitemap without asking the API again', async () => {
    const sitemap = loadSitemap();
    const building = sitemap();
    await untilAsked();
    releaseAll();
    await building;
    const count = asked.length;
    expect(await sitemap()).toContain('https://shop.example.ru/product/5');
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
    expect(await retry).toContain('https://shop.example.ru/product/5');
    expect(asked.filter((p) => p === '/api/catalogs')).toHaveLength(1);
  });
});

describe('an hour later', () => {
  it('reads again, and while the API fails serves the last reading', async () => {
    const { sitemapRoot } = loadModule();
    open = true;
    const before = await sitemapRoot();
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 61 * 60 * 1000);
    try {
      failing = true;
      asked.length = 0;
      expect(await sitemapRoot()).toBe(before);
      expect(asked).toContain('/api/catalogs');
      failing = false;
      asked.length = 0;
      expect(locs(await sitemapRoot())).toEqual(locs(before));
      expect(asked).toContain('/api/catalogs');
    } finally {
      later.mockRestore();
    }
  });
});

describe('the sitemap index', () => {
  it('past SITEMAP_PART_URLS names its parts; each is made once, whichever is asked first, from one reading', async () => {
    // home, catalogue, discounts, category 101, rules, faq, cashback: 7 pages; 3 products; 4 a part
    const { sitemapRoot, sitemapPart } = loadModule(4);
    const part3 = sitemapPart(3);
    const root = sitemapRoot();
    await untilAsked();
    releaseAll();
    expect(locs(await root)).toEqual([1, 2, 3].map((n) => `https://shop.example.ru/sitemap/${n}.xml`));
    expect(await root).toContain('<sitemapindex');
    expect(locs(await part3)).toEqual(['https://shop.example.ru/product/5', 'https://shop.example.ru/product/6', 'https://shop.example.ru/product/7']);
    const site = (path: string) => `https://shop.example.ru${path}`;
    expect(locs(await sitemapPart(1))).toEqual(['/', '/catalog', '/discounts', '/category/101'].map(site));
    expect(locs(await sitemapPart(2))).toEqual(['/rules', '/faq', '/cashbackgoods'].map(site));
    expect(await sitemapPart(4)).toBeNull();
    const count = asked.length;
    // the same files again, without asking the API
    expect(await sitemapPart(3)).toBe(await part3);
    expect(await sitemapRoot()).toBe(await root);
    expect(asked).toHaveLength(count);
  });

  it('has no parts while everything fits one file', async () => {
    const { sitemapRoot, sitemapPart } = loadModule(10);
    open = true;
    expect(await sitemapRoot()).toContain('<urlset');
    expect(locs(await sitemapRoot())).toHaveLength(10);
    expect(await sitemapPart(1)).toBeNull();
  });
});
