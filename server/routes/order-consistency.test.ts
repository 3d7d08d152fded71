// Issue 36's smaller order faults, as a client and the shop's own figures see them: annulling a closed
// order leaves its goods sold, an order's bonuses go to the card it was placed (or set) with, an
// admin's move of shop or receiving method keeps the slot's capacity under the slot's lock, and two
// recoveries of one lost checkout answer never annul an order whose payment form was handed out.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AdminOrder } from '../../contract';
import { articles, customers, idempotencyKeys, loyaltyTransactions, orders, sandboxPayments, slotBookings } from '../db/schema';
import { sandboxGateway } from '../adapters/payment/sandbox';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { NOW, from, newKey, payload, plentiful, resetNow, setNow, signIn, stockOf } from '../test/order-fixtures';

type Who = { id: number; headers: Record<string, string> };
let t: TestApp;
let anna: Who; // a customer with the loyalty card 2000000000015
let gleb: Who; // shop admin of shops 1 and 2
let daria: Who; // site admin
let cheap: { id: number; name: string }[];
let dear: { id: number; name: string }[];

async function signInAdmin(app: TestApp, phone: string): Promise<Who> {
  const res = await app.post('/api/auth/signin-phone', { phone, password: 'admin12345' }, from());
  expect(res.status).toBe(200);
  const [row] = await app.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}

beforeAll(async () => {
  t = await testApp();
  setNow(NOW);
  anna = await signIn(t, '79000000001');
  gleb = await signInAdmin(t, '79000000010');
  daria = await signInAdmin(t, '79000000011');
  cheap = await plentiful(t, 1);
  dear = await plentiful(t, 1, { dear: true });
});
afterAll(() => {
  resetNow();
  return t.close();
});

/** An order of Анна's in shop 1 (cash unless `cash`), a dear good added to pass the minimum; `keepSlot` keeps its booking. */
async function place(given: { id: number; quantity: number }[], o: { cash?: number; time?: string; keepSlot?: boolean } = {}) {
  const items = [...given, { id: dear[5].id, quantity: 1 }];
  const body = await payload(t, { customerId: anna.id, items, cash: o.cash, time: o.time ?? (o.cash === 1 ? '20:00-22:00' : '10:00-12:00') });
  const res = await t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': newKey() });
  expect([res.status, res.body['hydra:description']]).toEqual([201, undefined]);
  if (!o.keepSlot) await t.db.delete(slotBookings).where(eq(slotBookings.orderId, res.body.id));
  return { id: res.body.id as number, formUrl: res.body.paymentFormUrl as string | null };
}
const status = (id: number, to: number) => t.put(`/api/orders/${id}/status`, { status: to }, gleb.headers);
const close = async (id: number) => { for (const to of [1, 8, 5, 2, 3]) expect((await status(id, to)).status).toBe(200); };
const view = async (id: number) => contract(AdminOrder, (await t.get(`/api/orders/${id}`, daria.headers)).body);

describe('annulling a closed order', () => {
  it('refunds it and leaves its goods sold: the stock does not grow back', async () => {
    const good = cheap[3];
    const o = await place([{ id: good.id, quantity: 2 }], { cash: 1 });
    const gatewayId = /\/payment-sandbox\/([0-9a-f-]{36})$/.exec(o.formUrl!)![1];
    expect((await t.post(`/api/payments/sandbox/${gatewayId}/pay`)).status).toBe(200);
    await close(o.id);
    const sold = await stockOf(t, 1, good.id);
    const res = await t.post(`/api/orders/${o.id}/cancel`, { reason: 'other', comment: 'Возврат всего заказа' }, daria.headers);
    expect(res.status).toBe(200);
    expect(contract(AdminOrder, res.body)).toMatchObject({ status: 4, refundable: 0 });
    const [bank] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, gatewayId));
    expect(bank.refundedAmount).toBeGreaterThan(0);
    expect(await stockOf(t, 1, good.id)).toBe(sold);
  });

  it('an order annulled before it closed still gives its goods back', async () => {
    const good = cheap[4];
    const before = await stockOf(t, 1, good.id);
    const { id } = await place([{ id: good.id, quantity: 3 }]);
    expect(await stockOf(t, 1, good.id)).toBe(before - 3);
    expect((await t.post(`/api/orders/${id}/cancel`, { reason: 'duplicate' }, gleb.headers)).status).toBe(200);
    expect(await stockOf(t, 1, good.id)).toBe(before);
  });
});

