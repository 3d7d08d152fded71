// The 1C exchange as a grocer sees it: 1C sends a package through the site's own address (the
// storefront's /api proxy), then a shopper finds the new category, the product page with its price,
// and after a changes-only package the new price on the same (cached) product page within seconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Catalog, Good } from '@/contract';
import { OneC } from '../scripts/one-c';
import { writePackage } from '../server/demo/exchange/generate';
import { BASE_URL, apiGet, apiMembers, expect, test } from './fixtures';

const oneC = () => new OneC(fetch, BASE_URL, 'exchange', 'exchange12345');

test('after an import: the new category, the product page with its price, a changed price on the cached page', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-'));
  try {
    await writePackage(dir, { goods: 21, warehouses: 7, photos: 2 });
    const log: string[] = [];
    expect(await oneC().sendFolder(dir, (l) => log.push(l)), log.join('\n')).toBe(true);

    // the new group and its subgroup, in the served tree and on the category page
    const tree = (await apiGet<{ 'hydra:member': Catalog[] }>('/api/catalogs'))['hydra:member'];
    const bakery = tree.find((c) => c.name === 'Пекарня у дома');
    expect(bakery?.items.map((c) => c.name)).toEqual(['Хлеб', 'Выпечка']);
    const bread = bakery!.items[0];
    await page.goto(`/category/${bread.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хлеб');
    // good 3 of the package: in stock at shop-1 (18), 64.90 ₽ (writePackage's rule)
    await expect(page.getByRole('link', { name: /Хлеб Бородинский №4/ }).first()).toBeVisible();

    const goods = await apiMembers<Good>(`/api/shops/1/goods?catalog.id=${bread.id}`);
    const good = goods.find((g) => g.name === 'Хлеб Бородинский №4')!;
    expect(good.article?.registerPrice).toBe(64.9);
    await page.goto(`/product/${good.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Хлеб Бородинский №4');
    await expect(page.getByTestId('actual-price').first()).toContainText('64,90');
    // once more, so the page is now served from the cache
    await page.reload();
    await expect(page.getByTestId('actual-price').first()).toContainText('64,90');

    // a changes-only package with the new price
    const one = oneC();
    await one.checkauth('catalog');
    await one.init('catalog');
    const changed = `<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10">
      <ПакетПредложений СодержитТолькоИзменения="true"><ТипыЦен><ТипЦены><Ид>price-retail</Ид><Наименование>Розничная</Наименование></ТипЦены></ТипыЦен>
      <Предложения><Предложение><Ид>1c-000003-0000-4000-8000-000003000000</Ид><Цены><Цена><ИдТипаЦены>price-retail</ИдТипаЦены><ЦенаЗаЕдиницу>71,90</ЦенаЗаЕдиницу></Цена></Цены>
      </Предложение></Предложения></ПакетПредложений></КоммерческаяИнформация>`;
    expect(await one.upload('offers.xml', Buffer.from(changed))).toEqual(['success']);
    const answers = await one.importFile('offers.xml', 100);
    expect(answers[answers.length - 1]).toBe('success');
    await expect.poll(async () => {
      await page.reload();
      return page.getByTestId('actual-price').first().textContent();
    }, { timeout: 15_000 }).toContain('71,90');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
