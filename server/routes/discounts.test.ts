// Discounts: 8001 first, one discount, and those a shop has goods in.
import { sql } from 'drizzle-orm';
import { Discount, hydraCollection } from '../../contract';
import { discounts } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => t.close());

describe('GET /api/discounts', () => {
  it('lists 8001 first, then by position', async () => {
    const res = await t.get('/api/discounts');
    expect(res.status).toBe(200);
    const list = contract(hydraCollection(Discount), res.body)['hydra:member'];
    const rows = await t.db.select().from(discounts);
    expect(list).toHaveLength(rows.length);
    expect(list[0].id).toBe(8001);
    const rest = rows.filter((r) => r.id !== 8001).sort((a, b) => a.position - b.position || a.id - b.id);
    expect(list.slice(1).map((d) => d.id)).toEqual(rest.map((r) => r.id));
    expect(list.every((d) => d['@id'] === `/api/discounts/${d.id}` && d['@type'] === 'Discount' && d.name)).toBe(true);
  });

  it('answers one discount', async () => {
    const [first] = (await t.get('/api/discounts')).body['hydra:member'];
    const res = await t.get(`/api/discounts/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);
    expectError(await t.get('/api/discounts/999999'), 404);
    expectError(await t.get('/api/discounts/abc'), 400);
  });
});

describe('GET /api/shops/{shopId}/discounts', () => {
  it('lists, in the same order, the discounts with goods sold in the shop', async () => {
    const shops = (await t.get('/api/shops')).body['hydra:member'];
    const every = contract(hydraCollection(Discount), (await t.get('/api/discounts')).body)['hydra:member'];
    expect(shops.length).toBeGreaterThanOrEqual(2);
    for (const shop of shops.slice(0, 2)) {
      const res = await t.get(`/api/shops/${shop.id}/discounts`);
      expect(res.status).toBe(200);
      const rows = await t.db.execute(sql`
        select distinct dg.discount_id as id from discount_goods dg
        join articles a on a.good_id = dg.good_id and a.shop_id = ${shop.id}`).then((r: any) => r.rows);
      const sold = new Set(rows.map((r: { id: number }) => Number(r.id)));
      expect(res.body['hydra:member'].map((d: Discount) => d.id)).toEqual(every.filter((d) => sold.has(d.id)).map((d) => d.id));
    }
    expectError(await t.get('/api/shops/999999/discounts'), 404);
  });
});
