// What a client is told about a good sold per 100 g (storefront spec §3): measure 6, named '100г',
// ordered 0.1 kg (one portion) at a time, the default 100 portions at most; and how other measures read.
import { and, eq, gt } from 'drizzle-orm';
import type { Good } from '../../contract';
import { articles, goods } from '../db/schema';
import { testApp, type TestApp } from '../test/harness';

let t: TestApp;
let shopId: number;
beforeAll(async () => {
  t = await testApp();
  shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
});
afterAll(() => t.close());

/** A good of the measure that the shop sells, from the database. */
async function soldGood(measureId: number) {
  const [row] = await t.db.select({ id: goods.id, grossWeight: goods.grossWeight, unitWeight: goods.unitWeight })
    .from(goods).innerJoin(articles, eq(articles.goodId, goods.id))
    .where(and(eq(goods.measureId, measureId), eq(articles.shopId, shopId), gt(articles.quantity, 0)))
    .limit(1);
  expect(row).toBeDefined();
  return { ...row, id: Number(row.id) };
}

describe('a good sold per 100 g', () => {
  it('answers measure 6, 100г, 0.1 kg a portion, at most 10 kg', async () => {
    const row = await soldGood(6);
    const res = await t.get(`/api/shops/${shopId}/goods/${row.id}`);
    expect(res.status).toBe(200);
    const good: Good = res.body;
    expect(good.measure).toEqual({
      id: 6, name: '100г', min: 0.1, max: 10, step: 0.1, editStep: 0.1, orderQuantity: 0.1,
      grossWeight: Number(row.grossWeight), unitWeight: Number(row.unitWeight),
    });
  });
});

describe('other measures', () => {
  it.each([
    [0, { id: 0, name: 'шт', min: 1, max: 999, step: 1, orderQuantity: 1 }],
    [1, { id: 1, name: 'кг', min: 0.1, max: 100, step: 0.1, orderQuantity: 0.5 }],
    [2, { id: 2, name: 'уп', min: 1, max: 100, step: 1, orderQuantity: 1 }],
  ])('measure %i', async (id, expected) => {
    const row = await soldGood(id);
    const res = await t.get(`/api/shops/${shopId}/goods/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body.measure).toMatchObject(expected);
  });
});
