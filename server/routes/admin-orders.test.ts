// The back office's order calls (contract/admin-orders.ts) as a client sees them: who may call what,
// the status moves, cancellation with each kind of reason, edits that move stock, the online hold,
// its charge on close and refunds in the sandbox gateway, and the trail (log entry + order event)
// each change leaves, and does not leave when it is refused.
import bwipjs from 'bwip-js/node';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AdminOrder, AdminOrderList, AdminOrderLog, AdminPaymentCheck, Loyalty, Order } from '../../contract';
import { accrual, reversal } from '../../domain/loyalty';
import { refundTooMuchMessage } from '../../domain/order-admin';
import { ORDER_STATUS } from '../../domain/order-status';
import { auditLog, customerAdminShops, customers, goods, articles, loyaltyTransactions, orderEvents, orderLog, orders, sandboxPayments, slotBookings } from '../db/schema';
import { hashPassword } from '../services/auth/passwords';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { ADDRESS, CENTRE, NOW, OUTSIDE, OUTSIDE_ADDRESS, from, newKey, payload, plentiful, resetNow, setNow, signIn, stockOf } from '../test/order-fixtures';

type Who = { id: number; headers: Record<string, string> };
let t: TestApp;
let anna: Who; // a customer
let gleb: Who; // shop admin of shops 1 and 2
let other: Who; // shop admin of shop 3
let daria: Who; // site admin
let cheap: { id: number; name: string }[];
let dear: { id: number; name: string; price: number }[];

async function signInAdmin(phone: string): Promise<Who> {
  const res = await t.post('/api/auth/signin-phone', { phone, password: 'admin12345' }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}

beforeAll(async () => {
  t = await testApp();
  setNow(NOW);
  anna = await signIn(t, '79000000001');
  gleb = await signInAdmin('79000000010');
  daria = await signInAdmin('79000000011');
  const [row] = await t.db.insert(customers).values({
    phone: '79000000099', name: 'Ирина Третьемагазинная', passwordHash: await hashPassword('admin12345'), isPhoneConfirmed: true, isAdmin: true,
  }).returning({ id: customers.id });
  await t.db.insert(customerAdminShops).values({ customerId: row.id, shopId: 3 });
  other = await signInAdmin('79000000099');
  cheap = await plentiful(t, 1);
  dear = await plentiful(t, 1, { dear: true });
});
afterAll(() => {
  resetNow();
  return t.close();
});

let slot = 0;
/**
 * An order of Анна's in shop 1 (cash unless `cash`) with a dear good added to pass the shop's minimum,
 * its slot booking dropped so the tests never fill a slot.
 */
async function place(given: { id: number; quantity: number }[], o: { cash?: number; type?: 'delivery' | 'pickup' } = {}) {
  const items = [...given, { id: dear[5].id, quantity: 1 }];
  const times = o.cash === 1 ? ['20:00-22:00'] : o.type === 'pickup' ? ['09:00-12:00'] : ['10:00-12:00'];
  const body = await payload(t, { customerId: anna.id, items, cash: o.cash, type: o.type, time: times[slot++ % times.length] });
  const res = await t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': newKey() });
  expect([res.status, res.body['hydra:description']]).toEqual([201, undefined]);
  await t.db.delete(slotBookings).where(eq(slotBookings.orderId, res.body.id));
  return { id: res.body.id as number, total: body.basket.total, formUrl: res.body.paymentFormUrl as string | null };
}

/** An online order whose payment the sandbox holds (status 0, payment status 1). */
async function placePaid(items: { id: number; quantity: number }[]) {
  const o = await place(items, { cash: 1 });
  const gatewayId = /\/payment-sandbox\/([0-9a-f-]{36})$/.exec(o.formUrl!)![1];
  expect((await t.post(`/api/payments/sandbox/${gatewayId}/pay`)).status).toBe(200);
  return { ...o, gatewayId };
}

const view = async (id: number, who: Who = daria) => {
  const res = await t.get(`/api/orders/${id}`, who.headers);
  expect(res.status).toBe(200);
  return contract(AdminOrder, res.body);
};
const trail = async (id: number) => ({
  log: (await t.db.select().from(orderLog).where(eq(orderLog.orderId, id))).length,
  events: (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id))),
});
const status = (id: number, to: number, who: Who = gleb) => t.put(`/api/orders/${id}/status`, { status: to }, who.headers);
const sandbox = async (gatewayId: string) => (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, gatewayId)))[0];

