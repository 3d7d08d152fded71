import path from 'node:path';
import type { DbHandle } from './client';

const migrationsFolder = path.resolve(process.cwd(), 'server/db/migrations');

/** Applies pending migrations (server/db/migrations, made by `drizzle-kit generate`). */
export async function migrate(handle: DbHandle): Promise<void> {
  // Each migrator takes its own driver's database (PgliteDatabase, NodePgDatabase: Db plus the
  // driver's $client), which `kind` says handle.db is; Db, their common base, does not carry that.
  if (handle.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder });
  }
}
