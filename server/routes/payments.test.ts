// The payment routes against the real database: the gateway's callback (checksum, idempotency) and
// the sandbox payment page's reads and buttons, which report through the same signed callback.
import { and, eq, sql } from 'drizzle-orm';
import { SandboxPayment } from '../../contract';
import { PaymentError } from '../adapters/payment';
import { callbackParams } from '../adapters/payment/checksum';
import { sandboxGateway } from '../adapters/payment/sandbox';
import { createApp } from '../app';
import { articles, customers, orderLines, orderLog, orders } from '../db/schema';
import { clock } from '../lib/clock';
import { expireOverduePayments } from '../services/orders/payment-events';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

const SECRET = 'payments-route-test-secret-0123';
const gateway = sandboxGateway({ secret: SECRET, pageUrl: (id) => `http://shop.test/payment-sandbox/${id}` });
let t: TestApp;
let customerId: number;
let stockRow: { shopId: number; goodId: number };

beforeAll(async () => {
  t = await testApp({ payment: gateway });
  const [c] = await t.db.insert(customers).values({ phone: '+79990001122', name: 'Покупатель', passwordHash: 'x' }).returning({ id: customers.id });
  customerId = c.id;
  const [a] = await t.db.select({ shopId: articles.shopId, goodId: articles.goodId }).from(articles)
    .where(sql`${articles.quantity} >= 10`).limit(1);
  stockRow = a;
});
afterAll(() => t.close());

const stockOf = async () => (await t.db.select({ q: articles.quantity }).from(articles)
  .where(and(eq(articles.shopId, stockRow.shopId), eq(articles.goodId, stockRow.goodId))))[0].q;

/**
 * An online order awaiting payment (7) for 2 units, its stock taken and its payment registered with
 * the sandbox, as the orders side leaves one (written here directly: this file tests the payment side).
 */