describe('who may call the admin order calls', () => {
  let id: number;
  beforeAll(async () => { id = (await place([{ id: cheap[0].id, quantity: 1 }])).id; });

  it('GET /api/orders/{id}: the admin view for an admin of its shop and the site admin; the customer keeps hers; others 404; guests 401', async () => {
    const seen = await view(id, gleb);
    expect(seen).toMatchObject({ id, status: 0, actions: expect.arrayContaining(['setStatus', 'cancel', 'editLines']), nextStatuses: [1] });
    expect(seen.actions).not.toContain('refund');
    expect(seen.payment).toBeNull();
    expect((await view(id, daria)).actions).toContain('changeShop');
    contract(Order, (await t.get(`/api/orders/${id}`, anna.headers)).body);
    expectError(await t.get(`/api/orders/${id}`, other.headers), 404);
    expectError(await t.get(`/api/orders/${id}`), 401);
  });

  it.each([
    ['GET', 'log'], ['GET', 'payment-check'], ['PUT', 'status'], ['POST', 'cancel'], ['PUT', 'goods'], ['PUT', 'markingcode'],
    ['POST', 'params'], ['POST', 'payment-refund'], ['PUT', ''],
  ])('%s /api/orders/{id}/%s: 404 for a customer and another shop\'s admin, 401 for a guest', async (method, action) => {
    const path = `/api/orders/${id}${action ? `/${action}` : ''}`;
    const body = method === 'GET' ? undefined : { status: 1 };
    const call = (h?: Record<string, string>) => (method === 'GET' ? t.get(path, h) : method === 'PUT' ? t.put(path, body, h) : t.post(path, body, h));
    expectError(await call(anna.headers), 404);
    expectError(await call(other.headers), 404);
    expectError(await call(), 401);
  });

  it('GET /api/orders: a shop admin sees only its shops\', a site admin every shop; a customer 404, a guest 401', async () => {
    await t.db.update(orders).set({ shopId: 3 }).where(eq(orders.id, (await place([{ id: cheap[1].id, quantity: 1 }])).id));
    const mine = contract(AdminOrderList, (await t.get('/api/orders', gleb.headers)).body);
    expect(mine['hydra:member'].length).toBeGreaterThan(0);
    expect(mine['hydra:member'].every((o) => o.shop.id === 1 || o.shop.id === 2)).toBe(true);
    const all = contract(AdminOrderList, (await t.get('/api/orders', daria.headers)).body);
    expect(all['hydra:member'].some((o) => o.shop.id === 3)).toBe(true);
    const third = contract(AdminOrderList, (await t.get('/api/orders', other.headers)).body);
    expect(third['hydra:member'].every((o) => o.shop.id === 3)).toBe(true);
    expectError(await t.get('/api/orders', anna.headers), 404);
    expectError(await t.get('/api/orders'), 401);
  });
});

describe('the admin list\'s filters', () => {
  it('filters by status, id, phone digits, name, dates and amount; leaves the annulled out unless asked', async () => {
    const a = await place([{ id: cheap[2].id, quantity: 1 }]);
    expect((await t.post(`/api/orders/${a.id}/cancel`, { reason: 'duplicate' }, gleb.headers)).status).toBe(200);
    const ids = async (q: string) => contract(AdminOrderList, (await t.get(`/api/orders?${q}`, daria.headers)).body)['hydra:member'].map((o) => o.id);
    expect(await ids('')).not.toContain(a.id);
    expect(await ids('status=&id=&amount[gte]=')).toEqual(await ids(''));
    expect(await ids('status=4')).toContain(a.id);
    expect(await ids(`id=${a.id}&status=4`)).toEqual([a.id]);
    expect(await ids('status=4&customer.phone=0000001')).toContain(a.id);
    expect(await ids('status=4&customer.phone=0000002')).not.toContain(a.id);
    expect(await ids(`status=4&customer.name=${encodeURIComponent('карточкина')}`)).toContain(a.id);
    expect(await ids('status=4&orderDate[after]=2026-11-23&orderDate[strictly_before]=2026-11-24')).toContain(a.id);
    expect(await ids('status=4&orderDate[after]=2026-11-24')).not.toContain(a.id);
    expect(await ids('status=4&deliveryDate[after]=2026-11-24&deliveryDate[strictly_before]=2026-11-25')).toContain(a.id);
    expect(await ids(`status=4&amount[gte]=${a.total}&amount[lte]=${a.total}`)).toContain(a.id);
    expect(await ids(`status=4&amount[gte]=${a.total + 1}`)).not.toContain(a.id);
    expectError(await t.get('/api/orders?status=9', daria.headers), 400);
    expectError(await t.get('/api/orders?customer.phone=7900abc', daria.headers), 400);
  });

  it('pages by 50 with hydra:previous and hydra:next', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
    const copies = Array.from({ length: 55 }, () => ({ ...o, id: undefined as never, paymentGatewayOrderId: null }));
    await t.db.insert(orders).values(copies);
    const first = contract(AdminOrderList, (await t.get('/api/orders', daria.headers)).body);
    expect(first['hydra:member']).toHaveLength(50);
    expect(first['hydra:view']).toMatchObject({ 'hydra:next': '/api/orders?page=2' });
    expect(first['hydra:view']?.['hydra:previous']).toBeUndefined();
    const second = contract(AdminOrderList, (await t.get('/api/orders?page=2', daria.headers)).body);
    expect(second['hydra:view']).toMatchObject({ 'hydra:previous': '/api/orders?page=1' });
    expect(second['hydra:member'][0].id).toBeLessThan(first['hydra:member'][49].id);
  });
});

