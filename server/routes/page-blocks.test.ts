// Home page blocks: which blocks, in which order, and what each carries for the shop.
import { Good, hydraCollection, PageBlock } from '../../contract';
import { pageBlocks } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let shopId: number;
let blocks: PageBlock[];
beforeAll(async () => {
  t = await testApp();
  shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
  const res = await t.get(`/api/shops/${shopId}/page_blocks?pageType=main&target=site`);
  expect(res.status).toBe(200);
  blocks = contract(hydraCollection(PageBlock), res.body)['hydra:member'];
});
afterAll(() => t.close());

const ofType = (type: number) => blocks.filter((b) => b.blockType === type);

describe('GET /api/shops/{shopId}/page_blocks', () => {
  it('answers the shop\'s and the common main-page blocks in position order', async () => {
    const rows = (await t.db.select().from(pageBlocks))
      .filter((r) => r.pageType === 'main' && r.target === 'site' && (r.shopId === null || r.shopId === shopId))
      .sort((a, b) => a.position - b.position || a.id - b.id);
    expect(blocks.map((b) => b['@id'])).toEqual(rows.map((r) => `/api/page_blocks/${r.id}`));
    expect(new Set(blocks.map((b) => b.blockType))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('fills each block with its own data only', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      expect(b['@type']).toBe('PageBlock');
      expect(b.bannerBlock !== null).toBe(b.blockType === 1);
      expect(b.goodSetBlock !== null).toBe(b.blockType === 3);
      expect(b.newsBlock !== null).toBe(b.blockType === 4);
      expect(b.goodsBlock !== null).toBe(b.blockType === 5);
    }
  });

  it('banner slider: banners with images and a delay', () => {
    expect(ofType(1).length).toBeGreaterThan(0);
    for (const b of ofType(1)) {
      expect(b.bannerBlock!.autoplayDelay).toBeGreaterThan(0);
      expect(b.bannerBlock!.banners.length).toBeGreaterThan(0);
      for (const banner of b.bannerBlock!.banners) {
        expect(banner.image.src).toEqual(expect.any(String));
        expect(typeof banner.isTargetBlank).toBe('boolean');
        expect(banner.linkUrl).toEqual(expect.any(String));
      }
    }
  });

  it('good sets: the named set with its children', () => {
    expect(ofType(3).length).toBeGreaterThan(0);
    for (const b of ofType(3)) {
      const block = b.goodSetBlock!;
      expect(block.goodSets).toHaveLength(1);
      expect(block.goodSets[0].id).toBe(block.goodSetId);
    }
  });

  it('news: the latest news of the shop, at most 8', async () => {
    const latest = (await t.get(`/api/shops/${shopId}/news?itemsPerPage=8`)).body['hydra:member'];
    expect(ofType(4).length).toBeGreaterThan(0);
    expect(latest.length).toBeGreaterThan(0);
    for (const b of ofType(4)) {
      expect(b.newsBlock!.items.length).toBeLessThanOrEqual(8);
      expect(b.newsBlock!.items.map((n) => n.slug)).toEqual(latest.map((n: { slug: string }) => n.slug));
    }
  });

  it('goods: at most 10, in stock and priced for the shop', async () => {
    expect(ofType(5).length).toBeGreaterThan(0);
    for (const b of ofType(5)) {
      const goods: Good[] = b.goodsBlock!.goods;
      expect(goods.length).toBeGreaterThan(0);
      expect(goods.length).toBeLessThanOrEqual(10);
      for (const g of goods) {
        expect(g.article!.quantity).toBeGreaterThan(0);
        const same = (await t.get(`/api/shops/${shopId}/goods/${g.id}`)).body;
        expect(g.article).toEqual(same.article);
      }
    }
  });

  it('rejects missing or unknown pageType and target', async () => {
    expectError(await t.get(`/api/shops/${shopId}/page_blocks`), 400);
    expectError(await t.get(`/api/shops/${shopId}/page_blocks?pageType=catalog&target=site`), 400);
    expectError(await t.get(`/api/shops/${shopId}/page_blocks?pageType=main&target=app`), 400);
    expectError(await t.get('/api/shops/999999/page_blocks?pageType=main&target=site'), 404);
    expectError(await t.get('/api/shops/abc/page_blocks?pageType=main&target=site'), 400);
  });
});
