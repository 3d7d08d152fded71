// The back office's shops, slots and zones (issue 39; contract/admin-shops.ts). Every write names the
// version it read (stale: 409), records its audit row in its own transaction and tells the storefront
// which cached pages it staled. Schedules are replaced whole: the slots already booked keep their
// orders (slot_bookings name the interval, not the schedule row), and a lowered capacity only shows.
import dayjs from 'dayjs';
import { and, asc, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AdminScheduleRow, AdminShop, AdminShopCreate, AdminShopRemoval, AdminShopSummary, AdminShopUpdate, AdminZone, AdminZoneCreate, AdminZoneUpdate } from '../../contract';
import { boundingBox } from '../../domain/geo';
import { closeRing, ringProblems, zonesOverlap } from '../../domain/zone-geometry';
import type { DbOrTx, Tx } from '../db/client';
import { deliveryZones, regions, shopSchedules, shops, slotBookings } from '../db/schema';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { everyShop, homePages, revalidateAfterCommit } from '../lib/storefront-pages';
import { recordAudit, changedFields, type AuditActor } from './audit';

const stale = staleVersion;
const noShop = () => notFound('Магазин не найден.');

/** The shops of `shopIds` for the list, in the storefront's order. */
export async function listAdminShops(db: DbOrTx, shopIds: number[]): Promise<AdminShopSummary[]> {
  if (shopIds.length === 0) return [];
  const rows = await db.select({
    id: shops.id, name: shops.name, address: shops.address, region: regions.name, minOrderAmount: shops.minOrderAmount,
    deliveryEnabled: shops.deliveryEnabled, pickupEnabled: shops.pickupEnabled, canAcceptOrders: shops.canAcceptOrders,
    closedAt: shops.closedAt,
    zones: sql<number>`(select count(*) from ${deliveryZones} where ${deliveryZones.shopId} = ${shops.id})`.mapWith(Number),
  }).from(shops).innerJoin(regions, eq(regions.id, shops.regionId))
    .where(inArray(shops.id, shopIds)).orderBy(asc(shops.position), asc(shops.id));
  return rows.map(({ closedAt, ...r }) => ({ '@type': 'AdminShop', ...r, closed: closedAt !== null, minOrderAmount: Number(r.minOrderAmount) }));
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
    canAcceptOrders: shop.canAcceptOrders, closedAt: shop.closedAt ? shop.closedAt.toISOString() : null, closedDays: shop.closedDays,
    deliveryCosts: shop.deliveryCosts, paidSettings: shop.paidSettings, schedules: rows,
  };
}

type ShopInput = AdminShopUpdate;

const invalid = (propertyPath: string, message: string) => new HttpError(422, 'Unprocessable Entity', message, [{ propertyPath, message }]);

/** The region must exist and the 1C warehouse be no other shop's (422 naming the field otherwise). */
async function checkShopRefs(tx: DbOrTx, input: AdminShopCreate, shopId: number | null): Promise<void> {
  const [region] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, input.regionId));
  if (!region) throw invalid('regionId', 'Нет такого региона.');
  if (input.warehouseId) {
    const [taken] = await tx.select({ id: shops.id }).from(shops)
      .where(shopId === null ? eq(shops.warehouseId, input.warehouseId) : and(eq(shops.warehouseId, input.warehouseId), ne(shops.id, shopId)));
    if (taken) throw invalid('warehouseId', 'Этот склад 1С уже указан у другого магазина.');
  }
}

async function insertSchedules(tx: DbOrTx, shopId: number, schedules: AdminShopCreate['schedules']): Promise<void> {
  if (!schedules.length) return;
  await tx.insert(shopSchedules).values(schedules.map((s) => ({
    shopId, slotType: s.slotType, weekdays: [...s.weekdays].sort(), startsAt: s.startsAt, endsAt: s.endsAt,
    capacity: s.capacity, cutoffMinutes: s.cutoffMinutes, paidTypes: s.paidTypes ? [...s.paidTypes].sort() : null,
  })));
}

// a new shop takes every payment type the storefront names until its settings say otherwise
const NEW_SHOP_PAID = { deliveryPaidTypes: [1, 2, 3], pickupPaidTypes: [1, 2, 3] };

