// Discounts (promotions with their own goods), as the /discounts page and its listing read them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Discount } from '../../contract';
import type { Db } from '../db/client';
import { articles, discountGoods, discounts } from '../db/schema';
import { clock } from '../lib/clock';
import { notFound } from '../lib/http';

/** This discount is always listed first (checkout-account-admin spec §9). */
const FIRST_DISCOUNT_ID = 8001;

type DiscountRow = typeof discounts.$inferSelect;

function serializeDiscount(d: DiscountRow): Discount {
  return { '@id': `/api/discounts/${d.id}`, '@type': 'Discount', id: d.id, name: d.name, description: d.description, image: d.image };
}

/**
 * The discounts on now (switched on, within their dates: the back office's, decision 188), or with
 * `shopId` only those with at least one good that shop sells and, when they list shops, that shop among them.
 */
export async function listDiscounts(db: Db, shopId?: number): Promise<Discount[]> {
  const now = clock.now().toISOString();
  const onNow = sql`${discounts.isActive} and (${discounts.startsAt} is null or ${discounts.startsAt} <= ${now}::timestamptz)
    and (${discounts.endsAt} is null or ${discounts.endsAt} > ${now}::timestamptz)`;
  const soldThere = shopId === undefined ? undefined : sql`exists (
    select 1 from ${discountGoods} inner join ${articles}
      on ${articles.goodId} = ${discountGoods.goodId} and ${articles.shopId} = ${shopId}
    where ${discountGoods.discountId} = ${discounts.id})
    and (${discounts.shopIds} is null or ${discounts.shopIds} @> to_jsonb(${shopId}::int))`;
  const rows = await db
    .select()
    .from(discounts)
    .where(and(onNow, soldThere))
    .orderBy(sql`(${discounts.id} = ${FIRST_DISCOUNT_ID}) desc`, asc(discounts.position), asc(discounts.id));
  return rows.map(serializeDiscount);
}

export async function getDiscount(db: Db, id: number): Promise<Discount> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id)).limit(1);
  if (!row) throw notFound(`Акция ${id} не найдена.`);
  return serializeDiscount(row);
}
