import { foldQuery, unfoldQuery } from './query';

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
