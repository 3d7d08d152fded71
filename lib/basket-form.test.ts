import { basketFormTarget, isBasketForm, NO_SCRIPT_NOTE } from './basket-form';

const form = (extra: Record<string, string> = {}) =>
  new Headers({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': '7', ...extra });

describe('isBasketForm', () => {
  it('is a form POST to a page', () => {
    expect(isBasketForm('POST', '/category/101', form())).toBe(true);
    expect(isBasketForm('POST', '/', form({ 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }))).toBe(true);
  });

  it('is not a GET, the API proxy, Next itself, a Server Action, another body or a long or unsized one', () => {
    expect(isBasketForm('GET', '/', form())).toBe(false);
    expect(isBasketForm('POST', '/api/orders', form())).toBe(false);
    expect(isBasketForm('POST', '/_next/data', form())).toBe(false);
    expect(isBasketForm('POST', '/', form({ 'next-action': 'abc' }))).toBe(false);
    expect(isBasketForm('POST', '/', form({ 'content-type': 'application/json' }))).toBe(false);
    expect(isBasketForm('POST', '/', form({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(false);
    expect(isBasketForm('POST', '/', form({ 'content-length': '1025' }))).toBe(false);
    expect(isBasketForm('POST', '/', new Headers({ 'content-type': 'application/x-www-form-urlencoded' }))).toBe(false);
  });
});

describe('basketFormTarget', () => {
  it('stays on the shop: a path that would name another host keeps one leading slash', () => {
    const origin = 'https://shop.example';
    for (const path of ['//evil.example/x', '/\\evil.example/x', '///evil.example', '/\\/evil.example']) {
      expect(new URL(basketFormTarget(path, '', 'good=5'), origin).origin).toBe(origin);
      expect(new URL(basketFormTarget(path, '', ''), origin).origin).toBe(origin);
    }
  });

  it('returns to the same address with good={id} and the note', () => {
    expect(basketFormTarget('/product/5', '', 'good=5')).toBe(`/product/5?good=5#${NO_SCRIPT_NOTE}`);
  });

  it('keeps the query of a search or a filtered listing, in place of an earlier basket action', () => {
    expect(basketFormTarget('/catalog', '?search-word=%D0%B2%D0%B8%D0%BD%D0%BE&good=3&remove=4', 'good=7'))
      .toBe(`/catalog?search-word=%D0%B2%D0%B8%D0%BD%D0%BE&good=7#${NO_SCRIPT_NOTE}`);
    expect(basketFormTarget('/category/101', '?sort=price&country%5B%5D=1', 'good=9'))
      .toBe(`/category/101?sort=price&country%5B%5D=1&good=9#${NO_SCRIPT_NOTE}`);
  });

  it('returns to the page unchanged when the body names no good', () => {
    for (const body of ['', 'good=', 'good=0', 'good=-1', 'good=abc', 'good=99999999999999999', 'other=1', 'x'.repeat(2000)]) {
      expect(basketFormTarget('/category/101', '?sort=price', body)).toBe('/category/101?sort=price');
    }
    expect(basketFormTarget('/', '', 'good=x')).toBe('/');
  });
});
