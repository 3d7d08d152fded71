// Reviews, moderation and the age gate in the real browser (storefront spec §2, §4, §5;
// checkout-account-admin spec §4 "Age gate"): a customer writes a review and reads the moderation
// message; a site admin publishes it from the 'Отзывы' tab and the (cached) product page shows the
// new rating at once; the age gate on the age-restricted category (yes stays, no goes home) without
// skipping the pickup-only question; axe finds nothing on a product page with its reviews open.
import os from 'node:os';
import path from 'node:path';
import type { Catalog, Good, ModerationReview, Rating } from '@/contract';
import { api, apiGet, apiMembers, axeViolations, expect, hydrated, seedReceivingChoice, signIn, test, tokenOf } from './fixtures';

const SHOP_ID = 1;
const WRITER = { phone: '9000000004', password: 'demo12345' };
const READER = { phone: '9000000001', password: 'demo12345' };
const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };

/** A good of the shop nobody has rated, outside the age-restricted categories. */
async function unratedGood(): Promise<Good> {
  const goods = await apiMembers<Good>(`/api/shops/${SHOP_ID}/goods?itemsPerPage=100`);
  const good = goods.find((g) => g.rating.numberRates === 0 && !g.catalog.hasAgeRestrictions);
  expect(good, 'the demo shop sells a good without ratings').toBeTruthy();
  return good!;
}

/** The demo's most reviewed good (more than one page of reviews), found through the moderation queue. */
async function reviewedGood(): Promise<number> {
  const admin = await tokenOf(`7${SITE_ADMIN.phone}`, SITE_ADMIN.password);
  const pending = (await api<{ 'hydra:member': ModerationReview[] }>('GET', '/api/reviews/pending', undefined, admin))['hydra:member'];
  for (const id of new Set(pending.map((r) => r.good.id))) {
    const rating = await apiGet<Rating>(`/api/goods/${id}/rating`);
    const good = await apiGet<Good>(`/api/shops/${SHOP_ID}/goods/${id}`).catch(() => null);
    if (rating.numberRates > 10 && good && !good.catalog.hasAgeRestrictions) return id;
  }
  throw new Error('no good with more than a page of reviews');
}

test('a customer writes a review; a site admin publishes it and the product page shows the new rating', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const good = await unratedGood();
  await signIn(page, WRITER);
  await page.goto(`/product/${good.id}`);
  const reviews = page.getByTestId('reviews');
  await expect(reviews.getByText('Нет оценок')).toBeVisible();
  await expect(reviews.getByText('Пока нет отзывов :(')).toBeVisible();

  const form = reviews.getByTestId('review-form');
  const submit = form.getByRole('button', { name: 'Оставить отзыв' });
  await expect(submit).toBeDisabled();
  await expect(form.getByTestId('review-counter')).toHaveText('0 / 1000 символов');
  await form.locator('label', { hasText: '4 из 5' }).click();
  await expect(form.getByRole('radio', { name: '4 из 5' })).toBeChecked();
  const text = form.getByLabel('Текст отзыва (необязательно)');
  await text.fill('Вкус');
  await submit.click();
  await expect(form.getByText('Текст отзыва должен быть не короче 5 символов.')).toBeVisible();
  await text.fill('Вкусно и свежо, <b>беру</b> снова!');
  await expect(form.getByTestId('review-counter')).toHaveText('34 / 1000 символов');
  await submit.click();
  await expect(reviews.getByRole('status')).toHaveText('Спасибо! Отзыв будет опубликован после прохождения модерации.');
  await expect(reviews.getByTestId('own-review-status')).toHaveText('На модерации');

  // one review per good: the page shows it instead of a second form
  await page.reload();
  await expect(reviews.getByTestId('own-review')).toContainText('Вкусно и свежо, <b>беру</b> снова!');
  await expect(reviews.getByTestId('review-form')).toHaveCount(0);

  const admin = await browser.newPage();
  await seedReceivingChoice(admin);
  try {
    await signIn(admin, SITE_ADMIN);
    await admin.goto('/admin-order');
    await admin.getByRole('link', { name: 'Отзывы' }).click();
    await expect(admin.getByRole('heading', { name: 'Отзывы на модерации' })).toBeVisible();
    const card = admin.getByTestId('pending-review').filter({ hasText: 'Вкусно и свежо' });
    await expect(card).toContainText(good.name);
    await expect(card).toContainText('Евгения Заказова');
    await card.getByRole('button', { name: 'Опубликовать' }).click();
    // published after the few seconds «Отменить публикацию» is offered; the card keeps its place
    await expect(card.getByTestId('review-outcome')).toHaveText('Опубликован', { timeout: 15_000 });

    // the product page was cached with no rating: publishing dropped it, so it shows the review now
    await admin.goto(`/product/${good.id}`);
    const summary = admin.getByTestId('rating-summary');
    await expect(summary.getByTestId('rating')).toHaveAttribute('aria-label', 'Рейтинг 4,0 из 5, 1 оценка');
    await expect(admin.getByTestId('review-list')).toContainText('Вкусно и свежо, <b>беру</b> снова!');
    await expect(admin.getByTestId('product').getByTestId('rating')).toHaveAttribute('aria-label', 'Рейтинг 4,0 из 5, 1 оценка');
  } finally {
    await admin.close();
  }
  await page.reload();
  await expect(page.getByTestId('own-review-status')).toHaveText('Опубликован');
});

