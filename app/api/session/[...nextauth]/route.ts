// next-auth, under /api/session (lib/auth/options.ts says why not /api/auth). Only what the popup
// uses answers: GET csrf and session, POST session (re-read the customer), callback/password and
// callback/sms-code; next-auth's HTML pages and the rest are 404. POSTs must come from this site (Origin, lib/auth/origin.ts) on
// top of next-auth's CSRF token. The hint cookie follows the session cookie.
import type { NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { hydraErrorResponse } from '@/lib/api/hydra-error';
import { SESSION_HINT_COOKIE, hintCookieOptions, sessionCookieName } from '@/lib/auth/cookie';
import { authOptions } from '@/lib/auth/options';
import { sameOriginRequest } from '@/lib/auth/origin';
import { env } from '@/lib/env';

type Context = { params: Promise<{ nextauth: string[] }> };

const ROUTES: Record<string, string> = {
  'GET csrf': 'csrf',
  'GET session': 'session',
  'POST session': 'session',
  'POST callback/password': 'callback',
  'POST callback/sms-code': 'callback',
};

const noStore = { 'Cache-Control': 'no-store' };

const cookieString = (value: string, maxAge: number) => {
  const o = hintCookieOptions(maxAge);
  return `${SESSION_HINT_COOKIE}=${value}; Path=${o.path}; Max-Age=${maxAge}; SameSite=Lax${o.secure ? '; Secure' : ''}`;
};

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const parts = (await context.params).nextauth ?? [];
  if (!ROUTES[`${request.method} ${parts.join('/')}`]) return hydraErrorResponse(404, 'Not Found', 'Нет такого адреса.', noStore);
  if (!sameOriginRequest(request.method, request.headers, env.siteOrigins())) {
    return hydraErrorResponse(403, 'Forbidden', 'Запрос отклонён: он отправлен не с сайта магазина.', noStore);
  }
  // a storefront started without its secret (not through npm start) cannot sign anyone in
  if (!env.nextAuthSecret()) return hydraErrorResponse(503, 'Service Unavailable', 'Вход временно недоступен.', noStore);
  const res = (await NextAuth(authOptions())(request, context)) as Response;
  // the session cookie set, renewed or cleared: the hint for the browser's JavaScript follows it
  const name = sessionCookieName();
  for (const cookie of res.headers.getSetCookie()) {
    if (!cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}.0=`)) continue;
    const cleared = cookie.startsWith(`${name}=;`) || /Max-Age=0/i.test(cookie) || /Expires=Thu, 01 Jan 1970/i.test(cookie);
    res.headers.append('Set-Cookie', cleared ? cookieString('', 0) : cookieString('1', hintCookieOptions().maxAge));
    break;
  }
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

export { handle as GET, handle as POST };
