// Issue 42 "Hall-ready", the customer's half, on a phone first (390 × 844) and on a desktop: the
// order's sums add up to «Итого» with the packets shown, a refund reads as a dated minus and what was
// paid, quantities use commas, statuses differ by kind, nothing overflows sideways, the taps are at
// least 44 px, the tabs show «Адреса» whole, the header shows the pickup address and the nearest
// slot, and a notification leads to its order.
import type { Locator, Page } from '@playwright/test';
import { ORDER_STATUS, statusName } from '@/domain/order-status';
import type { Good } from '@/contract';
import { apiMembers, axeViolations, expect, hydrated, signIn, test } from './fixtures';

const HOLDER = { phone: '9000000001', password: 'demo12345' };
// the back-office demo customer: her orders carry packets, packaging and one refund («Недовес», 50 ₽)
const ZAKAZOVA = { phone: '9000000004', password: 'demo12345' };
const PHONE = { width: 390, height: 844 };
// many steps, each a page, on a machine two cores shared: more than the default minute
test.describe.configure({ timeout: 240_000 });
const DESKTOP = { width: 1280, height: 900 };

/** With E2E_SHOTS=<dir>, a picture of the page to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

/** '−1 254,94 ₽' → -1254.94 */
const money = (text: string) => Number(text.replace(/[\s\u00a0₽]/g, '').replace('−', '-').replace(',', '.'));

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function atLeast44(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'the target is on the page').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

