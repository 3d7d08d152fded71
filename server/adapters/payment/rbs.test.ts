// The RBS gateway against a local HTTP server standing in for the bank: what each call sends, how the
// bank's refusals, HTTP errors, garbage and silence come back (a PaymentError, never anything else).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signCallback } from './checksum';
import { PaymentError } from './errors';
import { paymentFromEnv } from './index';
import { rbsGateway } from './rbs';
import type { Db } from '../../db/client';
import { env } from '../../env';

type Seen = { method: string; path: string; contentType: string | undefined; form: Record<string, string> };
type Reply = { status?: number; body?: unknown; raw?: string; hang?: boolean };

let server: http.Server;
let base: string;
const seen: Seen[] = [];
let reply: (s: Seen) => Reply = () => ({ body: { errorCode: '0' } });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => { text += chunk; });
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(text)),
      };
      seen.push(s);
      const r = reply(s);
      if (r.hang) return; // never answers: the client's timeout must end the call
      res.writeHead(r.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(r.raw ?? JSON.stringify(r.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payment/rest/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  reply = () => ({ body: { errorCode: '0' } });
});

const db = {} as Db; // the real gateway keeps nothing of its own
const gw = (extra: Partial<Parameters<typeof rbsGateway>[0]> = {}) =>
  rbsGateway({ apiUrl: base, userName: 'shop-api', password: 'p@ss', callbackSecret: 'bank-callback-key-0123456789', timeoutMs: 500, ...extra });
const request = (expiresInMinutes = 20) => ({
  orderId: 1042, amount: 1234_56, returnUrl: 'https://shop.example/basket?order=1042', failUrl: 'https://shop.example/basket?order=1042&payment=failed',
  expiresAt: new Date(Date.now() + expiresInMinutes * 60_000), description: 'Заказ № 1042',
});

async function refusal(run: Promise<unknown>) {
  const err = await run.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(PaymentError);
  return err as PaymentError;
}

describe('RBS gateway: requests', () => {
  it('registers with registerPreAuth.do: credentials, order number, kopecks, URLs, the page open until the expiry', async () => {
    reply = () => ({ body: { orderId: '70906e55-7114-41d6-8332-4609dc6590f4', formUrl: 'https://bank.example/payment/merchants/shop/payment_ru.html?mdOrder=70906e55' } });
    const registered = await gw().register(db, request(20));
    expect(registered).toEqual({ gatewayOrderId: '70906e55-7114-41d6-8332-4609dc6590f4', formUrl: 'https://bank.example/payment/merchants/shop/payment_ru.html?mdOrder=70906e55' });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].path).toBe('/payment/rest/registerPreAuth.do');
    expect(seen[0].contentType).toBe('application/x-www-form-urlencoded');
    expect(seen[0].form).toMatchObject({
      userName: 'shop-api', password: 'p@ss', orderNumber: '1042', amount: '123456',
      returnUrl: 'https://shop.example/basket?order=1042', failUrl: 'https://shop.example/basket?order=1042&payment=failed', description: 'Заказ № 1042',
    });
    expect(Number(seen[0].form.sessionTimeoutSecs)).toBeGreaterThan(20 * 60 - 5);
    expect(Number(seen[0].form.sessionTimeoutSecs)).toBeLessThanOrEqual(20 * 60);
  });

  it("makes the order's return paths absolute with the site's address: the bank's page is on another host", async () => {
    reply = () => ({ body: { orderId: 'gw-2', formUrl: 'https://bank.example/pay?mdOrder=gw-2' } });
    await gw({ siteUrl: 'https://shop.example' }).register(db, { ...request(), returnUrl: '/basket?order=1042', failUrl: '/basket?order=1042' });
    expect(seen[0].form).toMatchObject({ returnUrl: 'https://shop.example/basket?order=1042', failUrl: 'https://shop.example/basket?order=1042' });
  });

  it('sends a token instead of userName and password when one is configured', async () => {
    await gw({ token: 'tok-123', userName: undefined, password: undefined }).reverse(db, 'gw-1');
    expect(seen[0].form).toEqual({ token: 'tok-123', orderId: 'gw-1' });
  });

  it('adds the final slash the base URL lacks', async () => {
    await gw({ apiUrl: base.replace(/\/$/, '') }).reverse(db, 'gw-1');
    expect(seen[0].path).toBe('/payment/rest/reverse.do');
  });

  it('deposits, reverses and refunds by the gateway order id, amounts in kopecks', async () => {
    const g = gw();
    await g.deposit(db, 'gw-1', 1000_00);
    await g.reverse(db, 'gw-2');
    await g.refund(db, 'gw-3', 250_50);
    expect(seen.map((s) => [s.path, s.form])).toEqual([
      ['/payment/rest/deposit.do', { userName: 'shop-api', password: 'p@ss', orderId: 'gw-1', amount: '100000' }],
      ['/payment/rest/reverse.do', { userName: 'shop-api', password: 'p@ss', orderId: 'gw-2' }],
      ['/payment/rest/refund.do', { userName: 'shop-api', password: 'p@ss', orderId: 'gw-3', amount: '25050' }],
    ]);
  });

  it('reads the status with getOrderStatusExtended.do', async () => {
    reply = () => ({ body: {
      errorCode: '0', errorMessage: 'Успешно', orderNumber: '1042', orderStatus: 4, amount: 123456,
      paymentAmountInfo: { paymentState: 'REFUNDED', approvedAmount: 123456, depositedAmount: 100000, refundedAmount: 25050 },
    } });
    expect(await gw().status(db, 'gw-1')).toEqual({ status: 4, amount: 123456, approvedAmount: 123456, depositedAmount: 100000, refundedAmount: 25050 });
    expect(seen[0].path).toBe('/payment/rest/getOrderStatusExtended.do');
    expect(seen[0].form.orderId).toBe('gw-1');
  });

  it('refuses a bad amount before calling the bank', async () => {
    expect((await refusal(gw().deposit(db, 'gw-1', 0))).kind).toBe('bad-amount');
    expect((await refusal(gw().refund(db, 'gw-1', 1.5))).kind).toBe('bad-amount');
    expect(seen).toHaveLength(0);
  });
});

