// Money and stock at order creation: quantities only on the measure's step (one number taken,
// stored and given back), the delivery zone decided from the order's address rather than the
// client's map point, and an Idempotency-Key that a crash cannot leave claimed.
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import { articles, goods, idempotencyKeys, orderLines, orders } from '../db/schema';
import { sandboxGateway } from '../adapters/payment/sandbox';
import { housePoint } from '../demo/seed/receiving';
import { applyPaymentEvent } from '../services/orders/payment-events';
import { expectError, testApp, type TestApp } from '../test/harness';
import {
  CENTRE, NOW, OUTSIDE, newKey, payload, plentiful, resetNow, setNow, signIn, stockOf, type PayloadOptions,
} from '../test/order-fixtures';

let t: TestApp;
let anna: { id: number; headers: Record<string, string> };
let dear: { id: number; name: string }[];
let weighed: { id: number; name: string };

beforeAll(async () => {
  t = await testApp();
  setNow(NOW);
  anna = await signIn(t, '79000000001');
  dear = await plentiful(t, 1, { dear: true });
  [weighed] = await t.db.select({ id: goods.id, name: goods.name }).from(articles).innerJoin(goods, eq(goods.id, articles.goodId))
    .where(and(eq(articles.shopId, 1), eq(goods.measureId, 1), gt(articles.quantity, 5), eq(goods.isPickup, false), lt(articles.registerPrice, 2000)))
    .orderBy(asc(goods.id)).limit(1);
  expect(weighed).toBeDefined();
});
afterAll(() => {
  resetNow();
  return t.close();
});

const place = (body: unknown, key = newKey()) => t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': key });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0].n;
/** A basket above shop 1's minimum (a dear good) with `extra` lines. */
const basketWith = (extra: { id: number; quantity: number }[], o: Partial<PayloadOptions> = {}) =>
  payload(t, { customerId: anna.id, type: 'pickup', time: '15:00-18:00', items: [{ id: dear[0].id, quantity: 1 }, ...extra], ...o });

/** A payload priced for a valid quantity of `id`, then asking `quantity` of it (the server prices nothing else). */
async function asking(id: number, valid: number, quantity: number, o: Partial<PayloadOptions> = {}) {
  const body = await basketWith([{ id, quantity: valid }], o);
  body.basket.items[1].quantity = quantity;
  return body;
}

describe('quantities: only what the good\'s measure sells', () => {
  it.each([[0.5], [0.004], [1.5]])('refuses %d of a piece good with 422 naming the line, and writes nothing', async (quantity) => {
    const [piece] = await plentiful(t, 1);
    const before = [await orderCount(), await stockOf(t, 1, piece.id)];
    const res = await place(await asking(piece.id, 1, quantity));
    expectError(res, 422);
    expect(res.body.violations).toEqual([{ propertyPath: 'basket.items.1.quantity', message: expect.stringContaining(`«${piece.name}»: Количество`) }]);
    expect([await orderCount(), await stockOf(t, 1, piece.id)]).toEqual(before);
  });

  it('refuses the same quantities in the basket pricing call', async () => {
    const [piece] = await plentiful(t, 1);
    const res = await t.post('/api/shops/1/basket', { items: [{ id: piece.id, quantity: 1 }, { id: piece.id + 0, quantity: 0.5 }], receivingMethod: 'pickup' });
    expectError(res, 422);
    expect(res.body.violations).toEqual([{ propertyPath: 'items.1.quantity', message: expect.stringContaining('Количество не может быть меньше 1 шт.') }]);
    const kg = await t.post('/api/shops/1/basket', { items: [{ id: weighed.id, quantity: 0.25 }], receivingMethod: 'pickup' });
    expectError(kg, 422);
    expect(kg.body.violations[0]).toMatchObject({ propertyPath: 'items.0.quantity' });
    expect((await t.post('/api/shops/1/basket', { items: [{ id: weighed.id, quantity: 0.3 }], receivingMethod: 'pickup' })).status).toBe(200);
  });

  it('refuses 0.005 kg (a line that rounded to 0.01 while the stock lost 0.005), and takes and gives back exactly 0.3 kg', async () => {
    const stock = await stockOf(t, 1, weighed.id);
    expectError(await place(await asking(weighed.id, 0.1, 0.005)), 422);
    expect(await stockOf(t, 1, weighed.id)).toBe(stock);

    const res = await place(await basketWith([{ id: weighed.id, quantity: 0.3 }], { cash: 1, time: '18:00-21:00' }));
    expect(res.status).toBe(201);
    const [line] = await t.db.select().from(orderLines).where(and(eq(orderLines.orderId, res.body.id), eq(orderLines.goodId, weighed.id)));
    expect(Number(line.quantity)).toBe(0.3);
    expect(await stockOf(t, 1, weighed.id)).toBeCloseTo(stock - 0.3, 6);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.id));
    await applyPaymentEvent(t.db, { gatewayOrderId: row.paymentGatewayOrderId!, orderId: row.id, operation: 'declined', status: 6 });
    expect(await stockOf(t, 1, weighed.id)).toBe(stock);
  });
});

