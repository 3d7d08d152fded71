// The back office's promotions with basket rules as a site admin tries them: on a 390 px phone she
// goes from the promo codes to «Акции с условиями», creates a promotion (off) whose rule names a good
// found by search, previews it against a sample basket, switches it on, and a shopper's basket shows
// it with the amount the preview gave; then she switches it off again (other specs price that good).
// At 1280 px the form says what is wrong in Russian, on the row it belongs to. The cashback groups and
// the good sets open at 390 px and their forms read cleanly. Axe finds nothing on
// the screens at both widths; screenshots are kept in test-results/ for a look.
import type { Page } from '@playwright/test';
import type { Good } from '@/contract';
import { apiMembers, axeViolations, BASE_URL, expect, signIn, test } from './fixtures';

const SHOP_ID = 1;
const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
test.describe.configure({ timeout: 240_000, mode: 'serial' });

const TITLE = `Акция e2e ${Date.now().toString(36)}`;

async function noAxe(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
}

async function openPromotions(page: Page) {
  await page.goto('/admin-order/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Промокоды' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Акции' }).getByRole('link', { name: 'Акции с условиями' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Акции с условиями' })).toBeVisible();
  await expect(page.getByText(/^Акций: \d+$/)).toBeVisible();
}

test('on a phone: a site admin creates a promotion, previews it on a basket, switches it on, and a shopper\'s basket applies it', async ({ page, browser }) => {
  const list = await apiMembers<Good>(`/api/shops/${SHOP_ID}/goods?itemsPerPage=200`);
  const good = list.find((g) => g.article && g.article.quantity >= 20 && g.measure.step === 1 && !g.isPickup && !g.catalog.hasAgeRestrictions
    && g.article.registerPrice >= 100 && g.name.split(' ')[0].length >= 3);
  expect(good).toBeTruthy();

  await page.setViewportSize(PHONE);
  await page.context().addCookies([{ name: 'shop', value: String(SHOP_ID), url: BASE_URL }]);
  await signIn(page, SITE_ADMIN);
  await openPromotions(page);
  await noAxe(page, 'promotions-390-list');

  await page.getByRole('button', { name: 'Новая акция' }).click();
  const form = page.getByRole('form', { name: 'Новая акция' });
  await form.getByLabel('Название', { exact: true }).fill(TITLE);
  await form.getByRole('button', { name: 'Добавить условие' }).click();
  await form.getByLabel('Условие 1', { exact: true }).selectOption('anyGoods');
  await form.getByLabel('Сравнение 1', { exact: true }).selectOption('gte');
  await form.getByLabel('Значение 1', { exact: true }).fill('1');
  await form.getByRole('searchbox', { name: 'Найти товар для условия 1' }).fill(good!.name);
  await form.getByRole('button', { name: 'Найти: найти товар для условия 1' }).click();
  const add = form.getByTestId('found-goods').getByRole('listitem').filter({ hasText: `№ ${good!.id}` }).getByRole('button', { name: /Добавить/ });
  await expect(add).toBeVisible({ timeout: 15_000 });
  expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await add.click();
  await expect(form.getByRole('list', { name: 'Товары условия 1', exact: true })).toContainText(good!.name);
  await form.getByLabel('Результат 1', { exact: true }).selectOption('percentAmount');
  await form.getByLabel('Размер 1, %', { exact: true }).fill('50');
  await noAxe(page, 'promotions-390-form');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();

  const card = page.getByTestId('promotion').filter({ has: page.getByRole('heading', { name: TITLE }) });
  await expect(card).toContainText('Выключена');
  await expect(card).toContainText('скидка 50\u00a0%');

  // the preview on the rules' own goods, before it is on: the checkout's numbers
  await card.getByRole('button', { name: 'Проверить на корзине' }).click();
  await card.getByRole('button', { name: 'Пример корзины: товары условий' }).click();
  await card.getByRole('button', { name: 'Рассчитать' }).click();
  const preview = card.getByTestId('promotion-preview');
  await expect(preview).toContainText('Акция подходит корзине и даёт скидку');
  const given = (await preview.locator('dd').nth(1).textContent())!;
  expect(given).toMatch(/^−/);
  await noAxe(page, 'promotions-390-preview');

  await card.getByRole('button', { name: 'Включить' }).click();
  await expect(card).toContainText('Действует');

  try {
    // a shopper (her own browser, a guest picking up in shop 1) puts the good in her basket
    const context = await browser.newContext({ viewport: PHONE });
    const shopper = await context.newPage();
    await shopper.context().addCookies([{ name: 'shop', value: String(SHOP_ID), url: BASE_URL }]);
    await shopper.addInitScript((id) => {
      localStorage.setItem('receiving', JSON.stringify({ method: 'pickup', shopId: id, address: null }));
      localStorage.setItem('phone_reminder_dismissed_at', String(Date.now()));
    }, SHOP_ID);
    await shopper.goto(`/basket?good=${good!.id}`);
    await expect(shopper.locator(`[data-testid="basket-line"][data-good-id="${good!.id}"]`)).toBeVisible();
    // the summary's row: its name in the <dt>, what it gives in the <dd>
    const applied = shopper.getByTestId('basket-promotion');
    await expect(shopper.locator('dt:has(+ [data-testid="basket-promotion"])')).toHaveText(`Акция «${TITLE}»`, { timeout: 30_000 });
    await expect(applied).toContainText(given);
    await shopper.screenshot({ path: test.info().outputPath('promotions-390-shopper-basket.png'), fullPage: true });
    await context.close();
  } finally {
    await card.getByRole('button', { name: 'Выключить' }).click();
    await expect(card).toContainText('Выключена');
  }

  // the log's «Акции» shows her steps in Russian, newest first
  await page.goto('/admin-order/audit');
  await page.getByLabel('Что').selectOption({ label: 'Акции' });
  await page.getByRole('button', { name: 'Показать', exact: true }).click();
  const log = page.getByTestId('audit-list');
  await expect(log.locator('li').first()).toContainText('Акция выключена');
  await expect(log).toContainText('Акция включена');
  await expect(log).toContainText('Добавлена акция');
  await expect(log).not.toContainText('promotion.');
});

