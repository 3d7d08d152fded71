// Storefront-only shapes derived from the contract's Good.
import type { Good } from '@/contract';

/** What the basket and the add-to-basket button need of a good (kept small: it is sent to the browser). */
export type GoodSummary = Pick<Good, 'id' | 'name' | 'image' | 'hasImage' | 'measure' | 'article' | 'isPickup'> & {
  catalog: { id: number; parentId: number | null };
};

export function toGoodSummary(g: Good): GoodSummary {
  return {
    id: g.id, name: g.name, image: g.image, hasImage: g.hasImage, measure: g.measure, article: g.article,
    isPickup: g.isPickup, catalog: { id: g.catalog.id, parentId: g.catalog.parentId },
  };
}
