// A cached page paints before its scripts load (lib/cache/scripts-after-paint.cjs): the
// HTML carries no Next chunk as a script tag, the browser requests the chunks only after the first
// contentful paint, the page hydrates, and its compile hints are in every chunk it loads.
import type { Page } from '@playwright/test';
import type { Good, Shop } from '@/contract';
import { apiMembers, BASE_URL, chooseShop, expect, hydrated, test } from './fixtures';

let shopId: number;
let productPath: string;

test.beforeAll(async () => {
  shopId = (await apiMembers<Shop>('/api/shops'))[0].id;
  const good = (await apiMembers<Good>(`/api/shops/${shopId}/maxdiscount`)).find((g) => g.article && g.article.quantity > 0 && !g.isPickup);
  expect(good, 'a week-sales good in stock, not only for pickup').toBeTruthy();
  productPath = `/product/${good!.id}`;
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shopId);
});

/** The page as the cache serves it: asked for until it comes from the cache, not from a render. */
async function cachedHtml(path: string): Promise<string> {
  const headers = { cookie: `shop=${shopId}` };
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${BASE_URL}${path}`, { headers });
    expect(res.status).toBe(200);
    if (res.headers.get('x-nextjs-cache') === 'HIT') return res.text();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${path} never came from the page cache`);
}

/** When the page painted first, and when each of its chunks was asked for (ms since navigation). */
function timings(page: Page) {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    chunks: performance.getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.startsWith('/_next/static/chunks/') && r.name.endsWith('.js'))
      .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
  }));
}

for (const path of ['/', '/category/101', '/basket']) {
  test(`${path}: no chunk in the HTML, every chunk asked for after the first paint, and the page hydrates`, async ({ page }) => {
    const html = await cachedHtml(path);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async/);
    expect(html).toContain('/_next/static/chunks/');

    await page.goto(path);
    await hydrated(page);
    const { fcp, chunks } = await timings(page);
    expect(fcp, 'the page painted').toBeGreaterThan(0);
    expect(chunks.length, 'the framework and the page loaded').toBeGreaterThan(3);
    for (const c of chunks) expect(c.start, `${c.name} was asked for after the first paint`).toBeGreaterThanOrEqual(fcp!);
  });
}

test('/basket?order= (the success stage) is rendered per request: never stored, never served from the cache', async () => {
  await cachedHtml('/basket');
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${BASE_URL}/basket?order=1`, { headers: { cookie: `shop=${shopId}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-nextjs-cache')).toBeNull();
    expect(res.headers.get('cache-control')).toContain('no-store');
  }
});

test('a product page hydrates with the loader: its basket button adds the good', async ({ page }) => {
  await cachedHtml(productPath);
  await page.goto(productPath);
  await hydrated(page);
  await page.getByTestId('product').getByRole('button', { name: 'В корзину' }).first().click();
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', '1');
});

test('a page that never reports a paint (a background tab) still loads its scripts after its load event', async ({ page }) => {
  await cachedHtml('/');
  // no paint entry ever reaches the loader's observer
  await page.addInitScript(() => {
    PerformanceObserver.prototype.observe = function observe() {};
  });
  await page.goto('/');
  const loadedAt = await page.evaluate(() => performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
    .then((n) => n.loadEventStart);
  await hydrated(page);
  const { chunks } = await timings(page);
  expect(chunks.length).toBeGreaterThan(3);
  for (const c of chunks) expect(c.start, `${c.name} waited for the fallback`).toBeGreaterThanOrEqual(loadedAt + 2_900);
});

test('every chunk opens with the compile hint', async ({ request }) => {
  const html = await cachedHtml('/');
  const urls = [...new Set(html.match(/\/_next\/static\/chunks\/[^"\\]+\.js/g) ?? [])];
  expect(urls.length).toBeGreaterThan(3);
  for (const u of urls) {
    const body = await (await request.get(`${BASE_URL}${u}`)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), u).toBe(true);
  }
});
