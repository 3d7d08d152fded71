// The back office's staff and audit log in the real browser (issue 39, decision 177): a site admin
// adds a shop admin for one shop on a 390 px phone; the new admin takes a password through the SMS
// link (read from the API's outbox, as other specs read codes), signs in and sees only that shop's
// orders; the site admin blocks them and their open session ends at once; the audit page shows
// each step. Axe finds nothing on both pages at 390 px and 1280 px.
import type { Page } from '@playwright/test';
import { api, apiMembers, axeViolations, expect, seedReceivingChoice, signIn, test, tokenOf } from './fixtures';

const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOP_ID = 1;

/** With E2E_SHOTS=<dir>, a picture of the page to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

type Sms = { text: string; link: string | null };
const latest = async (phone11: string): Promise<Sms> => (await apiMembers<Sms>(`/api/dev/outbox?phone=${phone11}`))[0];

test('a site admin adds a shop admin who signs in to one shop, blocks them out of their session, and reads it all in the log', async ({ page, browser }) => {
  test.slow();
  const ten = `95${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const phone11 = `7${ten}`;
  const name = `Смена ${ten.slice(-4)}`;
  const [shop] = (await apiMembers<{ id: number; name: string }>('/api/shops')).filter((s) => s.id === SHOP_ID);

  await page.setViewportSize(PHONE);
  await signIn(page, SITE_ADMIN);
  await page.goto('/admin-order/staff');
  await expect(page.getByRole('heading', { name: 'Сотрудники', level: 1 })).toBeVisible();
  await expect(page.getByTestId('staff-list').locator('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'staff-390');

  // the new shop admin, for one shop
  const form = page.getByRole('form', { name: 'Новый сотрудник' });
  await form.getByLabel('Имя').fill(name);
  await form.getByLabel('Телефон').fill(`+7 ${ten}`);
  await form.getByLabel('Роль').selectOption('shop');
  await form.getByLabel(shop.name).check();
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(form.getByRole('status')).toContainText('ушло смс');
  const card = page.getByTestId(`staff-${phone11}`);
  await expect(card).toContainText('Администратор магазина');
  await expect(card).toContainText(shop.name);
  await expect(card).toContainText('Активен');

  // the SMS link hands them a password by a second SMS; they sign in in a browser of their own
  const invite = await latest(phone11);
  expect(invite.text).toContain('пароль');
  const theirs = await browser.newContext({ viewport: PHONE });
  const them = await theirs.newPage();
  await seedReceivingChoice(them);
  await them.goto(invite.link!);
  // the link's result is shown once on home (auth-flash), then gone
  await expect(them.getByTestId('auth-flash')).toBeVisible();
  await them.reload();
  await expect(them.getByTestId('auth-flash')).toBeHidden();
  await expect.poll(async () => (await latest(phone11)).text).toMatch(/Ваш новый пароль: /);
  const password = /Ваш новый пароль: (\S+)/.exec((await latest(phone11)).text)![1];
  await signIn(them, { phone: ten, password });
  await them.goto('/admin-order');
  await expect(them.getByRole('heading', { name: 'Заказы магазинов' })).toBeVisible();
  const orders = await api<{ 'hydra:member': { shop: { id: number } }[] }>('GET', '/api/orders', undefined, await tokenOf(phone11, password));
  expect(orders['hydra:member'].every((o) => o.shop.id === SHOP_ID)).toBe(true);
  await them.goto('/admin-order/staff');
  await expect(them).not.toHaveURL(/\/admin-order\/staff/); // a shop admin is sent to the shops' orders

  // blocked: their open session ends at once
  await page.reload();
  await page.getByTestId(`staff-${phone11}`).getByRole('button', { name: `Заблокировать: ${name}` }).click();
  await expect(page.getByTestId(`staff-${phone11}`)).toContainText('Заблокирован');
  await them.goto('/admin-order');
  await expect(them).not.toHaveURL(/\/admin-order/);
  await expect(them.getByTestId('personal-area-link')).toBeHidden();
  await theirs.close();

  // the log shows the steps, newest first
  await page.goto('/admin-order/audit');
  await page.getByLabel('Что').selectOption('staff');
  await page.getByRole('button', { name: 'Показать', exact: true }).click();
  const log = page.getByTestId('audit-list');
  await expect(log.locator('li').first()).toContainText('Сотрудник заблокирован');
  await expect(log).toContainText('Добавлен сотрудник');
  await expect(log).toContainText(`${name}`);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'audit-390');

  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'audit-1280');
  await page.goto('/admin-order/staff');
  await expect(page.getByTestId(`staff-${phone11}`)).toContainText('Заблокирован');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'staff-1280');
});
