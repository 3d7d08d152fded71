// The back office's shops, slots and zones (issue 39): who may see and edit what (a shop admin only
// their shops, a customer nothing: 404 alike), Russian violations, the version (stale: 409), the
// audit row of each change, a capacity below its bookings shown, a closed day without slots, and a
// zone border moved so a test point falls in another zone.
import { and, desc, eq } from 'drizzle-orm';
import { AdminShop, AdminShopSummary, AdminZone, hydraCollection, type AdminShopUpdate } from '../../contract';
import { auditLog, customers, deliveryZones, shops, slotBookings } from '../db/schema';
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

const card = async (id: number, who: Who = siteAdmin) => contract(AdminShop, (await t.get(`/api/admin/shops/${id}`, who.headers)).body);
const asUpdate = (s: AdminShop): AdminShopUpdate => ({
  version: s.version, name: s.name, address: s.address, regionId: s.regionId, coordinates: s.coordinates, phone: s.phone,
  hours: s.hours, warehouseId: s.warehouseId, minOrderAmount: s.minOrderAmount, deliveryEnabled: s.deliveryEnabled,
  pickupEnabled: s.pickupEnabled, canAcceptOrders: s.canAcceptOrders, closedDays: s.closedDays,
  schedules: s.schedules.map(({ slotType, weekdays, startsAt, endsAt, capacity, cutoffMinutes, paidTypes }) => ({ slotType, weekdays, startsAt, endsAt, capacity, cutoffMinutes, paidTypes })),
});
const violations = (body: { violations: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

describe('who may see and edit a shop', () => {
  it('lists every shop to a site admin, their own to a shop admin, nothing to a customer', async () => {
    const all = contract(hydraCollection(AdminShopSummary), (await t.get('/api/admin/shops', siteAdmin.headers)).body);
    const count = (await t.db.select({ id: shops.id }).from(shops)).length;
    expect(all['hydra:member']).toHaveLength(count);
    const own = contract(hydraCollection(AdminShopSummary), (await t.get('/api/admin/shops', shopAdmin.headers)).body);
    expect(own['hydra:member'].map((s) => s.id).sort()).toEqual([1, 2]);
    expectError(await t.get('/api/admin/shops', customer.headers), 404);
    expectError(await t.get('/api/admin/shops'), 401);
  });

  it('answers 404 to a shop admin for another shop, and to a customer for any', async () => {
    const other = await card(3);
    expectError(await t.get('/api/admin/shops/3', shopAdmin.headers), 404);
    expectError(await t.put('/api/admin/shops/3', asUpdate(other), shopAdmin.headers), 404);
    expectError(await t.get('/api/admin/shops/3/zones', shopAdmin.headers), 404);
    expectError(await t.get('/api/admin/shops/1', customer.headers), 404);
    expectError(await t.put('/api/admin/shops/1', asUpdate(await card(1)), customer.headers), 404);
    expect((await card(3)).version).toBe(other.version);
  });
});

describe('PUT /api/admin/shops/{id}', () => {
  it('saves the card, bumps the version, writes shop.update with the changed fields; a stale version answers 409', async () => {
    const before = await card(1, shopAdmin);
    const res = await t.put('/api/admin/shops/1', { ...asUpdate(before), minOrderAmount: 777, phone: '+7 (4712) 00-00-00', hours: 'Ежедневно 8:00–22:00' }, shopAdmin.headers);
    expect(res.status).toBe(200);
    const saved = contract(AdminShop, res.body);
    expect(saved).toMatchObject({ minOrderAmount: 777, version: before.version + 1, phone: '+7 (4712) 00-00-00' });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.target, 'shop:1')).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ kind: 'shop.update', actorId: shopAdmin.id, shopId: 1 });
    expect(row.before).toMatchObject({ minOrderAmount: before.minOrderAmount });
    expect(row.after).toMatchObject({ minOrderAmount: 777 });
    expect(row.after).not.toHaveProperty('name');

    const basket = await t.post('/api/shops/1/basket', { items: [] }, from());
    if (basket.status === 200) expect(basket.body.minOrderAmount).toBe(777);

    const stale = await t.put('/api/admin/shops/1', { ...asUpdate(before), minOrderAmount: 1 }, siteAdmin.headers);
    expectError(stale, 409);
    expect(stale.body['hydra:description']).toBe('Запись изменена другим пользователем. Обновите страницу и повторите.');
    expect((await card(1)).minOrderAmount).toBe(777);
  });

  it('refuses a bad card with Russian violations and changes nothing', async () => {
    const before = await card(2);
    const bad = {
      ...asUpdate(before), name: ' ', minOrderAmount: -5, coordinates: [95, 36], closedDays: ['31.12.2026'],
      schedules: [{ slotType: 'delivery', weekdays: [], startsAt: '12:00', endsAt: '10:00', capacity: -1, cutoffMinutes: 60, paidTypes: [9] }],
    };
    const res = await t.put('/api/admin/shops/2', bad, siteAdmin.headers);
    expectError(res, 422);
    const v = violations(res.body);
    expect(v.name).toBe('Укажите название.');
    expect(v.minOrderAmount).toBe('Минимальная сумма заказа не может быть отрицательной.');
    expect(Object.entries(v).find(([k]) => k.startsWith('coordinates'))?.[1]).toMatch(/Широта/);
    const at = (prefix: string) => Object.entries(v).filter(([k]) => k.startsWith(prefix)).map(([, m]) => m);
    expect(at('closedDays')).toContain('Дата в виде ГГГГ-ММ-ДД.');
    expect(at('schedules')).toEqual(expect.arrayContaining(['Выберите хотя бы один день недели.', 'Вместимость не может быть отрицательной.']));
    for (const m of Object.values(v)) expect(m).toMatch(/[а-яё]/i);
    expect((await card(2)).version).toBe(before.version);
  });

  it('keeps a delivery tariff: the basket pays each tier\'s price, the zones name the free threshold; a card without it keeps it', async () => {
    const before = await card(2);
    const res = await t.put('/api/admin/shops/2', { ...asUpdate(before), deliveryCosts: [{ minAmount: 0, price: 199 }, { minAmount: 4000, price: 0 }, { minAmount: 2000, price: 99 }] }, siteAdmin.headers);
    expect(res.status).toBe(200);
    // the highest amount first: the pricing takes the first tier the basket reaches
    expect(contract(AdminShop, res.body).deliveryCosts).toEqual([{ minAmount: 4000, price: 0 }, { minAmount: 2000, price: 99 }, { minAmount: 0, price: 199 }]);
    expect((await t.get('/api/shops/2', from())).body.deliveryCosts).toEqual([{ minAmount: 4000, price: 0 }, { minAmount: 2000, price: 99 }, { minAmount: 0, price: 199 }]);
    const zones = (await t.get('/api/admin/shops/2/zones', siteAdmin.headers)).body['hydra:member'];
    if (zones.length) expect(zones[0].freeFrom).toBe(4000);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.target, 'shop:2')).orderBy(desc(auditLog.id)).limit(1);
    expect(row.after).toMatchObject({ deliveryCosts: [{ minAmount: 4000, price: 0 }, { minAmount: 2000, price: 99 }, { minAmount: 0, price: 199 }] });

    const kept = await t.put('/api/admin/shops/2', { ...asUpdate(contract(AdminShop, res.body)), hours: 'без выходных' }, siteAdmin.headers);
    expect(contract(AdminShop, kept.body).deliveryCosts).toHaveLength(3);

    const bad = await t.put('/api/admin/shops/2', { ...asUpdate(contract(AdminShop, kept.body)), deliveryCosts: [{ minAmount: 100, price: -1 }, { minAmount: 100, price: 5 }] }, siteAdmin.headers);
    expectError(bad, 422);
    const messages = Object.values(violations(bad.body));
    expect(messages).toEqual(expect.arrayContaining(['Цена доставки не может быть отрицательной.', 'Две ступени тарифа с одной суммой заказа.']));
    expect((await card(2)).deliveryCosts).toHaveLength(3);
  });

  it('shows a capacity lowered below its bookings without cancelling them, and a closed day offers no slot', async () => {
    const before = await card(2);
    const slot = before.schedules.find((s) => s.slotType === 'delivery')!;
    const interval = `${slot.startsAt}-${slot.endsAt}`;
    const date = '2099-01-05';
    await t.db.insert(slotBookings).values([1, 2, 3].map(() => ({ shopId: 2, slotType: 'delivery' as const, date, timeInterval: interval, orderId: null })));
    const lowered = asUpdate(before);
    lowered.schedules = lowered.schedules.map((s) => (s.slotType === 'delivery' && s.startsAt === slot.startsAt && s.endsAt === slot.endsAt ? { ...s, capacity: 1 } : s));
    const res = await t.put('/api/admin/shops/2', lowered, siteAdmin.headers);
    expect(res.status).toBe(200);
    const row = contract(AdminShop, res.body).schedules.find((s) => s.slotType === 'delivery' && s.startsAt === slot.startsAt)!;
    expect(row).toMatchObject({ capacity: 1, booked: 3 });
    expect(await t.db.select().from(slotBookings).where(and(eq(slotBookings.shopId, 2), eq(slotBookings.date, date)))).toHaveLength(3);

    const days = (await t.get('/api/shops/2/timeslots')).body['hydra:member'] as { date: string }[];
    expect(days.length).toBeGreaterThan(0);
    const closed = days[0].date;
    const again = await t.put('/api/admin/shops/2', { ...lowered, version: before.version + 1, closedDays: [closed] }, siteAdmin.headers);
    expect(again.status).toBe(200);
    const after = (await t.get('/api/shops/2/timeslots')).body['hydra:member'] as { date: string }[];
    expect(after.some((d) => d.date === closed)).toBe(false);
  });
});

