// The back office adds and removes shops and zones (issue 39, decision 191): only a site admin adds,
// closes or deletes a shop (a shop admin and a customer: 404); a shop nothing refers to is deleted, one
// with orders or goods is closed instead (gone from the storefront's list and zones, its orders kept)
// and can be reopened; a shop admin adds and deletes zones of their own shops only. Each write names
// the version read (stale: 409), answers bad input with Russian violations and is in the audit log.
import { desc, eq } from 'drizzle-orm';
import { AdminShop, AdminShopRemoval, AdminZone, type AdminShopCreate } from '../../contract';
import { auditLog, customers, orders, shops } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { from } from '../test/order-fixtures';

let t: TestApp;

async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let customer: Who; let shopAdmin: Who; let siteAdmin: Who;

beforeAll(async () => {
  t = await testApp();
  customer = await signIn('79000000001');
  shopAdmin = await signIn('79000000010', 'admin12345'); // shops 1 and 2
  siteAdmin = await signIn('79000000011', 'admin12345');
});
afterAll(() => t.close());

const newShop = (over: Partial<AdminShopCreate> = {}): AdminShopCreate => ({
  name: 'Магазин на Садовой', address: 'ул. Садовая, 1', regionId: 1, coordinates: [51.74, 36.2], phone: '+7 (4712) 11-22-33',
  hours: 'ежедневно 9:00–21:00', warehouseId: null, minOrderAmount: 500, deliveryEnabled: true, pickupEnabled: true, canAcceptOrders: true,
  closedDays: [], schedules: [{ slotType: 'delivery', weekdays: [1, 2, 3, 4, 5, 6, 7], startsAt: '10:00', endsAt: '12:00', capacity: 5, cutoffMinutes: 60, paidTypes: null }],
  ...over,
});
const square = (lat: number, lon: number, d: number): [number, number][] =>
  [[lat - d, lon - d], [lat - d, lon + d], [lat + d, lon + d], [lat + d, lon - d], [lat - d, lon - d]];
const violations = (body: { violations: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));
const lastAudit = async (target: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id)).limit(1))[0];
const storefrontShops = async () => ((await t.get('/api/shops')).body['hydra:member'] as { id: number }[]).map((s) => s.id);
const zonesAt = async (lat: number, lon: number) =>
  ((await t.get(`/api/delivery_zones?coords=${lat},${lon}`)).body['hydra:member'] as { id: number; shopId: number }[]);

describe('adding a shop', () => {
  it('a site admin adds one: it is on the storefront at once, with its schedule, and in the audit log', async () => {
    const res = await t.post('/api/admin/shops', newShop(), siteAdmin.headers);
    expect(res.status).toBe(201);
    const shop = contract(AdminShop, res.body);
    expect(shop).toMatchObject({ name: 'Магазин на Садовой', version: 1, closedAt: null, minOrderAmount: 500 });
    expect(shop.schedules).toHaveLength(1);
    expect(await storefrontShops()).toContain(shop.id);
    expect(await lastAudit(`shop:${shop.id}`)).toMatchObject({ kind: 'shop.create', actorId: siteAdmin.id, shopId: shop.id });
  });

  it('a shop admin and a customer cannot (404); bad input answers Russian violations; a taken 1C warehouse is named', async () => {
    const count = (await t.db.select({ id: shops.id }).from(shops)).length;
    expectError(await t.post('/api/admin/shops', newShop(), shopAdmin.headers), 404);
    expectError(await t.post('/api/admin/shops', newShop(), customer.headers), 404);
    expectError(await t.post('/api/admin/shops', newShop()), 401);
    const bad = await t.post('/api/admin/shops', newShop({ name: '', coordinates: [91, 0], minOrderAmount: -1, regionId: 9999 }), siteAdmin.headers);
    expectError(bad, 422);
    const v = violations(bad.body);
    expect(v.name).toBe('Укажите название.');
    expect(v.minOrderAmount).toBe('Минимальная сумма заказа не может быть отрицательной.');
    for (const m of Object.values(v)) expect(m).toMatch(/[а-яё]/i);
    const region = await t.post('/api/admin/shops', newShop({ regionId: 9999 }), siteAdmin.headers);
    expect(violations(region.body).regionId).toBe('Нет такого региона.');
    await t.db.update(shops).set({ warehouseId: 'wh-taken' }).where(eq(shops.id, 3));
    const taken = await t.post('/api/admin/shops', newShop({ warehouseId: 'wh-taken' }), siteAdmin.headers);
    expect(violations(taken.body).warehouseId).toBe('Этот склад 1С уже указан у другого магазина.');
    expect((await t.db.select({ id: shops.id }).from(shops)).length).toBe(count);
  });
});

