// Catalogue browsing without the mega menu: /catalog → a category → sort → a brand filter → a product,
// search with 'Показать ещё', the same with JavaScript disabled, 404s, sitemap and robots.
// Expectations come from the API the storefront under test uses, never from hard-coded demo data.
import type { Locator, Page } from '@playwright/test';
import { LISTING_PAGE_SIZE } from '@/domain/listing';
import type { Catalog, Good, GoodIdsPage, GoodsDicts, HydraCollection, Shop } from '@/contract';
import { apiGet, apiMembers, BASE_URL, chooseShop, expect, sitemapLocs, sitemapUrls, test } from './fixtures';
import { E2E_SITEMAP_PART_URLS } from './ports';

let shopId: number;

test.beforeAll(async () => {
  shopId = (await apiMembers<Shop>('/api/shops'))[0].id;
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shopId);
});

type Route = { top: Catalog; leaf: Catalog; brand: string; brandHits: number };

/** A top category with a subcategory whose goods come from at least two brands, one with two goods in stock. */
async function browseRoute(): Promise<Route> {
  for (const top of await apiMembers<Catalog>('/api/catalogs')) {
    for (const leaf of top.items.filter((c) => c.isLeaf)) {
      const dicts = await apiGet<GoodsDicts>(`/api/shops/${shopId}/goods/dicts?catalog.id=${leaf.id}`);
      const brands = dicts.brands.filter((b) => b.filterHits > 0);
      if (brands.length < 2) continue;
      // the brand with the fewest goods, so the filter visibly narrows the list, yet with at least two
      // goods in stock, so their order can be checked
      for (const brand of [...brands].sort((a, b) => a.filterHits - b.filterHits)) {
        const goods = await apiMembers<Good>(`/api/shops/${shopId}/goods?catalog.id=${leaf.id}&brand[]=${encodeURIComponent(brand.value)}&itemsPerPage=${LISTING_PAGE_SIZE}`);
        if (goods.filter((g) => (g.article?.quantity ?? 0) > 0).length >= 2) {
          return { top, leaf, brand: brand.value, brandHits: brand.filterHits };
        }
      }
    }
  }
  throw new Error('the demo catalogue has no subcategory with two brands, one of them with two goods in stock');
}

/** A word of a real good's name that the search finds more than one page of. */
async function searchWord(): Promise<{ word: string; total: number; pageSize: number }> {
  const goods = await apiMembers<Good>(`/api/shops/${shopId}/goods?itemsPerPage=100`);
  const words = new Map<string, number>();
  for (const g of goods) {
    const w = g.name.split(/\s+/)[0].toLowerCase();
    if (/^[а-яё]{4,}$/.test(w)) words.set(w, (words.get(w) ?? 0) + 1);
  }
  for (const [word] of [...words].sort((a, b) => b[1] - a[1])) {
    const found = await apiGet<HydraCollection<Good>>(`/api/goods?name=${encodeURIComponent(word)}&shopId=${shopId}&page=1`);
    const pageSize = found['hydra:member'].length;
    if (found['hydra:totalItems'] > pageSize && pageSize > 0) return { word, total: found['hydra:totalItems'], pageSize };
  }
  throw new Error('no search word finds more than one page of goods');
}

/** '1 234,50 ₽ / шт' → 1234.5 */
function money(text: string): number {
  const m = /([\d\s\u00a0]+(?:,\d+)?)\s*₽/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return Number(m[1].replace(/[\s\u00a0]/g, '').replace(',', '.'));
}

const cards = (page: Page) => page.getByTestId('product-card');

/** The card prices (the lower, card price where there is one) of the goods in stock, in page order. */
async function inStockPrices(page: Page): Promise<number[]> {
  const prices: number[] = [];
  // a form submit without JavaScript changes the URL as soon as the new document starts streaming:
  // read the cards once it has loaded (a loaded machine once read a half-streamed listing)
  await page.waitForLoadState('load');
  for (const card of await cards(page).all()) {
    if ((await card.textContent())?.includes('Нет в наличии')) continue;
    // the 'Цена' row, which price sorts follow (the card price shows only below it)
    const text = (await card.textContent()) ?? '';
    prices.push(money(text.slice(text.indexOf('Цена') + 'Цена'.length)));
  }
  return prices;
}

