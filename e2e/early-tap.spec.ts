// «В корзину» from the first paint (issue 41, decision 0189): the page's scripts load after its first
// paint, and a phone on a slow network taps before they have run. The button is a form: tapped
// before hydration it POSTs good={id} to the page, the middleware sends it back with ?good={id},
// and once the scripts run the address's handling adds the good once and tidies the address. Here
// the scripts are held back (every /_next/static/chunks/ file waits), the tap comes at once, and the
// basket is read after; then the same with JavaScript off.
import type { BrowserContext, Page } from '@playwright/test';
import type { Catalog, Good, HydraCollection, Shop } from '@/contract';
import { nginxBinary, startNginx, type Nginx } from '../scripts/nginx';
import { freePort } from '../scripts/stack';
import { E2E_PORT } from './ports';
import { apiGet, apiMembers, BASE_URL, chooseShop, expect, hydrated, seedReceivingChoice, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.EARLY_TAP_SHOTS ?? 'test-results/early-tap';

let shopId: number;
let plain: Good;
let adult: Good | undefined;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
// several page loads each, on shared cores
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  shopId = (await apiMembers<Shop>('/api/shops'))[0].id;
  const leaves = (await apiMembers<Catalog>('/api/catalogs')).flatMap((top) => top.items.filter((c) => c.isLeaf));
  for (const leaf of leaves) {
    const goods = (await apiGet<HydraCollection<Good>>(`/api/shops/${shopId}/goods?itemsPerPage=100&catalog.id=${leaf.id}`))['hydra:member'];
    const fit = (g: Good) => (g.article?.quantity ?? 0) >= 1 && !g.isPickup;
    plain ??= goods.find((g) => fit(g) && !g.catalog.hasAgeRestrictions)!;
    // goods for adults may be pickup-only (the address path asks no pickup question: decision 0189)
    adult ??= goods.find((g) => (g.article?.quantity ?? 0) >= 1 && g.catalog.hasAgeRestrictions);
    if (plain && adult) break;
  }
  expect(plain, 'an in-stock good, not for adults, not only for pickup').toBeTruthy();
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shopId);
});

/** Holds every script chunk of the page back, as a slow network does, until the returned release. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route('**/_next/static/chunks/**', async (route) => {
    // the scripts only: the page's stylesheets live there too, and holding them would hold the paint
    if (route.request().resourceType() === 'script') await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const badge = (page: Page) => page.getByTestId('basket-count');
/** hydrated(), with room for the held scripts arriving at once on shared cores */
const hydratedLate = (page: Page) => expect(page.getByTestId('mega-menu')).toHaveAttribute('data-enhanced', 'true', { timeout: 60_000 });
const cardOf = (page: Page, id: number) => page.locator(`[data-testid="product-card"][data-good-id="${id}"]`);

/** Opens the page with its scripts held back and says it has not hydrated yet; the scripts load once released. */
async function openUnhydrated(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.getByTestId('mega-menu').getAttribute('data-enhanced'), 'the page has not hydrated yet').not.toBe('true');
  return release;
}

/** After the tap: the good is in the basket once, the address is the page's own again, and stays so on a reload. */
async function addedOnce(page: Page, id: number, path: RegExp) {
  await hydratedLate(page);
  await expect(badge(page)).toHaveAttribute('data-count', '1');
  await expect(page).toHaveURL(path);
  await page.reload();
  await hydrated(page);
  await expect(badge(page)).toHaveAttribute('data-count', '1');
  await page.goto('/basket');
  const line = page.locator(`[data-testid="basket-line"][data-good-id="${id}"]`);
  await expect(line.getByTestId('quantity-input')).toHaveValue('1');
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
}

