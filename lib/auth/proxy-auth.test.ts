// The /api proxy's session rules, against a local HTTP server standing in for the API: the
// API sees the session's access token as Bearer and never the browser's own Authorization or
// cookies; token-returning calls never pass; state-changing requests must come from the site.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };
const seen: Seen[] = [];
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end('{}');
  });
});
// longer than a slow machine's pause between two tests: an idle connection the server closes just
// as the proxy reuses it would answer 502
server.keepAliveTimeout = 60_000;
let port = 0;
const saved = { ...process.env };
const SECRET = 'test-secret-of-the-proxy-tests-0123456789';

type Route = typeof import('@/app/api/[...path]/route');
type Cookie = typeof import('./cookie');

function load(): { route: Route; cookie: Cookie } {
  process.env.SHOP_API_URL = `http://127.0.0.1:${port}`;
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.SITE_URL = 'http://shop.test';
  let route: Route | undefined;
  let cookie: Cookie | undefined;
  jest.isolateModules(() => {
    route = jest.requireActual<Route>('@/app/api/[...path]/route');
    cookie = jest.requireActual<Cookie>('./cookie');
  });
  return { route: route!, cookie: cookie! };
}

const session = {
  accessToken: 'access-token-of-the-session',
  refreshToken: 'refresh-token-of-the-session',
  accessExpires: Date.now() + 10 * 60_000,
  user: { id: 7, name: 'Иван', hasCard: true, isPhoneConfirmed: true, isAdmin: false, isSiteAdmin: false },
};

const req = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(`http://shop.test${path}`, init);

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  seen.length = 0;
});
afterEach(() => {
  process.env = { ...saved };
});

describe('the /api proxy and the session', () => {
  it('sends the session\'s access token as Bearer, never the browser\'s Authorization or cookies', async () => {
    const { route, cookie } = load();
    const value = await cookie.encodeSession(session);
    const res = await route.GET(req('/api/customers/me', {
      headers: { cookie: `next-auth.session-token=${value}; shop=2`, authorization: 'Bearer forged-by-the-browser' },
    }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.authorization).toBe('Bearer access-token-of-the-session');
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it('sends no Authorization at all without a session, whatever the browser sent', async () => {
    const { route } = load();
    await route.GET(req('/api/customers/me', { headers: { authorization: 'Bearer forged', cookie: 'next-auth.session-token=garbage' } }));
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it.each([
    '/api/auth/signin', '/api/auth/signin-phone', '/api/auth/signup-phone-code', '/api/auth/signin-refresh-token',
    '/api/auth/signout', '/api/auth/signin%2Dphone', '/api/auth/signin-phone/',
  ])('refuses the token route %s with 404 and sends nothing', async (path) => {
    const { route } = load();
    const res = await route.POST(req(path, { method: 'POST', headers: { origin: 'http://shop.test', 'content-type': 'application/json' }, body: '{}' }));
    expect(res.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('passes registration\'s first step from the site itself', async () => {
    const { route } = load();
    const res = await route.POST(req('/api/auth/signup-phone', { method: 'POST', headers: { origin: 'http://shop.test', 'content-type': 'application/json' }, body: '{}' }));
    expect(res.status).toBe(200);
    expect(seen.map((s) => s.url)).toEqual(['/api/auth/signup-phone']);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin at all', {}],
    ['a site naming itself in Host', { origin: 'http://evil.example', host: 'evil.example' }],
    ['a site naming itself in X-Forwarded-Host', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
  ])('answers 403 to a POST from %s and sends nothing', async (_label, headers) => {
    const { route } = load();
    const res = await route.POST(req('/api/auth/recovery-phone', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }));
    expect(res.status).toBe(403);
    expect(((await res.json()) as Record<string, string>)['hydra:description']).toBe('Запрос отклонён: он отправлен не с сайта магазина.');
    expect(seen).toEqual([]);
  });
});

describe('the shopper\'s address the API is given (X-Forwarded-For)', () => {
  type Options = typeof import('./options');
  const FORGED = { 'x-forwarded-for': '6.6.6.6, 7.7.7.7', 'x-storefront-socket-address': '198.51.100.7' };

  it('is the connection\'s own address from the /api proxy, never one the browser wrote', async () => {
    const { route } = load();
    const res = await route.GET(req('/api/goods', { headers: FORGED }));
    expect([res.status, await res.text()]).toEqual([200, '{}']);
    expect(seen[0].headers['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('is the one next-auth\'s authorize passes on at sign-in, too', async () => {
    load();
    let options: Options | undefined;
    jest.isolateModules(() => {
      options = jest.requireActual<Options>('./options');
    });
    const provider = options!.authOptions().providers[0] as unknown as {
      options: { authorize: (c: Record<string, string>, r: { headers: Record<string, string> }) => Promise<unknown> };
    };
    await provider.options.authorize({ loginType: 'phone', phone: '79000000001', password: 'x1' }, { headers: FORGED }).catch(() => undefined);
    expect(seen.map((s) => [s.url, s.headers['x-forwarded-for']])).toEqual([['/api/auth/signin-phone', '198.51.100.7']]);
  });

  it('is the Nth from the right of X-Forwarded-For behind N proxies of our own (TRUSTED_PROXY_HOPS)', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    process.env.TRUSTED_PROXY_ADDRESSES = '198.51.100.7';
    const { route } = load();
    await route.GET(req('/api/goods', { headers: FORGED }));
    expect(seen[0].headers['x-forwarded-for']).toBe('7.7.7.7');
  });

  it('is the connection\'s own when the connection is not one of our proxies, whatever TRUSTED_PROXY_HOPS says', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    const { route } = load();
    await route.GET(req('/api/goods', { headers: FORGED }));
    expect(seen[0].headers['x-forwarded-for']).toBe('198.51.100.7');
  });
});
