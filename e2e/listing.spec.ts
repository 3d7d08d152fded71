// What listing pages and cards render, end to end: the sorts and filters a URL asks for reach the API
// (the cards are the API's answer to the same question, in its order), the discount badge, 'Цена'
// and 'По карте', the unit after the price, the pack size on cards, and portions of 100 g in the basket.
// Expectations come from the API under test and the spec's literal values, never from the code.
import type { Locator, Page } from '@playwright/test';
import type { Catalog, Good, GoodsDicts, HydraCollection, Shop } from '@/contract';
import { apiGet, apiMembers, chooseShop, expect, test } from './fixtures';

let shopId: number;

test.beforeAll(async () => {
  shopId = (await apiMembers<Shop>('/api/shops'))[0].id;
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shopId);
});

const cards = (scope: Page | Locator) => scope.getByTestId('product-card');
const cardOf = (page: Page, id: number) => page.locator(`[data-testid="product-card"][data-good-id="${id}"]`);
const cardIds = async (page: Page) =>
  (await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-good-id')))).map(Number);

/** '1 234,50 ₽' → 1234.5 */
function money(text: string): number {
  const m = /([\d\s\u00a0]+(?:,\d+)?)\s*₽/.exec(text);
  if (!m) throw new Error(`no price in "${text}"`);
  return Number(m[1].replace(/[\s\u00a0]/g, '').replace(',', '.'));
}

/** Money as people read it in ru-RU, written out here rather than taken from the code: 1234.5 → '1 234,50 ₽'. */
function rub(value: number): RegExp {
  const [int, frac] = value.toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]');
  return new RegExp(`${grouped}${frac === '00' ? '(,00)?' : `,${frac}`}[\\s\\u00a0]?₽`);
}

const leaves = async () => (await apiMembers<Catalog>('/api/catalogs')).flatMap((top) => top.items.filter((c) => c.isLeaf));
const goodsOf = (query: string) =>
  apiGet<HydraCollection<Good>>(`/api/shops/${shopId}/goods?itemsPerPage=40&${query}`);

/** The first leaf category whose dictionaries satisfy `pick`, with what `pick` chose. */
async function leafWith<T>(pick: (dicts: GoodsDicts) => T | undefined): Promise<{ leaf: Catalog; picked: T }> {
  for (const leaf of await leaves()) {
    const dicts = await apiGet<GoodsDicts>(`/api/shops/${shopId}/goods/dicts?catalog.id=${leaf.id}`);
    const picked = pick(dicts);
    if (picked !== undefined) return { leaf, picked };
  }
  throw new Error('no demo category offers that filter');
}

/** Opens the listing URL and expects its cards to be the API's answer to `apiQuery`, in that order. */
async function expectCardsAsApi(page: Page, url: string, apiQuery: string, narrowerThan?: string) {
  const expected = await goodsOf(apiQuery);
  expect(expected['hydra:member'].length, `the API finds goods for ${apiQuery}`).toBeGreaterThan(0);
  if (narrowerThan) {
    const all = await goodsOf(narrowerThan);
    expect(expected['hydra:totalItems'], 'the filter narrows the list').toBeLessThan(all['hydra:totalItems']);
  }
  await page.goto(url);
  await expect(cards(page)).toHaveCount(expected['hydra:member'].length);
  expect(await cardIds(page)).toEqual(expected['hydra:member'].map((g) => g.id));
  await expect(page.getByText(new RegExp(`^${expected['hydra:totalItems']} товар`))).toBeVisible();
  return expected['hydra:member'];
}

