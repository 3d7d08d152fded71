// The basket saved for a signed-in customer (decision 0190): only their own, saved over the version
// the device read (a stale one is 409, and nothing changes), bounded lines with Russian violations,
// and the abandoned-basket notification a day after the last change, only when offers are allowed.
import { eq } from 'drizzle-orm';
import { CustomerBasket } from '../../contract';
import { customerBaskets, customers, notifications } from '../db/schema';
import { clock } from '../lib/clock';
import { ABANDONED_AFTER_MS, remindAbandonedBaskets } from '../services/customer-basket';
import { contract, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let anna: Record<string, string>;
let boris: Record<string, string>;
let annaId: number;
let borisId: number;
let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.9.0.${++ip}`, ...headers });

async function bearer(phone: string) {
  const res = await t.post('/api/auth/signin-phone', { phone, password: 'demo12345' }, from());
  expect(res.status).toBe(200);
  return from({ Authorization: `Bearer ${res.body.token}` });
}
const idOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0].id;

beforeAll(async () => {
  t = await testApp();
  [anna, boris] = [await bearer('79000000001'), await bearer('79000000002')];
  [annaId, borisId] = [await idOf('79000000001'), await idOf('79000000002')];
});
afterAll(() => t.close());

const line = (id: number, quantity: number) => ({
  id, name: `Товар ${id}`, image: `/media/goods/${id}.svg`, measure: 'шт', measureId: 1, grossWeight: 0.5, unitWeight: 0.5,
  max: 99, measureMax: 99, min: 1, step: 1, editStep: 1, regprice: 100, actprice: 90, isPickup: false, hasImage: true,
  catalog: { id: 101, parentId: 100 }, quantity, price: 100, amount: 100 * quantity, isOutOfStock: false,
});
const violations = (body: { violations: { propertyPath: string; message: string }[] }) => body.violations.map((v) => `${v.propertyPath}: ${v.message}`);

describe('the saved basket', () => {
  it('starts empty at version 0, then each save is one version more, and every device reads it', async () => {
    const empty = await t.get(`/api/customers/${borisId}/basket`, boris);
    expect(empty.status).toBe(200);
    expect(contract(CustomerBasket, empty.body)).toEqual({ lines: [], version: 0, updatedAt: null });

    const first = await t.put(`/api/customers/${borisId}/basket`, { lines: [line(20100041, 2)], version: 0 }, boris);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 1, lines: [{ id: 20100041, quantity: 2 }] });

    const second = await t.put(`/api/customers/${borisId}/basket`, { lines: [line(20100041, 3), line(20100042, 1)], version: 1 }, boris);
    expect(second.body).toMatchObject({ version: 2, lines: [{ id: 20100041, quantity: 3 }, { id: 20100042, quantity: 1 }] });

    // a second device signed in as the same customer reads what the first saved
    const otherDevice = await bearer('79000000002');
    const read = await t.get(`/api/customers/${borisId}/basket`, otherDevice);
    expect(read.body).toMatchObject({ version: 2, lines: [{ id: 20100041, quantity: 3 }, { id: 20100042, quantity: 1 }] });
  });

  it('refuses a save over a version another device has replaced, and keeps the basket as it was', async () => {
    const now = (await t.get(`/api/customers/${borisId}/basket`, boris)).body;
    const stale = await t.put(`/api/customers/${borisId}/basket`, { lines: [], version: now.version - 1 }, boris);
    expect(stale.status).toBe(409);
    expect(stale.body['hydra:description']).toMatch(/[а-я]/);
    expect((await t.get(`/api/customers/${borisId}/basket`, boris)).body).toEqual(now);
    // two first saves at once: one wins, the other is stale
    const [a, b] = await Promise.all([
      t.put(`/api/customers/${annaId}/basket`, { lines: [line(1, 1)], version: 0 }, anna),
      t.put(`/api/customers/${annaId}/basket`, { lines: [line(2, 1)], version: 0 }, anna),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it("is the customer's own: another customer's id answers 404, a guest 401", async () => {
    expect((await t.get(`/api/customers/${borisId}/basket`, anna)).status).toBe(404);
    expect((await t.put(`/api/customers/${borisId}/basket`, { lines: [], version: 2 }, anna)).status).toBe(404);
    expect((await t.get(`/api/customers/${borisId}/basket`, from())).status).toBe(401);
    expect((await t.put(`/api/customers/${borisId}/basket`, { lines: [], version: 2 }, from())).status).toBe(401);
  });

  it('refuses hostile lines with violations in Russian, and saves nothing', async () => {
    const before = (await t.get(`/api/customers/${borisId}/basket`, boris)).body;
    const cases: unknown[] = [
      { lines: [line(5, 100)], version: before.version },
      { lines: [line(5, 1), line(5, 2)], version: before.version },
      { lines: Array.from({ length: 201 }, (_, i) => line(i + 1, 1)), version: before.version },
      { lines: [{ ...line(5, 1), name: 'я'.repeat(501) }], version: before.version },
      { lines: [line(5, 1)] },
      { lines: 'many', version: before.version },
    ];
    for (const body of cases) {
      const res = await t.put(`/api/customers/${borisId}/basket`, body, boris);
      expect(res.status).toBe(422);
      expect(violations(res.body).join('\n')).toMatch(/[а-я]/);
    }
    expect((await t.put(`/api/customers/${borisId}/basket`, { lines: [line(5, 100)], version: before.version }, boris)).body.violations)
      .toEqual([expect.objectContaining({ propertyPath: 'lines.0.quantity', message: 'Количество не может быть больше 99.' })]);
    expect((await t.get(`/api/customers/${borisId}/basket`, boris)).body).toEqual(before);
  });
});

describe('the abandoned-basket reminder', () => {
  const later = (ms: number) => { const at = new Date(Date.now() + ms); clock.now = () => at; };
  afterEach(() => { clock.now = () => new Date(); });
  const remindersOf = async (id: number) => (await t.db.select().from(notifications).where(eq(notifications.customerId, id)))
    .filter((n) => n.title === 'Товары ждут в корзине');

  it('goes once, a day after the last change, to a customer who allows offers; a new change waits its own day', async () => {
    expect((await t.put(`/api/customers/${borisId}/settings`, { sendReceipt: [1], sendOrderStatus: [2], sendAdvertisement: [2] }, boris)).status).toBe(200);
    const { version } = (await t.get(`/api/customers/${borisId}/basket`, boris)).body;
    await t.put(`/api/customers/${borisId}/basket`, { lines: [line(20100041, 3), line(20100042, 1)], version }, boris);

    later(ABANDONED_AFTER_MS - 60_000);
    await remindAbandonedBaskets(t.db);
    expect(await remindersOf(borisId)).toHaveLength(0);

    later(ABANDONED_AFTER_MS + 60_000);
    await remindAbandonedBaskets(t.db);
    await remindAbandonedBaskets(t.db);
    const sent = await remindersOf(borisId);
    expect(sent).toHaveLength(1);
    expect(sent[0].message).toBe('В вашей корзине 2 товара. Оформите заказ, пока они есть в наличии.');
    // the bell counts it
    clock.now = () => new Date();
    const unread = await t.get(`/api/customers/${borisId}/notifications?unread=true`, boris);
    expect(unread.body['hydra:member'].map((n: { title: string }) => n.title)).toContain('Товары ждут в корзине');
  });

  it('never goes for an emptied basket', async () => {
    const { version } = (await t.get(`/api/customers/${borisId}/basket`, boris)).body;
    expect((await t.put(`/api/customers/${borisId}/basket`, { lines: [], version }, boris)).status).toBe(200);
    later(ABANDONED_AFTER_MS * 3);
    await remindAbandonedBaskets(t.db);
    expect(await remindersOf(borisId)).toHaveLength(1);
  });

  it('never goes to a customer who refused offers', async () => {
    expect((await t.put(`/api/customers/${annaId}/settings`, { sendReceipt: [1], sendOrderStatus: [2], sendAdvertisement: [] }, anna)).status).toBe(200);
    later(ABANDONED_AFTER_MS * 2);
    await remindAbandonedBaskets(t.db);
    expect(await remindersOf(annaId)).toHaveLength(0);
    const [row] = await t.db.select().from(customerBaskets).where(eq(customerBaskets.customerId, annaId));
    expect(row.remindedAt).not.toBeNull();
  });
});
