// The information and cashback pages: /rules (five steps and the shop's rules), /faq (an accordion that
// works with and without JavaScript), /cashbackgoods (groups with goods carousels) and a group's page
// with 'Показать ещё', and the 404 of an unknown group. Expectations come from the API under test.
import type { Locator, Page } from '@playwright/test';
import { CASHBACK_PAGE_SIZE } from '@/lib/listing/paging';
import type { CashbackGroup, Good, HydraCollection, Shop } from '@/contract';
import { formatMoney } from '@/lib/format';
import { apiGet, apiMembers, BASE_URL, chooseShop, expect, sitemapUrls, test } from './fixtures';

let shop: Shop;

test.beforeAll(async () => {
  // the first shop that delivers, with a minimum order and a free-delivery tier: every answer has figures
  const shops = await apiMembers<Shop>('/api/shops');
  shop = shops.find((s) => s.deliveryEnabled && s.minOrderAmount > 0 && s.deliveryCosts.some((c) => c.price === 0)) ?? shops[0];
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shop.id);
});

const cards = (scope: Page | Locator) => scope.getByTestId('product-card');

/** The price a card shows in bold: the card price when it is lower, else the regular one. */
const shownPrice = (g: Good) => formatMoney(Math.min(g.article!.registerPrice, g.article!.actualPrice));

const groups = () => apiMembers<CashbackGroup>(`/api/cashback_groups?shopId=${shop.id}`);

/** A group with more goods than one 'Показать ещё' step, and its first page as the API serves it. */
async function groupWithMore() {
  for (const group of await groups()) {
    const first = await apiGet<HydraCollection<Good>>(
      `/api/cashback_groups/${group.id}/goods?shopId=${shop.id}&page=1&itemsPerPage=${CASHBACK_PAGE_SIZE}`,
    );
    if (first['hydra:totalItems'] > CASHBACK_PAGE_SIZE) return { group, total: first['hydra:totalItems'], first: first['hydra:member'] };
  }
  throw new Error(`no cashback group of shop ${shop.id} has more than ${CASHBACK_PAGE_SIZE} goods`);
}

test.describe('pre-order rules', () => {
  test('show the five steps and the chosen shop\'s rules', async ({ page }) => {
    const { rules } = await apiGet<{ rules: string }>(`/api/shops/${shop.id}/rules`);
    const firstRule = /<li>([^<]+)<\/li>/.exec(rules)?.[1];
    expect(firstRule, 'the demo shop has rules with a list').toBeTruthy();

    await page.goto('/rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Правила предзаказа');
    const steps = page.getByTestId('order-steps').getByRole('listitem');
    await expect(steps).toHaveCount(5);
    const titles = ['Выберите магазин', 'Выберите товары', 'Оплата наличными или картой', 'Доставка курьером или самовывоз', 'Выберите интервал'];
    for (const [i, title] of titles.entries()) {
      await expect(steps.nth(i).getByRole('heading')).toContainText(title);
      await expect(steps.nth(i).locator('svg').first()).toBeVisible();
    }
    const shopRules = page.getByTestId('shop-rules');
    await expect(shopRules.getByRole('heading', { level: 2 })).toContainText(shop.name);
    await expect(shopRules).toContainText(firstRule!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/rules$/);
  });
});

async function expectAccordion(page: Page) {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вопросы и ответы');

  const order = page.locator('details', { has: page.getByRole('heading', { name: 'Как сделать заказ?' }) });
  const basketStep = order.getByText('Наполните корзину', { exact: false });
  await expect(basketStep).toBeHidden();
  await order.locator('summary').click();
  await expect(basketStep).toBeVisible();
  await expect(order).toContainText('адрес доставки');
  await order.locator('summary').click();
  await expect(basketStep).toBeHidden();

  const minimum = page.locator('details', { has: page.getByRole('heading', { name: 'Есть ли минимальная сумма заказа?' }) });
  await minimum.locator('summary').click();
  await expect(minimum).toContainText(formatMoney(shop.minOrderAmount));

  const delivery = page.locator('details', { has: page.getByRole('heading', { name: 'Сколько стоит доставка?' }) });
  await delivery.locator('summary').click();
  const free = shop.deliveryCosts.find((c) => c.price === 0)!.minAmount;
  await expect(delivery).toContainText(`Бесплатная доставка — при заказе от ${formatMoney(free)}`);

  const substitutions = page.locator('details', { has: page.getByRole('heading', { name: /товара не окажется/ }) });
  await substitutions.locator('summary').click();
  await expect(substitutions).toContainText('позвонит специалист');
}