describe('the loyalty card an order is credited to', () => {
  const ANNAS = '2000000000015';
  const OTHER = '2000000000022';
  const accrued = async (id: number) => (await t.db.select({ card: loyaltyTransactions.card }).from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.orderId, id), eq(loyaltyTransactions.type, 'accrual')))).map((r) => r.card);
  const bindCard = (card: string) => t.db.update(customers).set({ card, isCardConfirmed: true }).where(eq(customers.id, anna.id));

  it('is the card bound when the order was placed, not the one the customer holds when it closes', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    expect((await view(id)).card).toBe(ANNAS);
    await bindCard(OTHER);
    try {
      await close(id);
    } finally {
      await bindCard(ANNAS);
    }
    expect(await accrued(id)).toEqual([ANNAS]);
  });

  it('is the card an admin set on the order', async () => {
    const { id } = await place([{ id: cheap[1].id, quantity: 1 }]);
    expect((await t.put(`/api/orders/${id}`, { card: OTHER }, gleb.headers)).status).toBe(200);
    await close(id);
    expect(await accrued(id)).toEqual([OTHER]);
  });

  it('is none for an order placed without a card, whatever the customer binds later', async () => {
    await t.db.update(customers).set({ card: null, isCardConfirmed: false }).where(eq(customers.id, anna.id));
    let id: number;
    try {
      ({ id } = await place([{ id: cheap[2].id, quantity: 1 }]));
    } finally {
      await bindCard(ANNAS);
    }
    expect((await view(id)).card).toBeNull();
    await close(id);
    expect(await accrued(id)).toEqual([]);
  });
});

