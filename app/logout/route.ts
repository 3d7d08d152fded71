// /logout (checkout spec §2): revokes the refresh token's family at the API, clears the session
// cookies and goes home. The shop cookie stays: a customer who logs out keeps the pickup shop
// (storefront spec §4). A GET from another site (Sec-Fetch-Site: cross-site) only goes home, so a
// stranger's page cannot sign the customer out; a POST must come from this site (Origin).
import { NextResponse, type NextRequest } from 'next/server';
import { decodeSession, readSessionCookie, sessionCookieNames } from '@/lib/auth/cookie';
import { clearSessionCookies } from '@/lib/auth/gate';
import { sameOriginRequest } from '@/lib/auth/origin';
import { upstream } from '@/lib/auth/upstream';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/client-address';

export const dynamic = 'force-dynamic';

// a relative Location: behind `next start` a route handler's own URL names its listening host
// (localhost), not the one the browser used
const home = () => new NextResponse(null, { status: 303, headers: { Location: '/', 'Cache-Control': 'private, no-store' } });

async function logout(request: NextRequest): Promise<Response> {
  const fetchSite = request.headers.get('sec-fetch-site');
  const foreign = request.method === 'GET'
    ? fetchSite === 'cross-site' || fetchSite === 'same-site'
    : !sameOriginRequest(request.method, request.headers, env.siteOrigins());
  if (foreign) return home();
  const session = await decodeSession(readSessionCookie(request.cookies));
  if (session) {
    // the session ends here whatever the API says: a revocation that fails leaves a refresh token
    // that expires on its own, and the cookie that held it is gone
    await upstream.signout(session.refreshToken, clientAddress(request.headers)).catch(() => undefined);
  }
  return clearSessionCookies(home(), sessionCookieNames(request.cookies));
}

export { logout as GET, logout as POST };