describe('delivery zones', () => {
  const square = (lat: number, lon: number, d: number): [number, number][] =>
    [[lat - d, lon - d], [lat - d, lon + d], [lat + d, lon + d], [lat + d, lon - d], [lat - d, lon - d]];

  it('moves a border so a test point falls in another zone; overlaps are named; the change is in the audit log', async () => {
    const zones = contract(hydraCollection(AdminZone), (await t.get('/api/admin/shops/1/zones', shopAdmin.headers)).body)['hydra:member'];
    expect(zones.length).toBeGreaterThan(0);
    const zone = zones[0];
    // a point far from every zone: no zone serves it yet
    const point = [10.5, 10.5] as const;
    const at = async () => ((await t.get(`/api/delivery_zones?coords=${point[0]},${point[1]}`)).body['hydra:member'] as { id: number }[]).map((z) => z.id);
    expect(await at()).toEqual([]);

    const res = await t.put(`/api/admin/shops/1/zones/${zone.id}`, { version: zone.version, name: zone.name, price: zone.price, polygon: [square(10.5, 10.5, 0.1)] }, shopAdmin.headers);
    expect(res.status).toBe(200);
    expect(contract(AdminZone, res.body).version).toBe(zone.version + 1);
    expect(await at()).toEqual([zone.id]);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.target, `zone:${zone.id}`)).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ kind: 'zone.update', actorId: shopAdmin.id, shopId: 1 });

    // another zone of a shop of another admin laid over it is flagged on both
    const [other] = await t.db.select().from(deliveryZones).where(eq(deliveryZones.shopId, 4)).limit(1);
    const moved = await t.put(`/api/admin/shops/4/zones/${other.id}`, { version: other.version, name: other.name, price: Number(other.price), polygon: [square(10.55, 10.55, 0.1)] }, siteAdmin.headers);
    expect(moved.status).toBe(200);
    expect(contract(AdminZone, moved.body).overlaps.map((o) => o.id)).toContain(zone.id);
    const again = contract(hydraCollection(AdminZone), (await t.get('/api/admin/shops/1/zones', shopAdmin.headers)).body)['hydra:member'];
    expect(again.find((z) => z.id === zone.id)!.overlaps.map((o) => o.id)).toContain(other.id);

    // and the shop admin cannot edit that zone of shop 3, even through their own shop's path
    expectError(await t.put(`/api/admin/shops/1/zones/${other.id}`, { version: other.version + 1, name: 'x', price: 0, polygon: [square(1, 1, 0.1)] }, shopAdmin.headers), 404);
    expectError(await t.put(`/api/admin/shops/4/zones/${other.id}`, { version: other.version + 1, name: 'x', price: 0, polygon: [square(1, 1, 0.1)] }, shopAdmin.headers), 404);
  });

  it('refuses too few points, bad coordinates (Russian violations) and a stale version (409)', async () => {
    const [zone] = contract(hydraCollection(AdminZone), (await t.get('/api/admin/shops/2/zones', siteAdmin.headers)).body)['hydra:member'];
    const put = (body: object) => t.put(`/api/admin/shops/2/zones/${zone.id}`, { version: zone.version, name: zone.name, price: zone.price, ...body }, siteAdmin.headers);
    const few = await put({ polygon: [[[1, 1], [1, 2], [1, 1]]] });
    expect(violations(few.body)['polygon[0]']).toBe('В контуре меньше трёх разных точек.');
    const far = await put({ polygon: [[[91, 1], [1, 2], [2, 2], [91, 1]]] });
    expectError(far, 422);
    expect(Object.values(violations(far.body)).join(' ')).toMatch(/Широта/);
    const price = await put({ price: -1, polygon: zone.polygon });
    expect(violations(price.body).price).toBe('Цена доставки в зоне не может быть отрицательной.');
    expect((await put({ polygon: zone.polygon })).status).toBe(200);
    const stale = await put({ polygon: zone.polygon });
    expectError(stale, 409);
    expectError(await t.put(`/api/admin/shops/2/zones/${zone.id}`, { version: zone.version + 1, name: zone.name, price: 0, polygon: zone.polygon }, customer.headers), 404);
  });
});
