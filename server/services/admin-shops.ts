// The back office's shops, slots and zones (issue 39; contract/admin-shops.ts). Every write names the
// version it read (stale: 409), records its audit row in its own transaction and tells the storefront
// which cached pages it staled. Schedules are replaced whole: the slots already booked keep their
// orders (slot_bookings name the interval, not the schedule row), and a lowered capacity only shows.
import dayjs from 'dayjs';
import { and, asc, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AdminScheduleRow, AdminShop, AdminShopSummary, AdminShopUpdate, AdminZone, AdminZoneUpdate } from '../../contract';
import { boundingBox } from '../../domain/geo';
import { closeRing, ringProblems, zonesOverlap } from '../../domain/zone-geometry';
import type { DbOrTx, Tx } from '../db/client';
import { deliveryZones, regions, shopSchedules, shops, slotBookings } from '../db/schema';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { homePages, revalidateAfterCommit } from '../lib/storefront-pages';
import { recordAudit, changedFields, type AuditActor } from './audit';

const stale = staleVersion;
const noShop = () => notFound('Магазин не найден.');

/** The shops of `shopIds` for the list, in the storefront's order. */
export async function listAdminShops(db: DbOrTx, shopIds: number[]): Promise<AdminShopSummary[]> {
  if (shopIds.length === 0) return [];
  const rows = await db.select({
    id: shops.id, name: shops.name, address: shops.address, region: regions.name, minOrderAmount: shops.minOrderAmount,
    deliveryEnabled: shops.deliveryEnabled, pickupEnabled: shops.pickupEnabled, canAcceptOrders: shops.canAcceptOrders,
    zones: sql<number>`(select count(*) from ${deliveryZones} where ${deliveryZones.shopId} = ${shops.id})`.mapWith(Number),
  }).from(shops).innerJoin(regions, eq(regions.id, shops.regionId))
    .where(inArray(shops.id, shopIds)).orderBy(asc(shops.position), asc(shops.id));
  return rows.map((r) => ({ '@type': 'AdminShop', ...r, minOrderAmount: Number(r.minOrderAmount) }));
}

/** One shop's card with its schedule; each slot's `booked` is its fullest upcoming day. */
export async function adminShop(db: DbOrTx, shopId: number, now = new Date()): Promise<AdminShop> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw noShop();
  const allRegions = await db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.position), asc(regions.id));
  const schedules = await db.select().from(shopSchedules).where(eq(shopSchedules.shopId, shopId))
    .orderBy(asc(shopSchedules.slotType), asc(shopSchedules.startsAt), asc(shopSchedules.id));
  const today = dayjs(now).tz('Europe/Moscow').format('YYYY-MM-DD');
  const bookings = await db.select({ slotType: slotBookings.slotType, date: slotBookings.date, timeInterval: slotBookings.timeInterval, taken: count() })
    .from(slotBookings).where(and(eq(slotBookings.shopId, shopId), gte(slotBookings.date, today)))
    .groupBy(slotBookings.slotType, slotBookings.date, slotBookings.timeInterval);
  const fullest = new Map<string, number>();
  for (const b of bookings) {
    const key = `${b.slotType} ${b.timeInterval}`;
    fullest.set(key, Math.max(fullest.get(key) ?? 0, Number(b.taken)));
  }
  const rows: AdminScheduleRow[] = schedules.map((s) => ({
    id: s.id, slotType: s.slotType, weekdays: s.weekdays, startsAt: s.startsAt, endsAt: s.endsAt, capacity: s.capacity,
    cutoffMinutes: s.cutoffMinutes, paidTypes: s.paidTypes, booked: fullest.get(`${s.slotType} ${s.startsAt}-${s.endsAt}`) ?? 0,
  }));
  return {
    '@type': 'AdminShop', id: shop.id, version: shop.version, name: shop.name, address: shop.address, regionId: shop.regionId,
    regions: allRegions, coordinates: [shop.latitude, shop.longitude], phone: shop.phone, hours: shop.hours, warehouseId: shop.warehouseId,
    minOrderAmount: Number(shop.minOrderAmount), deliveryEnabled: shop.deliveryEnabled, pickupEnabled: shop.pickupEnabled,
    canAcceptOrders: shop.canAcceptOrders, closedDays: shop.closedDays, paidSettings: shop.paidSettings, schedules: rows,
  };
}

type ShopInput = AdminShopUpdate;

/** What the audit row keeps of a shop: its editable fields (schedules as their plain rows). */
const auditedShop = (s: AdminShop | ShopInput) => ({
  name: s.name, address: s.address, regionId: s.regionId, coordinates: s.coordinates, phone: s.phone, hours: s.hours,
  warehouseId: s.warehouseId, minOrderAmount: s.minOrderAmount, deliveryEnabled: s.deliveryEnabled, pickupEnabled: s.pickupEnabled,
  canAcceptOrders: s.canAcceptOrders, closedDays: s.closedDays,
  schedules: s.schedules.map((r) => ({ slotType: r.slotType, weekdays: r.weekdays, startsAt: r.startsAt, endsAt: r.endsAt, capacity: r.capacity, cutoffMinutes: r.cutoffMinutes, paidTypes: r.paidTypes })),
});

