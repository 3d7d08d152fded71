// What the pricing services share: a database or a transaction, and raw rows from either driver.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export type { DbOrTx, Tx } from '../../db/client';

/** The rows of a raw query: PGlite and node-postgres both answer { rows }. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}
