// What the product page needs, loaded once per render (metadata and page share it through cache()).
import 'server-only';
import { cache } from 'react';
import { MAX_GOOD_ID, parsePositiveId } from '@/domain/ids';
import { getCatalog, getGood, getRating, getReviews, getSameBrand, getSimilar } from '@/lib/api/catalog';
import type { List } from '@/lib/api/list';
import type { Good, Rating, Review } from '@/contract';

export type ProductView = {
  good: Good; shopId: number; parentName: string | null; sameBrand: Good[]; similar: Good[];
  /** the reviews section: the histogram and the first page (null when the API could not say) */
  reviews: { rating: Rating | null; items: Review[]; hasMore: boolean };
};

// The lists around the product are extras: the page still renders when one of them fails.
const orEmpty = (p: Promise<List<Good>>) => p.then((l) => l.items, () => [] as Good[]);

export const loadProduct = cache(async (shop: number, idParam: string): Promise<ProductView | null> => {
  const id = parsePositiveId(idParam, MAX_GOOD_ID);
  if (id === null) return null;
  // The lists around the product need only its id: asked together with the product, not after it
  // (one API round trip less on a cold render). Failures already resolve to [].
  const similar = orEmpty(getSimilar(shop, id));
  const sameBrand = orEmpty(getSameBrand(shop, id));
  // the reviews are an extra too: without them the section says so and the page renders
  const rating = getRating(id).catch(() => null);
  const reviews = getReviews(id).catch(() => ({ items: [] as Review[], hasMore: false }));
  const good = await getGood(shop, id);
  if (!good) return null;
  const [parent, sameBrandGoods, similarGoods, ratingView, firstReviews] = await Promise.all([
    good.catalog.parentId ? getCatalog(good.catalog.parentId).catch(() => null) : null,
    good.brand ? sameBrand : [],
    similar,
    rating,
    reviews,
  ]);
  return {
    good, shopId: shop, parentName: parent?.name ?? null, sameBrand: sameBrandGoods, similar: similarGoods,
    reviews: { rating: ratingView, items: firstReviews.items, hasMore: firstReviews.hasMore },
  };
});
