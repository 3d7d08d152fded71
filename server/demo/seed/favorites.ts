// The demo customers' favourites: the card holder (79000000001) has a page's worth and a bit more,
// so /favorites shows 'Показать ещё'; the customer without a card (79000000002) a few. Their
// purchased goods are the lines of their closed demo orders (personal-area.ts). The same rows on
// every run: goods of the default shop in stock, picked by a fixed stride.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { FAVORITES_PAGE_SIZE } from '../../../contract';
import type { Db } from '../../db/client';
import { articles, customers, favorites } from '../../db/schema';

const SHOP = 1;
export const DEMO_FAVORITES = { '79000000001': FAVORITES_PAGE_SIZE + 4, '79000000002': 3 } as const;

export async function seedFavorites(db: Db): Promise<number> {
  const phones = Object.keys(DEMO_FAVORITES) as (keyof typeof DEMO_FAVORITES)[];
  const owners = await db.select({ id: customers.id, phone: customers.phone }).from(customers).where(inArray(customers.phone, phones));
  if (owners.length === 0) return 0;
  const pool = await db.select({ id: articles.goodId }).from(articles)
    .where(and(eq(articles.shopId, SHOP), gt(articles.quantity, 0))).orderBy(asc(articles.goodId)).limit(400);
  if (pool.length === 0) return 0;
  const rows = owners.flatMap((o, n) => Array.from(
    { length: DEMO_FAVORITES[o.phone as keyof typeof DEMO_FAVORITES] },
    (_, i) => ({ customerId: o.id, goodId: Number(pool[(i * 13 + n * 7) % pool.length].id) }),
  ));
  await db.delete(favorites).where(inArray(favorites.customerId, owners.map((o) => o.id)));
  await db.insert(favorites).values(rows).onConflictDoNothing();
  return rows.length;
}
