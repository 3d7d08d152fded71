// What the storefront keeps of a signed-in customer, inside next-auth's encrypted session cookie
// (a JWE, httpOnly, SameSite=Lax, Secure over https): the API's token pair, when the access token
// expires, and the few customer fields the header and the guards need. Nothing here is ever sent to
// the browser as data: the session endpoint (./options.ts) exposes only `SessionUser`.
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@/contract/limits';
import type { Customer } from '@/contract';

/** The customer fields the storefront keeps: the header's name and card flag, the guards' roles. */
export type SessionUser = {
  id: number;
  name: string;
  hasCard: boolean;
  isPhoneConfirmed: boolean;
  isAdmin: boolean;
  isSiteAdmin: boolean;
};

/** The session cookie's payload (next-auth adds iat, exp and jti). */
export type SessionToken = {
  accessToken: string;
  refreshToken: string;
  /** epoch ms when the access token stops working */
  accessExpires: number;
  user: SessionUser;
};

/** The session lives as long as the refresh token: after that no refresh can succeed. */
export const SESSION_MAX_AGE_SECONDS = REFRESH_TOKEN_TTL_SECONDS;
/** Refresh the access token when it has less than this left (the issue: "within ~1 min of expiry"). */
export const REFRESH_LEEWAY_MS = 60_000;

export const toSessionUser = (c: Pick<Customer, 'id' | 'name' | 'hasCard' | 'isPhoneConfirmed' | 'isAdmin' | 'isSiteAdmin'>): SessionUser => ({
  id: c.id,
  name: c.name,
  hasCard: c.hasCard,
  isPhoneConfirmed: c.isPhoneConfirmed,
  isAdmin: c.isAdmin,
  isSiteAdmin: c.isSiteAdmin,
});

/** When an access token expires: its `exp` claim (read, not verified: the API verifies), else now + 15 min. */
export function accessExpiry(accessToken: string, now: number): number {
  try {
    // the payload segment of a JWS, base64url JSON (Buffer: this runs on the server only)
    const { exp } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000;
  } catch {
    // not a JWT we can read: assume the documented lifetime
  }
  return now + ACCESS_TOKEN_TTL_SECONDS * 1000;
}

/** The refresh decision: refresh when the access token is expired or has under a minute left. */
export function needsRefresh(token: Pick<SessionToken, 'accessExpires'>, now: number, leewayMs = REFRESH_LEEWAY_MS): boolean {
  return !Number.isFinite(token.accessExpires) || token.accessExpires - now < leewayMs;
}

/** A decoded cookie payload that has everything a session needs (an old or foreign one does not). */
export function isSessionToken(value: unknown): value is SessionToken {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  const u = t.user as Record<string, unknown> | undefined;
  return typeof t.accessToken === 'string' && typeof t.refreshToken === 'string' && typeof t.accessExpires === 'number'
    && !!u && typeof u.id === 'number' && typeof u.name === 'string';
}

/** Admin pages (/admin-order, /print/*) are for shop admins and site admins (checkout spec §6). */
export const isAdminUser = (user: SessionUser | null | undefined): boolean => !!user && (user.isAdmin || user.isSiteAdmin);
