// The profile tab of the personal area in the real browser (checkout-account-admin spec §4 "Profile
// blocks", §5 "Profile", §8): the personal data rules and their messages, the email cycle with a
// wrong code and the right one from the outbox, the phone's messages and the way back to editing
// at 0 attempts, the card form, the notification settings kept across a reload, the phone reminder
// leading here; axe finds nothing on a phone and a desktop. A test that changes the account does it
// on a customer registered for it alone (registerCustomer), so parallel specs never collide.
import type { Page } from '@playwright/test';
import { formatBirthday } from '@/domain/profile';
import { shopToday } from '@/domain/shop-day';
import { api, axeViolations, BASE_URL, expect, outboxCode, registerCustomer, seedReceivingChoice, signIn, test } from './fixtures';

const HOLDER = { phone: '9000000001', password: 'demo12345' };
const UNCONFIRMED = { phone: '9000000003', password: 'demo12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** With E2E_SHOTS=<dir>, a picture of the page to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

async function openProfile(page: Page) {
  await page.goto('/personal-area/profile');
  await expect(page.getByTestId('profile-personal')).toBeVisible();
}

/** A code that is not `code`: each digit moved by one. */
const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

test('personal data: the name and birthday rules say what is wrong, a good save says Успешно and locks the birthday', async ({ page }) => {
  const me = await registerCustomer();
  await signIn(page, me);
  await openProfile(page);
  await expect(page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Профиль' }))
    .toHaveAttribute('aria-current', 'page');
  const block = page.getByTestId('profile-personal');
  const name = block.getByLabel('ФИО');
  const birthday = block.getByLabel('Дата рождения');
  const save = block.getByRole('button', { name: 'Сохранить' });

  await name.fill('  Ан ');
  await save.click();
  await expect(block.getByText('Некорректно заполнено ФИО.')).toBeVisible();

  await name.fill('  Анна Петрова ');
  const tomorrow = new Date(`${shopToday()}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  for (const bad of ['31.12.1919', formatBirthday(tomorrow.toISOString().slice(0, 10)), '30.02.2000', '1985-03-07']) {
    await birthday.fill(bad);
    await save.click();
    await expect(block.getByText('Некорректная дата.'), bad).toBeVisible();
  }
  await expect(block.getByText('Некорректно заполнено ФИО.')).toBeHidden();

  await birthday.fill(' 07.03.1985 ');
  await block.getByRole('radio', { name: 'Женский' }).check();
  await save.click();
  await expect(block.getByRole('status')).toHaveText('Успешно');
  // the header's name follows at once; the API has the trimmed values
  await expect(page.getByTestId('personal-area-link')).toHaveAttribute('aria-label', 'Личный кабинет: Анна Петрова');
  const stored = await api<{ name: string; birthday: string; gender: number }>('GET', `/api/customers/${me.id}`, undefined, me.token);
  expect(stored).toMatchObject({ name: 'Анна Петрова', birthday: '1985-03-07', gender: 2 });

  await page.reload();
  await expect(page.getByTestId('customer-name')).toHaveText('Анна Петрова');
  await expect(birthday).toHaveValue('07.03.1985');
  await expect(birthday).toHaveAttribute('readonly', '');
  await expect(block.getByRole('radio', { name: 'Женский' })).toBeChecked();
});

test('email: a wrong code costs an attempt, the right one from the outbox confirms it; the resend wait survives a reload', async ({ page }) => {
  const me = await registerCustomer();
  const email = `p${me.phone}@example.ru`;
  await signIn(page, me);
  await openProfile(page);
  const block = page.getByTestId('profile-email');
  await expect(block.getByTestId('value')).toHaveText('Не указана');
  await block.getByRole('button', { name: 'Указать' }).click();
  const field = block.getByLabel('Адрес электронной почты');
  await block.getByRole('button', { name: 'Получить код' }).click();
  await expect(block.getByText('Укажите адрес электронной почты')).toBeVisible();
  await field.fill(email);
  // the current password first: a wrong one is refused in Russian and no code goes out
  const password = block.getByLabel('Текущий пароль');
  await password.fill('not-my-password');
  await block.getByRole('button', { name: 'Получить код' }).click();
  await expect(block.getByText('Неверный пароль', { exact: true })).toBeVisible();
  await password.fill(me.password);
  await block.getByRole('button', { name: 'Получить код' }).click();

  await expect(block.getByText(`Мы отправили письмо с кодом на адрес ${email}.`)).toBeVisible();
  await expect(block.getByTestId('attempts-left')).toBeHidden();
  const code = await outboxCode({ email });
  const input = block.getByLabel('Код из письма');
  await input.fill('123');
  await block.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(block.getByText('Некорректный код', { exact: true })).toBeVisible();
  await input.fill(wrongCode(code));
  await block.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(block.getByText('Неправильный код подтверждения')).toBeVisible();
  await expect(block.getByTestId('attempts-left')).toHaveText('Осталось попыток: 2');
  await input.fill(code);
  await block.getByRole('button', { name: 'Подтвердить' }).click();

  await expect(block.getByRole('status')).toHaveText('Адрес электронной почты подтверждён.');
  await expect(block.getByTestId('value')).toHaveText(email);
  await expect(block.getByText('подтверждён', { exact: true })).toBeVisible();

  // a minute must pass before the next code: the wait is still there after a reload
  await page.reload();
  await expect(block.getByTestId('value')).toHaveText(email);
  await block.getByRole('button', { name: 'Изменить' }).click();
  await expect(block.getByTestId('resend-timer')).toContainText('Новый код можно запросить через 0:');
  await expect(block.getByRole('button', { name: 'Получить код' })).toBeDisabled();
});

test('phone: a wrong number is refused; three wrong codes send the block back to editing', async ({ page }) => {
  const me = await registerCustomer();
  await signIn(page, me);
  await openProfile(page);
  const block = page.getByTestId('profile-phone');
  await expect(block.getByTestId('value')).toHaveText(`+7 (${me.phone.slice(0, 3)}) ${me.phone.slice(3, 6)}-${me.phone.slice(6, 8)}-${me.phone.slice(8)}`);
  await block.getByRole('button', { name: 'Изменить' }).click();
  const field = block.getByLabel('Номер телефона');
  await block.getByRole('button', { name: 'Получить код' }).click();
  await expect(block.getByText('Укажите номер телефона')).toBeVisible();
  await field.click();
  await field.pressSequentially('91234');
  await block.getByRole('button', { name: 'Получить код' }).click();
  await expect(block.getByText('Некорректный номер телефона')).toBeVisible();

  const other = `95${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await field.click();
  await field.press('Control+a');
  await field.press('Backspace');
  await field.pressSequentially(other);
  await block.getByLabel('Текущий пароль').fill(me.password);
  await block.getByRole('button', { name: 'Получить код' }).click();
  await expect(block.getByText('Мы отправили смс с кодом на номер')).toBeVisible();
  const wrong = wrongCode(await outboxCode({ phone: `7${other}` }));
  const input = block.getByLabel('Код из смс');
  const confirm = block.getByRole('button', { name: 'Подтвердить' });
  for (const left of [2, 1]) {
    await input.fill(wrong);
    await confirm.click();
    await expect(block.getByTestId('attempts-left')).toHaveText(`Осталось попыток: ${left}`);
    await expect(block.getByText('Неправильный смс-код')).toBeVisible();
  }
  await input.fill(wrong);
  await confirm.click();
  await expect(block.getByRole('alert').filter({ hasText: 'Запросите новый код' })).toBeVisible();
  await expect(block.getByLabel('Номер телефона')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Получить код' })).toBeDisabled();
  // nothing changed
  const stored = await api<{ phone: string }>('GET', `/api/customers/${me.id}`, undefined, me.token);
  expect(stored.phone).toBe(`7${me.phone}`);
});

test('notification settings are saved and shown after a reload; the month’s orders are counted', async ({ page }) => {
  const me = await registerCustomer();
  await signIn(page, me);
  await openProfile(page);
  await expect(page.getByTestId('month-orders')).toHaveText('0');
  const block = page.getByTestId('profile-settings');
  const box = (subject: string, channel: string) => block.getByTestId(`settings-${subject}`).getByRole('checkbox', { name: channel });
  const wanted: [string, string, boolean][] = [
    ['sendReceipt', 'Электронная почта', false], ['sendReceipt', 'Push-уведомления', true],
    ['sendOrderStatus', 'Электронная почта', true], ['sendOrderStatus', 'Push-уведомления', false],
    ['sendAdvertisement', 'Электронная почта', true], ['sendAdvertisement', 'Push-уведомления', true],
  ];
  for (const [subject, channel, on] of wanted) await box(subject, channel).setChecked(on);
  await block.getByRole('button', { name: 'Сохранить настройки' }).click();
  await expect(block.getByRole('status')).toHaveText('Настройки сохранены');
  expect(await api('GET', `/api/customers/${me.id}/settings`, undefined, me.token))
    .toEqual({ sendReceipt: [2], sendOrderStatus: [1], sendAdvertisement: [1, 2] });

  await page.reload();
  for (const [subject, channel, on] of wanted) {
    if (on) await expect(box(subject, channel)).toBeChecked();
    else await expect(box(subject, channel)).not.toBeChecked();
  }
});

test('the card: 13 digits and a password are asked for; a holder whose order awaits payment cannot change it', async ({ page, browser }) => {
  const me = await registerCustomer();
  await signIn(page, me);
  await openProfile(page);
  const block = page.getByTestId('profile-card');
  await expect(block.getByTestId('value')).toHaveText('Карта не привязана');
  await block.getByRole('button', { name: 'Привязать карту' }).click();
  await block.getByRole('button', { name: 'Сохранить' }).click();
  await expect(block.getByText('Укажите номер карты')).toBeVisible();
  await expect(block.getByText('Укажите пароль')).toBeVisible();
  await block.getByLabel('Номер карты').fill('200000000001');
  await block.getByRole('button', { name: 'Сохранить' }).click();
  await expect(block.getByText('Некорректный номер карты')).toBeVisible();
  await block.getByRole('button', { name: 'Отмена' }).click();
  await expect(block.getByTestId('value')).toHaveText('Карта не привязана');

  const holder = await browser.newPage();
  await seedReceivingChoice(holder);
  await signIn(holder, HOLDER);
  await openProfile(holder);
  const card = holder.getByTestId('profile-card');
  await expect(card.getByTestId('value')).toHaveText('2000000000015');
  await expect(card.getByTestId('card-locked')).toContainText('ожидает оплаты');
  await expect(card.getByRole('button')).toHaveCount(0);
  await holder.close();
});

test('the phone reminder’s other-number button opens the profile', async ({ page }) => {
  await signIn(page, UNCONFIRMED);
  const reminder = page.getByTestId('phone-reminder');
  await expect(reminder).toBeVisible();
  await reminder.getByRole('link', { name: 'Указать другой номер' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/personal-area/profile`);
  await expect(page.getByTestId('profile-phone').getByText('не подтверждён')).toBeVisible();
});

test('axe finds nothing on the profile on a phone and a desktop', async ({ page }) => {
  // two sizes, two states each: four axe runs on a busy machine
  test.setTimeout(150_000);
  const me = await registerCustomer();
  await signIn(page, me);
  for (const [label, size] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(size);
    await openProfile(page);
    await expect(page.getByTestId('profile-settings')).toBeVisible();
    await expect(page.getByTestId('month-orders')).toHaveText('0');
    await shot(page, `profile-${label}`);
    expect(await axeViolations(page), `view at ${label}`).toEqual([]);
    // the forms the blocks open
    await page.getByTestId('profile-phone').getByRole('button', { name: 'Изменить' }).click();
    await page.getByTestId('profile-email').getByRole('button', { name: 'Указать' }).click();
    await page.getByTestId('profile-card').getByRole('button', { name: 'Привязать карту' }).click();
    await page.getByTestId('profile-personal').getByRole('button', { name: 'Сохранить' }).click();
    await page.getByTestId('profile-card').getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Укажите номер карты')).toBeVisible();
    await shot(page, `profile-forms-${label}`);
    expect(await axeViolations(page), `forms at ${label}`).toEqual([]);
  }
});
