// 'Показать ещё' without client state: ?page=n shows steps 1..n, fetched in parallel.
import type { Good, HydraCollection } from '@/lib/api/types';
import type { LoadedGoods } from './listing-view';

export async function loadSteps(
  page: number,
  fetchStep: (step: number) => Promise<HydraCollection<Good>>,
  hrefOfPage: (page: number) => string,
): Promise<LoadedGoods> {
  const steps = await Promise.all(Array.from({ length: page }, (_, i) => fetchStep(i + 1)));
  const goods: Good[] = [];
  const seen = new Set<number>();
  let anchorFrom: number | undefined;
  steps.forEach((step, i) => {
    if (i === page - 1 && page > 1) anchorFrom = goods.length;
    // A good can move between steps when data changes between requests; show it once.
    for (const g of step['hydra:member']) {
      if (seen.has(g.id)) continue;
      seen.add(g.id);
      goods.push(g);
    }
  });
  const total = steps[0]['hydra:totalItems'];
  const last = steps[steps.length - 1];
  const hasMore = last['hydra:member'].length > 0 && (Boolean(last['hydra:view']?.['hydra:next']) || goods.length < total);
  return { goods, total, anchorFrom, moreHref: hasMore ? hrefOfPage(page + 1) : null };
}

/**
 * The same steps 1..n fetched as one range: the first n × size goods in a single API call, so
 * `?page=25` costs one listing query instead of 25 (issue 6).
 */
export async function loadRange(
  page: number,
  size: number,
  fetchFirst: (count: number) => Promise<HydraCollection<Good>>,
  hrefOfPage: (page: number) => string,
): Promise<LoadedGoods> {
  const range = await fetchFirst(page * size);
  const goods: Good[] = [];
  const seen = new Set<number>();
  for (const g of range['hydra:member']) {
    if (seen.has(g.id)) continue;
    seen.add(g.id);
    goods.push(g);
  }
  const total = range['hydra:totalItems'];
  const anchorFrom = page > 1 ? Math.min((page - 1) * size, goods.length) : undefined;
  const hasMore = range['hydra:member'].length >= page * size && goods.length < total;
  return { goods, total, anchorFrom, moreHref: hasMore ? hrefOfPage(page + 1) : null };
}
