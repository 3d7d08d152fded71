// The reshape step of collections: hydra's wire keys stop here. Pages and components get plain lists.
import type { HydraCollection } from '@/contract';

/** One page of a collection, as the storefront uses it. */
export type List<T> = {
  items: T[];
  /** all items the query matches, across pages */
  total: number;
  /** whether the API names a next page */
  hasMore: boolean;
};

export function toList<T>(c: HydraCollection<T>): List<T> {
  return {
    items: c['hydra:member'],
    total: c['hydra:totalItems'],
    hasMore: Boolean(c['hydra:view']?.['hydra:next']),
  };
}
