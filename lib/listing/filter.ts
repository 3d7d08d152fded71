// What a filtered listing URL asks the API for: one mapping for the page's loader (lib/data/catalog.ts)
// and the middleware's check of the same listing (./guard.ts), so both ask the same question.
import type { ListingState } from '@/domain/listing';
import type { GoodsFilter } from '@/lib/api/catalog';

export type FilteredListing = Extract<ListingState, { mode: 'category' | 'discount' }>;

/** The category or discount a listing shows: what its dictionaries are asked for. */
export const listingBase = (state: FilteredListing): GoodsFilter =>
  (state.mode === 'category' ? { categoryId: state.categoryId } : { discountId: state.discountId ?? undefined });

/** The listing's goods as the API filters them (no paging). */
export const listingFilter = (state: FilteredListing): GoodsFilter => ({
  ...listingBase(state),
  order: state.sort,
  withDiscount: state.withDiscount,
  countries: state.countries,
  brands: state.brands,
  packages: state.packages,
  extra: state.extra,
});
