// The listing filters as the API receives them (storefront spec §7; server/routes/shop-goods.ts):
// the query each fetcher sends is what a mistake here would change.
import * as catalog from './catalog';
import { getGoodsDicts, getShopGoods, type GoodsFilter } from './catalog';

const calls: URL[] = [];
const realFetch = global.fetch;
beforeAll(() => {
  global.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    return new Response(JSON.stringify({ 'hydra:member': [] }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterAll(() => { global.fetch = realFetch; });
beforeEach(() => { calls.length = 0; });

async function sent(f: GoodsFilter): Promise<[string, string][]> {
  await getShopGoods(7, f);
  expect(calls).toHaveLength(1);
  expect(calls[0].pathname).toBe('/api/shops/7/goods');
  return [...calls[0].searchParams.entries()];
}

describe('getShopGoods: filters to query parameters', () => {
  it.each<[string, GoodsFilter, [string, string][]]>([
    ['nothing', {}, []],
    ['category', { categoryId: 101 }, [['catalog.id', '101']]],
    ['discount', { discountId: 8001 }, [['discount', '8001'], ['withSubcategories', 'true'], ['withDiscount', 'true']]],
    ['sort', { order: 'price-desc' }, [['shopOrder', 'price-desc']]],
    ['with discount', { withDiscount: true }, [['withDiscount', 'true']]],
    ['without discount', { withDiscount: false }, []],
    ['countries', { countries: ['Россия', 'Италия'] }, [['country[]', 'Россия'], ['country[]', 'Италия']]],
    ['brands', { brands: ['Danone'] }, [['brand[]', 'Danone']]],
    ['packages', { packages: ['Пакет', 'Бутылка'] }, [['package[]', 'Пакет'], ['package[]', 'Бутылка']]],
    ['extra properties', { extra: { 12: ['1,5%', '3,2%'], 13: [] } }, [['extra[12][]', '1,5%'], ['extra[12][]', '3,2%']]],
    ['page', { page: 3, itemsPerPage: 40 }, [['page', '3'], ['itemsPerPage', '40']]],
    ['empty lists', { countries: [], brands: [], packages: [] }, []],
  ])('%s', async (_, filter, expected) => {
    expect(await sent(filter)).toEqual(expected);
  });

  it('sends everything together', async () => {
    const all = await sent({ categoryId: 5, order: 'discount', withDiscount: true, countries: ['Россия'], brands: ['B'], packages: ['P'], extra: { 1: ['x'] }, page: 2 });
    expect(all).toEqual([
      ['catalog.id', '5'], ['shopOrder', 'discount'], ['withDiscount', 'true'], ['country[]', 'Россия'],
      ['brand[]', 'B'], ['package[]', 'P'], ['extra[1][]', 'x'], ['page', '2'],
    ]);
  });
});

describe('getGoodsDicts', () => {
  it('asks for the dictionaries of a category or a discount', async () => {
    await getGoodsDicts(7, { categoryId: 101 });
    await getGoodsDicts(7, { discountId: 8001 });
    expect(calls.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual([
      '/api/shops/7/goods/dicts?catalog.id=101',
      '/api/shops/7/goods/dicts?discount=8001&withSubcategories=true&withDiscount=true',
    ]);
  });
});

// every other fetcher: the address and query of spec §7 it asks (the API's routes answer these)
describe('the other fetchers', () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ['getShop', () => catalog.getShop(3), '/api/shops/3'],
    ['getCatalogs', () => catalog.getCatalogs(), '/api/catalogs'],
    ['getCatalog', () => catalog.getCatalog(101), '/api/catalogs/101'],
    ['getGood', () => catalog.getGood(7, 5), '/api/shops/7/goods/5'],
    ['getSimilar', () => catalog.getSimilar(7, 5), '/api/shops/7/goods/5/similar'],
    ['getSameBrand', () => catalog.getSameBrand(7, 5), '/api/shops/7/goods/5/samebrand'],
    ['searchGoods', () => catalog.searchGoods(7, 'молоко', 2), '/api/goods?name=молоко&shopId=7&page=2'],
    ['searchGoods, first page', () => catalog.searchGoods(7, 'молоко'), '/api/goods?name=молоко&shopId=7&page=1'],
    ['goodsByIds', () => catalog.goodsByIds(7, [1, 2]), '/api/goods?pagination=false&softShopId=7&id[]=1&id[]=2'],
    ['getMaxDiscount', () => catalog.getMaxDiscount(7), '/api/shops/7/maxdiscount'],
    ['getPageBlocks', () => catalog.getPageBlocks(7), '/api/shops/7/page_blocks?pageType=main&target=site'],
    ['getGoodSets', () => catalog.getGoodSets(7), '/api/shops/7/good_sets'],
    ['getGoodSets in the catalogue', () => catalog.getGoodSets(7, true), '/api/shops/7/good_sets?show-in=catalog'],
    ['getGoodSet', () => catalog.getGoodSet(7, 4), '/api/shops/7/good_sets/4'],
    ['getGoodSetGoods', () => catalog.getGoodSetGoods(7, 4, 2), '/api/shops/7/good_sets/4/goods?page=2&itemsPerPage=50'],
    ['getGoodSetGoods, first page', () => catalog.getGoodSetGoods(7, 4), '/api/shops/7/good_sets/4/goods?page=1&itemsPerPage=50'],
    ['getNewsList', () => catalog.getNewsList(7), '/api/shops/7/news'],
    ['getNewsList of a type', () => catalog.getNewsList(7, { type: 2 }), '/api/shops/7/news?type=2'],
    ['getNewsList without one item', () => catalog.getNewsList(7, { type: 2, exclude: 'a-b', itemsPerPage: 4 }), '/api/shops/7/news?type=2&exclude=a-b&itemsPerPage=4'],
    ['getNews', () => catalog.getNews(7, 'a b/c'), '/api/shops/7/news/a%20b%2Fc'],
    ['getInfoPages', () => catalog.getInfoPages(), '/api/info-pages'],
    ['getShopDiscounts', () => catalog.getShopDiscounts(7), '/api/shops/7/discounts'],
    ['getDiscount', () => catalog.getDiscount(8001), '/api/discounts/8001'],
    ['getCashbackGroups', () => catalog.getCashbackGroups(7), '/api/cashback_groups?shopId=7'],
    ['getCashbackGroupGoods', () => catalog.getCashbackGroupGoods(7, 2, 3, 5), '/api/cashback_groups/2/goods?shopId=7&page=3&itemsPerPage=5'],
    ['getCashbackGroupGoods, defaults', () => catalog.getCashbackGroupGoods(7, 2), '/api/cashback_groups/2/goods?shopId=7&page=1'],
    ['getShopRules', () => catalog.getShopRules(7), '/api/shops/7/rules'],
  ])('%s', async (_, call, expected) => {
    await expect(call()).resolves.toBeDefined();
    expect(calls).toHaveLength(1);
    const url = calls[0];
    expect(`${url.pathname}${decodeURIComponent(url.search)}`).toBe(expected);
  });
});
