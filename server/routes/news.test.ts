// News of a shop: newest first, the shop's own and common ones, by type, without one, by slug.
import { and, isNotNull, ne } from 'drizzle-orm';
import { hydraCollection, News } from '../../contract';
import { news } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let shopId: number;
beforeAll(async () => {
  t = await testApp();
  shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
});
afterAll(() => t.close());

const list = async (query = ''): Promise<{ items: News[]; total: number }> => {
  const res = await t.get(`/api/shops/${shopId}/news?itemsPerPage=100${query}`);
  expect(res.status).toBe(200);
  const page = contract(hydraCollection(News), res.body);
  return { items: page['hydra:member'], total: page['hydra:totalItems'] };
};

describe('GET /api/shops/{shopId}/news', () => {
  it('lists the shop\'s news and the common ones, newest first', async () => {
    const { items, total } = await list();
    const rows = await t.db.select().from(news);
    const visible = rows.filter((r) => r.shopId === null || r.shopId === shopId);
    expect(total).toBe(visible.length);
    expect(items.map((n) => n.slug).sort()).toEqual(visible.map((r) => r.slug).sort());
    const dates = items.map((n) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((n) => n['@type'] === 'News' && n.title && n.content)).toBe(true);
  });

  it('leaves out news of other shops', async () => {
    const [other] = await t.db.select().from(news).where(and(isNotNull(news.shopId), ne(news.shopId, shopId))).limit(1);
    expect(other).toBeDefined();
    const { items } = await list();
    expect(items.some((n) => n.slug === other.slug)).toBe(false);
    expectError(await t.get(`/api/shops/${shopId}/news/${other.slug}`), 404);
  });

  it('filters by type and leaves out the excluded item', async () => {
    const { items } = await list();
    const type = items[0].type;
    const ofType = await list(`&type=${type}`);
    expect(ofType.items.length).toBe(items.filter((n) => n.type === type).length);
    expect(ofType.items.every((n) => n.type === type)).toBe(true);
    const without = await list(`&type=${type}&exclude=${items[0].slug}`);
    expect(without.items.map((n) => n.slug)).toEqual(ofType.items.map((n) => n.slug).filter((s) => s !== items[0].slug));
  });

  it('pages', async () => {
    const res = await t.get(`/api/shops/${shopId}/news?itemsPerPage=1`);
    expect(res.body['hydra:member']).toHaveLength(1);
    expect(res.body['hydra:view']['hydra:next']).toContain('page=2');
  });

  it('rejects bad input', async () => {
    expectError(await t.get(`/api/shops/${shopId}/news?type=abc`), 400);
    expectError(await t.get(`/api/shops/${shopId}/news?page=-1`), 400);
    expectError(await t.get(`/api/shops/${shopId}/news?itemsPerPage=100000`), 400);
    expectError(await t.get('/api/shops/999999/news'), 404);
    expectError(await t.get('/api/shops/abc/news'), 400);
  });
});

describe('GET /api/shops/{shopId}/news/{slug}', () => {
  it('answers one item as listed', async () => {
    const { items } = await list();
    const res = await t.get(`/api/shops/${shopId}/news/${items[0].slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(items[0]);
  });

  it('answers 404 for an unknown slug', async () => {
    expectError(await t.get(`/api/shops/${shopId}/news/no-such-news`), 404);
    expectError(await t.get('/api/shops/999999/news/anything'), 404);
  });
});