test('product page: «В корзину» tapped before hydration adds the good once, and a reload adds nothing', async ({ page }) => {
  const release = await openUnhydrated(page, `/product/${plain.id}`);
  await page.getByRole('button', { name: 'В корзину' }).first().tap();
  await page.waitForURL(new RegExp(`/product/${plain.id}\\?good=${plain.id}#basket-nojs$`), { waitUntil: 'commit' });
  release();
  await addedOnce(page, plain.id, new RegExp(`/product/${plain.id}$`));
});

test('category card: tapped before hydration, added once, the listing\'s query kept', async ({ page }) => {
  const path = `/category/${plain.catalog.id}?sort=price`;
  const release = await openUnhydrated(page, path);
  // the first card with the button on the sorted listing (the good found through the API may be further on)
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('button', { name: 'В корзину' }) }).first();
  const id = Number(await card.getAttribute('data-good-id'));
  await card.getByRole('button', { name: 'В корзину' }).tap();
  await page.waitForURL(new RegExp(`/category/${plain.catalog.id}\\?sort=price&good=${id}#basket-nojs$`), { waitUntil: 'commit' });
  release();
  await addedOnce(page, id, new RegExp(`/category/${plain.catalog.id}\\?sort=price$`));
});

test('home card: tapped before hydration, added once', async ({ page }) => {
  // a card of home's blocks that shows its button on a phone, of a good asking no question
  await page.goto('/');
  await hydrated(page);
  let id: number | undefined;
  for (const card of await page.getByTestId('product-card').all()) {
    if (!(await card.getByRole('button', { name: 'В корзину' }).isVisible())) continue;
    const good = await apiGet<Good>(`/api/shops/${shopId}/goods/${await card.getAttribute('data-good-id')}`);
    if (!good.isPickup && !good.catalog.hasAgeRestrictions) {
      id = good.id;
      break;
    }
  }
  expect(id, 'a card on home with «В корзину» on screen').toBeTruthy();

  const release = await openUnhydrated(page, '/');
  await cardOf(page, id!).getByRole('button', { name: 'В корзину' }).first().tap();
  await page.waitForURL(new RegExp(`/\\?good=${id}#basket-nojs$`), { waitUntil: 'commit' });
  release();
  await addedOnce(page, id!, new RegExp(`${BASE_URL}/$`));
});

test('a good for adults tapped before hydration asks the age question before it is added', async ({ page }) => {
  test.skip(!adult, 'no good for adults in the demo data');
  const path = `/catalog?search-word=${encodeURIComponent(adult!.name)}`;
  const release = await openUnhydrated(page, path);
  await cardOf(page, adult!.id).getByRole('button', { name: 'В корзину' }).tap();
  await page.waitForURL(/good=/, { waitUntil: 'commit' });
  release();
  await hydratedLate(page);
  const ask = page.getByTestId('age-ask');
  await expect(ask).toBeVisible();
  await expect(badge(page)).toHaveAttribute('data-count', '0');
  // the search the shopper was on is still the address
  await expect(page).toHaveURL(new RegExp(`/catalog\\?search-word=`));
  await page.screenshot({ path: `${SHOTS}/adult-ask-390.png` });
  await ask.getByRole('button', { name: 'Мне есть 18' }).click();
  await expect(badge(page)).toHaveAttribute('data-count', '1');
});

test('a good for adults: «Мне нет 18» after an early tap adds nothing', async ({ page }) => {
  test.skip(!adult, 'no good for adults in the demo data');
  const release = await openUnhydrated(page, `/catalog?search-word=${encodeURIComponent(adult!.name)}`);
  await cardOf(page, adult!.id).getByRole('button', { name: 'В корзину' }).tap();
  await page.waitForURL(/good=/, { waitUntil: 'commit' });
  release();
  await hydratedLate(page);
  await page.getByTestId('age-ask').getByRole('button', { name: 'Мне нет 18' }).click();
  await expect(page.getByTestId('age-ask')).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(badge(page)).toHaveAttribute('data-count', '0');
});

