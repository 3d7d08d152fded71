// Filter counts a shopper can trust: with 'Со скидкой' and a country chosen, each other
// value says how many goods choosing it would show (the count is checked against the listing the
// API gives with that value chosen, and by choosing it in the browser); values that would show
// nothing stay listed, greyed out with 0. And search says what it searched for when it corrected
// the query.
import type { Page } from '@playwright/test';
import type { Catalog, GoodsDicts, HydraCollection, Shop } from '@/contract';
import { apiGet, apiMembers, chooseShop, expect, hydrated, test } from './fixtures';

let shopId: number;

test.beforeAll(async () => {
  shopId = (await apiMembers<Shop>('/api/shops'))[0].id;
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shopId);
});

const totalOf = async (query: string) =>
  (await apiGet<HydraCollection<unknown>>(`/api/shops/${shopId}/goods?itemsPerPage=1&${query}`))['hydra:totalItems'];

/** A top category where 'Со скидкой' and a country other than the first leave a few goods. */
async function categoryWithTwoFilters(): Promise<{ top: Catalog; country: string; total: number }> {
  for (const top of await apiMembers<Catalog>('/api/catalogs')) {
    if (top.hasAgeRestrictions) continue;
    const dicts = await apiGet<GoodsDicts>(`/api/shops/${shopId}/goods/dicts?catalog.id=${top.id}`);
    for (const c of dicts.countries.slice(1)) {
      const total = await totalOf(`catalog.id=${top.id}&withDiscount=true&country[]=${encodeURIComponent(c.value)}`);
      if (total >= 2) return { top, country: c.value, total };
    }
  }
  throw new Error('no demo category has discounted goods of a second country');
}

const brandOption = (page: Page, brand: string) =>
  page.getByTestId('filters').locator('label', { has: page.locator(`input[name="brands"][value=${JSON.stringify(brand)}]`) });

test('after two filters each brand shows what choosing it gives, and values giving nothing are greyed out', async ({ page }) => {
  const { top, country, total } = await categoryWithTwoFilters();
  const chosen = `catalog.id=${top.id}&withDiscount=true&country[]=${encodeURIComponent(country)}`;
  await page.goto(`/category/${top.id}?with-discount=1&countries=${encodeURIComponent(country)}`);
  await expect(page.getByText(new RegExp(`^${total} товар`))).toBeVisible();

  const dicts = await apiGet<GoodsDicts>(`/api/shops/${shopId}/goods/dicts?${chosen}`);
  const some = dicts.brands.filter((b) => b.filterHits > 0);
  const none = dicts.brands.filter((b) => b.filterHits === 0);
  expect(some.length).toBeGreaterThan(0);
  expect(none.length, 'some brand has no discounted goods of that country').toBeGreaterThan(0);
  // what the page shows for a brand is what the listing gives once it is chosen too
  for (const b of some.slice(0, 3)) {
    const expected = await totalOf(`${chosen}&brand[]=${encodeURIComponent(b.value)}`);
    await expect(brandOption(page, b.value).locator('span').last()).toHaveText(String(expected));
  }
  const empty = brandOption(page, none[0].value);
  await expect(empty.locator('span').last()).toHaveText('0');
  await expect(empty.locator('input')).toBeDisabled();
  await expect(brandOption(page, some[0].value).locator('input')).toBeEnabled();

  // choosing a brand shows as many goods as its count said
  const pick = some[0];
  const promised = await totalOf(`${chosen}&brand[]=${encodeURIComponent(pick.value)}`);
  await expect(page.getByTestId('listing-filters')).toHaveAttribute('data-enhanced', 'true');
  const group = page.getByTestId('filters').locator('details', { has: page.locator('input[name="brands"]') });
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  await brandOption(page, pick.value).locator('input').check();
  await expect(page).toHaveURL(/[?&]brands=/);
  await expect(page.getByText(new RegExp(`^${promised} товар`))).toBeVisible();
});

test("a discount's own listing does not offer 'Со скидкой'", async ({ page }) => {
  const discounts = await apiMembers<{ id: number }>(`/api/shops/${shopId}/discounts`);
  expect(discounts.length).toBeGreaterThan(0);
  await page.goto(`/catalog?discount=${discounts[0].id}`);
  await expect(page.getByTestId('filters')).toBeAttached();
  await expect(page.getByTestId('filters').locator('input[name="with-discount"]')).toHaveCount(0);
});

test.describe('search says what it searched for', () => {
  test("a query typed in the wrong layout: 'vjkjrj' shows results for «молоко»", async ({ page }) => {
    await page.goto('/catalog?search-word=vjkjrj');
    await expect(page.getByText('Показаны результаты по запросу «молоко»')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test("a typo: 'малако' shows results for «молоко»", async ({ page }) => {
    await page.goto(`/catalog?search-word=${encodeURIComponent('малако')}`);
    await expect(page.getByText('Показаны результаты по запросу «молоко»')).toBeVisible();
  });

  for (const [typed, reading, why] of [
    ['кефр', 'кефир', 'a missing letter'],
    ['данон', 'danon', 'a Latin brand written in Cyrillic'],
    ['ьщдщкщ', 'молоко', "'moloko' typed in the Russian layout, one key off"],
  ]) {
    test(`${why}: '${typed}' shows goods, read as «${reading}»`, async ({ page }) => {
      await page.goto(`/catalog?search-word=${encodeURIComponent(typed)}`);
      await expect(page.getByText(`Показаны результаты по запросу «${reading}»`)).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });
  }

  // typed into the header's box as a shopper does: the dropdown says what it read and offers goods,
  // and Enter opens the results with the same hint
  for (const [typed, reading] of [['кефр', 'кефир'], ['данон', 'danon'], ['ьщдщкщ', 'молоко']]) {
    test(`'${typed}' typed into the search box: the dropdown and the results read it as «${reading}»`, async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });
      await box.pressSequentially(typed);
      const dropdown = page.getByTestId('search-suggestions');
      await expect(dropdown.getByText(`Показаны результаты по запросу «${reading}»`)).toBeVisible();
      await expect(dropdown.getByRole('option').first()).toBeVisible();
      await box.press('Enter');
      await expect(page).toHaveURL(/search-word=/);
      await expect(page.getByTestId('corrected-query')).toHaveText(`Показаны результаты по запросу «${reading}»`);
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    });
  }

  test('the dropdown forgives a missing letter too', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Поиск по каталогу' }).pressSequentially('кефр');
    await expect(page.getByTestId('search-suggestions').getByRole('option').first()).toContainText(/кефир/i);
  });

  test('a query found as typed says nothing more', async ({ page }) => {
    await page.goto(`/catalog?search-word=${encodeURIComponent('молоко')}`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('corrected-query')).toHaveCount(0);
  });
});
