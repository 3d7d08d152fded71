// The personal area in the real browser (checkout-account-admin spec §2 "Personal area", §4, §9;
// storefront spec §2 header bell, §4 notifications): the card holder pages through their orders,
// opens one and repeats it into the basket; a status an admin sets appears on the open page without
// a reload; opening the unread notifications turns them read and the bell off; the notifications
// page; the bell asks again every 5 minutes; an address goes only after its confirmation; a guest is
// sent home; axe finds nothing on each tab on a phone and a desktop.
import type { Page } from '@playwright/test';
import { UNREAD_POLL_MS } from '@/components/account/unread-store';
import type { CustomerOrder, DeliveryAddress, HydraCollection } from '@/contract';
import { CUSTOMER_ORDERS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from '@/contract/limits';
import { ORDER_STATUS, statusName } from '@/domain/order-status';
import { api, axeViolations, BASE_URL, expect, signIn, test, tokenOf } from './fixtures';

const HOLDER = { phone: '9000000001', password: 'demo12345' };
const SITE_ADMIN = { phone: '79000000011', password: 'admin12345' };
// a customer no other spec changes the addresses of
const ZHANNA = { phone: '9000000005', password: 'demo12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function holder() {
  const token = await tokenOf(`7${HOLDER.phone}`, HOLDER.password);
  const me = await api<{ id: number }>('GET', '/api/customers/me', undefined, token);
  return { token, id: me.id };
}

/** With E2E_SHOTS=<dir>, a picture of the page to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: false });
};

test('the card holder pages through the orders, opens one with its pay link and repeats an order into the basket', async ({ page }) => {
  const { token, id } = await holder();
  const total = (await api<HydraCollection<CustomerOrder>>('GET', `/api/customers/${id}/orders`, undefined, token))['hydra:totalItems']!;
  expect(total).toBeGreaterThan(CUSTOMER_ORDERS_PAGE_SIZE);

  await signIn(page, HOLDER);
  await page.goto('/personal-area');
  await expect(page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Заказы', exact: true }))
    .toHaveAttribute('aria-current', 'page');
  const orders = page.getByTestId('orders').locator(':scope > li');
  await expect(orders).toHaveCount(CUSTOMER_ORDERS_PAGE_SIZE);
  await expect(page.getByRole('button', { name: 'Предыдущие 50' })).toBeDisabled();
  await page.getByRole('button', { name: 'Следующие 50' }).click();
  // other specs place orders for the same customer meanwhile: the second page holds the rest, whatever it is now
  await expect(page.getByRole('button', { name: 'Следующие 50' })).toBeDisabled();
  const rest = await orders.count();
  expect(rest).toBeGreaterThanOrEqual(total - CUSTOMER_ORDERS_PAGE_SIZE);
  expect(rest).toBeLessThanOrEqual(CUSTOMER_ORDERS_PAGE_SIZE);
  await page.getByRole('button', { name: 'Предыдущие 50' }).click();
  await expect(orders).toHaveCount(CUSTOMER_ORDERS_PAGE_SIZE);

  // the demo order awaiting its online payment (or a newer one another spec placed): the pay link counts down
  const newest = orders.filter({ hasText: statusName(ORDER_STATUS.awaitingPayment) }).first();
  await newest.getByRole('button').first().click();
  await expect(newest.getByTestId('order-pay')).toBeVisible();
  const before = await newest.getByTestId('order-pay-countdown').textContent();
  await expect(newest.getByTestId('order-pay-countdown')).not.toHaveText(before!, { timeout: 3000 });
  await expect(newest.getByTestId('payment-status')).toBeVisible();

  // a closed order further down: repeat it
  const closed = orders.filter({ hasText: statusName(ORDER_STATUS.closed) }).nth(1);
  await closed.getByRole('button').first().click();
  await expect(closed.getByRole('table')).toBeVisible();
  await closed.getByTestId('reorder').click();
  const result = closed.getByTestId('reorder-result');
  await expect(result).toContainText(/добавлены в корзину|Ничего не добавлено/);
  if ((await result.textContent())!.includes('добавлены')) {
    await expect(page.getByTestId('basket-count')).not.toHaveAttribute('data-count', '0');
  } else {
    await expect(result).toContainText(/не продаётся|нет в наличии/);
  }
});

test("an admin's status change appears on the open orders page without a reload", async ({ page }) => {
  const { token, id } = await holder();
  const list = await api<HydraCollection<CustomerOrder>>('GET', `/api/customers/${id}/orders`, undefined, token);
  const fresh = list['hydra:member'].find((o) => o.status === ORDER_STATUS.new);
  expect(fresh, 'the card holder has a new order').toBeTruthy();

  await signIn(page, HOLDER);
  await page.goto('/personal-area');
  const row = page.getByTestId(`order-${fresh!.id}`);
  await expect(row.getByTestId('order-status')).toHaveText(statusName(ORDER_STATUS.new));
  // the stream is open once the page has asked for it
  await page.waitForTimeout(1000);
  const admin = await tokenOf(SITE_ADMIN.phone, SITE_ADMIN.password);
  await api('PUT', `/api/orders/${fresh!.id}/status`, { status: ORDER_STATUS.open }, admin);
  // live by the API's NOTIFY: within 2 s (its periodic re-read is every 15 s), a little more for the re-render
  await expect(row.getByTestId('order-status')).toHaveText(statusName(ORDER_STATUS.open), { timeout: 3_000 });
});

test('opening the unread notifications turns them read and the bell off', async ({ page }) => {
  await signIn(page, HOLDER);
  await expect(page.getByTestId('notifications-link')).toHaveAttribute('data-unread', 'true');
  await page.goto('/personal-area/notifications');
  await page.getByRole('tab', { name: 'Непрочитанные' }).click();
  const unread = page.getByTestId('notifications').locator(':scope > li[data-unread="true"]');
  await expect(unread.first()).toBeVisible();
  const n = await unread.count();
  for (let i = 0; i < n; i++) {
    const item = unread.first();
    const testId = (await item.getAttribute('data-testid'))!;
    await item.getByRole('button').click();
    await expect(page.getByTestId(testId)).toHaveAttribute('data-unread', 'false');
  }
  await expect(page.getByTestId('notifications-link')).toHaveAttribute('data-unread', 'false');
  // the API agrees: after a reload the bell stays off
  await page.reload();
  await expect(page.getByTestId('notifications-link')).toHaveAttribute('data-unread', 'false');
});

test('the notifications page by 20, the filter starting again from the first page', async ({ page }) => {
  await signIn(page, HOLDER);
  await page.goto('/personal-area/notifications');
  const items = page.getByTestId('notifications').locator(':scope > li');
  await expect(items).toHaveCount(NOTIFICATIONS_PAGE_SIZE);
  const range = page.getByTestId('notifications-range');
  await expect(range).toHaveText(new RegExp(`^1–${NOTIFICATIONS_PAGE_SIZE} из \\d+$`));
  const first = await items.first().textContent();
  await page.getByRole('button', { name: `Следующие ${NOTIFICATIONS_PAGE_SIZE}` }).click();
  await expect(range).toHaveText(new RegExp(`^${NOTIFICATIONS_PAGE_SIZE + 1}–`));
  await expect(items.first()).not.toHaveText(first!);
  await page.getByRole('tab', { name: 'Непрочитанные' }).click();
  // fewer unread than a page: no pager, the list from its start
  await expect(range).toHaveCount(0);
  await page.getByRole('tab', { name: 'Все' }).click();
  await expect(range).toHaveText(new RegExp(`^1–${NOTIFICATIONS_PAGE_SIZE} из `));
});

test('the bell asks for the unread count again every 5 minutes, without a reload', async ({ page }) => {
  await page.clock.install();
  const asks: string[] = [];
  const isAsk = (url: string) => /\/api\/customers\/\d+\/notifications\?(.*&)?unread=true/.test(url);
  page.on('request', (r) => {
    if (isAsk(r.url())) asks.push(r.url());
  });
  await signIn(page, HOLDER);
  // asked once on sign-in, then not again until the 5 minutes are up
  await expect.poll(() => asks.length).toBeGreaterThan(0);
  const before = asks.length;
  await page.clock.runFor(UNREAD_POLL_MS - 10_000);
  expect(asks.length).toBe(before);
  const next = page.waitForRequest((r) => isAsk(r.url()));
  await page.clock.runFor(10_000);
  const answer = await (await next).response();
  const unread = (await answer!.json())['hydra:totalItems'] as number;
  await expect(page.getByTestId('notifications-link')).toHaveAttribute('data-unread', unread > 0 ? 'true' : 'false');
});

test('an address is deleted only after the confirmation: cancelling keeps it', async ({ page }) => {
  const token = await tokenOf(`7${ZHANNA.phone}`, ZHANNA.password);
  const made = await api<DeliveryAddress>('POST', '/api/delivery_addresses', {
    city: 'Курск', street: 'ул. Радищева', house: '7', flat: null, entrance: null, floor: null, code: null,
    isPrivateHouse: true, coordinates: null, region: null,
  }, token);
  await signIn(page, ZHANNA);
  await page.goto('/personal-area/addresses');
  const row = page.getByTestId(`address-${made.id}`);
  const remove = row.getByRole('button', { name: /^Удалить адрес/ });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Удалить адрес?' });
  await expect(dialog).toContainText('ул. Радищева, 7');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await remove.click();
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await expect(row).toHaveCount(0);
  const me = await api<{ id: number }>('GET', '/api/customers/me', undefined, token);
  const left = await api<HydraCollection<DeliveryAddress>>('GET', `/api/customers/${me.id}/addresses`, undefined, token);
  expect(left['hydra:member'].map((a) => a.id)).not.toContain(made.id);
});

test('a guest is sent home from the personal area', async ({ page }) => {
  await page.goto('/personal-area/notifications');
  await expect(page).toHaveURL(`${BASE_URL}/`);
});

test('axe finds nothing on each tab on a phone and a desktop', async ({ page }) => {
  // six pages and six axe runs: more than one test's minute on a busy machine
  test.setTimeout(150_000);
  await signIn(page, HOLDER);
  for (const [label, size] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(size);
    for (const tab of ['', '/notifications', '/addresses']) {
      await page.goto(`/personal-area${tab}`);
      const list = page.getByTestId(tab === '' ? 'orders' : tab.slice(1));
      await expect(list).toBeAttached();
      if (tab === '') {
        await expect(list.locator(':scope > li').first()).toBeVisible();
        await list.locator(':scope > li').first().getByRole('button').first().click();
      }
      if (tab === '/notifications') await expect(list.locator(':scope > li').first()).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, `personal-area${tab.replace('/', '-') || '-orders'}-${label}`);
      expect(await axeViolations(page), `${tab || 'orders'} at ${label}px`).toEqual([]);
    }
  }
});
