// /logout (app/logout/route.ts): revokes the refresh token at the API, clears the session cookies,
// keeps the shop cookie and goes home; another site's GET or POST only goes home.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';

const calls: string[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => { body += c.toString(); });
  req.on('end', () => {
    calls.push(`${req.method} ${req.url} ${body}`);
    res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end('{"result":true,"message":"ok"}');
  });
});
const saved = { ...process.env };
let port = 0;

type Route = typeof import('@/app/logout/route');
type Cookie = typeof import('./cookie');
function load(): { route: Route; cookie: Cookie } {
  process.env.SHOP_API_URL = `http://127.0.0.1:${port}`;
  process.env.NEXTAUTH_SECRET = 'test-secret-of-the-logout-tests-0123456789';
  process.env.SITE_URL = 'http://shop.test';
  let route: Route | undefined;
  let cookie: Cookie | undefined;
  jest.isolateModules(() => {
    route = jest.requireActual<Route>('@/app/logout/route');
    cookie = jest.requireActual<Cookie>('./cookie');
  });
  return { route: route!, cookie: cookie! };
}

const session = {
  accessToken: 'a', refreshToken: 'refresh-to-revoke', accessExpires: Date.now() + 600_000,
  user: { id: 1, name: 'Анна', hasCard: true, isPhoneConfirmed: true, isAdmin: false, isSiteAdmin: false },
};

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  process.env = { ...saved };
});

describe('/logout', () => {
  it('revokes the refresh token, clears the session and its hint, keeps the shop, goes home', async () => {
    const { route, cookie } = load();
    const value = await cookie.encodeSession(session);
    const res = await route.GET(new NextRequest('http://shop.test/logout', {
      headers: { cookie: `shop=4; next-auth.session-token=${value}; session_hint=1`, 'sec-fetch-site': 'same-origin' },
    }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(calls).toEqual(['POST /api/auth/signout {"refreshToken":"refresh-to-revoke"}']);
    const set = res.headers.getSetCookie();
    expect(set.some((c) => /^next-auth\.session-token=;.*Max-Age=0/.test(c))).toBe(true);
    expect(set.some((c) => /^session_hint=;.*Max-Age=0/.test(c))).toBe(true);
    expect(set.some((c) => c.startsWith('shop='))).toBe(false);
  });

  it('only goes home for another site\'s GET or POST', async () => {
    const { route, cookie } = load();
    const value = await cookie.encodeSession(session);
    const get = await route.GET(new NextRequest('http://shop.test/logout', {
      headers: { cookie: `next-auth.session-token=${value}`, 'sec-fetch-site': 'cross-site' },
    }));
    const post = await route.POST(new NextRequest('http://shop.test/logout', {
      method: 'POST', headers: { cookie: `next-auth.session-token=${value}`, origin: 'https://evil.example' },
    }));
    for (const res of [get, post]) {
      expect(res.status).toBe(303);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(calls).toEqual([]);
  });
});
