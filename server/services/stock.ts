// The one writer of a shop's stock (articles.quantity): an order's creation, an admin's line edit or
// shop move, a cancellation and a partner's order all change it here, inside the caller's transaction
// and under the row locks the caller took (in good-id order). Goods whose stock crosses zero have
// their product pages told to the storefront once that transaction commits (lib/storefront-pages.ts),
// so no writer can forget it.
import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../db/client';
import { stockPagesAfterCommit, type StockMove } from '../lib/storefront-pages';

/** `delta` added to the shop's stock of the good: negative takes. */
export type StockChange = { goodId: number; delta: number };

/**
 * Adds each change to shop `shopId`'s stock, the deltas of one good summed. With `noNegative`, a good
 * whose stock would fall below zero is left as it is: the caller compares the goods returned with the
 * goods it asked for. Returns the goods changed.
 */
export async function changeStock(tx: DbOrTx, shopId: number, changes: StockChange[], { noNegative = false } = {}): Promise<number[]> {
  if (changes.length === 0) return [];
  const values = changes.map((c) => sql`(${c.goodId}::bigint, ${c.delta}::numeric)`);
  const moved = rowsOf<StockMove>(await tx.execute(sql`UPDATE articles AS a SET quantity = a.quantity + v.d
    FROM (SELECT good_id, sum(d) AS d FROM (VALUES ${sql.join(values, sql`, `)}) AS r (good_id, d) GROUP BY good_id) AS v
    WHERE a.shop_id = ${shopId} AND a.good_id = v.good_id ${noNegative ? sql`AND a.quantity + v.d >= 0` : sql``}
    RETURNING a.good_id, a.quantity, v.d AS added`));
  await stockPagesAfterCommit(tx, shopId, moved);
  return moved.map((m) => Number(m.good_id));
}
