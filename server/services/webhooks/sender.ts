// Sends the outbox's due webhooks (table webhook_deliveries). Delivery is at least once: a row is
// claimed with FOR UPDATE SKIP LOCKED and a lease in one short transaction, so several API processes
// each take other rows; it is sent; then marked delivered, or due again on the retry schedule, or
// dead. A process that dies between the claim and the mark leaves the row due again when its lease
// runs out: the receiver may get the event twice, always with the same id (X-Webhook-Id) and body.
// Each claim carries a token of its own, and its outcome is written only while the row still holds
// that token: a sender whose lease ran out (and whose row another sender took) changes nothing.
// One order's events reach one receiver in order: a row waits while an earlier one of the same order
// and receiver is pending or dead, until a site admin sends the dead one again (decision 0158).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterFailure, type RetrySchedule } from '../../../domain/order-webhooks';
import type { Webhooks } from '../../adapters/webhooks';
import type { Db } from '../../db/client';
import { webhookDeliveries, type DeliveryState, type WebhookTarget } from '../../db/schema';
import { clock } from '../../lib/clock';

/** How long a claim keeps other processes off a row: longer than a receiver's time-out. */
const LEASE_MS = 60_000;
const BATCH = 20;

type Claimed = { id: number; event_id: number; target: WebhookTarget; body: Record<string, unknown> | string; attempts: number };

/** Sends what is due now; returns how many were tried. */
export async function sendDueWebhooks(db: Db, webhooks: Webhooks, schedule: RetrySchedule): Promise<number> {
  const now = clock.now();
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const token = randomUUID();
  const result = await db.execute(sql`
    UPDATE webhook_deliveries SET lease_until = ${leaseUntil.toISOString()}, lease_token = ${token}, attempts = attempts + 1
    WHERE id IN (
      SELECT d.id FROM webhook_deliveries d
      WHERE d.state = 'pending' AND d.next_attempt_at <= ${now.toISOString()}
        AND (d.lease_until IS NULL OR d.lease_until <= ${now.toISOString()})
        AND NOT EXISTS (SELECT 1 FROM webhook_deliveries p
          WHERE p.order_id = d.order_id AND p.target = d.target AND p.state IN ('pending', 'dead') AND p.id < d.id)
      ORDER BY d.id LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, event_id, target, body, attempts`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Claimed[];
  await Promise.all(rows.map(async (row) => {
    // the stored JSON, serialised the same way on every try
    const body = typeof row.body === 'string' ? row.body : JSON.stringify(row.body);
    const sent = await webhooks.send(db, row.target, Number(row.event_id), body, clock.now());
    const at = clock.now();
    const ours = and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.leaseToken, token));
    if (sent.ok) {
      await db.update(webhookDeliveries).set({ state: 'delivered', deliveredAt: at, leaseUntil: null, leaseToken: null, lastError: null })
        .where(ours);
      return;
    }
    const next = afterFailure(Number(row.attempts), at, schedule);
    await db.update(webhookDeliveries).set(next.dead
      ? { state: 'dead', leaseUntil: null, leaseToken: null, lastError: sent.error }
      : { nextAttemptAt: next.nextAttemptAt, leaseUntil: null, leaseToken: null, lastError: sent.error })
      .where(ours);
  }));
  return rows.length;
}

/** Sends due webhooks every `everyMs` and whenever `wake` is called; stop() ends it. */
export function startWebhookSender(db: Db, webhooks: Webhooks, schedule: RetrySchedule, everyMs = 1000) {
  let running = false;
  let again = false;
  const tick = async () => {
    if (running) { again = true; return; }
    running = true;
    try {
      do {
        again = false;
        while (await sendDueWebhooks(db, webhooks, schedule) === BATCH) { /* a full batch: more may be due */ }
      } while (again);
    } catch (err) {
      console.error(`webhooks: sending failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => { void tick(); }, everyMs);
  timer.unref();
  return { wake: () => { void tick(); }, stop: () => clearInterval(timer) };
}

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The deliveries in `state`, newest first, for the back office. */
export async function listDeliveries(db: Db, state: DeliveryState, limit: number): Promise<DeliveryRow[]> {
  return db.select().from(webhookDeliveries).where(eq(webhookDeliveries.state, state)).orderBy(desc(webhookDeliveries.id)).limit(limit);
}

/** A dead delivery due again now with a fresh count of tries; null when there is no dead delivery `id`. */
export async function retryDelivery(db: Db, id: number): Promise<DeliveryRow | null> {
  const [row] = await db.update(webhookDeliveries)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: clock.now(), leaseUntil: null, leaseToken: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.state, 'dead'))).returning();
  return row ?? null;
}