test.describe('sorts and filters from the URL', () => {
  test('price-desc: dearest first, in the API\'s order', async ({ page }) => {
    const { leaf } = await leafWith((d) => (d.brands.length > 1 ? true : undefined));
    const list = await expectCardsAsApi(page, `/category/${leaf.id}?sort=price-desc`, `catalog.id=${leaf.id}&shopOrder=price-desc`);
    await expect(page.getByTestId('sort-select')).toHaveValue('price-desc');
    // independently of the API: the prices in the cards' 'Цена' row, goods in stock, never rise
    const prices: number[] = [];
    for (const g of list.filter((x) => (x.article?.quantity ?? 0) > 0)) {
      const text = (await cardOf(page, g.id).textContent()) ?? '';
      prices.push(money(text.slice(text.indexOf('Цена') + 'Цена'.length)));
    }
    expect(prices.length).toBeGreaterThan(1);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1]);
  });

  test('discount: the biggest discounts first, in the API\'s order', async ({ page }) => {
    const { leaf } = await leafWith((d) => ((d.withDiscount ?? 0) > 1 ? true : undefined));
    const list = await expectCardsAsApi(page, `/category/${leaf.id}?sort=discount`, `catalog.id=${leaf.id}&shopOrder=discount`);
    await expect(page.getByTestId('sort-select')).toHaveValue('discount');
    const first = list[0].article!;
    expect(first.actualPrice, 'the first good is discounted').toBeLessThan(first.registerPrice);
  });

  test('country', async ({ page }) => {
    const { leaf, picked } = await leafWith((d) => (d.countries.length > 1 ? d.countries[0].value : undefined));
    await expectCardsAsApi(page, `/category/${leaf.id}?countries=${encodeURIComponent(picked)}`,
      `catalog.id=${leaf.id}&country[]=${encodeURIComponent(picked)}`, `catalog.id=${leaf.id}`);
    await expect(page.getByTestId('filters').locator(`input[name="countries"][value=${JSON.stringify(picked)}]`)).toBeChecked();
  });

  test('package', async ({ page }) => {
    const { leaf, picked } = await leafWith((d) => (d.packages.length > 1 ? d.packages[0].value : undefined));
    await expectCardsAsApi(page, `/category/${leaf.id}?packages=${encodeURIComponent(picked)}`,
      `catalog.id=${leaf.id}&package[]=${encodeURIComponent(picked)}`, `catalog.id=${leaf.id}`);
    await expect(page.getByTestId('filters').locator(`input[name="packages"][value=${JSON.stringify(picked)}]`)).toBeChecked();
  });

  test('an extra property', async ({ page }) => {
    const { leaf, picked } = await leafWith((d) => {
      const prop = d.extraProperties.find((p) => p.values.length > 1);
      return prop ? { id: prop.id, value: prop.values[0].value } : undefined;
    });
    await expectCardsAsApi(page, `/category/${leaf.id}?extra[${picked.id}]=${encodeURIComponent(picked.value)}`,
      `catalog.id=${leaf.id}&extra[${picked.id}][]=${encodeURIComponent(picked.value)}`, `catalog.id=${leaf.id}`);
  });

  test('with discount: only discounted goods, each with its badge and both prices', async ({ page }) => {
    const { leaf } = await leafWith((d) => ((d.withDiscount ?? 0) > 0 ? true : undefined));
    const list = await expectCardsAsApi(page, `/category/${leaf.id}?with-discount=1`,
      `catalog.id=${leaf.id}&withDiscount=true`, `catalog.id=${leaf.id}`);
    for (const g of list) {
      const { registerPrice, actualPrice } = g.article!;
      expect(actualPrice).toBeLessThan(registerPrice);
      const card = cardOf(page, g.id);
      // spec: the card's badge is round(actual / regular × 100 − 100) percent
      const percent = Math.round((actualPrice / registerPrice) * 100 - 100);
      await expect(card.getByText(`${percent}%`, { exact: true })).toBeVisible();
      await expect(card.getByText('Цена', { exact: true })).toBeVisible();
      await expect(card.getByText('По карте', { exact: true })).toBeVisible();
      await expect(card.getByTestId('actual-price')).toHaveText(rub(actualPrice));
      await expect(card).toContainText(rub(registerPrice));
    }
  });
});

/** A good of the measure in stock, found through the API, on a search page of its own name. */
async function openCardOf(page: Page, measureId: number, extra: (g: Good) => boolean = () => true): Promise<Good> {
  for (const leaf of await leaves()) {
    const good = (await goodsOf(`catalog.id=${leaf.id}`))['hydra:member']
      .find((g) => g.measure.id === measureId && (g.article?.quantity ?? 0) > 0 && !g.isPickup && extra(g));
    if (!good) continue;
    await page.goto(`/catalog?search-word=${encodeURIComponent(good.name)}`);
    await expect(cardOf(page, good.id)).toBeVisible();
    return good;
  }
  throw new Error(`no demo good of measure ${measureId} in stock`);
}

/** The weight a card shows: a span of its own reading '450 г' or '1,5 кг'. */
const weightOn = (card: Locator) => card.locator('span', { hasText: /^(\d+ г|\d+(,\d+)? кг)$/ });

test.describe('cards', () => {
  test('a good without a discount shows one price, \'Цена\', and no badge', async ({ page }) => {
    const good = await openCardOf(page, 0, (g) => g.article!.actualPrice >= g.article!.registerPrice);
    const card = cardOf(page, good.id);
    await expect(card.getByText('Цена', { exact: true })).toBeVisible();
    await expect(card.getByText('По карте', { exact: true })).toHaveCount(0);
    await expect(card.getByText(/^-\d+%$/)).toHaveCount(0);
    await expect(card.getByTestId('actual-price')).toHaveText(new RegExp(`^${rub(good.article!.registerPrice).source}\\s*/\\s*шт$`));
  });

  test('a piece shows the size on its pack; a good sold by the kilogram does not', async ({ page }) => {
    // the size a shopper reads on the pack ends the demo name ('… 300 г'), not the gross weight
    const piece = await openCardOf(page, 0, (g) => / \d+ г$/.test(g.name));
    await expect(weightOn(cardOf(page, piece.id))).toHaveText([/ (\d+ г)$/.exec(piece.name)![1]]);

    const weighed = await openCardOf(page, 1);
    const card = cardOf(page, weighed.id);
    await expect(card.getByTestId('actual-price')).toHaveText(/\/\s*кг$/);
    await expect(weightOn(card)).toHaveCount(0);
  });

  test('a good sold per 100 g: the price per 100 г, and portions of 100 g in the basket', async ({ page }) => {
    const good = await openCardOf(page, 6);
    const card = cardOf(page, good.id);
    await expect(card.getByTestId('actual-price')).toHaveText(/\/\s*100 г$/);
    await expect(page.getByTestId('mega-menu')).toHaveAttribute('data-enhanced', 'true');

    // ordered 0.1 kg at a time, shown as portions: quantity × 10
    await card.getByRole('button', { name: 'В корзину' }).click();
    const stepper = card.getByRole('group');
    await expect(stepper.getByTestId('quantity-input')).toHaveValue('1');
    await expect(stepper).toContainText('× 100 г');
    await stepper.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(stepper.getByTestId('quantity-input')).toHaveValue('2');
    await stepper.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(stepper.getByTestId('quantity-input')).toHaveValue('3');

    await page.goto('/basket');
    const line = page.getByTestId('basket-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(good.name);
    await expect(line.getByTestId('quantity-input')).toHaveValue('3');
    await expect(line).toContainText('× 100 г');
  });
});
