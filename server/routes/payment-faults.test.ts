// The fault matrix of the payments ledger (issue 36): the shop's RBS adapter against the sandbox
// bank the app serves, with a fault armed per operation (a delay past the adapter's timeout, an
// answer lost after the bank acted, a 5xx before it acts, a refusal), then the admin's retry with the
// same Idempotency-Key and a reconciliation sweep. Each cell ends with the bank's captured and
// refunded sums equal to the order's, each operation done once, and the order in the state the
// action (or its refusal) leaves. Then the double click, the capture the shop did not make, and the
// lost callback before the expiry sweep.
import { and, eq } from 'drizzle-orm';
import { AdminOrder } from '../../contract';
import { customers, orderEvents, orderRefunds, orders, paymentOperations, sandboxPayments, slotBookings } from '../db/schema';
import { env } from '../env';
import { expireOverduePayments } from '../services/orders/payment-events';
import { reconcileSweep } from '../services/orders/reconcile';
import { contract, testApp, type TestApp } from '../test/harness';
import { NOW, from, newKey, payload, plentiful, resetNow, setNow, signIn, stockOf } from '../test/order-fixtures';

type Who = { id: number; headers: Record<string, string> };
let t: TestApp;
let anna: Who;
let daria: Who; // site admin
let dear: { id: number; name: string }[];
const TIMEOUT_MS = 200;
const DELAY_MS = 600;
const settleSeconds = env.PAYMENT_SETTLE_SECONDS;

beforeAll(async () => {
  t = await testApp({}, { bankTimeoutMs: TIMEOUT_MS });
  env.PAYMENT_SETTLE_SECONDS = 60;
  setNow(NOW);
  anna = await signIn(t, '79000000001');
  const res = await t.post('/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' }, from());
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, '79000000011'));
  daria = { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
  dear = await plentiful(t, 1, { dear: true });
});
afterAll(() => {
  env.PAYMENT_SETTLE_SECONDS = settleSeconds;
  resetNow();
  return t.close();
});

let n = 0;
/** Анна's online order (two dear goods), registered with the bank. */
async function placeOnline(key = newKey()) {
  const items = [{ id: dear[n++ % 5].id, quantity: 1 }, { id: dear[5].id, quantity: 1 }];
  const body = await payload(t, { customerId: anna.id, items, cash: 1, time: '20:00-22:00' });
  const res = await t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': key });
  if (res.status === 201) await t.db.delete(slotBookings).where(eq(slotBookings.orderId, res.body.id));
  return { res, items, total: body.basket.total };
}
const gatewayIdOf = (formUrl: string) => /\/payment-sandbox\/([0-9a-f-]{36})$/.exec(formUrl)![1];

/** An order the bank holds, moved on to `upTo` (2 assembled, 3 closed) by the admin. */
async function heldOrder(upTo?: 2 | 3) {
  const { res } = await placeOnline();
  expect([res.status, res.body['hydra:description']]).toEqual([201, undefined]);
  const id = res.body.id as number;
  const gatewayId = gatewayIdOf(res.body.paymentFormUrl);
  expect((await t.post(`/api/payments/sandbox/${gatewayId}/pay`)).status).toBe(200);
  const steps = upTo === undefined ? [] : upTo === 2 ? [1, 8, 5, 2] : [1, 8, 5, 2, 3];
  for (const to of steps) expect((await t.put(`/api/orders/${id}/status`, { status: to }, daria.headers)).status).toBe(200);
  return { id, gatewayId };
}

