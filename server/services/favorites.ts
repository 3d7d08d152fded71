// A customer's favourite goods (storefront spec §3, §4) and the goods of their closed orders, as
// one shop sells them. The goods pages reuse the catalogue listing's reading and serializing
// (services/shop-goods.ts pageOfShopGoods), so a favourite shows the price and stock a listing would.
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { FAVORITES_MAX, type Favorite, type Good } from '../../contract';
import { PURCHASE_STATUSES } from '../../domain/order-status';
import type { Db } from '../db/client';
import { favorites, goods, orderLines, orders } from '../db/schema';
import { HttpError, notFound } from '../lib/http';
import { nameKey, pageOfShopGoods, shopOrderBy, type Page } from './shop-goods';

const toFavorite = (row: { id: number; goodId: number }): Favorite => ({
  '@id': `/api/favorites/${row.id}`, '@type': 'Favorite', id: row.id, goodId: Number(row.goodId),
});

const unprocessable = (propertyPath: string, message: string) =>
  new HttpError(422, 'Unprocessable Entity', `${propertyPath}: ${message}`, [{ propertyPath, message }]);

/** Every favourite of the customer, the oldest first (at most FAVORITES_MAX). */
export async function listFavorites(db: Db, customerId: number): Promise<Favorite[]> {
  const rows = await db.select({ id: favorites.id, goodId: favorites.goodId }).from(favorites)
    .where(eq(favorites.customerId, customerId)).orderBy(asc(favorites.id));
  return rows.map(toFavorite);
}

/**
 * Adds a good to the customer's favourites; a good already there answers its existing row
 * (`created` false), so a repeated click or a retried request changes nothing. The customer's row
 * is locked while counting, so concurrent adds cannot pass the limit together.
 */
export async function addFavorite(db: Db, customerId: number, goodId: number): Promise<{ favorite: Favorite; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`);
    const [known] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodId));
    if (!known) throw unprocessable('goodId', `Товар ${goodId} не найден.`);
    const [existing] = await tx.select({ id: favorites.id, goodId: favorites.goodId }).from(favorites)
      .where(and(eq(favorites.customerId, customerId), eq(favorites.goodId, goodId)));
    if (existing) return { favorite: toFavorite(existing), created: false };
    const [{ total }] = await tx.select({ total: count() }).from(favorites).where(eq(favorites.customerId, customerId));
    if (total >= FAVORITES_MAX) throw unprocessable('goodId', `В избранном может быть не больше ${FAVORITES_MAX} товаров: удалите ненужные.`);
    const [row] = await tx.insert(favorites).values({ customerId, goodId }).returning({ id: favorites.id, goodId: favorites.goodId });
    return { favorite: toFavorite(row), created: true };
  });
}

/** Removes one favourite of the customer; another customer's, or an unknown one, is a 404. */
export async function removeFavorite(db: Db, customerId: number, id: number): Promise<void> {
  const gone = await db.delete(favorites).where(and(eq(favorites.id, id), eq(favorites.customerId, customerId))).returning({ id: favorites.id });
  if (gone.length === 0) throw notFound('Товар в избранном не найден.');
}

export async function clearFavorites(db: Db, customerId: number): Promise<void> {
  await db.delete(favorites).where(eq(favorites.customerId, customerId));
}

/** A part of the good's name, compared as the listing's alphabetical key (case-folded, ё as е). */
const nameContains = (text: string): SQL => sql`strpos(${goods.nameKey}, ${nameKey(sql`${text}`)}) > 0`;

/** The goods of `ids` (a subquery of good ids), as the shop sells them: in stock first, then by name. */
function pageOfGoods(db: Db, shopId: number, ids: SQL, name: string | undefined, page: Page): Promise<{ members: Good[]; total: number }> {
  const where = and(sql`${goods.id} in (${ids})`, name ? nameContains(name) : undefined);
  return pageOfShopGoods(db, shopId, where, shopOrderBy('name'), page);
}

/** GET /api/shops/{shopId}/favorites: the customer's favourite goods, whether the shop sells them or not. */
export function favoriteGoods(db: Db, shopId: number, customerId: number, name: string | undefined, page: Page) {
  return pageOfGoods(db, shopId, sql`select ${favorites.goodId} from ${favorites} where ${favorites.customerId} = ${customerId}`, name, page);
}

/** GET /api/shops/{shopId}/purchased: the goods of the customer's closed orders (lines an admin dropped excluded). */
export function purchasedGoods(db: Db, shopId: number, customerId: number, name: string | undefined, page: Page) {
  const statuses = sql.join(PURCHASE_STATUSES.map((s) => sql`${s}`), sql`, `);
  return pageOfGoods(db, shopId, sql`select ${orderLines.goodId} from ${orderLines}
    join ${orders} on ${orders.id} = ${orderLines.orderId}
    where ${orders.customerId} = ${customerId} and ${orders.status} in (${statuses})
      and not ${orderLines.isDeleted} and ${orderLines.quantity} > 0`, name, page);
}
