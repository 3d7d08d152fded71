// The outbox's figures for /metrics (server/lib/metrics.ts): deliveries pending, the age of the
// oldest one, and the dead letters, read at each scrape through the state index.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { OutboxFigures } from '../../lib/metrics';

export async function outboxFigures(db: Db): Promise<OutboxFigures> {
  const result = await db.execute(sql`
    SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
           coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE state = 'pending')), 0)::float8 AS oldest,
           count(*) FILTER (WHERE state = 'dead')::int AS dead
      FROM webhook_deliveries WHERE state IN ('pending', 'dead')`);
  const row = rowsOf<{ pending: number; oldest: number; dead: number }>(result)[0];
  return { pending: Number(row.pending), oldestAgeSeconds: Math.max(0, Number(row.oldest)), dead: Number(row.dead) };
}
