// Opens the database lazily: PGlite in this process by default, or a PostgreSQL server when
// DATABASE_URL is set. PGlite has no lock on its data folder, so only the API process opens it.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { env } from '../env';

/** Either driver's database: drizzle's PgliteDatabase and NodePgDatabase both are this type, without a cast. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: what `db.transaction(fn)` hands `fn`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Queries that run alike on the database or inside a transaction take either. */
export type DbOrTx = Db | Tx;
/** Calls `onPayload` with each NOTIFY on `channel` (from any process on the database) until the returned stop is called. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
export type DbHandle = {
  db: Db; close: () => Promise<void>; kind: 'pglite' | 'postgres'; client?: unknown; listen: Listen;
  /** the PostgreSQL pool's connections and waiting clients, for /metrics */
  pool?: () => { total: number; idle: number; waiting: number };
};

export function dataDir(): string {
  return path.resolve(env.DATA_DIR);
}

/** Opens PGlite at `dir` (a folder, or undefined for memory), optionally from a dumped data dir. */
export async function openPglite(dir?: string, loadDataDir?: Blob | File): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PGlite creates only the last folder of the path: a fresh clone has no .data/ yet
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
  await client.waitReady;
  // PGlite's pages live in memory: random reads cost about what sequential ones do
  await client.exec('SET random_page_cost = 1.1');
  const listen: Listen = async (channel, onPayload) => client.listen(channel, onPayload);
  return { db: drizzle({ client, schema }), close: () => client.close(), kind: 'pglite', client, listen };
}

/**
 * The API's sessions: short queries, many at once. JIT compiles a plan whose estimate passes
 * jit_above_cost, which a search at a million goods does, for some 50 ms to save less than one;
 * parallel workers are started (some 8 ms) even for a branch a one-time filter then skips, and take
 * cores from the requests beside it. Decision 139.
 */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

export async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: env.DATABASE_POOL_SIZE, options: SESSION_OPTIONS });
  // An idle connection the server drops (restart, failover) must not take the process down; the pool
  // opens a new one on the next query.
  pool.on('error', (err) => console.error(`database: idle connection lost: ${err.message}`));
  // A connection lost while a transaction holds it between two queries reports its end as an 'error'
  // event of the checked-out client, where the pool listens no more: unheard, that event ends the
  // process. Heard here, the transaction's next query fails, and the pool drops the connection.
  pool.on('connect', (client) => client.on('error', (err) => console.error(`database: connection lost in use: ${err.message}`)));
  return {
    db: drizzle({ client: pool, schema }), close: () => pool.end(), kind: 'postgres', listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The process-wide database, opened on first use and kept on globalThis. */
export function getDatabase(): Promise<DbHandle> {
  const g = globalThis as { __shopDb?: Promise<DbHandle> };
  g.__shopDb ??= env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(dataDir());
  return g.__shopDb;
}

/** How long a lost LISTEN connection waits before each new try. */
export const LISTEN_RETRY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). A dropped connection
 * is opened again every LISTEN_RETRY_MS until the server takes it (a restart outlasts the first
 * tries); NOTIFYs sent meanwhile are missed, which live updates survive (a client's stream also
 * re-reads on its periodic check) and stale pages too (they revalidate by time).
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof Client> | null = null;
  const open = async (first: boolean): Promise<void> => {
    const c = new Client({ connectionString: url });
    let lost = false;
    const lose = (err: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      void c.end().catch(() => undefined);
      if (stopped) return;
      console.error(`database: LISTEN ${channel} lost: ${err.message}; trying again in ${LISTEN_RETRY_MS} ms`);
      setTimeout(() => { if (!stopped) void open(false); }, LISTEN_RETRY_MS).unref();
    };
    c.on('notification', (m) => { if (m.channel === channel && m.payload !== undefined) onPayload(m.payload); });
    c.on('error', lose);
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      // the first opening's failure is the caller's (the process does not start); a later one tries again
      if (first) {
        lost = true;
        await c.end().catch(() => undefined);
        throw err;
      }
      lose(err as Error);
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
  };
  await open(true);
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** The rows of a raw query: PGlite answers { rows }, node-postgres too, some drivers an array. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