describe('the hall\'s first screen (issue 42)', () => {
  it('puts the orders handed out on the shops\' today first with sort=today, and counts each status under the other filters', async () => {
    // TOMORROW is the fixtures' delivery day; one order is moved to today (NOW's Moscow date)
    const later = await place([{ id: cheap[1].id, quantity: 1 }]);
    const todays = await place([{ id: cheap[1].id, quantity: 1 }]);
    const newest = await place([{ id: cheap[1].id, quantity: 1 }]);
    await t.db.update(orders).set({ deliveryDate: '2026-11-23' }).where(eq(orders.id, todays.id));
    const list = async (q: string) => contract(AdminOrderList, (await t.get(`/api/orders?${q}`, daria.headers)).body);
    const plain = (await list('shop.id=1'))['hydra:member'].map((o) => o.id);
    expect(plain.indexOf(newest.id)).toBeLessThan(plain.indexOf(todays.id));
    const today = (await list('shop.id=1&sort=today'))['hydra:member'].map((o) => o.id);
    expect(today.indexOf(todays.id)).toBeLessThan(today.indexOf(newest.id));
    expect(today.indexOf(newest.id)).toBeLessThan(today.indexOf(later.id));
    expect((await list('shop.id=1'))['statusCounts']).toBeUndefined();

    expect((await t.post(`/api/orders/${later.id}/cancel`, { reason: 'duplicate' }, gleb.headers)).status).toBe(200);
    const counted = await list('shop.id=1&counts=1');
    const counts = new Map(counted.statusCounts!.map((c) => [c.status, c.count]));
    for (const status of [ORDER_STATUS.new, ORDER_STATUS.annulled]) {
      const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.shopId, 1), eq(orders.status, status)));
      expect(counts.get(status)).toBe(n);
    }
    // the status filter does not change the counts (a chip shows what tapping it finds)
    expect((await list('shop.id=1&counts=1&status=4')).statusCounts).toEqual(counted.statusCounts);
    // a shop admin counts only the shops he administers
    const mine = contract(AdminOrderList, (await t.get('/api/orders?counts=1&shop.id=3', gleb.headers)).body);
    expect(mine.statusCounts).toEqual([]);
    expectError(await t.get('/api/orders?sort=id', daria.headers), 400);
    expectError(await t.get('/api/orders?counts=2', daria.headers), 400);
  });
});

describe('status moves', () => {
  it('walks a delivery order new → open → assembling → assembled → in delivery → closed, each with a log entry and an event', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    const before = await trail(id);
    for (const to of [1, 8, 5, 2, 3]) expect((await status(id, to)).status).toBe(200);
    expect((await view(id)).status).toBe(3);
    const after = await trail(id);
    expect(after.log - before.log).toBe(5);
    expect(after.events.filter((e) => e.type === 'status').map((e) => e.payload.to)).toEqual([1, 8, 5, 2, 3]);
    const log = contract(AdminOrderLog, (await t.get(`/api/orders/${id}/log`, gleb.headers)).body)['hydra:member'];
    expect(log.at(-1)).toMatchObject({ status: 3, author: 'Глеб Администраторов', changes: { status: [2, 3] } });
  });

  it('closes a pickup order from assembled; refuses a skip, a move back and annulment through /status, leaving no trail', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }], { type: 'pickup' });
    const before = await trail(id);
    expectError(await status(id, 3), 409);
    expectError(await status(id, 4), 422);
    expectError(await status(id, 0), 409);
    expect(await trail(id)).toEqual(before);
    for (const to of [1, 8, 5]) expect((await status(id, to)).status).toBe(200);
    expectError(await status(id, 2), 409);
    expect((await status(id, 3)).status).toBe(200);
  });

  it('does not close an order of the food-delivery partner in delivery (the partner closes it)', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    await t.db.update(orders).set({ source: 'partner', status: 2 }).where(eq(orders.id, id));
    expectError(await status(id, 3), 409);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and moves once', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    const key = newKey();
    const first = await t.put(`/api/orders/${id}/status`, { status: 1 }, { ...gleb.headers, 'Idempotency-Key': key });
    const again = await t.put(`/api/orders/${id}/status`, { status: 1 }, { ...gleb.headers, 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await trail(id)).events.filter((e) => e.type === 'status')).toHaveLength(1);
  });

  it('lets one of two admins moving the same order at once win; the other gets 409 and there is one log entry', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    const before = await trail(id);
    const answers = await Promise.all([status(id, 1, gleb), status(id, 1, daria)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await trail(id);
    expect(after.log - before.log).toBe(1);
    expect(after.events.length - before.events.length).toBe(1);
  });
});

describe('cancellation', () => {
  it('needs a reason, and a comment for "other" and "at the client\'s request"; gives back the stock', async () => {
    const good = cheap[3];
    const stock = await stockOf(t, 1, good.id);
    const { id } = await place([{ id: good.id, quantity: 2 }]);
    const before = await trail(id);
    const noReason = await t.post(`/api/orders/${id}/cancel`, { reason: null }, gleb.headers);
    expectError(noReason, 422);
    expect(noReason.body.violations).toEqual([{ propertyPath: 'reason', message: 'Укажите причину аннулирования заказа.' }]);
    for (const reason of ['other', 'clientRequest']) {
      const res = await t.post(`/api/orders/${id}/cancel`, { reason, comment: ' ' }, gleb.headers);
      expect(res.body.violations).toEqual([{ propertyPath: 'comment', message: 'Поле обязательно для заполнения.' }]);
    }
    expect(await trail(id)).toEqual(before);
    const ok = await t.post(`/api/orders/${id}/cancel`, { reason: 'clientRequest', comment: 'Передумал' }, gleb.headers);
    expect(ok.status).toBe(200);
    expect(contract(AdminOrder, ok.body)).toMatchObject({ status: 4, cancelInfo: { reason: 'По просьбе клиента', comment: 'Передумал' } });
    expect(await stockOf(t, 1, good.id)).toBe(stock);
    const after = await trail(id);
    expect(after.log - before.log).toBe(1);
    expect(after.events.at(-1)).toMatchObject({ type: 'cancelled', payload: { reason: 'По просьбе клиента' } });
    expectError(await t.post(`/api/orders/${id}/cancel`, { reason: 'duplicate' }, gleb.headers), 409);
  });

  it('leaves a partner\'s order to the site admin, with that partner\'s reasons', async () => {
    for (const source of ['aggregator', 'partner'] as const) {
      const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
      await t.db.update(orders).set({ source }).where(eq(orders.id, id));
      const refused = await t.post(`/api/orders/${id}/cancel`, { reason: 'goodsMissing' }, gleb.headers);
      expectError(refused, 403);
      expect(refused.body['hydra:description']).toBe('Для аннулирования внешнего заказа обратитесь к администратору!');
      expectError(await t.post(`/api/orders/${id}/cancel`, { reason: 'duplicate' }, daria.headers), 422);
      const reason = source === 'partner' ? 'tooMany' : 'late';
      expect((await view(id)).cancelReasons.map((r) => r.code)).toContain(reason);
      expect((await t.post(`/api/orders/${id}/cancel`, { reason }, daria.headers)).status).toBe(200);
    }
  });
});

