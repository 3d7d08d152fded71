// One-time codes and links sent by SMS or email. A code: 6 digits from crypto.randomInt, valid 10
// minutes, used once, 3 attempts; the client holds a confirmToken naming it. A link: a secret sessid,
// valid 10 minutes, used once. Only hashes are stored; comparisons take constant time.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CODE_ATTEMPTS, CODE_LENGTH, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, LINK_TTL_SECONDS, SMS_CODE_WRONG_MESSAGE,
} from '../../../contract';
import type { Db } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { take, type Rule } from '../../lib/rate-limit';
import { sha256 } from './tokens';

export type Purpose = 'signup' | 'phone-confirm' | 'recovery' | 'email-confirm' | 'phone-change' | 'email-change';
type Row = typeof oneTimeCodes.$inferSelect;

/** Codes and links to one phone or email: one a minute, three per 15 minutes. */
const TARGET_RULES: Rule[] = [{ limit: 1, windowSeconds: CODE_RESEND_SECONDS }, { limit: 3, windowSeconds: 15 * 60 }];
/** Codes and links asked from one address: ten per hour, whatever the phone. */
const IP_RULES: Rule[] = [{ limit: 10, windowSeconds: 60 * 60 }];

/**
 * Counts one message to `target` asked from `ip`, or throws 429. Called whether or not the account
 * exists, so the limits answer alike for both.
 */
export const takeMessageSlot = (db: Db, target: string, ip: string) => take(db, [
  { bucket: 'message-target', key: target, rules: TARGET_RULES },
  { bucket: 'message-ip', key: ip, rules: IP_RULES },
], (s) => `Слишком много запросов кода. Повторите через ${s} с.`);

const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
const codeHash = (tokenHash: string, code: string) => sha256(`${tokenHash}:${code}`);

type Target = { phone?: string | null; email?: string | null; customerId?: number | null; payload?: Record<string, unknown> | null };

/**
 * A new code for `purpose`: its confirmToken for the client and the code for the message. `withCode`
 * false makes a row no code can ever match (an answer shaped like a real one that leads nowhere).
 */
export async function createCode(db: Db, purpose: Purpose, target: Target, withCode = true) {
  const confirmToken = randomBytes(32).toString('base64url');
  const tokenHash = sha256(confirmToken);
  const code = newCode();
  await db.insert(oneTimeCodes).values({
    purpose, phone: target.phone ?? null, email: target.email ?? null, customerId: target.customerId ?? null,
    payload: target.payload ?? null, tokenHash, codeHash: withCode ? codeHash(tokenHash, code) : null,
    attemptsLeft: CODE_ATTEMPTS, expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
  });
  return { confirmToken, code, resendTime: CODE_RESEND_SECONDS, attemptsLeft: CODE_ATTEMPTS };
}

/** A new link secret (sessid) for `purpose`, bound to a customer (to none: a link that leads nowhere). */
export async function createLink(db: Db, purpose: Purpose, target: Target & { customerId: number | null }) {
  const sessid = randomBytes(32).toString('base64url');
  await db.insert(oneTimeCodes).values({
    purpose, phone: target.phone ?? null, email: target.email ?? null, customerId: target.customerId,
    tokenHash: sha256(sessid), codeHash: null, attemptsLeft: 1, expiresAt: new Date(Date.now() + LINK_TTL_SECONDS * 1000),
  });
  return sessid;
}

function codeError(attemptsLeft: number, again: string): HttpError {
  if (attemptsLeft > 0) {
    return new HttpError(400, 'Bad Request', `${SMS_CODE_WRONG_MESSAGE}. Осталось попыток: ${attemptsLeft}.`,
      [{ propertyPath: 'smsCode', message: SMS_CODE_WRONG_MESSAGE }], undefined, { attemptsLeft });
  }
  return new HttpError(400, 'Bad Request', again, [{ propertyPath: 'smsCode', message: again }], undefined, { attemptsLeft: 0 });
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * Uses up the code named by `confirmToken` when `code` is its code, and answers its row. A wrong code
 * costs an attempt (400 with attemptsLeft); an unknown, used, expired or exhausted one answers 400
 * with attemptsLeft 0 and `again` (what to do now) as its description.
 */
export async function consumeCode(db: Db, purpose: Purpose, confirmToken: string, code: string, again: string): Promise<Row> {
  const tokenHash = sha256(confirmToken);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.tokenHash, tokenHash), eq(oneTimeCodes.purpose, purpose))).for('update');
    if (!row || row.usedAt || row.expiresAt <= now || row.attemptsLeft <= 0) return { row: null, attemptsLeft: 0 };
    // compared in constant time; a row without a code hashes a code no one can send
    const right = sameHash(row.codeHash ?? sha256(randomBytes(16).toString('hex')), codeHash(tokenHash, code));
    if (right && row.codeHash) {
      await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, row.id));
      return { row, attemptsLeft: row.attemptsLeft };
    }
    const [after] = await tx.update(oneTimeCodes).set({ attemptsLeft: row.attemptsLeft - 1 })
      .where(eq(oneTimeCodes.id, row.id)).returning({ attemptsLeft: oneTimeCodes.attemptsLeft });
    return { row: null, attemptsLeft: after.attemptsLeft };
  });
  if (!outcome.row) throw codeError(outcome.attemptsLeft, again);
  return outcome.row;
}

/** Uses up the link of `customerId` with this sessid for one of `purposes`; null when there is none valid. */
export async function consumeLink(db: Db, purposes: Purpose[], customerId: number, sessid: string): Promise<Row | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.tokenHash, sha256(sessid)), eq(oneTimeCodes.customerId, customerId))).for('update');
    if (!row || !purposes.includes(row.purpose as Purpose) || row.usedAt || row.expiresAt <= now || row.codeHash !== null) return null;
    await tx.update(oneTimeCodes).set({ usedAt: now }).where(eq(oneTimeCodes.id, row.id));
    return row;
  });
}
