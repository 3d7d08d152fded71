import { parseRevalidation, revalidationAllowed } from './revalidation';

const headers = (h: Record<string, string>) => new Headers(h);
const SECRET = 'a-storefront-secret-of-16+';

describe('who may drop cached pages', () => {
  it('with a secret: only the right key, whatever the address', () => {
    expect(revalidationAllowed(headers({ 'x-storefront-key': SECRET }), SECRET)).toBe(true);
    expect(revalidationAllowed(headers({ 'x-storefront-key': `${SECRET}x` }), SECRET)).toBe(false);
    expect(revalidationAllowed(headers({ 'x-storefront-socket-address': '127.0.0.1' }), SECRET)).toBe(false);
  });
  it('without one: a direct connection from this machine, never one relayed by a proxy', () => {
    expect(revalidationAllowed(headers({ 'x-storefront-socket-address': '127.0.0.1' }), undefined)).toBe(true);
    expect(revalidationAllowed(headers({ 'x-storefront-socket-address': '::ffff:127.0.0.1' }), undefined)).toBe(true);
    expect(revalidationAllowed(headers({ 'x-storefront-socket-address': '::1' }), undefined)).toBe(true);
    expect(revalidationAllowed(headers({ 'x-storefront-socket-address': '127.0.0.1', 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(true);
    expect(revalidationAllowed(headers({ 'x-storefront-socket-address': '127.0.0.1', 'x-forwarded-for': '203.0.113.5' }), undefined)).toBe(false);
    expect(revalidationAllowed(headers({ 'x-storefront-socket-address': '127.0.0.1', 'x-forwarded-for': '127.0.0.1, 203.0.113.5' }), undefined)).toBe(false);
    expect(revalidationAllowed(headers({ 'x-storefront-socket-address': '203.0.113.5' }), undefined)).toBe(false);
    expect(revalidationAllowed(headers({}), undefined)).toBe(false);
  });
});

describe('which pages may be named', () => {
  it('takes shop pages, once each', () => {
    expect(parseRevalidation(JSON.stringify({ pages: ['/s/1/product/5', '/s/2', '/s/1/product/5', '/s/3/news/%D0%B0'] })))
      .toEqual({ pages: ['/s/1/product/5', '/s/2', '/s/3/news/%D0%B0'] });
  });
  it.each([
    ['not JSON', '{'],
    ['no pages', '{}'],
    ['an empty list', '{"pages":[]}'],
    ['a path outside the shop pages', '{"pages":["/admin-order"]}'],
    ['a shop id 0', '{"pages":["/s/0/product/1"]}'],
    ['a dot segment', '{"pages":["/s/1/../../etc"]}'],
    ['too many', JSON.stringify({ pages: Array.from({ length: 501 }, (_, i) => `/s/1/product/${i}`) })],
  ])('refuses %s with a message in Russian', (_what, body) => {
    const r = parseRevalidation(body);
    expect(r).toHaveProperty('error');
    expect((r as { error: string }).error).toMatch(/[а-я]/);
  });
});
