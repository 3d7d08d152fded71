// What the cashback pages show for a shop, loaded once per render (metadata and page share it).
import 'server-only';
import { HTTPError } from 'ky';
import { cache } from 'react';
import type { LoadedGoods } from '@/components/catalog/listing-view';
import { loadSteps } from '@/components/catalog/load-steps';
import { parseId, parsePage } from '@/domain/listing';
import { getCashbackGroupGoods, getCashbackGroups } from '@/lib/api/catalog';
import type { CashbackGroup, HydraError } from '@/lib/api/types';
import { unfoldQuery } from '@/lib/listing-query';
import { CASHBACK_PAGE_SIZE, groupHref } from './cashback-paging';

export type CashbackGroupView = {
  id: number;
  /** the group as the shop's list has it; null when the shop sells none of its goods */
  group: CashbackGroup | null;
  loaded: LoadedGoods;
  /** the API's hydra:description of a 400, shown in place of the goods */
  error: string | null;
};

class UnknownGroup extends Error {}

/** The hydra:description of a 400 answer; null for any other failure. */
async function badRequestText(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return null;
  const body = (await error.response.json().catch(() => null)) as Partial<HydraError> | null;
  return body?.['hydra:description'] || 'Не удалось загрузить товары.';
}

/** The shop's groups; none for a shop the API does not know (a stale cookie), rather than an error page. */
export const loadCashbackGroups = cache(async (shop: number): Promise<CashbackGroup[]> => {
  try {
    return (await getCashbackGroups(shop))['hydra:member'];
  } catch (e) {
    if (e instanceof HTTPError && e.response.status === 404) return [];
    throw e;
  }
});

/** /cashbackgoods/{id}?page=n for a shop (q: the folded query); null for an unknown group. */
export const loadCashbackGroup = cache(async (shop: number, idParam: string, q: string): Promise<CashbackGroupView | null> => {
  const id = parseId(idParam);
  if (id === null || String(id) !== idParam) return null;
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
    error = await badRequestText(e);
    if (error === null) throw e;
    loaded = { goods: [], total: 0, moreHref: null };
  }
  return { id, group: (await groups).find((g) => g.id === id) ?? null, loaded, error };
});
