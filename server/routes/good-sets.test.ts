// Good sets: the tree, the catalogue flag, one set, a set's goods page by page.
import { eq, inArray } from 'drizzle-orm';
import { Good, GoodSet, hydraCollection } from '../../contract';
import { goodSetGoods, goodSets } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let shopId: number;
let sets: GoodSet[];
beforeAll(async () => {
  t = await testApp();
  shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
  sets = contract(hydraCollection(GoodSet), (await t.get(`/api/shops/${shopId}/good_sets`)).body)['hydra:member'];
});
afterAll(() => t.close());

describe('GET /api/shops/{shopId}/good_sets', () => {
  it('answers the top sets with their children', async () => {
    const rows = await t.db.select().from(goodSets);
    expect(sets.map((s) => s.id).sort()).toEqual(rows.filter((r) => r.parentId === null).map((r) => r.id).sort());
    expect(sets.length).toBeGreaterThan(0);
    expect(sets.every((s) => s['@type'] === 'GoodSet' && s.parent === null)).toBe(true);
    const withChildren = sets.find((s) => s.goodSets.length > 0)!;
    expect(withChildren).toBeDefined();
    for (const child of withChildren.goodSets) expect(child.parent).toEqual({ id: withChildren.id, title: withChildren.title });
  });

  it('show-in=catalog keeps the sets flagged for the catalogue', async () => {
    const res = await t.get(`/api/shops/${shopId}/good_sets?show-in=catalog`);
    expect(res.status).toBe(200);
    const flagged = (await t.db.select().from(goodSets).where(eq(goodSets.showInCatalog, true)))
      .filter((r) => r.parentId === null).map((r) => r.id);
    expect(res.body['hydra:member'].map((s: GoodSet) => s.id).sort()).toEqual(flagged.sort());
  });

  it('rejects a bad show-in and an unknown shop', async () => {
    expectError(await t.get(`/api/shops/${shopId}/good_sets?show-in=menu`), 400);
    expectError(await t.get('/api/shops/999999/good_sets'), 404);
    expectError(await t.get('/api/shops/abc/good_sets'), 400);
  });
});

describe('GET /api/shops/{shopId}/good_sets/{id}', () => {
  it('answers a child set with its parent', async () => {
    const parent = sets.find((s) => s.goodSets.length > 0)!;
    const child = parent.goodSets[0];
    const res = await t.get(`/api/shops/${shopId}/good_sets/${child.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(child);
    expect((await t.get(`/api/shops/${shopId}/good_sets/${parent.id}`)).body).toEqual(parent);
  });

  it('answers 404 for an unknown set and 400 for a bad id', async () => {
    expectError(await t.get(`/api/shops/${shopId}/good_sets/999999`), 404);
    expectError(await t.get(`/api/shops/${shopId}/good_sets/abc`), 400);
  });
});

describe('GET /api/shops/{shopId}/good_sets/{id}/goods', () => {
  it('pages the goods of a set and its children that the shop sells, 50 by default', async () => {
    const parent = sets.find((s) => s.goodSets.length > 0)!;
    const setIds = [parent.id, ...parent.goodSets.map((s) => s.id)];
    const inSets = new Set((await t.db.select({ id: goodSetGoods.goodId }).from(goodSetGoods)
      .where(inArray(goodSetGoods.goodSetId, setIds))).map((r) => Number(r.id)));
    const res = await t.get(`/api/shops/${shopId}/good_sets/${parent.id}/goods`);
    expect(res.status).toBe(200);
    const list = contract(hydraCollection(Good), res.body)['hydra:member'];
    expect(list.length).toBe(Math.min(50, res.body['hydra:totalItems']));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => inSets.has(g.id) && g.article !== null)).toBe(true);
  });

  it('pages with hydra views', async () => {
    const parent = sets.find((s) => s.goodSets.length > 0)!;
    const path = `/api/shops/${shopId}/good_sets/${parent.id}/goods?itemsPerPage=2`;
    const first = await t.get(path);
    expect(first.body['hydra:member']).toHaveLength(2);
    expect(first.body['hydra:view']['hydra:next']).toContain('page=2');
    const second = await t.get(first.body['hydra:view']['hydra:next']);
    expect(second.body['hydra:view']['hydra:previous']).toContain('page=1');
    const ids = [...first.body['hydra:member'], ...second.body['hydra:member']].map((g: Good) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('rejects bad paging and unknown sets', async () => {
    const id = sets[0].id;
    expectError(await t.get(`/api/shops/${shopId}/good_sets/${id}/goods?page=-1`), 400);
    expectError(await t.get(`/api/shops/${shopId}/good_sets/${id}/goods?itemsPerPage=100000`), 400);
    expectError(await t.get(`/api/shops/${shopId}/good_sets/999999/goods`), 404);
  });
});