test('at 1280 px: the form says what is wrong in Russian, on the row it belongs to', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, SITE_ADMIN);
  await openPromotions(page);
  await page.getByRole('button', { name: 'Новая акция' }).click();
  const form = page.getByRole('form', { name: 'Новая акция' });
  await form.getByRole('button', { name: 'Добавить условие' }).click();
  await form.getByLabel('Условие 1', { exact: true }).selectOption('anyGoods');
  await form.getByLabel('Значение 1', { exact: true }).fill('1,5');
  await form.getByLabel('Размер 1, %', { exact: true }).fill('150');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Введите название.')).toBeVisible();
  await expect(form.getByText('Значение условия: укажите целое число.')).toBeVisible();
  await expect(form.getByText('Процент скидки: больше 0 и не больше 100.')).toBeVisible();
  await noAxe(page, 'promotions-1280-errors');
  await form.getByRole('button', { name: 'Отмена' }).click();
  await noAxe(page, 'promotions-1280-list');
});

test('on a phone and at 1280 px: the cashback groups open from the «Акции» area, and their edit form reads cleanly', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, SITE_ADMIN);
  await openPromotions(page);
  await page.getByRole('navigation', { name: 'Акции' }).getByRole('link', { name: 'Кешбэк' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Кешбэк' })).toBeVisible();
  await expect(page.getByText(/^Групп: [1-9]\d*$/)).toBeVisible();
  await noAxe(page, 'cashback-390-list');
  await page.getByTestId('cashback-group').first().getByRole('button', { name: /^Изменить группу/ }).click();
  const form = page.getByRole('form', { name: /^Группа «/ });
  await expect(form.getByRole('list', { name: 'Товары группы', exact: true })).toBeVisible();
  await noAxe(page, 'cashback-390-form');
  await page.setViewportSize(DESKTOP);
  await noAxe(page, 'cashback-1280-form');
  await form.getByRole('button', { name: 'Отмена' }).click();
  await expect(form).toBeHidden();
  await noAxe(page, 'cashback-1280-list');
});

test('on a phone and at 1280 px: the good sets open from their tab, and the new set\'s form says what is wrong in Russian', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, SITE_ADMIN);
  await page.goto('/admin-order/good-sets');
  await expect(page.getByRole('heading', { level: 1, name: 'Наборы' })).toBeVisible();
  await expect(page.getByText(/^Наборов: [1-9]\d*$/)).toBeVisible();
  await noAxe(page, 'good-sets-390-list');
  await page.getByRole('button', { name: 'Новый набор' }).click();
  const form = page.getByRole('form', { name: 'Новый набор' });
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Введите название.')).toBeVisible();
  await noAxe(page, 'good-sets-390-form');
  await page.setViewportSize(DESKTOP);
  await noAxe(page, 'good-sets-1280-form');
  await form.getByRole('button', { name: 'Отмена' }).click();
  await expect(form).toBeHidden();
  await noAxe(page, 'good-sets-1280-list');
});
