// The whole online payment through the API: an online order placed with POST /api/orders
// waits for payment (7); the sandbox's 'Оплатить' makes it new (0) with payment status 1, its
// 'Отказаться' cancels it with the online-payment-error reason and gives back its stock and slot.
// The shopper's side only: the order as GET /api/orders/{id} shows it, the page as its API shows it.
import { eq } from 'drizzle-orm';
import { Order, OrderCreated, SandboxPayment } from '../../contract';
import { slotBookings } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { NOW, newKey, payload, plentiful, resetNow, setNow, signIn, stockOf } from '../test/order-fixtures';

let t: TestApp;
let anna: { id: number; headers: Record<string, string> };
let goods: { id: number; name: string }[];

beforeAll(async () => {
  t = await testApp();
  setNow(NOW);
  anna = await signIn(t, '79000000001');
  goods = await plentiful(t, 1, { dear: true });
});
afterAll(() => {
  resetNow();
  return t.close();
});

/** An online order of Анна's for two of a dear good; its page's gateway order id from its form URL. */
async function placeOnline(time: string, date = '2026/11/24') {
  const body = await payload(t, { customerId: anna.id, items: [{ id: goods[0].id, quantity: 2 }], cash: 1, time, date });
  const res = await t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': newKey() });
  expect(res.status).toBe(201);
  const created = contract(OrderCreated, res.body);
  // relative: the shopper stays on the address they use, whatever SITE_URL names
  const m = /^\/payment-sandbox\/([0-9a-f-]{36})$/.exec(created.paymentFormUrl ?? '');
  expect(m).not.toBeNull();
  return { id: created.id, gatewayOrderId: m![1], total: body.basket.total };
}
const read = async (id: number) => {
  const res = await t.get(`/api/orders/${id}`, anna.headers);
  expect(res.status).toBe(200);
  return contract(Order, res.body);
};

describe('online payment through the sandbox, end to end in the API', () => {
  it("'Оплатить': the order goes from 7 to 0 and its payment status to 1; paying again changes nothing", async () => {
    const o = await placeOnline('20:00-22:00');
    expect(await read(o.id)).toMatchObject({ status: 7, payment: { status: 0 } });

    const page = await t.get(`/api/payments/sandbox/${o.gatewayOrderId}`);
    expect(contract(SandboxPayment, page.body)).toMatchObject({ orderNumber: o.id, amount: o.total, status: 0, secondsLeft: 1200 });

    const paid = await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/pay`);
    expect(paid.status).toBe(200);
    expect(contract(SandboxPayment, paid.body).redirectUrl).toBe(`/basket?order=${o.id}&orderId=${o.gatewayOrderId}`);
    expect(await read(o.id)).toMatchObject({ status: 0, statusName: 'Новый', payment: { status: 1 }, cancelInfo: null });

    expect((await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/pay`)).status).toBe(200);
    expectError(await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/decline`), 409);
    expect(await read(o.id)).toMatchObject({ status: 0, payment: { status: 1 } });
  });

  it("'Отказаться': the order is cancelled with the online-payment-error reason, its stock and slot given back", async () => {
    const before = await stockOf(t, 1, goods[0].id);
    const o = await placeOnline('18:00-20:00', '2026/11/25');
    expect(await stockOf(t, 1, goods[0].id)).toBe(before - 2);
    expect(await t.db.select().from(slotBookings).where(eq(slotBookings.orderId, o.id))).toHaveLength(1);

    const declined = await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/decline`);
    expect(declined.status).toBe(200);
    expect(contract(SandboxPayment, declined.body).status).toBe(6);
    expect(await read(o.id)).toMatchObject({ status: 4, cancelInfo: { reason: 'Ошибка онлайн-оплаты' }, payment: { status: 6 } });
    expect(await stockOf(t, 1, goods[0].id)).toBe(before);
    expect(await t.db.select().from(slotBookings).where(eq(slotBookings.orderId, o.id))).toEqual([]);

    // a second refusal, or the same signed callback again, gives back nothing twice
    expect((await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/decline`)).status).toBe(200);
    expect(await stockOf(t, 1, goods[0].id)).toBe(before);
  });

  it('the expiry: paying after 20 minutes is refused by the sandbox, and the order is cancelled', async () => {
    const before = await stockOf(t, 1, goods[0].id);
    const o = await placeOnline('12:00-14:00', '2026/11/25');
    setNow(new Date(new Date(NOW).getTime() + 20 * 60_000).toISOString());
    try {
      const late = await t.post(`/api/payments/sandbox/${o.gatewayOrderId}/pay`);
      expect(late.status).toBe(200);
      expect(contract(SandboxPayment, late.body)).toMatchObject({ status: 6, secondsLeft: 0 });
      expect(await read(o.id)).toMatchObject({ status: 4, cancelInfo: { reason: 'Ошибка онлайн-оплаты' } });
      expect(await stockOf(t, 1, goods[0].id)).toBe(before);
    } finally {
      setNow(NOW);
    }
  });
});
