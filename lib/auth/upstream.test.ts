// The storefront server's auth calls against a stand-in API: a refusal reaches the form with its
// violations and attempts left, a failing or absent API is "unavailable" (no reason to sign out),
// and the shopper's address travels with the key the API believes it with.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const seen: http.IncomingHttpHeaders[] = [];
let answer: (res: http.ServerResponse) => void = () => {};
const server = http.createServer((req, res) => {
  seen.push(req.headers);
  req.resume().on('end', () => answer(res));
});
const saved = { ...process.env };
let port = 0;

type Upstream = typeof import('./upstream');
function load(): Upstream {
  process.env.SHOP_API_URL = `http://127.0.0.1:${port}`;
  process.env.STOREFRONT_SECRET = 'a-storefront-secret-of-the-tests';
  let mod: Upstream | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<Upstream>('./upstream');
  });
  return mod!;
}

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  process.env = saved;
  return new Promise<void>((r) => server.close(() => r()));
});

const json = (status: number, value: unknown) => (res: http.ServerResponse) =>
  res.writeHead(status, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify(value));

describe('upstream (the auth calls of the storefront server)', () => {
  it('passes a success through, with API-CONSUMER, the address and X-Storefront-Key', async () => {
    answer = json(200, { token: 't', refreshToken: 'r' });
    const { upstream } = load();
    await expect(upstream.signinPhone({ phone: '+79990000000', password: 'x' }, '203.0.113.5')).resolves.toEqual({ ok: true, data: { token: 't', refreshToken: 'r' } });
    expect(seen.at(-1)).toMatchObject({ 'api-consumer': 'site', 'x-forwarded-for': '203.0.113.5', 'x-storefront-key': 'a-storefront-secret-of-the-tests' });
  });

  it('gives the form a refusal\'s status, description, violations and attempts left', async () => {
    answer = json(400, {
      '@type': 'ConstraintViolationList', 'hydra:description': 'Неправильный смс-код',
      violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }], attemptsLeft: 2,
    });
    const { upstream } = load();
    await expect(upstream.signupPhoneCode({ confirmToken: 'c', smsCode: '0000' }, null)).resolves.toEqual({
      ok: false,
      failure: { status: 400, description: 'Неправильный смс-код', violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }], attemptsLeft: 2 },
    });
  });

  it('is unavailable when the API fails (5xx) or does not answer', async () => {
    answer = json(503, { 'hydra:description': 'down' });
    const { upstream, UpstreamUnavailable } = load();
    await expect(upstream.me('token', null)).rejects.toBeInstanceOf(UpstreamUnavailable);
    server.close();
    server.closeAllConnections();
    await expect(upstream.me('token', null)).rejects.toBeInstanceOf(UpstreamUnavailable);
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  });
});
