// 'Показать ещё' without client state: ?page=n shows steps 1..n, fetched in parallel.
import type { List } from '@/lib/api/list';
import type { Good } from '@/contract';

/** The goods a listing URL shows: steps 1..n joined, and where 'Показать ещё' leads (null: the end). */
export type LoadedGoods = {
  goods: Good[];
  total: number;
  /** where the last step's goods start, to scroll to them (pages after the first) */
  anchorFrom?: number;
  moreHref: string | null;
};

export async function loadSteps(
  page: number,
  fetchStep: (step: number) => Promise<List<Good>>,
  hrefOfPage: (page: number) => string,
): Promise<LoadedGoods> {
  const steps = await Promise.all(Array.from({ length: page }, (_, i) => fetchStep(i + 1)));
  return joinSteps(steps, page, hrefOfPage);
}

/** Steps 1..page joined into one list (pure: unit-tested). */
export function joinSteps(steps: List<Good>[], page: number, hrefOfPage: (page: number) => string): LoadedGoods {
  const goods: Good[] = [];
  const seen = new Set<number>();
  let anchorFrom: number | undefined;
  steps.forEach((step, i) => {
    if (i === page - 1 && page > 1) anchorFrom = goods.length;
    // A good can move between steps when data changes between requests; show it once.
    for (const g of step.items) {
      if (seen.has(g.id)) continue;
      seen.add(g.id);
      goods.push(g);
    }
  });
  const total = steps[0].total;
  const last = steps[steps.length - 1];
  const hasMore = last.items.length > 0 && (last.hasMore || goods.length < total);
  return { goods, total, anchorFrom, moreHref: hasMore ? hrefOfPage(page + 1) : null };
}

/**
 * The same steps 1..n fetched as one range: the first n × size goods in a single API call, so
 * `?page=25` costs one listing query instead of 25.
 */
export async function loadRange(
  page: number,
  size: number,
  fetchFirst: (count: number) => Promise<List<Good>>,
  hrefOfPage: (page: number) => string,
): Promise<LoadedGoods> {
  const range = await fetchFirst(page * size);
  return joinRange(range, page, size, hrefOfPage);
}

/** A range of steps 1..page as one list (pure: unit-tested). */
export function joinRange(range: List<Good>, page: number, size: number, hrefOfPage: (page: number) => string): LoadedGoods {
  const goods: Good[] = [];
  const seen = new Set<number>();
  for (const g of range.items) {
    if (seen.has(g.id)) continue;
    seen.add(g.id);
    goods.push(g);
  }
  const anchorFrom = page > 1 ? Math.min((page - 1) * size, goods.length) : undefined;
  const hasMore = range.items.length >= page * size && goods.length < range.total;
  return { goods, total: range.total, anchorFrom, moreHref: hasMore ? hrefOfPage(page + 1) : null };
}