describe('editing the goods', () => {
  it('returns and takes stock in the same change, recomputes the total and logs before and after', async () => {
    const [a, b, c] = [cheap[4], cheap[5], cheap[6]];
    const { id } = await place([{ id: a.id, quantity: 3 }, { id: b.id, quantity: 1 }]);
    const [sa, sb, sc] = [await stockOf(t, 1, a.id), await stockOf(t, 1, b.id), await stockOf(t, 1, c.id)];
    const before = await view(id);
    const res = await t.put(`/api/orders/${id}/goods`, {
      goods: [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 0, isDeleted: true }, { id: c.id, quantity: 2 }],
    }, gleb.headers);
    expect(res.status).toBe(200);
    const after = contract(AdminOrder, res.body);
    expect([await stockOf(t, 1, a.id), await stockOf(t, 1, b.id), await stockOf(t, 1, c.id)]).toEqual([sa + 2, sb + 1, sc - 2]);
    const line = (g: number) => after.goods.find((l) => l.good.id === g)!;
    expect(line(a.id)).toMatchObject({ quantity: 1, originalQuantity: 3 });
    expect(line(b.id)).toMatchObject({ isDeleted: true, amount: 0 });
    expect(line(c.id)).toMatchObject({ quantity: 2, originalQuantity: 0 });
    const goodsSum = after.goods.filter((l) => l.kind === 'good' && !l.isDeleted).reduce((sum, l) => sum + l.amount, 0);
    expect(after.goodsAmount).toBeCloseTo(goodsSum, 2);
    expect(after.amount).toBeCloseTo(before.amount - before.goodsAmount + goodsSum, 2);
    expect(after.isChanged).toBe(true);
    const entry = (await t.db.select().from(orderLog).where(eq(orderLog.orderId, id)).orderBy(asc(orderLog.id))).at(-1)!;
    expect(entry.changes).toMatchObject({ [`goods.${a.id}`]: [{ quantity: 3 }, { quantity: 1 }], amount: [before.amount, after.amount] });
    expect((await trail(id)).events.at(-1)).toMatchObject({ type: 'edited' });
  });

  it('refuses more than the stock with the shop\'s words, a good already in the order, and a price by a shop admin — changing nothing', async () => {
    const good = cheap[7];
    const { id } = await place([{ id: good.id, quantity: 1 }, { id: cheap[8].id, quantity: 1 }]);
    const stock = await stockOf(t, 1, good.id);
    const before = await trail(id);
    const tooMany = await t.put(`/api/orders/${id}/goods`, { goods: [{ id: good.id, quantity: stock + 2 }] }, gleb.headers);
    expectError(tooMany, 409);
    expect(tooMany.body['hydra:description']).toMatch(/В наличии: \d+/);
    const replace = await t.put(`/api/orders/${id}/goods`, { goods: [{ id: good.id, quantity: 1, replacedBy: cheap[8].id }] }, gleb.headers);
    expect(replace.body.violations?.[0].message).toBe(`Позиция "${cheap[8].name}" уже есть в заказе.`);
    expectError(await t.put(`/api/orders/${id}/goods`, { goods: [{ id: good.id, quantity: 1, price: 1 }] }, gleb.headers), 403);
    const half = await t.put(`/api/orders/${id}/goods`, { goods: [{ id: good.id, quantity: 1.5 }] }, gleb.headers);
    expect(half.body.violations).toEqual([{ propertyPath: 'goods.0.quantity', message: 'Количество кратно 1 шт.' }]);
    expect(await stockOf(t, 1, good.id)).toBe(stock);
    expect(await trail(id)).toEqual(before);
    // the site admin may set a price and the total by hand
    const byHand = await t.put(`/api/orders/${id}/goods`, { goods: [{ id: good.id, quantity: 1, price: 1, amount: 1 }], amount: 500 }, daria.headers);
    expect(contract(AdminOrder, byHand.body)).toMatchObject({ amount: 500 });
  });

  it('prices a shop admin\'s edit by the rules whatever the request says: the old amount with three pieces, the old price on a dearer good', async () => {
    const [a, b] = [cheap[11], cheap[12]];
    const { id } = await place([{ id: a.id, quantity: 1 }, { id: b.id, quantity: 1 }]);
    const before = await view(id);
    const lineOf = (o: typeof before, g: number) => o.goods.find((l) => l.good.id === g)!;
    const [la, lb] = [lineOf(before, a.id), lineOf(before, b.id)];
    const more = await t.put(`/api/orders/${id}/goods`, { goods: [{ id: a.id, quantity: 3, price: la.price, amount: la.amount }] }, gleb.headers);
    expect(more.status).toBe(200);
    expect(lineOf(contract(AdminOrder, more.body), a.id)).toMatchObject({ quantity: 3, price: la.price, amount: Math.round(la.price * 300) / 100 });
    const dearer = dear[6];
    const swap = await t.put(`/api/orders/${id}/goods`, {
      goods: [{ id: b.id, quantity: 1, replacedBy: dearer.id, price: lb.price, amount: lb.amount }],
    }, gleb.headers);
    expect(swap.status).toBe(200);
    const after = contract(AdminOrder, swap.body);
    expect(lineOf(after, dearer.id)).toMatchObject({ quantity: 1, price: dearer.price, amount: dearer.price });
    const goodsSum = after.goods.filter((l) => l.kind === 'good' && !l.isDeleted).reduce((sum, l) => sum + l.amount, 0);
    expect(after.goodsAmount).toBeCloseTo(goodsSum, 2);
  });

  it('replaces a line by another good, giving back one and taking the other', async () => {
    const [a, b] = [cheap[9], cheap[10]];
    const { id } = await place([{ id: a.id, quantity: 2 }]);
    const [sa, sb] = [await stockOf(t, 1, a.id), await stockOf(t, 1, b.id)];
    const res = await t.put(`/api/orders/${id}/goods`, { goods: [{ id: a.id, quantity: 1, replacedBy: b.id }] }, gleb.headers);
    expect(res.status).toBe(200);
    const after = contract(AdminOrder, res.body);
    expect(after.goods.find((l) => l.good.id === a.id)).toMatchObject({ isDeleted: true, replacedById: b.id });
    expect([await stockOf(t, 1, a.id), await stockOf(t, 1, b.id)]).toEqual([sa + 2, sb - 1]);
  });

  it('does not edit an order in delivery', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    await t.db.update(orders).set({ status: 2 }).where(eq(orders.id, id));
    expectError(await t.put(`/api/orders/${id}/goods`, { goods: [{ id: cheap[0].id, quantity: 2 }] }, gleb.headers), 409);
  });
});

