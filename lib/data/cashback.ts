// What the cashback pages show for a shop, loaded once per render (metadata and page share it).
import 'server-only';
import { cache } from 'react';
import { CASHBACK_PAGE_SIZE, groupHref } from '@/lib/listing/paging';
import { parsePositiveId } from '@/domain/ids';
import { parsePage } from '@/domain/listing';
import { getCashbackGroupGoods, getCashbackGroups } from '@/lib/api/catalog';
import { isApiError } from '@/lib/api/client';
import type { CashbackGroup } from '@/contract';
import { unfoldQuery } from '@/lib/listing/query';
import { loadSteps, type LoadedGoods } from './load-steps';

export type CashbackGroupView = {
  id: number;
  /** the group as the shop's list has it; null when the shop sells none of its goods */
  group: CashbackGroup | null;
  loaded: LoadedGoods;
  /** the API's description of a 400, shown in place of the goods (spec §8) */
  error: string | null;
};

class UnknownGroup extends Error {}

/** The shop's groups; none for a shop the API does not know (a stale cookie), rather than an error page. */
export const loadCashbackGroups = cache(async (shop: number): Promise<CashbackGroup[]> =>
  (await getCashbackGroups(shop))?.items ?? []);

/** /cashbackgoods/{id}?page=n for a shop (q: the folded query); null for an unknown group. */
export const loadCashbackGroup = cache(async (shop: number, idParam: string, q: string): Promise<CashbackGroupView | null> => {
  const id = parsePositiveId(idParam);
  if (id === null) return null;
  const page = parsePage(unfoldQuery(q).get('page'));
  const groups = loadCashbackGroups(shop).catch(() => [] as CashbackGroup[]);
  let loaded: LoadedGoods;
  let error: string | null = null;
  try {
    loaded = await loadSteps(
      page,
      async (step) => {
        const goods = await getCashbackGroupGoods(shop, id, step, CASHBACK_PAGE_SIZE);
        if (!goods) throw new UnknownGroup();
        return goods;
      },
      (p) => groupHref(id, p),
    );
  } catch (e) {
    if (e instanceof UnknownGroup) return null;
    // other failures throw: the last good copy of the page stays cached, and Next logs the error
    if (!isApiError(e, 400)) throw e;
    error = e.description || 'Не удалось загрузить товары.';
    loaded = { goods: [], total: 0, moreHref: null };
  }
  return { id, group: (await groups).find((g) => g.id === id) ?? null, loaded, error };
});