describe('removing a shop', () => {
  it('deletes a shop nothing refers to, with its zones; a stale version answers 409', async () => {
    const shop = contract(AdminShop, (await t.post('/api/admin/shops', newShop({ name: 'Ошибочный' }), siteAdmin.headers)).body);
    const zone = await t.post(`/api/admin/shops/${shop.id}/zones`, { name: 'Центр', price: 100, polygon: [square(20.5, 20.5, 0.1)] }, siteAdmin.headers);
    expect(zone.status).toBe(201);
    expectError(await t.delete(`/api/admin/shops/${shop.id}?version=${shop.version + 1}`, siteAdmin.headers), 409);
    expectError(await t.delete(`/api/admin/shops/${shop.id}?version=${shop.version}`, shopAdmin.headers), 404);
    expectError(await t.delete(`/api/admin/shops/${shop.id}?version=${shop.version}`, customer.headers), 404);
    const res = await t.delete(`/api/admin/shops/${shop.id}?version=${shop.version}`, siteAdmin.headers);
    expect(res.status).toBe(200);
    expect(contract(AdminShopRemoval, res.body)).toMatchObject({ id: shop.id, outcome: 'deleted' });
    expectError(await t.get(`/api/admin/shops/${shop.id}`, siteAdmin.headers), 404);
    expect(await zonesAt(20.5, 20.5)).toEqual([]);
    expect(await lastAudit(`shop:${shop.id}`)).toMatchObject({ kind: 'shop.delete', actorId: siteAdmin.id });
  });

  it('closes a shop with orders instead: gone from the storefront and its zones, orders kept; reopening brings it back', async () => {
    const [withOrders] = await t.db.select({ shopId: orders.shopId }).from(orders).limit(1);
    const id = withOrders?.shopId ?? 1;
    const ordersBefore = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, id))).length;
    const before = contract(AdminShop, (await t.get(`/api/admin/shops/${id}`, siteAdmin.headers)).body);
    const res = await t.delete(`/api/admin/shops/${id}?version=${before.version}`, siteAdmin.headers);
    expect(res.status).toBe(200);
    expect(contract(AdminShopRemoval, res.body).outcome).toBe('closed');
    const closed = contract(AdminShop, (await t.get(`/api/admin/shops/${id}`, siteAdmin.headers)).body);
    expect(closed.closedAt).not.toBeNull();
    expect(closed.canAcceptOrders).toBe(false);
    expect(closed.version).toBe(before.version + 1);
    expect(await storefrontShops()).not.toContain(id);
    expect((await t.get('/api/delivery_zones')).body['hydra:member'].some((z: { shopId: number }) => z.shopId === id)).toBe(false);
    expect((await t.db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, id))).length).toBe(ordersBefore);
    expect(await lastAudit(`shop:${id}`)).toMatchObject({ kind: 'shop.close', actorId: siteAdmin.id, after: { closed: true } });
    // the admins still find it (its orders are theirs to finish)
    expect(((await t.get('/api/shops?adminable=1', siteAdmin.headers)).body['hydra:member'] as { id: number }[]).map((s) => s.id)).toContain(id);

    expectError(await t.post(`/api/admin/shops/${id}/reopen`, { version: before.version }, siteAdmin.headers), 409);
    expectError(await t.post(`/api/admin/shops/${id}/reopen`, { version: closed.version }, shopAdmin.headers), 404);
    const reopened = await t.post(`/api/admin/shops/${id}/reopen`, { version: closed.version }, siteAdmin.headers);
    expect(reopened.status).toBe(200);
    expect(contract(AdminShop, reopened.body)).toMatchObject({ closedAt: null, canAcceptOrders: true });
    expect(await storefrontShops()).toContain(id);
    expect(await lastAudit(`shop:${id}`)).toMatchObject({ kind: 'shop.reopen' });
  });
});

describe('adding and deleting zones', () => {
  it('a shop admin adds a zone to their shop: a point in it is served; deleting it (at the version read) stops that', async () => {
    const res = await t.post('/api/admin/shops/2/zones', { name: 'Новая зона', price: 150, polygon: [square(30.5, 30.5, 0.1).slice(0, -1)] }, shopAdmin.headers);
    expect(res.status).toBe(201);
    const zone = contract(AdminZone, res.body);
    expect(zone).toMatchObject({ shopId: 2, name: 'Новая зона', price: 150, version: 1 });
    expect(zone.polygon[0]).toHaveLength(5); // stored closed
    expect((await zonesAt(30.5, 30.5)).map((z) => z.id)).toEqual([zone.id]);
    expect(await lastAudit(`zone:${zone.id}`)).toMatchObject({ kind: 'zone.create', actorId: shopAdmin.id, shopId: 2 });

    expectError(await t.delete(`/api/admin/shops/2/zones/${zone.id}?version=2`, shopAdmin.headers), 409);
    expectError(await t.delete(`/api/admin/shops/2/zones/${zone.id}?version=1`, customer.headers), 404);
    expectError(await t.delete(`/api/admin/shops/1/zones/${zone.id}?version=1`, shopAdmin.headers), 404);
    expect((await t.delete(`/api/admin/shops/2/zones/${zone.id}?version=1`, shopAdmin.headers)).status).toBe(204);
    expect(await zonesAt(30.5, 30.5)).toEqual([]);
    expect(await lastAudit(`zone:${zone.id}`)).toMatchObject({ kind: 'zone.delete', actorId: shopAdmin.id });
    expectError(await t.delete(`/api/admin/shops/2/zones/${zone.id}?version=1`, shopAdmin.headers), 404);
  });

  it('refuses another shop\'s zones (404), a customer, and a bad border with Russian violations', async () => {
    const body = { name: 'Чужая', price: 0, polygon: [square(40.5, 40.5, 0.1)] };
    expectError(await t.post('/api/admin/shops/3/zones', body, shopAdmin.headers), 404);
    expectError(await t.post('/api/admin/shops/2/zones', body, customer.headers), 404);
    const few = await t.post('/api/admin/shops/2/zones', { ...body, polygon: [[[1, 1], [1, 2]]] }, shopAdmin.headers);
    expectError(few, 422);
    expect(violations(few.body)['polygon[0]']).toBe('В контуре меньше трёх разных точек.');
    const off = await t.post('/api/admin/shops/2/zones', { ...body, name: ' ', polygon: [[[1, 200], [1, 2], [2, 2]]] }, shopAdmin.headers);
    expectError(off, 422);
    expect(Object.values(violations(off.body)).join(' ')).toMatch(/[а-яё]/i);
    expect(await zonesAt(40.5, 40.5)).toEqual([]);
  });
});
