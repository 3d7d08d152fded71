import { EMPTY_QUERY_SEGMENT, foldQuery, LISTING_KEYS, unfoldQuery } from './query';

const fold = (query: string) => foldQuery(new URLSearchParams(query));

describe('the page cache key of listing URLs', () => {
  it("is '_' for a query that changes nothing a listing shows", () => {
    expect(fold('')).toBe('_');
    expect(fold('utm_source=mail&good=5&remove=7')).toBe('_');
    expect(fold('search-word=%20%20')).toBe('_');
  });

  it('keeps only listing keys, sorted, so one state has one key', () => {
    expect(fold('sort=price&brands=A&utm_source=x')).toBe('brands%3DA%26sort%3Dprice');
    expect(fold('brands=A&sort=price')).toBe(fold('sort=price&brands=A'));
    expect(fold('extra%5B12%5D=red')).toBe('extra%255B12%255D%3Dred');
  });

  it('unfolds back into the same query', () => {
    const q = unfoldQuery(fold('search-word=сыр 3%&page=2&countries=Россия|Италия'));
    expect(q.get('search-word')).toBe('сыр 3%');
    expect(q.get('page')).toBe('2');
    expect(q.get('countries')).toBe('Россия|Италия');
  });

  it('unfolds an empty or broken segment into no query', () => {
    expect(unfoldQuery('_').toString()).toBe('');
    expect(unfoldQuery(undefined).toString()).toBe('');
    expect(unfoldQuery('%E0%A4%A').toString()).toBe('');
  });
});

const q = (s: string) => new URLSearchParams(s);
const sorted = (p: URLSearchParams) => [...p.entries()].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));

// every query key a listing page reads (catalogue spec §2), with a value as links write it
const KEYS: [string, string][] = [
  ['parent', '101'],
  ['search-word', 'молоко 3,2%'],
  ['discount', '8001'],
  ['sort', 'price-desc'],
  ['with-discount', '1'],
  ['countries', 'Россия|Италия'],
  ['brands', 'Простоквашино'],
  ['packages', 'Пакет'],
  ['page', '3'],
  ['extra[12]', '1,5%|3,2%'],
];

describe('foldQuery / unfoldQuery', () => {
  it('keeps exactly these keys', () => {
    expect([...LISTING_KEYS].sort()).toEqual(
      ['brands', 'countries', 'discount', 'page', 'packages', 'parent', 'search-word', 'sort', 'with-discount'].sort());
  });

  it.each(KEYS)('round-trips %s', (key, value) => {
    const params = new URLSearchParams([[key, value]]);
    const segment = foldQuery(params);
    expect(segment).not.toBe(EMPTY_QUERY_SEGMENT);
    expect(segment).not.toContain('/');
    expect(sorted(unfoldQuery(segment))).toEqual([[key, value]]);
  });

  it('round-trips all keys at once', () => {
    const params = new URLSearchParams(KEYS);
    expect(sorted(unfoldQuery(foldQuery(params)))).toEqual(sorted(params));
  });

  it('is the same segment whatever the order of the query', () => {
    const reversed = new URLSearchParams([...KEYS].reverse());
    expect(foldQuery(reversed)).toBe(foldQuery(new URLSearchParams(KEYS)));
    expect(foldQuery(q('brands=b&brands=a'))).toBe(foldQuery(q('brands=a&brands=b')));
  });

  it('writes keys in alphabetical order, then values', () => {
    expect(decodeURIComponent(foldQuery(q('sort=name&brands=z&brands=a&countries=m')))).toBe('brands=a&brands=z&countries=m&sort=name');
  });

  it('keeps extra[id] keys only in that exact form', () => {
    expect(foldQuery(q('xextra[1]=a&extra[1]x=b&extra[]=c'))).toBe('_');
    expect([...unfoldQuery(foldQuery(q('extra[123456]=a'))).entries()]).toEqual([['extra[123456]', 'a']]);
  });

  it('drops keys that do not change the page, and blank values', () => {
    expect(foldQuery(q('good=5&remove=all&utm_source=x&extra[x]=1&extra[1234567]=1&sort=%20'))).toBe('_');
    expect(foldQuery(q(''))).toBe('_');
    expect(foldQuery(q('sort=price&utm_source=x'))).toBe(foldQuery(q('sort=price')));
  });

  it('cuts a value to 200 characters', () => {
    const segment = foldQuery(q(`search-word=${'я'.repeat(300)}`));
    expect(unfoldQuery(segment).get('search-word')).toBe('я'.repeat(200));
  });

  it('unfolds nothing from the empty segment, a missing one or a broken one', () => {
    for (const segment of [undefined, '', '_', '%E0%A4%A']) expect([...unfoldQuery(segment).entries()]).toEqual([]);
  });
});
