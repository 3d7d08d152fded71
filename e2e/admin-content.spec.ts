// The back office's content and promotions as a site admin tries them: on a 390 px phone she creates
// a promo code (off), checks it against a basket, switches it on, and a customer uses it at checkout;
// at 1280 px the form says what is wrong in Russian and an edit saves. A site admin adds a banner with
// a photo from the file picker to the home slider and sees it on home within seconds (the edit
// revalidates the home pages). Axe
// finds nothing on the pages at both widths; screenshots are kept in test-results/ for a look.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { DeliveryZone, Good, Shop } from '@/contract';
import { apiGet, apiMembers, axeViolations, BASE_URL, expect, signIn, test } from './fixtures';

const SHOP_ID = 1;
const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
const CUSTOMER = { phone: '9000000002', password: 'demo12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PRICED = { timeout: 30_000 };
test.describe.configure({ timeout: 240_000 });

const unique = () => `E2E${Date.now().toString(36).toUpperCase()}`;

async function goods(): Promise<Good[]> {
  const list = await apiMembers<Good>(`/api/shops/${SHOP_ID}/goods?itemsPerPage=200`);
  const fit = list.filter((g) => g.article && g.article.quantity >= 20 && g.measure.step === 1 && !g.isPickup && !g.catalog.hasAgeRestrictions)
    .sort((a, b) => b.article!.actualPrice - a.article!.actualPrice);
  expect(fit.length).toBeGreaterThan(3);
  return fit;
}

/** A delivery address of the shop inside one of its zones (as e2e/checkout.spec.ts builds it). */
async function deliveryChoice() {
  const q = new URLSearchParams({ city: 'Курск', street: 'ул. Радищева', house: '5' });
  const [found] = await apiMembers<{ coordinates: [number, number] }>(`/api/geocoder/forward?${q}`);
  const [lat, lon] = found.coordinates;
  const zones = await apiMembers<DeliveryZone>(`/api/delivery_zones?coords=${lat},${lon}&shopId=${SHOP_ID}`);
  expect(zones.map((z) => z.shopId)).toContain(SHOP_ID);
  return {
    method: 'delivery', shopId: SHOP_ID,
    address: { id: null, city: 'Курск', street: 'ул. Радищева', house: '5', flat: 17, entrance: 2, floor: 4, code: null, isPrivateHouse: false, coordinates: [lat, lon] },
  };
}

async function prepare(page: Page, choice: object) {
  await page.context().addCookies([{ name: 'shop', value: String(SHOP_ID), url: BASE_URL }]);
  await page.addInitScript((c) => {
    if (!sessionStorage.getItem('checkout-e2e')) {
      sessionStorage.setItem('checkout-e2e', '1');
      localStorage.setItem('receiving', c);
      localStorage.setItem('phone_reminder_dismissed_at', String(Date.now()));
    }
  }, JSON.stringify(choice));
}

async function openPromotions(page: Page) {
  await page.goto('/admin-order/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Промокоды' })).toBeVisible();
  await expect(page.getByText(/^Промокодов: \d+$/)).toBeVisible();
}

async function createCode(page: Page, code: string, percent: string) {
  await page.getByRole('button', { name: 'Новый промокод' }).click();
  const form = page.getByRole('form', { name: 'Новый промокод' });
  await form.getByLabel('Промокод', { exact: true }).fill(code);
  await form.getByLabel('Вид скидки').selectOption('2');
  await form.getByLabel('Скидка, %').fill(percent);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form).toBeHidden();
  const card = page.getByTestId('promo-code').filter({ has: page.getByRole('heading', { name: code }) });
  await expect(card).toContainText('Выключен');
  return card;
}

async function noAxe(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
}

test('on a phone: a site admin creates a code, checks it on a basket, switches it on, and a customer uses it at checkout', async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, SITE_ADMIN);
  await openPromotions(page);
  await noAxe(page, 'promotions-390-empty-form');
  const code = unique();
  const card = await createCode(page, code, '10');

  // the check on a basket before it is on: the checkout's own numbers
  const [good] = await goods();
  await card.getByRole('button', { name: 'Проверить на корзине' }).click();
  await card.getByLabel('Товары корзины').fill(`${good.id} 2`);
  await card.getByRole('button', { name: 'Рассчитать' }).click();
  const preview = card.getByTestId('promo-preview');
  await expect(preview).toContainText('Скидка по промокоду');
  await expect(preview).not.toContainText('—');
  await noAxe(page, 'promotions-390-preview');

  await card.getByRole('button', { name: 'Включить' }).click();
  await expect(card).toContainText('Включён');

  // a customer (her own browser) orders with it
  const context = await browser.newContext({ viewport: PHONE });
  const shopper = await context.newPage();
  await prepare(shopper, await deliveryChoice());
  await signIn(shopper, CUSTOMER);
  const min = (await apiGet<Shop>(`/api/shops/${SHOP_ID}`)).minOrderAmount + 100;
  let sum = 0;
  for (const g of await goods()) {
    await shopper.goto(`/basket?good=${g.id}`);
    await expect(shopper.locator(`[data-testid="basket-line"][data-good-id="${g.id}"]`)).toBeVisible();
    sum += g.article!.registerPrice;
    if (sum >= min) break;
  }
  await shopper.goto('/basket');
  await expect(shopper.getByTestId('basket-checkout')).toBeEnabled();
  await shopper.getByTestId('basket-checkout').click();
  const stage = shopper.getByTestId('checkout-stage');
  await expect(stage).toBeVisible();
  const promo = stage.getByTestId('promo-code');
  await promo.getByLabel('Промокод').fill(code.toLowerCase());
  await promo.getByLabel('Промокод').press('Enter');
  await expect(promo.getByTestId('promo-code-description')).toContainText('Скидка 10');
  await expect(stage.getByTestId('summary-promo-code')).toBeVisible(PRICED);
  await stage.getByTestId('checkout-dates').getByRole('radio').last().check();
  await stage.getByTestId('checkout-times').getByRole('radio').first().check();
  await stage.getByRole('radio', { name: 'Картой при получении' }).check();
  const submit = stage.getByTestId('checkout-submit');
  await expect(submit).toBeEnabled(PRICED);
  await submit.click();
  await expect(shopper.getByRole('heading', { name: 'Заказ оформлен' })).toBeVisible();
  await context.close();

  // the admin sees the use
  await page.reload();
  await expect(page.getByTestId('promo-code').filter({ has: page.getByRole('heading', { name: code }) })).toContainText('использован 1 раз');
});