test.describe('without JavaScript', () => {
  async function noScript(browserContext: (o: object) => Promise<BrowserContext>, viewport = PHONE) {
    const context = await browserContext({ javaScriptEnabled: false, viewport, hasTouch: true });
    await chooseShop(context, shopId);
    return context;
  }

  test('«В корзину» comes back to the page with ?good= and a note; the same address with JavaScript adds it once', async ({ browser }) => {
    const off = await noScript((o) => browser.newContext(o));
    const page = await off.newPage();
    await page.goto(`/category/${plain.catalog.id}`);
    await cardOf(page, plain.id).getByRole('button', { name: 'В корзину' }).tap();
    await page.waitForURL(new RegExp(`/category/${plain.catalog.id}\\?good=${plain.id}#basket-nojs$`));
    const note = page.locator('#basket-nojs');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Корзина хранится в браузере и работает с включённым JavaScript');
    await page.screenshot({ path: `${SHOTS}/nojs-390.png` });
    const address = page.url();
    // the same page without the tap shows no note
    await page.goto(`/category/${plain.catalog.id}`);
    await expect(note).toBeHidden();
    await off.close();

    const wide = await noScript((o) => browser.newContext(o), { width: 1280, height: 900 });
    const widePage = await wide.newPage();
    await widePage.goto(`/product/${plain.id}`);
    await widePage.getByRole('button', { name: 'В корзину' }).first().click();
    await expect(widePage.locator('#basket-nojs')).toBeVisible();
    await widePage.screenshot({ path: `${SHOTS}/nojs-1280.png` });
    await wide.close();

    // JavaScript on again: the address the tap left adds the good, once, and a reload adds nothing
    const on = await browser.newContext({ viewport: PHONE });
    await chooseShop(on, shopId);
    const js = await on.newPage();
    await seedReceivingChoice(js);
    await js.goto(address);
    await hydrated(js);
    await expect(badge(js)).toHaveAttribute('data-count', '1');
    await expect(js).toHaveURL(new RegExp(`/category/${plain.catalog.id}$`));
    await js.reload();
    await hydrated(js);
    await expect(badge(js)).toHaveAttribute('data-count', '1');
    await on.close();
  });
});

test('once hydrated, «В корзину» adds in place: no request for the page, no ?good= round trip', async ({ page }) => {
  await page.goto(`/product/${plain.id}`);
  await hydrated(page);
  const posts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.resourceType() === 'document') posts.push(r.url()); });
  await page.getByRole('button', { name: 'В корзину' }).first().tap();
  await expect(badge(page)).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('quantity-input').first()).toHaveValue('1');
  expect(posts).toEqual([]);
});

test.describe('nginx in front (deploy/nginx/shop.conf)', () => {
  test.skip(!nginxBinary(), 'nginx is not installed (Debian: apt-get install nginx-light)');
  let nginx: Nginx;
  test.beforeAll(async () => {
    nginx = await startNginx(await freePort(), E2E_PORT);
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('an address with ?good= is never stored nor served from its cache; the page without it still is', async () => {
    const headers = { cookie: `shop=${shopId}`, accept: 'text/html' };
    const get = (path: string) => fetch(`${nginx.url}${path}`, { headers, redirect: 'manual' });
    const path = `/category/${plain.catalog.id}`;
    for (let i = 0; i < 2; i++) {
      const res = await get(`${path}?good=${plain.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('BYPASS');
    }
    await get(path);
    expect((await get(path)).headers.get('x-cache')).toBe('HIT');
    // the form's POST passes through nginx to the storefront's 303, the query kept
    const post = await fetch(`${nginx.url}${path}?sort=price`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: `good=${plain.id}`, redirect: 'manual',
    });
    expect(post.status).toBe(303);
    expect(new URL(post.headers.get('location')!, nginx.url).pathname + new URL(post.headers.get('location')!, nginx.url).search)
      .toBe(`${path}?sort=price&good=${plain.id}`);
  });
});