describe('the delivery zone comes from the order\'s address', () => {
  const NORTH_EAST = { street: 'ул. Щепкина', house: '30' }; // the 150 ₽ zone «Северо-восток»
  const delivery = (o: Partial<PayloadOptions>) =>
    payload(t, { customerId: anna.id, date: '2026/11/25', time: '16:00-18:00', items: [{ id: dear[0].id, quantity: 1 }], ...o });

  it.each([
    ['an address in the 150 ₽ zone with a point from the free zone', NORTH_EAST, /не совпадает с адресом «Курск, ул\. Щепкина, 30»/],
    ['an address outside every zone with a point inside one', { street: 'ул. Магистральная', house: '10' }, /не совпадает с адресом/],
    ['an address in Moscow with a point in Kursk', { city: 'Москва', street: 'ул. Тверская', house: '1' }, /Адрес «Москва, ул\. Тверская, 1» не найден/],
    ['a house the geocoder does not know', { street: 'ул. Радищева', house: '999' }, /не найден/],
  ])('refuses %s with 409 and writes nothing', async (_, address, message) => {
    const before = await orderCount();
    const res = await place(await delivery({ coords: CENTRE, address }));
    expectError(res, 409);
    expect(res.body['hydra:description']).toMatch(message);
    expect(await orderCount()).toBe(before);
  });

  it('prices delivery by the address\'s zone when the point agrees with it', async () => {
    const point = housePoint('Курск', 'ул. Щепкина', 30);
    const body = await delivery({ coords: point, address: NORTH_EAST });
    const res = await place(body);
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.id));
    expect(Number(row.deliveryZonePrice)).toBe(150);
    // and a point near the house (the pin beside it) is the same address
    const near: [number, number] = [point[0] + 0.001, point[1]];
    expect((await place(await delivery({ coords: near, address: NORTH_EAST, time: '18:00-20:00' }))).status).toBe(201);
    expectError(await place(await delivery({ coords: OUTSIDE, address: NORTH_EAST, time: '18:00-20:00' })), 409);
  });
});

