// The listing filters as the API receives them (storefront spec §7; server/routes/shop-goods.ts):
// the query each fetcher sends is what a mistake here would change.
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
