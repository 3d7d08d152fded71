import { hasPrototypeKey } from './http-guard';

describe('hasPrototypeKey', () => {
  it.each(['/api/shops?__proto__[body]=x', '/?constructor[prototype][x]=1', '/a?x=1&prototype=1', '/?a[__proto__]=1', '/?%5F%5Fproto%5F%5F=1', '/?__proto__'])(
    'finds one in %s', (url) => {
      expect(hasPrototypeKey(url)).toBe(true);
    },
  );
  it.each(['/api/goods?search=__proto__', '/?constructorName=1', '/', '/?a=1&b[c]=2', '/?%FF=1'])('finds none in %s', (url) => {
    expect(hasPrototypeKey(url)).toBe(false);
  });
});
