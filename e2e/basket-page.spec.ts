// The /basket page in the real browser: its three stages, every figure the server's, the
// refresh of the stored lines, the free-delivery notice and the shop's special information, the
// checkout button for guests and customers, the success stage with its pay link, the dataLayer
// events, and its look (axe at a phone's and a desktop's width).
//
// The pricing answers of the first part are the test's own (page.route on POST /api/shops/{id}/basket,
// shaped as contract/basket.ts Basket) with figures no local rule could produce, so what the page shows
// can only have come from the answer; goods, the session and the shops are the real API's.
import type { Page, Route } from '@playwright/test';
import axe from 'axe-core';
import type { Basket, Good, HydraCollection, Shop } from '@/contract';
import { apiGet, apiMembers, chooseShop, expect, signIn, test } from './fixtures';

/** The demo card holder. */
const CARD_HOLDER = { phone: '9000000001', password: 'demo12345' };

let shopId: number;
let goods: Good[];

test.beforeAll(async () => {
  shopId = (await apiMembers<Shop>('/api/shops'))[0].id;
  // in-stock piece goods of one shop (not pickup-only, so adding them asks nothing)
  const all = await apiGet<HydraCollection<Good>>(`/api/shops/${shopId}/goods?itemsPerPage=100`);
  goods = all['hydra:member'].filter((g) => g.measure.id === 0 && (g.article?.quantity ?? 0) >= 10 && !g.isPickup).slice(0, 4);
  expect(goods.length, 'the demo shop sells four piece goods with 10 in stock').toBe(4);
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shopId);
});

const lineOf = (page: Page, id: number) => page.locator(`[data-testid="basket-line"][data-good-id="${id}"]`);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const rub = (n: number) => plain(new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 }).format(n));

/** What the page asks (contract/basket.ts PricingRequest, as the browser sends it). */
type PricingRequest = { items: { id: number; quantity: number }[]; receivingMethod: 'delivery' | 'pickup'; coords?: [number, number] | null };

type Fake = {
  /** goods the fake shop has run out of */
  out?: number[];
  /** stock per good (default 10) */
  stock?: Record<number, number>;
  freeDeliveryFrom?: number | null;
  maxFreeWeight?: number | null;
  /** delay of every answer after the first, ms */
  slowAfterFirst?: number;
};

/** The fake shop's unit price: 1000.9 + the good's id mod 500 (no demo price ends in 90 kopecks above 1000 like that). */
const fakePrice = (id: number) => Math.round((1000.9 + (id % 500)) * 100) / 100;
const times = (id: number, q: number) => Math.round(fakePrice(id) * q * 100) / 100;

/** A Basket as the pricing API would answer, priced by fakePrice. */
function answer(request: PricingRequest, fake: Fake): Basket {
  const items = request.items.map(({ id, quantity }) => {
    const stock = fake.out?.includes(id) ? 0 : fake.stock?.[id] ?? 10;
    const q = Math.min(quantity, stock);
    const price = stock > 0 ? fakePrice(id) : 0;
    return {
      id, quantity: q, stock, registerPrice: fakePrice(id), actualPrice: fakePrice(id), price, amount: times(id, q),
      isOutOfStock: stock === 0, isPickup: false, grossWeight: q,
    };
  });
  const amount = Math.round(items.reduce((sum, i) => sum + i.amount, 0) * 100) / 100;
  return {
    '@type': 'Basket', shopId, items, itemsCount: items.length, availableItemsCount: items.filter((i) => !i.isOutOfStock).length,
    amount, grossWeight: items.reduce((s, i) => s + i.grossWeight, 0), isDelivery: request.receivingMethod === 'delivery',
    isDeliveryAvailable: true, deliveryCost: request.receivingMethod === 'delivery' ? 149 : null, deliveryZonePrice: null,
    freeDeliveryFrom: fake.freeDeliveryFrom === undefined ? 3000 : fake.freeDeliveryFrom,
    maxFreeWeight: fake.maxFreeWeight === undefined ? 50 : fake.maxFreeWeight,
    packagingCost: 17, packetCostInfo: { packetNum: 2, packetAmount: 14 }, promotion: null, promoCode: null, promoCodeError: null,
    minOrderAmount: 0, total: sum(amount, 17 + 14 + (request.receivingMethod === 'delivery' ? 149 : 0)), orderCashType: null,
  };
}

