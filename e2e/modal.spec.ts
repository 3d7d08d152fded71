// The shared Modal, Tabs and ConfirmDialog (components/ui/) through real dialogs: the sign-in popup
// is named by its visible title, closes on Escape, on its close button and on the backdrop, and each
// time gives focus back to the button that opened it; its tabs follow the arrow keys; the pickup-only
// question adds the good on 'Да' and nothing on 'Нет'. axe-core finds nothing in the open dialogs
// (the receiving popup's own check is in receiving.spec.ts).
import type { Good } from '@/contract';
import { apiMembers, axeViolations, expect, hydrated, openSignIn, signIn, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

test('the sign-in dialog: named by its title; Escape, the close button and the backdrop close it and focus returns to the opener', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByTestId('login-button');

  const dialog = await openSignIn(page);
  await expect(page.getByRole('dialog', { name: 'Добро пожаловать' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Добро пожаловать' })).toBeVisible();
  // the page behind is inert: focus stays inside
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  // the backdrop: the dialog element itself, outside its box (top left corner of the viewport)
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the sign-in dialog’s tabs: arrow keys move and select, the panel follows, one tab in the Tab order', async ({ page }) => {
  await page.goto('/');
  const dialog = await openSignIn(page);
  const login = dialog.getByRole('tab', { name: 'Вход' });
  const register = dialog.getByRole('tab', { name: 'Регистрация' });
  await expect(login).toHaveAttribute('aria-selected', 'true');
  await expect(register).toHaveAttribute('tabindex', '-1');
  await login.focus();
  await page.keyboard.press('ArrowRight');
  await expect(register).toBeFocused();
  await expect(register).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel', { name: 'Регистрация' }).getByRole('form', { name: 'Регистрация' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(login).toBeFocused();
  await expect(dialog.getByRole('tabpanel', { name: 'Вход' }).getByRole('form', { name: 'Вход' })).toBeVisible();
});

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`axe-core finds nothing in the open sign-in dialog at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const dialog = await openSignIn(page);
    await expect(dialog.getByRole('form', { name: 'Вход' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('tab', { name: 'Регистрация' }).click();
    await expect(dialog.getByRole('form', { name: 'Регистрация' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the pickup-only question (ConfirmDialog): named by the question, “Нет” adds nothing and gives focus back, “Да” adds the good', async ({ page }) => {
  const goods = await apiMembers<Good>('/api/shops/1/goods?itemsPerPage=200');
  const good = goods.find((g) => g.isPickup && g.article && g.article.quantity > 0 && !g.catalog.hasAgeRestrictions);
  test.skip(!good, 'the demo data has no pickup-only good in stock');
  await page.goto(`/product/${good!.id}`);
  await hydrated(page);
  const add = page.getByTestId('product').getByRole('button', { name: 'В корзину' });
  await add.click();
  const question = page.getByRole('dialog', { name: 'Этот товар доступен только для самовывоза! Добавить его в корзину?' });
  await expect(question).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Нет' }).click();
  await expect(question).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', '0');

  await add.click();
  await question.getByRole('button', { name: 'Да' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', '1');
});

test('the phone reminder: named by its title, no violation for axe-core, Escape closes it', async ({ page }) => {
  await signIn(page, { phone: '9000000003', password: 'demo12345' });
  const reminder = page.getByRole('dialog', { name: 'Подтвердите номер телефона' });
  await expect(reminder).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(reminder).toBeHidden();
});
