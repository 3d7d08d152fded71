// The sandbox gateway's payment page in the real browser, through the storefront's origin:
// the order number, the sum and a per-second countdown; 'Оплатить' and 'Отказаться' end on the
// shop's return and fail URLs; the expiry declines by itself. The payments are registered through
// the API's development route for order numbers no order has (the whole checkout with an order is
// e2e/checkout.spec.ts).
import { API_URL, BASE_URL, expect, test } from './fixtures';

let next = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);

async function register(expiresInSeconds = 1200) {
  const orderNumber = next++;
  const res = await fetch(`${API_URL}/api/dev/sandbox-payments`, {
    method: 'POST',
    headers: { 'API-CONSUMER': 'site', 'Content-Type': 'application/json' },
    body: JSON.stringify({ orderNumber, amount: 1234_56, expiresInSeconds, returnPath: '/basket?sandbox=paid', failPath: '/basket?sandbox=failed' }),
  });
  expect(res.status).toBe(201);
  const { formUrl, gatewayOrderId } = (await res.json()) as { formUrl: string; gatewayOrderId: string };
  // relative: the shopper stays on the address they came by, whatever SITE_URL says
  expect(formUrl).toMatch(/^\/payment-sandbox\//);
  return { orderNumber, formUrl, gatewayOrderId };
}

test("shows the order and the sum with a per-second countdown, and 'Оплатить' returns to the shop", async ({ page }) => {
  const p = await register(1200);
  await page.goto(p.formUrl);
  await expect(page.getByRole('heading', { name: `Оплата заказа № ${p.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText(/^1\s234,56\s₽$/);
  const countdown = page.getByTestId('payment-countdown');
  await expect(countdown).toHaveText(/^(20:00|19:5\d)$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first!, { timeout: 3000 });
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(`${BASE_URL}/basket?sandbox=paid&orderId=${p.gatewayOrderId}`);
  // the page again, once paid: straight back to the shop
  await page.goto(p.formUrl);
  await page.waitForURL(/\/basket\?sandbox=paid/);
});

test("'Отказаться' goes to the shop's fail URL", async ({ page }) => {
  const p = await register(1200);
  await page.goto(p.formUrl);
  await page.getByRole('button', { name: 'Отказаться' }).click();
  await page.waitForURL(`${BASE_URL}/basket?sandbox=failed&orderId=${p.gatewayOrderId}`);
});

test('the expiry declines the payment and leaves for the fail URL by itself', async ({ page }) => {
  const p = await register(3);
  await page.goto(p.formUrl);
  await page.waitForURL(`${BASE_URL}/basket?sandbox=failed&orderId=${p.gatewayOrderId}`, { timeout: 15_000 });
});

test('an unknown payment says so', async ({ page }) => {
  await page.goto('/payment-sandbox/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Платёж не найден.');
});

test("the bank's callback reaches the API through the storefront's origin, and a bad checksum is refused", async () => {
  const p = await register(1200);
  const query = new URLSearchParams({ mdOrder: p.gatewayOrderId, orderNumber: String(p.orderNumber), operation: 'approved', status: '1', checksum: 'A'.repeat(64) });
  const res = await fetch(`${BASE_URL}/api/payments/callback?${query}`);
  expect(res.status).toBe(400);
  const body = (await res.json()) as Record<string, string>;
  expect(body['hydra:description']).toMatch(/контрольная сумма/);
});
