// The storefront pages one file's import made stale, named inside its transaction through the one
// after-commit path (server/lib/storefront-pages.ts): each changed good's product page in the shops
// whose article changed (every shop for a change of the good itself), the unfiltered listing of each
// changed category and the categories above it, and, when the tree changed, each shop's home and
// catalogue. Pages nothing touched keep their cache.
import { sql } from 'drizzle-orm';
import { productPages, revalidateAfterCommit } from '../../lib/storefront-pages';
import { query, type Run } from './run';

/** The folded query of a listing without filters (lib/listing/query.ts EMPTY_QUERY_SEGMENT). */
const EMPTY_LISTING = '_';

/** Names the pages within the run's transaction; answers how many. */
export async function pagesAfterCommit(run: Run): Promise<number> {
  const shops = (await query<{ id: number }>(run.tx, sql`SELECT id FROM shops ORDER BY id`)).map((s) => Number(s.id));
  const pages: string[] = [];
  for (const [good, inShops] of run.goods) pages.push(...productPages(inShops ? [...inShops] : shops, [good]));
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
  await revalidateAfterCommit(run.tx, pages);
  return pages.length;
}