async function onlineOrder(expiresInMinutes = 20, id?: number) {
  const expiresAt = new Date(clock.now().getTime() + expiresInMinutes * 60_000);
  const [o] = await t.db.insert(orders).values({
    ...(id === undefined ? {} : { id }),
    customerId, shopId: stockRow.shopId, status: 7, type: 'pickup', source: 'site', deliveryDate: '2026-11-23', deliveryTime: '10:00-12:00',
    goodsAmount: 500, amount: 500, originalAmount: 500, cashType: 1, replacementPolicy: 1, paymentStatus: 0, paymentExpiresAt: expiresAt,
  }).returning({ id: orders.id });
  await t.db.insert(orderLines).values({ orderId: o.id, goodId: stockRow.goodId, name: 'Товар', quantity: 2, originalQuantity: 2, price: 250, originalPrice: 250, amount: 500, position: 0 });
  await t.db.update(articles).set({ quantity: sql`${articles.quantity} - 2` })
    .where(and(eq(articles.shopId, stockRow.shopId), eq(articles.goodId, stockRow.goodId)));
  const registered = await gateway.register(t.db, {
    orderId: o.id, amount: 500_00, returnUrl: `http://shop.test/basket?order=${o.id}`, failUrl: `http://shop.test/basket?order=${o.id}&payment=failed`,
    expiresAt, description: `Заказ № ${o.id}`,
  });
  await t.db.update(orders).set({ paymentGatewayOrderId: registered.gatewayOrderId, paymentFormUrl: registered.formUrl }).where(eq(orders.id, o.id));
  return { id: o.id, gatewayOrderId: registered.gatewayOrderId };
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const logOf = async (id: number) => (await t.db.select().from(orderLog).where(eq(orderLog.orderId, id)));
const callbackUrl = (params: Record<string, string>) => `/api/payments/callback?${new URLSearchParams(params)}`;
const signed = (gatewayOrderId: string, orderId: number, operation: string, ok = true) =>
  callbackParams({ gatewayOrderId, orderId, operation, ok }, SECRET);

describe('GET /api/payments/callback', () => {
  it('answers 400 for a bad checksum and changes nothing', async () => {
    const o = await onlineOrder();
    const params = signed(o.gatewayOrderId, o.id, 'approved');
    const tampered = { ...params, checksum: params.checksum.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A')) };
    expectError(await t.get(callbackUrl(tampered)), 400);
    const { checksum: _, ...missing } = params;
    expectError(await t.get(callbackUrl(missing)), 400);
    expectError(await t.get(callbackUrl({ ...params, orderNumber: String(o.id + 1) })), 400);
    expectError(await t.get(callbackUrl({ ...params, checksum: callbackParams({ gatewayOrderId: o.gatewayOrderId, orderId: o.id, operation: 'approved', ok: true }, 'another-secret-000000').checksum })), 400);
    const row = await orderRow(o.id);
    expect(row.status).toBe(7);
    expect(row.paymentStatus).toBe(0);
  });

  it('applies a good one to the order (held: 7 → 0, payment status 1), and a replay changes nothing', async () => {
    const o = await onlineOrder();
    const url = callbackUrl(signed(o.gatewayOrderId, o.id, 'approved'));
    const first = await t.get(url);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'ok' });
    const after = await orderRow(o.id);
    expect(after.status).toBe(0);
    expect(after.paymentStatus).toBe(1);
    const log = await logOf(o.id);
    const again = await t.get(url);
    expect(again.status).toBe(200);
    const replayed = await orderRow(o.id);
    expect(replayed.status).toBe(0);
    expect(replayed.paymentStatus).toBe(1);
    expect(replayed.updatedAt).toEqual(after.updatedAt);
    expect(await logOf(o.id)).toEqual(log);
  });

  it('cancels the order on a declined one, returning its stock once however often it comes', async () => {
    const o = await onlineOrder();
    const before = await stockOf();
    const url = callbackUrl(signed(o.gatewayOrderId, o.id, 'declinedByTimeout'));
    expect((await t.get(url)).status).toBe(200);
    expect((await t.get(url)).status).toBe(200);
    const row = await orderRow(o.id);
    expect(row.status).toBe(4);
    expect(row.cancelReason).toBe('Ошибка онлайн-оплаты');
    expect(await stockOf()).toBe(before + 2);
  });

  it('changes nothing for a correctly signed callback naming another gateway order than the one registered', async () => {
    const o = await onlineOrder();
    const res = await t.get(callbackUrl(signed('00000000-0000-4000-8000-000000000000', o.id, 'approved')));
    expect(res.status).toBe(200);
    expect((await orderRow(o.id)).status).toBe(7);
  });

  it.each([
    ['a repeated parameter', '&status=1'],
    ['a parameter key reaching the prototype', '&__proto__[x]=1'],
    ['a NUL in a value', '&extra=%00'],
  ])('answers 400 for %s', async (_, extra) => {
    const o = await onlineOrder();
    expectError(await t.get(`${callbackUrl(signed(o.gatewayOrderId, o.id, 'approved'))}${extra}`), 400);
    expect((await orderRow(o.id)).status).toBe(7);
  });

  it('releases a hold that arrives for an order cancelled meanwhile (paid in the last second)', async () => {
    const o = await onlineOrder(20);
    // the orders side's sweep has cancelled it (its clock ran out first)
    await t.db.update(orders).set({ paymentExpiresAt: new Date(clock.now().getTime() - 1000) }).where(eq(orders.id, o.id));
    expect(await expireOverduePayments(t.db, o.id)).toBe(1);
    const res = await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/pay`);
    expect(res.status).toBe(200);
    expect(await gateway.status(t.db, o.gatewayOrderId)).toMatchObject({ status: 3, amount: 500_00 });
    const row = await orderRow(o.id);
    expect(row.status).toBe(4);
  });
});

describe('callbacks that must not move an order', () => {
  const sweepAt = async (id: number) => {
    await t.db.update(orders).set({ paymentExpiresAt: new Date(clock.now().getTime() - 1000) }).where(eq(orders.id, id));
    return expireOverduePayments(t.db, id);
  };

  it('takes a capture reported before its hold as the hold (7 → 0), and neither the sweep nor a late refusal declines it', async () => {
    const o = await onlineOrder();
    const stock = await stockOf();
    expect((await t.get(callbackUrl(signed(o.gatewayOrderId, o.id, 'deposited')))).status).toBe(200);
    expect(await orderRow(o.id)).toMatchObject({ status: 0, paymentStatus: 2 });
    expect(await sweepAt(o.id)).toBe(0);
    expect((await t.get(callbackUrl(signed(o.gatewayOrderId, o.id, 'approved', false)))).status).toBe(200);
    expect((await t.get(callbackUrl(signed(o.gatewayOrderId, o.id, 'declinedByTimeout')))).status).toBe(200);
    expect(await orderRow(o.id)).toMatchObject({ status: 0, paymentStatus: 2, cancelReason: null });
    expect(await stockOf()).toBe(stock);
  });

  it('leaves an order still awaiting payment alone when the bank reports the money captured: no sweep, no decline', async () => {
    const o = await onlineOrder();
    // a capture recorded while the order still waited (as the code before this rule left some)
    await t.db.update(orders).set({ paymentStatus: 2 }).where(eq(orders.id, o.id));
    const stock = await stockOf();
    expect(await sweepAt(o.id)).toBe(0);
    expect((await t.get(callbackUrl(signed(o.gatewayOrderId, o.id, 'declinedByTimeout')))).status).toBe(200);
    expect(await orderRow(o.id)).toMatchObject({ status: 7, paymentStatus: 2, cancelReason: null });
    expect(await stockOf()).toBe(stock);
  });

  it('ignores correctly signed callbacks for an order whose payment no gateway registered (a cash order)', async () => {
    const o = await onlineOrder();
    await t.db.update(orders).set({ cashType: 3, paymentGatewayOrderId: null, paymentFormUrl: null, paymentStatus: null, paymentExpiresAt: null, status: 0 })
      .where(eq(orders.id, o.id));
    const madeUp = '0f8e7d6c-5b4a-4321-8765-0123456789ab';
    for (const operation of ['approved', 'deposited', 'declinedByTimeout', 'refunded']) {
      expect((await t.get(callbackUrl(signed(madeUp, o.id, operation)))).status).toBe(200);
    }
    expect(await orderRow(o.id)).toMatchObject({ status: 0, paymentStatus: null, cancelReason: null });
    expect(await logOf(o.id)).toEqual([]);
  });
});

describe('the sandbox payment page', () => {
  it('shows the order number, the sum and the seconds left', async () => {
    const o = await onlineOrder(20);
    const res = await t.get(`/api/payments/sandbox/${o.gatewayOrderId}`);
    expect(res.status).toBe(200);
    const p = contract(SandboxPayment, res.body);
    expect(p).toMatchObject({ id: o.gatewayOrderId, orderNumber: o.id, amount: 500, status: 0, redirectUrl: null });
    expect(p.secondsLeft).toBeGreaterThan(20 * 60 - 5);
    expect(p.secondsLeft).toBeLessThanOrEqual(20 * 60);
  });

  it("'Оплатить' holds the amount: the order goes from 7 to 0 with payment status 1, then to the return URL", async () => {
    const o = await onlineOrder();
    const res = await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/pay`);
    expect(res.status).toBe(200);
    const p = contract(SandboxPayment, res.body);
    expect(p.status).toBe(1);
    expect(p.redirectUrl).toBe(`http://shop.test/basket?order=${o.id}&orderId=${o.gatewayOrderId}`);
    const row = await orderRow(o.id);
    expect(row.status).toBe(0);
    expect(row.paymentStatus).toBe(1);
    // a second click (a double submit, a reload) changes nothing
    expect((await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/pay`)).status).toBe(200);
    expectError(await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/decline`), 409);
    expect((await orderRow(o.id)).status).toBe(0);
  });

  it("'Отказаться' declines: the order is cancelled with the online-payment-error reason and its stock comes back", async () => {
    const o = await onlineOrder();
    const before = await stockOf();
    const res = await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/decline`);
    expect(res.status).toBe(200);
    const p = contract(SandboxPayment, res.body);
    expect(p.status).toBe(6);
    expect(p.redirectUrl).toBe(`http://shop.test/basket?order=${o.id}&payment=failed&orderId=${o.gatewayOrderId}`);
    const row = await orderRow(o.id);
    expect(row.status).toBe(4);
    expect(row.paymentStatus).toBe(6);
    expect(row.cancelReason).toBe('Ошибка онлайн-оплаты');
    expect(await stockOf()).toBe(before + 2);
    expectError(await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/pay`), 409);
  });

  it('past the expiry, paying declines instead and the order is cancelled', async () => {
    const o = await onlineOrder(20);
    const realNow = clock.now;
    clock.now = () => new Date(realNow().getTime() + 21 * 60_000);
    try {
      const res = await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/pay`);
      expect(res.status).toBe(200);
      expect(contract(SandboxPayment, res.body)).toMatchObject({ status: 6, secondsLeft: 0 });
      expect(res.body.redirectUrl).toContain('payment=failed');
      const row = await orderRow(o.id);
      expect(row.status).toBe(4);
      expect(row.cancelReason).toBe('Ошибка онлайн-оплаты');
    } finally {
      clock.now = realNow;
    }
  });

  it('answers 404 for an unknown payment and 400 for a malformed id', async () => {
    expectError(await t.get('/api/payments/sandbox/00000000-0000-4000-8000-000000000000'), 404);
    expectError(await t.post('/api/payments/sandbox/00000000-0000-4000-8000-000000000000/pay'), 404);
    expectError(await t.get('/api/payments/sandbox/1'), 400);
    expectError(await t.post('/api/payments/sandbox/..%2F..%2Fx/decline'), 400);
  });

  it('answers 404 when the configured gateway is not the sandbox', async () => {
    const o = await onlineOrder();
    const other = createApp(t.db, { payment: { ...gateway, kind: 'rbs' } });
    const res = await other.request(`/api/payments/sandbox/${o.gatewayOrderId}`);
    expect(res.status).toBe(404);
    expect((await other.request(`/api/payments/sandbox/${o.gatewayOrderId}/pay`, { method: 'POST' })).status).toBe(404);
    expect((await orderRow(o.id)).status).toBe(7);
  });
});

