// The back office's card of a good (issue 38; contract/admin-goods.ts): its description and whether
// shoppers see it. An edit names the version it read (stale: 409), records its audit row in its own
// transaction and names the pages it staled through the one after-commit path: the good's product
// page in every shop, and when it was hidden or shown, the unfiltered listing of its category and
// the categories above it (and each shop's home, whose blocks may list it).
//
// Hiding moves the good's articles to hidden_articles (decision 186): every listing, count, facet,
// search and the sitemap read articles, so they leave the good out with no filter of their own; the
// product page and goods by id are refused by goodsByIds (services/goods.ts). Showing moves them back.
import { eq, sql } from 'drizzle-orm';
import type { AdminGood, AdminGoodUpdate } from '../../contract';
import { safeHtml } from '../../domain/safe-html';
import type { DbOrTx, Tx } from '../db/client';
import { rowsOf } from '../db/client';
import { categories, goods } from '../db/schema';
import { notFound, staleVersion } from '../lib/http';
import { categoryPages, everyShop, homePages, productPages, revalidateAfterCommit } from '../lib/storefront-pages';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { applyDiscountPrices } from './discount-prices';

const noGood = () => notFound('Товар не найден.');

/** The good's card, or 404. */
export async function adminGood(db: DbOrTx, id: number): Promise<AdminGood> {
  const [g] = await db.select({
    id: goods.id, version: goods.version, name: goods.name, categoryId: goods.categoryId, description: goods.description, isHidden: goods.isHidden,
  }).from(goods).where(eq(goods.id, id));
  if (!g) throw noGood();
  return { '@id': `/api/admin/goods/${id}`, '@type': 'AdminGood', ...g, id: Number(g.id) };
}

/** The description as stored: the storefront's HTML allowlist; blank is none. */
export function cleanDescription(html: string | null): string | null {
  if (html === null) return null;
  const clean = safeHtml(html).trim();
  return clean === '' ? null : clean;
}

/** Moves the good's articles out of every listing (hide) or back (show). */
async function moveArticles(tx: Tx, goodId: number, hide: boolean): Promise<void> {
  if (hide) {
    await tx.execute(sql`WITH moved AS (DELETE FROM articles WHERE good_id = ${goodId}
        RETURNING shop_id, good_id, quantity, register_price, actual_price, own_price)
      INSERT INTO hidden_articles (shop_id, good_id, quantity, register_price, actual_price, own_price) SELECT * FROM moved
      ON CONFLICT (shop_id, good_id) DO UPDATE SET quantity = excluded.quantity, register_price = excluded.register_price,
        actual_price = excluded.actual_price, own_price = excluded.own_price`);
  } else {
    // the insert triggers fill the articles' copies of the good's columns and the facet counts
    await tx.execute(sql`WITH moved AS (DELETE FROM hidden_articles WHERE good_id = ${goodId}
        RETURNING shop_id, good_id, quantity, register_price, actual_price, own_price)
      INSERT INTO articles (shop_id, good_id, quantity, register_price, actual_price, own_price) SELECT * FROM moved
      WHERE NOT (SELECT withdrawn FROM goods WHERE id = ${goodId})
      ON CONFLICT (shop_id, good_id) DO NOTHING`);
    // a discount switched on or off while the good was hidden never reached its hidden rows: its
    // card price is recomputed as the discounts on now make it (decision 188)
    await applyDiscountPrices(tx, [goodId]);
  }
}

/** The good's category and those above it. */
async function categoryLine(tx: Tx, categoryId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number | string }>(await tx.execute(sql`WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM ${categories} WHERE id = ${categoryId}
      UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM ${categories} c JOIN up ON c.id = up.parent_id WHERE up.depth < 10
    ) SELECT id FROM up`));
  return rows.map((r) => Number(r.id));
}

/** Saves the card when `input.version` is the current one (else 409); a field left out stays. */
export async function updateAdminGood(db: DbOrTx, actor: AuditActor, id: number, input: AdminGoodUpdate): Promise<AdminGood> {
  return db.transaction(async (tx: Tx) => {
    const before = await adminGood(tx, id);
    const description = input.description === undefined ? before.description : cleanDescription(input.description);
    const isHidden = input.isHidden ?? before.isHidden;
    const updated = await tx.update(goods).set({ description, isHidden, version: sql`${goods.version} + 1` })
      .where(sql`${goods.id} = ${id} AND ${goods.version} = ${input.version}`).returning({ id: goods.id });
    if (updated.length === 0) throw staleVersion();
    if (isHidden !== before.isHidden) await moveArticles(tx, id, isHidden);
    const after = await adminGood(tx, id);
    const fields = (g: AdminGood) => ({ description: g.description, isHidden: g.isHidden });
    const diff = changedFields(fields(before), fields(after));
    await recordAudit(tx, actor, { kind: 'good.update', target: `good:${id}`, ...diff });
    const shops = await everyShop(tx);
    const pages = productPages(shops, [id]);
    if (isHidden !== before.isHidden) pages.push(...categoryPages(shops, await categoryLine(tx, before.categoryId)), ...homePages(shops));
    await revalidateAfterCommit(tx, pages);
    return after;
  });
}
