// A back-office discount's percent in its goods' prices (decision 188). Every price reader (product
// page, listings and their 'Со скидкой' counts, the week sales, the basket and the order) reads
// articles.actual_price, so the discount is written there: the card price becomes the lower of 1C's
// card price and the regular price less the biggest percent of the discounts on now for that good in
// that shop, and 1C's own card price waits in articles.own_price until no discount applies. The
// facet triggers on articles keep the listings' counts in step in the same statement.
//
// applyDiscountPrices recomputes the articles of some goods (an edit, the sweep, the offers import);
// sweepDiscounts, run every 30 s by server/main.ts, applies the discounts whose start or end has
// come (applied differs from "on now"), so a scheduled discount takes effect on time without a deploy.
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { rowsOf } from '../db/client';
import { clock } from '../lib/clock';
import { categoryPages, discountPages, everyShop, homePages, productPages, revalidateAfterCommit } from '../lib/storefront-pages';

/** A discount on now, as SQL over the discounts row `d`. */
export const discountOnNow = (now: Date) => sql`(d.is_active AND (d.starts_at IS NULL OR d.starts_at <= ${now.toISOString()}::timestamptz)
  AND (d.ends_at IS NULL OR d.ends_at > ${now.toISOString()}::timestamptz))`;

type Changed = { shop_id: number | string; good_id: number | string; category_id: number | string | null };

/**
 * Within `tx`: the card price of every article of `goodIds` as the discounts on at `now` make it;
 * returns the articles whose price changed. The percent price is rounded to kopecks.
 */
export async function applyDiscountPrices(tx: DbOrTx, goodIds: number[], now = clock.now()): Promise<Changed[]> {
  if (goodIds.length === 0) return [];
  const ids = JSON.stringify([...new Set(goodIds)]);
  return rowsOf<Changed>(await tx.execute(sql`WITH target AS (
      SELECT a.shop_id, a.good_id, coalesce(a.own_price, a.actual_price) AS own,
        (SELECT max(d.percent) FROM discount_goods dg JOIN discounts d ON d.id = dg.discount_id
          WHERE dg.good_id = a.good_id AND d.percent IS NOT NULL AND ${discountOnNow(now)}
            AND (d.shop_ids IS NULL OR d.shop_ids @> to_jsonb(a.shop_id))) AS percent,
        a.register_price
      FROM articles a WHERE a.good_id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::bigint)
    ), priced AS (
      SELECT shop_id, good_id, own,
        CASE WHEN percent IS NULL THEN own ELSE least(own, round(register_price * (100 - percent) / 100, 2)) END AS price
      FROM target
    )
    UPDATE articles a SET actual_price = p.price, own_price = CASE WHEN p.price = p.own THEN NULL ELSE p.own END
    FROM priced p
    WHERE a.shop_id = p.shop_id AND a.good_id = p.good_id
      AND (a.actual_price, a.own_price) IS DISTINCT FROM (p.price, CASE WHEN p.price = p.own THEN NULL ELSE p.own END)
    RETURNING a.shop_id, a.good_id, a.category_id`));
}

/**
 * Within `tx`: once it commits, the pages a change of discounts shows differently: every shop's home
 * (the week sales) and discounts page, and the product and category pages of the articles whose price changed.
 */
export async function discountPagesAfterCommit(tx: DbOrTx, changed: Changed[]): Promise<void> {
  const shops = await everyShop(tx);
  const pages = [...homePages(shops), ...discountPages(shops)];
  const byShop = new Map<number, { goods: Set<number>; categories: Set<number> }>();
  for (const r of changed) {
    const shop = Number(r.shop_id);
    const at = byShop.get(shop) ?? { goods: new Set<number>(), categories: new Set<number>() };
    at.goods.add(Number(r.good_id));
    if (r.category_id !== null) at.categories.add(Number(r.category_id));
    byShop.set(shop, at);
  }
  for (const [shop, at] of byShop) pages.push(...productPages([shop], [...at.goods]), ...categoryPages([shop], [...at.categories]));
  await revalidateAfterCommit(tx, pages);
}

/** Applies the discounts whose start or end came since the last sweep; returns how many. */
export async function sweepDiscounts(db: Db, now = clock.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: number; is_on: boolean }>(await tx.execute(sql`SELECT d.id, ${discountOnNow(now)} AS is_on FROM discounts d
      WHERE d.percent IS NOT NULL AND d.applied IS DISTINCT FROM ${discountOnNow(now)} FOR UPDATE`));
    if (due.length === 0) return 0;
    const ids = JSON.stringify(due.map((d) => Number(d.id)));
    const goods = rowsOf<{ good_id: number | string }>(await tx.execute(sql`SELECT DISTINCT good_id FROM discount_goods
      WHERE discount_id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int)`)).map((r) => Number(r.good_id));
    const changed = await applyDiscountPrices(tx, goods, now);
    await tx.execute(sql`UPDATE discounts d SET applied = ${discountOnNow(now)} WHERE d.id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int)`);
    await discountPagesAfterCommit(tx, changed);
    return due.length;
  });
}
