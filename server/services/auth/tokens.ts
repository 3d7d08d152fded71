// Access tokens (JWT, HS256, 15 minutes, sub = customer id, no roles: every call reads them from the
// database) and refresh tokens (32 random bytes, stored as sha256, single use, 30 days, in families).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type AuthTokens } from '../../../contract';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { HttpError } from '../../lib/http';

const ISSUER = 'shop-api';
/**
 * A used refresh token presented again within this many seconds is taken for a race (two requests
 * of one browser refreshing at once), not a theft: it gets a new token of its family. Later, reuse
 * revokes the family. docs/decisions.md, "Accounts — API (issue 7)".
 */
export const REUSE_GRACE_SECONDS = 10;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function signAccessToken(key: Uint8Array, customerId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(customerId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .setJti(randomUUID())
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

async function issueRefreshToken(db: Db, customerId: number, familyId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    tokenHash: sha256(token), familyId, customerId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** A new session: an access token and the first refresh token of a new family. */
export async function issueTokens(db: Db, key: Uint8Array, customerId: number, familyId: string = randomUUID()): Promise<AuthTokens> {
  return { token: await signAccessToken(key, customerId), refreshToken: await issueRefreshToken(db, customerId, familyId) };
}

const expired = () => new HttpError(401, 'Unauthorized', 'Сессия истекла. Войдите снова.');

/**
 * Exchanges a refresh token for a new pair. The token is used up; a used one presented again after
 * REUSE_GRACE_SECONDS revokes its whole family (the thief's and the owner's tokens alike) and answers 401.
 */
export async function refresh(db: Db, key: Uint8Array, token: string): Promise<AuthTokens> {
  const hash = sha256(token);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return { ok: false as const };
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() <= REUSE_GRACE_SECONDS * 1000) return { ok: true as const, row };
      await tx.update(refreshTokens).set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false as const };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, hash));
    return { ok: true as const, row };
  });
  if (!outcome.ok) throw expired();
  return issueTokens(db, key, outcome.row.customerId, outcome.row.familyId);
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
