// GET /ready: the API can serve — its database answers and every migration in
// server/db/migrations is applied. /health only says the process is up (a load balancer's liveness).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

const journal = path.resolve(process.cwd(), 'server/db/migrations/meta/_journal.json');
let expected: number | undefined;

function migrationsInFolder(): number {
  expected ??= (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
  return expected;
}

export type Readiness = { ready: boolean; checks: { database: 'ok' | 'unreachable'; migrations: 'ok' | 'pending' | 'unknown' } };

const READY_TIMEOUT_MS = 2000;

export async function readiness(db: Db): Promise<Readiness> {
  try {
    const applied = await Promise.race([
      db.execute(sql.raw('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref()),
    ]);
    const n = Number(rowsOf<{ n: number }>(applied)[0]?.n ?? 0);
    const migrations = n >= migrationsInFolder() ? 'ok' : 'pending';
    return { ready: migrations === 'ok', checks: { database: 'ok', migrations } };
  } catch {
    return { ready: false, checks: { database: 'unreachable', migrations: 'unknown' } };
  }
}
