// The back office's discounts: only a site admin (a shop admin and a customer get 404, a guest 401);
// Russian violations; a stale version answers 409 and changes nothing; every write leaves its audit
// row. A discount's percent lowers its goods' card price in its shops only, while on and within its
// dates; switching it off gives 1C's price back; a scheduled start and end take effect through the
// sweep; the public discounts list follows; the pages it changes are named for revalidation.
import { and, eq, sql } from 'drizzle-orm';
import { AdminDiscount, Discount, Good, hydraCollection, STALE_VERSION_MESSAGE } from '../../contract';
import { articles, auditLog, customers, discountGoods } from '../db/schema';
import { listenStorefrontPages, revalidateAfterCommit } from '../lib/storefront-pages';
import { sweepDiscounts } from '../services/discount-prices';
import { contract, eventually, expectError, testApp, type TestApp } from '../test/harness';
import { from, resetNow, setNow } from '../test/order-fixtures';

let t: TestApp;
async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let anna: Who; let shopAdmin: Who; let siteAdmin: Who;
/** Goods sold in shops 1 and 2 at the same regular and card price (no 1C discount), none in a discount. */
let plain: { goodId: number; register: number }[];

beforeAll(async () => {
  t = await testApp();
  anna = await signIn('79000000001');
  [shopAdmin, siteAdmin] = [await signIn('79000000010', 'admin12345'), await signIn('79000000011', 'admin12345')];
  const rows = await t.db.select({ goodId: articles.goodId, register: articles.registerPrice }).from(articles)
    .where(and(eq(articles.shopId, 1), sql`${articles.actualPrice} = ${articles.registerPrice}`, sql`${articles.registerPrice} >= 50`,
      sql`${articles.goodId} NOT IN (SELECT ${discountGoods.goodId} FROM ${discountGoods})`,
      sql`EXISTS (SELECT 1 FROM articles b WHERE b.shop_id = 2 AND b.good_id = ${articles.goodId} AND b.actual_price = b.register_price)`))
    .orderBy(articles.goodId).limit(6);
  plain = rows.map((r) => ({ goodId: Number(r.goodId), register: Number(r.register) }));
  expect(plain).toHaveLength(6);
});
afterAll(() => t.close());

const violations = (body: { violations?: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));
const fresh = (goodIds: number[], extra: Record<string, unknown> = {}) => ({ name: 'Скидка недели', percent: 20, goodIds, ...extra });
const create = async (goodIds: number[], extra: Record<string, unknown> = {}) => {
  const res = await t.post('/api/admin/discounts', fresh(goodIds, extra), siteAdmin.headers);
  expect(res.status).toBe(201);
  return contract(AdminDiscount, res.body);
};
const fieldsOf = (d: AdminDiscount) => ({
  name: d.name, description: d.description, percent: d.percent, goodIds: d.goods.map((g) => g.id), shopIds: d.shopIds,
  startsAt: d.startsAt, endsAt: d.endsAt, isActive: d.isActive, version: d.version,
});
const auditOf = (id: number) => t.db.select().from(auditLog).where(eq(auditLog.target, `discount:${id}`)).orderBy(auditLog.id);
const price = async (shopId: number, goodId: number) => {
  const good = contract(Good, (await t.get(`/api/shops/${shopId}/goods/${goodId}`)).body);
  return good.article!.actualPrice;
};
const listed = async (shopId: number) =>
  contract(hydraCollection(Discount), (await t.get(`/api/shops/${shopId}/discounts`)).body)['hydra:member'].map((d) => d.id);
const off = (register: number, percent: number) => Math.round(register * (100 - percent)) / 100;

describe('permissions', () => {
  it('answers 404 to a shop admin and a customer, 401 to a guest, and changes nothing for them', async () => {
    const d = await create([plain[0].goodId]);
    for (const who of [anna, shopAdmin]) {
      expectError(await t.get('/api/admin/discounts', who.headers), 404);
      expectError(await t.post('/api/admin/discounts', fresh([plain[0].goodId]), who.headers), 404);
      expectError(await t.put(`/api/admin/discounts/${d.id}`, { ...fieldsOf(d), percent: 90 }, who.headers), 404);
    }
    expectError(await t.get('/api/admin/discounts', from()), 401);
    expectError(await t.post('/api/admin/discounts', fresh([plain[0].goodId]), from()), 401);
    expect((await auditOf(d.id)).map((a) => a.kind)).toEqual(['discount.create']);
    await t.put(`/api/admin/discounts/${d.id}`, { ...fieldsOf(d), isActive: false }, siteAdmin.headers);
  });
});