const sum = (...n: number[]) => Math.round(n.reduce((a, b) => a + b, 0) * 100) / 100;

/** Answers the page's pricing requests from the fake shop; returns the requests it saw. */
async function fakePricing(page: Page, fake: Fake = {}) {
  const seen: PricingRequest[] = [];
  await page.route(/\/api\/shops\/\d+\/basket$/, async (route: Route) => {
    const request = route.request().postDataJSON() as PricingRequest;
    seen.push(request);
    if (fake.slowAfterFirst && seen.length > 1) await new Promise((r) => setTimeout(r, fake.slowAfterFirst));
    await route.fulfill({ status: 200, contentType: 'application/ld+json', json: answer(request, fake) });
  });
  return seen;
}

/** Puts the goods into the basket through the address (?good=…), as any page can. */
async function fill(page: Page, ids: number[]) {
  await page.goto(`/catalog?${ids.map((id) => `good=${id}`).join('&')}`);
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', String(ids.length));
}

type Address = { id: null; city: string; street: string; house: string; flat: null; entrance: null; floor: null; code: null; isPrivateHouse: boolean; coordinates: [number, number] };

/**
 * Saves a receiving choice as another tab would (localStorage, then the storage event; the shop cookie
 * is the test's already). Without the event the open page's store keeps the seeded pickup choice, and
 * its pending write (the shop's address, fetched for the header) put pickup back under a loaded CI.
 */
const chooseReceiving = (page: Page, choice: { method: 'pickup' | 'delivery'; shopId: number; address?: Address }) =>
  page.evaluate((c) => {
    localStorage.setItem('receiving', JSON.stringify({ address: null, ...c }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'receiving' }));
  }, choice);