test('on a phone an order with packets and a refund adds up to «Итого», reads the refund as a dated minus and fits the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ZAKAZOVA);
  await page.goto('/personal-area');
  const orders = page.getByTestId('orders').locator(':scope > li');
  await expect(orders.first()).toBeVisible();

  // the refunded order: closed, paid online, 50 ₽ back
  const refunded = orders.filter({ hasText: statusName(ORDER_STATUS.closed) });
  let order: Locator | null = null;
  for (let i = 0; i < (await refunded.count()); i++) {
    const o = refunded.nth(i);
    await o.getByRole('button').first().click();
    if (await o.getByTestId('sum-refund').count()) { order = o; break; }
    await o.getByRole('button').first().click();
  }
  expect(order, 'an order with a refund').not.toBeNull();
  const sums = order!.getByTestId('order-sums');
  await expect(sums.getByTestId('sum-packets')).toContainText('Пакеты');

  const lines = await sums.locator('[data-testid^="sum-"]:not([data-testid="sum-total"]):not([data-testid="sum-refund"]):not([data-testid="sum-paid"]) dd').allTextContents();
  const total = money((await sums.getByTestId('sum-total').locator('dd').textContent())!);
  const added = Math.round(lines.reduce((s, t) => s + money(t) * 100, 0)) / 100;
  expect(added).toBe(total);

  const refund = sums.getByTestId('sum-refund');
  await expect(refund.locator('dt')).toContainText(/^Возврат \d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}/);
  await expect(refund.locator('dd')).toHaveText(/^−50\s₽$/);
  const paid = money((await sums.getByTestId('sum-paid').locator('dd').textContent())!);
  expect(paid).toBe(Math.round((total - 50) * 100) / 100);

  // quantities with commas, never a dot
  const cells = await order!.getByRole('table').locator('tbody td').allTextContents();
  expect(cells.filter((c) => /^\d+\.\d+$/.test(c))).toEqual([]);

  expect(await noSidewaysScroll(page)).toBe(true);
  await order!.scrollIntoViewIfNeeded();
  await shot(page, 'hall-customer-order-390');
  expect(await axeViolations(page)).toEqual([]);

  // «Собрано» only once something was assembled: a new order has no such column
  const fresh = orders.filter({ hasText: statusName(ORDER_STATUS.new) }).first();
  await fresh.getByRole('button').first().click();
  await expect(fresh.getByRole('columnheader', { name: 'Заказано' })).toBeVisible();
  await expect(fresh.getByRole('columnheader', { name: 'Собрано' })).toHaveCount(0);

  // statuses by kind: annulled, awaiting payment and closed are three different colours
  const colour = async (status: number) => {
    const badge = page.getByTestId('order-status').filter({ hasText: statusName(status) }).first();
    return badge.evaluate((e) => `${getComputedStyle(e).color} ${getComputedStyle(e).backgroundColor}`);
  };
  const closed = await colour(ORDER_STATUS.closed);
  expect(await colour(ORDER_STATUS.annulled)).not.toBe(closed);

  // the tabs show every section whole, and «Выйти» takes a finger
  const tabs = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
  const addresses = tabs.getByRole('link', { name: 'Адреса' });
  const box = (await addresses.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await addresses.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await atLeast44(addresses);
  await atLeast44(page.getByTestId('logout'));

  await page.setViewportSize(DESKTOP);
  await order!.scrollIntoViewIfNeeded();
  await shot(page, 'hall-customer-order-1280');
  expect(await axeViolations(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('on a phone the unpaid order offers a 44 px pay button and a notification opens its order', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, HOLDER);
  await page.goto('/personal-area');
  const orders = page.getByTestId('orders').locator(':scope > li');
  const waiting = orders.filter({ hasText: statusName(ORDER_STATUS.awaitingPayment) }).first();
  await waiting.getByRole('button').first().click();
  const pay = waiting.getByTestId('order-pay').getByRole('link', { name: /^Оплатить \d/ });
  await expect(pay).toBeVisible();
  await atLeast44(pay);
  const colours = await Promise.all([ORDER_STATUS.awaitingPayment, ORDER_STATUS.closed].map((st) =>
    page.getByTestId('order-status').filter({ hasText: statusName(st) }).first().evaluate((e) => getComputedStyle(e).backgroundColor)));
  expect(colours[0]).not.toBe(colours[1]);
  expect(await noSidewaysScroll(page)).toBe(true);
  await shot(page, 'hall-customer-pay-390');

  await page.goto('/personal-area/notifications');
  const first = page.getByTestId('notifications').locator(':scope > li').first();
  await first.getByRole('button').click();
  const link = first.getByTestId('notification-order');
  const text = (await link.textContent())!;
  const id = /№ (\d+)/.exec(text)![1];
  await atLeast44(link);
  expect(await axeViolations(page)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/personal-area\\?order=${id}$`));
  const opened = page.getByTestId(`order-${id}`);
  await expect(opened.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(opened.getByTestId('order-sums')).toBeVisible();
});

test('on a phone the header shows the pickup address and the nearest slot uncut, and the hearts take a finger', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, HOLDER);
  const good = (await apiMembers<Good>('/api/shops/1/goods?itemsPerPage=60')).find((g) => !g.catalog.hasAgeRestrictions)!;
  await page.goto(`/category/${good.catalog.id}`);
  const choice = page.getByTestId('receiving-method');
  await expect(choice).toContainText('Самовывоз');
  await expect(choice.locator('b')).not.toBeEmpty();
  // the text's box holds all of it: nothing clamped away
  expect(await choice.locator('b').evaluate((e) => e.parentElement!.scrollHeight <= e.parentElement!.clientHeight + 1)).toBe(true);
  const nearest = page.getByTestId('receiving-nearest-slot');
  await expect(nearest).toBeVisible();
  expect(await nearest.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(await noSidewaysScroll(page)).toBe(true);
  const heart = page.getByTestId('favorite-button').first();
  await expect(heart).toBeVisible();
  await atLeast44(heart);
  await page.screenshot({ path: process.env.E2E_SHOTS ? `${process.env.E2E_SHOTS}/hall-customer-header-390.png` : 'test-results/hall-customer-header-390.png' });
});

test('a guest searching «вино» on a phone sees no price of a wine and is asked the age before adding one', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/catalog?search-word=${encodeURIComponent('вино')}`);
  await hydrated(page);
  const wine = page.getByTestId('product-card').filter({ has: page.getByTestId('adult-price') }).first();
  await expect(wine).toBeVisible();
  await expect(wine.getByTestId('actual-price')).toHaveCount(0);
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', '0');

  // 'Мне нет 18' adds nothing
  await wine.getByRole('button', { name: 'В корзину' }).click();
  const ask = page.getByTestId('age-ask');
  await expect(ask).toBeVisible();
  await shot(page, 'hall-customer-age-390');
  expect(await axeViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Мне нет 18' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', '0');

  // 'Мне есть 18' adds it (after the pickup-only question wines ask), and the prices show
  await wine.getByRole('button', { name: 'В корзину' }).click();
  await page.getByTestId('age-ask').getByRole('button', { name: 'Мне есть 18' }).click();
  await expect(page.getByTestId('age-ask')).toHaveCount(0);
  // every card shows its price now
  await expect(page.getByTestId('adult-price')).toHaveCount(0);
  const pickup = page.getByRole('dialog', { name: /только для самовывоза/ });
  if (await pickup.isVisible().catch(() => false) || await pickup.waitFor({ timeout: 2000 }).then(() => true, () => false)) {
    await pickup.getByRole('button', { name: 'Да' }).click();
  }
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', '1');

  await page.setViewportSize(DESKTOP);
  await shot(page, 'hall-customer-age-1280');
  expect(await axeViolations(page)).toEqual([]);
});