test("a guest reads the reviews, pages them with 'Показать еще' and is asked to sign in", async ({ page }) => {
  const id = await reviewedGood();
  await page.goto(`/product/${id}`);
  const reviews = page.getByTestId('reviews');
  await expect(reviews.getByText('Авторизуйтесь, чтобы оставить отзыв о товаре.')).toBeVisible();
  await expect(reviews.getByRole('list', { name: 'Распределение оценок' }).getByRole('listitem')).toHaveCount(5);
  const items = reviews.getByTestId('review');
  await expect(items).toHaveCount(10);
  await hydrated(page);
  await reviews.getByRole('button', { name: 'Показать еще' }).click();
  await expect(items).toHaveCount(20);
});

test.describe('the age gate', () => {
  async function restricted() {
    const alcohol = (await apiMembers<Catalog>('/api/catalogs')).find((c) => c.hasAgeRestrictions)!;
    const leaf = alcohol.items[0];
    const [good] = (await apiMembers<Good>(`/api/shops/${SHOP_ID}/goods?catalog.id=${leaf.id}&itemsPerPage=30`))
      .filter((g) => g.isPickup && (g.article?.quantity ?? 0) > 0);
    return { category: leaf.id, good };
  }

  test("'Мне есть 18' stays and is remembered; the pickup-only question still asks", async ({ page }) => {
    const { category, good } = await restricted();
    await page.goto(`/category/${category}`);
    // the page itself is rendered on the server, for search engines
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const gate = page.getByTestId('age-gate');
    await expect(gate).toContainText('Товары этой категории доступны только для совершеннолетних!');
    await gate.getByRole('button', { name: 'Мне есть 18' }).click();
    await expect(gate).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/category/${category}$`));
    const until = Number(await page.evaluate(() => localStorage.getItem('age_confirmed_until')));
    expect(until - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    await page.goto(`/product/${good.id}`);
    await hydrated(page);
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
    await page.getByTestId('product').getByRole('button', { name: /в корзину/i }).first().click();
    await expect(page.getByText('Этот товар доступен только для самовывоза! Добавить его в корзину?')).toBeVisible();
  });

  test("'Мне нет 18' and closing go home", async ({ page }) => {
    const { category, good } = await restricted();
    await page.goto(`/category/${category}`);
    await page.getByTestId('age-gate').getByRole('button', { name: 'Мне нет 18' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/product/${good.id}`);
    await expect(page.getByTestId('age-gate')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`axe finds nothing on a product page with its reviews open at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const id = await reviewedGood();
    await signIn(page, READER);
    await page.goto(`/product/${id}`);
    const reviews = page.getByTestId('reviews');
    await expect(reviews.getByTestId('review-form')).toBeVisible();
    await reviews.getByRole('button', { name: 'Показать еще' }).click();
    await expect(reviews.getByTestId('review')).toHaveCount(20);
    await reviews.getByRole('heading', { name: 'Отзывы' }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
    if (process.env.E2E_SHOTS) await page.screenshot({ path: path.join(os.tmpdir(), `reviews-${viewport.width}.png`) });
    expect(await axeViolations(page)).toEqual([]);
  });
}
