// The order events going out and coming in, as the receivers and the back office see them: every
// change writes its event and its deliveries in its own transaction; a receiver that fails gets the
// same event again on the retry schedule, once it answers, and never twice; a dead delivery waits for
// a site admin's retry; signed inbound webhooks (assembly event 6, partner orders) change nothing when
// forged or replayed; a partner order shows its source and its status changes go back out.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { AdminOrder, SinkWebhook, WebhookDelivery, hydraCollection } from '../../contract';
import { LOCAL_WEBHOOK_SECRET, createWebhooks } from '../adapters/webhooks';
import { customers, inboundWebhooks, orderEvents, orders, webhookDeliveries } from '../db/schema';
import { clock } from '../lib/clock';
import { signBody, verifySignature } from '../lib/webhook-signature';
import { appendOrderEvent } from '../services/orders/events';
import { sendDueWebhooks } from '../services/webhooks/sender';
import { contract, expectError, serverUrl, testApp, type TestApp } from '../test/harness';
import { env } from '../env';
import { EVENTS } from './account';
import { ADMIN_EVENTS } from './order-events';
import { NOW, from, newKey, payload, plentiful, resetNow, setNow, signIn } from '../test/order-fixtures';

const SECRET = 'assembly-secret-for-the-tests';
const PARTNER_SECRET = 'aggregator-secret-for-the-tests';
const SCHEDULE = { firstDelayMs: 30_000, factor: 2, maxDelayMs: 3_600_000, maxAttempts: 3 };

type Received = { eventId: string; signature: string; body: string };
let receiver: Server;
let received: Received[] = [];
/** The assembly receiver's next answers (200 once they run out). */
let answers: number[] = [];

let t: TestApp;
let daria: Record<string, string>; // site admin
let gleb: Record<string, string>; // shop admin of shops 1 and 2
let now = new Date(NOW);
const tick = (ms: number) => { now = new Date(now.getTime() + ms); clock.now = () => now; };
let webhooks: ReturnType<typeof createWebhooks>;
const send = () => sendDueWebhooks(t.db, webhooks, SCHEDULE);

async function signInAdmin(phone: string) {
  const res = await t.post('/api/auth/signin-phone', { phone, password: 'admin12345' }, from());
  expect(res.status).toBe(200);
  return from({ Authorization: `Bearer ${res.body.token}` });
}
const body = (req: IncomingMessage) => new Promise<string>((resolve) => {
  let s = '';
  req.on('data', (d) => { s += d; });
  req.on('end', () => resolve(s));
});

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const text = await body(req);
    const status = answers.shift() ?? 200;
    if (status === 200) received.push({ eventId: String(req.headers['x-webhook-id']), signature: String(req.headers['x-webhook-signature']), body: text });
    res.writeHead(status).end();
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  webhooks = createWebhooks({ assembly: { url: `${serverUrl(receiver)}/hook`, secret: SECRET }, aggregator: { secret: PARTNER_SECRET } });
  t = await testApp({ webhooks });
  now = new Date(NOW);
  clock.now = () => now;
  daria = await signInAdmin('79000000011');
  gleb = await signInAdmin('79000000010');
});
afterAll(async () => {
  resetNow();
  await t.close();
  await new Promise((r) => receiver.close(r));
});
beforeEach(async () => {
  received = [];
  answers = [];
  // what earlier tests left due is settled, so each test's receiver hears only its own order
  await t.db.update(webhookDeliveries).set({ state: 'delivered' }).where(eq(webhookDeliveries.state, 'pending'));
});