const bank = async (gatewayId: string) => {
  const res = await t.get(`/api/dev/bank/orders/${gatewayId}`);
  expect(res.status).toBe(200);
  return res.body as { orderStatus: number; amount: number; paymentAmountInfo: { approvedAmount: number; depositedAmount: number; refundedAmount: number } };
};
const view = async (id: number) => contract(AdminOrder, (await t.get(`/api/orders/${id}`, daria.headers)).body);
const refunds = (id: number) => t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id));
const operations = (id: number) => t.db.select().from(paymentOperations).where(eq(paymentOperations.orderId, id));
const events = async (id: number, type: string) => (await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, id), eq(orderEvents.type, type as 'refunded')))).length;
const arm = async (operation: string, fault: string) => {
  expect((await t.post('/api/dev/bank/faults', { operation, fault, times: 1, delayMs: DELAY_MS })).status).toBe(204);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The clock past the settle delay: an operation the bank never made may now be called failed or sent again. */
const afterSettle = () => setNow(new Date(Date.parse(NOW) + (env.PAYMENT_SETTLE_SECONDS + 1) * 1000 * ++later).toISOString());
let later = 0;
const kopecks = (roubles: number) => Math.round(roubles * 100);

/** The bank's totals and the order's agree. */
async function agree(id: number, gatewayId: string) {
  const b = await bank(gatewayId);
  const o = await view(id);
  const refunded = (await refunds(id)).reduce((s, r) => s + kopecks(Number(r.amount)), 0);
  expect({ deposited: b.paymentAmountInfo.depositedAmount, refunded: b.paymentAmountInfo.refundedAmount })
    .toEqual({ deposited: kopecks(o.chargedAmount ?? 0), refunded });
  expect(o.bankPending).toBeNull();
  return { bank: b, order: o };
}

const FAULTS = ['delay', 'lost-answer', 'server-error', 'refusal'] as const;
/** Whether the bank acted on the first call under this fault. */
const acted = (fault: (typeof FAULTS)[number]) => fault === 'delay' || fault === 'lost-answer';

/** The first call's answer, then (once the bank is done) the admin's retry with the same key and a sweep. */
async function firstThenRetry(fault: (typeof FAULTS)[number], call: (key: string) => Promise<{ status: number; body: any }>, id: number) {
  const key = newKey();
  const first = await call(key);
  if (fault === 'refusal') {
    expect([first.status, first.body['hydra:description']]).toEqual([409, expect.stringMatching(/Банк отказал/)]);
    // the same key answers the same refusal; a new intention (a new key) goes through
    expect((await call(key)).status).toBe(409);
    expect((await call(newKey())).status).toBe(200);
  } else {
    expect([first.status, first.body['hydra:description']]).toEqual([503, expect.stringMatching(/^Ожидаем ответ банка/)]);
    expect((await view(id)).bankPending).not.toBeNull();
    if (fault === 'delay') await sleep(DELAY_MS + 100); // the bank acts late
    if (!acted(fault)) {
      // too early to tell «never made» from «still under way»: the retry waits, sending nothing
      expect((await call(key)).status).toBe(503);
      afterSettle();
    }
    const retry = await call(key);
    expect([retry.status, retry.body['hydra:description']]).toEqual([200, undefined]);
  }
  afterSettle();
  await reconcileSweep(t.db, t.payment);
  const ops = await operations(id);
  expect(ops.filter((o) => o.state === 'pending' || o.state === 'unknown')).toEqual([]);
  return ops;
}

describe('the fault matrix: each bank operation under each fault, the admin\'s retry and the sweep', () => {
  beforeEach(() => setNow(NOW));

  it.each(FAULTS)('deposit (closing a held order) under %s', async (fault) => {
    const o = await heldOrder(2);
    await arm('deposit', fault);
    const ops = await firstThenRetry(fault, (key) => t.put(`/api/orders/${o.id}/status`, { status: 3 }, { ...daria.headers, 'Idempotency-Key': key }), o.id);
    const { bank: b, order } = await agree(o.id, o.gatewayId);
    expect(order).toMatchObject({ status: 3, payment: { status: 2 }, chargedAmount: order.amount });
    expect(b.orderStatus).toBe(2);
    expect(ops.filter((op) => op.kind === 'deposit' && op.state === 'succeeded')).toHaveLength(1);
  });

  it.each(FAULTS)('reverse (annulling a held order) under %s', async (fault) => {
    const o = await heldOrder();
    await arm('reverse', fault);
    const ops = await firstThenRetry(fault, (key) => t.post(`/api/orders/${o.id}/cancel`, { reason: 'duplicate' }, { ...daria.headers, 'Idempotency-Key': key }), o.id);
    const { bank: b, order } = await agree(o.id, o.gatewayId);
    expect(order).toMatchObject({ status: 4, payment: { status: 3 } });
    expect(b.orderStatus).toBe(3);
    expect(ops.filter((op) => op.kind === 'reverse' && op.state === 'succeeded')).toHaveLength(1);
    expect(await events(o.id, 'cancelled')).toBe(1);
  });

  it.each(FAULTS)('refund (part of a closed order) under %s', async (fault) => {
    const o = await heldOrder(3);
    await arm('refund', fault);
    const ops = await firstThenRetry(fault, (key) => t.post(`/api/orders/${o.id}/payment-refund`, { amount: 7, comment: 'Недовес' }, { ...daria.headers, 'Idempotency-Key': key }), o.id);
    const { bank: b } = await agree(o.id, o.gatewayId);
    // a refusal was followed by a second intention: one refund either way
    expect(b.paymentAmountInfo.refundedAmount).toBe(700);
    expect(await refunds(o.id)).toHaveLength(1);
    expect(await events(o.id, 'refunded')).toBe(1);
    expect(ops.filter((op) => op.kind === 'refund' && op.state === 'succeeded')).toHaveLength(1);
  });

  it.each(FAULTS)('register (placing an online order) under %s', async (fault) => {
    await arm('register', fault);
    const key = newKey();
    const { res, items } = await placeOnline(key);
    // the shop never learnt the bank's order: the order is annulled with its stock back, and nothing is held for it
    expect([res.status, res.body['hydra:description']]).toEqual([503, expect.stringMatching(/[а-яё]/i)]);
    const [annulled] = await t.db.select().from(orders).where(eq(orders.customerId, anna.id)).orderBy(orders.id).then((r) => r.slice(-1));
    expect(annulled).toMatchObject({ status: 4, paymentGatewayOrderId: null });
    if (fault === 'delay') await sleep(DELAY_MS + 100);
    const orphans = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, annulled.id));
    expect(orphans).toHaveLength(acted(fault) ? 1 : 0);
    expect(orphans.every((p) => p.status === 0 && p.depositedAmount === 0)).toBe(true);
    // the shopper's retry with the same key places the order anew, and pays it
    const before = await stockOf(t, 1, items[0].id);
    const again = await t.post('/api/orders', (await placeOnlineBody(items)), { ...anna.headers, 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(await stockOf(t, 1, items[0].id)).toBe(before - 1);
    await t.db.delete(slotBookings).where(eq(slotBookings.orderId, again.body.id));
    expect((await t.post(`/api/payments/sandbox/${gatewayIdOf(again.body.paymentFormUrl)}/pay`)).status).toBe(200);
    expect((await view(again.body.id)).payment).toMatchObject({ status: 1 });
  });
});
const placeOnlineBody = (items: { id: number; quantity: number }[]) => payload(t, { customerId: anna.id, items, cash: 1, time: '20:00-22:00' });

describe('reconciliation alone', () => {
  beforeEach(() => setNow(NOW));

  it('settles a refund whose answer was lost without any retry: one refund row, the bank\'s sum', async () => {
    const o = await heldOrder(3);
    await arm('refund', 'lost-answer');
    expect((await t.post(`/api/orders/${o.id}/payment-refund`, { amount: 3, comment: 'Брак' }, { ...daria.headers, 'Idempotency-Key': newKey() })).status).toBe(503);
    expect(await refunds(o.id)).toHaveLength(0);
    expect((await view(o.id)).bankPending).toMatchObject({ kind: 'refund', amount: 3 });
    afterSettle();
    await reconcileSweep(t.db, t.payment);
    expect(await refunds(o.id)).toHaveLength(1);
    await agree(o.id, o.gatewayId);
  });

  it('calls a deposit the bank never made failed, and the order closes on the admin\'s next try', async () => {
    const o = await heldOrder(2);
    await arm('deposit', 'server-error');
    expect((await t.put(`/api/orders/${o.id}/status`, { status: 3 }, { ...daria.headers, 'Idempotency-Key': newKey() })).status).toBe(503);
    afterSettle();
    await reconcileSweep(t.db, t.payment);
    expect((await operations(o.id)).map((op) => op.state)).toEqual(['failed']);
    expect((await view(o.id)).status).toBe(2);
    expect((await t.put(`/api/orders/${o.id}/status`, { status: 3 }, { ...daria.headers, 'Idempotency-Key': newKey() })).status).toBe(200);
    expect((await agree(o.id, o.gatewayId)).order.status).toBe(3);
  });

  it('«Проверить оплату» applies what the bank says about an unknown operation', async () => {
    const o = await heldOrder();
    await arm('reverse', 'lost-answer');
    expect((await t.post(`/api/orders/${o.id}/cancel`, { reason: 'duplicate' }, { ...daria.headers, 'Idempotency-Key': newKey() })).status).toBe(503);
    const check = await t.get(`/api/orders/${o.id}/payment-check`, daria.headers);
    expect(check.body.responseData).toMatchObject({ status: 3 });
    expect(await view(o.id)).toMatchObject({ status: 4, payment: { status: 3 }, bankPending: null });
  });
});

describe('the double click', () => {
  beforeEach(() => setNow(NOW));

  it('two refunds sent at once with one key while the bank is slow: one refund, both answers the same', async () => {
    const o = await heldOrder(3);
    // slow, not past the timeout: the second request arrives while the first waits for the bank
    expect((await t.post('/api/dev/bank/faults', { operation: 'refund', fault: 'delay', times: 1, delayMs: TIMEOUT_MS / 2 })).status).toBe(204);
    const key = newKey();
    const send = () => t.post(`/api/orders/${o.id}/payment-refund`, { amount: 5, comment: 'Недовес' }, { ...daria.headers, 'Idempotency-Key': key });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await bank(o.gatewayId)).paymentAmountInfo.refundedAmount).toBe(500);
    expect(await refunds(o.id)).toHaveLength(1);
  });

  it('a second intention while the first is unanswered is refused with «Ожидаем ответ банка», not sent', async () => {
    const o = await heldOrder(3);
    await arm('refund', 'lost-answer');
    const refund = (key: string) => t.post(`/api/orders/${o.id}/payment-refund`, { amount: 5, comment: 'Недовес' }, { ...daria.headers, 'Idempotency-Key': key });
    expect((await refund(newKey())).status).toBe(503);
    const second = await refund(newKey());
    expect([second.status, second.body['hydra:description']]).toEqual([409, expect.stringMatching(/^Ожидаем ответ банка/)]);
    expect((await bank(o.gatewayId)).paymentAmountInfo.refundedAmount).toBe(500);
  });
});