describe('an Idempotency-Key after a crash', () => {
  const scope = () => `customer:${anna.id}`;
  const keyRow = async (key: string) =>
    (await t.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope()), eq(idempotencyKeys.key, key))))[0];

  it('a claim left behind with nothing committed under it does not block the retry: the order is placed', async () => {
    const body = await basketWith([], { time: '09:00-12:00', date: '2026/11/25' });
    const key = newKey();
    const { createHash } = await import('node:crypto');
    // what a process killed mid-request left before the key was taken inside the order's transaction
    await t.db.insert(idempotencyKeys).values({
      scope: scope(), route: 'POST /api/orders', key, bodyHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
    });
    const before = await orderCount();
    const res = await place(body, key);
    expect(res.status).toBe(201);
    expect(await orderCount()).toBe(before + 1);
    expect(await keyRow(key)).toMatchObject({ status: 201 });
    const again = await place(body, key);
    expect(again.body).toEqual(res.body);
  });

  it('an order committed whose answer was never sent: the retry answers that order (its payment registered now), and places no other', async () => {
    const body = await basketWith([], { cash: 1, time: '12:00-15:00', date: '2026/11/25' });
    const key = newKey();
    const first = await place(body, key);
    expect(first.status).toBe(201);
    // the crash: the order and its provisional answer committed, the payment never registered, the answer never stored
    await t.db.update(orders).set({ paymentGatewayOrderId: null, paymentFormUrl: null }).where(eq(orders.id, first.body.id));
    await t.db.update(idempotencyKeys).set({
      status: null, contentType: null, response: JSON.stringify({ id: first.body.id, paymentFormUrl: null }),
      createdAt: sql`now() - interval '2 minutes'`,
    }).where(and(eq(idempotencyKeys.scope, scope()), eq(idempotencyKeys.key, key)));
    const before = await orderCount();

    const retry = await place(body, key);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.body.paymentFormUrl).toMatch(/^\/payment-sandbox\//);
    expect(await orderCount()).toBe(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.body.id));
    expect(row).toMatchObject({ status: 7, paymentFormUrl: retry.body.paymentFormUrl });
    expect(await keyRow(key)).toMatchObject({ status: 201 });
    expect((await place(body, key)).body).toEqual(retry.body);
  });

  it('a recovery whose payment registration fails annuls the order and lets the key go, so the next retry places it anew', async () => {
    let failing = false;
    const sandbox = sandboxGateway({ secret: 'orders-integrity-secret-0123456', pageUrl: (id) => `http://shop.test/payment-sandbox/${id}` });
    const app = await testApp({
      payment: { ...sandbox, register: async (db, request) => { if (failing) throw new Error('bank down'); return sandbox.register(db, request); } },
    });
    try {
      const me = await signIn(app, '79000000001');
      const [good] = await plentiful(app, 1, { dear: true });
      const body = await payload(app, { customerId: me.id, type: 'pickup', cash: 1, time: '12:00-15:00', date: '2026/11/25', items: [{ id: good.id, quantity: 1 }] });
      const key = newKey();
      const send = () => app.post('/api/orders', body, { ...me.headers, 'Idempotency-Key': key });
      const first = await send();
      expect(first.status).toBe(201);
      await app.db.update(orders).set({ paymentGatewayOrderId: null, paymentFormUrl: null }).where(eq(orders.id, first.body.id));
      await app.db.update(idempotencyKeys).set({
        status: null, contentType: null, response: JSON.stringify({ id: first.body.id, paymentFormUrl: null }), createdAt: sql`now() - interval '2 minutes'`,
      }).where(eq(idempotencyKeys.key, key));
      failing = true;
      expectError(await send(), 503);
      const [annulled] = await app.db.select().from(orders).where(eq(orders.id, first.body.id));
      expect(annulled).toMatchObject({ status: 4, cancelReason: 'Ошибка онлайн-оплаты' });
      expect(await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
      failing = false;
      const again = await send();
      expect(again.status).toBe(201);
      expect(again.body.id).not.toBe(first.body.id);
    } finally {
      await app.close();
    }
  });

  it('a cash order commits its final answer with it: nothing is left to recover', async () => {
    const body = await basketWith([], { time: '15:00-18:00', date: '2026/11/25' });
    const key = newKey();
    const res = await place(body, key);
    expect(res.status).toBe(201);
    const row = await keyRow(key);
    expect(row).toMatchObject({ status: 201 });
    expect(JSON.parse(row.response!)).toEqual(res.body);
  });
});
