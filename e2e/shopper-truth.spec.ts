// The shop says what is true, early, in the real browser against the real API: /basket?order={id}
// shows an order's real state (a declined online payment, an expired one, an unknown number, another
// customer's order); the pay round trip stays on the address the shopper uses (127.0.0.1 here);
// the basket shows what would stop the order before checkout (the minimum and what is missing);
// a slot that takes only online payment switches the payment type and says so; a shop change that
// cuts a line's quantity says so until seen; the success stage repeats what was ordered; the header
// shows the nearest slot. Online orders are placed through the API as a client would, with the
// figures the API priced (domain/checkout.ts orderRequest, as the checkout builds them).
import type { Page } from '@playwright/test';
import type { Basket, Good, OrderCreated, Shop, TimeSlotDay } from '@/contract';
import { orderRequest, REPLACEMENT_POLICIES } from '@/domain/checkout';
import { api, apiGet, apiMembers, axeViolations, BASE_URL, expect, signIn, test, tokenOf } from './fixtures';

const SHOP_ID = 1;
const CARD = { phone: '9000000001', password: 'demo12345' };
// the online orders are this customer's (checkout.spec.ts orders online as them too: each test reads its own order)
const PLAIN = { phone: '9000000002', password: 'demo12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.describe.configure({ timeout: 180_000 });

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const rub = (n: number) => plain(new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 }).format(n));

/** In-stock piece goods of a shop (not pickup-only, not for adults), dearest first. */
async function pieceGoods(shopId = SHOP_ID): Promise<Good[]> {
  const list = await apiMembers<Good>(`/api/shops/${shopId}/goods?itemsPerPage=200`);
  return list.filter((g) => g.article && g.article.quantity >= 3 && g.measure.id === 0 && g.measure.step === 1 && !g.isPickup && !g.catalog.hasAgeRestrictions)
    .sort((a, b) => b.article!.actualPrice - a.article!.actualPrice);
}

const minOrder = async () => (await apiGet<Shop>(`/api/shops/${SHOP_ID}`)).minOrderAmount;

/**
 * An online pickup order of `phone`'s, through the API: priced, a slot of the last day that takes
 * online payment, the order sent with the priced figures. A 409 (a promotion or a price moved
 * under a parallel test) prices again.
 */
async function placeOnline(phone: string, password: string): Promise<OrderCreated & { total: number; names: string[] }> {
  const token = await tokenOf(`7${phone}`, password);
  const [a, b] = await pieceGoods();
  const items = [{ id: a.id, quantity: Math.max(1, Math.ceil((await minOrder()) / a.article!.registerPrice)) }, { id: b.id, quantity: 1 }];
  const days = await apiMembers<TimeSlotDay>(`/api/shops/${SHOP_ID}/timeslots`);
  const day = days.filter((d) => d.slotType === 'pickup' && d.slots.some((s) => s.paidTypes.includes(1))).at(-1)!;
  const slot = day.slots.find((s) => s.paidTypes.includes(1))!;
  for (let attempt = 0; ; attempt++) {
    const priced = await api<Basket>('POST', `/api/shops/${SHOP_ID}/basket`, { items, receivingMethod: 'pickup', coords: null, orderCashType: 1 }, token);
    const body = orderRequest({
      shopId: SHOP_ID, method: 'pickup', address: null, basket: priced, date: day.date, time: slot.timeInterval, paymentType: 1,
      form: { replacementPolicy: String(REPLACEMENT_POLICIES.call), comment: '', name: '', phone: '', changeFrom: '' },
    });
    try {
      const created = await api<OrderCreated>('POST', '/api/orders', body, token);
      return { ...created, total: priced.total, names: [a.name, b.name] };
    } catch (e) {
      if (attempt >= 2 || !String(e).includes(': 409 ')) throw e;
    }
  }
}

