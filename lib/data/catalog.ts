// What a catalogue URL shows, loaded once per render (metadata and page share it through cache()).
import 'server-only';
import { cache } from 'react';
import { parsePositiveId } from '@/domain/ids';
import {
  isSearchLongEnough, keepAvailable, LISTING_PAGE_SIZE, listingHref, parseListing, type ListingState,
} from '@/domain/listing';
import {
  getCatalog, getCatalogs, getDiscount, getGoodsDicts, getGoodSets, getShopGoods, searchGoods,
} from '@/lib/api/catalog';
import type { Catalog, Discount, GoodsDicts, GoodSet } from '@/contract';
import { listingFilter } from '@/lib/listing/filter';
import { unfoldQuery } from '@/lib/listing/query';
import { loadRange, loadSteps, type LoadedGoods } from './load-steps';

type Category = Extract<ListingState, { mode: 'category' }>;
type DiscountState = Extract<ListingState, { mode: 'discount' }>;
type Search = Extract<ListingState, { mode: 'search' }>;

export type CatalogView =
  | { mode: 'top'; categories: Catalog[]; sets: GoodSet[] }
  | { mode: 'parent'; category: Catalog }
  | { mode: 'category'; state: Category; category: Catalog; dicts: GoodsDicts; loaded: LoadedGoods }
  | { mode: 'discount'; state: DiscountState; discount: Discount; dicts: GoodsDicts; loaded: LoadedGoods }
  /** correctedQuery: what the results were found by, when not the words typed (another layout, a typo) */
  | { mode: 'search'; state: Search; loaded: LoadedGoods | null; correctedQuery?: string }
  | { mode: 'not-found' };

function findCategory(list: Catalog[], id: number): Catalog | null {
  for (const c of list) {
    if (c.id === id) return c;
    const found = findCategory(c.items, id);
    if (found) return found;
  }
  return null;
}

async function loadFiltered<T extends Category | DiscountState>(shop: number, raw: T) {
  const load = (state: T) => Promise.all([
    // the counts depend on the chosen filters (each value: the total once it is also chosen)
    getGoodsDicts(shop, listingFilter(state)),
    loadRange(
      state.page,
      LISTING_PAGE_SIZE,
      (count) => getShopGoods(shop, { ...listingFilter(state), page: 1, itemsPerPage: count }),
      (page) => listingHref({ ...state, page }),
    ),
  ]);
  // both at once: the middleware has already dropped values the listing does not offer, so the
  // second round below is only for a value withdrawn in between
  let [dicts, loaded] = await load(raw);
  // 'Со скидкой' is counted with the other filters here, so a 0 means "nothing with those filters",
  // not "not offered": it stays chosen (the middleware checks it against the unfiltered count)
  const state = { ...keepAvailable(raw, dicts), withDiscount: raw.withDiscount && dicts.withDiscount !== null };
  if (listingHref(state) !== listingHref(raw)) [dicts, loaded] = await load(state);
  return { state, dicts, loaded };
}

/** The view of /catalog?… (q: the folded query) or /category/{id}?… for a shop. */
export const loadCatalogView = cache(async (shop: number, q: string, categoryParam?: string): Promise<CatalogView> => {
  const query = unfoldQuery(q);
  let categoryId: number | undefined;
  if (categoryParam !== undefined) {
    const id = parsePositiveId(categoryParam);
    if (id === null) return { mode: 'not-found' };
    categoryId = id;
  }
  const state = parseListing(query, categoryId);
  switch (state.mode) {
    case 'tree': {
      if (state.invalid) return { mode: 'not-found' };
      if (state.parent === null) {
        const [catalogs, sets] = await Promise.all([getCatalogs(), getGoodSets(shop, true)]);
        return { mode: 'top', categories: catalogs.items, sets: sets.items };
      }
      const category = findCategory((await getCatalogs()).items, state.parent);
      return category ? { mode: 'parent', category } : { mode: 'not-found' };
    }
    case 'category': {
      const category = await getCatalog(state.categoryId);
      if (!category) return { mode: 'not-found' };
      return { mode: 'category', category, ...(await loadFiltered(shop, state)) };
    }
    case 'discount': {
      const discount = state.discountId ? await getDiscount(state.discountId) : null;
      if (!discount) return { mode: 'not-found' };
      return { mode: 'discount', discount, ...(await loadFiltered(shop, state)) };
    }
    case 'search': {
      if (!isSearchLongEnough(state.searchWord)) return { mode: 'search', state, loaded: null };
      let correctedQuery: string | undefined;
      const loaded = await loadSteps(
        state.page,
        async (step) => {
          const found = await searchGoods(shop, state.searchWord, step);
          if (step === 1) correctedQuery = found.correctedQuery;
          return found;
        },
        (page) => listingHref({ ...state, page }),
      );
      return { mode: 'search', state, loaded, ...(correctedQuery ? { correctedQuery } : {}) };
    }
  }
});
