import type { GoodsDicts } from '../contract';
import {
  canonicalListingHref, categoryHref, DEFAULT_SORT, hasFilters, isSearchLongEnough, keepAvailable, listingHref,
  parseListing, type ListingState,
} from './listing';

const q = (s: string) => new URLSearchParams(s);
type Filtered = Extract<ListingState, { mode: 'category' | 'discount' }>;
const filtered = (state: ListingState): Filtered => {
  if (state.mode !== 'category' && state.mode !== 'discount') throw new Error(`not a filtered listing: ${state.mode}`);
  return state;
};

describe('parseListing: the mode', () => {
  it('is the category listing when the route has a category id, whatever the query says', () => {
    expect(parseListing(q('discount=8001&search-word=молоко'), 101)).toMatchObject({ mode: 'category', categoryId: 101 });
  });

  it('is the discount listing for ?discount=', () => {
    expect(parseListing(q('discount=8001'))).toMatchObject({ mode: 'discount', discountId: 8001 });
  });

  it('prefers discount over search-word', () => {
    expect(parseListing(q('search-word=сыр&discount=8001')).mode).toBe('discount');
  });

  it('is the search for ?search-word=, with the text trimmed and single-spaced', () => {
    expect(parseListing(q('search-word=%20%20молоко%20%20 3,2%25%20'))).toEqual({ mode: 'search', searchWord: 'молоко 3,2%', page: 1 });
  });

  it('is the catalogue tree otherwise, optionally of a parent', () => {
    expect(parseListing(q(''))).toEqual({ mode: 'tree', parent: null, invalid: false });
    expect(parseListing(q('parent=7'))).toEqual({ mode: 'tree', parent: 7, invalid: false });
  });

  it('flags a parent or discount that is not an id, so the page can answer 404', () => {
    expect(parseListing(q('parent=abc'))).toMatchObject({ mode: 'tree', invalid: true });
    expect(parseListing(q('discount=-1'))).toMatchObject({ mode: 'discount', discountId: null });
  });
});

describe('parseListing: sort, filters and page', () => {
  it('defaults to the alphabetical sort and the first page', () => {
    const s = filtered(parseListing(q(''), 1));
    expect(s.sort).toBe(DEFAULT_SORT);
    expect(DEFAULT_SORT).toBe('name');
    expect(s.page).toBe(1);
    expect(hasFilters(s)).toBe(false);
  });

  it('accepts the four sorts and ignores unknown ones', () => {
    for (const sort of ['discount', 'price', 'price-desc', 'name']) expect(filtered(parseListing(q(`sort=${sort}`), 1)).sort).toBe(sort);
    expect(filtered(parseListing(q('sort=random'), 1)).sort).toBe('name');
  });

  it("reads values joined by '|' and repeated keys (a plain HTML form) alike", () => {
    const joined = filtered(parseListing(q('brands=Простоквашино|Домик в деревне&countries=Россия'), 1));
    const repeated = filtered(parseListing(q('brands=Простоквашино&brands=Домик+в+деревне&countries=Россия'), 1));
    expect(joined.brands).toEqual(['Простоквашино', 'Домик в деревне']);
    expect(repeated.brands).toEqual(joined.brands);
    expect(repeated.countries).toEqual(['Россия']);
  });

  it('reads extra properties by id and drops duplicates and blanks', () => {
    const s = filtered(parseListing(q('extra[1]=1,5%25|3,2%25&extra[1]=1,5%25&extra[2]=&extra[x]=1'), 1));
    expect(s.extra).toEqual({ 1: ['1,5%', '3,2%'] });
  });

  it("reads 'with-discount' as a flag", () => {
    expect(filtered(parseListing(q('with-discount=1'), 1)).withDiscount).toBe(true);
    expect(filtered(parseListing(q('with-discount=0'), 1)).withDiscount).toBe(false);
    expect(filtered(parseListing(q(''), 1)).withDiscount).toBe(false);
  });

  it('caps the page and ignores pages that are not positive integers', () => {
    expect(filtered(parseListing(q('page=3'), 1)).page).toBe(3);
    expect(filtered(parseListing(q('page=-1'), 1)).page).toBe(1);
    expect(filtered(parseListing(q('page=2.5'), 1)).page).toBe(1);
    // 25 steps of 40 goods: the cap decision 10 sets for one URL
    expect(filtered(parseListing(q('page=100000'), 1)).page).toBe(25);
    expect(filtered(parseListing(q('page=25'), 1)).page).toBe(25);
    expect(filtered(parseListing(q('page=26'), 1)).page).toBe(25);
  });
});

