// The site shell and home: page blocks, the mega menu, the search dropdown, the basket badge, and
// the same shell with JavaScript disabled. Expectations come from the API the storefront uses.
import type { Catalog, Good, PageBlock, Shop } from '@/contract';
import { apiMembers, chooseShop, expect, hydrated, test } from './fixtures';

let shopId: number;

test.beforeAll(async () => {
  shopId = (await apiMembers<Shop>('/api/shops'))[0].id;
});

test.beforeEach(async ({ context }) => {
  await chooseShop(context, shopId);
});

const blocks = () => apiMembers<PageBlock>(`/api/shops/${shopId}/page_blocks?pageType=main&target=site`);
const weekSales = () => apiMembers<Good>(`/api/shops/${shopId}/maxdiscount`);

/** A top category with subcategories: the menu links it to /catalog?parent= and its children to /category/. */
async function categoryWithChildren(): Promise<Catalog> {
  const top = (await apiMembers<Catalog>('/api/catalogs')).find((c) => c.items.length > 0);
  expect(top, 'the demo catalogue has a category with subcategories').toBeTruthy();
  return top!;
}

/** A word of a real good's name, for the search box. */
async function searchWord(): Promise<string> {
  const [good] = await weekSales();
  return good.name.split(/\s+/).find((w) => /^[а-яё]{4,}$/i.test(w))!.toLowerCase();
}


test.describe('home', () => {
  test('renders its blocks: banners, week sales with prices in roubles, news links', async ({ page }) => {
    const all = await blocks();
    await page.goto('/');

    const banners = all.find((b) => b.blockType === 1)?.bannerBlock?.banners ?? [];
    expect(banners.length, 'the demo home has banners').toBeGreaterThan(0);
    const slider = page.getByTestId('banner-slider');
    await expect(slider.locator('img')).toHaveCount(banners.length);
    const linked = banners.filter((b) => b.linkUrl);
    expect(linked.length, 'the demo banners link somewhere').toBeGreaterThan(0);
    for (const banner of linked) {
      const link = slider.locator(`a[href="${banner.linkUrl}"]`).first();
      if (banner.isTargetBlank) await expect(link).toHaveAttribute('target', '_blank');
      else await expect(link).not.toHaveAttribute('target', '_blank');
    }

    const sales = await weekSales();
    expect(sales.length, 'the demo shop has week sales').toBeGreaterThan(0);
    const salesBlock = page.getByTestId('week-sales-block');
    await expect(salesBlock.getByRole('heading', { level: 2 })).toBeVisible();
    const firstCard = salesBlock.locator(`[data-good-id="${sales[0].id}"]`);
    await expect(firstCard).toContainText(sales[0].name);
    await expect(firstCard).toContainText(/\d[\d\s\u00a0]*(,\d{2})?\s?₽/);

    const news = all.find((b) => b.blockType === 4)?.newsBlock?.items ?? [];
    expect(news.length, 'the demo home has news').toBeGreaterThan(0);
    for (const item of news) {
      await expect(page.getByTestId('news-block').locator(`a[href="/news/${encodeURIComponent(item.slug)}"]`)).toContainText(item.title);
    }

    const goodsBlock = all.find((b) => b.blockType === 5)?.goodsBlock?.goods ?? [];
    expect(goodsBlock.length, 'the demo home has a goods block').toBeGreaterThan(0);
    await expect(page.getByTestId('goods-block').getByTestId('product-card')).toHaveCount(Math.min(goodsBlock.length, 10));
  });

  // phones show two cards and the edge of a third (2.3, then 3.3 from 530 px), wider screens whole cards
  test('carousels show 2.3, 3.3, 3, 4 or 5 goods by width and scroll with the arrows', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const carousel = page.getByTestId('week-sales-block').locator('[aria-roledescription="карусель"]');
    // the row of slides (the viewport's width and one gap) over one slide
    const perView = () => carousel.evaluate((el) => {
      const row = el.querySelector('ul')!.getBoundingClientRect().width;
      const slide = el.querySelector('li')!.getBoundingClientRect().width;
      return Math.round((row / slide) * 10) / 10;
    });
    for (const [width, expected] of [[400, 2.3], [600, 3.3], [800, 3], [1100, 4], [1300, 5]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(perView).toBe(expected);
    }
    const first = carousel.locator('li').first();
    const before = (await first.boundingBox())!.x;
    await carousel.getByRole('button', { name: 'Вперёд' }).click();
    await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(before - 100);
  });

  test('the banner slider turns by itself after its delay', async ({ page }) => {
    const banner = (await blocks()).find((b) => b.blockType === 1);
    expect(banner?.autoplay, 'the demo banner slider plays by itself').toBe(true);
    expect(banner!.bannerBlock!.banners.length, 'with at least two banners').toBeGreaterThan(1);
    const delay = banner!.bannerBlock!.autoplayDelay || 5000;
    await page.goto('/');
    await hydrated(page);
    const dots = page.getByTestId('banner-slider').getByRole('button', { name: /^Слайд / });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0); // the pointer over the banner would pause it
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: delay + 3000 });
  });

  test('has a title, a description, a canonical URL and Open Graph tags', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/.+/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  });
});