function expectAscending(values: number[]) {
  expect(values.length).toBeGreaterThan(1);
  for (let i = 1; i < values.length; i++) expect(values[i], `price #${i + 1} after ${values[i - 1]}`).toBeGreaterThanOrEqual(values[i - 1]);
}

async function expectEveryCardOfBrand(page: Page, brand: string, hits: number) {
  await expect(cards(page)).toHaveCount(Math.min(hits, LISTING_PAGE_SIZE));
  await expect.poll(async () => [...new Set(await page.getByTestId('card-brand').allTextContents())]).toEqual([brand]);
  await expect(page.getByText(new RegExp(`^${hits} товар`))).toBeVisible();
}

async function expectProductPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const product = page.getByTestId('product');
  await expect(product.getByText('Цена', { exact: true }).first()).toBeVisible();
  await expect(product.getByText('штрихкод:')).toBeVisible();
  await expect(product.getByText('код:', { exact: true })).toBeVisible();
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const offer = ld.find((d) => d['@type'] === 'Product')?.offers;
  expect(offer?.priceCurrency).toBe('RUB');
  expect(offer?.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
}

function brandCheckbox(page: Page, brand: string): Locator {
  return page.getByTestId('filters').locator(`input[name="brands"][value=${JSON.stringify(brand)}]`);
}

async function openBrandGroup(page: Page) {
  const group = page.getByTestId('filters').locator('details', { has: page.locator('input[name="brands"]') });
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
}

