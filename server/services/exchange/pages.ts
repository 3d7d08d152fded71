// The storefront pages one file's import made stale, named inside its transaction through the one
// after-commit path (server/lib/storefront-pages.ts): each changed good's product page in the shops
// whose article changed (every shop for a change of the good itself), the unfiltered listing of each
// changed category and the categories above it, and, when the tree changed, each shop's home and
// catalogue. Pages nothing touched keep their cache. A file that changed more than EXACT_GOODS goods
// (a full package) names every 1C good's product pages in every shop instead, recorded in its
// counts as pagesAllGoods.
import { sql } from 'drizzle-orm';
import { productPages, revalidateAfterCommit } from '../../lib/storefront-pages';
import { count, query, type Run } from './run';

/** The folded query of a listing without filters (lib/listing/query.ts EMPTY_QUERY_SEGMENT). */
const EMPTY_LISTING = '_';

// pages are handed on in slices, so a package of 100,000 goods × 10 shops never holds its million names at once
const SLICE = 10_000;
const GOODS_PAGE = 2_000;

/** Names the pages within the run's transaction; answers how many. */
export async function pagesAfterCommit(run: Run): Promise<number> {
  const shops = (await query<{ id: number }>(run.tx, sql`SELECT id FROM shops ORDER BY id`)).map((s) => Number(s.id));
  let pages: string[] = [];
  let named = 0;
  const flush = async (atLeast: number) => {
    if (pages.length < atLeast || pages.length === 0) return;
    named += pages.length;
    await revalidateAfterCommit(run.tx, pages);
    pages = [];
  };
  for (const [good, inShops] of run.goods) {
    pages.push(...productPages(inShops ? [...inShops] : shops, [good]));
    await flush(SLICE);
  }
  if (run.everyGood) {
    // keyset pages of ids: the goods a full package touched are the 1C goods, withdrawn ones included
    let goods = 0;
    for (let after = 0; ;) {
      const ids = (await query<{ id: number }>(run.tx, sql`SELECT id FROM goods WHERE external_id IS NOT NULL AND id > ${after}
        ORDER BY id LIMIT ${GOODS_PAGE}`)).map((r) => Number(r.id));
      if (ids.length === 0) break;
      goods += ids.length;
      after = ids[ids.length - 1];
      pages.push(...productPages(shops, ids));
      await flush(SLICE);
    }
    count(run, 'pagesAllGoods', goods);
  }
  if (run.categories.size > 0) {
    const parents = new Map((await query<{ id: number; parent_id: number | null }>(run.tx, sql`SELECT id, parent_id FROM categories`))
      .map((r) => [Number(r.id), r.parent_id === null ? null : Number(r.parent_id)]));
    const listed = new Set<number>();
    for (let id of run.categories) {
      for (let depth = 0; id !== null && id !== undefined && !listed.has(id) && depth < 10; depth++) {
        listed.add(id);
        id = parents.get(id) as number;
      }
    }
    for (const shop of shops) for (const id of listed) pages.push(`/s/${shop}/category/${id}/${EMPTY_LISTING}`);
  }
  if (run.tree) for (const shop of shops) pages.push(`/s/${shop}`, `/s/${shop}/catalog/${EMPTY_LISTING}`);
  await flush(1);
  return named;
}