/** Adds a shop (site admins): the card and schedule as sent, listed last, open at once. */
export async function createShop(db: DbOrTx, actor: AuditActor, input: AdminShopCreate): Promise<AdminShop> {
  return db.transaction(async (tx: Tx) => {
    await checkShopRefs(tx, input, null);
    const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${shops.position}), 0)`.mapWith(Number) }).from(shops);
    const [{ id }] = await tx.insert(shops).values({
      name: input.name, address: input.address, regionId: input.regionId, latitude: input.coordinates[0], longitude: input.coordinates[1],
      phone: input.phone, hours: input.hours, warehouseId: input.warehouseId, minOrderAmount: input.minOrderAmount,
      deliveryEnabled: input.deliveryEnabled, pickupEnabled: input.pickupEnabled, canAcceptOrders: input.canAcceptOrders,
      closedDays: [...new Set(input.closedDays)].sort(), paidSettings: NEW_SHOP_PAID, position: last + 1,
      ...(input.deliveryCosts ? { deliveryCosts: tariff(input.deliveryCosts) } : {}),
    }).returning({ id: shops.id });
    await insertSchedules(tx, id, input.schedules);
    const after = await adminShop(tx, id);
    await recordAudit(tx, actor, { kind: 'shop.create', target: `shop:${id}`, shopId: id, after: auditedShop(after) });
    // the shoppers' chooser asks GET /api/shops uncached; the home pages name the shops around them
    await revalidateAfterCommit(tx, homePages(await everyShop(tx)));
    return after;
  });
}

const isForeignKeyViolation = (e: unknown): boolean => {
  for (let at: unknown = e; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23503') return true;
  }
  return false;
};

/**
 * Removes a shop at the version read (decision 191): deleted outright when nothing refers to it (no
 * orders, goods, reviews: a shop added by mistake), else closed: hidden from the storefront, taking
 * no orders, its orders and history kept and reachable by the admins.
 */
export async function removeShop(db: DbOrTx, actor: AuditActor, shopId: number, version: number): Promise<AdminShopRemoval> {
  return db.transaction(async (tx: Tx) => {
    const before = await adminShop(tx, shopId);
    if (before.version !== version) throw stale();
    const pages = homePages(await everyShop(tx));
    let deleted = false;
    try {
      // a savepoint: a row of another table naming the shop refuses the delete and only this part rolls back
      await tx.transaction(async (sp) => {
        await sp.delete(shops).where(and(eq(shops.id, shopId), eq(shops.version, version)));
      });
      deleted = (await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId))).length === 0;
    } catch (e) {
      if (!isForeignKeyViolation(e)) throw e;
    }
    if (deleted) {
      await recordAudit(tx, actor, { kind: 'shop.delete', target: `shop:${shopId}`, shopId, before: auditedShop(before) });
      await revalidateAfterCommit(tx, pages);
      return { '@type': 'AdminShopRemoval', id: shopId, outcome: 'deleted' };
    }
    const closed = await tx.update(shops).set({ closedAt: new Date(), canAcceptOrders: false, version: sql`${shops.version} + 1` })
      .where(and(eq(shops.id, shopId), eq(shops.version, version))).returning({ id: shops.id });
    if (closed.length === 0) throw stale();
    await recordAudit(tx, actor, {
      kind: 'shop.close', target: `shop:${shopId}`, shopId,
      before: { closed: before.closedAt !== null, canAcceptOrders: before.canAcceptOrders }, after: { closed: true, canAcceptOrders: false },
    });
    await revalidateAfterCommit(tx, pages);
    return { '@type': 'AdminShopRemoval', id: shopId, outcome: 'closed' };
  });
}

/** Brings a closed shop back to the storefront, taking orders again, at the version read. */
export async function reopenShop(db: DbOrTx, actor: AuditActor, shopId: number, version: number): Promise<AdminShop> {
  return db.transaction(async (tx: Tx) => {
    const before = await adminShop(tx, shopId);
    if (before.closedAt === null) throw new HttpError(409, 'Conflict', 'Магазин не закрыт.');
    const updated = await tx.update(shops).set({ closedAt: null, canAcceptOrders: true, version: sql`${shops.version} + 1` })
      .where(and(eq(shops.id, shopId), eq(shops.version, version))).returning({ id: shops.id });
    if (updated.length === 0) throw stale();
    await recordAudit(tx, actor, {
      kind: 'shop.reopen', target: `shop:${shopId}`, shopId,
      before: { closed: true, canAcceptOrders: before.canAcceptOrders }, after: { closed: false, canAcceptOrders: true },
    });
    await revalidateAfterCommit(tx, homePages(await everyShop(tx)));
    return adminShop(tx, shopId);
  });
}

/**
 * The tariff as the pricing reads it (domain/shop-terms.ts deliveryPrice): the first tier whose amount
 * the basket reaches applies, so the highest amount comes first.
 */
const tariff = (costs: { minAmount: number; price: number }[]) => [...costs].sort((a, b) => b.minAmount - a.minAmount);

/** What the audit row keeps of a shop: its editable fields (schedules as their plain rows). */
const auditedShop = (s: AdminShop | ShopInput) => ({
  name: s.name, address: s.address, regionId: s.regionId, coordinates: s.coordinates, phone: s.phone, hours: s.hours,
  warehouseId: s.warehouseId, minOrderAmount: s.minOrderAmount, deliveryEnabled: s.deliveryEnabled, pickupEnabled: s.pickupEnabled,
  canAcceptOrders: s.canAcceptOrders, closedDays: s.closedDays, deliveryCosts: s.deliveryCosts,
  schedules: s.schedules.map((r) => ({ slotType: r.slotType, weekdays: r.weekdays, startsAt: r.startsAt, endsAt: r.endsAt, capacity: r.capacity, cutoffMinutes: r.cutoffMinutes, paidTypes: r.paidTypes })),
});

/** Saves the shop's card and schedule when `input.version` is the current one (else 409). */
export async function updateShop(db: DbOrTx, actor: AuditActor, shopId: number, input: ShopInput): Promise<AdminShop> {
  return db.transaction(async (tx: Tx) => {
    const before = await adminShop(tx, shopId);
    await checkShopRefs(tx, input, shopId);
    const updated = await tx.update(shops).set({
      name: input.name, address: input.address, regionId: input.regionId, latitude: input.coordinates[0], longitude: input.coordinates[1],
      phone: input.phone, hours: input.hours, warehouseId: input.warehouseId, minOrderAmount: input.minOrderAmount,
      deliveryEnabled: input.deliveryEnabled, pickupEnabled: input.pickupEnabled, canAcceptOrders: input.canAcceptOrders,
      closedDays: [...new Set(input.closedDays)].sort(), version: sql`${shops.version} + 1`,
      ...(input.deliveryCosts ? { deliveryCosts: tariff(input.deliveryCosts) } : {}),
    }).where(and(eq(shops.id, shopId), eq(shops.version, input.version))).returning({ id: shops.id });
    if (updated.length === 0) throw stale();
    await tx.delete(shopSchedules).where(eq(shopSchedules.shopId, shopId));
    await insertSchedules(tx, shopId, input.schedules);
    const after = await adminShop(tx, shopId);
    await recordAudit(tx, actor, { kind: 'shop.update', target: `shop:${shopId}`, shopId, ...changedFields(auditedShop(before), auditedShop(after)) });
    // the shop's own pages show its name, address, hours and minimum (home), and its FAQ the delivery
    // tariff and minimum; the basket asks the API
    await revalidateAfterCommit(tx, [...homePages([shopId]), `/s/${shopId}/faq`]);
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

/** The zone's rings closed (the list of points leaves them open) and checked: 422 naming each bad ring. */
function checkedPolygon(sent: AdminZoneCreate['polygon']): [number, number][][] {
  const polygon = sent.map((ring) => closeRing(ring).map(([lat, lon]) => [lat, lon] as [number, number]));
  const problems = ringProblems(polygon);
  if (problems.length) {
    throw new HttpError(422, 'Unprocessable Entity', problems.map((p) => p.message).join(' '),
      problems.map((p) => ({ propertyPath: `polygon[${p.ring}]`, message: p.message })));
  }
  return polygon;
}

/** Adds a delivery zone to the shop; the storefront reads zones uncached (GET /api/delivery_zones). */
export async function createZone(db: DbOrTx, actor: AuditActor, shopId: number, sent: AdminZoneCreate): Promise<AdminZone> {
  const polygon = checkedPolygon(sent.polygon);
  return db.transaction(async (tx: Tx) => {
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
    if (!shop) throw noShop();
    const [minLat, minLon, maxLat, maxLon] = boundingBox(polygon);
    const [{ id }] = await tx.insert(deliveryZones).values({ shopId, name: sent.name, price: sent.price, polygon, minLat, minLon, maxLat, maxLon })
      .returning({ id: deliveryZones.id });
    await recordAudit(tx, actor, { kind: 'zone.create', target: `zone:${id}`, shopId, after: { name: sent.name, price: sent.price, polygon } });
    return (await shopZones(tx, shopId)).find((z) => z.id === id)!;
  });
}

/** Deletes a zone at the version read; orders keep their address and delivery price (they do not name zones). */
export async function deleteZone(db: DbOrTx, actor: AuditActor, shopId: number, zoneId: number, version: number): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [before] = await tx.select().from(deliveryZones).where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.shopId, shopId)));
    if (!before) throw notFound('Зона доставки не найдена.');
    const gone = await tx.delete(deliveryZones).where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.version, version))).returning({ id: deliveryZones.id });
    if (gone.length === 0) throw stale();
    await recordAudit(tx, actor, { kind: 'zone.delete', target: `zone:${zoneId}`, shopId, before: { name: before.name, price: Number(before.price), polygon: before.polygon } });
  });
}

/** Saves a zone's name, price and border when `input.version` is the current one (else 409). */
export async function updateZone(db: DbOrTx, actor: AuditActor, shopId: number, zoneId: number, sent: AdminZoneUpdate): Promise<AdminZone> {
  const input = { ...sent, polygon: checkedPolygon(sent.polygon) };
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
