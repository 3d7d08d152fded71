// Access tokens (JWT, HS256, 15 minutes, sub = customer id, sid = the session, no roles: every call
// reads them from the database) and refresh tokens (32 random bytes, stored as sha256, single use, 30
// days, in families). A family is a session: its id is the access token's sid, and a revoked family
// ends its access tokens at once too (./sessions.ts checks it on each request).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type AuthTokens } from '../../../contract';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { sessionsEnded } from './sessions';

const ISSUER = 'shop-api';
/**
 * A used refresh token presented again within this many seconds is taken for a race (two requests
 * of one browser refreshing at once), not a theft: it gets the very pair its first use got, so a
 * replay never starts a second chain. Later, reuse revokes the family. Decision 63.
 */
export const REUSE_GRACE_SECONDS = 10;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An access token of session `sid` issued at `at` with this `jti`; HS256 is deterministic, so the same inputs sign the same token. */
export async function signAccessToken(key: Uint8Array, customerId: number, sid: string, at = new Date(), jti: string = randomUUID()): Promise<string> {
  const iat = Math.floor(at.getTime() / 1000);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(jti)
    .sign(key);
}

/** The customer id and session of a valid, unexpired access token; null for anything else (a token without a session too). */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<{ customerId: number; sid: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
    const id = Number(payload.sub);
    const sid = payload.sid;
    return Number.isSafeInteger(id) && id > 0 && typeof sid === 'string' && sid.length > 0 && sid.length <= 64 ? { customerId: id, sid } : null;
  } catch {
    return null;
  }
}

function insertRefreshToken(db: DbOrTx, token: string, customerId: number, familyId: string, at = new Date()) {
  return db.insert(refreshTokens).values({
    tokenHash: sha256(token), familyId, customerId,
    expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
}

/** A new session: an access token and the first refresh token of a new family. */
export async function issueTokens(db: Db, key: Uint8Array, customerId: number): Promise<AuthTokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  const familyId = randomUUID();
  await insertRefreshToken(db, refreshToken, customerId, familyId);
  return { token: await signAccessToken(key, customerId, familyId), refreshToken };
}

// The pair that follows a refresh token is derived from it with the server's key, not drawn at
// random: a replay within the grace re-derives the same pair instead of starting another chain, and
// nothing but the successor's hash is stored (as for every refresh token).
const derive = (key: Uint8Array, label: string, token: string) => createHmac('sha256', key).update(`${label}:${token}`).digest('base64url');
const successorOf = (key: Uint8Array, token: string) => derive(key, 'refresh-successor', token);
const successorJti = (key: Uint8Array, token: string) => derive(key, 'access-jti', token).slice(0, 32);

const expired = () => new HttpError(401, 'Unauthorized', 'Сессия истекла. Войдите снова.');

/**
 * Exchanges a refresh token for the next pair of its family. The token is used up; presented again
 * within REUSE_GRACE_SECONDS it answers the same pair again; after that, reuse revokes the whole
 * family (the thief's and the owner's tokens alike) and answers 401.
 */
export async function refresh(db: Db, key: Uint8Array, token: string): Promise<AuthTokens> {
  const hash = sha256(token);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return null;
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() <= REUSE_GRACE_SECONDS * 1000) return { revoked: false as const, customerId: row.customerId, familyId: row.familyId, usedAt: row.usedAt };
      await tx.update(refreshTokens).set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { revoked: true as const, familyId: row.familyId };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, hash));
    // in the same transaction: a replay waiting on this row's lock finds the successor stored
    await insertRefreshToken(tx, successorOf(key, token), row.customerId, row.familyId, now);
    return { revoked: false as const, customerId: row.customerId, familyId: row.familyId, usedAt: now };
  });
  if (!outcome) throw expired();
  if (outcome.revoked) {
    sessionsEnded([outcome.familyId]);
    throw expired();
  }
  return {
    token: await signAccessToken(key, outcome.customerId, outcome.familyId, outcome.usedAt, successorJti(key, token)),
    refreshToken: successorOf(key, token),
  };
}

/** Ends the session of `token`: its family is revoked. Unknown tokens are ignored (nothing to end). */
export async function revokeFamilyOf(db: Db, token: string): Promise<void> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return;
  await revokeFamily(db, row.familyId);
}

/** Ends session `familyId` (its refresh tokens, its access tokens, its event streams). */
export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  sessionsEnded([familyId]);
}

/**
 * Ends every session of a customer (recovery, a new login phone or email, a role change or a
 * block), but `except` (the session that asked, when it proved itself). Every API process stops
 * taking their access tokens within SESSION_CHECK_MS; this one at once.
 */
export async function revokeAllOf(db: DbOrTx, customerId: number, except?: string): Promise<void> {
  const ended = await db.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt), except ? ne(refreshTokens.familyId, except) : undefined))
    .returning({ familyId: refreshTokens.familyId });
  sessionsEnded([...new Set(ended.map((r) => r.familyId))]);
}
