// Whether a session is still live, asked on every request that carries an access token, and the
// event streams each session holds. A session is a refresh-token family (its id is the access
// token's `sid`); ending it (logout, recovery or `npm run admin -- reset`, which set a new password, a
// new login phone or email, a role change, a block; all through revokeAllOf of ./tokens.ts; customers
// have no password change of their own) must end its access tokens and streams at once, not when they expire. The truth is the database's
// refresh_tokens, so every API process sees a revocation: each remembers an answer for
// SESSION_CHECK_MS only, and the process that revoked forgets its answer at once.
import { and, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema';

/** How long a process trusts its last answer about a session; also how often open streams are checked. */
export const SESSION_CHECK_MS = 2000;
/** Event streams one customer may hold per kind in one process; a new one closes the oldest. */
export const STREAMS_PER_CUSTOMER = 5;
const MAX_REMEMBERED = 10_000;

const remembered = new Map<string, number>(); // live sid → when it was read

/** Which of `sids` are live (some refresh token of the family not revoked). */
export async function liveSessions(db: DbOrTx, sids: readonly string[]): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db.selectDistinct({ familyId: refreshTokens.familyId }).from(refreshTokens)
    .where(and(inArray(refreshTokens.familyId, [...sids]), isNull(refreshTokens.revokedAt)));
  return new Set(rows.map((r) => r.familyId));
}

/** Whether session `sid` is live, read from the database at most once per SESSION_CHECK_MS in this process. */
export async function sessionLive(db: DbOrTx, sid: string): Promise<boolean> {
  const at = remembered.get(sid);
  if (at !== undefined && Date.now() - at < SESSION_CHECK_MS) return true;
  remembered.delete(sid);
  if (!(await liveSessions(db, [sid])).has(sid)) return false;
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(sid, Date.now());
  return true;
}

type Stream = { db: DbOrTx; sid: string; key: string; close: () => void };
const streams = new Map<string, Stream[]>(); // kind:customer → its streams, oldest first
let timer: NodeJS.Timeout | null = null;

/** Closes the open streams whose session has ended; every SESSION_CHECK_MS while any is open. */
async function checkStreams(): Promise<void> {
  const all = [...streams.values()].flat();
  const byDb = new Map<DbOrTx, Stream[]>();
  for (const s of all) byDb.set(s.db, [...(byDb.get(s.db) ?? []), s]);
  for (const [db, list] of byDb) {
    try {
      const live = await liveSessions(db, [...new Set(list.map((s) => s.sid))]);
      for (const s of list) if (!live.has(s.sid)) s.close();
    } catch {
      // the database away: the next round asks again; the request path answers 503 meanwhile
    }
  }
}

function drop(stream: Stream): void {
  const list = (streams.get(stream.key) ?? []).filter((s) => s !== stream);
  if (list.length > 0) streams.set(stream.key, list);
  else streams.delete(stream.key);
  if (streams.size === 0 && timer) {
    clearInterval(timer);
    timer = null;
  }
}

/**
 * Registers an event stream of session `sid` (customer `customerId`, `kind` 'orders' or 'admin'):
 * the stream's signal aborts when the session ends, or when the customer opens a sixth stream of
 * that kind (the oldest goes). Call `done` when the stream ends.
 */
export function openStream(db: DbOrTx, kind: string, customerId: number, sid: string): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const key = `${kind}:${customerId}`;
  const stream: Stream = { db, sid, key, close: () => { controller.abort(); drop(stream); } };
  const open = streams.get(key) ?? [];
  for (const oldest of open.slice(0, Math.max(0, open.length - STREAMS_PER_CUSTOMER + 1))) oldest.close();
  streams.set(key, [...(streams.get(key) ?? []), stream]);
  if (!timer) {
    timer = setInterval(() => void checkStreams(), SESSION_CHECK_MS);
    timer.unref();
  }
  return { signal: controller.signal, done: () => drop(stream) };
}

/** Sessions this process just revoked: forget them at once, and close their streams on the next check (after the commit). */
export function sessionsEnded(sids: readonly string[]): void {
  for (const sid of sids) remembered.delete(sid);
  if (sids.length > 0) setTimeout(() => void checkStreams(), 0).unref();
}
