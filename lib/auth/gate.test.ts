// The middleware's session branch (lib/auth/gate.ts) and its rules: which paths need whom, when the
// access token is refreshed, what a refused refresh does, and the same-origin rule of state changes.
// A local HTTP server stands in for the API's refresh and customer calls.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { sameOriginRequest } from './origin';
import { isAdminUser, needsRefresh, type SessionToken } from './session';

let refreshAnswer: { status: number; body: unknown } = { status: 200, body: {} };
const calls: string[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => { body += c.toString(); });
  req.on('end', () => {
    calls.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''} ${body}`);
    if (req.url === '/api/auth/signin-refresh-token') {
      res.writeHead(refreshAnswer.status, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify(refreshAnswer.body));
      return;
    }
    if (req.url === '/api/customers/me') {
      res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify({
        id: 7, name: 'Иван Новиков', hasCard: true, isPhoneConfirmed: true, isAdmin: false, isSiteAdmin: false,
      }));
      return;
    }
    res.writeHead(404).end();
  });
});
const saved = { ...process.env };
let port = 0;

type Gate = typeof import('./gate');
type Cookie = typeof import('./cookie');
function load(apiUrl = `http://127.0.0.1:${port}`): { gate: Gate; cookie: Cookie } {
  process.env.SHOP_API_URL = apiUrl;
  process.env.NEXTAUTH_SECRET = 'test-secret-of-the-gate-tests-0123456789';
  process.env.SITE_URL = 'http://shop.test';
  let gate: Gate | undefined;
  let cookie: Cookie | undefined;
  jest.isolateModules(() => {
    gate = jest.requireActual<Gate>('./gate');
    cookie = jest.requireActual<Cookie>('./cookie');
  });
  return { gate: gate!, cookie: cookie! };
}

const NOW = 1_800_000_000_000;
const user = { id: 7, name: 'Иван', hasCard: false, isPhoneConfirmed: true, isAdmin: false, isSiteAdmin: false };
const token = (over: Partial<SessionToken> = {}): SessionToken => ({
  accessToken: 'old-access', refreshToken: `old-refresh-${Math.random()}`, accessExpires: NOW + 10 * 60_000, user, ...over,
});
const jwtExpiring = (exp: number) => `h.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.s`;

async function request(path: string, t: SessionToken | null, cookie: Cookie) {
  const headers: Record<string, string> = {};
  if (t) headers.cookie = `shop=3; next-auth.session-token=${await cookie.encodeSession(t)}`;
  return new NextRequest(`http://shop.test${path}`, { headers });
}

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
  refreshAnswer = { status: 200, body: {} };
});
afterEach(() => {
  process.env = { ...saved };
});

describe('the refresh decision', () => {
  it('refreshes under a minute before expiry and after it, not before', () => {
    expect(needsRefresh({ accessExpires: NOW + 61_000 }, NOW)).toBe(false);
    expect(needsRefresh({ accessExpires: NOW + 59_000 }, NOW)).toBe(true);
    expect(needsRefresh({ accessExpires: NOW - 1 }, NOW)).toBe(true);
    expect(needsRefresh({ accessExpires: Number.NaN }, NOW)).toBe(true);
  });
});

