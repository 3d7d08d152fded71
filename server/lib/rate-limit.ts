// Rate limits kept in the database (rate_events), so every API process counts the same events. A
// limit is "at most N events of a bucket and key (a phone, an email, an address) in W seconds".
import { and, asc, count, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateEvents } from '../db/schema';
import { HttpError } from './http';

export type Rule = { limit: number; windowSeconds: number };

/** The 429 answer: a Russian description and Retry-After in whole seconds. */
export function tooManyRequests(retryAfter: number, description: string): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  return new HttpError(429, 'Too Many Requests', description, undefined, { 'Retry-After': String(seconds) });
}

/** Seconds until `rules` would allow one more event of (bucket, key); 0 when allowed now. */
export async function waitFor(db: Db, bucket: string, key: string, rules: Rule[], now = new Date()): Promise<number> {
  let wait = 0;
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowSeconds * 1000);
    const where = and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key), gt(rateEvents.at, since));
    const [{ n }] = await db.select({ n: count() }).from(rateEvents).where(where);
    if (n < rule.limit) continue;
    // the event that has to age out of the window before one more fits
    const [row] = await db.select({ at: rateEvents.at }).from(rateEvents).where(where)
      .orderBy(asc(rateEvents.at)).offset(n - rule.limit).limit(1);
    if (row) wait = Math.max(wait, (row.at.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000);
  }
  return wait;
}

/** Counts one event of (bucket, key); answers its id (see `forget`). */
export async function record(db: Db, bucket: string, key: string, keepSeconds: number, now = new Date()): Promise<number> {
  const [{ id }] = await db.insert(rateEvents).values({ bucket, key, at: now }).returning({ id: rateEvents.id });
  // events older than the longest window say nothing any more
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key),
    lt(rateEvents.at, new Date(now.getTime() - keepSeconds * 1000))));
  return id;
}

/** Uncounts events `take` counted (an attempt that turned out not to be a failure). */
export async function forget(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

export async function clear(db: Db, bucket: string, key: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key)));
}

/**
 * Counts one event of each (bucket, key) when all of them allow it, or throws 429 naming the longest
 * wait. One transaction under an advisory lock per key: two processes asking at once cannot both pass.
 * Answers the ids of the events counted.
 */
export async function take(
  db: Db,
  checks: { bucket: string; key: string; rules: Rule[] }[],
  description: (seconds: number) => string,
): Promise<number[]> {
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const c of [...checks].sort((a, b) => `${a.bucket}:${a.key}`.localeCompare(`${b.bucket}:${b.key}`))) {
      await t.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${c.bucket}:${c.key}`}))`);
    }
    const now = new Date();
    let longest = 0;
    for (const c of checks) longest = Math.max(longest, await waitFor(t, c.bucket, c.key, c.rules, now));
    if (longest > 0) return { wait: longest, ids: [] };
    const ids: number[] = [];
    for (const c of checks) ids.push(await record(t, c.bucket, c.key, Math.max(...c.rules.map((r) => r.windowSeconds)), now));
    return { wait: 0, ids };
  });
  if (outcome.wait > 0) throw tooManyRequests(outcome.wait, description(Math.ceil(outcome.wait)));
  return outcome.ids;
}

/**
 * Counts one event of (bucket, key) unless its latest event within `windowSeconds` is too recent:
 * with n events in the window the next must come `spacing(n)` seconds after the latest, else 429
 * with the rest of that wait. Locked like `take`, so attempts sent at once are spaced too. Answers
 * the event's id (see `forget`).
 */
export async function takeSpaced(
  db: Db, bucket: string, key: string, windowSeconds: number, spacing: (n: number) => number,
  description: (seconds: number) => string,
): Promise<number[]> {
  const outcome = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`);
    const now = new Date();
    const [{ n, latest }] = await t.select({ n: count(), latest: max(rateEvents.at) }).from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.key, key), gt(rateEvents.at, new Date(now.getTime() - windowSeconds * 1000))));
    const wait = latest ? spacing(n) - (now.getTime() - new Date(latest).getTime()) / 1000 : 0;
    if (wait > 0) return { wait, ids: [] };
    return { wait: 0, ids: [await record(t, bucket, key, windowSeconds, now)] };
  });
  if (outcome.wait > 0) throw tooManyRequests(outcome.wait, description(Math.ceil(outcome.wait)));
  return outcome.ids;
}
