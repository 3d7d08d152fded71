// A site admin adds and removes a shop and its zone in the real browser at 390 px (issue 39,
// decisions 191 and 192): adds a shop, saves its delivery tariff and reads it back, adds it a zone
// from a pasted GeoJSON FeatureCollection around a known address, the test address then names that
// zone (and not once its border is moved off it), deletes the zone and then the shop (nothing refers
// to a shop just added, so it is deleted, not closed). Axe finds nothing on the screens, no element
// runs off the phone's width. Without a Yandex Maps key: the schematic map.
import type { Page } from '@playwright/test';
import { apiGet, axeViolations, expect, sideways, signIn, test } from './fixtures';

const SITE_ADMIN = { phone: '9000000011', password: 'admin12345' };
const ADDRESS = { city: 'Курск', street: 'ул. Радищева', house: '5' };

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};
const clean = async (page: Page) => {
  expect(await axeViolations(page)).toEqual([]);
  expect(await sideways(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
};

test('a site admin adds a shop, gives it a zone by GeoJSON, finds a test address in it, then deletes both at 390 px (axe also at 1280)', async ({ page }) => {
  test.slow();
  const q = new URLSearchParams(ADDRESS);
  const [{ coordinates: [lat, lon] }] = (await apiGet<{ 'hydra:member': { coordinates: [number, number] }[] }>(`/api/geocoder/forward?${q}`))['hydra:member'];
  const suffix = String(Date.now() % 100000);
  const shopName = `Тестовый магазин ${suffix}`;
  const zoneName = `Тестовая зона ${suffix}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, SITE_ADMIN);
  await page.goto('/admin-order/shops');
  await page.getByRole('link', { name: 'Добавить магазин' }).click();
  await expect(page.getByRole('heading', { name: 'Новый магазин', level: 1 })).toBeVisible();
  const card = page.getByRole('form', { name: 'Карточка магазина' });
  await card.getByRole('button', { name: 'Добавить магазин' }).click();
  // an empty card: Russian messages on the fields, nothing added
  await expect(card.getByText('Укажите название.')).toBeVisible();
  await clean(page);
  await shot(page, 'shop-new-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await clean(page);
  await shot(page, 'shop-new-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  await card.getByLabel('Название').fill(shopName);
  await card.getByLabel('Адрес').fill('ул. Радищева, 5');
  await card.getByLabel('Широта').fill(String(lat));
  await card.getByLabel('Долгота').fill(String(lon));
  await card.getByLabel('Телефон').fill('+7 (4712) 55-55-55');
  await card.getByRole('button', { name: 'Добавить магазин' }).click();
  await expect(page.getByRole('heading', { name: shopName, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin-order\/shops\/\d+$/);

  // its delivery tariff: a line that cannot be read is named, then two tiers saved and read back
  const saved = page.getByRole('form', { name: 'Карточка магазина' });
  await saved.getByLabel('Тариф доставки').fill('0 — 199\nбесплатно от 3000');
  await saved.getByRole('button', { name: 'Сохранить магазин' }).click();
  await expect(saved.getByText('Строка 2: нужны сумма заказа и цена доставки, например «3000 — 0».')).toBeVisible();
  await saved.getByLabel('Тариф доставки').fill('3000 — 0\n0 — 199');
  await saved.getByRole('button', { name: 'Сохранить магазин' }).click();
  await expect(page.getByText('Сохранено. Изменения действуют для новых заказов.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Карточка магазина' }).getByLabel('Тариф доставки')).toHaveValue('0 — 199\n3000 — 0');

  await page.getByRole('button', { name: 'Добавить зону', exact: true }).click();
  const zoneForm = page.getByRole('form', { name: 'Новая зона' });
  await zoneForm.getByLabel('Название зоны').fill(zoneName);
  await zoneForm.getByLabel('Цена доставки в зоне, ₽').fill('0');
  const d = 0.01;
  const ring = [[lon - d, lat - d], [lon + d, lat - d], [lon + d, lat + d], [lon - d, lat + d], [lon - d, lat - d]];
  const geojson = { type: 'FeatureCollection', features: [
    { type: 'Feature', properties: { name: 'магазин' }, geometry: { type: 'Point', coordinates: [lon, lat] } },
    { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
  ] };
  // a bad one first: a Russian message, the border unchanged
  await zoneForm.getByLabel(/Импорт GeoJSON/).fill('{"type":"Point","coordinates":[1,2]}');
  await zoneForm.getByRole('button', { name: 'Загрузить GeoJSON' }).click();
  await expect(zoneForm.getByText('Тип Point не подходит: нужен Polygon или MultiPolygon.')).toBeVisible();
  await zoneForm.getByLabel(/Импорт GeoJSON/).fill(JSON.stringify(geojson));
  await zoneForm.getByRole('button', { name: 'Загрузить GeoJSON' }).click();
  await expect(zoneForm.getByLabel(/Граница: точки/)).toHaveValue(new RegExp(`^${lat - d}, ${lon - d}\\n`));
  await zoneForm.getByRole('button', { name: 'Добавить зону в магазин' }).click();
  await expect(page.getByTestId('zone-note')).toHaveText('Зона добавлена.');
  await expect(page.getByTestId('zones').getByRole('button', { name: zoneName })).toBeVisible();
  await expect(page.getByTestId('zone-current')).toBeVisible();

  const tester = page.getByRole('form', { name: 'Проверить адрес' });
  await tester.getByLabel('Город').fill(ADDRESS.city);
  await tester.getByLabel('Улица').fill(ADDRESS.street);
  await tester.getByLabel('Дом').fill(ADDRESS.house);
  await tester.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByTestId('zone-test-result')).toContainText(`Обслужит: зона «${zoneName}», магазин «${shopName}»`);
  await clean(page);
  await shot(page, 'shop-zone-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await clean(page);
  await shot(page, 'shop-zone-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  // its border moved east, off the address: the test no longer names the zone; moved back, it does
  const edit = page.getByRole('form', { name: `Зона «${zoneName}»` });
  const border = edit.getByLabel(/Граница: точки/);
  const placed = await border.inputValue();
  const east = [[lat - d, lon + 2 * d], [lat - d, lon + 4 * d], [lat + d, lon + 4 * d], [lat + d, lon + 2 * d]];
  await border.fill(east.map(([a, b]) => `${a.toFixed(6)}, ${b.toFixed(6)}`).join('\n'));
  await edit.getByRole('button', { name: 'Сохранить зону' }).click();
  await expect(page.getByTestId('zone-note')).toHaveText('Зона сохранена.');
  await tester.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByTestId('zone-test-result')).not.toContainText(zoneName);
  await border.fill(placed);
  await edit.getByRole('button', { name: 'Сохранить зону' }).click();
  await expect(page.getByTestId('zone-note')).toHaveText('Зона сохранена.');
  await tester.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByTestId('zone-test-result')).toContainText(`Обслужит: зона «${zoneName}», магазин «${shopName}»`);

  await page.getByRole('button', { name: 'Удалить зону' }).click();
  await page.getByTestId('zone-delete').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByTestId('zone-note')).toHaveText(`Зона «${zoneName}» удалена.`);
  await expect(page.getByTestId('zones').getByRole('button', { name: zoneName })).toHaveCount(0);
  await tester.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByTestId('zone-test-result')).not.toContainText(zoneName);

  await page.getByRole('button', { name: 'Удалить магазин' }).click();
  await expect(page.getByTestId('shop-delete')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('shop-delete').getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/admin-order\/shops$/);
  await expect(page.getByTestId('admin-shops').getByRole('link', { name: shopName })).toHaveCount(0);
});