/** A demo address in Курск inside a zone of the shop (the demo gazetteer and zones), as a guest's temporary address. */
async function addressInZone(): Promise<{ address: Address; shopId: number }> {
  const q = new URLSearchParams({ city: 'Курск', street: 'ул. Радищева', house: '7' });
  const [found] = await apiMembers<{ city: string; street: string; house: string; coordinates: [number, number] }>(`/api/geocoder/forward?${q}`);
  expect(found, 'the gazetteer knows Курск, ул. Радищева, 7').toBeTruthy();
  const [zone] = await apiMembers<{ shopId: number }>(`/api/delivery_zones?coords=${found.coordinates.join(',')}`);
  expect(zone, 'Курск, ул. Радищева, 7 lies in a delivery zone').toBeTruthy();
  return {
    shopId: zone.shopId,
    address: { id: null, city: found.city, street: found.street, house: found.house, flat: null, entrance: null, floor: null, code: null, isPrivateHouse: true, coordinates: found.coordinates },
  };
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

test.describe('the basket stage', () => {
  test('lists available lines first, then out-of-stock ones with their remove action; every figure is the server\'s', async ({ page }) => {
    const [a, b, c] = goods;
    await fakePricing(page, { out: [b.id] });
    await fill(page, [a.id, b.id, c.id]);
    await page.goto('/basket');

    await expect(page.getByTestId('basket-line')).toHaveCount(3);
    await expect.poll(() => page.getByTestId('basket-line').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-good-id')))))
      .toEqual([a.id, c.id, b.id]);
    const out = lineOf(page, b.id);
    await expect(out).toContainText('Нет в наличии');
    await expect(out.getByTestId('quantity-input')).toHaveCount(0);
    await expect(lineOf(page, a.id).getByTestId('basket-line-amount')).toHaveText(rub(fakePrice(a.id)));

    const summary = page.getByTestId('basket-summary');
    await expect(summary.getByTestId('basket-amount')).toHaveText(rub(sum(fakePrice(a.id), fakePrice(c.id))));
    await expect(summary.getByTestId('basket-packets')).toHaveText(rub(14));
    await expect(summary.getByTestId('basket-packaging')).toHaveText(rub(17));
    // pickup (no choice yet): no delivery line
    await expect(summary.getByTestId('basket-delivery')).toHaveCount(0);
    await expect(summary.getByTestId('basket-total')).toHaveText(rub(sum(fakePrice(a.id), fakePrice(c.id), 31)));

    // the stored basket follows the answer: the missing good marked with a zero price
    await expect.poll(() => page.evaluate((id) => (JSON.parse(localStorage.getItem('basket') ?? '[]') as { id: number; isOutOfStock: boolean; price: number }[])
      .find((l) => l.id === id), b.id)).toMatchObject({ isOutOfStock: true, price: 0 });

    await out.getByRole('button', { name: `Удалить: ${b.name}` }).click();
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', '2');
  });

  test('cuts a quantity to the stock the server reports, once, without asking again and again', async ({ page }) => {
    const [a] = goods;
    const seen = await fakePricing(page, { stock: { [a.id]: 3 } });
    await fill(page, [a.id]);
    await page.evaluate((id) => {
      const lines = JSON.parse(localStorage.getItem('basket') ?? '[]') as { id: number; quantity: number }[];
      localStorage.setItem('basket', JSON.stringify(lines.map((l) => (l.id === id ? { ...l, quantity: 8 } : l))));
    }, a.id);
    await page.goto('/basket');
    const field = lineOf(page, a.id).getByTestId('quantity-input');
    await expect(field).toHaveValue('3');
    await expect(page.getByTestId('basket-total')).toHaveText(rub(sum(times(a.id, 3), 31)));
    // asked for 8, then for the 3 it was cut to, and then no more: the refresh does not loop
    await page.waitForTimeout(1500);
    expect(seen.map((r) => r.items[0].quantity)).toEqual([8, 3]);
  });

  test('keeps the last figures on screen while the next answer is on its way', async ({ page }) => {
    const [a] = goods;
    await fakePricing(page, { slowAfterFirst: 1500 });
    await fill(page, [a.id]);
    await page.goto('/basket');
    const total = page.getByTestId('basket-total');
    await expect(total).toHaveText(rub(sum(fakePrice(a.id), 31)));
    await lineOf(page, a.id).getByRole('button', { name: 'Увеличить количество' }).click();
    // asked again: the old total stays (no blank, no local guess) until the server answers
    await expect(page.getByTestId('basket-summary')).toHaveAttribute('aria-busy', 'true');
    await expect(total).toHaveText(rub(sum(fakePrice(a.id), 31)));
    await expect(total).toHaveText(rub(sum(times(a.id, 2), 31)));
  });

  test('shows the free-delivery notice and the shop\'s special information for the chosen shop', async ({ page }) => {
    const [a] = goods;
    await fakePricing(page, { freeDeliveryFrom: 1500, maxFreeWeight: 50 });
    await page.route(new RegExp(`/api/shops/${shopId}$`), async (route) => {
      const shop = await (await route.fetch()).json() as Shop;
      await route.fulfill({ json: { ...shop, specialInfo: '<p>Сегодня <b>до 21:00</b></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">' } });
    });
    await fill(page, [a.id]);
    await page.goto('/basket');
    await expect(page.getByTestId('receiving-prompt')).toHaveCount(0);
    await expect(page.getByTestId('free-delivery-notice')).toHaveText(plain('Бесплатная доставка от 1 500 ₽ (для заказов до 50 кг)'), { useInnerText: true });
    const special = page.getByTestId('shop-special-info');
    await expect(special).toContainText('Сегодня до 21:00');
    await expect(special.locator('b')).toHaveText('до 21:00');
    await expect(special.locator('script')).toHaveCount(0);
    await expect(special.locator('[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  });

  test('the notice leaves the weight out when the shop has no limit', async ({ page }) => {
    const [a] = goods;
    const seen = await fakePricing(page, { freeDeliveryFrom: 2000, maxFreeWeight: null });
    const inZone = await addressInZone();
    await fill(page, [a.id]);
    await chooseReceiving(page, { method: 'delivery', ...inZone });
    await page.goto('/basket');
    await expect(page.getByTestId('free-delivery-notice')).toHaveText(plain('Бесплатная доставка от 2 000 ₽'), { useInnerText: true });
    // delivery chosen: the delivery line is there, and the page asked for the address's point
    await expect(page.getByTestId('basket-delivery')).toHaveText(rub(149));
    expect(seen.at(-1)).toMatchObject({ receivingMethod: 'delivery', coords: inZone.address.coordinates });
  });

  test('a guest sees the checkout button disabled, with a hint that opens the sign-in popup', async ({ page }) => {
    await fakePricing(page);
    await fill(page, [goods[0].id]);
    await page.goto('/basket');
    const button = page.getByTestId('basket-checkout');
    await expect(page.getByTestId('basket-checkout-hint')).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/войдите или зарегистрируйтесь/);
    await page.getByRole('button', { name: 'войдите или зарегистрируйтесь' }).click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });

  test('\'Очистить корзину\' asks first, then clears through remove=all', async ({ page }) => {
    await fakePricing(page);
    await fill(page, [goods[0].id, goods[1].id]);
    await page.goto('/basket');
    const clear = page.getByRole('button', { name: 'Очистить корзину' });
    // it cannot be undone: a refusal keeps everything
    await clear.click();
    const confirm = page.getByTestId('basket-clear-confirm');
    await expect(confirm).toContainText('Очистить корзину?');
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    await clear.click();
    await page.getByTestId('basket-clear-confirm').getByRole('button', { name: 'Очистить' }).click();
    await expect(page.getByTestId('basket-empty')).toBeVisible();
  });
});

test.describe('before a receiving choice', () => {
  // no seeded choice: the page prices with the cookie's shop for pickup and asks for a choice
  test.use({ seedReceiving: false });

  test('prices with the default shop, asks to choose, and shows no notice yet', async ({ page }) => {
    const seen = await fakePricing(page, { freeDeliveryFrom: 1500 });
    // the basket is filled by the address; the popup opens by itself over the page
    await page.goto(`/basket?good=${goods[0].id}`);
    await expect(page.getByTestId('receiving-prompt')).toBeVisible();
    await expect(page.getByTestId('basket-total')).toHaveText(rub(sum(fakePrice(goods[0].id), 31)));
    await expect(page.getByTestId('free-delivery-notice')).toHaveCount(0);
    expect(seen.at(-1)).toMatchObject({ receivingMethod: 'pickup', coords: null });
  });

  test('a first visitor\'s empty basket paints its picture from the first HTML, and that stays the largest paint under the popup', async ({ page }) => {
    // the picture is in the server's HTML, before any script has read the basket
    const html = await (await page.request.get('/basket')).text();
    expect(html).toContain('src="/images/basket.svg"');

    await page.addInitScript(() => {
      const w = window as unknown as { lcp: string[] };
      w.lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) w.lcp.push(e.element?.outerHTML.slice(0, 60) ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/basket');
    await expect(page.getByTestId('basket-empty')).toBeVisible();
    // the popup opens by itself and draws its panel (before the picture, its text was the largest paint, seconds late)
    await expect(page.getByTestId('receiving-dialog').getByRole('tabpanel')).not.toContainText('Загрузка');
    const lcp = await page.evaluate(() => (window as unknown as { lcp: string[] }).lcp);
    expect(lcp.at(-1)).toContain('/images/basket.svg');
  });
});

test.describe('checkout and success', () => {
  test('a customer moves to confirm (begin_checkout) and back; the page view was counted on load', async ({ page }) => {
    const [a, b] = goods;
    await fakePricing(page, { out: [b.id] });
    await signIn(page, CARD_HOLDER);
    await fill(page, [a.id, b.id]);
    await chooseReceiving(page, { method: 'pickup', shopId });
    await page.goto('/basket');
    const button = page.getByTestId('basket-checkout');
    await expect(page.getByTestId('basket-total')).toHaveText(rub(sum(fakePrice(a.id), 31)));
    await expect(page.getByTestId('basket-checkout-hint')).toHaveCount(0);
    expect((await dataLayer(page)).filter((e) => e.event === 'page_view')).toEqual([{ event: 'page_view', page_path: '/basket', page_title: expect.stringContaining('Корзина') }]);
    // initiate-checkout fires on load (checkout spec §2), with the server's figures and the available lines only
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'begin_checkout')).toEqual([{
      event: 'begin_checkout',
      ecommerce: { currency: 'RUB', value: sum(fakePrice(a.id), 31), items: [{ item_id: String(a.id), item_name: a.name, price: fakePrice(a.id), quantity: 1 }] },
    }]);
    const layer = await dataLayer(page);
    expect(layer[layer.findIndex((e) => e.event === 'begin_checkout') - 1]).toEqual({ ecommerce: null });

    // a line out of stock would stop the order: the basket says so and keeps the button off until it goes
    await expect(page.getByTestId('basket-blockers')).toContainText('Некоторых товаров нет в наличии');
    await expect(button).toBeDisabled();
    await lineOf(page, b.id).getByRole('button', { name: `Удалить: ${b.name}` }).click();
    await expect(button).toBeEnabled();

    await button.click();
    await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
    // no second begin_checkout for the click: the load counted it
    expect((await dataLayer(page)).filter((e) => e.event === 'begin_checkout')).toHaveLength(1);

    await page.getByRole('button', { name: 'Вернуться в корзину' }).click();
    await expect(page.getByRole('heading', { name: 'Корзина' })).toBeVisible();

    // a change of the receiving method closes the checkout
    await button.click();
    await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
    await page.evaluate((id) => {
      localStorage.setItem('receiving', JSON.stringify({ method: 'pickup', shopId: id + 1, address: null }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'receiving' }));
    }, shopId);
    await expect(page.getByRole('heading', { name: 'Корзина' })).toBeVisible();
  });

  test('?order={id} opens the success stage, with the pay link and its countdown while the order awaits payment', async ({ page }) => {
    await signIn(page, CARD_HOLDER);
    // the expiry is set when the order is read, so a slow page load does not eat into it
    let expiresIn = 65_000;
    await page.route(/\/api\/orders\/4242$/, (route) => route.fulfill({
      json: {
        '@id': '/api/orders/4242', '@type': 'Order', id: 4242, status: 7, statusName: 'Ожидает оплаты', amount: 1234.5,
        type: 'pickup', shop: { id: shopId, name: 'Магазин', address: 'Курск, ул. Ленина, 1' }, deliveryDate: '2026-11-26', deliveryTime: '18:00-20:00',
        cashType: 1, address: null, cancelInfo: null, goods: [],
        payment: { status: 0, expiredAt: new Date(Date.now() + expiresIn).toISOString(), formUrl: 'https://pay.example/form/4242', refunds: [] },
      },
    }));
    await page.goto('/basket?order=4242');
    await expect(page.getByRole('heading', { name: 'Заказ оформлен' })).toBeVisible();
    await expect(page.getByText('Заказ № 4242 ожидает оплаты')).toBeVisible();
    // what was ordered, repeated
    await expect(page.getByTestId('order-fact-slot')).toHaveText(/26 ноября.*18:00–20:00/);
    await expect(page.getByTestId('order-fact-where')).toHaveText('Курск, ул. Ленина, 1');
    await expect(page.getByTestId('order-fact-payment')).toHaveText('Онлайн картой');
    await expect(page.getByTestId('order-fact-total')).toHaveText(rub(1234.5));
    await expect(page.getByRole('link', { name: 'Перейти в личный кабинет' })).toHaveAttribute('href', '/personal-area');
    const pay = page.getByTestId('order-pay');
    await expect(pay.getByRole('link')).toHaveAttribute('href', 'https://pay.example/form/4242');
    const countdown = pay.getByTestId('order-pay-countdown');
    await expect(countdown).toHaveText(/^(01:0[0-5]|00:[3-5]\d)$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!);

    // once the time is up the link goes
    expiresIn = 10_000;
    await page.reload();
    await expect(pay.getByRole('link')).toBeVisible();
    await expect(pay).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByTestId('order-pay-expired')).toBeVisible();
  });

  test('a guest is asked to sign in to see the order, not told it was placed', async ({ page }) => {
    await page.goto('/basket?order=77');
    await expect(page.getByRole('heading', { name: 'Заказ № 77' })).toBeVisible();
    await expect(page.getByText('Войдите, чтобы увидеть заказ № 77.')).toBeVisible();
    await expect(page.getByText(/ждите звонка оператора/)).toHaveCount(0);
    await page.getByTestId('order-sign-in').click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
  });
});

test.describe('with the real pricing API', () => {
  test('a signed-in customer with a delivery address inside a zone sees the delivery price on the basket page', async ({ page }) => {
    // one cheap good, so neither the free-delivery tier nor a free-delivery promotion applies
    const cheap = [...goods].sort((x, y) => x.article!.registerPrice - y.article!.registerPrice)[0];
    const shop = await apiGet<Shop>(`/api/shops/${shopId}`);
    const q = new URLSearchParams({ city: 'Курск', street: 'ул. Радищева', house: '5' });
    const [home] = await apiMembers<{ coordinates: [number, number] }>(`/api/geocoder/forward?${q}`);
    const [zone] = await apiMembers<{ shopId: number; price: number }>(`/api/delivery_zones?coords=${home.coordinates.join(',')}&shopId=${shopId}`);
    expect(zone?.shopId, 'the demo customer\'s address lies in a zone of the shop').toBe(shopId);

    await signIn(page, CARD_HOLDER);
    await fill(page, [cheap.id]);
    await page.goto('/basket');
    // pickup (the seeded choice): no delivery line
    await expect(page.getByTestId('basket-total')).toBeVisible();
    await expect(page.getByTestId('basket-delivery')).toHaveCount(0);

    await page.getByTestId('receiving-method').click();
    const dialog = page.getByTestId('receiving-dialog');
    await dialog.getByRole('tab', { name: 'Доставка' }).click();
    await dialog.getByTestId('delivery-address').filter({ hasText: 'ул. Радищева, 5, кв. 17' }).click();
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('receiving-method')).toContainText('Доставка по адресу:');

    // the tariff of the goods amount (the first tier whose minAmount it reaches, 149 without tiers) plus the zone price
    const amountText = plain(await page.getByTestId('basket-amount').innerText());
    const amount = Number(amountText.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(amount).toBeGreaterThan(0);
    const tier = shop.deliveryCosts.find((c) => c.minAmount <= amount);
    const expected = (shop.deliveryCosts.length ? tier?.price ?? 0 : 149) + zone.price;
    expect(expected, 'a priced delivery, not a free one').toBeGreaterThan(0);
    await expect(page.getByTestId('basket-delivery')).toHaveText(rub(expected));
    // one cheap good: below the shop's minimum the basket says what is missing and keeps checkout off
    expect(amount).toBeLessThan(shop.minOrderAmount);
    await expect(page.getByTestId('basket-min-missing')).toHaveText(`Добавьте товаров ещё на ${rub(Math.round((shop.minOrderAmount - amount) * 100) / 100)}.`);
    await expect(page.getByTestId('basket-checkout')).toBeDisabled();
    // and how far free delivery is, when the shop has a free tier
    const free = shop.deliveryCosts.find((c) => c.price === 0);
    if (free && free.minAmount > amount) {
      await expect(page.getByTestId('free-delivery-progress')).toHaveText(`До бесплатной доставки осталось ${rub(Math.round((free.minAmount - amount) * 100) / 100)}`);
    }
    if (process.env.BASKET_SHOTS) await page.screenshot({ path: `${process.env.BASKET_SHOTS}/basket-delivery.png`, fullPage: true });
  });

  test('a guest\'s lines are priced by the shop at the regular price', async ({ page }) => {
    const [a, b] = goods;
    await fill(page, [a.id, b.id]);
    await page.goto('/basket');
    await expect(lineOf(page, a.id).getByTestId('basket-line-amount')).toHaveText(rub(a.article!.registerPrice));
    await lineOf(page, b.id).getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(lineOf(page, b.id).getByTestId('basket-line-amount')).toHaveText(rub(Math.round(b.article!.registerPrice * 200) / 100));
    await expect(page.getByTestId('basket-amount')).toHaveText(rub(Math.round((a.article!.registerPrice + 2 * b.article!.registerPrice) * 100) / 100));
  });
});

test.describe('the look', () => {
  type Violation = { id: string; nodes: string[] };
  async function axeViolations(page: Page): Promise<Violation[]> {
    await page.evaluate(axe.source);
    return page.evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    });
  }

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`the filled basket has no axe violation at ${viewport.width} px`, async ({ page }, info) => {
      await page.setViewportSize(viewport);
      await fakePricing(page, { out: [goods[2].id] });
      await fill(page, goods.slice(0, 3).map((g) => g.id));
      await chooseReceiving(page, { method: 'pickup', shopId });
      await page.goto('/basket');
      await expect(page.getByTestId('basket-total')).toBeVisible();
      await expect(page.getByTestId('free-delivery-notice')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`basket-${viewport.width}.png`), fullPage: true });
      if (process.env.BASKET_SHOTS) await page.screenshot({ path: `${process.env.BASKET_SHOTS}/basket-${viewport.width}.png`, fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
