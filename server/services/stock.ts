// The one writer of a shop's stock (articles.quantity): an order's creation, an admin's line edit or
// shop move, a cancellation and a partner's order all change it here, inside the caller's transaction
// and under the row locks the caller took (in good-id order). Goods whose stock crosses zero have
// their product pages told to the storefront once that transaction commits (lib/storefront-pages.ts),
// so no writer can forget it.
//
// A good a site admin hid keeps its stock in hidden_articles meanwhile (decision 186): a change to a
// good found there (a cancellation returning a hidden good's stock, an admin's line edit) is written
// there in the same transaction, so showing the good again shows the stock it really has. A good is
// in one of the two tables, never both (hiding and showing move its rows), so each change lands once.
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
  const summed = sql`(SELECT good_id, sum(d) AS d FROM (VALUES ${sql.join(values, sql`, `)}) AS r (good_id, d) GROUP BY good_id)`;
  const wanted = new Set(changes.map((c) => c.goodId));
  const done = new Set<number>();
  const notDone = () => (done.size ? sql`AND v.good_id NOT IN (${sql.join([...done].map((id) => sql`${id}`), sql`, `)})` : sql``);
  const enough = noNegative ? sql`AND a.quantity + v.d >= 0` : sql``;
  const inArticles = async () => {
    const moved = rowsOf<StockMove>(await tx.execute(sql`UPDATE articles AS a SET quantity = a.quantity + v.d
      FROM ${summed} AS v
      WHERE a.shop_id = ${shopId} AND a.good_id = v.good_id ${enough} ${notDone()}
      RETURNING a.good_id, a.quantity, v.d AS added`));
    await stockPagesAfterCommit(tx, shopId, moved);
    for (const m of moved) done.add(Number(m.good_id));
  };
  await inArticles();
  if (done.size === wanted.size) return [...done];
  // the rest may be hidden goods (no page shows them: nothing to revalidate). A hide that committed
  // after the articles' update has its rows here by now; a show that committed after this update
  // has them back in articles, where the last try finds them. Each statement skips the goods done.
  const aside = rowsOf<{ good_id: number | string }>(await tx.execute(sql`UPDATE hidden_articles AS a SET quantity = a.quantity + v.d
    FROM ${summed} AS v
    WHERE a.shop_id = ${shopId} AND a.good_id = v.good_id ${enough} ${notDone()}
    RETURNING a.good_id`));
  for (const r of aside) done.add(Number(r.good_id));
  if (done.size < wanted.size) await inArticles();
  return [...done];
}
