// The sandbox gateway's state machine against the real database: RBS two-stage rules (hold, decline,
// expiry, deposit ≤ the hold, refund ≤ the deposit) and the callbacks it signs.
import { testApp, type TestApp } from '../../test/harness';
import { PaymentError } from './errors';
import { sandboxGateway, type SandboxGateway } from './sandbox';

const SECRET = 'sandbox-test-secret-0123456789';
let t: TestApp;
let clock = new Date('2026-11-22T12:00:00Z');
let gw: SandboxGateway;

beforeAll(async () => {
  t = await testApp();
  gw = sandboxGateway({ secret: SECRET, pageUrl: (id) => `http://shop.test/payment-sandbox/${id}`, now: () => clock });
});
afterAll(() => t.close());

const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
const register = (orderId = 501, amount = 123_45) => gw.register(t.db, {
  orderId, amount, returnUrl: 'http://shop.test/basket?order=501', failUrl: 'http://shop.test/basket?order=501&failed=1',
  expiresAt: minutes(20), description: 'Заказ № 501',
});
const failsWith = async (run: Promise<unknown>, kind: string) => {
  await expect(run).rejects.toBeInstanceOf(PaymentError);
  await expect(run).rejects.toMatchObject({ kind, message: expect.stringMatching(/[а-яё]/i) });
};

describe('sandbox gateway', () => {
  it('registers an unpaid payment under an unguessable id with the page as its form URL', async () => {
    const a = await register();
    const b = await register();
    expect(a.gatewayOrderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.gatewayOrderId).not.toBe(b.gatewayOrderId);
    expect(a.formUrl).toBe(`http://shop.test/payment-sandbox/${a.gatewayOrderId}`);
    expect(await gw.status(t.db, a.gatewayOrderId)).toEqual({ status: 0, amount: 12345, approvedAmount: 0, depositedAmount: 0, refundedAmount: 0 });
  });

  it('refuses to register an amount that is not whole positive kopecks', async () => {
    await failsWith(register(501, 0), 'bad-amount');
    await failsWith(register(501, 10.5), 'bad-amount');
  });

  it("'Оплатить' holds the amount (1) and signs an approved callback; a second click changes nothing", async () => {
    const { gatewayOrderId: id } = await register(502);
    const change = await gw.pay(t.db, id);
    expect(change?.operation).toBe('approved');
    expect(await gw.status(t.db, id)).toEqual({ status: 1, amount: 12345, approvedAmount: 12345, depositedAmount: 0, refundedAmount: 0 });
    expect(gw.verifyCallback(gw.callbackFor(change!))).toEqual({ gatewayOrderId: id, orderId: 502, operation: 'approved', status: 1 });
    expect(await gw.pay(t.db, id)).toBeNull();
    await failsWith(gw.decline(t.db, id), 'wrong-state');
    expect((await gw.status(t.db, id)).status).toBe(1);
  });

  it("'Отказаться' declines (6) and signs a declined callback", async () => {
    const { gatewayOrderId: id } = await register(503);
    const change = await gw.decline(t.db, id);
    expect(gw.verifyCallback(gw.callbackFor(change!))).toEqual({ gatewayOrderId: id, orderId: 503, operation: 'declined', status: 6 });
    expect((await gw.status(t.db, id)).status).toBe(6);
    await failsWith(gw.pay(t.db, id), 'wrong-state');
    expect(await gw.decline(t.db, id)).toBeNull();
  });

  it('declines an unpaid payment once its time is up: paying then is refused, and the sweep reports it once', async () => {
    const { gatewayOrderId: late } = await register(504);
    const { gatewayOrderId: swept } = await register(505);
    const { gatewayOrderId: paid } = await register(506);
    await gw.pay(t.db, paid);
    clock = minutes(20);
    try {
      const change = await gw.pay(t.db, late);
      expect(change?.operation).toBe('declinedByTimeout');
      expect((await gw.status(t.db, late)).status).toBe(6);
      const changes = await gw.expireDue(t.db);
      expect(changes.map((c) => c.payment.id)).toContain(swept);
      expect(changes.map((c) => c.payment.id)).not.toContain(paid);
      expect(gw.verifyCallback(gw.callbackFor(changes.find((c) => c.payment.id === swept)!)))
        .toEqual({ gatewayOrderId: swept, orderId: 505, operation: 'declined', status: 6 });
      expect(await gw.expireDue(t.db)).toEqual([]);
      expect((await gw.status(t.db, paid)).status).toBe(1);
    } finally {
      clock = new Date('2026-11-22T12:00:00Z');
    }
  });

  it('deposits at most the held amount, only once held', async () => {
    const { gatewayOrderId: id } = await register(507, 1000_00);
    await failsWith(gw.deposit(t.db, id, 1000_00), 'wrong-state');
    await gw.pay(t.db, id);
    await failsWith(gw.deposit(t.db, id, 1000_01), 'bad-amount');
    expect((await gw.status(t.db, id)).status).toBe(1);
    await gw.deposit(t.db, id, 950_00);
    expect((await gw.status(t.db, id)).status).toBe(2);
    await failsWith(gw.deposit(t.db, id, 50_00), 'wrong-state');
    await failsWith(gw.reverse(t.db, id), 'wrong-state');
  });

  it('refunds at most the deposited amount, in parts', async () => {
    const { gatewayOrderId: id } = await register(508, 1000_00);
    await failsWith(gw.refund(t.db, id, 1_00), 'wrong-state');
    await gw.pay(t.db, id);
    await failsWith(gw.refund(t.db, id, 1_00), 'wrong-state');
    await gw.deposit(t.db, id, 800_00);
    await failsWith(gw.refund(t.db, id, 800_01), 'bad-amount');
    await gw.refund(t.db, id, 300_00);
    expect((await gw.status(t.db, id)).status).toBe(4);
    await failsWith(gw.refund(t.db, id, 500_01), 'bad-amount');
    await gw.refund(t.db, id, 500_00);
    await failsWith(gw.refund(t.db, id, 1), 'bad-amount');
  });

  it('reverses a hold (3), and nothing else', async () => {
    const { gatewayOrderId: id } = await register(509);
    await failsWith(gw.reverse(t.db, id), 'wrong-state');
    await gw.pay(t.db, id);
    await gw.reverse(t.db, id);
    expect((await gw.status(t.db, id)).status).toBe(3);
    await failsWith(gw.deposit(t.db, id, 1), 'wrong-state');
  });

  it('knows no payment by a made-up or malformed id', async () => {
    await failsWith(gw.status(t.db, '00000000-0000-4000-8000-000000000000'), 'not-found');
    await failsWith(gw.deposit(t.db, "'; drop table sandbox_payments; --", 1), 'not-found');
    expect(await gw.find(t.db, 'x'.repeat(5000))).toBeNull();
  });
});
