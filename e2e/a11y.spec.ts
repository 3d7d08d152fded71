// Accessibility and the phone: axe-core finds nothing on the six pages a shopper meets
// first, at a phone's and a desktop's width; the compact header stays on screen while scrolling;
// the 404 keeps the shell; the closed mega menu downloads no icons; the basket link says its count.
// axe-core's source is evaluated in the page (a <script> tag would be blocked by the storefront's CSP).
import type { Catalog, Good, GoodSet } from '@/contract';
import { apiMembers, axeViolations, chooseShop, expect, hydrated, test, type Violation } from './fixtures';

const SHOP_ID = 1;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A leaf category with goods in the shop, one of its goods in stock, and a good set. */
async function pages() {
  const leaves: Catalog[] = [];
  const walk = (c: Catalog) => (c.items.length ? c.items.forEach(walk) : leaves.push(c));
  (await apiMembers<Catalog>('/api/catalogs')).forEach(walk);
  for (const leaf of leaves.filter((c) => !c.hasAgeRestrictions)) {
    const goods = await apiMembers<Good>(`/api/shops/${SHOP_ID}/goods?catalog.id=${leaf.id}&itemsPerPage=30`);
    const sold = goods.find((g) => g.article && g.article.quantity > 0);
    if (goods.length >= 10 && sold) {
      const [set] = await apiMembers<GoodSet>(`/api/shops/${SHOP_ID}/good_sets`);
      expect(set, 'the demo data has a good set').toBeTruthy();
      const word = sold.name.split(/\s+/).find((w) => /^[а-яё]{4,}$/i.test(w))!.toLowerCase();
      return { category: leaf.id, product: sold.id, goodSet: set.id, word };
    }
  }
  throw new Error('no category with goods in stock');
}

test.beforeEach(async ({ context }) => {
  await chooseShop(context, SHOP_ID);
});

test.describe('axe-core', () => {
  test('reports violations on a page made to fail: the check can fail', async ({ page }) => {
    await page.setContent(`<!doctype html><html><head><title>bad</title></head><body><main>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <button></button>
      <p style="color:#fff;background:#1f9b4f;font-size:14px">Белый на фирменном зелёном: 3,58:1</p>
    </main></body></html>`);
    const ids = (await axeViolations(page)).map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast', 'html-has-lang']));
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`finds no violation on home, category, product, search, good set and basket at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const p = await pages();
      const paths = ['/', `/category/${p.category}`, `/product/${p.product}`, `/catalog?search-word=${encodeURIComponent(p.word)}`,
        `/good-sets/${p.goodSet}`, '/basket'];
      const found: Record<string, Violation[]> = {};
      for (const path of paths) {
        const res = await page.goto(path, { waitUntil: 'networkidle' });
        expect(res?.status(), path).toBe(200);
        const violations = await axeViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('search and basket stay on screen while the page scrolls (the sticky compact bar)', async ({ page }) => {
    const { category } = await pages();
    await page.goto(`/category/${category}`);
    const search = page.getByTestId('header-search').getByRole('combobox');
    const basketLink = page.getByTestId('basket-link');
    const logo = page.getByRole('link', { name: /Магазин продуктов/ }).first();
    const inView = async (what: typeof search) => {
      const box = await what.boundingBox();
      expect(box).not.toBeNull();
      return box!.y >= 0 && box!.y + box!.height <= PHONE.height;
    };
    expect(await inView(search)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    expect(await inView(search)).toBe(true);
    expect(await inView(basketLink)).toBe(true);
    // the rest of the header scrolled away: the bar is compact
    expect(await inView(logo)).toBe(false);
    // and both still work from there
    await basketLink.click();
    await expect(page).toHaveURL(/\/basket$/);
  });

  test('nothing is wider than the screen or touches its edges', async ({ page }) => {
    const { category, product } = await pages();
    for (const path of ['/', `/category/${category}`, `/product/${product}`, '/product/999999999']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
      // the headings and the logo keep the page's side padding (a visually hidden heading is 1 px wide)
      const boxes = (await page.locator('h1:visible, header a[href="/"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON())))
        .filter((b: DOMRect) => b.width > 1);
      expect(boxes.length, path).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.left, path).toBeGreaterThanOrEqual(8);
        expect(box.right, path).toBeLessThanOrEqual(PHONE.width - 8);
      }
    }
  });
});

test.describe('404', () => {
  test('has the header and the footer, for an unknown product, catalogue section and path under /basket', async ({ page }) => {
    for (const path of ['/product/999999999', '/catalog?parent=999999999', '/basket/no-such-page']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Страница не найдена' }), path).toBeVisible();
      await expect(page.getByTestId('site-header'), path).toBeVisible();
      await expect(page.getByTestId('header-search').getByRole('combobox'), path).toBeVisible();
      await expect(page.getByTestId('basket-link'), path).toBeVisible();
      await expect(page.getByTestId('site-footer'), path).toBeVisible();
    }
  });
});

test.describe('mega menu', () => {
  test('downloads its category icons only once the shopper reaches for it', async ({ page }) => {
    const { category } = await pages();
    const icons: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/media/categories/')) icons.push(r.url());
    });
    await page.goto(`/category/${category}`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('mega-menu')).toHaveAttribute('data-enhanced', 'true');
    expect(icons).toEqual([]);
    await page.getByTestId('mega-menu').getByRole('link', { name: 'Каталог' }).hover();
    await expect(page.getByTestId('mega-menu-panel')).toBeVisible();
    await expect.poll(() => icons.length).toBeGreaterThan(0);
  });

  test('loads its icons when a navigation put a new header under the resting pointer', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByTestId('mega-menu').getByRole('link', { name: 'Каталог', exact: true }).hover();
    // into the other layout (the per-request success stage): the header and its menu are rendered anew
    await page.evaluate(() => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/basket?order=1'));
    await expect(page).toHaveURL(/\/basket\?order=1$/);
    await page.mouse.move(640, 400);
    const shown = () => page.locator('[data-icon]').evaluateAll((els) => els.filter((e) => (e as HTMLElement).style.backgroundImage).length);
    await expect.poll(shown).toBeGreaterThan(0);
  });
});

test.describe('basket link', () => {
  test("names the basket and, once there is something in it, the count (not hidden from screen readers)", async ({ page }) => {
    const { category } = await pages();
    await page.goto(`/category/${category}`);
    await expect(page.getByRole('link', { name: 'Корзина', exact: true })).toBeVisible();
    await expect(page.getByTestId('mega-menu')).toHaveAttribute('data-enhanced', 'true');
    await page.getByTestId('product-card').first().getByRole('button', { name: 'В корзину' }).click();
    await expect(page.getByRole('link', { name: /Корзина/ })).toHaveAccessibleName(/Товаров в корзине: 1/);
  });
});

test.describe('largest paint', () => {
  test('the first product images of a listing load at once, with high priority (the largest paint)', async ({ page }) => {
    const { category } = await pages();
    await page.goto(`/category/${category}`);
    const first = page.getByTestId('product-card').first().locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByTestId('product-card').nth(6).locator('img')).toHaveAttribute('loading', 'lazy');
  });
});
