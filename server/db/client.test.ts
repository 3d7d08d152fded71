// The database folder of a fresh clone does not exist yet: opening it must create it. The API's
// PostgreSQL sessions are set for short queries (decision 139).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { env } from '../env';
import { openPglite, openPostgres, rowsOf } from './client';

it('opens PGlite in a folder whose parents do not exist yet', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-client-'));
  const dir = path.join(root, '.data', 'pglite');
  try {
    const h = await openPglite(dir);
    const result = await h.db.execute(sql`select 1 as one`);
    expect(rowsOf<{ one: number }>(result)[0].one).toBe(1);
    await h.close();
    expect(fs.existsSync(dir)).toBe(true);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

(env.DATABASE_URL ? it : it.skip)('PostgreSQL sessions run without JIT and parallel workers', async () => {
  const h = await openPostgres(env.DATABASE_URL!);
  try {
    const result = await h.db.execute(sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`);
    expect(rowsOf(result)[0]).toEqual({ jit: 'off', workers: '0' });
  } finally {
    await h.close();
  }
});

// A connection the server ends while a transaction holds it between two queries (PostgreSQL stopping,
// a failover, pg_terminate_backend) reports the end as an 'error' event of the checked-out client:
// with no listener there, that event took the whole API process down (exit code 1 in the cluster's
// PostgreSQL restart). The transaction fails instead, and the pool goes on with a new connection.
(env.DATABASE_URL ? it : it.skip)('a connection ended in the middle of a transaction fails that transaction, not the process', async () => {
  const h = await openPostgres(env.DATABASE_URL!);
  const killer = await openPostgres(env.DATABASE_URL!);
  try {
    const failed = h.db.transaction(async (tx) => {
      const pid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0].pid;
      await killer.db.execute(sql`select pg_terminate_backend(${pid})`);
      // the client is idle in its transaction while the server's goodbye arrives
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    });
    await expect(failed).rejects.toThrow();
    const after = await h.db.execute(sql`select 1 as one`);
    expect(rowsOf<{ one: number }>(after)[0].one).toBe(1);
  } finally {
    await killer.close();
    await h.close();
  }
});
