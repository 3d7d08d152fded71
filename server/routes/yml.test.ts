// The shop's YML feed as Yandex reads it: well-formed XML whose offers are exactly the shop's
// articles, each at its regular price with its stock and category; another shop's feed is its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { readXml } from '../services/exchange/xml-stream';
import { testApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => t.close());

async function offersOf(shopId: number) {
  const res = await t.app.request(`/api/shops/${shopId}/yml.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yml-')), 'feed.xml');
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const offers = new Map<number, { available: string; price: string; count: string; categoryId: string; url: string }>();
  let categories = 0;
  // parsing it whole is the well-formedness check; the paths are YML's own
  for await (const ev of readXml(file, new Set(['shop/offers/offer', 'shop/categories/category']))) {
    if (ev.type !== 'element') continue;
    if (ev.node.name === 'category') { categories++; continue; }
    const text = (name: string) => ev.node.children.find((c) => c.name === name)?.text ?? '';
    offers.set(Number(ev.node.attrs.id), { available: ev.node.attrs.available, price: text('price'), count: text('count'), categoryId: text('categoryId'), url: text('url') });
  }
  fs.rmSync(path.dirname(file), { recursive: true });
  return { offers, categories };
}

it('lists every article of the shop once, at its regular price, with stock and category', async () => {
  const { offers, categories } = await offersOf(1);
  const articles = rowsOf<{ good_id: string; register_price: string; quantity: string; category_id: number }>(
    await t.db.execute(sql`SELECT good_id, register_price, quantity, category_id FROM articles WHERE shop_id = 1`));
  expect(offers.size).toBe(articles.length);
  expect(categories).toBeGreaterThan(60);
  for (const a of articles.slice(0, 200)) {
    const o = offers.get(Number(a.good_id))!;
    expect(o.price).toBe(Number(a.register_price).toFixed(2));
    expect(o.available).toBe(String(Number(a.quantity) > 0));
    expect(o.categoryId).toBe(String(a.category_id));
    expect(o.url).toBe(`http://localhost:3000/product/${Number(a.good_id)}`);
  }
});

it('another shop has its own feed; an unknown shop is 404', async () => {
  const [{ n }] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM articles WHERE shop_id = 3`));
  expect((await offersOf(3)).offers.size).toBe(n);
  expect((await t.app.request('/api/shops/999/yml.xml')).status).toBe(404);
});
