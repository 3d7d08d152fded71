// The rough edges a shopper hit, in the real browser: a quantity typed into the field on a
// card and in the basket for each measure (pieces, kg, 100 g), blur with zero removing the line, the
// basket actions of the address (good=, remove=, remove=all), whole product names with their size, and
// the search dropdown's card price. Goods and prices come from the API under test; the limits are the
// spec's literal values (pieces up to 999, default 100, basket 99; per-100-gram goods shown × 10).
import type { Locator, Page } from '@playwright/test';
import type { Catalog, Good, HydraCollection, Shop } from '@/contract';
import { apiGet, apiMembers, chooseShop, expect, hydrated, test } from './fixtures';

let shopId: number;

test.beforeAll(async () => {
  shopId = (await apiMembers<Shop>('/api/shops'))[0].id;
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shopId);
});

const cardOf = (page: Page, id: number) => page.locator(`[data-testid="product-card"][data-good-id="${id}"]`);
const lineOf = (page: Page, id: number) => page.locator(`[data-testid="basket-line"][data-good-id="${id}"]`);
const badge = (page: Page) => page.getByTestId('basket-count');

const leaves = async () => (await apiMembers<Catalog>('/api/catalogs')).flatMap((top) => top.items.filter((c) => c.isLeaf));

/** An in-stock good of the measure (not pickup-only, so no dialog), with at least `stock` in stock. */
async function goodOf(measureId: number, stock = 1, extra: (g: Good) => boolean = () => true): Promise<Good> {
  for (const leaf of await leaves()) {
    const goods = await apiGet<HydraCollection<Good>>(`/api/shops/${shopId}/goods?itemsPerPage=100&catalog.id=${leaf.id}`);
    const good = goods['hydra:member'].find((g) => g.measure.id === measureId && (g.article?.quantity ?? 0) >= stock && !g.isPickup && extra(g));
    if (good) return good;
  }
  throw new Error(`no demo good of measure ${measureId} with ${stock} in stock`);
}

/** Opens the search page of the good's own name, where its card is, and puts it into the basket. */
async function addFromCard(page: Page, good: Good): Promise<Locator> {
  await page.goto(`/catalog?search-word=${encodeURIComponent(good.name)}`);
  await hydrated(page);
  const card = cardOf(page, good.id);
  await card.getByRole('button', { name: 'В корзину' }).click();
  await expect(card.getByTestId('quantity-input')).toBeVisible();
  return card;
}

async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Enter');
}

