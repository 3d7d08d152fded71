import { publicRoute } from './public-routes';

const route = (url: string, shop = 2) => {
  const u = new URL(url, 'http://shop');
  return publicRoute(u.pathname, u.searchParams, shop);
};

describe('publicRoute', () => {
  it('renders listings with their folded query and checks what they name', () => {
    expect(route('/category/101?sort=price&good=5')).toEqual({ page: '/s/2/category/101/sort%3Dprice', resource: '/api/catalogs/101' });
    expect(route('/catalog?parent=1')).toEqual({ page: '/s/2/catalog/parent%3D1', resource: '/api/catalogs/1' });
    expect(route('/catalog?discount=8001')).toEqual({ page: '/s/2/catalog/discount%3D8001', resource: '/api/discounts/8001' });
    expect(route('/catalog?search-word=молоко').resource).toBeNull();
    expect(route('/catalog')).toEqual({ page: '/s/2/catalog/_', resource: null });
  });

  it('checks products, good sets, news and cashback groups in the chosen shop', () => {
    expect(route('/product/15050059?good=1', 3)).toEqual({ page: '/s/3/product/15050059', resource: '/api/shops/3/goods/15050059' });
    expect(route('/good-sets/1?page=2').page).toBe('/s/2/good-sets/1/page%3D2');
    expect(route('/news/a b').resource).toBe('/api/shops/2/news/a%20b');
    expect(route('/cashbackgoods/4').resource).toBe('/api/cashback_groups/4/goods?shopId=2&itemsPerPage=1');
  });

  it('renders information pages as they are and every other path as home', () => {
    expect(route('/cashbackgoods')).toEqual({ page: '/s/2/cashbackgoods', resource: null });
    expect(route('/rules')).toEqual({ page: '/s/2/rules', resource: null });
    expect(route('/no/such/page')).toEqual({ page: '/s/2', resource: null });
    expect(route('/')).toEqual({ page: '/s/2', resource: null });
  });
});
