// Delivery zones: the zones containing a point (domain/geo.ts decides), or all of them for the map.
// Only shops that deliver and accept orders have their zones served: a zone of a closed shop must
// not offer delivery the checkout would then refuse.
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { DeliveryZone } from '../../contract';
import { chooseZones, type LatLon } from '../../domain/geo';
import type { Db } from '../db/client';
import { deliveryZones, shops } from '../db/schema';

type ZoneRow = Omit<typeof deliveryZones.$inferSelect, 'version'> & { shopLat: number; shopLon: number };

const serialize = (z: ZoneRow): DeliveryZone => ({
  '@id': `/api/delivery_zones/${z.id}`,
  '@type': 'DeliveryZone',
  id: z.id,
  name: z.name,
  shopId: z.shopId,
  price: Number(z.price),
  polygon: z.polygon,
});

const serving = and(eq(shops.deliveryEnabled, true), eq(shops.canAcceptOrders, true), isNull(shops.closedAt));

function selectZones(db: Db) {
  return db.select({
    id: deliveryZones.id, shopId: deliveryZones.shopId, name: deliveryZones.name, price: deliveryZones.price,
    polygon: deliveryZones.polygon, minLat: deliveryZones.minLat, minLon: deliveryZones.minLon,
    maxLat: deliveryZones.maxLat, maxLon: deliveryZones.maxLon, shopLat: shops.latitude, shopLon: shops.longitude,
  }).from(deliveryZones).innerJoin(shops, eq(shops.id, deliveryZones.shopId));
}

/** The zones serving `point`, best first (see domain/geo.ts chooseZones); `preferredShopId` first when it serves it. */
export async function zonesAt(db: Db, point: LatLon, preferredShopId?: number): Promise<DeliveryZone[]> {
  const [lat, lon] = point;
  const rows = await selectZones(db).where(and(
    serving,
    lte(deliveryZones.minLat, lat), gte(deliveryZones.maxLat, lat),
    lte(deliveryZones.minLon, lon), gte(deliveryZones.maxLon, lon),
  ));
  const candidates = rows.map((r) => ({ ...r, price: Number(r.price), shopCoordinates: [r.shopLat, r.shopLon] as const }));
  return chooseZones(point, candidates, preferredShopId).map(serialize);
}

/** Every zone of the serving shops, in the shops' display order: what the map draws. */
export async function allZones(db: Db): Promise<DeliveryZone[]> {
  const rows = await selectZones(db).where(serving).orderBy(asc(shops.position), asc(shops.id), asc(deliveryZones.id));
  return rows.map(serialize);
}
