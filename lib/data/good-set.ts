// What /good-sets/{id}?page=n shows, loaded once per render (metadata and page share it).
import 'server-only';
import { cache } from 'react';
import { parsePositiveId } from '@/domain/ids';
import { parsePage } from '@/domain/listing';
import { getGoodSet, getGoodSetGoods } from '@/lib/api/catalog';
import type { GoodSet } from '@/contract';
import { goodSetHref } from '@/lib/listing/paging';
import { unfoldQuery } from '@/lib/listing/query';
import { loadSteps, type LoadedGoods } from './load-steps';

export type GoodSetView = { set: GoodSet; loaded: LoadedGoods };

/** A good set with its goods up to ?page= (q: the folded query); null for an unknown set. */
export const loadGoodSet = cache(async (shop: number, idParam: string, q: string): Promise<GoodSetView | null> => {
  const id = parsePositiveId(idParam);
  if (id === null) return null;
  const set = await getGoodSet(shop, id);
  if (!set) return null;
  const page = parsePage(unfoldQuery(q).get('page'));
  const loaded = await loadSteps(page, (step) => getGoodSetGoods(shop, id, step), (p) => goodSetHref(id, p));
  return { set, loaded };
});
