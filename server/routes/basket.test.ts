// Basket pricing through the API (checkout spec §3 "Basket"): guest and card-holder prices,
// stock cuts and out-of-stock lines, packets and packaging, delivery by zone, over-weight, the
// promotions and the demo promo codes. Goods of shop 1 are given known prices and stock first, so
// every figure below is worked out by hand from the spec's rules and shop 1's demo terms:
// tariffs 199 from 0, 99 from 1 500, 0 from 3 000; packaging {1000, 20, 1000, 10}; packets
// {1500, 9.99, extra from 500 for meat and fish}; free weight 30 kg at 10 ₽/kg; minimum order 700.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Basket, hydraCollection, Promotion, PromotionCalculation, PromoCode } from '../../contract';
import { articles, customers, goods, orders, promoCodeUses, promoCodes, promotions } from '../db/schema';
import { PROMO_GUESSES } from '../services/pricing/resolve-promo-code';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

jest.setTimeout(60_000);

let t: TestApp;
let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.7.0.${++ip}`, ...headers });
let card: Record<string, string>; // Анна, card holder, no orders yet (her demo orders are removed below)
let plain: Record<string, string>; // Борис, no card
let admin: Record<string, string>; // Дарья, a special login

async function bearer(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  return from({ Authorization: `Bearer ${res.body.token}` });
}

/** Goods of shop 1 with known figures: g[0..5]. */
const g: number[] = [];
const MEAT = 5; // g[5] sits under category 3 (meat), a listed extra-packet category

async function setGood(id: number, f: { reg: number; act: number; stock: number; kg: number }) {
  await t.db.update(goods).set({ measureId: 0, grossWeight: f.kg, unitWeight: f.kg, isPickup: false }).where(eq(goods.id, id));
  await t.db.update(articles).set({ registerPrice: f.reg, actualPrice: f.act, quantity: f.stock })
    .where(and(eq(articles.shopId, 1), eq(articles.goodId, id)));
}

const firstIds = async (where: ReturnType<typeof sql>, n: number) => {
  const res = await t.db.execute(sql`SELECT a.good_id AS id FROM articles a JOIN goods g ON g.id = a.good_id
    WHERE a.shop_id = 1 AND ${where} ORDER BY a.good_id LIMIT ${n}`);
  const rows = (Array.isArray(res) ? res : (res as unknown as { rows: { id: unknown }[] }).rows) as { id: unknown }[];
  return rows.map((r) => Number(r.id));
};

beforeAll(async () => {
  t = await testApp();
  [card, plain, admin] = [await bearer('79000000001'), await bearer('79000000002'), await bearer('79000000011', 'admin12345')];
  // the demo gives the card holder a history of orders: without it her basket is a first order
  await t.db.delete(orders).where(inArray(orders.customerId, t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, '79000000001'))));
  // groceries (category 7, not an extra-packet one) and one meat good
  g.push(...await firstIds(sql`g.category_id IN (SELECT id FROM categories WHERE parent_id = 7)`, 5));
  g.push(...await firstIds(sql`g.category_id IN (SELECT id FROM categories WHERE parent_id = 3)`, 1));
  expect(g).toHaveLength(6);
  await setGood(g[0], { reg: 100, act: 80, stock: 10, kg: 0.5 });
  await setGood(g[1], { reg: 250, act: 250, stock: 3, kg: 5 });
  await setGood(g[2], { reg: 90, act: 90, stock: 0, kg: 1 });
  await setGood(g[3], { reg: 1500, act: 1500, stock: 5, kg: 1 });
  await setGood(g[4], { reg: 1499.99, act: 1499.99, stock: 5, kg: 1 });
  await setGood(g[MEAT], { reg: 500, act: 450, stock: 10, kg: 1 });
});
afterAll(() => t.close());

/** Only these demo promotions (by id) are active; none by default. */
const onlyPromotions = async (...ids: number[]) => {
  await t.db.update(promotions).set({ isActive: false });
  if (ids.length) await t.db.update(promotions).set({ isActive: true }).where(inArray(promotions.id, ids));
};

type Line = [index: number, quantity: number];
const body = (lines: Line[], extra: Record<string, unknown> = {}) =>
  ({ items: lines.map(([i, quantity]) => ({ id: g[i], quantity })), receivingMethod: 'pickup', ...extra });

async function price(lines: Line[], extra: Record<string, unknown> = {}, headers: Record<string, string> = from(), shopId = 1) {
  const res = await t.post(`/api/shops/${shopId}/basket`, body(lines, extra), headers);
  expect(res.status).toBe(200);
  return contract(Basket, res.body);
}

const CENTRE = [51.733, 36.1811]; // shop 1's zone «Центр», price 0
const NORTH_EAST = [51.77, 36.21]; // shop 1's zone «Северо-восток», price 150
const OUTSIDE = [51.67, 36.14];

describe('POST /api/shops/{shopId}/basket: lines', () => {
  beforeAll(() => onlyPromotions());

  it('prices a guest with regular prices and a card holder with card prices', async () => {
    const guest = await price([[0, 2], [1, 1]]);
    expect(guest.items.map((l) => [l.price, l.amount])).toEqual([[100, 200], [250, 250]]);
    expect(guest.amount).toBe(450);
    const holder = await price([[0, 2], [1, 1]], {}, card);
    expect(holder.items.map((l) => [l.price, l.amount])).toEqual([[80, 160], [250, 250]]);
    expect(holder.amount).toBe(410);
    const noCard = await price([[0, 2]], {}, plain);
    expect(noCard.items[0].price).toBe(100);
  });

  it('cuts a quantity to the stock and counts nothing of an out-of-stock or unknown good', async () => {
    const basket = await price([[1, 5], [2, 2]], { items: [{ id: g[1], quantity: 5 }, { id: g[2], quantity: 2 }, { id: 99999999999, quantity: 1 }] });
    expect(basket.items).toHaveLength(3);
    expect(basket.items[0]).toMatchObject({ quantity: 3, stock: 3, amount: 750, isOutOfStock: false });
    expect(basket.items[1]).toMatchObject({ id: g[2], quantity: 0, price: 0, amount: 0, isOutOfStock: true });
    expect(basket.items[2]).toMatchObject({ id: 99999999999, quantity: 0, amount: 0, isOutOfStock: true });
    expect([basket.itemsCount, basket.availableItemsCount, basket.amount]).toEqual([3, 1, 750]);
    expect(basket.grossWeight).toBe(15);
  });

  it('adds packets and packaging: 1 packet up to 1 500 ₽, packaging from 1 000 ₽', async () => {
    const small = await price([[0, 2], [1, 1]]); // 450
    expect(small.packetCostInfo).toEqual({ packetNum: 1, packetAmount: 9.99 });
    expect(small.packagingCost).toBe(0);
    expect(small.total).toBe(459.99);
    const big = await price([[3, 1], [0, 1]]); // 1 600: two packets, packaging 20
    expect(big.packetCostInfo).toEqual({ packetNum: 2, packetAmount: 19.98 });
    expect(big.packagingCost).toBe(20);
    expect(big.total).toBe(1639.98);
  });

  it('adds an extra packet for meat once the amount reaches 500 ₽', async () => {
    expect((await price([[MEAT, 0.99 * 0 + 1]])).packetCostInfo.packetNum).toBe(2); // 500 exactly
    const under = await price([[MEAT, 1]], {}, card); // 450 with the card price: below 500
    expect(under.packetCostInfo.packetNum).toBe(1);
  });

  it('answers the shop minimum, and 1 ₽ for a special login', async () => {
    expect((await price([[0, 1]])).minOrderAmount).toBe(700);
    expect((await price([[0, 1]], {}, admin)).minOrderAmount).toBe(1);
  });

  it('answers an empty basket with zeros', async () => {
    const empty = await price([]);
    expect([empty.amount, empty.total, empty.packetCostInfo.packetNum, empty.itemsCount]).toEqual([0, 0, 0, 0]);
  });
});

describe('POST /api/shops/{shopId}/basket: delivery', () => {
  beforeAll(() => onlyPromotions());

  it('charges the tariff of the amount inside a zone of price 0', async () => {
    const basket = await price([[0, 2], [1, 1]], { receivingMethod: 'delivery', coords: CENTRE }); // 450: tariff 199
    expect(basket).toMatchObject({ isDelivery: true, isDeliveryAvailable: true, deliveryCost: 199, deliveryZonePrice: 0, freeDeliveryFrom: 3000 });
    expect(basket.total).toBe(450 + 9.99 + 199);
  });

  it('uses the next tier at exactly its minAmount, not one kopeck below', async () => {
    expect((await price([[3, 1]], { receivingMethod: 'delivery', coords: CENTRE })).deliveryCost).toBe(99); // 1 500
    expect((await price([[4, 1]], { receivingMethod: 'delivery', coords: CENTRE })).deliveryCost).toBe(199); // 1 499.99
    expect((await price([[3, 2]], { receivingMethod: 'delivery', coords: CENTRE })).deliveryCost).toBe(0); // 3 000
  });

  it('adds the zone price', async () => {
    const basket = await price([[0, 2]], { receivingMethod: 'delivery', coords: NORTH_EAST });
    expect([basket.deliveryZonePrice, basket.deliveryCost]).toEqual([150, 199 + 150]);
  });

  it('is unavailable outside every zone, and for a shop that does not deliver', async () => {
    const outside = await price([[0, 2]], { receivingMethod: 'delivery', coords: OUTSIDE });
    expect([outside.isDeliveryAvailable, outside.deliveryCost]).toEqual([false, null]);
    expect(outside.total).toBe(200 + 9.99);
    const res = await t.post('/api/shops/3/basket', { items: [], receivingMethod: 'delivery', coords: CENTRE }, from());
    expect(res.status).toBe(200);
    expect([res.body.isDeliveryAvailable, res.body.deliveryCost]).toEqual([false, null]);
  });

  it('charges nothing for delivery on a pickup order', async () => {
    const basket = await price([[0, 2]], { coords: CENTRE });
    expect([basket.isDelivery, basket.deliveryCost]).toEqual([false, null]);
  });

  it('charges over-weight above 30 kg at 10 ₽ per kg, rounded', async () => {
    await setGood(g[1], { reg: 250, act: 250, stock: 10, kg: 5 });
    try {
      const heavy = await price([[1, 7]], { receivingMethod: 'delivery', coords: CENTRE }); // 35 kg, 1 750 ₽
      expect(heavy.grossWeight).toBe(35);
      expect(heavy.deliveryCost).toBe(99 + 50);
      const light = await price([[1, 6]], { receivingMethod: 'delivery', coords: CENTRE }); // 30 kg: nothing over
      expect(light.deliveryCost).toBe(99);
    } finally {
      await setGood(g[1], { reg: 250, act: 250, stock: 3, kg: 5 });
    }
  });
});

describe('POST /api/shops/{shopId}/basket: promotions', () => {
  it('gives free delivery from 2 000 ₽ (demo promotion 1), on delivery orders only', async () => {
    await onlyPromotions(1);
    const at = await price([[3, 1], [0, 5]], { receivingMethod: 'delivery', coords: NORTH_EAST }); // 2 000
    expect(at.promotion).toMatchObject({ id: 1, freeDelivery: true, discountAmount: 0 });
    expect(at.deliveryCost).toBe(0);
    const below = await price([[4, 1], [0, 5]], { receivingMethod: 'delivery', coords: NORTH_EAST }); // 1 999.99
    expect(below.promotion).toBeNull();
    expect(below.deliveryCost).toBe(99 + 150);
    expect((await price([[3, 1], [0, 5]])).promotion).toBeNull();
  });

  it('gives 5 % off a first order to a signed-in customer, never to a guest', async () => {
    await onlyPromotions(2);
    const first = await price([[0, 10]], {}, card); // 800 with the card
    expect(first.promotion).toMatchObject({ id: 2, discountAmount: 40 });
    expect(first.total).toBe(800 + 9.99 - 40);
    expect((await price([[0, 10]])).promotion).toBeNull();
  });

  it('takes 100 ₽ off a cash order from 1 000 ₽', async () => {
    await onlyPromotions(4);
    expect((await price([[0, 10]], { orderCashType: 3 })).promotion?.discountAmount).toBe(100); // 1 000
    expect((await price([[0, 10]], { orderCashType: 2 })).promotion).toBeNull();
    expect((await price([[0, 10]])).promotion).toBeNull();
  });

  it('lets the best promotion win when several apply', async () => {
    await onlyPromotions(2, 4);
    const basket = await price([[3, 2]], { orderCashType: 3 }, card); // 3 000: 5 % = 150 beats 100
    expect(basket.promotion).toMatchObject({ id: 2, discountAmount: 150 });
  });

  it('applies a once-per-customer promotion until the customer has used it', async () => {
    await onlyPromotions(3);
    expect((await price([[3, 2]], {}, card)).promotion).toMatchObject({ id: 3, discountAmount: 300 });
    const [anna] = await t.db.select().from(customers).where(eq(customers.phone, '79000000001'));
    await t.db.execute(sql`INSERT INTO promotion_uses (promotion_id, customer_id, order_id) VALUES (3, ${anna.id}, 1)`);
    expect((await price([[3, 2]], {}, card)).promotion).toBeNull();
    await t.db.execute(sql`DELETE FROM promotion_uses`);
  });

  it('applies the "no other promotion" one only alone', async () => {
    await onlyPromotions(4, 7);
    expect((await price([[0, 10]])).promotion).toMatchObject({ id: 7, discountAmount: 20 }); // 2 % of 1 000
    expect((await price([[0, 10]], { orderCashType: 3 })).promotion).toMatchObject({ id: 4, discountAmount: 100 });
  });
});

describe('GET /api/shops/{shopId}/promotions and …/calculate', () => {
  beforeAll(async () => { await t.db.update(promotions).set({ isActive: true }); });

  it('lists the active demo promotions, one of each rule kind', async () => {
    const res = await t.get('/api/shops/1/promotions');
    expect(res.status).toBe(200);
    const list = contract(hydraCollection(Promotion), res.body)['hydra:member'];
    expect(list.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(list.flatMap((p) => p.rules.map((r) => r.type)))).toEqual(new Set([
      'orderAmount', 'goodsWeight', 'anyGoods', 'orderCashType', 'firstOrderOnly', 'maxCustomerApplies', 'otherPromotionApplies',
    ]));
    expect(new Set(list.flatMap((p) => p.results.map((r) => r.type)))).toEqual(new Set(['freeDelivery', 'discountAmount', 'percentAmount']));
  });

  it('leaves out a promotion that has ended or is switched off', async () => {
    await t.db.update(promotions).set({ endsAt: new Date('2020-01-01T00:00:00Z') }).where(eq(promotions.id, 5));
    await t.db.update(promotions).set({ isActive: false }).where(eq(promotions.id, 6));
    const res = await t.get('/api/shops/1/promotions');
    expect(res.body['hydra:member'].map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 7]);
    await t.db.update(promotions).set({ endsAt: null, isActive: true });
  });

  it('calculates one promotion for a basket', async () => {
    const res = await t.post(`/api/shops/1/promotions/1/calculate`, body([[3, 2]], { receivingMethod: 'delivery', coords: CENTRE }), from());
    expect(res.status).toBe(200);
    expect(contract(PromotionCalculation, res.body)).toEqual({ '@type': 'PromotionCalculation', promotionId: 1, applies: true, discountAmount: 0, freeDelivery: true });
    const no = await t.post(`/api/shops/1/promotions/4/calculate`, body([[0, 1]], { orderCashType: 3 }), from());
    expect(no.body).toMatchObject({ applies: false, discountAmount: 0 });
  });

  it('answers 404 for an unknown promotion or shop', async () => {
    expectError(await t.post('/api/shops/1/promotions/999/calculate', body([]), from()), 404);
    expectError(await t.get('/api/shops/999/promotions'), 404);
  });
});

describe('promo codes in the basket', () => {
  beforeAll(() => onlyPromotions());

  it('DEMO10 takes 10 % of the goods', async () => {
    const basket = await price([[0, 2], [1, 1]], { promoCode: 'demo10' }); // 450
    expect(basket.promoCode).toMatchObject({ code: 'DEMO10', discountType: 2, amount: 10, discountAmount: 45 });
    expect(basket.promoCodeError).toBeNull();
    expect(basket.total).toBe(450 + 9.99 - 45);
  });

  it('DEMO200 takes 200 ₽ from 1 500 ₽, not from 1 499.99 ₽', async () => {
    const at = await price([[3, 1]], { promoCode: 'DEMO200' });
    expect(at.promoCode?.discountAmount).toBe(200);
    expect(at.packetCostInfo.packetNum).toBe(1); // 1 500 / 1 500: one packet exactly
    expect(at.total).toBe(1500 + 9.99 + 20 - 200);
    const below = await price([[4, 1]], { promoCode: 'DEMO200' });
    expect(below.promoCode).toBeNull();
    expect(below.promoCodeError).toBe('Промокод действует при заказе от 1\u00a0500\u00a0₽.');
  });

  it('ONCE works until it has been used once', async () => {
    expect((await price([[0, 2]], { promoCode: 'ONCE' })).promoCode?.discountAmount).toBe(150);
    const [once] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE'));
    await t.db.insert(promoCodeUses).values({ promoCodeId: once.id, customerId: null, orderId: 1 });
    const used = await price([[0, 2]], { promoCode: 'ONCE' });
    expect([used.promoCode, used.promoCodeError]).toEqual([null, 'Промокод не найден или больше не действует.']);
    await t.db.delete(promoCodeUses);
  });

  it('never lets the total go below 0', async () => {
    const basket = await price([[0, 1]], { promoCode: 'ONCE' }); // 100 + 9.99 − 100 (capped at the goods)
    expect(basket.promoCode?.discountAmount).toBe(100);
    expect(basket.total).toBe(9.99);
  });

  it('MEAT15 counts only meat at its regular price', async () => {
    await setGood(g[MEAT], { reg: 500, act: 500, stock: 10, kg: 1 });
    try {
      const mixed = await price([[0, 2], [MEAT, 1]], { promoCode: 'MEAT15' }); // 200 of groceries, 500 of meat
      expect(mixed.promoCode).toMatchObject({ discountAmount: 75, ruleCategories: [3], ruleCategoryNames: ['Мясо и птица'], ruleWhitePrice: true });
    } finally {
      await setGood(g[MEAT], { reg: 500, act: 450, stock: 10, kg: 1 });
    }
    // with a card discount the meat no longer counts
    const discounted = await price([[0, 2], [MEAT, 1]], { promoCode: 'MEAT15' });
    expect(discounted.promoCodeError).toBe('В корзине нет товаров, на которые действует промокод.');
    expect((await price([[0, 2]], { promoCode: 'MEAT15' })).promoCodeError).toBe('В корзине нет товаров, на которые действует промокод.');
  });

  it('explains an unknown or expired code', async () => {
    expect((await price([[0, 2]], { promoCode: 'NOPE' })).promoCodeError).toBe('Промокод не найден или больше не действует.');
    expect((await price([[0, 2]], { promoCode: 'OLD5' })).promoCodeError).toBe('Промокод не найден или больше не действует.');
  });
});

describe('POST /api/promo_codes/resolve', () => {
  const resolve = (promoCode: string, basketTotal: number, items: [number, number][] = [[0, basketTotal]]) =>
    t.post('/api/promo_codes/resolve', {
      shopId: 1, cashType: 2, promoCode, basketTotal, basketItems: items.map(([i, amount]) => ({ goodId: g[i], amount })),
    }, from());

  it('answers the code with its discount', async () => {
    const res = await resolve('Demo10', 1000);
    expect(res.status).toBe(200);
    expect(contract(PromoCode, res.body)).toMatchObject({ code: 'DEMO10', discountType: 2, amount: 10, discountAmount: 100 });
    expect(res.body.description).toBe('Скидка 10\u00a0% на товары.');
    expect((await resolve('DEMO200', 1500)).body.discountAmount).toBe(200);
  });

  it.each([
    ['NOPE', 1000, 'Промокод не найден или больше не действует.'],
    ['OLD5', 1000, 'Промокод не найден или больше не действует.'],
    ['DEMO200', 1499.99, 'Промокод действует при заказе от 1\u00a0500\u00a0₽.'],
    ['MEAT15', 1000, 'В корзине нет товаров, на которые действует промокод.'],
  ])('answers 400 for %s at %s ₽: %s', async (code, total, message) => {
    const res = await resolve(code, total);
    expectError(res, 400);
    expect(res.body['hydra:description']).toBe(message);
  });

  it('answers 400 for a used-up code', async () => {
    const [once] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE'));
    await t.db.insert(promoCodeUses).values({ promoCodeId: once.id, customerId: null, orderId: 2 });
    const res = await resolve('ONCE', 500);
    expectError(res, 400);
    expect(res.body['hydra:description']).toBe('Промокод не найден или больше не действует.');
    await t.db.delete(promoCodeUses);
  });

  it('limits refused codes per address: the 21st guess in 10 minutes is 429, a right code is not counted, another address goes on', async () => {
    const guesser = from();
    const guess = (code: string) => t.post('/api/promo_codes/resolve', {
      shopId: 1, cashType: 2, promoCode: code, basketTotal: 1000, basketItems: [{ goodId: g[0], amount: 1000 }],
    }, guesser);
    expect((await guess('DEMO10')).status).toBe(200);
    for (let i = 0; i < PROMO_GUESSES[0].limit; i++) expect((await guess(`GUESS${i}`)).status).toBe(400);
    const blocked = await guess('GUESS-LAST');
    expectError(blocked, 429);
    expect(blocked.body['hydra:description']).toMatch(/Слишком много попыток ввести промокод/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await resolve('DEMO10', 1000)).status).toBe(200);
  });

  it('answers 422 with violations for a malformed body', async () => {
    const res = await t.post('/api/promo_codes/resolve', { shopId: 1, promoCode: '', basketTotal: -1, basketItems: 'x' }, from());
    expectError(res, 422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['basketItems', 'basketTotal', 'promoCode']);
  });
});

describe('bad requests', () => {
  it('answers 422 with violations for a malformed basket', async () => {
    const res = await t.post('/api/shops/1/basket', { items: [{ id: 'x', quantity: 0 }], receivingMethod: 'air' }, from());
    expectError(res, 422);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(expect.arrayContaining(['items.0.quantity', 'receivingMethod']));
  });

  it('answers 404 for an unknown shop and 401 for a bad token', async () => {
    expectError(await t.post('/api/shops/999/basket', body([]), from()), 404);
    expectError(await t.post('/api/shops/1/basket', body([]), from({ Authorization: 'Bearer nonsense' })), 401);
  });
});
