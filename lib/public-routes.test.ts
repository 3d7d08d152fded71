import { cachedBasket, publicRoute } from './public-routes';

const route = (url: string, shop = 2) => {
  const u = new URL(url, 'http://shop');
  return publicRoute(u.pathname, u.searchParams, shop);
};

describe('publicRoute', () => {
  it('renders listings with their folded query and checks what they name', () => {
    expect(route('/category/101?sort=price&good=5')).toEqual({ page: '/s/2/category/101/sort%3Dprice', resource: '/api/catalogs/101', listing: { categoryId: 101 } });
    expect(route('/catalog?parent=1')).toEqual({ page: '/s/2/catalog/parent%3D1', resource: '/api/catalogs/1', listing: {} });
    expect(route('/catalog?discount=8001')).toEqual({ page: '/s/2/catalog/discount%3D8001', resource: '/api/discounts/8001', listing: {} });
    expect(route('/catalog?search-word=молоко').resource).toBeNull();
    expect(route('/catalog')).toEqual({ page: '/s/2/catalog/_', resource: null, listing: {} });
  });

  it('checks products, good sets, news and cashback groups in the chosen shop', () => {
    expect(route('/product/15050059?good=1', 3)).toEqual({ page: '/s/3/product/15050059', resource: '/api/shops/3/goods/15050059' });
    expect(route('/good-sets/1?page=2').page).toBe('/s/2/good-sets/1/page%3D2');
    expect(route('/news/otkrytie-magazina').resource).toBe('/api/shops/2/news/otkrytie-magazina');
    expect(route('/cashbackgoods/4').resource).toBe('/api/cashback_groups/4/goods?shopId=2&itemsPerPage=1');
  });

  it('renders information pages as they are, home as home and every other path as a home of its own', () => {
    expect(route('/cashbackgoods')).toEqual({ page: '/s/2/cashbackgoods', resource: null });
    expect(route('/rules')).toEqual({ page: '/s/2/rules', resource: null });
    expect(route('/')).toEqual({ page: '/s/2', resource: null });
    expect(route('/no/such/page')).toEqual({ page: '/s/2/elsewhere', resource: null });
    expect(route('/zz-mark').page).not.toBe(route('/').page);
  });

  it('caches the basket per shop unless it opens an order\'s success stage', () => {
    const cached = (url: string) => {
      const u = new URL(url, 'http://shop');
      return cachedBasket(u.pathname, u.searchParams);
    };
    expect(['/basket', '/basket/', '/basket?good=5', '/basket?remove=all'].map(cached)).toEqual([true, true, true, true]);
    expect(['/basket?order=12', '/basket?order=', '/basket/x', '/basketx', '/personal-area'].map(cached)).toEqual([false, false, false, false, false]);
    expect(route('/basket?good=5', 3)).toEqual({ page: '/s/3/basket', resource: null });
  });

  it('redirects non-canonical ids to the canonical path', () => {
    expect(route('/category/000000101').redirect).toBe('/category/101');
    expect(route('/product/0000015050059').redirect).toBe('/product/15050059');
    expect(route('/good-sets/01/').redirect).toBe('/good-sets/1');
  });

  it.each([
    `/category/${'9'.repeat(9000)}`, '/category/abc', '/category/0', '/category/1e3', '/category/2147483648', '/product/-1',
    '/product/99999999999999999', '/good-sets/0x1', '/cashbackgoods/abc', '/news/a%20b', '/news/%FF', `/news/${'a'.repeat(201)}`,
  ])('answers %s 404 before any API call', (path) => {
    const r = route(path);
    expect(r.notFound).toBe(true);
    expect(r.resource).toBeNull();
  });
});

describe('pages that only page', () => {
  it('fold to their page alone, whatever else the query carries', () => {
    expect(route('/good-sets/1?page=2&brands=x&search-word=y').page).toBe('/s/2/good-sets/1/page%3D2');
    expect(route('/cashbackgoods/4?page=abc&countries=z').page).toBe('/s/2/cashbackgoods/4/_');
    expect(route('/good-sets/1?page=999').page).toBe('/s/2/good-sets/1/page%3D25');
  });
});
