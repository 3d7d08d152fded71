// A partner platform's order in the real browser (checkout-account-admin spec §1, §2, §4): it appears
// on the open back-office list without a reload, with its source icon and the food partner's
// 'Время прибытия курьера'; the administrator moves it along, confirming each time that the change
// goes to the partner, and the partner hears every step (the local webhook sink). The failed-webhooks
// section of a site admin, and axe on a phone and a desktop.
import { api, apiMembers, axeViolations, expect, signIn, test } from './fixtures';

const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

test('a partner order appears live on the list, and the administrator moves it along; the partner hears each step', async ({ page }) => {
  await signIn(page, SITE_ADMIN);
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/orders/events') && r.status() === 200);
  await page.goto('/admin-order?status=0');
  await expect(page.getByRole('heading', { name: 'Заказы магазинов' })).toBeVisible();
  await expect(page.getByText(/Найдено заказов: \d+/)).toBeVisible();
  await stream;

  const { id } = await api<{ id: number }>('POST', '/api/dev/partner-orders', { source: 'partner', shopId: 2, type: 'pickup' });
  const row = page.getByTestId(`admin-order-row-${id}`);
  // live: no reload, within 2 s of the order's commit (a little more for the browser's re-render)
  await expect(row).toBeVisible({ timeout: 3_000 });
  await expect(row.getByRole('img', { name: 'Заказ партнёра: Сервис доставки еды' })).toBeVisible();

  await row.getByRole('button', { name: `№ ${id}` }).click();
  const card = page.getByTestId(`order-card-${id}`);
  await expect(card).toContainText('Время прибытия курьера');
  // each button says its action; the dialog asks first because the partner hears the change
  for (const [action, next] of [['Принять в работу', 'Открыт'], ['Начать сборку', 'Собирается'], ['Собран', 'Собран']]) {
    await card.getByRole('button', { name: action, exact: true }).click();
    const confirm = page.getByTestId('status-confirm');
    await expect(confirm).toContainText('Изменение статуса будет отправлено партнёру и не может быть отменено.');
    await confirm.getByRole('button', { name: action, exact: true }).click();
    await expect(card.getByTestId('order-status')).toHaveText(next);
  }
  await shot(page, 'partner-card-desktop');

  const heard = async () => (await apiMembers<{ body: string }>('/api/dev/webhooks?target=partner'))
    .map((w) => JSON.parse(w.body) as { order: { id: number; status: number } }).filter((b) => b.order.id === id).map((b) => b.order.status).sort();
  await expect.poll(heard, { timeout: 10_000 }).toEqual([1, 5, 8]);
  const assembly = async () => (await apiMembers<{ body: string }>('/api/dev/webhooks?target=assembly'))
    .map((w) => JSON.parse(w.body) as { event: number; order: { id: number } }).filter((b) => b.order.id === id).map((b) => b.event).sort();
  await expect.poll(assembly, { timeout: 10_000 }).toEqual([1, 5]);

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize(PHONE);
  await shot(page, 'partner-card-phone');
});
