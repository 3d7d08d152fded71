// The blocks every home page has (checkout-account-admin.md §1, §2): the carousel of the shop's
// cashback groups, each slide to /cashbackgoods/{id}, turning by itself (but not for shoppers who
// ask for less motion); the loyalty card banner; the app block with its two lines and store links.
// The groups come from the API under test.
import type { Locator } from '@playwright/test';
import type { CashbackGroup } from '@/contract';
import { apiMembers, chooseShop, expect, test } from './fixtures';

const SHOP_ID = 1;
const groups = () => apiMembers<CashbackGroup>(`/api/cashback_groups?shopId=${SHOP_ID}`);

test.beforeEach(async ({ context }) => {
  await chooseShop(context, SHOP_ID);
});

/** Where embla has moved the carousel's row to (its transform), once it has taken the row over. */
async function offset(carousel: Locator) {
  await expect(carousel.locator('[role="group"][data-ready]')).toBeVisible();
  return carousel.locator('ul').first().evaluate((ul) => getComputedStyle(ul).transform);
}

test.describe('home blocks', () => {
  test("the cashback carousel has a slide for each of the shop's groups, linking to /cashbackgoods/{id}", async ({ page }) => {
    const expected = await groups();
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/');
    const slides = page.getByTestId('cashback-carousel').getByTestId('cashback-slide');
    await expect(slides).toHaveCount(expected.length);
    for (const [i, group] of expected.entries()) {
      await expect(slides.nth(i)).toHaveAttribute('href', `/cashbackgoods/${group.id}`);
      await expect(slides.nth(i)).toContainText(group.name);
    }
    await expect(page.getByTestId('cashback-carousel').getByRole('link', { name: /Смотреть все/ })).toHaveAttribute('href', '/cashbackgoods');
    // a slide opens its group
    await slides.first().click();
    await expect(page).toHaveURL(new RegExp(`/cashbackgoods/${expected[0].id}$`));
    await expect(page.getByRole('heading', { level: 1, name: expected[0].name })).toBeVisible();
  });

  test.describe('on a phone, one slide at a time', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the carousel turns by itself', async ({ page }) => {
      expect((await groups()).length).toBeGreaterThan(1);
      await page.goto('/');
      const carousel = page.getByTestId('cashback-carousel');
      await carousel.scrollIntoViewIfNeeded();
      const start = await offset(carousel);
      await expect.poll(() => offset(carousel), { timeout: 8_000 }).not.toBe(start);
    });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('the carousel stays where it is', async ({ page }) => {
        await page.goto('/');
        const carousel = page.getByTestId('cashback-carousel');
        await carousel.scrollIntoViewIfNeeded();
        const start = await offset(carousel);
        await page.waitForTimeout(4_000); // more than two autoplay steps of 1500 ms
        expect(await offset(carousel)).toBe(start);
      });
    });
  });

  test('the loyalty card banner says what the card gives and links to the cashback goods', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('loyalty-banner');
    await expect(banner.getByRole('heading', { name: 'Карта покупателя' })).toBeVisible();
    await expect(banner).toContainText('По карте');
    await expect(banner.getByRole('link', { name: 'Товары с кешбэком' })).toHaveAttribute('href', '/cashbackgoods');
  });

  test('the app block has its two benefit lines and links to the three stores', async ({ page }) => {
    await page.goto('/');
    const block = page.getByTestId('app-block');
    await expect(block.getByRole('heading', { name: 'Мобильное приложение' })).toBeVisible();
    const lines = block.getByRole('list').first().getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('каталог');
    await expect(lines.nth(1)).toContainText('Самовывоз: закажите заранее и заберите в любом магазине');
    for (const [name, host] of [['App Store', 'apps.apple.com'], ['Google Play', 'play.google.com'], ['RuStore', 'www.rustore.ru']]) {
      const link = block.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', new RegExp(`^https://${host.replace(/\./g, '\\.')}/`));
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
