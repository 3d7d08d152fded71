// Cashback groups with their goods for a shop, and one group's goods page by page.
import { eq } from 'drizzle-orm';
import { CashbackGroup, Good, hydraCollection } from '../../contract';
import { cashbackGroupGoods } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let shopId: number;
let groups: CashbackGroup[];
beforeAll(async () => {
  t = await testApp();
  shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
  const res = await t.get(`/api/cashback_groups?shopId=${shopId}`);
  expect(res.status).toBe(200);
  groups = contract(hydraCollection(CashbackGroup), res.body)['hydra:member'];
});
afterAll(() => t.close());

const groupGoodIds = async (groupId: number) =>
  new Set((await t.db.select({ id: cashbackGroupGoods.goodId }).from(cashbackGroupGoods)
    .where(eq(cashbackGroupGoods.groupId, groupId))).map((r) => Number(r.id)));

describe('GET /api/cashback_groups', () => {
  it('answers groups with up to 12 of their goods, priced for the shop', async () => {
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(g['@id']).toBe(`/api/cashback_groups/${g.id}`);
      expect(g['@type']).toBe('CashbackGroup');
      expect(g.name).toEqual(expect.any(String));
      expect(g.goods.length).toBeGreaterThan(0);
      expect(g.goods.length).toBeLessThanOrEqual(12);
      const ids = await groupGoodIds(g.id);
      expect(g.goods.every((good) => ids.has(good.id) && good.article !== null)).toBe(true);
    }
  });

  it('requires a numeric shopId of a known shop', async () => {
    expectError(await t.get('/api/cashback_groups'), 400);
    expectError(await t.get('/api/cashback_groups?shopId=abc'), 400);
    expectError(await t.get('/api/cashback_groups?shopId=999999'), 404);
  });
});

describe('GET /api/cashback_groups/{id}/goods', () => {
  it('pages a group\'s goods sold in the shop', async () => {
    const group = groups[0];
    const ids = await groupGoodIds(group.id);
    const res = await t.get(`/api/cashback_groups/${group.id}/goods?shopId=${shopId}&itemsPerPage=2`);
    expect(res.status).toBe(200);
    const list = contract(hydraCollection(Good), res.body)['hydra:member'];
    expect(list.length).toBe(Math.min(2, res.body['hydra:totalItems']));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => ids.has(g.id) && g.article !== null)).toBe(true);
    expect(res.body['hydra:totalItems']).toBeGreaterThanOrEqual(group.goods.length);
    // the demo data gives the first group more than one page of two
    expect(res.body['hydra:totalItems']).toBeGreaterThan(2);
    const next = await t.get(res.body['hydra:view']['hydra:next']);
    expect(next.status).toBe(200);
    expect(next.body['hydra:member'][0].id).not.toBe(list[0].id);
  });

  it('rejects bad input', async () => {
    const id = groups[0].id;
    expectError(await t.get(`/api/cashback_groups/${id}/goods`), 400);
    expectError(await t.get(`/api/cashback_groups/${id}/goods?shopId=${shopId}&page=-1`), 400);
    expectError(await t.get(`/api/cashback_groups/${id}/goods?shopId=${shopId}&itemsPerPage=100000`), 400);
    expectError(await t.get(`/api/cashback_groups/abc/goods?shopId=${shopId}`), 400);
    expectError(await t.get(`/api/cashback_groups/999999/goods?shopId=${shopId}`), 404);
  });
});
