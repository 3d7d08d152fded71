// The phone layout leaves room for goods: at 390×844 the first product row is on the first screen of
// home and of a category, for a guest and a signed-in customer, whose header keeps the whole search
// box and no gap beside the basket; goods carousels show two cards and the edge of a third; the '↑'
// button covers nothing; the schematic map says how to place a pin only where one can be placed and
// keeps its zone names off the shop pins.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, hydrated, signIn, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const CUSTOMER = { phone: '9000000001', password: 'demo12345' };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(l: Locator): Promise<Box> {
  const box = await l.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The first product card shows at least half of itself without scrolling. */
async function firstCardOnFirstScreen(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(card).toBeInViewport({ ratio: 0.5 });
}

/** The search box's placeholder fits its field, and the basket ends at the header's right edge. */
async function headerFits(page: Page) {
  const fits = await page.getByRole('combobox', { name: 'Поиск по каталогу' }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return ctx.measureText(input.placeholder).width <= room;
  });
  expect(fits, 'the whole placeholder "Поиск по каталогу" shows').toBe(true);
  const header = await boxOf(page.getByTestId('site-header'));
  const basket = await boxOf(page.getByTestId('basket-link'));
  const gutter = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('[data-testid="site-header"]')!).paddingRight) || 0);
  expect(header.x + header.width - (basket.x + basket.width)).toBeLessThanOrEqual(gutter + 2);
}

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const [name, path] of [['home', '/'], ['a category', '/category/101']]) {
    test(`a guest sees a product card on the first screen of ${name}`, async ({ page }) => {
      await firstCardOnFirstScreen(page, path);
      await headerFits(page);
    });
  }

  test('a signed-in customer sees the whole search box, no gap beside the basket, and goods on the first screen', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await headerFits(page);
    await firstCardOnFirstScreen(page, '/');
    await headerFits(page);
    await firstCardOnFirstScreen(page, '/category/101');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a goods carousel shows two whole cards and the edge of a third', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const carousel = page.getByRole('group', { name: /./ }).filter({ has: page.getByTestId('product-card') }).first();
    await carousel.scrollIntoViewIfNeeded();
    const frame = await boxOf(carousel);
    const cards = await carousel.getByTestId('product-card').evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, width: r.width };
    }));
    const whole = cards.filter((c) => c.x >= frame.x - 1 && c.x + c.width <= frame.x + frame.width + 1);
    const partly = cards.filter((c) => c.x < frame.x + frame.width && c.x + c.width > frame.x + frame.width + 1);
    expect(whole.length).toBeGreaterThanOrEqual(2);
    expect(partly.length).toBe(1);
  });
});

test.describe("the '↑' button covers nothing", () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }, { width: 1440, height: 900 }]) {
    test(`at ${viewport.width}×${viewport.height}: not over the footer's text nor the basket's amounts`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/category/101');
      await hydrated(page);
      const button = page.getByTestId('scroll-to-top');
      const footer = page.getByTestId('site-footer');
      // every position the shopper can stop at, from the first screen past the fold to the footer
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 600; y < height; y += Math.round(viewport.height * 0.8)) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(250);
        if (!(await button.isVisible())) continue;
        const b = await boxOf(button);
        const texts = await footer.locator('p, a, h2, li').filter({ hasNot: button }).evaluateAll((els, self) => els
          .filter((e) => !e.contains(document.querySelector(self)) && !document.querySelector(self)!.contains(e))
          .map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })), '[data-testid="scroll-to-top"]');
        for (const t of texts) expect(overlaps(b, t), `the button over the footer at scroll ${y}`).toBe(false);
        const cards = await page.getByTestId('product-card').evaluateAll((els) => els.map((e) => {
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }));
        for (const c of cards) expect(overlaps(b, c), `the button over a card at scroll ${y}`).toBe(false);
      }

      // the basket's amounts, with goods in it
      const good = await page.getByTestId('product-card').first().getAttribute('data-good-id');
      await page.goto(`/basket?good=${good}`);
      const summary = page.getByTestId('basket-summary');
      await expect(summary).toBeVisible();
      for (const top of [0, 10_000]) {
        await page.evaluate((t) => window.scrollTo(0, t), top);
        await page.waitForTimeout(250);
        if (await button.isVisible()) expect(overlaps(await boxOf(button), await boxOf(summary))).toBe(false);
      }
    });
  }
});

test.describe('the schematic map', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px it says how to place a pin only where one can be placed; its zone names keep off the shop pins`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await hydrated(page);
    const dialog = page.getByTestId('receiving-dialog');
    // the header's button is loaded after hydration: clicked until the popup opens
    await expect(async () => {
      await page.getByTestId('receiving-method').click();
      await expect(dialog.getByRole('tab', { name: 'Доставка' })).toBeVisible({ timeout: 2000 });
    }).toPass();
    await dialog.getByRole('tab', { name: 'Доставка' }).click();
    const note = dialog.getByTestId('schematic-note');
    await expect(note).toContainText('щёлкните, чтобы поставить метку');
    const overlapsOnMap = await dialog.locator('svg').first().evaluate((svg) => {
      const names = [...svg.querySelectorAll('text')].filter((t) => !t.closest('[data-map-item]')).map((t) => t.getBoundingClientRect());
      const shops = [...svg.querySelectorAll('[data-map-item="shop"] circle')].map((c) => c.getBoundingClientRect());
      return names.flatMap((n) => shops.filter((s) => n.left < s.right && s.left < n.right && n.top < s.bottom && s.top < n.bottom)).length;
    });
    expect(overlapsOnMap).toBe(0);
    await dialog.getByRole('tab', { name: 'Самовывоз' }).click();
    await expect(note).toHaveText('Карта схематичная.');
  });
  }
});
