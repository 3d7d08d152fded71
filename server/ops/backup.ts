// The backup of a running PGlite shop (decision 0166): PGlite has no lock on its folder, so nothing
// but the API process may read it while it runs. GET /internal/backup (server/ops/routes.ts) takes
// the dump here, between transactions: it waits for the open one to end and holds new ones back while
// it tars the data folder, so every order is in it whole or not at all.
import type { DbHandle } from '../db/client';

type PgliteLike = {
  exec: (sql: string) => Promise<unknown>;
  dumpDataDir: (compression?: 'auto' | 'gzip' | 'none') => Promise<Blob | File>;
  _runExclusiveTransaction: <T>(fn: () => Promise<T>) => Promise<T>;
};

let source: PgliteLike | null = null;

/** The PGlite this process serves (server/main.ts); a PostgreSQL shop is backed up by pg_dump instead. */
export function setBackupSource(handle: DbHandle | null) {
  source = handle?.kind === 'pglite' ? (handle.client as PgliteLike) : null;
}

/** PGlite's data folder as a gzipped tar, taken between transactions; null when this API is not on PGlite. */
export async function pgliteDump(): Promise<Blob | null> {
  const client = source;
  if (!client) return null;
  // the checkpoint first, outside the lock (PGlite's exec takes it too): the dump then carries little
  // WAL to replay; what commits between the two is in the WAL the dump holds
  await client.exec('CHECKPOINT');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}