describe('a capture the shop did not make', () => {
  beforeEach(() => setNow(NOW));

  it('records the charged amount from the bank, so the order closes, refunds and annuls with money back', async () => {
    const o = await heldOrder();
    const held = (await bank(o.gatewayId)).paymentAmountInfo.approvedAmount;
    expect((await t.post(`/api/dev/bank/orders/${o.gatewayId}/deposit`, {})).status).toBe(200);
    expect(await view(o.id)).toMatchObject({ payment: { status: 2 }, chargedAmount: held / 100 });
    for (const to of [1, 8, 5, 2, 3]) expect((await t.put(`/api/orders/${o.id}/status`, { status: to }, daria.headers)).status).toBe(200);
    expect((await t.post(`/api/orders/${o.id}/payment-refund`, { amount: 10, comment: 'Недовес' }, daria.headers)).status).toBe(200);
    expect((await t.post(`/api/orders/${o.id}/cancel`, { reason: 'duplicate' }, daria.headers)).status).toBe(200);
    const { bank: b } = await agree(o.id, o.gatewayId);
    expect(b.paymentAmountInfo).toMatchObject({ depositedAmount: held, refundedAmount: held });
  });

  it('refunds a capture that arrives for an annulled order', async () => {
    const o = await heldOrder();
    // annulled in the shop while the bank kept the hold (its reverse refused), then captured in the portal
    await arm('reverse', 'refusal');
    expect((await t.post(`/api/orders/${o.id}/cancel`, { reason: 'duplicate' }, daria.headers)).status).toBe(409);
    await t.db.update(orders).set({ status: 4 }).where(eq(orders.id, o.id));
    expect((await t.post(`/api/dev/bank/orders/${o.gatewayId}/deposit`, {})).status).toBe(200);
    const b = await bank(o.gatewayId);
    expect(b.paymentAmountInfo.refundedAmount).toBe(b.paymentAmountInfo.depositedAmount);
    await agree(o.id, o.gatewayId);
  });
});

