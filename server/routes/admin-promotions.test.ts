// The back office's promotions: only a site admin (a shop admin and a customer get 404, a guest 401);
// Russian violations, each on its rule's or result's row; a stale version answers 409 and changes
// nothing; every write leaves its audit row. A new promotion is off: the shopper's basket ignores it
// while the preview (the checkout's own pricing) already shows what it gives; switched on, the
// basket applies it; its dates and shops hold.
import { eq } from 'drizzle-orm';
import { AdminPromotion, Basket, PromotionPreview } from '../../contract';
import { auditLog, customers } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { from, plentiful } from '../test/order-fixtures';

let t: TestApp;
async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let anna: Who; let shopAdmin: Who; let siteAdmin: Who;
let good: { id: number; name: string; price: number };

beforeAll(async () => {
  t = await testApp();
  anna = await signIn('79000000001');
  [shopAdmin, siteAdmin] = [await signIn('79000000010', 'admin12345'), await signIn('79000000011', 'admin12345')];
  const [g] = await plentiful(t, 1);
  good = { id: Number(g.id), name: g.name, price: Number(g.price) };
});
afterAll(() => t.close());

const violations = (body: { violations?: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));
/** 40 % off a basket holding `good`: more than any demo promotion gives a pickup basket. */
const fresh = (extra: Record<string, unknown> = {}) => ({
  title: 'Сорок процентов', rules: [{ type: 'anyGoods', operator: 'gte', value: 1, goods: [good.id] }],
  results: [{ type: 'percentAmount', value: 40 }], ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await t.post('/api/admin/promotions', fresh(extra), siteAdmin.headers);
  expect(res.status).toBe(201);
  return contract(AdminPromotion, res.body);
};
const fieldsOf = (p: AdminPromotion) => ({
  title: p.title, info: p.info, rules: p.rules.map((r) => ({ ...r, goods: r.goods.map((g) => g.id) })), results: p.results,
  shopIds: p.shopIds, startsAt: p.startsAt, endsAt: p.endsAt, isActive: p.isActive, version: p.version,
});
const auditOf = (id: number) => t.db.select().from(auditLog).where(eq(auditLog.target, `promotion:${id}`)).orderBy(auditLog.id);
const basket = async (shopId = 1, quantity = 2) => {
  const res = await t.post(`/api/shops/${shopId}/basket`, { items: [{ id: good.id, quantity }], receivingMethod: 'pickup' }, from());
  expect(res.status).toBe(200);
  return contract(Basket, res.body);
};
const preview = async (id: number, body: Record<string, unknown>) => t.post(`/api/admin/promotions/${id}/preview`, body, siteAdmin.headers);
const setOn = async (p: AdminPromotion, isActive: boolean) => {
  const res = await t.put(`/api/admin/promotions/${p.id}`, { ...fieldsOf(p), isActive }, siteAdmin.headers);
  expect(res.status).toBe(200);
  return contract(AdminPromotion, res.body);
};

describe('permissions', () => {
  it('answers 404 to a shop admin and a customer, 401 to a guest, and changes nothing for them', async () => {
    const p = await create();
    for (const who of [anna, shopAdmin]) {
      expectError(await t.get('/api/admin/promotions', who.headers), 404);
      expectError(await t.post('/api/admin/promotions', fresh(), who.headers), 404);
      expectError(await t.put(`/api/admin/promotions/${p.id}`, { ...fieldsOf(p), isActive: true }, who.headers), 404);
      expectError(await t.post(`/api/admin/promotions/${p.id}/preview`, { shopId: 1, items: [{ id: good.id, quantity: 1 }] }, who.headers), 404);
    }
    expectError(await t.get('/api/admin/promotions', from()), 401);
    expectError(await t.post('/api/admin/promotions', fresh(), from()), 401);
    expect((await auditOf(p.id)).map((a) => a.kind)).toEqual(['promotion.create']);
  });
});

describe('validation', () => {
  it('refuses bad input with Russian violations on the row they belong to', async () => {
    const bad = await t.post('/api/admin/promotions', {
      title: ' ', rules: [{ type: 'anyGoods', operator: 'gte', value: 1.5 }, { type: 'orderAmount', operator: 'about', value: -1, goods: [good.id] }],
      results: [{ type: 'percentAmount', value: 150 }, { type: 'discountAmount', value: 0 }],
    }, siteAdmin.headers);
    expectError(bad, 422);
    expect(violations(bad.body)).toMatchObject({
      title: 'Введите название.',
      'rules.0.value': 'Значение условия: укажите целое число.',
      'rules.1.operator': expect.stringMatching(/^Выберите сравнение/),
      'rules.1.value': 'Значение условия не может быть меньше нуля.',
      'results.0.value': 'Процент скидки: больше 0 и не больше 100.',
      'results.1.value': 'Скидка в рублях должна быть больше нуля.',
    });
    const dates = await t.post('/api/admin/promotions', fresh({ startsAt: '2026-12-10T10:00:00+03:00', endsAt: '2026-12-09T10:00:00+03:00' }), siteAdmin.headers);
    expect(violations(dates.body)).toEqual({ endsAt: 'Окончание должно быть позже начала.' });
    const none = await t.post('/api/admin/promotions', { title: 'Пусто', results: [] }, siteAdmin.headers);
    expect(violations(none.body)).toMatchObject({ results: 'Добавьте хотя бы один результат: что даёт акция.' });
  });

  it('names unknown goods on their rule and unknown shops on the shops', async () => {
    const goods = await t.post('/api/admin/promotions', fresh({ rules: [{ type: 'goodsWeight', operator: 'gt', value: 1, goods: [999999999] }] }), siteAdmin.headers);
    expectError(goods, 422);
    expect(violations(goods.body)).toEqual({ 'rules.0.goods': 'Товары не найдены: 999999999.' });
    const shops = await t.post('/api/admin/promotions', fresh({ shopIds: [1, 9999] }), siteAdmin.headers);
    expect(violations(shops.body)).toEqual({ shopIds: 'Магазины не найдены: 9999.' });
  });
});

describe('preview and switching on', () => {
  it('is off when created: the basket ignores it, the preview shows what it gives, switched on the basket applies it', async () => {
    const p = await create();
    expect(p).toMatchObject({ isActive: false, onNow: false, uses: 0, rules: [{ goods: [{ id: good.id, name: good.name }] }] });
    expect((await basket()).promotion?.id).not.toBe(p.id);

    const res = await preview(p.id, { shopId: 1, items: [{ id: good.id, quantity: 2 }] });
    expect(res.status).toBe(200);
    const shown = contract(PromotionPreview, res.body);
    const off = Math.round(good.price * 2 * 40) / 100;
    expect(shown.calculation).toEqual({ '@type': 'PromotionCalculation', promotionId: p.id, applies: true, discountAmount: off, freeDelivery: false });
    expect(shown.basket.promotion).toMatchObject({ id: p.id, discountAmount: off });

    const on = await setOn(p, true);
    expect(on).toMatchObject({ isActive: true, onNow: true, version: p.version + 1 });
    const priced = await basket();
    expect(priced.promotion).toMatchObject({ id: p.id, title: 'Сорок процентов', discountAmount: off });
    expect(priced.total).toBe(shown.basket.total);
    expect((await auditOf(p.id)).map((a) => a.kind)).toEqual(['promotion.create', 'promotion.enable']);
    await setOn(on, false);
    expect((await basket()).promotion?.id).not.toBe(p.id);
  });

  it('says when the basket does not meet the rules, and refuses a shop outside its shops', async () => {
    const p = await create({ rules: [{ type: 'anyGoods', operator: 'gte', value: 1, goods: [good.id] }, { type: 'orderAmount', operator: 'gte', value: 1_000_000 }], shopIds: [2] });
    expectError(await preview(p.id, { shopId: 1, items: [{ id: good.id, quantity: 1 }] }), 422);
    const res = await preview(p.id, { shopId: 2, items: [{ id: good.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(contract(PromotionPreview, res.body).calculation).toMatchObject({ applies: false, discountAmount: 0 });
    const empty = await preview(p.id, { shopId: 2, items: [] });
    expect(violations(empty.body)).toMatchObject({ items: 'Добавьте товары в корзину.' });
    expectError(await preview(999999, { shopId: 1, items: [{ id: good.id, quantity: 1 }] }), 404);
  });

  it('does not apply before its start, though switched on', async () => {
    const p = await create({ startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    const on = await setOn(p, true);
    expect(on).toMatchObject({ isActive: true, onNow: false });
    expect((await basket()).promotion?.id).not.toBe(p.id);
    await setOn(on, false);
  });
});

describe('versions', () => {
  it('answers a stale version 409 and keeps the later write', async () => {
    const p = await create();
    const first = await t.put(`/api/admin/promotions/${p.id}`, { ...fieldsOf(p), title: 'Первая правка' }, siteAdmin.headers);
    expect(first.status).toBe(200);
    const second = await t.put(`/api/admin/promotions/${p.id}`, { ...fieldsOf(p), title: 'Вторая правка' }, siteAdmin.headers);
    expectError(second, 409);
    const listed = (await t.get('/api/admin/promotions', siteAdmin.headers)).body['hydra:member'].find((x: AdminPromotion) => x.id === p.id);
    expect(listed).toMatchObject({ title: 'Первая правка', version: p.version + 1 });
    const audit = await auditOf(p.id);
    expect(audit.map((a) => a.kind)).toEqual(['promotion.create', 'promotion.update']);
    expect(audit[1].after).toEqual({ title: 'Первая правка' });
    expectError(await t.put('/api/admin/promotions/999999', { ...fieldsOf(p) }, siteAdmin.headers), 404);
  });

  it('lets one of two concurrent edits at one version through and answers the other 409', async () => {
    const p = await create();
    const [a, b] = await Promise.all([
      t.put(`/api/admin/promotions/${p.id}`, { ...fieldsOf(p), title: 'А' }, siteAdmin.headers),
      t.put(`/api/admin/promotions/${p.id}`, { ...fieldsOf(p), title: 'Б' }, siteAdmin.headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});
