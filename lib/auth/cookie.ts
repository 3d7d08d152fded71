// The session cookie itself: its name, its attributes, reading it (next-auth splits a cookie over
// 4 KB into .0, .1, … chunks) and writing it, outside next-auth's own handler (the middleware's
// refresh, /logout). Encryption is next-auth's (A256GCM with a key derived from NEXTAUTH_SECRET),
// so its session endpoint and our code read the same cookie.
import { decode, encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import { isSessionToken, SESSION_MAX_AGE_SECONDS, type SessionToken } from './session';

/** Secure cookies (and their __Secure- prefix) when the public site is https (SITE_URL). */
export const secureCookies = (): boolean => env.siteUrl().protocol === 'https:';

const prefix = () => (secureCookies() ? '__Secure-' : '');
export const sessionCookieName = () => `${prefix()}next-auth.session-token`;
export const csrfCookieName = () => `${secureCookies() ? '__Host-' : ''}next-auth.csrf-token`;
export const callbackCookieName = () => `${prefix()}next-auth.callback-url`;

/**
 * A hint for the browser's JavaScript that a session cookie exists (the session cookie itself is
 * httpOnly): '1' or absent, never anything secret. Lets a guest's page skip the session request.
 */
export const SESSION_HINT_COOKIE = 'session_hint';

export type CookieJar = { getAll(): { name: string; value: string }[] };

/** The session cookie's value, joined from its chunks when next-auth split it; null when absent. */
export function readSessionCookie(cookies: CookieJar): string | null {
  const name = sessionCookieName();
  const all = cookies.getAll();
  const whole = all.find((c) => c.name === name);
  if (whole) return whole.value || null;
  const chunks = all
    .filter((c) => c.name.startsWith(`${name}.`) && /^\d+$/.test(c.name.slice(name.length + 1)))
    .sort((a, b) => Number(a.name.slice(name.length + 1)) - Number(b.name.slice(name.length + 1)));
  return chunks.length ? chunks.map((c) => c.value).join('') : null;
}

/** Names of every cookie that holds (a part of) the session. */
export function sessionCookieNames(cookies: CookieJar): string[] {
  const name = sessionCookieName();
  return cookies.getAll().map((c) => c.name).filter((n) => n === name || n.startsWith(`${name}.`));
}

export function nextAuthSecret(): string {
  const secret = env.nextAuthSecret();
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set: npm start generates one into the data folder (README, Environment)');
  return secret;
}

/** The decoded session, or null when there is none or it does not decrypt (another secret, tampered, expired). */
export async function decodeSession(value: string | null): Promise<SessionToken | null> {
  if (!value) return null;
  try {
    const payload = await decode({ token: value, secret: nextAuthSecret() });
    return isSessionToken(payload) ? payload : null;
  } catch {
    return null;
  }
}

export async function encodeSession(token: SessionToken): Promise<string> {
  return encode({ token: { ...token, sub: String(token.user.id), name: token.user.name }, secret: nextAuthSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The attributes of the session cookie as next-auth writes them. */
export const sessionCookieOptions = (maxAge = SESSION_MAX_AGE_SECONDS) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: secureCookies(),
  maxAge,
});

export const hintCookieOptions = (maxAge = SESSION_MAX_AGE_SECONDS) => ({
  httpOnly: false,
  sameSite: 'lax' as const,
  path: '/',
  secure: secureCookies(),
  maxAge,
});
