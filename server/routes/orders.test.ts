// POST /api/orders and GET /api/orders/{id}: an order per payment type, every refusal
// (401, 403, 409, 422) writing nothing, the Idempotency-Key, another customer's order, and the
// online payment's life on the order's side (held, declined, expired).
import { and, count, desc, eq } from 'drizzle-orm';
import { Order, OrderCreated } from '../../contract';
import { orderLog, orders, slotBookings } from '../db/schema';
import { STOCK_FIVE_GOOD } from '../demo/seed/orders';
import { applyPaymentEvent, expireOverduePayments } from '../services/orders/payment-events';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import {
  NOW, OUTSIDE, OUTSIDE_ADDRESS, TOMORROW, newKey, payload, plentiful, resetNow, setNow, signIn, stockOf, type PayloadOptions,
} from '../test/order-fixtures';

let t: TestApp;
let anna: { id: number; headers: Record<string, string> };
let boris: { id: number; headers: Record<string, string> };
let vera: { id: number; headers: Record<string, string> };
let cheap: { id: number; name: string }[];
let dear: { id: number; name: string }[];

beforeAll(async () => {
  t = await testApp();
  setNow(NOW);
  [anna, boris, vera] = [await signIn(t, '79000000001'), await signIn(t, '79000000002'), await signIn(t, '79000000003')];
  cheap = await plentiful(t, 1);
  dear = await plentiful(t, 1, { dear: true });
});
afterAll(() => {
  resetNow();
  return t.close();
});

const place = (body: unknown, headers: Record<string, string>, key = newKey()) =>
  t.post('/api/orders', body, { ...headers, 'Idempotency-Key': key });
/** A basket above shop 1's minimum order (700 ₽): one dear good and a cheap one. */
const basketOf = (o: Partial<PayloadOptions> = {}) =>
  payload(t, { customerId: anna.id, items: [{ id: dear[0].id, quantity: 1 }, { id: cheap[0].id, quantity: 2 }], ...o });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0].n;
const read = async (id: number, headers = anna.headers) => {
  const res = await t.get(`/api/orders/${id}`, headers);
  expect(res.status).toBe(200);
  return contract(Order, res.body);
};