test.describe('typing a quantity', () => {
  test('pieces on a card: typed, rounded to the step, at most 999', async ({ page }) => {
    const good = await goodOf(0, 5);
    const field = (await addFromCard(page, good)).getByTestId('quantity-input');
    await expect(field).toHaveValue('1');

    await type(field, '5');
    await expect(field).toHaveValue('5');
    await type(field, '2,4');
    await expect(field).toHaveValue('2');
    // letters change nothing
    await type(field, 'abc');
    await expect(field).toHaveValue('2');
    await type(field, '5000');
    await expect(field).toHaveValue(String(Math.min(999, good.article!.quantity)));
  });

  test('kilograms on a card: from 0,5 to 2 кг in one edit, rounded to 0,1 кг', async ({ page }) => {
    const good = await goodOf(1, 3);
    const card = await addFromCard(page, good);
    const field = card.getByTestId('quantity-input');
    await expect(field).toHaveValue('0,5');
    await expect(card.getByRole('group')).toContainText('кг');

    await type(field, '2');
    await expect(field).toHaveValue('2');
    await type(field, '1,26');
    await expect(field).toHaveValue('1,3');
    await type(field, '1.24');
    await expect(field).toHaveValue('1,2');

    await page.goto('/basket');
    await expect(lineOf(page, good.id).getByTestId('quantity-input')).toHaveValue('1,2');
  });

  test('per 100 g on a card: typed in portions of 100 g', async ({ page }) => {
    const good = await goodOf(6, 1);
    const card = await addFromCard(page, good);
    const field = card.getByTestId('quantity-input');
    await expect(field).toHaveValue('1');
    await expect(card.getByRole('group')).toContainText('× 100 г');
    await expect(card.getByTestId('actual-price')).toHaveText(/\/\s*100 г$/);

    const portions = Math.min(7, Math.floor(good.article!.quantity * 10));
    await type(field, String(portions));
    await expect(field).toHaveValue(String(portions));

    await page.goto('/basket');
    const line = lineOf(page, good.id);
    await expect(line.getByTestId('quantity-input')).toHaveValue(String(portions));
    await expect(line).toContainText('× 100 г');
  });

  test('the basket: typed quantities per measure, at most 99, amounts follow', async ({ page }) => {
    // enough in stock that 99 is the limit, not the stock
    const piece = await goodOf(0, 100);
    const weighed = await goodOf(1, 3);
    const per100 = await goodOf(6, 10);
    for (const good of [piece, weighed, per100]) await addFromCard(page, good);
    await page.goto('/basket');
    await expect(page.getByTestId('basket-line')).toHaveCount(3);

    const pieceField = lineOf(page, piece.id).getByTestId('quantity-input');
    await type(pieceField, '150');
    await expect(pieceField).toHaveValue('99');

    const kgField = lineOf(page, weighed.id).getByTestId('quantity-input');
    await type(kgField, '2,56');
    await expect(kgField).toHaveValue('2,6');

    const portionField = lineOf(page, per100.id).getByTestId('quantity-input');
    await type(portionField, '150');
    await expect(portionField).toHaveValue('99');
    // a guest pays the regular price; per-100-gram prices are per portion of 100 g
    const amount = Math.round(per100.article!.registerPrice * 99 * 100) / 100;
    const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: amount % 1 ? 2 : 0 }).format(amount);
    await expect(lineOf(page, per100.id)).toContainText(rub);
  });

  test('blur with zero removes the line, in the basket and on a card', async ({ page }) => {
    const first = await goodOf(0, 1);
    const second = await goodOf(1, 1);
    const card = await addFromCard(page, second);
    // on the card: zero, then leaving the field, gives the 'В корзину' button back
    await card.getByTestId('quantity-input').fill('0');
    await card.getByTestId('quantity-input').blur();
    await expect(card.getByRole('button', { name: 'В корзину' })).toBeVisible();
    await expect(badge(page)).toHaveAttribute('data-count', '0');

    await addFromCard(page, first);
    await addFromCard(page, second);
    await page.goto('/basket');
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    const field = lineOf(page, first.id).getByTestId('quantity-input');
    await field.fill('0');
    // typing alone changes nothing: the line goes when the shopper leaves the field
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    await field.blur();
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(lineOf(page, second.id)).toBeVisible();

    // an emptied field clears the same way
    const other = lineOf(page, second.id).getByTestId('quantity-input');
    await other.fill('');
    await other.press('Tab');
    await expect(page.getByTestId('basket-empty')).toBeVisible();
  });
});

test.describe('basket actions in the address', () => {
  test('good={id} adds the good once and leaves the address', async ({ page }) => {
    const good = await goodOf(0, 1);
    await page.goto(`/category/${good.catalog.id}?good=${good.id}`);
    await expect(badge(page)).toHaveAttribute('data-count', '1');
    await expect(page).toHaveURL(new RegExp(`/category/${good.catalog.id}$`));
    // a reload of the same address does not add it twice
    await page.goto(`/product/${good.id}?good=${good.id}`);
    await expect(page).toHaveURL(new RegExp(`/product/${good.id}$`));
    await page.goto('/basket');
    await expect(lineOf(page, good.id).getByTestId('quantity-input')).toHaveValue('1');
  });

  test('good={id} survives the redirect of a listing address to its canonical form', async ({ page }) => {
    const good = await goodOf(0, 1);
    // an unknown sort is folded away by a redirect (middleware); the basket action rides along
    await page.goto(`/category/${good.catalog.id}?sort=nonsense&good=${good.id}`);
    await expect(badge(page)).toHaveAttribute('data-count', '1');
    await expect(page).toHaveURL(new RegExp(`/category/${good.catalog.id}$`));
  });

  test('remove={id} takes one good out', async ({ page }) => {
    const a = await goodOf(0, 1);
    const b = await goodOf(1, 1);
    await addFromCard(page, a);
    await addFromCard(page, b);
    await expect(badge(page)).toHaveAttribute('data-count', '2');
    await page.goto(`/?remove=${a.id}`);
    await expect(badge(page)).toHaveAttribute('data-count', '1');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/basket');
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(lineOf(page, b.id)).toBeVisible();
  });

  for (const path of ['/catalog', '/basket']) {
    test(`remove=all on ${path} clears the basket`, async ({ page }) => {
      const good = await goodOf(0, 1);
      await addFromCard(page, good);
      await expect(badge(page)).toHaveAttribute('data-count', '1');
      await page.goto(`${path}?remove=all`);
      await expect(badge(page)).toHaveAttribute('data-count', '0');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goto('/basket');
      await expect(page.getByTestId('basket-empty')).toBeVisible();
    });
  }

  test('\'Очистить корзину\' navigates with remove=all', async ({ page }) => {
    const good = await goodOf(0, 1);
    await addFromCard(page, good);
    await page.goto('/basket');
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    await page.getByTestId('basket-clear-confirm').getByRole('button', { name: 'Очистить' }).click();
    await expect(page.getByTestId('basket-empty')).toBeVisible();
    await expect(badge(page)).toHaveAttribute('data-count', '0');
    await expect(page).toHaveURL(/\/basket$/);
  });
});