describe('the online payment follows the order', () => {
  it('holds the total plus 15 % of weighed goods; closing charges exactly the edited amount', async () => {
    const [weighed] = await t.db.select({ id: goods.id }).from(goods).innerJoin(articles, eq(articles.goodId, goods.id))
      .where(and(eq(articles.shopId, 1), eq(goods.measureId, 1), sql`${articles.quantity} > 20`, eq(goods.isPickup, false))).limit(1);
    const o = await placePaid([{ id: weighed.id, quantity: 2 }, { id: dear[0].id, quantity: 1 }]);
    let order = await view(o.id);
    const weighedAmount = order.goods.find((l) => l.good.id === weighed.id)!.amount;
    expect(order.holdAmount).toBeCloseTo(o.total + weighedAmount * 0.15, 2);
    expect((await sandbox(o.gatewayId)).amount).toBe(Math.round(order.holdAmount! * 100));

    // picked at its real weight: 2.2 kg, within the hold
    const edited = await t.put(`/api/orders/${o.id}/goods`, { goods: [{ id: weighed.id, quantity: 2.2 }] }, gleb.headers);
    expect(edited.status).toBe(200);
    order = contract(AdminOrder, edited.body);
    expect(order.amount).toBeGreaterThan(o.total);
    // a whole second dear good would go above the hold: refused, saying by how much
    const before = await trail(o.id);
    const above = await t.put(`/api/orders/${o.id}/goods`, { goods: [{ id: dear[0].id, quantity: 3 }] }, gleb.headers);
    expectError(above, 409);
    expect(above.body['hydra:description']).toMatch(/больше удержанной при оплате на \d+,\d{2} ₽/);
    expect(await trail(o.id)).toEqual(before);

    for (const to of [1, 8, 5, 2, 3]) expect((await status(o.id, to)).status).toBe(200);
    const paid = await sandbox(o.gatewayId);
    expect(paid).toMatchObject({ status: 2, depositedAmount: Math.round(order.amount * 100) });
    expect(await view(o.id)).toMatchObject({ status: 3, chargedAmount: order.amount, payment: { status: 2 }, refundable: order.amount });
    const check = contract(AdminPaymentCheck, (await t.get(`/api/orders/${o.id}/payment-check`, daria.headers)).body);
    expect(check.responseData).toMatchObject({ status: 2 });
    expectError(await t.get(`/api/orders/${o.id}/payment-check`, gleb.headers), 403);
  });

  it('refunds part of a closed order, at most what was charged minus earlier refunds; annulling refunds the rest', async () => {
    const o = await placePaid([{ id: dear[1].id, quantity: 1 }]);
    for (const to of [1, 8, 5, 2, 3]) expect((await status(o.id, to)).status).toBe(200);
    const charged = (await view(o.id)).chargedAmount!;
    const before = await trail(o.id);
    const tooMuch = await t.post(`/api/orders/${o.id}/payment-refund`, { amount: charged + 0.01, comment: 'Недовес' }, daria.headers);
    expectError(tooMuch, 422);
    expect(tooMuch.body.violations).toEqual([{ propertyPath: 'amount', message: refundTooMuchMessage(charged) }]);
    expect((await t.post(`/api/orders/${o.id}/payment-refund`, { amount: '1,234', comment: 'x' }, daria.headers)).body.violations)
      .toEqual([{ propertyPath: 'amount', message: 'Некорректная сумма.' }]);
    expectError(await t.post(`/api/orders/${o.id}/payment-refund`, { amount: 10, comment: 'Недовес' }, gleb.headers), 403);
    expect(await trail(o.id)).toEqual(before);

    const res = await t.post(`/api/orders/${o.id}/payment-refund`, { amount: 10, comment: 'Недовес' }, daria.headers);
    expect(res.status).toBe(200);
    expect(contract(AdminOrder, res.body)).toMatchObject({ refundable: Math.round((charged - 10) * 100) / 100, payment: { status: 4, refunds: [{ amount: 10, comment: 'Недовес' }] } });
    expectError(await t.post(`/api/orders/${o.id}/payment-refund`, { amount: charged - 9, comment: 'ещё' }, daria.headers), 422);
    expect((await sandbox(o.gatewayId)).refundedAmount).toBe(1000);

    // annulling a closed order refunds it: the site admin's
    expectError(await t.post(`/api/orders/${o.id}/cancel`, { reason: 'duplicate' }, gleb.headers), 403);
    const annulled = await t.post(`/api/orders/${o.id}/cancel`, { reason: 'other', comment: 'Возврат всего заказа' }, daria.headers);
    expect(annulled.status).toBe(200);
    expect(contract(AdminOrder, annulled.body)).toMatchObject({ status: 4, refundable: 0 });
    expect((await sandbox(o.gatewayId)).refundedAmount).toBe(Math.round(charged * 100));
    expect((await trail(o.id)).events.map((e) => e.type).slice(-3)).toEqual(['refunded', 'cancelled', 'refunded']);
  });

  it('credits the card holder’s bonuses when the order closes; a refund takes back its share, annulling the rest', async () => {
    const balance = async () => contract(Loyalty, (await t.get(`/api/customers/${anna.id}/loyalty`, anna.headers)).body).bonusBalance;
    const moves = async (id: number) => (await t.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.orderId, id))
      .orderBy(asc(loyaltyTransactions.id))).map((r) => [r.type, Number(r.bonusAmount)]);
    const o = await placePaid([{ id: dear[2].id, quantity: 1 }]);
    const start = await balance();
    for (const to of [1, 8, 5, 2]) expect((await status(o.id, to)).status).toBe(200);
    expect(await moves(o.id)).toEqual([]);
    expect((await status(o.id, 3)).status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
    // Анна's card 2000000000015 is of level 2: 3 % of the goods as paid, kopecks down
    const earned = accrual({ goodsAmount: row.goodsAmount, promotionDiscount: row.promotionDiscount, promoCodeDiscount: row.promoCodeDiscount }, 2);
    expect(earned).toBeGreaterThan(0);
    expect(await moves(o.id)).toEqual([['accrual', earned]]);
    expect(await balance()).toBeCloseTo(start + earned, 2);

    expect((await t.post(`/api/orders/${o.id}/payment-refund`, { amount: 10, comment: 'Недовес' }, daria.headers)).status).toBe(200);
    const share = reversal({ earned, reversed: 0, paid: row.amount, refund: 10, balance: start + earned });
    expect(share).toBeGreaterThan(0);
    expect(await moves(o.id)).toEqual([['accrual', earned], ['reversal', -share]]);
    expect((await t.post(`/api/orders/${o.id}/cancel`, { reason: 'other', comment: 'Возврат всего заказа' }, daria.headers)).status).toBe(200);
    expect((await moves(o.id)).map(([, n]) => n as number).reduce((a, b) => a + b, 0)).toBeCloseTo(0, 2);
    expect(await balance()).toBeCloseTo(start, 2);
  });

  it('runs one of ten refunds sent at once with one Idempotency-Key: one refund, every answer the same', async () => {
    const o = await placePaid([{ id: dear[1].id, quantity: 1 }]);
    for (const to of [1, 8, 5, 2, 3]) expect((await status(o.id, to)).status).toBe(200);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      t.post(`/api/orders/${o.id}/payment-refund`, { amount: 5, comment: 'Недовес' }, { ...daria.headers, 'Idempotency-Key': key })));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect((await trail(o.id)).events.filter((e) => e.type === 'refunded')).toHaveLength(1);
    expect((await sandbox(o.gatewayId)).refundedAmount).toBe(500);
  });

  it('annulling before the charge releases the hold', async () => {
    const o = await placePaid([{ id: dear[2].id, quantity: 1 }]);
    expect((await t.post(`/api/orders/${o.id}/cancel`, { reason: 'duplicate' }, gleb.headers)).status).toBe(200);
    expect((await sandbox(o.gatewayId)).status).toBe(3);
    expect((await view(o.id)).payment).toMatchObject({ status: 3 });
  });

  it('a gateway refusal rolls the close back: a 409, the order still assembled, no trail', async () => {
    const o = await placePaid([{ id: dear[3].id, quantity: 1 }]);
    for (const to of [1, 8, 5, 2]) expect((await status(o.id, to)).status).toBe(200);
    // the bank released the hold on its own meanwhile
    await t.db.update(sandboxPayments).set({ status: 3 }).where(eq(sandboxPayments.id, o.gatewayId));
    const before = await trail(o.id);
    const res = await status(o.id, 3, daria);
    expect(res.status).toBe(409);
    expect(res.body['hydra:description']).toMatch(/Платёжный шлюз отказал/);
    expect(await view(o.id)).toMatchObject({ status: 2, payment: { status: 1 }, chargedAmount: null });
    expect(await trail(o.id)).toEqual(before);
  });
});