test('at 1280 px: the form says what is wrong in Russian, an edit saves, and axe finds nothing', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, SITE_ADMIN);
  await openPromotions(page);
  await page.getByRole('button', { name: 'Новый промокод' }).click();
  const form = page.getByRole('form', { name: 'Новый промокод' });
  await form.getByLabel('Промокод', { exact: true }).fill('плохой код!');
  await form.getByLabel('Скидка, %').fill('120');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Промокод: только буквы, цифры, дефис и подчёркивание.')).toBeVisible();
  await noAxe(page, 'promotions-1280-errors');
  await form.getByRole('button', { name: 'Отмена' }).click();

  const code = unique();
  const card = await createCode(page, code, '5');
  await card.getByRole('button', { name: 'Изменить' }).click();
  const edit = page.getByRole('form', { name: `Промокод ${code}` });
  await edit.getByLabel('Минимальная сумма корзины, ₽').fill('1500');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card).toContainText('при заказе от 1');
  await noAxe(page, 'promotions-1280-list');
});

/** A banner-shaped PNG of one colour with some noise (distinct bytes per run). */
const bannerPng = (hue: number) =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: hue, g: 120, b: 255 - hue }, noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .png().toBuffer();

// one after the other: both edit the one slider block, and the later write with the version read before
// the other's save is (rightly) a 409
test.describe.serial('a banner with a photo', () => {
  for (const [label, size] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    test(`at ${label} px: a site admin adds a banner with a photo and sees it on home`, async ({ page }) => {
      await page.setViewportSize(size);
      await signIn(page, SITE_ADMIN);
      await page.goto('/admin-order/content');
      await expect(page.getByRole('heading', { level: 1, name: 'Главная страница' })).toBeVisible();
      const slider = page.getByTestId('home-block').filter({ has: page.getByRole('heading', { name: /^Слайдер баннеров/ }) }).first();
      await expect(slider).toBeVisible();
      await noAxe(page, `content-${label}`);
      const rows = slider.getByTestId('banner-row');
      const n = await rows.count();
      await slider.getByRole('button', { name: 'Добавить баннер' }).click();
      await expect(rows).toHaveCount(n + 1);
      const name = `Баннер ${unique()}`;
      await slider.getByLabel(`Баннер ${n + 1}: название`).fill(name);
      await slider.getByLabel(`Баннер ${n + 1}: подпись`).fill(`${name}: скидки недели`);
      // the photo from the file picker: uploaded, its address kept, its preview shown
      await rows.nth(n).getByTestId('banner-image-input').setInputFiles([{ name: 'акция.png', mimeType: 'image/png', buffer: await bannerPng(Date.now() % 200) }]);
      const image = slider.getByLabel(`Баннер ${n + 1}: изображение`, { exact: true });
      await expect(image).toHaveValue(/^\/media\/photos\/[0-9a-f]{32}\/1200$/, { timeout: 30_000 });
      const url = await image.inputValue();
      await expect(rows.nth(n).getByAltText(`Баннер ${n + 1}: изображение: предпросмотр`)).toBeVisible();
      await slider.getByLabel(`Баннер ${n + 1}: ссылка`).fill('/discounts');
      await noAxe(page, `content-${label}-new-banner`);
      await slider.getByRole('button', { name: 'Сохранить блок' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();

      await expect.poll(async () => {
        await page.goto('/');
        return page.getByTestId('banner-slider').getByAltText(`${name}: скидки недели`).count();
      }, { timeout: 30_000 }).toBeGreaterThan(0);
      const shown = page.getByTestId('banner-slider').getByAltText(`${name}: скидки недели`).first();
      await expect(shown).toHaveAttribute('src', url);
      // the stored photo itself is served (its variant made on the first request); asked directly, since
      // a slide out of view loads lazily
      const served = await page.request.get(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toMatch(/^image\/(avif|webp|jpeg)$/);
    });
  }
});
