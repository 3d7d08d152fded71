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