describe('marking codes, card, parameters', () => {
  it('keeps trimmed, non-blank codes while the order is assembled', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    const body = { items: [{ goodId: cheap[0].id, markingCode: [' 010460406000 ', '', '  '] }] };
    expectError(await t.put(`/api/orders/${id}/markingcode`, body, gleb.headers), 409);
    expect((await status(id, 1)).status).toBe(200);
    const res = await t.put(`/api/orders/${id}/markingcode`, body, gleb.headers);
    expect(contract(AdminOrder, res.body).goods[0].markingCode).toEqual(['010460406000']);
    expectError(await t.put(`/api/orders/${id}/markingcode`, { items: [{ goodId: 1, markingCode: ['x'] }] }, gleb.headers), 422);
  });

  it('changes the card, but not while the order awaits payment', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    const res = await t.put(`/api/orders/${id}`, { card: '2000000000015' }, gleb.headers);
    expect(contract(AdminOrder, res.body).card).toBe('2000000000015');
    expectError(await t.put(`/api/orders/${id}`, { card: '123' }, gleb.headers), 422);
    const online = await place([{ id: cheap[0].id, quantity: 1 }], { cash: 1 });
    expectError(await t.put(`/api/orders/${online.id}`, { card: '2000000000015' }, gleb.headers), 409);
  });

  it('moves an order to pickup and to another shop (site admin), the stock following', async () => {
    const good = cheap[11];
    const { id } = await place([{ id: good.id, quantity: 2 }]);
    expectError(await t.post(`/api/orders/${id}/params`, { changeType: 'type', type: 'pickup' }, gleb.headers), 403);
    const missing = await t.post(`/api/orders/${id}/params`, { changeType: 'type', type: 'delivery', address: null }, daria.headers);
    expect(missing.body.violations).toEqual([{ propertyPath: 'address', message: 'Укажите адрес доставки.' }]);
    const pickup = contract(AdminOrder, (await t.post(`/api/orders/${id}/params`, { changeType: 'type', type: 'pickup' }, daria.headers)).body);
    expect(pickup).toMatchObject({ type: 'pickup', address: null, deliveryCost: 0 });
    expect((await t.post(`/api/orders/${id}/params`, { changeType: 'shop', shop: null }, daria.headers)).body.violations)
      .toEqual([{ propertyPath: 'shop', message: 'Необходимо выбрать магазин.' }]);
    // shop 2 without enough of a good: refused, naming it
    await t.db.update(articles).set({ quantity: 1 }).where(and(eq(articles.shopId, 2), eq(articles.goodId, good.id)));
    const short = await t.post(`/api/orders/${id}/params`, { changeType: 'shop', shop: 2 }, daria.headers);
    expectError(short, 409);
    expect(short.body['hydra:description']).toContain(`«${good.name}» (в наличии 1)`);
    await t.db.update(articles).set({ quantity: 50 }).where(and(eq(articles.shopId, 2), inArray(articles.goodId, [good.id, dear[5].id])));
    const [s1, s2] = [await stockOf(t, 1, good.id), await stockOf(t, 2, good.id)];
    const moved = await t.post(`/api/orders/${id}/params`, { changeType: 'shop', shop: 2 }, daria.headers);
    expect(moved.status).toBe(200);
    expect(contract(AdminOrder, moved.body).shop.id).toBe(2);
    expect([await stockOf(t, 1, good.id), await stockOf(t, 2, good.id)]).toEqual([s1 + 2, s2 - 2]);
  });
});