test.describe('mega menu', () => {
  test('opens on hover and leads to a category', async ({ page }) => {
    const top = await categoryWithChildren();
    const sub = top.items[0];
    await page.goto('/');
    await hydrated(page);
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel).toBeHidden();

    await page.getByTestId('mega-menu').getByRole('link', { name: 'Каталог', exact: true }).hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Каталог товаров' })).toBeVisible();
    await expect(panel.getByRole('link', { name: top.name, exact: true })).toHaveAttribute('href', `/catalog?parent=${top.id}`);

    await panel.getByRole('link', { name: sub.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/category/${sub.id}$`));
    await expect(panel).toBeHidden();
  });

  test('a link pressed as the page turns interactive still leads there, without reloading the page', async ({ page }) => {
    // The pointer reaches the link before the scripts run (they are held back here), the page hydrates,
    // then the shopper presses: the press must not find its link swapped for another element (it did,
    // and the click was lost). After hydration the router follows the link: no new document.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((r) => { release = r; });
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => { await scriptsHeld; await route.continue(); });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('mega-menu').getByRole('link', { name: 'Каталог', exact: true }).hover();
    const link = page.getByTestId('mega-menu-panel').locator('a[href^="/category/"]').first();
    const href = await link.getAttribute('href');
    await link.hover();
    release();
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'document') documents.push(r.url()); });
    await page.mouse.down();
    await page.mouse.up();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(documents).toEqual([]);
  });

  test('opens by keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const trigger = page.getByTestId('mega-menu').getByRole('link', { name: 'Каталог', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('shows the own-production good sets', async ({ page }) => {
    const sets = await apiMembers<{ id: number; title: string }>(`/api/shops/${shopId}/good_sets?show-in=catalog`);
    expect(sets.length, 'the demo catalogue shows good sets').toBeGreaterThan(0);
    await page.goto('/');
    await page.getByTestId('mega-menu').getByRole('link', { name: 'Каталог', exact: true }).hover();
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel.getByRole('heading', { name: 'Собственное производство' })).toBeVisible();
    await expect(panel.locator(`a[href="/good-sets/${sets[0].id}"]`).first()).toContainText(sets[0].title);
  });
});

test.describe('search', () => {
  test('suggests goods from 3 characters; Enter goes to the results page', async ({ page }) => {
    const word = await searchWord();
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });
    const dropdown = page.getByTestId('search-suggestions');

    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/goods' && url.searchParams.has('search')) asked.push(url.searchParams.get('search')!);
    });

    // past the 500 ms debounce by the page's own clock, not a guessed wait: two letters ask nothing
    await box.pressSequentially(word.slice(0, 2));
    await page.clock.runFor(1_000);
    await expect(dropdown).toBeHidden();

    await box.pressSequentially(word.slice(2, 3));
    await page.clock.runFor(1_000);
    await expect(dropdown).toBeVisible();
    // the first question the box asked was the three letters
    expect(asked).toEqual([word.slice(0, 3)]);
    const options = dropdown.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(options.first().getByRole('link')).toHaveAttribute('href', /^\/product\/\d+$/);
    await expect(options.first()).toContainText('₽');

    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/catalog\\?search-word=${encodeURIComponent(word.slice(0, 3))}$`));
  });

  test('Tab and Escape close the dropdown; arrows pick a product', async ({ page }) => {
    const word = await searchWord();
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });
    const dropdown = page.getByTestId('search-suggestions');

    await box.pressSequentially(word);
    await expect(dropdown).toBeVisible();
    await box.press('Tab');
    await expect(dropdown).toBeHidden();

    await box.focus();
    await expect(dropdown).toBeVisible();
    await box.press('Escape');
    await expect(dropdown).toBeHidden();

    await box.press('ArrowDown');
    await expect(dropdown).toBeVisible();
    const first = dropdown.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = await first.getByRole('link').getAttribute('href');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test('adding a good from the home page counts in the basket badge and survives a reload', async ({ page }) => {
  const good = (await weekSales()).slice(0, 4).find((g) => g.article && g.article.quantity > 0);
  expect(good, 'one of the first week-sales goods is in stock').toBeTruthy();
  await page.goto('/');
  await hydrated(page);
  const badge = page.getByTestId('basket-count');
  await expect(badge).toBeHidden();

  const card = page.getByTestId('week-sales-block').locator(`[data-good-id="${good!.id}"]`);
  await card.getByRole('button', { name: 'В корзину' }).click();
  if (good!.isPickup) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Этот товар доступен только для самовывоза! Добавить его в корзину?');
    await dialog.getByRole('button', { name: 'Да' }).click();
  }
  await expect(badge).toHaveText(/^\D*1$/);
  await expect(badge).toHaveAttribute('data-count', '1');
  // per-100-gram goods read '× 100 г' (spec §3: name '100г', shown as portions)
  await expect(card.getByRole('group')).toContainText(good!.measure.id === 6 ? '× 100 г' : good!.measure.name);
  await expect(page).toHaveURL(new RegExp(`[?&]good=${good!.id}`));

  await page.reload();
  await expect(page.getByTestId('basket-count')).toHaveAttribute('data-count', '1');

  await page.getByTestId('basket-link').click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(page.getByTestId('basket-line')).toContainText(good!.name);
});

test('the basket page says when it is empty', async ({ page }) => {
  await page.goto('/basket');
  await expect(page.getByTestId('basket-empty')).toContainText('Корзина пуста');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mega menu opens on hover and its links work', async ({ page }) => {
    const top = await categoryWithChildren();
    await page.goto('/');
    const panel = page.getByTestId('mega-menu-panel');
    await page.getByTestId('mega-menu').getByRole('link', { name: 'Каталог', exact: true }).hover();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: top.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog\\?parent=${top.id}$`));
  });

  test('the footer renders with the support phone, app stores and the notice', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    for (const store of ['App Store', 'Google Play', 'RuStore']) await expect(footer).toContainText(store);
    await expect(footer).toContainText('С 01.12.2024 вход в личный кабинет осуществляется только по номеру телефона.');
    await expect(footer).toContainText('©');
    await expect(page.getByTestId('scroll-to-top')).toHaveAttribute('href', '#top');
  });

  test('the search form goes to the results page', async ({ page }) => {
    const word = await searchWord();
    await page.goto('/');
    await page.getByPlaceholder('Поиск по каталогу').fill(word);
    await page.getByPlaceholder('Поиск по каталогу').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/catalog\\?search-word=${encodeURIComponent(word)}$`));
  });
});
