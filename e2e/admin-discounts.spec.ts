// The back office's discounts as a site admin tries them: on a 390 px phone she creates a 30 %
// discount on a good found with the picker, and the good's product page shows the new card price
// within seconds (the edit revalidates it); at 1280 px the form says what is wrong in Russian, and
// switching the discount off gives the old price back. Axe finds nothing on the screen at both
// widths; screenshots are kept in test-results/ for a look.
import type { Page } from '@playwright/test';
import type { Good } from '@/contract';
import { formatMoney } from '@/domain/money';
import { apiMembers, axeViolations, BASE_URL, expect, signIn, test } from './fixtures';

const SHOP_ID = 1;
const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
test.describe.configure({ timeout: 240_000, mode: 'serial' });

const NAME = `Скидка e2e ${Date.now().toString(36)}`;
let good: Good;

async function noAxe(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
}

async function openDiscounts(page: Page) {
  await page.goto('/admin-order/discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Скидки' })).toBeVisible();
  await expect(page.getByText(/^Скидок: \d+$/)).toBeVisible();
}

/** The product page's description names the card price once the page is revalidated. */
async function expectCardPrice(page: Page, goodId: number, text: RegExp) {
  await expect(async () => {
    await page.goto(`/product/${goodId}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(text);
  }).toPass({ timeout: 30_000 });
}

test.beforeAll(async () => {
  const list = await apiMembers<Good>(`/api/shops/${SHOP_ID}/goods?itemsPerPage=200`);
  const fit = list.filter((g) => g.article && g.article.quantity > 0 && g.article.actualPrice === g.article.registerPrice
    && g.article.registerPrice >= 50 && !g.catalog.hasAgeRestrictions && g.name.split(' ')[0].length >= 3);
  expect(fit.length).toBeGreaterThan(0);
  good = fit[0];
});

test('on a phone: a site admin creates a discount on a good and its product page shows the new price', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.context().addCookies([{ name: 'shop', value: String(SHOP_ID), url: BASE_URL }]);
  await signIn(page, SITE_ADMIN);
  await openDiscounts(page);
  await noAxe(page, 'discounts-390-list');

  await page.getByRole('button', { name: 'Новая скидка' }).click();
  const form = page.getByRole('form', { name: 'Новая скидка' });
  await form.getByLabel('Название').fill(NAME);
  await form.getByLabel('Скидка, %').fill('30');
  await form.getByLabel('Найти товар').fill(good.name);
  await form.getByRole('button', { name: 'Найти' }).click();
  const found = form.getByTestId('found-goods').getByRole('listitem').filter({ hasText: `№ ${good.id}` });
  const add = found.getByRole('button', { name: /Добавить/ });
  await expect(add).toBeVisible({ timeout: 15_000 });
  const box = await add.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await add.click();
  await expect(form.getByRole('list', { name: 'Товары скидки', exact: true })).toContainText(good.name);
  await noAxe(page, 'discounts-390-form');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  const card = page.getByTestId('discount').filter({ has: page.getByRole('heading', { name: NAME }) });
  await expect(card).toContainText('Действует');
  await expect(card).toContainText('Скидка 30\u00a0%');

  const expected = Math.round(good.article!.registerPrice * 70) / 100;
  await expectCardPrice(page, good.id, new RegExp(`по карте ${formatMoney(expected).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

test('at 1280 px: the form says what is wrong in Russian, and switching the discount off gives the old price back', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.context().addCookies([{ name: 'shop', value: String(SHOP_ID), url: BASE_URL }]);
  await signIn(page, SITE_ADMIN);
  await openDiscounts(page);
  await page.getByRole('button', { name: 'Новая скидка' }).click();
  const form = page.getByRole('form', { name: 'Новая скидка' });
  await form.getByLabel('Скидка, %').fill('150');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Введите название.')).toBeVisible();
  await expect(form.getByText('Скидка не может быть больше 99 %.')).toBeVisible();
  await expect(form.getByText('Добавьте хотя бы один товар.')).toBeVisible();
  await noAxe(page, 'discounts-1280-errors');
  await form.getByRole('button', { name: 'Отмена' }).click();

  const card = page.getByTestId('discount').filter({ has: page.getByRole('heading', { name: NAME }) });
  await card.getByRole('button', { name: 'Выключить' }).click();
  await expect(card).toContainText('Выключена');
  await noAxe(page, 'discounts-1280-list');
  await expectCardPrice(page, good.id, new RegExp(`^(?!.*по карте).*Цена ${formatMoney(good.article!.registerPrice).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});