/** Saves the shop's card and schedule when `input.version` is the current one (else 409). */
export async function updateShop(db: DbOrTx, actor: AuditActor, shopId: number, input: ShopInput): Promise<AdminShop> {
  return db.transaction(async (tx: Tx) => {
    const before = await adminShop(tx, shopId);
    const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, input.regionId));
    if (!region) throw new HttpError(422, 'Unprocessable Entity', 'Нет такого региона.', [{ propertyPath: 'regionId', message: 'Нет такого региона.' }]);
    if (input.warehouseId) {
      const [taken] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.warehouseId, input.warehouseId), ne(shops.id, shopId)));
      if (taken) throw new HttpError(422, 'Unprocessable Entity', 'Этот склад 1С уже указан у другого магазина.', [{ propertyPath: 'warehouseId', message: 'Этот склад 1С уже указан у другого магазина.' }]);
    }
    const updated = await tx.update(shops).set({
      name: input.name, address: input.address, regionId: input.regionId, latitude: input.coordinates[0], longitude: input.coordinates[1],
      phone: input.phone, hours: input.hours, warehouseId: input.warehouseId, minOrderAmount: input.minOrderAmount,
      deliveryEnabled: input.deliveryEnabled, pickupEnabled: input.pickupEnabled, canAcceptOrders: input.canAcceptOrders,
      closedDays: [...new Set(input.closedDays)].sort(), version: sql`${shops.version} + 1`,
    }).where(and(eq(shops.id, shopId), eq(shops.version, input.version))).returning({ id: shops.id });
    if (updated.length === 0) throw stale();
    await tx.delete(shopSchedules).where(eq(shopSchedules.shopId, shopId));
    if (input.schedules.length) {
      await tx.insert(shopSchedules).values(input.schedules.map((s) => ({
        shopId, slotType: s.slotType, weekdays: [...s.weekdays].sort(), startsAt: s.startsAt, endsAt: s.endsAt,
        capacity: s.capacity, cutoffMinutes: s.cutoffMinutes, paidTypes: s.paidTypes ? [...s.paidTypes].sort() : null,
      })));
    }
    const after = await adminShop(tx, shopId);
    await recordAudit(tx, actor, { kind: 'shop.update', target: `shop:${shopId}`, shopId, ...changedFields(auditedShop(before), auditedShop(after)) });
    // the shop's own pages show its name, address, hours and minimum (home, its info); the basket asks the API
    await revalidateAfterCommit(tx, homePages([shopId]));
    return after;
  });
}

type ZoneRow = typeof deliveryZones.$inferSelect;

/** The basket amount from which the shop's tariff delivers free, or null when it never does. */
function freeFrom(costs: { price: number; minAmount: number }[]): number | null {
  const free = costs.filter((c) => c.price === 0).map((c) => c.minAmount);
  return free.length ? Math.min(...free) : null;
}

/** The shop's zones, each with the zones (of any shop) overlapping it. */
export async function shopZones(db: DbOrTx, shopId: number): Promise<AdminZone[]> {
  const [shop] = await db.select({ deliveryCosts: shops.deliveryCosts }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw noShop();
  const all = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.id));
  return all.filter((z) => z.shopId === shopId).map((z) => serializeZone(z, all, freeFrom(shop.deliveryCosts)));
}

const boxesMeet = (a: ZoneRow, b: ZoneRow) => a.minLat <= b.maxLat && b.minLat <= a.maxLat && a.minLon <= b.maxLon && b.minLon <= a.maxLon;

function serializeZone(z: ZoneRow, all: ZoneRow[], free: number | null): AdminZone {
  return {
    '@type': 'AdminZone', id: z.id, version: z.version, shopId: z.shopId, name: z.name, price: Number(z.price), freeFrom: free,
    polygon: z.polygon,
    overlaps: all.filter((o) => o.id !== z.id && boxesMeet(z, o) && zonesOverlap(z.polygon, o.polygon)).map((o) => ({ id: o.id, name: o.name, shopId: o.shopId })),
  };
}

/** Saves a zone's name, price and border when `input.version` is the current one (else 409). */
export async function updateZone(db: DbOrTx, actor: AuditActor, shopId: number, zoneId: number, sent: AdminZoneUpdate): Promise<AdminZone> {
  // a ring may come open (the list of points): it is stored closed
  const input = { ...sent, polygon: sent.polygon.map((ring) => closeRing(ring).map(([lat, lon]) => [lat, lon] as [number, number])) };
  const problems = ringProblems(input.polygon);
  if (problems.length) {
    throw new HttpError(422, 'Unprocessable Entity', problems.map((p) => p.message).join(' '),
      problems.map((p) => ({ propertyPath: `polygon[${p.ring}]`, message: p.message })));
  }
  return db.transaction(async (tx: Tx) => {
    const [before] = await tx.select().from(deliveryZones).where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.shopId, shopId)));
    if (!before) throw notFound('Зона доставки не найдена.');
    const [minLat, minLon, maxLat, maxLon] = boundingBox(input.polygon);
    const updated = await tx.update(deliveryZones).set({
      name: input.name, price: input.price, polygon: input.polygon, minLat, minLon, maxLat, maxLon, version: sql`${deliveryZones.version} + 1`,
    }).where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.version, input.version))).returning({ id: deliveryZones.id });
    if (updated.length === 0) throw stale();
    const audited = (z: { name: string; price: number; polygon: unknown }) => ({ name: z.name, price: Number(z.price), polygon: z.polygon });
    await recordAudit(tx, actor, { kind: 'zone.update', target: `zone:${zoneId}`, shopId, ...changedFields(audited(before), audited(input)) });
    // the zones reach the storefront through GET /api/delivery_zones, uncached: no page to revalidate
    return (await shopZones(tx, shopId)).find((z) => z.id === zoneId)!;
  });
}
