// The back office's news as a site admin uses them, at a phone's and a desktop's width: the form
// says what is wrong in Russian; she adds an item with a photo from the file picker and its page
// shows it (revalidated), hides it (its page is gone), shows it again and deletes it. Axe finds
// nothing on the list and the form; screenshots are kept in test-results/ for a look.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations, BASE_URL, expect, signIn, test } from './fixtures';

const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
test.describe.configure({ timeout: 240_000 });

const png = (hue: number) =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 255 - hue, g: hue, b: 90 }, noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .png().toBuffer();

async function noAxe(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
}

/** The news item's public page status once it settles (the edit revalidates it; time-based revalidation would too). */
const pageStatus = async (page: Page, slug: string) => (await page.request.get(`${BASE_URL}/news/${slug}`)).status();

for (const [label, size] of [['390', { width: 390, height: 844 }], ['1280', { width: 1280, height: 900 }]] as const) {
  test(`at ${label} px: a site admin adds a news item with a photo, hides, shows and deletes it`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.context().addCookies([{ name: 'shop', value: '1', url: BASE_URL }]);
    await signIn(page, SITE_ADMIN);
    await page.goto('/admin-order/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    await expect(page.getByText(/^Новостей: \d+$/)).toBeVisible();
    await noAxe(page, `news-${label}-list`);

    await page.getByRole('button', { name: 'Добавить новость' }).click();
    const form = page.getByRole('form', { name: 'Новая новость' });
    await form.getByLabel('Адрес', { exact: true }).fill('Новость!');
    await form.getByRole('button', { name: 'Добавить' }).click();
    await expect(form.getByText('Введите заголовок.')).toBeVisible();
    await expect(form.getByText('Адрес новости: строчные латинские буквы, цифры и дефисы между ними (otkrytie-magazina).')).toBeVisible();
    await noAxe(page, `news-${label}-errors`);

    const slug = `e2e-${label}-${Date.now().toString(36)}`;
    const title = `Новость ${slug}`;
    await form.getByLabel('Заголовок', { exact: true }).fill(title);
    await form.getByLabel('Адрес', { exact: true }).fill(slug);
    await form.getByLabel('Текст', { exact: true }).fill('<p>Мы открыли <b>новый</b> отдел.</p><script>alert(1)</script>');
    await form.getByTestId('news-image-input').setInputFiles([{ name: 'отдел.png', mimeType: 'image/png', buffer: await png(Date.now() % 200) }]);
    const image = form.getByLabel('Изображение', { exact: true });
    await expect(image).toHaveValue(/^\/media\/photos\/[0-9a-f]{32}\/1200$/, { timeout: 30_000 });
    const url = await image.inputValue();
    await expect(form.getByAltText('Изображение: предпросмотр')).toBeVisible();
    await noAxe(page, `news-${label}-form`);
    await form.getByRole('button', { name: 'Добавить' }).click();
    await expect(form).toBeHidden();
    const card = page.getByTestId('news-item').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('Показана');

    await page.goto(`/news/${slug}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Мы открыли новый отдел.')).toBeVisible();
    await expect(page.locator(`img[src="${url}"]`)).toBeVisible();

    await page.goto('/admin-order/news');
    await card.getByRole('button', { name: 'Скрыть' }).click();
    await expect(card).toContainText('Скрыта');
    await expect.poll(() => pageStatus(page, slug), { timeout: 30_000 }).toBe(404);
    await card.getByRole('button', { name: 'Показать' }).click();
    await expect(card).toContainText('Показана');
    await expect.poll(() => pageStatus(page, slug), { timeout: 30_000 }).toBe(200);

    await card.getByRole('button', { name: 'Удалить' }).click();
    await page.getByTestId('news-delete').getByRole('button', { name: 'Удалить' }).click();
    await expect(card).toHaveCount(0);
    await expect.poll(() => pageStatus(page, slug), { timeout: 30_000 }).toBe(404);
  });
}
