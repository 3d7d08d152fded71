// Shops as the API serves them, and the one check that a shop in a path or query exists.
import { asc, eq, isNull } from 'drizzle-orm';
import type { Shop } from '../../contract';
import type { Db } from '../db/client';
import { regions, shops } from '../db/schema';
import { notFound } from '../lib/http';

const shopColumns = { shop: shops, regionName: regions.name };
type ShopRow = { shop: typeof shops.$inferSelect; regionName: string };

const selectShops = (db: Db) => db.select(shopColumns).from(shops).innerJoin(regions, eq(regions.id, shops.regionId));

function serializeShop({ shop: s, regionName }: ShopRow): Shop {
  return {
    '@id': `/api/shops/${s.id}`,
    '@type': 'Shop',
    id: s.id,
    name: s.name,
    address: s.address,
    region: { '@id': `/api/regions/${s.regionId}`, id: s.regionId, name: regionName },
    coordinates: [s.latitude, s.longitude],
    deliveryEnabled: s.deliveryEnabled,
    pickupEnabled: s.pickupEnabled,
    canAcceptOrders: s.canAcceptOrders,
    minOrderAmount: Number(s.minOrderAmount),
    specialInfo: s.specialInfo,
    deliveryCosts: s.deliveryCosts,
    packagingCost: s.packagingCost ?? null,
    packetCost: s.packetCost ?? null,
    paidSettings: s.paidSettings,
    maxFreeWeight: Number(s.maxFreeWeight),
    overKyloPrice: Number(s.overKyloPrice),
  };
}

/**
 * The shops in display order. A shop a site admin closed (decision 191) is left out of the shoppers'
 * list, so the chooser stops offering it; the admins' list (`withClosed`) keeps it, its orders live on.
 */
export async function listShops(db: Db, { withClosed = false } = {}): Promise<Shop[]> {
  const rows = await selectShops(db).where(withClosed ? undefined : isNull(shops.closedAt)).orderBy(asc(shops.position), asc(shops.id));
  return rows.map(serializeShop);
}

async function findShopRow(db: Db, id: number): Promise<ShopRow | undefined> {
  const [row] = await selectShops(db).where(eq(shops.id, id)).limit(1);
  return row;
}

const shopNotFound = (id: number) => notFound(`Магазин ${id} не найден.`);

export async function getShop(db: Db, id: number): Promise<Shop> {
  const row = await findShopRow(db, id);
  if (!row) throw shopNotFound(id);
  return serializeShop(row);
}

/** A 404 naming the shop unless it exists: every shop-scoped route starts here. */
export async function requireShop(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, id)).limit(1);
  if (!row) throw shopNotFound(id);
}

/** The shop's rules page as HTML ('' when the shop has none). */
export async function shopRules(db: Db, id: number): Promise<string> {
  const row = await findShopRow(db, id);
  if (!row) throw shopNotFound(id);
  return row.shop.rules ?? '';
}
