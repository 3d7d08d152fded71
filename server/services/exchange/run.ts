// What one file's import shares between its steps: the transaction, the counts and problems the
// back office shows, the pages the storefront is told about after the commit, and the JSON-driven
// bulk statements (a batch of rows goes in as one jsonb parameter read by jsonb_to_recordset, so a
// batch is one statement whatever its size, the same on PGlite and PostgreSQL).
import { sql, type SQL } from 'drizzle-orm';
import type { Problem } from '../../../domain/commerceml';
import { rowsOf, type Tx } from '../../db/client';
import type { ExchangeCounts } from '../../db/schema';

export type Run = {
  tx: Tx;
  /** the file's name as 1C sent it (for problems) */
  file: string;
  /** the session's upload folder */
  dir: string;
  /** its name under the exchange root (stored picture paths start with it) */
  folder: string;
  counts: ExchangeCounts;
  /** lines reported and skipped; the file still applies */
  problems: Problem[];
  /** goods whose product pages changed, per shop (null: every shop); emptied once `everyGood` is set */
  goods: Map<number, Set<number> | null>;
  /** more than EXACT_GOODS goods changed: every 1C good's product pages are named after the file (pages.ts) */
  everyGood?: boolean;
  /** categories whose listings changed */
  categories: Set<number>;
  /** the tree itself changed (a group added, renamed, moved or hidden) */
  tree: boolean;
  /** goods whose 1C pictures changed: their photos are made from the files after the commit (photos.ts) */
  photoGoods: Set<number>;
  progress: (text: string) => void;
};

export const count = (run: Run, key: string, n = 1) => {
  run.counts[key] = (run.counts[key] ?? 0) + n;
};

export async function query<T = Record<string, unknown>>(tx: Tx, q: SQL): Promise<T[]> {
  return rowsOf<T>(await tx.execute(q));
}

/** `rows` as one jsonb parameter, for jsonb_to_recordset / jsonb_array_elements_text. */
export const json = (rows: unknown) => sql`${JSON.stringify(rows)}::jsonb`;

export const BATCH = 1000;

/**
 * Past this many changed goods a file is a bulk load (a full package): remembering each good's shops
 * would grow with the file (a 100,000-good package held a million page names), so the run switches
 * to naming every 1C good's product pages, streamed from the database after the import. A
 * changes-only package of a day's offers stays well below it and names exactly its goods' pages.
 */
export const EXACT_GOODS = 20_000;

/** Marks `goodId`'s pages stale in `shopId` (or every shop). */
export function touchGood(run: Run, goodId: number, shopId: number | null = null) {
  if (run.everyGood) return;
  const shops = run.goods.get(goodId);
  if (shopId === null) run.goods.set(goodId, null);
  else if (shops === null) return;
  else if (shops) shops.add(shopId);
  else run.goods.set(goodId, new Set([shopId]));
  if (run.goods.size > EXACT_GOODS) touchEveryGood(run);
}

export function touchEveryGood(run: Run) {
  run.everyGood = true;
  run.goods.clear();
}