/** The receiving choice before any page runs; the phone reminder stays away. */
async function prepare(page: Page, choice: object) {
  await page.context().addCookies([{ name: 'shop', value: String(SHOP_ID), url: BASE_URL }]);
  await page.addInitScript((c) => {
    if (!sessionStorage.getItem('truth-e2e')) {
      sessionStorage.setItem('truth-e2e', '1');
      localStorage.setItem('receiving', c);
      localStorage.setItem('phone_reminder_dismissed_at', String(Date.now()));
    }
  }, JSON.stringify(choice));
}
const pickupChoice = { method: 'pickup', shopId: SHOP_ID, address: null };

/** A delivery address of the shop, with the point the geocoder gives it (as checkout.spec.ts does). */
async function deliveryChoice() {
  const q = new URLSearchParams({ city: 'Курск', street: 'ул. Радищева', house: '5' });
  const [found] = await apiMembers<{ coordinates: [number, number] }>(`/api/geocoder/forward?${q}`);
  return {
    method: 'delivery', shopId: SHOP_ID,
    address: { id: null, city: 'Курск', street: 'ул. Радищева', house: '5', flat: 17, entrance: 2, floor: 4, code: null, isPrivateHouse: false, coordinates: found.coordinates },
  };
}

test.describe('the success stage says what became of the order', () => {
  test('a declined online payment: cancelled with its reason, the goods back in the basket; another customer sees «not found»', async ({ page, browser }) => {
    await prepare(page, pickupChoice);
    await signIn(page, PLAIN);
    const order = await placeOnline(PLAIN.phone, PLAIN.password);
    expect(order.paymentFormUrl).toMatch(/^\/payment-sandbox\//);

    await page.goto(order.paymentFormUrl!);
    await page.getByRole('button', { name: 'Отказаться' }).click();
    await page.waitForURL(new RegExp(`/basket\\?order=${order.id}&orderId=`));
    expect(new URL(page.url()).origin).toBe(BASE_URL);
    const success = page.getByTestId('basket-success');
    await expect(page.getByRole('heading', { name: 'Заказ аннулирован' })).toBeVisible();
    await expect(success).toContainText(`Заказ № ${order.id}: Аннулирован`);
    await expect(page.getByTestId('order-cancel-reason')).toContainText('Ошибка онлайн-оплаты');
    await expect(success).not.toContainText('ждите звонка оператора');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId('order-back-to-basket').click();
    await page.waitForURL(/\/basket$/);
    for (const name of order.names) await expect(page.getByTestId('basket-lines')).toContainText(name);

    // the same number for another customer: not found, as for a number nobody has
    const other = await browser.newPage();
    await prepare(other, pickupChoice);
    await signIn(other, CARD);
    for (const id of [order.id, 987_654_321]) {
      await other.goto(`/basket?order=${id}`);
      await expect(other.getByRole('heading', { name: 'Заказ не найден' })).toBeVisible();
      await expect(other.getByText(`Заказа № ${id} нет среди ваших заказов.`)).toBeVisible();
    }
    await other.close();
  });

  test('an expired online payment reads as cancelled, not as placed', async ({ page }) => {
    await prepare(page, pickupChoice);
    await signIn(page, PLAIN);
    const order = await placeOnline(PLAIN.phone, PLAIN.password);
    // the API's own answer, with its payment time run out as the sweep would leave it
    // (server/services/orders/read-order.ts customerOrderView shows an overdue order so before it is written)
    await page.route(new RegExp(`/api/orders/${order.id}$`), async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill({
        json: {
          ...real, status: 4, statusName: 'Аннулирован', cancelInfo: { reason: 'Ошибка онлайн-оплаты', comment: 'Истекло время оплаты.' },
          payment: { ...real.payment, status: 6, formUrl: null, expiredAt: new Date(Date.now() - 1000).toISOString() },
        },
      });
    });
    await page.goto(`/basket?order=${order.id}`);
    await expect(page.getByRole('heading', { name: 'Заказ аннулирован' })).toBeVisible();
    await expect(page.getByTestId('order-cancel-reason')).toHaveText('Причина: Ошибка онлайн-оплаты (Истекло время оплаты.)');
    await expect(page.getByTestId('order-pay')).toHaveCount(0);
  });

  test('the pay round trip stays on 127.0.0.1, signed in, with the receiving choice; the paid order repeats what was ordered', async ({ page }, testInfo) => {
    await prepare(page, pickupChoice);
    await signIn(page, PLAIN);
    const order = await placeOnline(PLAIN.phone, PLAIN.password);
    await page.goto(`/basket?order=${order.id}`);
    await expect(page.getByText(`Заказ № ${order.id} ожидает оплаты`)).toBeVisible();
    await page.getByTestId('order-pay').getByRole('link').click();
    await page.waitForURL(/\/payment-sandbox\//);
    expect(new URL(page.url()).origin).toBe(BASE_URL);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(new RegExp(`/basket\\?order=${order.id}&orderId=`));
    expect(new URL(page.url()).origin).toBe(BASE_URL);

    await expect(page.getByTestId('order-paid')).toHaveText('Заказ оплачен');
    await expect(page.getByText(`Заказ № ${order.id} оформлен, ждите звонка оператора`)).toBeVisible();
    await expect(page.getByTestId('order-fact-payment')).toHaveText('Онлайн картой');
    await expect(page.getByTestId('order-fact-total')).toHaveText(rub(order.total));
    await expect(page.getByTestId('order-fact-slot')).toHaveText(/\d+ [а-я]+, \d\d:\d\d–\d\d:\d\d$/);
    // still signed in, the choice kept: no popup over the success screen
    await expect(page.getByTestId('personal-area-link')).toBeVisible();
    await expect(page.getByTestId('receiving-method')).toContainText('Самовывоз из магазина:');
    await expect(page.getByTestId('receiving-dialog')).toHaveCount(0);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: testInfo.outputPath(`success-${size.width}.png`), fullPage: true });
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('below the minimum the basket says how much is missing and keeps checkout off; the header shows the nearest slot', async ({ page }, testInfo) => {
  await prepare(page, pickupChoice);
  await signIn(page, CARD);
  const shop = await apiGet<Shop>(`/api/shops/${SHOP_ID}`);
  const cheap = (await pieceGoods()).filter((g) => g.article!.actualPrice < shop.minOrderAmount).at(-1)!;
  await page.goto(`/basket?good=${cheap.id}`);
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  const amount = Number(plain(await page.getByTestId('basket-amount').innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
  expect(amount).toBeLessThan(shop.minOrderAmount);
  const blockers = page.getByTestId('basket-blockers');
  await expect(blockers).toContainText(`Минимальная сумма заказа без учета доставки и сборки - ${shop.minOrderAmount} руб.`);
  await expect(page.getByTestId('basket-min-missing')).toHaveText(`Добавьте товаров ещё на ${rub(Math.round((shop.minOrderAmount - amount) * 100) / 100)}.`);
  await expect(page.getByTestId('basket-checkout')).toBeDisabled();

  // the nearest pickup slot, from the shop's time slots: the checkout's first choice
  const days = await apiMembers<TimeSlotDay>(`/api/shops/${SHOP_ID}/timeslots`);
  const first = days.find((d) => d.slotType === 'pickup' && d.slots.length > 0)!;
  await expect(page.getByTestId('receiving-nearest-slot')).toHaveText(new RegExp(`^Ближайший самовывоз: .*${first.slots[0].timeInterval.replace('-', '–')}$`));

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`basket-min-${size.width}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('a slot that takes only online payment switches the payment type and says so', async ({ page }, testInfo) => {
  await prepare(page, await deliveryChoice());
  await signIn(page, CARD);
  // goods worth the minimum
  let sum = 0;
  for (const g of await pieceGoods()) {
    await page.goto(`/basket?good=${g.id}`);
    await expect(page.locator(`[data-testid="basket-line"][data-good-id="${g.id}"]`)).toBeVisible();
    sum += g.article!.registerPrice;
    if (sum >= (await minOrder()) + 100) break;
  }
  await page.goto('/basket');
  await page.getByTestId('basket-checkout').click();
  const stage = page.getByTestId('checkout-stage');
  await expect(stage.getByTestId('summary-total')).toBeVisible();
  // the list of goods on the confirm stage
  await expect(stage.getByTestId('checkout-goods-line').first()).toBeVisible();

  // shop 1's 20:00–22:00 delivery slot takes online payment only (the demo schedule)
  await stage.getByTestId('checkout-dates').getByRole('radio').last().check();
  await stage.getByTestId('checkout-times').getByRole('radio', { name: '10:00–12:00' }).check();
  await stage.getByRole('radio', { name: 'Наличными' }).check();
  const notice = stage.getByTestId('checkout-payment-notice');
  await expect(notice).toBeEmpty();
  await stage.getByTestId('checkout-times').getByRole('radio', { name: '20:00–22:00' }).check();
  await expect(notice).toHaveText('В этот интервал доступна только онлайн-оплата');
  await expect(stage.getByRole('radio', { name: 'Онлайн картой' })).toBeChecked();
  await expect(stage.getByTestId('checkout-submit')).toHaveText('Перейти к оплате');
  await page.screenshot({ path: testInfo.outputPath('checkout-notice-1280.png'), fullPage: true });

  // on a phone the goods are folded away under their count
  await page.setViewportSize(PHONE);
  await page.getByTestId('checkout-back').click();
  await page.getByTestId('basket-checkout').click();
  await expect(page.getByTestId('checkout-goods')).not.toHaveAttribute('open');
  await page.screenshot({ path: testInfo.outputPath('checkout-390.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});

test('a shop change that cuts a line to the stock says so on the line until the shopper has seen it', async ({ page }) => {
  // a piece good shop 1 has more of than another pickup shop
  const shops = await apiMembers<Shop>('/api/shops');
  const here = await pieceGoods(SHOP_ID);
  let found: { good: Good; shopId: number; stock: number } | null = null;
  for (const shop of shops.filter((s) => s.id !== SHOP_ID && s.pickupEnabled && s.canAcceptOrders)) {
    const q = new URLSearchParams({ shopId: String(shop.id), pagination: 'false' });
    for (const g of here.slice(0, 60)) q.append('id[]', String(g.id));
    const there = await apiMembers<Good>(`/api/goods?${q}`);
    for (const g of there) {
      const mine = here.find((h) => h.id === g.id)!;
      const stock = g.article?.quantity ?? 0;
      if (stock >= 1 && stock < Math.min(mine.article!.quantity, 98)) {
        found = { good: mine, shopId: shop.id, stock };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'a good another shop has less of').not.toBeNull();
  const { good, shopId, stock } = found!;

  await page.goto(`/basket?good=${good.id}`);
  const line = page.locator(`[data-testid="basket-line"][data-good-id="${good.id}"]`);
  const input = line.getByTestId('quantity-input');
  await input.fill(String(stock + 1));
  await input.press('Enter');
  await expect(input).toHaveValue(String(stock + 1));
  await expect(line.getByTestId('basket-line-cut')).toHaveCount(0);

  await page.evaluate((id) => {
    localStorage.setItem('receiving', JSON.stringify({ method: 'pickup', shopId: id, address: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'receiving' }));
  }, shopId);
  await expect(input).toHaveValue(String(stock));
  await expect(line.getByTestId('basket-line-cut')).toHaveText(`В этом магазине есть только ${stock} шт.`);

  // seen: once the shopper has left the page, the line no longer says it
  await page.goto('/discounts');
  await page.goto('/basket');
  await expect(line.getByTestId('quantity-input')).toHaveValue(String(stock));
  await expect(line.getByTestId('basket-line-cut')).toHaveCount(0);
});
