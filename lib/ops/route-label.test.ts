import { routeLabel } from './route-label';

describe('routeLabel', () => {
  it('names API calls by template, with ids and payment uuids folded', () => {
    expect(routeLabel('GET', '/api/orders/123')).toBe('/api/orders/:id');
    expect(routeLabel('GET', '/api/shops/1/goods/60050003?x=1')).toBe('/api/shops/:id/goods/:id');
    expect(routeLabel('POST', '/api/payments/sandbox/0b4e7c1a-1111-4a4a-9a9a-123456789abc/pay')).toBe('/api/payments/sandbox/:uuid/pay');
  });
  it('puts every path it does not know under one label', () => {
    expect(routeLabel('GET', '/api/made-up/1')).toBe('/api/other');
    expect(routeLabel('GET', '/wp-admin/x.php')).toBe('other');
    expect(routeLabel('GET', '/%D0%BC%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE')).toBe('other');
  });
  it('names pages by their section', () => {
    expect(routeLabel('GET', '/')).toBe('/');
    expect(routeLabel('GET', '/product/moloko-1')).toBe('/product');
    expect(routeLabel('GET', '/_next/static/chunks/a.js')).toBe('/_next');
  });
});