describe('a lost callback and the expiry sweep', () => {
  beforeEach(() => setNow(NOW));

  it('never annuls an order the bank reports paid: the sweep asks the bank and moves it on', async () => {
    const { res, items } = await placeOnline();
    const id = res.body.id as number;
    const gatewayId = gatewayIdOf(res.body.paymentFormUrl);
    await arm('callback', 'lost-answer');
    expect((await t.post(`/api/payments/sandbox/${gatewayId}/pay`)).status).toBe(200);
    expect((await view(id)).status).toBe(7);
    const stock = await stockOf(t, 1, items[0].id);
    setNow(new Date(Date.parse(NOW) + (env.ORDER_PAYMENT_MINUTES + 1) * 60_000).toISOString());
    expect(await expireOverduePayments(t.db, undefined, t.payment)).toBe(0);
    expect(await view(id)).toMatchObject({ status: 0, payment: { status: 1 } });
    expect(await stockOf(t, 1, items[0].id)).toBe(stock);
  });

  it('annuls an order the bank reports unpaid, and keeps one the bank does not answer about for the next round', async () => {
    const { res } = await placeOnline();
    const id = res.body.id as number;
    setNow(new Date(Date.parse(NOW) + (env.ORDER_PAYMENT_MINUTES + 1) * 60_000).toISOString());
    await arm('status', 'server-error');
    const stored = async () => (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
    expect(await expireOverduePayments(t.db, id, t.payment)).toBe(0);
    expect(await stored()).toBe(7);
    expect(await expireOverduePayments(t.db, id, t.payment)).toBe(1);
    expect(await stored()).toBe(4);
  });
});