/** Signs `payload` as a sender would, at `at`. */
const signed = (secret: string, payload: unknown, at = now) => {
  const raw = JSON.stringify(payload);
  return { raw, headers: { 'X-Webhook-Signature': signBody(secret, raw, at), 'Content-Type': 'application/json' } };
};
let seq = 0;
const partnerOrder = (over: Record<string, unknown> = {}) => ({
  id: `evt-${++seq}`,
  order: {
    externalId: `SM-T${seq}`, shopId: 2, type: 'delivery', deliveryDate: '2026-11-24', deliveryTime: '10:00-11:00',
    customer: { name: 'Пётр Партнёров', phone: '79001112233' }, address: { city: 'Курск', street: 'ул. Радищева', house: '5', flat: 3 },
    items: [{ goodId: 0, quantity: 1, price: 99.5 }], ...over,
  },
});
let goodOfShop2 = 0;
async function postPartnerOrder(payloadOver: Record<string, unknown> = {}) {
  if (!goodOfShop2) goodOfShop2 = (await plentiful(t, 2))[0].id;
  const p = partnerOrder({ items: [{ goodId: goodOfShop2, quantity: 2, price: 99.5 }], ...payloadOver });
  const s = signed(PARTNER_SECRET, p);
  return { p, res: await t.post('/api/webhooks/partners/aggregator', s.raw, s.headers) };
}
const deliveriesOf = (orderId: number) => t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.orderId, orderId)).orderBy(webhookDeliveries.id);
const status = (id: number, to: number, who = daria) => t.put(`/api/orders/${id}/status`, { status: to }, { ...who, 'Idempotency-Key': newKey() });

describe('the event and its deliveries commit with the change', () => {
  it('a status change writes its event and the assembly delivery; a rolled-back one leaves neither', async () => {
    const { res } = await postPartnerOrder();
    const id = res.body.id as number;
    expect((await status(id, 1)).status).toBe(200);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
    expect(events.map((e) => e.type)).toEqual(['created', 'status']);
    const rows = await deliveriesOf(id);
    expect(rows.map((r) => [r.target, r.eventId])).toEqual([['assembly', events[1].id], ['aggregator', events[1].id]]);

    await expect(t.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 8 }).where(eq(orders.id, id));
      await appendOrderEvent(tx, id, 'status', { from: 1, to: 8 });
      throw new Error('the change fails after its event');
    })).rejects.toThrow('the change fails');
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(2);
    expect(await deliveriesOf(id)).toHaveLength(2);
    expect((await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s).toBe(1);
  });
});

