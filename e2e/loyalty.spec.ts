// The loyalty tab in the real browser (checkout-account-admin spec §2 "Personal area", §3 "Loyalty",
// "Loyalty transaction", §6, §9): the card holder sees the bonus balance with two decimals and the
// unit Б, the card discount and the card's barcode, and pages through the bonus transactions; a
// customer without a card, and one whose card is unconfirmed, are told so and sent to the profile;
// axe finds nothing on a phone and a desktop.
import type { Page } from '@playwright/test';
import { LOYALTY_TRANSACTIONS_PAGE_SIZE } from '@/contract/limits';
import { axeViolations, expect, signIn, test } from './fixtures';

const HOLDER = { phone: '9000000001', password: 'demo12345' };
// no card at all; nobody binds one to her in the other specs
const NO_CARD = { phone: '9000000005', password: 'demo12345' };
// carries card 2000000000022 but never confirmed it with the card's password
const UNCONFIRMED = { phone: '9000000004', password: 'demo12345' };
const SIZES = [['390', { width: 390, height: 844 }], ['1280', { width: 1280, height: 800 }]] as const;
const PER_PAGE = LOYALTY_TRANSACTIONS_PAGE_SIZE;

/** With E2E_SHOTS=<dir>, a picture of the page to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

test('the card holder sees the balance in Б, the discount and the barcode, and pages through the transactions', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, HOLDER);
  await page.goto('/personal-area/loyalty-ta');
  await expect(page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Бонусы' }))
    .toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('loyalty-balance')).toHaveText(/^\d{1,3}(\s\d{3})*,\d{2}\sБ$/);
  await expect(page.getByTestId('loyalty-discount')).toHaveText('5%');
  await expect(page.getByText(/начисляем 3% стоимости товаров/)).toBeVisible();

  const barcode = page.getByRole('img', { name: 'Штрихкод карты № 2000000000015' });
  await expect(barcode).toBeVisible();
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

  const rows = page.getByTestId('loyalty-transactions').locator('tbody tr');
  await expect(rows).toHaveCount(PER_PAGE);
  await expect(rows.first()).toContainText(/Начисление за заказ|Списание при возврате/);
  await expect(rows.first().locator('td').nth(3)).toHaveText(/,\d{2}\sБ$/);
  // the refund of the demo order took back part of its bonuses: a true minus
  await expect(rows.filter({ hasText: 'Списание при возврате' }).first()).toContainText('−');
  const range = page.getByTestId('loyalty-range');
  await expect(range).toHaveText(new RegExp(`^1–${PER_PAGE} из \\d+$`));
  const total = Number((await range.textContent())!.split(' из ')[1]);
  expect(total).toBeGreaterThan(2 * PER_PAGE);

  const previous = page.getByRole('button', { name: `Предыдущие ${PER_PAGE}` });
  const next = page.getByRole('button', { name: `Следующие ${PER_PAGE}` });
  await expect(previous).toBeDisabled();
  const firstOfPage1 = await rows.first().textContent();
  await next.click();
  await expect(range).toHaveText(new RegExp(`^${PER_PAGE + 1}–${2 * PER_PAGE} из `));
  await expect(rows.first()).not.toHaveText(firstOfPage1!);
  await expect(previous).toBeEnabled();
  for (let p = 3; p <= Math.ceil(total / PER_PAGE); p++) {
    await next.click();
    await expect(range).toHaveText(new RegExp(`^${(p - 1) * PER_PAGE + 1}–`));
  }
  // the last page ends with the welcome credit, the card's first transaction
  await expect(range).toHaveText(new RegExp(`–${total} из ${total}$`));
  await expect(next).toBeDisabled();
  await expect(rows.last()).toContainText('Приветственные бонусы');
  await previous.click();
  await expect(rows).toHaveCount(PER_PAGE);
});

for (const [who, account, access, action] of [
  ['without a card', NO_CARD, 'none', 'Привязать карту в профиле'],
  ['with an unconfirmed card', UNCONFIRMED, 'unconfirmed', 'Подтвердить карту в профиле'],
] as const) {
  test(`a customer ${who} is told there are no bonuses and sent to the profile`, async ({ page }) => {
    await signIn(page, account);
    await page.goto('/personal-area/loyalty-ta');
    const notice = page.getByTestId('loyalty-none');
    await expect(notice).toHaveAttribute('data-access', access);
    await expect(notice).toContainText(access === 'none' ? 'У вас нет бонусной карты' : 'Карта не подтверждена');
    await expect(notice.getByRole('link', { name: action })).toHaveAttribute('href', '/personal-area/profile');
    await expect(page.getByTestId('loyalty-card')).toHaveCount(0);
  });
}

test('axe finds nothing on the card holder’s loyalty tab on a phone and a desktop', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, HOLDER);
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/personal-area/loyalty-ta');
    await expect(page.getByTestId('loyalty-transactions').locator('tbody tr').first()).toBeVisible();
    await expect.poll(() => page.getByTestId('loyalty-barcode').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await shot(page, `loyalty-${label}`);
    expect(await axeViolations(page), `the card holder at ${label}px`).toEqual([]);
  }
});

test('axe finds nothing on the no-card notice on a phone and a desktop', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, NO_CARD);
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/personal-area/loyalty-ta');
    await expect(page.getByTestId('loyalty-none')).toBeVisible();
    await shot(page, `loyalty-none-${label}`);
    expect(await axeViolations(page), `no card at ${label}px`).toEqual([]);
  }
});