test.describe('with JavaScript', () => {
  test('catalogue → category → cheaper first → a brand → the product page', async ({ page }) => {
    const route = await browseRoute();
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Собственное производство' })).toBeVisible();

    await page.getByTestId('category-tiles').getByRole('link', { name: route.top.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog\\?parent=${route.top.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: route.top.name })).toBeVisible();

    await page.getByTestId('category-tiles').getByRole('link', { name: route.leaf.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${route.leaf.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: route.leaf.name })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog');
    await expect(crumbs.getByRole('link', { name: route.top.name })).toHaveAttribute('href', `/catalog?parent=${route.top.id}`);

    await expect(page.getByTestId('listing-filters')).toHaveAttribute('data-enhanced', 'true');
    await page.getByTestId('sort-select').selectOption('price');
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
    await expect(page.getByTestId('sort-select')).toHaveValue('price');
    expectAscending(await inStockPrices(page));

    const before = await cards(page).count();
    await openBrandGroup(page);
    await brandCheckbox(page, route.brand).check();
    await expect(page).toHaveURL(/[?&]brands=/);
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
    expect(new URL(page.url()).searchParams.get('brands')).toBe(route.brand);
    await expectEveryCardOfBrand(page, route.brand, route.brandHits);
    expect(await cards(page).count()).toBeLessThanOrEqual(before);
    expectAscending(await inStockPrices(page));

    const first = cards(page).first();
    const name = (await first.getByRole('link').last().textContent())!;
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('product-brand')).toHaveText(route.brand);
    await expectProductPage(page);
  });

  test('search results find goods and «Показать ещё» loads more', async ({ page }) => {
    const { word, total, pageSize } = await searchWord();
    await page.goto(`/catalog?search-word=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { level: 1, name: `Результаты поиска «${word}»` })).toBeVisible();
    await expect(cards(page)).toHaveCount(pageSize);
    await expect(page.getByText(`Показано ${pageSize} из ${total}`)).toBeVisible();
    await page.getByTestId('load-more').click();
    await expect(cards(page)).toHaveCount(Math.min(total, pageSize * 2));
    await expect(page).toHaveURL(/[?&]page=2/);
  });

  test('a search shorter than 3 characters asks for more', async ({ page }) => {
    await page.goto('/catalog?search-word=%D1%81%D1%8B');
    await expect(page.getByText('Введите не меньше 3 символов')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('a filter value the listing does not offer is ignored, and the page points to the clean URL', async ({ page }) => {
    const route = await browseRoute();
    await page.goto(`/category/${route.leaf.id}?brands=${encodeURIComponent('Нет такого бренда')}`);
    await expect(page.getByRole('heading', { level: 1, name: route.leaf.name })).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/category/${route.leaf.id}$`));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('browse, sort and filter with the plain form, then open a product', async ({ page }) => {
    const route = await browseRoute();
    await page.goto('/catalog');
    await page.getByTestId('category-tiles').getByRole('link', { name: route.top.name, exact: true }).click();
    await page.getByTestId('category-tiles').getByRole('link', { name: route.leaf.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${route.leaf.id}$`));

    await page.getByTestId('sort-select').selectOption('price');
    await page.getByRole('button', { name: 'Применить' }).first().click();
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
    expectAscending(await inStockPrices(page));

    await openBrandGroup(page);
    await brandCheckbox(page, route.brand).check();
    await page.getByTestId('filters').getByRole('button', { name: 'Применить' }).click();
    await expect(page).toHaveURL(/[?&]brands=/);
    await expectEveryCardOfBrand(page, route.brand, route.brandHits);
    await expect(page.getByTestId('sort-select')).toHaveValue('price');

    await cards(page).first().getByRole('link').last().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expectProductPage(page);
  });

  test('search pages through «Показать ещё» links', async ({ page }) => {
    const { word, total, pageSize } = await searchWord();
    await page.goto(`/catalog?search-word=${encodeURIComponent(word)}`);
    await expect(cards(page)).toHaveCount(pageSize);
    await page.getByTestId('load-more').click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page)).toHaveCount(Math.min(total, pageSize * 2));
  });
});

test.describe('not found, sitemap, robots', () => {
  test('an unknown product, category, good set or news item answers 404 with a way back', async ({ page }) => {
    for (const path of ['/product/999999999', '/product/abc', '/category/999999999', '/catalog?parent=999999999', '/good-sets/999999', '/news/no-such-news']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Страница не найдена' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Перейти в каталог', exact: true })).toHaveAttribute('href', '/catalog');
      await expect(page.getByRole('link', { name: 'На главную', exact: true })).toHaveAttribute('href', '/');
    }
  });

  test('the 404 page is in the HTML itself, for people and robots without JavaScript', async ({ request }) => {
    const res = await request.get('/product/999999999');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/);
    expect(html).toContain('name="search-word"');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  test('the sitemap lists categories and products', async () => {
    const urls = await sitemapUrls();
    const [good] = await apiMembers<Good>(`/api/shops/${shopId}/goods?itemsPerPage=1`);
    expect(urls).toContain(`${BASE_URL}/product/${good.id}`);
    expect(urls).toContain(`${BASE_URL}/category/${good.catalog.id}`);
    expect(urls.filter((u) => /\/product\/\d+$/.test(u)).length).toBeGreaterThan(100);
  });

  test(`past ${E2E_SITEMAP_PART_URLS} URLs (SITEMAP_PART_URLS) /sitemap.xml is an index of parts, each plain XML without a cookie`, async ({ request }) => {
    const xml = async (url: string) => {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type'], url).toBe('application/xml');
      expect(res.headers()['set-cookie'], url).toBeUndefined();
      // a crawler may keep each file for the hour one reading of the catalogue serves
      expect(res.headers()['cache-control'], url).toBe('public, max-age=3600');
      return res.text();
    };
    const root = await xml('/sitemap.xml');
    expect(root).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = sitemapLocs(root);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts).toEqual(parts.map((_, i) => `${BASE_URL}/sitemap/${i + 1}.xml`));
    const files = await Promise.all(parts.map(async (loc) => sitemapLocs(await xml(loc))));
    for (const urls of files) expect(urls.length).toBeGreaterThan(0);
    for (const urls of files) expect(urls.length).toBeLessThanOrEqual(E2E_SITEMAP_PART_URLS);
    expect(new Set(files.flat()).size).toBe(files.flat().length);
    // the pages first, then every product of the default shop (1), by good id
    const productId = (url: string) => /\/product\/(\d+)$/.exec(url)?.[1];
    expect(files[0]).toContain(`${BASE_URL}/catalog`);
    expect(files[0].some(productId)).toBe(false);
    const ids = (await apiGet<GoodIdsPage>('/api/shops/1/goods/ids')).ids;
    expect(files.flat().filter(productId).map((u) => Number(productId(u)))).toEqual(ids);
    expect((await request.get(`/sitemap/${parts.length + 1}.xml`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test('/robots.txt keeps the basket and private pages out and points to the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    for (const path of ['/basket', '/personal-area', '/admin-order', '/print', '/favorites']) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
