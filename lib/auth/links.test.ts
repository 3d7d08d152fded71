// The confirmation and recovery links (`/?confirmid=…`, `/?recoveryid=…`): which URLs are links, and
// that a malformed one goes home with the failure without asking the API, and what a stand-in API's
// answers become.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { accountLink, FLASH_COOKIE, isAccountLink } from './links';

describe('account links', () => {
  it('are the home page with confirmid or recoveryid', () => {
    expect(isAccountLink('/', new URLSearchParams('confirmid=5&sessid=x'))).toBe(true);
    expect(isAccountLink('/', new URLSearchParams('recoveryid=5&sessid=x'))).toBe(true);
    expect(isAccountLink('/', new URLSearchParams('q=1'))).toBe(false);
    expect(isAccountLink('/catalog', new URLSearchParams('confirmid=5'))).toBe(false);
  });

  it('go home with a one-time failure message when the id or sessid is malformed', async () => {
    for (const q of ['confirmid=abc&sessid=x', 'recoveryid=5', 'recoveryid=07&sessid=x', `confirmid=5&sessid=${'x'.repeat(600)}`]) {
      const res = await accountLink(new NextRequest(`http://shop.test/?${q}`));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('http://shop.test/');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const flash = JSON.parse(res.cookies.get(FLASH_COOKIE)!.value) as { ok: boolean; message: string };
      expect(flash).toEqual({ ok: false, message: 'Ссылка недействительна или устарела.' });
    }
  });
});

describe('account links against the API', () => {
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url} ${req.headers['api-consumer']}`);
    res.writeHead(answer.status, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify(answer.body));
  });
  const saved = { ...process.env };
  let links: typeof import('./links');

  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    jest.isolateModules(() => {
      links = jest.requireActual<typeof import('./links')>('./links');
    });
  });
  afterAll(() => {
    process.env = saved;
    return new Promise<void>((r) => server.close(() => r()));
  });

  const flashOf = async (q: string) => {
    const res = await links.accountLink(new NextRequest(`http://shop.test/?${q}`));
    return JSON.parse(res.cookies.get(FLASH_COOKIE)!.value) as { ok: boolean; message: string };
  };

  it('shows the API\'s answer, its refusal\'s description, or that the shop is unavailable', async () => {
    answer = { status: 200, body: { result: true, message: 'Адрес почты подтверждён.' } };
    expect(await flashOf('confirmid=5&sessid=abc')).toEqual({ ok: true, message: 'Адрес почты подтверждён.' });
    expect(asked.at(-1)).toBe('GET /api/customers/5/confirm?sessid=abc site');
    answer = { status: 404, body: { '@type': 'hydra:Error', 'hydra:description': 'Ссылка устарела.' } };
    expect(await flashOf('recoveryid=5&sessid=abc')).toEqual({ ok: false, message: 'Ссылка устарела.' });
    answer = { status: 400, body: {} };
    expect(await flashOf('recoveryid=5&sessid=abc')).toEqual({ ok: false, message: 'Ссылка недействительна или устарела.' });
    answer = { status: 503, body: {} };
    expect(await flashOf('confirmid=5&sessid=abc')).toEqual({ ok: false, message: 'Сервис магазина недоступен. Повторите попытку позже.' });
  });
});