describe('validation', () => {
  it('refuses bad input with Russian violations, unknown goods and shops by field', async () => {
    const bad = await t.post('/api/admin/discounts', { name: ' ', percent: 100, goodIds: [], shopIds: [], startsAt: 'завтра' }, siteAdmin.headers);
    expectError(bad, 422);
    expect(violations(bad.body)).toMatchObject({
      name: 'Введите название.', percent: 'Скидка не может быть больше 99 %.', goodIds: 'Добавьте хотя бы один товар.',
      shopIds: 'Выберите хотя бы один магазин или все магазины.', startsAt: 'Начало: дата и время в формате ISO 8601.',
    });
    const dates = await t.post('/api/admin/discounts', fresh([plain[0].goodId], { startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }), siteAdmin.headers);
    expect(violations(dates.body)).toMatchObject({ endsAt: 'Окончание должно быть позже начала.' });
    const unknown = await t.post('/api/admin/discounts', fresh([999_999_999]), siteAdmin.headers);
    expectError(unknown, 422);
    expect(violations(unknown.body).goodIds).toBe('Товары не найдены: 999999999.');
    const noShop = await t.post('/api/admin/discounts', fresh([plain[0].goodId], { shopIds: [9999] }), siteAdmin.headers);
    expect(violations(noShop.body).shopIds).toBe('Магазины не найдены: 9999.');
    expect((await t.post('/api/admin/discounts', { ...fresh([plain[0].goodId]), percent: 0.5 }, siteAdmin.headers)).status).toBe(422);
  });
});

