// A good's card in the back office (issue 38): a site admin edits the description and sees it on the
// product page, then hides the good and it disappears from its category (its product page 404);
// shown again, it comes back. At a phone's and a desktop's width, with axe on the card and its
// targets a thumb's size; screenshots kept in the test's output (PHOTOS_SHOTS: a copy).
import type { Good } from '@/contract';
import { apiMembers, axeViolations, expect, signIn, test } from './fixtures';

const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
const SIZES = [{ width: 390, height: 844, pick: 0 }, { width: 1280, height: 900, pick: 1 }] as const;

for (const { width, height, pick } of SIZES) {
  test(`at ${width} px a site admin edits a good's description and hides it from its category`, async ({ page }, info) => {
    // three page revalidations awaited by polling: on the shared 2-core machine the 1280 px run passed 240 s
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height });
    const shot = async (name: string) => {
      const path = info.outputPath(`${name}-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      if (process.env.PHOTOS_SHOTS) await page.screenshot({ path: `${process.env.PHOTOS_SHOTS}/${name}-${width}.png`, fullPage: true });
    };
    // a good on the first page of its category's listing, as a shopper of shop 1 sees it; the two
    // widths run at once, so each takes another category: a category page rendered for one width's
    // change while the other's revalidation goes out may be stored fresh though it is already stale
    // (the page cache's race, left in the stop's note), and would hide the other's change for minutes
    const [first] = await apiMembers<Good>('/api/shops/1/goods?itemsPerPage=1&page=7');
    let any = first;
    for (let page = 30; pick === 1 && any.catalog.id === first.catalog.id; page += 10) {
      [any] = await apiMembers<Good>(`/api/shops/1/goods?itemsPerPage=1&page=${page}`);
    }
    const listed = await apiMembers<Good>(`/api/shops/1/goods?catalog.id=${any.catalog.id}&itemsPerPage=10`);
    const good = listed[0];
    const link = page.locator(`#main a[href$="/product/${good.id}"]`);

    await signIn(page, SITE_ADMIN);
    await page.goto(`/admin-order/goods/${good.id}`);
    const form = page.getByTestId('good-details');
    await expect(form).toBeVisible();
    const shown = form.getByLabel('Показывать товар покупателям');
    await expect(shown).toBeChecked();
    await shot('good-details');
    expect(await axeViolations(page)).toEqual([]);

    // the description: a paragraph with bold text, and a script the API drops
    const marker = `Проверено ${width}-${Date.now()}`;
    await form.getByLabel('Описание').fill(`<p>Новое описание: <b>${marker}</b></p><script>window.bad = 1</script>`);
    const save = form.getByRole('button', { name: 'Сохранить' });
    expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await save.click();
    await expect(form.getByRole('status')).toContainText('Сохранено');
    await expect(form.getByLabel('Описание')).toHaveValue(`<p>Новое описание: <b>${marker}</b></p>`);
    await expect.poll(async () => {
      await page.goto(`/product/${good.id}`);
      return page.locator('#description + *').textContent();
    }, { timeout: 60_000 }).toContain(marker);
    await expect(page.locator('#description + * b')).toHaveText(marker);
    expect(await page.evaluate(() => (window as unknown as { bad?: number }).bad)).toBeUndefined();

    // hidden: gone from its category, its page 404
    await page.goto(`/category/${good.catalog.id}`);
    await expect(link.first()).toBeVisible();
    await page.goto(`/admin-order/goods/${good.id}`);
    await form.getByLabel('Показывать товар покупателям').uncheck();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByRole('status')).toContainText('Сохранено');
    await expect(form).toContainText('Товар скрыт');
    await shot('good-details-hidden');
    await expect.poll(async () => {
      await page.goto(`/category/${good.catalog.id}`);
      return link.count();
    }, { timeout: 60_000 }).toBe(0);
    await expect.poll(async () => (await page.goto(`/product/${good.id}`))!.status(), { timeout: 60_000 }).toBe(404);

    // shown again: back in its category
    await page.goto(`/admin-order/goods/${good.id}`);
    await form.getByLabel('Показывать товар покупателям').check();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByRole('status')).toContainText('Сохранено');
    await expect.poll(async () => {
      await page.goto(`/category/${good.catalog.id}`);
      return link.count();
    }, { timeout: 60_000 }).toBeGreaterThan(0);
  });
}
