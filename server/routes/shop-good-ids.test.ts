// GET /api/shops/{shopId}/goods/ids: the sitemap's keyset walk over a shop's goods. It must list the
// same goods as the unfiltered listing, each once, in id order, whatever the page size.
import { and, eq } from 'drizzle-orm';
import { Good, GoodIdsPage, hydraCollection } from '../../contract';
import { articles } from '../db/schema';
import { contract, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let shopIds: number[];
afterAll(() => t.close());
beforeAll(async () => {
  t = await testApp();
  shopIds = (await t.get('/api/shops')).body['hydra:member'].map((s: { id: number }) => s.id);
});

/** Every id of the shop, page by page, following `next`. */
async function walk(shopId: number, limit?: number): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let after: number | null = 0;
  let pages = 0;
  while (after !== null) {
    const res = await t.get(`/api/shops/${shopId}/goods/ids?after=${after}${limit ? `&limit=${limit}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    const page = contract(GoodIdsPage, res.body);
    ids.push(...page.ids);
    after = page.next;
    pages++;
  }
  return { ids, pages };
}

/** The unfiltered listing of the shop, whole, as the sitemap walked it before. */
async function listing(shopId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = contract(hydraCollection(Good), (await t.get(`/api/shops/${shopId}/goods?itemsPerPage=1000&page=${page}`)).body);
    ids.push(...body['hydra:member'].map((g) => g.id));
    if (ids.length >= body['hydra:totalItems'] || body['hydra:member'].length === 0) return ids;
  }
}

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('GET /api/shops/{shopId}/goods/ids', () => {
  it("lists exactly the goods of the shop's unfiltered listing, ascending, each once", async () => {
    for (const shopId of shopIds.slice(0, 2)) {
      const { ids, pages } = await walk(shopId);
      expect(pages).toBe(1);
      expect(ids.length).toBeGreaterThan(100);
      expect(ids).toEqual(ascending([...new Set(ids)]));
      expect(ids).toEqual(ascending(await listing(shopId)));
    }
  });

  it('pages by key: small pages join into the same list, the last with next null', async () => {
    const whole = (await walk(shopIds[0])).ids;
    const paged = await walk(shopIds[0], 37);
    expect(paged.ids).toEqual(whole);
    expect(paged.pages).toBe(Math.floor(whole.length / 37) + 1);
    const first = contract(GoodIdsPage, (await t.get(`/api/shops/${shopIds[0]}/goods/ids?limit=5`)).body);
    expect(first).toEqual({ ids: whole.slice(0, 5), next: whole[4] });
    // `after` need not be a listed id: the page starts at the next one
    const mid = contract(GoodIdsPage, (await t.get(`/api/shops/${shopIds[0]}/goods/ids?after=${whole[9] + 0.0}&limit=3`)).body);
    expect(mid.ids).toEqual(whole.slice(10, 13));
  });

  it('follows the articles: a good the shop stops selling leaves its list, not the other shops\'', async () => {
    const [a, b] = shopIds;
    const gone = (await walk(a)).ids[3];
    const inB = (await walk(b)).ids.includes(gone);
    await t.db.delete(articles).where(and(eq(articles.shopId, a), eq(articles.goodId, gone)));
    expect((await walk(a)).ids).not.toContain(gone);
    expect((await walk(b)).ids.includes(gone)).toBe(inB);
  });
});
