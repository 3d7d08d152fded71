// The FAQ edited from the back office and the «обмен с 1С» accounts in the real browser (issue 39,
// decisions 193 and 194), at 390 px: a site admin edits an FAQ answer on /admin-order/pages and a
// shopper sees it on /faq; the admin creates an exchange account on the staff page and 1C's checkauth
// with it answers `success`, then is refused once the account is blocked. Axe finds nothing on both
// screens at 390 px and 1280 px. The FAQ answer is put back afterwards (info.spec.ts reads it).
import type { Page } from '@playwright/test';
import { OneC } from '../scripts/one-c';
import { BASE_URL, api, axeViolations, expect, seedReceivingChoice, signIn, test, tokenOf } from './fixtures';

const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

test('a site admin edits an FAQ answer and a shopper sees it on /faq', async ({ page, browser }) => {
  test.slow();
  const token = await tokenOf(`7${SITE_ADMIN.phone}`, SITE_ADMIN.password);
  type Item = { id: number; anchor: string; question: string; answer: string; version: number };
  const original = (await api<{ 'hydra:member': Item[] }>('GET', '/api/admin/faq', undefined, token))['hydra:member'].find((q) => q.anchor === 'keshbek')!;
  const marker = `Баллы начисляются в течение суток ${Date.now() % 100000}.`;
  try {
    await page.setViewportSize(PHONE);
    await signIn(page, SITE_ADMIN);
    await page.goto('/admin-order/pages');
    await expect(page.getByRole('heading', { name: 'Вопросы и правила', level: 1 })).toBeVisible();
    const card = page.getByTestId('faq-item').filter({ hasText: original.question });
    await expect(card).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'pages-390');

    await card.getByRole('button', { name: 'Изменить' }).click();
    const form = page.getByTestId('faq-form');
    const answer = form.getByLabel('Ответ');
    await answer.fill(`${original.answer}<p>${marker}</p>`);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form).toBeHidden();
    // the card shows the answer's first 160 characters
    await expect(card).toContainText('Баллы начисляются');

    await page.setViewportSize(DESKTOP);
    expect(await axeViolations(page)).toEqual([]);

    // a shopper's /faq: revalidated on the change
    const shopper = await (await browser.newContext({ viewport: PHONE })).newPage();
    // a new visitor is asked how they receive orders first; that dialog would cover the page
    await seedReceivingChoice(shopper);
    await expect(async () => {
      await shopper.goto('/faq');
      const item = shopper.locator('details', { has: shopper.getByRole('heading', { name: original.question }) });
      await item.locator('summary').click();
      await expect(item).toContainText(marker, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await shot(shopper, 'faq-edited-390');
  } finally {
    const now = (await api<{ 'hydra:member': Item[] }>('GET', '/api/admin/faq', undefined, token))['hydra:member'].find((q) => q.id === original.id)!;
    await api('PUT', `/api/admin/faq/${original.id}`, { question: original.question, answer: original.answer, version: now.version }, token);
  }
});

test('a site admin creates an exchange account; 1C signs in with it until it is blocked', async ({ page }) => {
  test.slow();
  const login = `odin-c-${Date.now() % 1_000_000}`;
  const password = 'e2e-obmen-parol';
  await page.setViewportSize(PHONE);
  await signIn(page, SITE_ADMIN);
  await page.goto('/admin-order/staff');
  const section = page.getByTestId('exchange-accounts');
  await expect(section.getByRole('heading', { name: 'Обмен с 1С' })).toBeVisible();

  const form = page.getByTestId('new-exchange-account');
  await form.getByLabel('Название').fill('1С центрального офиса');
  await form.getByLabel('Логин').fill(login);
  await form.getByLabel('Пароль').fill(password);
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByRole('status')).toContainText(login);
  const card = page.getByTestId(`exchange-${login}`);
  await expect(card).toContainText('Активна');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'staff-exchange-390');

  // 1C, through the site's own address as it is configured
  const oneC = new OneC(fetch, BASE_URL, login, password);
  const auth = await oneC.checkauth('catalog');
  expect(auth.split('\n')[0]).toBe('success');
  expect(await oneC.init('catalog')).toMatch(/^zip=no/);

  await card.getByRole('button', { name: `Заблокировать: ${login}` }).click();
  await expect(card).toContainText('Заблокирована');
  expect(await oneC.init('catalog')).toMatch(/^failure/);
  expect((await new OneC(fetch, BASE_URL, login, password).checkauth('catalog')).split('\n')[0]).toBe('failure');

  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page)).toEqual([]);
});
