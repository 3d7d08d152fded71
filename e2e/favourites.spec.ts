// Favourites in the real browser (storefront spec §2, §4; checkout-account-admin spec §2
// "Favourites pages"): a customer adds and removes a favourite from a card and from the product
// page, finds it on /favorites by its name, and clears the list; a guest sees no heart and is sent
// home from both pages; axe finds nothing on /favorites and /favorites/purchased on a phone and a desktop.
import type { Page } from '@playwright/test';
import type { Favorite, Good, HydraCollection } from '@/contract';
import { api, apiMembers, axeViolations, expect, hydrated, signIn, test, tokenOf } from './fixtures';

const HOLDER = { phone: '9000000001', password: 'demo12345' };
const PLAIN = { phone: '9000000002', password: 'demo12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** With E2E_SHOTS=<dir>, a picture of the page to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: false });
};

async function customer(phone: string) {
  const token = await tokenOf(`7${phone}`, 'demo12345');
  const me = await api<{ id: number }>('GET', '/api/customers/me', undefined, token);
  const favourites = async () =>
    (await api<HydraCollection<Favorite>>('GET', `/api/customers/${me.id}/favorites`, undefined, token))['hydra:member'].map((f) => f.goodId);
  return { favourites };
}

test('a customer adds and removes a favourite on a card and on the product page, finds it on /favorites and clears the list', async ({ page }) => {
  // many steps, each a page or an API call: on a machine under load more than the default minute
  test.setTimeout(240_000);
  const { favourites } = await customer(HOLDER.phone);
  const already = new Set(await favourites());
  // an in-stock good of the default shop that is not a favourite yet, and its category's listing
  const good = (await apiMembers<Good>('/api/shops/1/goods?itemsPerPage=60'))
    .find((g) => !already.has(g.id) && (g.article?.quantity ?? 0) > 0 && !g.catalog.hasAgeRestrictions)!;
  expect(good).toBeDefined();

  // a guest's listing has no hearts: the cached page is the same for everyone
  await page.goto(`/category/${good.catalog.id}`);
  await hydrated(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('favorite-button')).toHaveCount(0);

  await signIn(page, HOLDER);
  await page.goto(`/category/${good.catalog.id}`);
  const card = page.locator(`[data-testid="product-card"][data-good-id="${good.id}"]`);
  const cardHeart = card.getByTestId('favorite-button');
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(favourites).toContain(good.id);
  await shot(page, 'favourites-card-heart');

  // the product page fills its heart from the same list; removing and adding again from there
  await page.goto(`/product/${good.id}`);
  const heart = page.getByTestId('product').getByTestId('favorite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(favourites).not.toContain(good.id);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(favourites).toContain(good.id);
  await shot(page, 'favourites-product-heart');

  // /favorites: found by a part of its name, with the shop's card (price, add to basket)
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  const word = good.name.split(/\s+/).find((w) => w.length >= 4)!;
  // the list is asked again once the typing settles: the card to tap is the one of that answer,
  // not the whole list's that stays on screen meanwhile
  const searched = page.waitForResponse((r) => /\/favorites\?/.test(r.url()) && new URL(r.url()).searchParams.has('name'));
  await page.getByTestId('favorites-search').fill(word.toLowerCase());
  await searched;
  const found = page.locator(`[data-testid="product-card"][data-good-id="${good.id}"]`);
  await expect(found).toBeVisible();
  await expect(found.getByRole('button', { name: /в корзину/i })).toBeVisible();
  // removed from its card there
  await found.getByTestId('favorite-button').click();
  await expect(found.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(favourites).not.toContain(good.id);

  // 'Очистить избранное' asks first, then the list is empty and links to the catalogue
  await page.getByTestId('favorites-search').fill('');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByTestId('favorites-clear').click();
  const dialog = page.getByTestId('favorites-clear-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();
  expect((await favourites()).length).toBeGreaterThan(0);
  await page.getByTestId('favorites-clear').click();
  await page.getByTestId('favorites-clear-dialog').getByRole('button', { name: 'Очистить' }).click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(page.getByTestId('favorites-empty').getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', '/catalog');
  expect(await favourites()).toEqual([]);
});

test('a guest is sent home from /favorites and /favorites/purchased', async ({ page }) => {
  for (const path of ['/favorites', '/favorites/purchased']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('axe finds nothing on /favorites and /favorites/purchased on a phone and a desktop', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, PLAIN);
  for (const [size, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    for (const path of ['/favorites', '/favorites/purchased']) {
      await page.goto(path);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('favorite-button').first()).toBeVisible();
      expect(await axeViolations(page), `${path} at ${size}`).toEqual([]);
      await shot(page, `${path.slice(1).replace('/', '-')}-${size}`);
    }
  }
});
