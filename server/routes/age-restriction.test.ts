// One rule for the age restriction: a category, and every good in it, is for adults when it or
// any category above it is, however deep. Built on a three-level branch of its own, flagged at the top only.
import { eq } from 'drizzle-orm';
import { Catalog, Good, hydraCollection } from '../../contract';
import { articles, categories, goods } from '../db/schema';
import { contract, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let shopId: number;
let goodId: number;
const [TOP, MIDDLE, LEAF] = [990001, 990002, 990003];
beforeAll(async () => {
  t = await testApp();
  await t.db.insert(categories).values([
    { id: TOP, name: 'Только для взрослых', parentId: null, position: 999, hasAgeRestrictions: true },
    { id: MIDDLE, name: 'Средний уровень', parentId: TOP, position: 1, hasAgeRestrictions: false },
    { id: LEAF, name: 'Нижний уровень', parentId: MIDDLE, position: 1, hasAgeRestrictions: false },
  ]);
  const [sold] = await t.db.select({ goodId: articles.goodId, shopId: articles.shopId }).from(articles).limit(1);
  goodId = Number(sold.goodId);
  shopId = sold.shopId;
  await t.db.update(goods).set({ categoryId: LEAF }).where(eq(goods.id, goodId));
});
afterAll(() => t.close());

describe('age restriction through three levels', () => {
  it('marks every category under a restricted one, at any depth', async () => {
    for (const id of [TOP, MIDDLE, LEAF]) {
      const res = await t.get(`/api/catalogs/${id}`);
      expect(res.status).toBe(200);
      expect(contract(Catalog, res.body).hasAgeRestrictions).toBe(true);
    }
    const roots = contract(hydraCollection(Catalog), (await t.get('/api/catalogs')).body)['hydra:member'];
    const top = roots.find((c) => c.id === TOP)!;
    expect(top.items.map((c) => c.hasAgeRestrictions)).toEqual([true]);
    expect(top.items[0].items.map((c) => [c.id, c.hasAgeRestrictions])).toEqual([[LEAF, true]]);
  });

  it('marks a good two levels below the flag, wherever the good is served', async () => {
    const one = contract(Good, (await t.get(`/api/shops/${shopId}/goods/${goodId}`)).body);
    expect(one.catalog).toEqual({ id: LEAF, parentId: MIDDLE, name: 'Нижний уровень', hasAgeRestrictions: true });
    const listed = contract(hydraCollection(Good), (await t.get(`/api/shops/${shopId}/goods?catalog.id=${TOP}`)).body)['hydra:member'];
    expect(listed.map((g) => [g.id, g.catalog.hasAgeRestrictions])).toEqual([[goodId, true]]);
    const byId = contract(hydraCollection(Good), (await t.get(`/api/goods?softShopId=${shopId}&id[]=${goodId}`)).body)['hydra:member'];
    expect(byId.map((g) => g.catalog.hasAgeRestrictions)).toEqual([true]);
  });

  it('leaves a branch without the flag unrestricted', async () => {
    await t.db.update(categories).set({ hasAgeRestrictions: false }).where(eq(categories.id, TOP));
    expect(contract(Catalog, (await t.get(`/api/catalogs/${LEAF}`)).body).hasAgeRestrictions).toBe(false);
    expect(contract(Good, (await t.get(`/api/shops/${shopId}/goods/${goodId}`)).body).catalog.hasAgeRestrictions).toBe(false);
  });
});