describe('a payment gateway failure no route handled', () => {
  it.each([
    ['unavailable', 503, /Платёжный сервис недоступен/],
    ['refused', 409, /отклонил/],
    ['wrong-state', 409, /ожидает/],
    ['bad-amount', 422, /ожидает/],
  ] as const)('answers %s as a %d hydra error, never a 500 or the bank\'s words', async (kind, status, text) => {
    const app = createApp(t.db, { payment: gateway });
    app.get('/api/payments/test-failure', () => {
      throw new PaymentError(kind, kind === 'refused' || kind === 'unavailable' ? 'Bank said: internal details' : 'Платёж не ожидает этого.');
    });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.request('/api/payments/test-failure');
    quiet.mockRestore();
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body['hydra:description']).toMatch(text);
    expect(JSON.stringify(body)).not.toContain('internal details');
    expect(res.headers.get('Retry-After')).toBe(status === 503 ? '30' : null);
  });
});

describe('POST /api/dev/sandbox-payments', () => {
  const body = { orderNumber: 2_000_000_001, amount: 1234_56, returnPath: '/basket?sandbox=paid', failPath: '/basket?sandbox=failed' };

  it('registers a payment whose page shows it, for an order number no order has', async () => {
    const res = await t.post('/api/dev/sandbox-payments', body);
    expect(res.status).toBe(201);
    expect(res.body.formUrl).toBe(`http://shop.test/payment-sandbox/${res.body.gatewayOrderId}`);
    const page = await t.get(`/api/payments/sandbox/${res.body.gatewayOrderId}`);
    const p = contract(SandboxPayment, page.body);
    expect(p).toMatchObject({ orderNumber: 2_000_000_001, amount: 1234.56, status: 0 });
    expect(p.secondsLeft).toBeGreaterThan(1190);
    expect(p.secondsLeft).toBeLessThanOrEqual(1200);
  });

  it('refuses the number of an existing order, and numbers below a billion, so a test payment never reaches a real one', async () => {
    const o = await onlineOrder(20, 1_500_000_000);
    expectError(await t.post('/api/dev/sandbox-payments', { ...body, orderNumber: o.id }), 409);
    expectError(await t.post('/api/dev/sandbox-payments', { ...body, orderNumber: 999_999_999 }), 422);
  });

  it.each([
    ['another site as the return URL', { returnPath: 'https://evil.example/' }],
    ['a protocol-relative fail URL', { failPath: '//evil.example/' }],
    ['kopecks that are not whole', { amount: 10.5 }],
    ['no amount', { amount: undefined }],
  ])('answers 422 for %s', async (_, change) => {
    expectError(await t.post('/api/dev/sandbox-payments', { ...body, ...change }), 422);
  });

  it('is not there when the gateway is not the sandbox', async () => {
    const other = createApp(t.db, { payment: { ...gateway, kind: 'rbs' } });
    const res = await other.request('/api/dev/sandbox-payments', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(404);
  });
});
