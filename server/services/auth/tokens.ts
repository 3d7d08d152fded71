// Access tokens (JWT, HS256, 15 minutes, sub = customer id, no roles: every call reads them from the
// database) and refresh tokens (32 random bytes, stored as sha256, single use, 30 days, in families).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type AuthTokens } from '../../../contract';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { HttpError } from '../../lib/http';

const ISSUER = 'shop-api';
/**
 * A used refresh token presented again within this many seconds is taken for a race (two requests
 * of one browser refreshing at once), not a theft: it gets the very pair its first use got, so a
 * replay never starts a second chain. Later, reuse revokes the family. Decision 63.
 */
export const REUSE_GRACE_SECONDS = 10;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An access token issued at `at` with this `jti`; HS256 is deterministic, so the same inputs sign the same token. */
export async function signAccessToken(key: Uint8Array, customerId: number, at = new Date(), jti: string = randomUUID()): Promise<string> {
  const iat = Math.floor(at.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .setJti(jti)
    .sign(key);
}

/** The customer id of a valid, unexpired access token; null for anything else. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
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
  await insertRefreshToken(db, refreshToken, customerId, randomUUID());
  return { token: await signAccessToken(key, customerId), refreshToken };
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
      if (now.getTime() - row.usedAt.getTime() <= REUSE_GRACE_SECONDS * 1000) return { customerId: row.customerId, usedAt: row.usedAt };
      await tx.update(refreshTokens).set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return null;
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, hash));
    // in the same transaction: a replay waiting on this row's lock finds the successor stored
    await insertRefreshToken(tx, successorOf(key, token), row.customerId, row.familyId, now);
    return { customerId: row.customerId, usedAt: now };
  });
  if (!outcome) throw expired();
  return {
    token: await signAccessToken(key, outcome.customerId, outcome.usedAt, successorJti(key, token)),
    refreshToken: successorOf(key, token),
  };
}

/** Ends the session of `token`: its family is revoked. Unknown tokens are ignored (nothing to end). */
export async function revokeFamilyOf(db: Db, token: string): Promise<void> {
  const [row] = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (!row) return;
  await db.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a customer (its password changed). */
export async function revokeAllOf(db: Db, customerId: number): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
}