describe('an admin\'s move of shop or receiving method books the slot as checkout does', () => {
  // shop 2 delivers at 14:00-16:00 and 16:00-18:00 with room for two orders (server/demo/seed/receiving.ts)
  const DAY = '2026-11-24';
  const bookingsAt = async (shopId: number, time: string) => (await t.db.select().from(slotBookings).where(and(
    eq(slotBookings.shopId, shopId), eq(slotBookings.slotType, 'delivery'), eq(slotBookings.date, DAY), eq(slotBookings.timeInterval, time),
  ))).length;
  const fill = (time: string, n: number) => t.db.insert(slotBookings)
    .values(Array.from({ length: n }, () => ({ shopId: 2, slotType: 'delivery' as const, date: DAY, timeInterval: time })));
  const toShop2 = (id: number) => t.post(`/api/orders/${id}/params`, { changeType: 'shop', shop: 2 }, daria.headers);
  const stockShop2 = (ids: number[]) => t.db.update(articles).set({ quantity: 50 }).where(and(eq(articles.shopId, 2), inArray(articles.goodId, ids)));

  it('refuses a move into a full slot with 409 in Russian, changing nothing; with room it moves the booking', async () => {
    const good = cheap[5];
    await stockShop2([good.id, dear[5].id]);
    const { id } = await place([{ id: good.id, quantity: 1 }], { time: '14:00-16:00', keepSlot: true });
    await fill('14:00-16:00', 2);
    const stocks = [await stockOf(t, 1, good.id), await stockOf(t, 2, good.id)];
    const res = await toShop2(id);
    expectError(res, 409);
    expect(res.body['hydra:description']).toMatch(/^Интервал 14:00-16:00 24\.11\.2026 в магазине «.+» занят: свободных мест нет\. Заказ не изменён\.$/);
    expect((await view(id)).shop.id).toBe(1);
    expect([await stockOf(t, 1, good.id), await stockOf(t, 2, good.id)]).toEqual(stocks);
    expect([await bookingsAt(1, '14:00-16:00'), await bookingsAt(2, '14:00-16:00')]).toEqual([1, 2]);

    await t.db.delete(slotBookings).where(and(eq(slotBookings.shopId, 2), sql`${slotBookings.orderId} IS NULL`, eq(slotBookings.timeInterval, '14:00-16:00')));
    await fill('14:00-16:00', 1);
    expect((await toShop2(id)).status).toBe(200);
    expect([await bookingsAt(1, '14:00-16:00'), await bookingsAt(2, '14:00-16:00')]).toEqual([0, 2]);
  });

  it('two admins moving two orders into the slot\'s last place at once: one moves, the other gets 409', async () => {
    const good = cheap[6];
    await stockShop2([good.id, dear[5].id]);
    const a = await place([{ id: good.id, quantity: 1 }], { time: '16:00-18:00', keepSlot: true });
    const b = await place([{ id: good.id, quantity: 1 }], { time: '16:00-18:00', keepSlot: true });
    await fill('16:00-18:00', 1);
    const answers = await Promise.all([toShop2(a.id), toShop2(b.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await bookingsAt(2, '16:00-18:00')).toBe(2);
    expect([(await view(a.id)).shop.id, (await view(b.id)).shop.id].sort()).toEqual([1, 2]);
  });
});

describe('two recoveries of one lost checkout answer', () => {
  /** An online order committed under `key` whose answer was lost before its payment was registered. */
  async function lost(app: TestApp, me: Who, key: string) {
    const [good] = await plentiful(app, 1, { dear: true });
    const body = await payload(app, { customerId: me.id, type: 'pickup', cash: 1, time: '12:00-15:00', date: '2026/11/25', items: [{ id: good.id, quantity: 1 }] });
    const first = await app.post('/api/orders', body, { ...me.headers, 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    await app.db.update(orders).set({ paymentGatewayOrderId: null, paymentFormUrl: null }).where(eq(orders.id, first.body.id));
    await app.db.update(idempotencyKeys).set({
      status: null, contentType: null, response: JSON.stringify({ id: first.body.id, paymentFormUrl: null }), createdAt: sql`now() - interval '2 minutes'`,
    }).where(eq(idempotencyKeys.key, key));
    return { id: first.body.id as number, body };
  }

  it('one registers and hands out its form, the other\'s registration fails: the order stays payable, both answer that form', async () => {
    const sandbox = sandboxGateway({ secret: 'order-consistency-secret-012345', pageUrl: (id) => `http://shop.test/payment-sandbox/${id}` });
    let calls = 0;
    let secondStarted!: () => void;
    const started = new Promise<void>((r) => { secondStarted = r; });
    let enabled = false;
    const app = await testApp({
      payment: {
        ...sandbox,
        register: async (db, request) => {
          if (!enabled) return sandbox.register(db, request);
          calls += 1;
          if (calls === 1) {
            // both recoveries have read the order without a form before the first registers
            await started;
            return sandbox.register(db, request);
          }
          secondStarted();
          // the bank fails the second only once the first one's form is stored
          for (let i = 0; i < 400; i += 1) {
            const [row] = await db.select({ url: orders.paymentFormUrl }).from(orders).where(eq(orders.id, request.orderId));
            if (row?.url) break;
            await new Promise((r) => setTimeout(r, 10));
          }
          throw new Error('bank down');
        },
      },
    });
    try {
      setNow(NOW);
      const me = await signIn(app, '79000000001');
      const key = newKey();
      const { id, body } = await lost(app, me, key);
      enabled = true;
      const answers = await Promise.all([1, 2].map(() => app.post('/api/orders', body, { ...me.headers, 'Idempotency-Key': key })));
      expect(calls).toBe(2);
      const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
      expect(row.status).toBe(7);
      expect(row.paymentFormUrl).toMatch(/^http:\/\/shop\.test\/payment-sandbox\//);
      expect(answers.map((r) => [r.status, r.body.id, r.body.paymentFormUrl])).toEqual([[201, id, row.paymentFormUrl], [201, id, row.paymentFormUrl]]);
    } finally {
      await app.close();
    }
  });

  it('both register: the form stored is the one both answers hand out', async () => {
    const sandbox = sandboxGateway({ secret: 'order-consistency-secret-012345', pageUrl: (id) => `http://shop.test/payment-sandbox/${id}` });
    let waiting: (() => void)[] = [];
    let enabled = false;
    const app = await testApp({
      payment: {
        ...sandbox,
        register: async (db, request) => {
          if (!enabled) return sandbox.register(db, request);
          // both registrations are under way before either answers
          await new Promise<void>((r) => { waiting.push(r); if (waiting.length === 2) waiting.forEach((w) => w()); });
          return sandbox.register(db, request);
        },
      },
    });
    try {
      setNow(NOW);
      const me = await signIn(app, '79000000001');
      const key = newKey();
      const { id, body } = await lost(app, me, key);
      enabled = true;
      waiting = [];
      const answers = await Promise.all([1, 2].map(() => app.post('/api/orders', body, { ...me.headers, 'Idempotency-Key': key })));
      const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
      expect(row.status).toBe(7);
      expect(answers.map((r) => [r.status, r.body.paymentFormUrl])).toEqual([[201, row.paymentFormUrl], [201, row.paymentFormUrl]]);
    } finally {
      await app.close();
    }
  });
});