/** The size a milk name ends with, as written in the demo data: '930 мл', '2 л', '1,4 л'. */
const sizeOf = (name: string) => /(\d+(?:,\d+)?\s(?:мл|л))$/.exec(name)?.[1] ?? null;

test.describe('whole names', () => {
  test('milk cards show the whole name and the size on the pack', async ({ page }) => {
    const milk = (await apiGet<HydraCollection<Good>>(`/api/shops/${shopId}/goods?catalog.id=101&itemsPerPage=40`))['hydra:member'];
    expect(milk.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/category/101');
    for (const good of milk.slice(0, 12)) {
      const card = cardOf(page, good.id);
      const name = card.getByRole('link', { name: good.name, exact: true });
      await expect(name).toHaveText(good.name);
      // nothing clipped: the element is as tall as its text
      const clipped = await name.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
      expect(clipped, good.name).toBe(false);
      const size = sizeOf(good.name);
      expect(size, `the demo milk ${good.name} ends with its volume`).not.toBeNull();
      // volumes below a litre in ml, else in l: the one way sizes are written
      await expect(card.getByTestId('card-size')).toHaveText(size!.replace(/^0,(\d+) л$/, (_, d: string) => `${Number(d.padEnd(3, '0'))} мл`));
    }
  });

  test('the search dropdown shows whole names and the card price only when lower, as cards do', async ({ page }) => {
    const word = 'молоко';
    const suggested = await apiMembers<Good>(`/api/goods?search=${encodeURIComponent(word)}&softShopId=${shopId}`);
    expect(suggested.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Поиск по каталогу' }).pressSequentially(word);
    const dropdown = page.getByTestId('search-suggestions');
    await expect(dropdown.getByRole('option')).toHaveCount(Math.min(8, suggested.length));
    for (const good of suggested.slice(0, 8)) {
      const option = dropdown.getByRole('option').filter({ has: page.locator(`a[href="/product/${good.id}"]`) });
      const name = option.getByRole('link');
      await expect(name).toHaveText(good.name);
      const clipped = await name.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
      expect(clipped, good.name).toBe(false);
      const lower = good.article !== null && good.article.actualPrice < good.article.registerPrice;
      await expect(option.getByTestId('suggestion-card-price')).toHaveCount(lower ? 1 : 0);
    }
    // the card price has the cards' sale colour
    const cardPrice = dropdown.getByTestId('suggestion-card-price').first();
    const discounted = suggested.slice(0, 8).some((g) => g.article !== null && g.article.actualPrice < g.article.registerPrice);
    expect(discounted, 'one of the first milk suggestions has a card discount').toBe(true);
    const sale = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-sale').trim());
    const colour = await cardPrice.evaluate((el) => getComputedStyle(el).color);
    const expected = await page.evaluate((c) => { const d = document.createElement('div'); d.style.color = c; document.body.append(d); const v = getComputedStyle(d).color; d.remove(); return v; }, sale);
    expect(colour).toBe(expected);
  });
});