describe('outgoing webhooks', () => {
  it('a receiver failing twice gets the event once, with the same id and body, on the schedule', async () => {
    const { res } = await postPartnerOrder();
    const id = res.body.id as number;
    answers = [500, 503];
    expect((await status(id, 1)).status).toBe(200);
    const [row] = (await deliveriesOf(id)).filter((r) => r.target === 'assembly');
    await send(); // fails: due again in 30 s
    expect(received).toHaveLength(0);
    await send(); // not yet due
    tick(29_000);
    await send();
    expect(received).toHaveLength(0);
    expect((await deliveriesOf(id)).find((r) => r.id === row.id)!.attempts).toBe(1);
    tick(1_000);
    await send(); // fails again: due in 60 s
    tick(59_000);
    await send();
    expect(received).toHaveLength(0);
    tick(1_000);
    await send(); // succeeds
    expect(received).toHaveLength(1);
    expect(verifySignature(SECRET, received[0].body, received[0].signature, now).ok).toBe(true);
    await send();
    tick(3_600_000);
    await send();
    expect(received).toHaveLength(1);
    expect(received[0].eventId).toBe(String(row.eventId));
    const sent = JSON.parse(received[0].body);
    expect(sent).toMatchObject({ id: row.eventId, event: 1, order: { id, shopId: 2, source: 'aggregator' } });
    const after = (await deliveriesOf(id)).find((r) => r.id === row.id)!;
    expect([after.state, after.attempts]).toEqual(['delivered', 3]);
  });

  it('after the last try a delivery is dead; the site admin sees it and sends it again', async () => {
    const { res } = await postPartnerOrder();
    const id = res.body.id as number;
    answers = [500, 500, 500];
    expect((await status(id, 1)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      await send();
      tick(3_600_000);
    }
    const dead = await t.get('/api/webhook-deliveries?state=dead', daria);
    expect(dead.status).toBe(200);
    const list = contract(hydraCollection(WebhookDelivery), dead.body);
    const mine = list['hydra:member'].find((d) => d.orderId === id && d.target === 'assembly')!;
    expect([mine.state, mine.attempts, mine.lastError]).toEqual(['dead', 3, 'HTTP 500']);
    await send();
    expect(received).toHaveLength(0);

    expect((await t.get('/api/webhook-deliveries', gleb)).status).toBe(404);
    expect((await t.post(`/api/webhook-deliveries/${mine.id}/retry`, undefined, gleb)).status).toBe(404);
    const retried = await t.post(`/api/webhook-deliveries/${mine.id}/retry`, undefined, daria);
    expect(retried.status).toBe(200);
    expect(contract(WebhookDelivery, retried.body)).toMatchObject({ state: 'pending', attempts: 0 });
    await send();
    expect(received.map((r) => r.eventId)).toEqual([String(mine.eventId)]);
    expect((await t.post(`/api/webhook-deliveries/${mine.id}/retry`, undefined, daria)).status).toBe(404);
  });

  it('one order’s events reach a receiver in order: a later one waits while an earlier one is retried', async () => {
    const { res } = await postPartnerOrder();
    const id = res.body.id as number;
    answers = [500];
    expect((await status(id, 1)).status).toBe(200);
    expect((await status(id, 8)).status).toBe(200);
    expect((await status(id, 5)).status).toBe(200);
    await send();
    expect(received).toHaveLength(0);
    tick(30_000);
    await send();
    await send();
    expect(received.map((r) => JSON.parse(r.body).event)).toEqual([1, 5]);
  });
});

describe('one order\'s events behind a dead one, and a sender whose lease ran out', () => {
  it('a later event waits behind a dead one of the same order and receiver until the admin sends the dead one again', async () => {
    const { res } = await postPartnerOrder();
    const id = res.body.id as number;
    answers = [500, 500, 500];
    expect((await status(id, 1)).status).toBe(200); // assembly event 1
    for (let i = 0; i < 3; i += 1) {
      await send();
      tick(3_600_000);
    }
    const [dead] = (await deliveriesOf(id)).filter((r) => r.target === 'assembly');
    expect(dead.state).toBe('dead');
    expect((await status(id, 8)).status).toBe(200);
    expect((await status(id, 5)).status).toBe(200); // assembly event 5
    await send();
    tick(3_600_000);
    await send();
    expect(received).toHaveLength(0);
    expect((await t.post(`/api/webhook-deliveries/${dead.id}/retry`, undefined, daria)).status).toBe(200);
    await send();
    await send();
    expect(received.map((r) => JSON.parse(r.body).event)).toEqual([1, 5]);
  });

  it('a sender whose lease ran out while its receiver hung cannot overwrite what the sender that took the row over wrote', async () => {
    let release!: (status: number) => void;
    let arrived!: () => void;
    const arrival = new Promise<void>((r) => { arrived = r; });
    const slow = createServer(async (req, res) => {
      await body(req);
      arrived();
      res.writeHead(await new Promise<number>((r) => { release = r; })).end();
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    try {
      const hanging = createWebhooks({ assembly: { url: `${serverUrl(slow)}/hook`, secret: SECRET }, aggregator: { secret: PARTNER_SECRET } });
      const { res } = await postPartnerOrder();
      const id = res.body.id as number;
      expect((await status(id, 1)).status).toBe(200);
      // the first sender's last try: its failure would make the delivery dead
      const first = sendDueWebhooks(t.db, hanging, { ...SCHEDULE, maxAttempts: 1 });
      await arrival;
      tick(61_000); // its lease has run out: another sender takes the row and delivers it
      await send();
      expect(received).toHaveLength(1);
      release(500);
      await first;
      const [row] = (await deliveriesOf(id)).filter((r) => r.target === 'assembly');
      expect([row.state, row.lastError]).toEqual(['delivered', null]);
    } finally {
      slow.closeAllConnections();
      await new Promise((r) => slow.close(r));
    }
  });
});

describe('partner orders', () => {
  it('arrive signed, show their source, and every status change goes back out to the partner', async () => {
    const { p, res } = await postPartnerOrder();
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const card = contract(AdminOrder, (await t.get(`/api/orders/${id}`, daria)).body);
    expect(card).toMatchObject({ source: 'aggregator', cashType: 4, external: { externalId: p.order.externalId }, status: 0 });

    expect((await status(id, 1, gleb)).status).toBe(200);
    const cancel = await t.post(`/api/orders/${id}/cancel`, { reason: 'goodsMissing' }, { ...gleb, 'Idempotency-Key': newKey() });
    expect(cancel.status).toBe(403);
    expect(cancel.body['hydra:description']).toBe('Для аннулирования внешнего заказа обратитесь к администратору!');
    expect((await t.post(`/api/orders/${id}/cancel`, { reason: 'goodsMissing' }, { ...daria, 'Idempotency-Key': newKey() })).status).toBe(200);
    await send(); // the status change; the annulment waits for it (one order's events go in order)
    await send();
    const sink = await t.get('/api/dev/webhooks?target=aggregator');
    // the assembly receiver has a URL here, so there is no sink: read what was kept
    expect(sink.status).toBe(404);
    const sent = (await deliveriesOf(id)).filter((d) => d.target === 'aggregator');
    expect(sent.map((d) => [d.state, d.body.type, (d.body.order as { status: number }).status])).toEqual([['delivered', 'status', 1], ['delivered', 'cancelled', 4]]);
    expect(sent[1].body.reason).toEqual({ code: 'goodsMissing', title: 'Нет части товаров', comment: null });
    expect((sent[0].body.order as { externalId: string }).externalId).toBe(p.order.externalId);
  });

  it('a forged, stale, replayed or duplicate order changes nothing', async () => {
    const count = async () => Number((await t.db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE source = 'aggregator'`) as unknown as { rows: { n: number }[] }).rows[0].n);
    const before = await count();
    const p = partnerOrder({ items: [{ goodId: goodOfShop2, quantity: 1, price: 1 }] });
    const forged = signed('not-the-partners-secret', p);
    expectError(await t.post('/api/webhooks/partners/aggregator', forged.raw, forged.headers), 401);
    const stale = signed(PARTNER_SECRET, p, new Date(now.getTime() - 600_000));
    expectError(await t.post('/api/webhooks/partners/aggregator', stale.raw, stale.headers), 401);
    const good = signed(PARTNER_SECRET, p);
    expectError(await t.post('/api/webhooks/partners/aggregator', good.raw.replace('"quantity":1', '"quantity":9'), good.headers), 401);
    expectError(await t.post('/api/webhooks/partners/aggregator', good.raw, { 'Content-Type': 'application/json' }), 401);
    // signed for the other platform
    expectError(await t.post('/api/webhooks/partners/partner', good.raw, good.headers), 401);
    expect(await count()).toBe(before);
    const first = await t.post('/api/webhooks/partners/aggregator', good.raw, good.headers);
    expect(first.status).toBe(201);
    expectError(await t.post('/api/webhooks/partners/aggregator', good.raw, good.headers), 409);
    // the same platform number under another event id: a repeat, answered with the order it made
    const again = signed(PARTNER_SECRET, { ...p, id: 'evt-another' });
    const repeat = await t.post('/api/webhooks/partners/aggregator', again.raw, again.headers);
    expect([repeat.status, repeat.body.id]).toEqual([201, first.body.id]);
    expect(await count()).toBe(before + 1);
  });

  it('the same order delivered twice at once under two event ids makes one order; the second answer names it', async () => {
    const count = async () => (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.source, 'aggregator'))).length;
    const before = await count();
    if (!goodOfShop2) goodOfShop2 = (await plentiful(t, 2))[0].id;
    const p = partnerOrder({ items: [{ goodId: goodOfShop2, quantity: 1, price: 10 }] });
    const stock = async () => Number((await t.db.execute(sql`SELECT quantity FROM articles WHERE shop_id = 2 AND good_id = ${goodOfShop2}`) as unknown as { rows: { quantity: string }[] }).rows[0].quantity);
    const left = await stock();
    const deliveries = [p, { ...p, id: `${p.id}-again` }].map((d) => signed(PARTNER_SECRET, d));
    const answers = await Promise.all(deliveries.map((d) => t.post('/api/webhooks/partners/aggregator', d.raw, d.headers)));
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(answers[0].body.id).toBe(answers[1].body.id);
    expect(await count()).toBe(before + 1);
    expect(await stock()).toBe(left - 1);
  });

  it('forgets the event ids it has seen after a day, when their signatures have long gone stale', async () => {
    await t.db.insert(inboundWebhooks).values({ sender: 'aggregator', eventId: 'evt-old', receivedAt: new Date(now.getTime() - 86_400_001) });
    const kept = `evt-recent-${seq}`;
    await t.db.insert(inboundWebhooks).values({ sender: 'aggregator', eventId: kept, receivedAt: new Date(now.getTime() - 3_600_000) });
    expect((await postPartnerOrder()).res.status).toBe(201);
    const ids = (await t.db.select().from(inboundWebhooks).where(eq(inboundWebhooks.sender, 'aggregator'))).map((r) => r.eventId);
    expect(ids).toContain(kept);
    expect(ids).not.toContain('evt-old');
  });

  it('the storefront may not place an order with the partners’ payment types', async () => {
    const anna = await signIn(t, '79000000001');
    const items = (await plentiful(t, 1, { dear: true })).slice(0, 1).map((g) => ({ id: g.id, quantity: 1 }));
    for (const cash of [4, 5]) {
      const b = await payload(t, { customerId: anna.id, items, cash });
      const res = await t.post('/api/orders', b, { ...anna.headers, 'Idempotency-Key': newKey() });
      expectError(res, 422);
      expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain('basket.orderCashType');
    }
  });
});

describe('a partner closing or cancelling its own order', () => {
  const event = (source: 'aggregator' | 'partner', e: Record<string, unknown>, secret = source === 'aggregator' ? PARTNER_SECRET : LOCAL_WEBHOOK_SECRET) => {
    const s = signed(secret, { id: `evt-${++seq}`, ...e });
    return t.post(`/api/webhooks/partners/${source}/events`, s.raw, s.headers);
  };
  const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('the food-delivery partner closes its order in delivery, which the shop\'s admin may not; nothing goes back to it', async () => {
    if (!goodOfShop2) goodOfShop2 = (await plentiful(t, 2))[0].id;
    const p = partnerOrder({ items: [{ goodId: goodOfShop2, quantity: 1, price: 50 }] });
    const s = signed(LOCAL_WEBHOOK_SECRET, p);
    const created = await t.post('/api/webhooks/partners/partner', s.raw, s.headers);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const closed = { type: 'closed', order: { externalId: p.order.externalId } };
    expectError(await event('partner', closed), 409); // not yet in delivery
    for (const to of [1, 8, 5, 2]) expect((await status(id, to)).status).toBe(200);
    expectError(await status(id, 3), 409);
    expectError(await event('partner', closed, 'not-the-partners-secret'), 401);
    expectError(await event('partner', { ...closed, order: { externalId: 'YE-nobody' } }), 404);
    expectError(await event('aggregator', closed), 404); // another platform's number space
    const res = await event('partner', closed);
    expect([res.status, res.body.id]).toEqual([200, id]);
    expect(await row(id)).toMatchObject({ status: 3 });
    expect(contract(AdminOrder, (await t.get(`/api/orders/${id}`, daria)).body).status).toBe(3);
    const told = (await deliveriesOf(id)).filter((d) => d.target === 'partner').map((d) => (d.body.order as { status: number }).status);
    expect(told).toEqual([1, 8, 5, 2]);
    expectError(await event('partner', closed), 409); // closed already
    expectError(await event('partner', { type: 'cancelled', order: { externalId: p.order.externalId } }), 409);
  });

  it('a platform cancels its order: annulled with the external reason, stock back; a second cancel changes nothing', async () => {
    const { p, res } = await postPartnerOrder();
    const id = res.body.id as number;
    const stock = async () => Number((await t.db.execute(sql`SELECT quantity FROM articles WHERE shop_id = 2 AND good_id = ${goodOfShop2}`) as unknown as { rows: { quantity: string }[] }).rows[0].quantity);
    const left = await stock();
    expect((await status(id, 1)).status).toBe(200);
    expectError(await event('aggregator', { type: 'closed', order: { externalId: p.order.externalId } }), 409); // the aggregator's orders the shop closes
    const cancel = { type: 'cancelled', order: { externalId: p.order.externalId }, comment: 'Клиент передумал' };
    const first = await event('aggregator', cancel);
    expect([first.status, first.body.id]).toEqual([200, id]);
    expect(await row(id)).toMatchObject({ status: 4, cancelReason: 'Отменён во внешнем сервисе', cancelComment: 'Клиент передумал' });
    expect(await stock()).toBe(left + 2);
    expect((await event('aggregator', cancel)).status).toBe(200);
    expect(await stock()).toBe(left + 2);
    expect((await deliveriesOf(id)).filter((d) => d.target === 'aggregator').map((d) => d.body.type)).toEqual(['status']);
    expectError(await event('aggregator', { type: 'cancelled', order: {} }), 422);
  });
});

describe('the assembly service’s event 6', () => {
  const event6 = (orderId: number, eventId = `as-${++seq}`) => signed(SECRET, { id: eventId, event: 6, order: { id: orderId } });
  it('pays an assembled order once; forged, replayed, unknown or early ones change nothing', async () => {
    const { res } = await postPartnerOrder();
    const id = res.body.id as number;
    const early = event6(id);
    expectError(await t.post('/api/webhooks/assembly', early.raw, early.headers), 409);
    for (const to of [1, 8, 5]) expect((await status(id, to)).status).toBe(200);
    const forged = signed('a-guessed-secret-value', { id: 'as-x', event: 6, order: { id } });
    expectError(await t.post('/api/webhooks/assembly', forged.raw, forged.headers), 401);
    const unknown = event6(999_999);
    expectError(await t.post('/api/webhooks/assembly', unknown.raw, unknown.headers), 404);
    const statusOf = async () => (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;
    expect(await statusOf()).toBe(5);

    const ok = event6(id);
    expect((await t.post('/api/webhooks/assembly', ok.raw, ok.headers)).status).toBe(200);
    expect(await statusOf()).toBe(6);
    expectError(await t.post('/api/webhooks/assembly', ok.raw, ok.headers), 409);
    const log = await t.get(`/api/orders/${id}/log`, daria);
    expect(JSON.stringify(log.body)).toContain('Оплачен');
    // the partner hears of it too
    const toPartner = (await deliveriesOf(id)).filter((d) => d.target === 'aggregator').map((d) => (d.body.order as { status: number }).status);
    expect(toPartner).toEqual([1, 8, 5, 6]);
  });
});

describe('the local sink', () => {
  it('keeps what a receiver without a URL was sent, signed, and the dev simulator plays a partner', async () => {
    const local = await testApp();
    try {
      setNow(NOW);
      const created = await local.post('/api/dev/partner-orders', { source: 'partner', shopId: 2, type: 'pickup' });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const [order] = await local.db.select().from(orders).where(eq(orders.id, id));
      expect([order.source, order.cashType, order.externalId?.startsWith('YE-')]).toEqual(['partner', 5, true]);
      const admin = await local.post('/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' }, from());
      const h = from({ Authorization: `Bearer ${admin.body.token}`, 'Idempotency-Key': newKey() });
      expect((await local.put(`/api/orders/${id}/status`, { status: 1 }, h)).status).toBe(200);
      await sendDueWebhooks(local.db, createWebhooks(), SCHEDULE);
      const sink = await local.get('/api/dev/webhooks');
      expect(sink.status).toBe(200);
      const members = contract(hydraCollection(SinkWebhook), sink.body)['hydra:member'].filter((m) => JSON.parse(m.body).order.id === id);
      expect(members.map((m) => m.target).sort()).toEqual(['assembly', 'partner']);
      for (const m of members) expect(verifySignature('local-webhook-secret', m.body, m.headers['X-Webhook-Signature'], clock.now()).ok).toBe(true);
      expect((await local.db.select().from(customers).where(and(eq(customers.id, order.customerId), eq(customers.phone, '70000000002')))).length).toBe(1);
    } finally {
      now = new Date(NOW);
      clock.now = () => now;
      await local.close();
    }
  });
});

describe('production', () => {
  it('refuses webhooks signed with the public development secret, and serves no simulator or sink', async () => {
    const local = await testApp();
    const was = env.NODE_ENV;
    try {
      env.NODE_ENV = 'production';
      const p = partnerOrder({ items: [{ goodId: goodOfShop2, quantity: 1, price: 1 }] });
      const s = signed('local-webhook-secret', p);
      expectError(await local.post('/api/webhooks/partners/aggregator', s.raw, s.headers), 401);
      expectError(await local.post('/api/dev/partner-orders', { source: 'partner', shopId: 2 }), 404);
      expectError(await local.get('/api/dev/webhooks'), 404);
      // a configured secret is accepted
      expect((await t.post('/api/webhooks/partners/aggregator', signed(PARTNER_SECRET, p).raw, signed(PARTNER_SECRET, p).headers)).status).toBe(201);
    } finally {
      env.NODE_ENV = was;
      await local.close();
    }
  });
});

describe('live updates', () => {
  /** Reads an event stream until `what` appears (at most `ms`); answers what was read. */
  const reading = (res: Response) => {
    const reader = res.body!.getReader();
    let text = '';
    return {
      until: async (what: RegExp, ms: number) => {
        const deadline = Date.now() + ms;
        while (!what.test(text) && Date.now() < deadline) {
          const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now())))]);
          if (!next || next.done) break;
          text += new TextDecoder().decode(next.value);
        }
        return text;
      },
      stop: () => reader.cancel(),
    };
  };

  it('a status change reaches the customer’s stream and the admin’s at once, by the feed, not the periodic check', async () => {
    EVENTS.pollMs = 60_000;
    ADMIN_EVENTS.pingMs = 60_000;
    const eva = await signIn(t, '79000000004');
    const [order] = await t.db.select().from(orders).where(and(eq(orders.customerId, eva.id), eq(orders.status, 1)));
    const customer = reading(await t.app.request(`/api/customers/${eva.id}/orders/events`, { headers: { 'API-CONSUMER': 'site', ...eva.headers } }));
    const admin = reading(await t.app.request('/api/orders/events', { headers: { 'API-CONSUMER': 'site', ...gleb } }));
    await customer.until(/event: ready/, 5_000);
    await admin.until(/event: ready/, 5_000);
    const started = Date.now();
    expect((await status(order.id, 8, gleb)).status).toBe(200);
    const seen = await customer.until(/event: order\ndata: .*\n/, 2_000);
    expect(JSON.parse(/event: order\ndata: (.*)\n/.exec(seen)![1])).toMatchObject({ id: order.id, status: 8 });
    const adminSeen = await admin.until(/event: order\ndata: .*\n/, 2_000);
    expect(JSON.parse(/event: order\ndata: (.*)\n/.exec(adminSeen)![1])).toEqual({ id: order.id, shopId: order.shopId, status: 8, type: 'status' });
    expect(Date.now() - started).toBeLessThan(2_000);
    await customer.stop();
    await admin.stop();
    EVENTS.pollMs = 15_000;
    ADMIN_EVENTS.pingMs = 15_000;
  });

  it('an admin’s stream carries only the shops they administer; a customer has none', async () => {
    const eva = await signIn(t, '79000000004');
    expect((await t.app.request('/api/orders/events', { headers: { 'API-CONSUMER': 'site', ...eva.headers } })).status).toBe(404);
    expect((await t.app.request('/api/orders/events', { headers: { 'API-CONSUMER': 'site' } })).status).toBe(401);
    // a shop admin of shops 1 and 2 hears nothing of shop 3
    const [other] = await t.db.select().from(orders).where(and(eq(orders.shopId, 3), eq(orders.status, 0)));
    const admin = reading(await t.app.request('/api/orders/events', { headers: { 'API-CONSUMER': 'site', ...gleb } }));
    await admin.until(/event: ready/, 5_000);
    expect((await status(other.id, 1, daria)).status).toBe(200);
    expect(await admin.until(/event: order/, 1_000)).not.toMatch(/event: order/);
    await admin.stop();
  });
});
