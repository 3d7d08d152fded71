// The back office's audit log: one row per administrator's action, written in the same transaction as
// the change it records (so a change that rolls back leaves no row, and no change goes unrecorded).
// The table is append-only (migration 0027's trigger): this module only inserts and reads.
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { DbOrTx } from '../db/client';
import { auditLog, orders } from '../db/schema';
import { clientIp } from '../lib/client-ip';
import type { AuditKind } from '../../domain/audit-kinds';

export type AuditActor = { actorId: number | null; ip: string | null };

export type AuditEntry = {
  /** `<area>.<verb>`, one of domain/audit-kinds.ts (the log page's labels): staff.create, order.status, … */
  kind: AuditKind;
  /** `<kind>:<id>`: customer:12, shop:3, zone:7, order:1001 */
  target: string;
  shopId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Who acts in this request: the signed-in administrator and the client's address. */
export function auditActor(c: Context<AppEnv>, actorId: number): AuditActor {
  return { actorId, ip: clientIp(c) };
}

/** Only the fields that changed, as { before, after }: what the log page shows for an edit. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

/** Records one action; call it inside the transaction that makes the change. */
export async function recordAudit(db: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.actorId,
    ip: actor.ip,
    kind: entry.kind,
    target: entry.target,
    shopId: entry.shopId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export type AuditFilter = { actorId?: number; kind?: string; from?: Date; to?: Date; shopIds?: number[]; beforeId?: number; limit: number };

/** Newest first; `kind` matches a whole kind or an area (`staff` matches staff.*); `beforeId` pages on. */
export async function listAudit(db: DbOrTx, f: AuditFilter) {
  const where: SQL[] = [];
  if (f.actorId !== undefined) where.push(eq(auditLog.actorId, f.actorId));
  if (f.kind) where.push(f.kind.includes('.') ? eq(auditLog.kind, f.kind) : sql`${auditLog.kind} like ${`${f.kind}.%`}`);
  if (f.from) where.push(gte(auditLog.at, f.from));
  if (f.to) where.push(lte(auditLog.at, f.to));
  if (f.shopIds) where.push(f.shopIds.length ? sql`${auditLog.shopId} in ${f.shopIds}` : sql`false`);
  if (f.beforeId !== undefined) where.push(lt(auditLog.id, f.beforeId));
  return db.select().from(auditLog).where(where.length ? and(...where) : undefined).orderBy(desc(auditLog.id)).limit(f.limit);
}

/**
 * The client's address of the request being served, for audit rows written deep in a service that
 * knows only the admin's id (the order actions, services/orders/admin/): the route runs its work
 * inside `requestIp.run(clientIp(c), …)`; outside a request (a sweep, a shell) it is null.
 */
export const requestIp = new AsyncLocalStorage<string | null>();

/** The verbs of an order's audit kinds: status, cancel, edit, … */
type VerbOf<K> = K extends `order.${infer V}` ? V : never;
export type OrderAuditVerb = VerbOf<AuditKind>;

/**
 * The audit row of an administrator's action on an order (kind `order.<verb>`, target `order:<id>`,
 * the order's shop), in the action's transaction; `changes` as the order's log keeps them, [before, after].
 */
export async function recordOrderAudit(tx: DbOrTx, actorId: number, orderId: number, verb: OrderAuditVerb, changes: Record<string, [unknown, unknown]> | null, extra?: Record<string, unknown>): Promise<void> {
  const [order] = await tx.select({ shopId: orders.shopId }).from(orders).where(eq(orders.id, orderId));
  const before = changes ? Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v[0]])) : null;
  const after = changes || extra ? { ...(changes ? Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v[1]])) : {}), ...extra } : null;
  await recordAudit(tx, { actorId, ip: requestIp.getStore() ?? null }, { kind: `order.${verb}`, target: `order:${orderId}`, shopId: order?.shopId ?? null, before, after });
}