test.describe('FAQ', () => {
  test('questions expand and collapse, with the chosen shop\'s figures', async ({ page }) => {
    await expectAccordion(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('questions still expand and collapse', async ({ page }) => {
      await expectAccordion(page);
    });
  });
});

/** How many slides have their middle inside the carousel's visible box. */
async function slidesInView(carousel: Locator): Promise<number> {
  // one frame's geometry, read at once: read slide by slide, an autoplay step taken between two
  // reads counted a slide twice
  return carousel.evaluate((root) => {
    const box = root.querySelector(':scope > div')!.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="слайд"]')].filter((slide) => {
      const b = slide.getBoundingClientRect();
      const middle = b.x + b.width / 2;
      return b.width > 0 && middle > box.x && middle < box.x + box.width;
    }).length;
  });
}

test.describe('cashback', () => {
  test('the groups page lists every group with its goods, prices and a link to all of them', async ({ page }) => {
    const all = await groups();
    expect(all.length, 'the demo shop has cashback groups').toBeGreaterThan(0);
    await page.goto('/cashbackgoods');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Товары с кешбэком');
    await expect(page.getByTestId('cashback-group')).toHaveCount(all.length);
    for (const group of all) {
      const section = page.locator(`[data-testid="cashback-group"][data-group-id="${group.id}"]`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.name);
      // the spec's address of a group page: /cashbackgoods/{id}
      await expect(section.getByRole('link', { name: /Смотреть все/ })).toHaveAttribute('href', `/cashbackgoods/${group.id}`);
      await expect(section.getByTestId('cashback-image')).toHaveAttribute('src', group.image ?? /\/media\//);
      await expect(cards(section)).toHaveCount(group.goods.length);
      const first = group.goods[0];
      await expect(cards(section).first()).toContainText(first.name);
      await expect(cards(section).first().getByTestId('actual-price')).toContainText(shownPrice(first));
    }
  });

  test('a group picture that fails to load falls back to the logo', async ({ page }) => {
    await page.route('**/media/cashback/**', (route) => route.abort());
    await page.goto('/cashbackgoods');
    const images = page.getByTestId('cashback-image');
    await expect(images.first()).toBeVisible();
    for (const image of await images.all()) await expect(image).toHaveAttribute('src', '/media/logo.svg');
  });

  test('a carousel shows 4, 2 or 1 goods by width and turns by itself', async ({ page }) => {
    const group = (await groups()).find((g) => g.goods.length > 4);
    expect(group, 'a group with more goods than one view').toBeTruthy();
    await page.goto('/cashbackgoods');
    const carousel = page.locator(`[data-testid="cashback-group"][data-group-id="${group!.id}"]`).locator('[aria-roledescription="карусель"]');

    await page.setViewportSize({ width: 1300, height: 900 });
    // the engine (and its autoplay) starts as the carousel comes near the screen
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => slidesInView(carousel)).toBe(4);
    // autoplay: the slides move without the shopper touching them
    const track = carousel.locator('ul').first();
    await expect.poll(() => track.evaluate((el) => (el as HTMLElement).style.transform), { timeout: 10_000 })
      .toMatch(/translate3d\(-\d/);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(() => slidesInView(carousel)).toBe(2);
    await page.setViewportSize({ width: 390, height: 900 });
    await expect.poll(() => slidesInView(carousel)).toBe(1);
  });

  test('a group page lists its goods and \'Показать ещё\' loads more', async ({ page }) => {
    const { group, total, first } = await groupWithMore();
    await page.goto(`/cashbackgoods/${group.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.name);
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Товары с кешбэком' }))
      .toHaveAttribute('href', '/cashbackgoods');
    await expect(cards(page)).toHaveCount(CASHBACK_PAGE_SIZE);
    await expect(cards(page).first()).toContainText(first[0].name);
    await expect(cards(page).first().getByTestId('actual-price')).toContainText(shownPrice(first[0]));

    await page.getByTestId('load-more').click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards(page)).toHaveCount(Math.min(total, 2 * CASHBACK_PAGE_SIZE));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('\'Показать ещё\' loads more', async ({ page }) => {
      const { group, total } = await groupWithMore();
      await page.goto(`/cashbackgoods/${group.id}`);
      await expect(cards(page)).toHaveCount(CASHBACK_PAGE_SIZE);
      await page.getByTestId('load-more').click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(cards(page)).toHaveCount(Math.min(total, 2 * CASHBACK_PAGE_SIZE));
    });
  });

  test('an unknown group answers 404 with a helpful page', async ({ page }) => {
    const known = new Set((await groups()).map((g) => g.id));
    let unknown = 999_999;
    while (known.has(unknown)) unknown++;
    for (const path of [`/cashbackgoods/${unknown}`, '/cashbackgoods/abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    }
  });

  test('the sitemap lists the information and cashback pages', async () => {
    const urls = await sitemapUrls();
    for (const path of ['/rules', '/faq', '/cashbackgoods']) expect(urls).toContain(`${BASE_URL}${path}`);
    expect(urls.some((u) => /\/cashbackgoods\/\d+$/.test(u))).toBe(true);
  });
});
