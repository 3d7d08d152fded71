// The middleware's session branch (middleware.ts stays thin): it runs only for the private paths,
// never for the public pages search engines see, and decodes nothing unless the session cookie is
// there. It keeps the access token fresh (a new pair from the API when under a minute is left,
// written back into the cookie and into the request the route handler sees), signs out on a refused
// refresh, and guards the customer's pages: /personal-area and /favorites need a session,
// /admin-order and /print need an admin (the API checks every call again on its own).
import { NextResponse, type NextRequest } from 'next/server';
import {
  decodeSession, encodeSession, hintCookieOptions, readSessionCookie, SESSION_HINT_COOKIE, sessionCookieName,
  sessionCookieNames, sessionCookieOptions,
} from './cookie';
import { clientAddress } from '@/lib/client-address';
import { refreshSession } from './refresh';
import { isAdminUser, needsRefresh, type SessionToken } from './session';

export type Guard = 'customer' | 'admin' | null;

/** What a path needs (checkout spec §2, §6): /personal-area/*, /favorites/* a customer; /admin-order, /print/* an admin. */
export function guardOf(pathname: string): Guard {
  const under = (p: string) => pathname === p || pathname.startsWith(`${p}/`);
  if (under('/personal-area') || under('/favorites')) return 'customer';
  if (under('/admin-order') || under('/print')) return 'admin';
  return null;
}

/** The paths whose requests may carry the session to the API, so the token must be fresh there. */
const REFRESHING = /^\/(api|personal-area|favorites|admin-order|print|basket)(\/|$)/;

/** May this session open this path? */
export function allowed(guard: Guard, token: SessionToken | null): boolean {
  if (guard === 'customer') return token !== null;
  if (guard === 'admin') return isAdminUser(token?.user);
  return true;
}

const home = (request: NextRequest) => {
  const to = request.nextUrl.clone();
  to.pathname = '/';
  to.search = '';
  const res = NextResponse.redirect(to, 307);
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
};

/** The request's Cookie header without the session, or with its new value. */
function rewriteCookieHeader(request: NextRequest, value: string | null): Headers {
  const headers = new Headers(request.headers);
  const drop = new Set(sessionCookieNames(request.cookies));
  const kept = request.cookies.getAll().filter((c) => !drop.has(c.name)).map((c) => `${c.name}=${c.value}`);
  if (value) kept.push(`${sessionCookieName()}=${value}`);
  if (kept.length) headers.set('cookie', kept.join('; '));
  else headers.delete('cookie');
  return headers;
}

/** Clears the session (every chunk) and its hint on a response. */
export function clearSessionCookies(res: NextResponse, names: string[]): NextResponse {
  for (const name of new Set([...names, sessionCookieName()])) res.cookies.set(name, '', { ...sessionCookieOptions(0) });
  res.cookies.set(SESSION_HINT_COOKIE, '', hintCookieOptions(0));
  return res;
}

/**
 * The session branch of the middleware, for private paths only. null: nothing to do, go on as
 * before. Cheap for guests: without the cookie it only compares the path.
 */
export async function sessionGate(request: NextRequest, now = Date.now()): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  const guard = guardOf(pathname);
  const raw = readSessionCookie(request.cookies);
  if (!raw) return guard ? home(request) : null;
  if (!guard && !REFRESHING.test(pathname)) return null;

  const names = sessionCookieNames(request.cookies);
  let token = await decodeSession(raw);
  if (!token) {
    // a cookie we cannot read (another secret, tampered): it is no session; drop it
    const res = guard ? home(request) : NextResponse.next({ request: { headers: rewriteCookieHeader(request, null) } });
    return clearSessionCookies(res, names);
  }
  let written: string | null = null;
  if (needsRefresh(token, now)) {
    const outcome = await refreshSession(token, clientAddress(request.headers));
    if (outcome === 'signed-out') {
      // spec §4: a failed refresh logs the customer out
      const res = guard ? home(request) : NextResponse.next({ request: { headers: rewriteCookieHeader(request, null) } });
      return clearSessionCookies(res, names);
    }
    if (outcome !== 'unavailable') {
      token = outcome.token;
      written = await encodeSession(token);
    }
  }
  if (!allowed(guard, token)) return home(request);
  if (!written) return null;
  const res = NextResponse.next({ request: { headers: rewriteCookieHeader(request, written) } });
  for (const name of names) if (name !== sessionCookieName()) res.cookies.set(name, '', sessionCookieOptions(0));
  res.cookies.set(sessionCookieName(), written, sessionCookieOptions());
  res.cookies.set(SESSION_HINT_COOKIE, '1', hintCookieOptions());
  return res;
}
