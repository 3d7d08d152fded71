// What the browser asks the shop API, through this site's /api/* proxy. Kept apart from ./catalog.ts
// so browser chunks carry neither the server's address nor the env module.
import { apiClient } from './client';
import { toList, type List } from './list';
import type { Good, HydraCollection } from '@/contract';

const { get } = apiClient(() => '/');

/** The search box's dropdown: the API sends SUGGESTION_COUNT goods for ?search= (domain/search-text.ts). */
/** The dropdown's goods, and the query they were found by when not the one typed (another layout, a typo). */
export const suggestGoods = (shopId: number, text: string): Promise<List<Good> & { correctedQuery?: string }> =>
  get<HydraCollection<Good> & { correctedQuery?: string }>('api/goods', { search: text, softShopId: shopId })
    .then((c) => ({ ...toList(c), ...(c.correctedQuery ? { correctedQuery: c.correctedQuery } : {}) }));

/** Goods by id with the shop's prices and stock, for ?good={id} (spec §2: the basket adds them). */
export const goodsByIds = (shopId: number, ids: number[]): Promise<Good[]> =>
  get<HydraCollection<Good>>('api/goods', { 'id[]': ids, shopId, pagination: false }).then((c) => toList(c).items);