describe('prices', () => {
  it('lowers the card price in its shops only, lists it, revalidates the pages, and gives 1C\'s price back when switched off', async () => {
    const told: string[] = [];
    const stop = await listenStorefrontPages(t.handle.listen, async (pages) => { told.push(...pages); });
    try {
      const [a, b] = [plain[1], plain[2]];
      const a2 = await price(2, a.goodId);
      const d = await create([a.goodId, b.goodId, a.goodId], { percent: 25, shopIds: [1] });
      expect(d).toMatchObject({ percent: 25, shopIds: [1], isActive: true, onNow: true, version: 1 });
      expect(d.goods.map((g) => g.id).sort()).toEqual([a.goodId, b.goodId].sort());
      expect(await price(1, a.goodId)).toBe(off(a.register, 25));
      expect(await price(2, a.goodId)).toBe(a2);
      expect(await listed(1)).toContain(d.id);
      expect(await listed(2)).not.toContain(d.id);
      const [row] = await auditOf(d.id);
      expect(row).toMatchObject({ kind: 'discount.create', actorId: siteAdmin.id, before: null });
      expect(row.after).toMatchObject({ percent: 25, shopIds: [1], isActive: true });

      const marker = `/marker/${Math.random()}`;
      await t.db.transaction((tx) => revalidateAfterCommit(tx, [marker]));
      await eventually(async () => told, (seen) => seen.includes(marker));
      expect(told).toEqual(expect.arrayContaining(['/s/1', '/s/2', '/s/1/discounts', '/s/2/discounts', `/s/1/product/${a.goodId}`, `/s/1/product/${b.goodId}`]));
      expect(told).not.toContain(`/s/2/product/${a.goodId}`);

      // every shop, then off
      const wider = await t.put(`/api/admin/discounts/${d.id}`, { ...fieldsOf(d), shopIds: null, goodIds: [a.goodId] }, siteAdmin.headers);
      expect(wider.status).toBe(200);
      const d2 = contract(AdminDiscount, wider.body);
      expect(await price(2, a.goodId)).toBe(off(a2, 25));
      expect(await price(1, b.goodId)).toBe(b.register);
      const switched = await t.put(`/api/admin/discounts/${d.id}`, { ...fieldsOf(d2), isActive: false }, siteAdmin.headers);
      expect(switched.status).toBe(200);
      expect(contract(AdminDiscount, switched.body)).toMatchObject({ isActive: false, onNow: false, version: 3 });
      expect(await price(1, a.goodId)).toBe(a.register);
      expect(await price(2, a.goodId)).toBe(a2);
      expect(await listed(1)).not.toContain(d.id);
      expect((await auditOf(d.id)).map((r) => r.kind)).toEqual(['discount.create', 'discount.update', 'discount.disable']);
      const [own] = await t.db.select({ n: sql<number>`count(*)::int` }).from(articles).where(and(eq(articles.goodId, a.goodId), sql`own_price IS NOT NULL`));
      expect(Number(own.n)).toBe(0);
    } finally {
      await stop();
    }
  });

  it('takes the bigger of two percents, never raises a lower 1C price, and refuses a stale version with 409', async () => {
    const c = plain[3];
    const small = await create([c.goodId], { percent: 10 });
    const big = await create([c.goodId], { percent: 30 });
    expect(await price(1, c.goodId)).toBe(off(c.register, 30));
    // the admin's form still holds version 1 of the big one
    const edited = await t.put(`/api/admin/discounts/${big.id}`, { ...fieldsOf(big), percent: 40 }, siteAdmin.headers);
    expect(edited.status).toBe(200);
    const late = await t.put(`/api/admin/discounts/${big.id}`, { ...fieldsOf(big), percent: 5 }, siteAdmin.headers);
    expectError(late, 409);
    expect(late.body['hydra:description']).toBe(STALE_VERSION_MESSAGE);
    expect(await price(1, c.goodId)).toBe(off(c.register, 40));
    expect((await auditOf(big.id)).map((r) => r.kind)).toEqual(['discount.create', 'discount.update']);
    const big2 = contract(AdminDiscount, edited.body);
    await t.put(`/api/admin/discounts/${big.id}`, { ...fieldsOf(big2), isActive: false }, siteAdmin.headers);
    expect(await price(1, c.goodId)).toBe(off(c.register, 10));
    await t.put(`/api/admin/discounts/${small.id}`, { ...fieldsOf(small), isActive: false }, siteAdmin.headers);
    expect(await price(1, c.goodId)).toBe(c.register);
    expectError(await t.put('/api/admin/discounts/999999', { ...fieldsOf(small), version: 1 }, siteAdmin.headers), 404);
  });

  it('starts and ends on schedule through the sweep', async () => {
    const g = plain[4];
    try {
      const d = await create([g.goodId], { percent: 50, startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-08T00:00:00Z' });
      expect(d.onNow).toBe(false);
      expect(await price(1, g.goodId)).toBe(g.register);
      expect(await listed(1)).not.toContain(d.id);
      setNow('2030-01-02T00:00:00Z');
      expect(await sweepDiscounts(t.db)).toBeGreaterThanOrEqual(1);
      expect(await price(1, g.goodId)).toBe(off(g.register, 50));
      expect(await listed(1)).toContain(d.id);
      expect(await sweepDiscounts(t.db)).toBe(0);
      setNow('2030-01-08T00:00:00Z');
      expect(await sweepDiscounts(t.db)).toBeGreaterThanOrEqual(1);
      expect(await price(1, g.goodId)).toBe(g.register);
    } finally {
      resetNow();
    }
  });

  it('lists every discount for the admin with its goods by name', async () => {
    const d = await create([plain[5].goodId], { percent: 15, isActive: false });
    const list = contract(hydraCollection(AdminDiscount), (await t.get('/api/admin/discounts', siteAdmin.headers)).body)['hydra:member'];
    expect(list.find((x) => x.id === d.id)).toEqual(d);
    expect(d.goods[0].name.length).toBeGreaterThan(0);
    expect(await price(1, plain[5].goodId)).toBe(plain[5].register);
    expect(list.some((x) => x.percent === null)).toBe(true);
  });
});
