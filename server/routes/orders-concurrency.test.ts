// Orders under concurrent load: nothing oversold, no slot overbooked, one order per
// Idempotency-Key, and no deadlock when baskets name the same goods in different orders. The run
// against PostgreSQL (DATABASE_URL, as `npm test` does with TEST_POSTGRES_URL) is the one that
// proves it: there the requests' transactions really overlap; PGlite runs them one at a time.
import { and, count, eq, sum } from 'drizzle-orm';
import { orderLines, orders, promoCodeUses, promotions } from '../db/schema';
import { STOCK_FIVE_GOOD } from '../demo/seed/orders';
import { expectError, testApp, type TestApp } from '../test/harness';
import { expireOverduePayments } from '../services/orders/payment-events';
import { NOW, newKey, payload, plentiful, resetNow, setNow, signIn, stockOf } from '../test/order-fixtures';

let t: TestApp;
let boris: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  t = await testApp();
  setNow(NOW);
  boris = await signIn(t, '79000000002');
  // No promotions here: one that a parallel order takes first (the first-order discount) would change
  // the prices of the others, which would then rightly answer 'Цены изменились' (orders.test.ts and
  // the pricing tests cover promotions); this file is about stock, slots, codes and keys.
  await t.db.delete(promotions);
});
afterAll(() => {
  resetNow();
  return t.close();
});

const place = (body: unknown, key = newKey()) => t.post('/api/orders', body, { ...boris.headers, 'Idempotency-Key': key });
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('concurrent orders', () => {
  it('sell exactly the 5 pieces in stock to 20 parallel orders, and the stock never goes below 0', async () => {
    const { shopId, goodId, stock } = STOCK_FIVE_GOOD;
    expect(await stockOf(t, shopId, goodId)).toBe(stock);
    const slots = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'];
    const bodies = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      payload(t, { customerId: boris.id, type: 'pickup', time: slots[i % slots.length], items: [{ id: goodId, quantity: 1 }] })));
    const answers = await Promise.all(bodies.map((b) => place(b)));
    expect(statuses(answers)).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body['hydra:description']).toMatch(/^«Пельмени Цезарь из индейки 700 г»: (нет в наличии|в наличии только \d)\.$/);
    }
    expect(await stockOf(t, shopId, goodId)).toBe(0);
    const [sold] = await t.db.select({ n: sum(orderLines.quantity) }).from(orderLines).where(eq(orderLines.goodId, goodId));
    expect(Number(sold.n)).toBe(5);
  });

  it('book a slot of capacity 3 exactly 3 times out of 10 parallel orders', async () => {
    const [good] = await plentiful(t, 2, { dear: true, min: 100 });
    const bodies = await Promise.all(Array.from({ length: 10 }, () => payload(t, {
      customerId: boris.id, shopId: 2, type: 'pickup', cash: 3, time: '21:00-22:00', items: [{ id: good.id, quantity: 1 }],
    })));
    const answers = await Promise.all(bodies.map((b) => place(b)));
    expect(statuses(answers)).toEqual([...Array(3).fill(201), ...Array(7).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expectError(refused, 409);
    const [booked] = await t.db.select({ n: count() }).from(orders)
      .where(and(eq(orders.shopId, 2), eq(orders.deliveryDate, '2026-11-24'), eq(orders.deliveryTime, '21:00-22:00')));
    expect(booked.n).toBe(3);
  });

  it('place one order for one Idempotency-Key sent 10 times in parallel, every answer the same', async () => {
    const [good] = await plentiful(t, 1, { dear: true, min: 100 });
    const body = await payload(t, { customerId: boris.id, type: 'pickup', time: '15:00-18:00', date: '2026/11/25', items: [{ id: good.id, quantity: 1 }] });
    const [before] = await t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, boris.id));
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(body, key)));
    expect(statuses(answers)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const [after] = await t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, boris.id));
    expect(after.n).toBe(before.n + 1);
  });

  it('redeem the one-use code ONCE for exactly 1 of 10 parallel orders', async () => {
    const dear = (await plentiful(t, 1, { dear: true, min: 100 })).slice(0, 10);
    expect(dear.length).toBe(10);
    const bodies = await Promise.all(dear.map((g, i) => payload(t, {
      customerId: boris.id, type: 'pickup', date: '2026/11/25', time: ['09:00-12:00', '12:00-15:00'][i % 2],
      items: [{ id: g.id, quantity: 1 }], promoCode: 'ONCE',
    })));
    const answers = await Promise.all(bodies.map((b) => place(b)));
    expect(statuses(answers)).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expectError(refused, 409);
    const uses = await t.db.select({ orderId: promoCodeUses.orderId }).from(promoCodeUses);
    const winner = answers.find((a) => a.status === 201)!.body.id;
    expect(uses).toEqual([{ orderId: winner }]);
    expect((await t.get(`/api/orders/${winner}`, boris.headers)).body.promoCode).toEqual({ code: 'ONCE', discountAmount: 150 });
  });

  it('never deadlock when parallel baskets name the same goods in opposite orders', async () => {
    const [a, b, c] = await plentiful(t, 1, { dear: true, min: 100 });
    const stocks = [await stockOf(t, 1, a.id), await stockOf(t, 1, b.id), await stockOf(t, 1, c.id)];
    const lines = [[a, b, c], [c, b, a], [b, a, c], [c, a, b]];
    const slots = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'];
    const bodies = await Promise.all(Array.from({ length: 12 }, (_, i) => payload(t, {
      customerId: boris.id, type: 'pickup', date: '2026/11/25', time: slots[i % 4],
      items: lines[i % 4].map((g) => ({ id: g.id, quantity: 1 })),
    })));
    const answers = await Promise.all(bodies.map((body) => place(body)));
    expect(statuses(answers)).toEqual(Array(12).fill(201));
    expect([await stockOf(t, 1, a.id), await stockOf(t, 1, b.id), await stockOf(t, 1, c.id)]).toEqual(stocks.map((s) => s - 12));
  });

  it('never deadlock when expired orders give their stock back while new orders take the same goods', async () => {
    const [a, b] = await plentiful(t, 1, { dear: true, min: 100 });
    const stocks = [await stockOf(t, 1, a.id), await stockOf(t, 1, b.id)];
    const slots = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'];
    const online = await Promise.all(Array.from({ length: 6 }, (_, i) => payload(t, {
      customerId: boris.id, type: 'pickup', cash: 1, date: '2026/11/24', time: slots[i % 4], items: [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 1 }],
    })));
    for (const body of online) expect((await place(body)).status).toBe(201);
    setNow('2026-11-23T07:51:00Z'); // their 20 minutes are over
    try {
      const fresh = await Promise.all(Array.from({ length: 6 }, (_, i) => payload(t, {
        customerId: boris.id, type: 'pickup', date: '2026/11/24', time: slots[i % 4],
        items: (i % 2 ? [b, a] : [a, b]).map((g) => ({ id: g.id, quantity: 1 })),
      })));
      const [cancelled, ...answers] = await Promise.all([expireOverduePayments(t.db), ...fresh.map((body) => place(body))]);
      expect(cancelled).toBe(6);
      expect(statuses(answers as { status: number }[])).toEqual(Array(6).fill(201));
      expect([await stockOf(t, 1, a.id), await stockOf(t, 1, b.id)]).toEqual(stocks.map((s) => s - 6));
    } finally {
      setNow(NOW);
    }
  });
});