describe('a pickup order switched to delivery', () => {
  it('is priced as checkout prices that address: the geocoder\'s point, the zone, the tariff; a point the client sends is ignored', async () => {
    const items = [{ id: cheap[12].id, quantity: 2 }];
    const { id } = await place(items, { type: 'pickup' });
    const before = await view(id);
    const priced = await t.post('/api/shops/1/basket', {
      items: [...items, { id: dear[5].id, quantity: 1 }], receivingMethod: 'delivery', coords: CENTRE, promoCode: null, orderCashType: 2,
    }, anna.headers);
    expect(priced.status).toBe(200);
    expect(priced.body.deliveryCost).toBeGreaterThan(0);
    const res = await t.post(`/api/orders/${id}/params`, { changeType: 'type', type: 'delivery', address: ADDRESS, deliveryCoords: OUTSIDE }, daria.headers);
    expect([res.status, res.body['hydra:description']]).toEqual([200, undefined]);
    const after = contract(AdminOrder, res.body);
    expect(after).toMatchObject({ type: 'delivery', address: expect.objectContaining({ street: ADDRESS.street, house: ADDRESS.house }) });
    expect(after.deliveryCost).toBe(priced.body.deliveryCost);
    expect(after.amount).toBeCloseTo(before.amount + priced.body.deliveryCost, 2);
    const [row] = await t.db.select({ lat: orders.deliveryLat, lon: orders.deliveryLon }).from(orders).where(eq(orders.id, id));
    expect([row.lat, row.lon]).toEqual(CENTRE);
    const [entry] = await t.db.select().from(orderLog).where(eq(orderLog.orderId, id)).orderBy(sql`${orderLog.id} DESC`).limit(1);
    expect(entry.changes).toMatchObject({ deliveryCost: [0, priced.body.deliveryCost], amount: [before.amount, after.amount] });
  });

  it('refuses an address outside the shop\'s zones and one the geocoder does not know, changing nothing', async () => {
    const { id } = await place([{ id: cheap[12].id, quantity: 1 }], { type: 'pickup' });
    const outside = await t.post(`/api/orders/${id}/params`, { changeType: 'type', type: 'delivery', address: { ...ADDRESS, ...OUTSIDE_ADDRESS } }, daria.headers);
    expectError(outside, 409);
    expect(outside.body['hydra:description']).toContain('вне зоны доставки');
    const unknown = await t.post(`/api/orders/${id}/params`, { changeType: 'type', type: 'delivery', address: { ...ADDRESS, street: 'ул. Несуществующая' } }, daria.headers);
    expectError(unknown, 409);
    expect(unknown.body['hydra:description']).toContain('не найден');
    expect((await view(id)).type).toBe('pickup');
  });
});