describe('guards (checkout spec §2, §6)', () => {
  it('know which paths need a customer and which an admin', () => {
    const { gate } = load();
    expect(['/personal-area', '/personal-area/profile', '/favorites', '/favorites/purchased'].map(gate.guardOf)).toEqual(Array(4).fill('customer'));
    expect(['/admin-order', '/print/15'].map(gate.guardOf)).toEqual(['admin', 'admin']);
    expect(['/', '/basket', '/api/goods', '/favoritesx', '/printer'].map(gate.guardOf)).toEqual([null, null, null, null, null]);
  });

  it('let shop admins and site admins into the admin pages, nobody else', () => {
    expect(isAdminUser({ ...user, isAdmin: true })).toBe(true);
    expect(isAdminUser({ ...user, isSiteAdmin: true })).toBe(true);
    expect(isAdminUser(user)).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('send a guest home from every protected path, and leave public and proxy paths alone', async () => {
    const { gate, cookie } = load();
    for (const path of ['/personal-area', '/favorites/purchased', '/admin-order', '/print/1']) {
      const res = await gate.sessionGate(await request(path, null, cookie), NOW);
      expect(res?.status).toBe(307);
      expect(new URL(res!.headers.get('location')!).pathname).toBe('/');
    }
    expect(await gate.sessionGate(await request('/api/goods', null, cookie), NOW)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('send a customer who is not an admin home from the admin pages only', async () => {
    const { gate, cookie } = load();
    expect((await gate.sessionGate(await request('/admin-order', token(), cookie), NOW))?.status).toBe(307);
    expect((await gate.sessionGate(await request('/print/3', token(), cookie), NOW))?.status).toBe(307);
    expect(await gate.sessionGate(await request('/personal-area', token(), cookie), NOW)).toBeNull();
    expect(await gate.sessionGate(await request('/admin-order', token({ user: { ...user, isAdmin: true } }), cookie), NOW)).toBeNull();
  });
});

describe('the token refresh', () => {
  it('renews an access token near expiry, rewrites the cookie and hands the new one to the route', async () => {
    const { gate, cookie } = load();
    refreshAnswer = { status: 200, body: { token: jwtExpiring(NOW / 1000 + 900), refreshToken: 'new-refresh' } };
    const res = await gate.sessionGate(await request('/api/customers/me', token({ accessExpires: NOW + 30_000 }), cookie), NOW);
    expect(res?.status).toBe(200);
    expect(calls.filter((c) => c.startsWith('POST /api/auth/signin-refresh-token'))).toHaveLength(1);
    const written = res!.cookies.get('next-auth.session-token')?.value;
    const renewed = await cookie.decodeSession(written ?? null);
    expect(renewed).toMatchObject({ refreshToken: 'new-refresh', accessExpires: NOW + 900_000, user: { name: 'Иван Новиков', hasCard: true } });
    // the route handler behind the middleware reads the new cookie, and still the shop cookie
    const forwarded = res!.headers.get('x-middleware-request-cookie');
    expect(forwarded).toContain(`next-auth.session-token=${written}`);
    expect(forwarded).toContain('shop=3');
    expect(res!.cookies.get('session_hint')?.value).toBe('1');
  });

  it('spends a refresh token once for two requests arriving together', async () => {
    const { gate, cookie } = load();
    refreshAnswer = { status: 200, body: { token: jwtExpiring(NOW / 1000 + 900), refreshToken: 'new-refresh-2' } };
    const t = token({ accessExpires: NOW });
    const [a, b] = await Promise.all([
      gate.sessionGate(await request('/api/session/session', t, cookie), NOW),
      gate.sessionGate(await request('/api/customers/me', t, cookie), NOW),
    ]);
    expect(calls.filter((c) => c.startsWith('POST /api/auth/signin-refresh-token'))).toHaveLength(1);
    expect(a?.cookies.get('next-auth.session-token')?.value).toBeTruthy();
    expect(b?.cookies.get('next-auth.session-token')?.value).toBeTruthy();
  });

  it('signs out when the API refuses the refresh: cookie cleared, protected pages go home', async () => {
    const { gate, cookie } = load();
    refreshAnswer = { status: 401, body: { '@type': 'hydra:Error', 'hydra:description': 'Сессия истекла.' } };
    const page = await gate.sessionGate(await request('/personal-area', token({ accessExpires: NOW }), cookie), NOW);
    expect(page?.status).toBe(307);
    expect(page!.cookies.get('next-auth.session-token')?.value).toBe('');
    expect(page!.cookies.get('session_hint')?.value).toBe('');
    const api = await gate.sessionGate(await request('/api/customers/me', token({ accessExpires: NOW }), cookie), NOW);
    expect(api?.status).toBe(200);
    expect(api!.headers.get('x-middleware-request-cookie')).not.toContain('next-auth.session-token');
  });

  it('keeps the session when the API cannot be reached (not the customer\'s fault)', async () => {
    const { gate: offline, cookie } = load('http://127.0.0.1:1');
    const res = await offline.sessionGate(await request('/personal-area', token({ accessExpires: NOW }), cookie), NOW);
    expect(res).toBeNull();
  });

  it('drops a cookie that does not decrypt', async () => {
    const { gate } = load();
    const res = await gate.sessionGate(new NextRequest('http://shop.test/favorites', { headers: { cookie: 'next-auth.session-token=forged' } }), NOW);
    expect(res?.status).toBe(307);
    expect(res!.cookies.get('next-auth.session-token')?.value).toBe('');
  });
});

describe('same-origin rule for state changes (CSRF)', () => {
  const site = ['https://shop.example'];
  const h = (o: Record<string, string>) => new Headers(o);
  it('lets reads through and writes from the site', () => {
    expect(sameOriginRequest('GET', h({}), site)).toBe(true);
    expect(sameOriginRequest('POST', h({ origin: 'https://shop.example' }), site)).toBe(true);
    expect(sameOriginRequest('POST', h({ origin: 'https://SHOP.example:443' }), site)).toBe(true);
  });
  it('refuses another origin, a look-alike, "null" and a missing Origin', () => {
    expect(sameOriginRequest('POST', h({ origin: 'https://evil.example' }), site)).toBe(false);
    expect(sameOriginRequest('PUT', h({ origin: 'https://shop.example.evil.example' }), site)).toBe(false);
    expect(sameOriginRequest('DELETE', h({ origin: 'null' }), site)).toBe(false);
    expect(sameOriginRequest('PATCH', h({}), site)).toBe(false);
    expect(sameOriginRequest('POST', h({ origin: 'http://shop.example' }), site)).toBe(false);
  });
  it('believes only SITE_URL: a request naming its own Host or X-Forwarded-Host does not vouch for itself', () => {
    expect(sameOriginRequest('POST', h({ origin: 'http://evil.example', host: 'evil.example' }), site)).toBe(false);
    expect(sameOriginRequest('POST', h({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }), site)).toBe(false);
  });
});
