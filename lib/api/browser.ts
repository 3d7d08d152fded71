// What the browser asks the shop API, through this site's /api/* proxy. Kept apart from ./catalog.ts
// so browser chunks carry neither the server's address nor the env module.
import { apiClient } from './client';
import { toList, type List } from './list';
import type { Good, HydraCollection } from '@/contract';

const { get } = apiClient(() => '/');

/** The search box's dropdown: the API sends SUGGESTION_COUNT goods for ?search= (domain/search-text.ts). */
export const suggestGoods = (shopId: number, text: string): Promise<List<Good>> =>
  get<HydraCollection<Good>>('api/goods', { search: text, softShopId: shopId }).then(toList);

/** Goods by id with the shop's prices and stock, for ?good={id} (spec §2: the basket adds them). */
export const goodsByIds = (shopId: number, ids: number[]): Promise<Good[]> =>
  get<HydraCollection<Good>>('api/goods', { 'id[]': ids, shopId, pagination: false }).then((c) => toList(c).items);