describe('GET /api/barcode', () => {
  it('draws EAN-13 for 13 digits and Code 128 otherwise, cached for good', async () => {
    const ean = await t.app.request('/api/barcode?c=2000000000015');
    expect(ean.status).toBe(200);
    expect(ean.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(ean.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const svg = await ean.text();
    const code128 = await (await t.app.request('/api/barcode?c=ABC-123')).text();
    expect(svg).toMatch(/^<svg/);
    expect(code128).toMatch(/^<svg/);
    expect(code128).not.toBe(svg);
    // the digits in EAN-13's groups (no centred line): the centre guard runs between two digits
    expect(svg).toBe(bwipjs.toSVG({ bcid: 'ean13', text: '2000000000015', scale: 2, height: 12, includetext: true }));
    expect(svg).not.toBe(bwipjs.toSVG({ bcid: 'ean13', text: '2000000000015', scale: 2, height: 12, includetext: true, textxalign: 'center' }));
    expect((await t.app.request('/api/barcode')).status).toBe(400);
  });
});

describe('the demo orders', () => {
  it('cover every status, both receiving methods, every payment type and both partner sources, with service lines', async () => {
    const demo = [];
    for (const q of ['', 'status=4&']) {
      for (const phone of ['79000000004', '79000000005']) {
        demo.push(...contract(AdminOrderList, (await t.get(`/api/orders?${q}customer.phone=${phone}`, daria.headers)).body)['hydra:member']);
      }
    }
    expect(new Set(demo.map((o) => o.status))).toEqual(new Set([7, 0, 1, 8, 5, 6, 2, 3, 4]));
    expect(new Set(demo.map((o) => o.type))).toEqual(new Set(['delivery', 'pickup']));
    expect(new Set(demo.map((o) => o.cashType))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(demo.map((o) => o.source))).toEqual(new Set(['site', 'aggregator', 'partner']));
    expect(new Set(demo.map((o) => o.shop.id))).toEqual(new Set([1, 2, 3, 4]));
    const cards = await Promise.all(demo.map((o) => view(o.id)));
    expect(cards.some((o) => o.promotion !== null)).toBe(true);
    expect(cards.some((o) => o.promoCode !== null)).toBe(true);
    expect(cards.some((o) => o.goods.some((l) => l.good.measure.id === 1))).toBe(true);
    expect(cards.filter((o) => o.status === 3 && o.payment?.status === 2).length).toBeGreaterThan(0);
    expect(cards.some((o) => (o.payment?.refunds.length ?? 0) > 0)).toBe(true);
    const delivered = cards.find((o) => o.type === 'delivery' && o.source === 'site')!;
    expect(delivered.goods.filter((l) => l.kind !== 'good').map((l) => [l.kind, l.good.id])).toEqual([['packets', null], ['delivery', null]]);
    // a held demo payment can be closed from the card: the sandbox charges it
    const held = cards.find((o) => o.status === 8 && o.payment?.status === 1)!;
    for (const to of [5, 2, 3]) expect((await status(held.id, to, daria)).status).toBe(200);
    expect(await view(held.id)).toMatchObject({ payment: { status: 2 }, chargedAmount: held.amount });
  });

  it('the service goods are not in the catalogue', async () => {
    expect(await t.db.select().from(goods).where(inArray(goods.id, [95010100001, 2030500015]))).toEqual([]);
  });
});

describe('the list count', () => {
  it('stops at the cap: beyond it the total is the cap plus one, and the next page is still offered', async () => {
    const { listAdminOrders } = await import('../services/orders/admin/list');
    const siteAdmin = { id: 0, isSiteAdmin: true, shops: new Set<number>() };
    const query = { page: 1 } as Parameters<typeof listAdminOrders>[2];
    const exact = await listAdminOrders(t.db, siteAdmin, query, '/api/orders', 1_000_000);
    expect(exact['hydra:totalItems']).toBeGreaterThan(5);
    const capped = await listAdminOrders(t.db, siteAdmin, query, '/api/orders', 3);
    expect(capped['hydra:totalItems']).toBe(4);
    expect(capped['hydra:member'].map((o) => o.id)).toEqual(exact['hydra:member'].map((o) => o.id));
    expect(Boolean(capped['hydra:view']?.['hydra:next'])).toBe(Boolean(exact['hydra:view']?.['hydra:next']));
  });
});

describe('the audit log of order actions', () => {
  it('writes one row per action (order.<verb>, order:<id>, its shop, who and from where, before and after), none for a refused one', async () => {
    const { id } = await place([{ id: cheap[0].id, quantity: 1 }]);
    const rows = async () => t.db.select().from(auditLog).where(eq(auditLog.target, `order:${id}`)).orderBy(asc(auditLog.id));
    expect((await status(id, 1)).status).toBe(200);
    expectError(await status(id, 3), 409);
    expect((await t.post(`/api/orders/${id}/cancel`, { reason: 'duplicate' }, gleb.headers)).status).toBe(200);
    const [moved, cancelled, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(moved).toMatchObject({ kind: 'order.status', actorId: gleb.id, shopId: 1, before: { status: 0 }, after: { status: 1 } });
    expect(moved.ip).toMatch(/^10\.9\./);
    expect(cancelled).toMatchObject({ kind: 'order.cancel', actorId: gleb.id, after: { status: ORDER_STATUS.annulled } });
  });
});
