// The back office's shops in the real browser (issue 39, decision 178), at 390 px and 1280 px: a site
// admin finds the shops, opens one's card, saves its hours and sees them saved after a reload, and a
// test address names the zone and the shop that would serve it. Axe finds nothing on the list and the
// card. Hours only: the minimum order and the slots are shared with the other specs running beside.
import type { Page } from '@playwright/test';
import { axeViolations, expect, sideways, signIn, test } from './fixtures';

const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };

/** With E2E_SHOTS=<dir>, a picture of the page to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

// each size its own shop: the two tests run at once, and one shop saved by both would be a stale version (409)
for (const { width, height, shopId } of [{ width: 390, height: 844, shopId: 1 }, { width: 1280, height: 900, shopId: 2 }]) {
  test(`a site admin keeps a shop's hours and tests an address against the zones at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    await signIn(page, SITE_ADMIN);
    await page.goto('/admin-order/shops');
    await expect(page.getByRole('heading', { name: 'Магазины', level: 1 })).toBeVisible();
    const list = page.getByTestId('admin-shops');
    await expect(list.getByRole('link').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sideways(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, `shops-${width}`);

    await page.goto(`/admin-order/shops/${shopId}`);
    const card = page.getByRole('form', { name: 'Карточка магазина' });
    await expect(card).toBeVisible();
    const hours = `ежедневно 8:00–22:${String(width % 60).padStart(2, '0')}`;
    await card.getByLabel('Часы работы').fill(hours);
    await card.getByRole('button', { name: 'Сохранить магазин' }).click();
    await expect(page.getByText('Сохранено. Изменения действуют для новых заказов.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Карточка магазина' }).getByLabel('Часы работы')).toHaveValue(hours);

    const tester = page.getByRole('form', { name: 'Проверить адрес' });
    await tester.getByLabel('Город').fill('Курск');
    await tester.getByLabel('Улица').fill('ул. Радищева');
    await tester.getByLabel('Дом').fill('5');
    await tester.getByRole('button', { name: 'Проверить' }).click();
    await expect(page.getByTestId('zone-test-result')).toContainText(/зона «.+», магазин/i);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sideways(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, `shop-card-${width}`);
  });
}