describe('RBS gateway: failures', () => {
  it("turns the bank's error code into a refusal naming the code and the bank's message", async () => {
    reply = () => ({ body: { errorCode: '7', errorMessage: 'Неверная сумма депозита' } });
    const err = await refusal(gw().deposit(db, 'gw-1', 1));
    expect(err.kind).toBe('refused');
    expect(err.gatewayCode).toBe('7');
    expect(err.message).toContain('код 7');
    expect(err.message).toContain('Неверная сумма депозита');
  });

  it('reads a numeric error code too', async () => {
    reply = () => ({ body: { errorCode: 5, errorMessage: 'Access denied' } });
    expect((await refusal(gw().reverse(db, 'gw-1'))).gatewayCode).toBe('5');
  });

  it.each<[string, Reply]>([
    ['an HTTP 500', { status: 500, body: { error: 'boom' } }],
    ['an HTTP 404', { status: 404, raw: 'Not Found' }],
    ['a body that is not JSON', { raw: '<html>maintenance</html>' }],
    ['a JSON array', { body: [1, 2] }],
  ])('turns %s into "unavailable"', async (_, r) => {
    reply = () => r;
    const err = await refusal(gw().reverse(db, 'gw-1'));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/Платёжный шлюз/);
  });

  it('gives up after the timeout with a clear error', async () => {
    reply = () => ({ hang: true });
    const started = Date.now();
    const err = await refusal(gw({ timeoutMs: 300 }).status(db, 'gw-1'));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toBe('Платёжный шлюз не ответил за 0,3 с (getOrderStatusExtended.do).');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports a bank that cannot be reached at all', async () => {
    const err = await refusal(gw({ apiUrl: 'http://127.0.0.1:1/rest/' }).reverse(db, 'gw-1'));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toBe('Платёжный шлюз недоступен (reverse.do).');
  });

  it('refuses a registration answer without the order id or the form URL', async () => {
    reply = () => ({ body: { orderId: 'x' } });
    expect((await refusal(gw().register(db, request()))).kind).toBe('unavailable');
    reply = () => ({ body: { orderId: 'x', formUrl: 'javascript:alert(1)' } });
    expect((await refusal(gw().register(db, request()))).kind).toBe('unavailable');
  });

  it('refuses a status outside 0–6', async () => {
    reply = () => ({ body: { orderStatus: 9 } });
    expect((await refusal(gw().status(db, 'gw-1'))).kind).toBe('unavailable');
  });
});

describe('RBS gateway: callbacks and configuration', () => {
  it("verifies the bank's callbacks with RBS_CALLBACK_SECRET", () => {
    const params = { mdOrder: 'gw-1', orderNumber: '1042', operation: 'deposited', status: '1' };
    const checksum = signCallback(params, 'bank-callback-key-0123456789');
    expect(gw().verifyCallback({ ...params, checksum })).toEqual({ gatewayOrderId: 'gw-1', orderId: 1042, operation: 'deposited', status: 2 });
    expect(gw().verifyCallback({ ...params, checksum: signCallback(params, 'another-key-0123456789') })).toBeNull();
  });

  it('is chosen when RBS_API_URL is set, and refuses to start without credentials or the callback key', () => {
    const rbs = { ...env, RBS_API_URL: base, RBS_USERNAME: 'u', RBS_PASSWORD: 'p', RBS_CALLBACK_SECRET: 'bank-callback-key-0123456789' };
    expect(paymentFromEnv(rbs)).toMatchObject({ payment: { kind: 'rbs' }, bank: null });
    // no bank configured: the RBS adapter all the same, against the sandbox bank this API serves
    const sandbox = paymentFromEnv({ ...env, RBS_API_URL: undefined });
    expect(sandbox.payment.kind).toBe('rbs');
    expect(sandbox.bank).not.toBeNull();
    expect(() => paymentFromEnv({ ...rbs, RBS_CALLBACK_SECRET: undefined })).toThrow(/RBS_CALLBACK_SECRET/);
    expect(() => paymentFromEnv({ ...rbs, RBS_PASSWORD: undefined })).toThrow(/RBS_USERNAME and RBS_PASSWORD \(or RBS_TOKEN\)/);
    expect(paymentFromEnv({ ...rbs, RBS_USERNAME: undefined, RBS_PASSWORD: undefined, RBS_TOKEN: 't' }).payment.kind).toBe('rbs');
  });
});