describe('keepAvailable', () => {
  const dicts: GoodsDicts = {
    countries: [{ value: 'Россия', filterHits: 10 }],
    brands: [{ value: 'Простоквашино', filterHits: 3 }, { value: 'Вкуснотеево', filterHits: 2 }],
    packages: [],
    extraProperties: [{ id: 1, name: 'Жирность', values: [{ value: '3,2%', filterHits: 4 }] }],
    withDiscount: 0,
  };

  it('drops values the dictionaries do not offer and keeps the rest', () => {
    const s = filtered(parseListing(q('brands=Простоквашино|Нет такого&countries=Италия&packages=Пакет&extra[1]=3,2%25|9%25&extra[5]=x&sort=price'), 1));
    const kept = keepAvailable(s, dicts);
    expect(kept.brands).toEqual(['Простоквашино']);
    expect(kept.countries).toEqual([]);
    expect(kept.packages).toEqual([]);
    expect(kept.extra).toEqual({ 1: ['3,2%'] });
    expect(kept.sort).toBe('price');
  });

  it("drops 'with discount' when no good of the listing has one", () => {
    expect(keepAvailable(filtered(parseListing(q('with-discount=1'), 1)), dicts).withDiscount).toBe(false);
    expect(keepAvailable(filtered(parseListing(q('with-discount=1'), 1)), { ...dicts, withDiscount: 3 }).withDiscount).toBe(true);
  });
});

describe('listingHref', () => {
  it('writes category listings under /category/{id} without defaults', () => {
    expect(listingHref(parseListing(q('sort=name&page=1'), 101))).toBe('/category/101');
  });

  it("writes every filter in the URL, multi-values joined by '|'", () => {
    const href = listingHref(parseListing(q('brands=A&brands=B&countries=Россия&with-discount=on&sort=price&extra[3]=x&page=2'), 5));
    const url = new URL(href, 'http://shop');
    expect(url.pathname).toBe('/category/5');
    expect(url.searchParams.get('brands')).toBe('A|B');
    expect(url.searchParams.get('countries')).toBe('Россия');
    expect(url.searchParams.get('with-discount')).toBe('1');
    expect(url.searchParams.get('sort')).toBe('price');
    expect(url.searchParams.get('extra[3]')).toBe('x');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('round-trips: parsing the href gives the same state', () => {
    const state = parseListing(q('brands=A|B&packages=Пакет&extra[2]=y|z&extra[1]=x&sort=discount&page=3'), 7);
    const url = new URL(listingHref(state), 'http://shop');
    expect(parseListing(url.searchParams, 7)).toEqual(state);
  });

  it('keeps the discount id and the search text', () => {
    expect(listingHref(parseListing(q('discount=8001&sort=price-desc')))).toBe('/catalog?discount=8001&sort=price-desc');
    expect(new URL(listingHref(parseListing(q('search-word=сыр&page=2'))), 'http://shop').searchParams.get('search-word')).toBe('сыр');
  });

  it('writes the tree as /catalog, with its parent', () => {
    expect(listingHref(parseListing(q('')))).toBe('/catalog');
    expect(listingHref(parseListing(q('parent=3')))).toBe('/catalog?parent=3');
  });
});

describe('canonicalListingHref', () => {
  it('leaves out sort, filters and paging', () => {
    expect(canonicalListingHref(parseListing(q('brands=A&sort=price&page=4&with-discount=1'), 9))).toBe('/category/9');
    expect(canonicalListingHref(parseListing(q('discount=8001&sort=price')))).toBe('/catalog?discount=8001');
    expect(canonicalListingHref(parseListing(q('search-word=сыр&page=3')))).toBe(`/catalog?search-word=${encodeURIComponent('сыр')}`);
  });
});

describe('categoryHref', () => {
  it('leads a leaf to its goods and a category with subcategories to its subtree', () => {
    expect(categoryHref({ id: 101, isLeaf: true })).toBe('/category/101');
    expect(categoryHref({ id: 1, isLeaf: false })).toBe('/catalog?parent=1');
    expect(categoryHref({ id: 2, items: [{}] })).toBe('/catalog?parent=2');
    expect(categoryHref({ id: 3, items: [] })).toBe('/category/3');
  });
});

describe('isSearchLongEnough', () => {
  it('needs at least 3 characters', () => {
    expect(isSearchLongEnough('сы')).toBe(false);
    expect(isSearchLongEnough('сыр')).toBe(true);
  });
});
