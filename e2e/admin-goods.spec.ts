// A good's photos from the back office (issue 38): a site admin finds a good under «Товары», uploads
// two photos from the file picker, moves the second up, deletes the first, and the product page then
// shows the remaining photo first (its pages are revalidated). At a phone's and a desktop's width,
// with axe on the list and the card; screenshots kept in the test's output (PHOTOS_SHOTS: a copy).
import sharp from 'sharp';
import type { Good } from '@/contract';
import { apiMembers, axeViolations, expect, signIn, test } from './fixtures';

const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };

/** A small JPEG of one colour with some noise, as a camera's file would be (distinct bytes per colour). */
const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b }, noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .composite([{ input: Buffer.from(`<svg width="800" height="600"><rect x="100" y="100" width="600" height="400" fill="rgb(${r},${g},${b})"/></svg>`) }])
    .jpeg({ quality: 85 })
    .toBuffer();

const SIZES = [{ width: 390, height: 844, pick: 0 }, { width: 1280, height: 900, pick: 1 }];

for (const { width, height, pick } of SIZES) {
  test(`at ${width} px a site admin uploads, reorders and deletes a good's photos; the product page shows the first`, async ({ page }, info) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    const shot = async (name: string) => {
      const path = info.outputPath(`${name}-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      if (process.env.PHOTOS_SHOTS) await page.screenshot({ path: `${process.env.PHOTOS_SHOTS}/${name}-${width}.png`, fullPage: true });
    };
    const goods = await apiMembers<Good>('/api/shops/1/goods?itemsPerPage=10');
    const good = goods[pick + 3];

    await signIn(page, SITE_ADMIN);
    await page.goto('/admin-order/goods');
    // the section is marked twice: in the tabs and in the phone menu (components/ui/tabs.tsx), one shown by width
    await expect(page.locator('a[aria-current="page"][href="/admin-order/goods"]').first()).toHaveText('Товары');
    await page.getByLabel('Название товара').fill(good.name);
    await page.locator('#main').getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/\?q=/);
    await shot('goods-list');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('admin-goods').getByRole('link', { name: new RegExp(good.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin-order/goods/${good.id}$`));
    await expect(page.getByRole('heading', { name: good.name })).toBeVisible();

    // two files at once, one request each, both shown with their progress
    const photos = page.getByTestId('admin-photo');
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'red.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200, 40, 40) },
      { name: 'green.jpg', mimeType: 'image/jpeg', buffer: await jpeg(40, 160, 60) },
    ]);
    await expect(photos).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId('uploads')).toContainText('green.jpg: загружено');
    const [red, green] = await photos.evaluateAll((els) => els.map((e) => e.getAttribute('data-hash')!));
    await shot('good-card');
    expect(await axeViolations(page)).toEqual([]);

    // a file that is not an image: the API's Russian reason is shown, nothing added
    await page.getByTestId('photo-input').setInputFiles([{ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }]);
    await expect(page.getByTestId('uploads').getByRole('alert')).toContainText(/notes\.jpg/);
    await expect(photos).toHaveCount(2);

    // the buttons are a thumb's size, and the second photo moves up
    const up = page.getByRole('button', { name: 'Фото 2: выше' });
    expect((await up.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await up.click();
    await expect(photos.first()).toHaveAttribute('data-hash', green);
    await page.getByRole('button', { name: 'Фото 2: удалить' }).click();
    await expect(photos).toHaveCount(1);
    await expect(photos.first()).toHaveAttribute('data-hash', green);
    expect(red).not.toBe(green);
    await expect(page.getByTestId('storefront-preview').locator('img').first()).toHaveAttribute('src', new RegExp(green));
    await shot('good-card-after');

    // the product page shows the remaining photo first
    await expect.poll(async () => {
      await page.goto(`/product/${good.id}`);
      return page.getByTestId('gallery').locator('img').first().getAttribute('src');
    }, { timeout: 60_000 }).toContain(`/media/photos/${green}/`);
    const img = page.getByTestId('gallery').locator('img').first();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await shot('product');
  });
}