describe('POST /api/orders', () => {
  it('places a delivery order paid by card on receipt: status 0, the lines, amounts and address as priced, stock taken, slot booked', async () => {
    const before = [await stockOf(t, 1, dear[0].id), await stockOf(t, 1, cheap[0].id)];
    const body = await basketOf({ time: '12:00-14:00' });
    const res = await place(body, anna.headers);
    expect(res.status).toBe(201);
    const created = contract(OrderCreated, res.body);
    expect(created.paymentFormUrl).toBeNull();

    const order = await read(created.id);
    expect(order).toMatchObject({
      status: 0, statusName: 'Новый', type: 'delivery', source: 'site', cashType: 2, deliveryDate: '2026-11-24', deliveryTime: '12:00-14:00',
      amount: body.basket.total, originalAmount: body.basket.total, packagingCost: body.basket.packagingCost, deliveryCost: body.basket.delivery,
      comment: 'Позвоните за час', replacementPolicy: 1, cancelInfo: null, payment: null,
      address: { street: 'ул. Радищева', house: '5', name: 'Анна', phone: '79000000001' },
      shop: { id: 1 }, customer: { id: anna.id, phone: '79000000001' },
    });
    expect(order.goods.map((g) => [g.good.id, g.quantity, g.price, g.amount]))
      .toEqual(body.basket.items.map((i) => [i.id, i.quantity, i.price, i.amount]));
    expect(order.goods[0].good.name).toBe(dear[0].name);
    expect([await stockOf(t, 1, dear[0].id), await stockOf(t, 1, cheap[0].id)]).toEqual([before[0] - 1, before[1] - 2]);
    const booked = await t.db.select().from(slotBookings).where(eq(slotBookings.orderId, created.id));
    expect(booked).toMatchObject([{ shopId: 1, slotType: 'delivery', date: '2026-11-24', timeInterval: '12:00-14:00' }]);
    const log = await t.db.select().from(orderLog).where(eq(orderLog.orderId, created.id));
    expect(log).toMatchObject([{ status: 0 }]);
  });

  it('places a pickup order paid in cash, keeping the change-from sum', async () => {
    const body = await basketOf({ type: 'pickup', cash: 3 });
    body.basket.orderCashAmount = 5000;
    const res = await place(body, anna.headers);
    expect(res.status).toBe(201);
    const order = await read(res.body.id);
    expect(order).toMatchObject({ status: 0, type: 'pickup', cashType: 3, cashAmount: 5000, address: null, deliveryCost: 0 });
  });

  it('places an online-paid order awaiting payment (7) with the gateway\'s payment page and a 20-minute expiry', async () => {
    const res = await place(await basketOf({ cash: 1, time: '20:00-22:00' }), anna.headers);
    expect(res.status).toBe(201);
    // the sandbox's page on the storefront, relative: the shopper stays on the address they use
    expect(res.body.paymentFormUrl).toMatch(/^\/payment-sandbox\/[0-9a-f-]{36}$/);
    const order = await read(res.body.id);
    expect(order).toMatchObject({ status: 7, statusName: 'Ожидает оплаты', cashType: 1 });
    expect(order.payment).toMatchObject({ status: 0, formUrl: res.body.paymentFormUrl, refunds: [] });
    expect(order.payment!.expiredAt).toBe('2026-11-23T07:50:00.000Z');
  });

  it.each([[4, 'the grocery aggregator'], [5, 'the food delivery partner']])('refuses payment type %i (%s), the partner’s own, even on a slot that lists it', async (cash) => {
    const [good] = await plentiful(t, 2, { dear: true });
    const body = await payload(t, { customerId: boris.id, shopId: 2, type: 'pickup', cash, time: '21:00-22:00', items: [{ id: good.id, quantity: 1 }] });
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const res = await place(body, boris.headers);
    expectError(res, 422);
    expect(res.body.violations).toContainEqual({ propertyPath: 'basket.orderCashType', message: 'Этот способ оплаты недоступен для заказа на сайте.' });
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  describe('refusals write nothing', () => {
    let orderTotal: number;
    let stock: number;
    beforeEach(async () => {
      orderTotal = await orderCount();
      stock = await stockOf(t, 1, dear[0].id);
    });
    afterEach(async () => {
      expect(await orderCount()).toBe(orderTotal);
      expect(await stockOf(t, 1, dear[0].id)).toBe(stock);
    });

    it('401 for a guest and for a bad token', async () => {
      const body = await basketOf();
      expectError(await t.post('/api/orders', body, { 'Idempotency-Key': newKey() }), 401);
      expectError(await place(body, { Authorization: 'Bearer nonsense' }), 401);
    });

    it("403 with checkout rule 1's message when the phone is not confirmed", async () => {
      const res = await place(await payload(t, { customerId: vera.id, items: [{ id: dear[0].id, quantity: 1 }] }), vera.headers);
      expectError(res, 403);
      expect(res.body['hydra:description']).toBe('Подтвердите номер телефона в личном кабинете, чтобы оформить заказ.');
    });

    it('400 without an Idempotency-Key, or with a malformed one', async () => {
      const body = await basketOf();
      expectError(await t.post('/api/orders', body, anna.headers), 400);
      expectError(await place(body, anna.headers, 'short'), 400);
    });

    it('422 for a malformed body, naming the fields', async () => {
      const body = await basketOf();
      const res = await place({ ...body, basket: { ...body.basket, orderComment: 'x'.repeat(501), items: [] } }, anna.headers);
      expectError(res, 422);
      expect(res.body.violations.map((v: { message: string }) => v.message)).toEqual(expect.arrayContaining(['Не более 500 символов.', 'Корзина пуста.']));
      const twice = await basketOf();
      twice.basket.items.push(twice.basket.items[0]);
      expectError(await place(twice, anna.headers), 422);
      const noAddress = await basketOf();
      noAddress.basket.orderAddress = null;
      expectError(await place(noAddress, anna.headers), 422);
    });

    it('409 listing what changed when a price, the delivery or the total differ from the server\'s', async () => {
      const body = await basketOf();
      const [price, delivery] = [body.basket.items[0].price, body.basket.delivery];
      body.basket.items[0].price -= 10;
      body.basket.delivery += 50;
      const res = await place(body, anna.headers);
      expectError(res, 409);
      // money as the messages write it, always with kopecks: '1 234,50 ₽' with no-break spaces
      const rub = (n: number) => `${n.toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+,)/g, '\u00a0')}\u00a0₽`;
      expect(res.body['hydra:description']).toMatch(/^Цены изменились/);
      expect(res.body['hydra:description']).toContain(`«${dear[0].name}»: цена ${rub(price)} вместо ${rub(price - 10)}`);
      expect(res.body['hydra:description']).toContain(`доставка ${rub(delivery)} вместо ${rub(delivery + 50)}`);
      const total = await basketOf();
      total.basket.total -= 1;
      expect((await place(total, anna.headers)).body['hydra:description']).toContain('итого');
    });

    it("409 'нет в наличии' naming the good when the stock is short", async () => {
      const body = await payload(t, { customerId: anna.id, items: [{ id: STOCK_FIVE_GOOD.goodId, quantity: 6 }] });
      const res = await place(body, anna.headers);
      expectError(res, 409);
      expect(res.body['hydra:description']).toBe('«Пельмени Цезарь из индейки 700 г»: в наличии только 5.');
    });

    it('409 when the shop takes no orders, delivery is unavailable there, or goods are pickup-only', async () => {
      const [g6] = await plentiful(t, 6);
      const closed = await payload(t, { customerId: anna.id, shopId: 6, type: 'pickup', items: [{ id: g6.id, quantity: 1 }] });
      expect((await place(closed, anna.headers)).body['hydra:description']).toBe('Магазин временно не принимает заказы.');

      const outside = await basketOf({ coords: OUTSIDE, address: OUTSIDE_ADDRESS });
      const far = await place(outside, anna.headers);
      expectError(far, 409);
      expect(far.body['hydra:description']).toBe('Извините, доставка временно недоступна :(');

      const [pickupOnly] = await plentiful(t, 1, { pickup: true, min: 5 });
      const mixed = await payload(t, { customerId: anna.id, items: [{ id: dear[0].id, quantity: 1 }, { id: pickupOnly.id, quantity: 1 }] });
      const res = await place(mixed, anna.headers);
      expectError(res, 409);
      expect(res.body['hydra:description']).toContain('только самовывозом');
    });

    it('409 with the minimum order sentence below the shop\'s minimum', async () => {
      const small = await payload(t, { customerId: anna.id, items: [{ id: cheap[0].id, quantity: 1 }] });
      const res = await place(small, anna.headers);
      expectError(res, 409);
      expect(res.body['hydra:description']).toBe('Минимальная сумма заказа без учета доставки и сборки - 700 руб.');
    });

    it('409 for a slot not offered that day, closed, or not taking the payment type', async () => {
      const unknown = await basketOf({ time: '07:00-08:00' });
      expect((await place(unknown, anna.headers)).body['hydra:description']).toMatch(/Время 07:00-08:00 24\.11\.2026 недоступно/);
      const closed = await basketOf({ date: '2026/11/23', time: '10:00-12:00' }); // 10:30 now: began already
      expectError(await place(closed, anna.headers), 409);
      const past = await basketOf({ date: '2026/11/20' });
      expectError(await place(past, anna.headers), 409);
      const cashOnOnlineSlot = await basketOf({ cash: 3, time: '20:00-22:00' });
      const res = await place(cashOnOnlineSlot, anna.headers);
      expectError(res, 409);
      expect(res.body['hydra:description']).toContain('способ оплаты недоступен');
    });

    it('409 once a slot is booked to capacity', async () => {
      // shop 2 delivers 2 orders per slot; its zone: the demo shows it overlaps shop 1's west of the centre
      const [good] = await plentiful(t, 2, { dear: true });
      const body = () => payload(t, { customerId: boris.id, shopId: 2, type: 'pickup', time: '21:00-22:00', date: '2026/11/25', items: [{ id: good.id, quantity: 1 }] });
      for (let i = 0; i < 3; i++) expect((await place(await body(), boris.headers)).status).toBe(201);
      orderTotal += 3;
      stock = await stockOf(t, 1, dear[0].id);
      expectError(await place(await body(), boris.headers), 409);
    });
  });

  it('answers the first response again for the same key and body, and 422 for the same key with another body', async () => {
    const key = newKey();
    const body = await basketOf({ time: '14:00-16:00' });
    const first = await place(body, anna.headers, key);
    expect(first.status).toBe(201);
    const before = await orderCount();
    const again = await place(body, anna.headers, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await place({ ...body, basket: { ...body.basket, orderComment: 'другое' } }, anna.headers, key);
    expectError(other, 422);
    expect(await orderCount()).toBe(before);
  });

  it('cancels the order and answers 503 when the payment gateway fails, so a retry can place it anew', async () => {
    const failing = await testApp({
      payment: {
        kind: 'sandbox', register: async () => { throw new Error('bank down'); }, deposit: async () => {}, reverse: async () => {},
        refund: async () => {}, status: async () => ({ status: 0, amount: 0, approvedAmount: 0, depositedAmount: 0, refundedAmount: 0 }), verifyCallback: () => null,
      },
    });
    try {
      const me = await signIn(failing, '79000000001');
      const before = await stockOf(failing, 1, dear[0].id);
      const body = await payload(failing, { customerId: me.id, cash: 1, time: '20:00-22:00', items: [{ id: dear[0].id, quantity: 1 }] });
      const res = await failing.post('/api/orders', body, { ...me.headers, 'Idempotency-Key': newKey() });
      expectError(res, 503);
      expect(await stockOf(failing, 1, dear[0].id)).toBe(before);
      // the newest order: the demo customers have orders of their own
      const [cancelled] = await failing.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
      expect(cancelled).toMatchObject({ status: 4, cancelReason: 'Ошибка онлайн-оплаты' });
    } finally {
      await failing.close();
    }
  });
});

describe('GET /api/orders/{id}', () => {
  it("answers 404 for another customer's order and an unknown id, 401 for a guest", async () => {
    const res = await place(await basketOf({ time: '16:00-18:00' }), anna.headers);
    expect(res.status).toBe(201);
    expectError(await t.get(`/api/orders/${res.body.id}`, boris.headers), 404);
    expectError(await t.get('/api/orders/99999999', anna.headers), 404);
    expectError(await t.get(`/api/orders/${res.body.id}`), 401);
    expectError(await t.get('/api/orders/abc', anna.headers), 400);
  });
});

describe('the online payment, on the order\'s side', () => {
  const online = async (time = '20:00-22:00', date = TOMORROW) => {
    const res = await place(await basketOf({ cash: 1, time, date }), anna.headers);
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.body.id));
    expect(row.paymentGatewayOrderId).not.toBeNull();
    return row;
  };

  it('a held amount makes the order new (7 → 0) with payment status 1, once however often it is told', async () => {
    const row = await online();
    const event = { gatewayOrderId: row.paymentGatewayOrderId!, orderId: row.id, operation: 'approved' as const, status: 1 as const };
    await applyPaymentEvent(t.db, event);
    await applyPaymentEvent(t.db, event);
    const order = await read(row.id);
    expect(order).toMatchObject({ status: 0, payment: { status: 1, formUrl: null } });
    const log = await t.db.select().from(orderLog).where(eq(orderLog.orderId, row.id));
    expect(log.map((l) => l.status)).toEqual([7, 0]);
    // a late refusal does not undo the hold
    await applyPaymentEvent(t.db, { ...event, operation: 'declined', status: 6 });
    expect((await read(row.id)).status).toBe(0);
  });

  it('a refusal cancels the order with the online-payment-error reason and gives back stock and slot', async () => {
    const stock = await stockOf(t, 1, dear[0].id);
    const row = await online('20:00-22:00', '2026/11/25');
    expect(await stockOf(t, 1, dear[0].id)).toBe(stock - 1);
    await applyPaymentEvent(t.db, { gatewayOrderId: row.paymentGatewayOrderId!, orderId: row.id, operation: 'declined', status: 6 });
    await applyPaymentEvent(t.db, { gatewayOrderId: row.paymentGatewayOrderId!, orderId: row.id, operation: 'declined', status: 6 });
    expect(await read(row.id)).toMatchObject({ status: 4, statusName: 'Аннулирован', cancelInfo: { reason: 'Ошибка онлайн-оплаты' }, payment: { status: 6 } });
    expect(await stockOf(t, 1, dear[0].id)).toBe(stock);
    expect(await t.db.select().from(slotBookings).where(eq(slotBookings.orderId, row.id))).toEqual([]);
  });

  it('an event naming another gateway order changes nothing', async () => {
    const row = await online('18:00-20:00');
    await applyPaymentEvent(t.db, { gatewayOrderId: 'someone-else', orderId: row.id, operation: 'approved', status: 1 });
    expect((await read(row.id)).status).toBe(7);
    // its own gateway order's event does (and leaves nothing awaiting payment for the expiry test below)
    await applyPaymentEvent(t.db, { gatewayOrderId: row.paymentGatewayOrderId!, orderId: row.id, operation: 'approved', status: 1 });
    expect((await read(row.id)).status).toBe(0);
  });

  it('an unpaid order past its expiry reads as annulled without a pay link, the read writes nothing, and the sweep annuls it, giving back stock and slot', async () => {
    // the orders of this test wait from 10:35 to 10:55; those of the tests above expire at 10:50 and are swept first
    setNow('2026-11-23T07:35:00Z');
    try {
      const first = await online('10:00-12:00', '2026/11/25');
      const second = await online('12:00-14:00', '2026/11/25');
      setNow('2026-11-23T07:50:00Z');
      await expireOverduePayments(t.db);
      const stock = await stockOf(t, 1, dear[0].id);
      setNow('2026-11-23T07:54:59Z');
      expect((await read(first.id)).status).toBe(7);
      setNow('2026-11-23T07:55:00Z');
      const overdue = { status: 4, statusName: 'Аннулирован', cancelInfo: { reason: 'Ошибка онлайн-оплаты' }, payment: { status: 6, formUrl: null } };
      expect(await read(first.id)).toMatchObject(overdue);
      // a GET changes nothing: the row still waits and the stock is still taken, until the sweep
      const [row] = await t.db.select().from(orders).where(eq(orders.id, first.id));
      expect(row).toMatchObject({ status: 7, paymentStatus: 0, cancelReason: null });
      expect(await stockOf(t, 1, dear[0].id)).toBe(stock);
      expect(await t.db.select().from(orderLog).where(eq(orderLog.orderId, first.id))).toHaveLength(1);
      expect(await expireOverduePayments(t.db)).toBe(2);
      expect(await read(first.id)).toMatchObject(overdue);
      const [swept] = await t.db.select().from(orders).where(eq(orders.id, first.id));
      expect(swept).toMatchObject({ status: 4, paymentStatus: 6, cancelReason: 'Ошибка онлайн-оплаты' });
      expect((await read(second.id)).status).toBe(4);
      expect(await stockOf(t, 1, dear[0].id)).toBe(stock + 2);
      const booked = await t.db.select({ n: count() }).from(slotBookings)
        .where(and(eq(slotBookings.date, '2026-11-25'), eq(slotBookings.shopId, 1), eq(slotBookings.slotType, 'delivery')));
      expect(booked[0].n).toBe(0);
    } finally {
      setNow(NOW);
    }
  });
});

