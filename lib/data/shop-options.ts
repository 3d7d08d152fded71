// Every shop as the back office's record forms offer it (promo codes, home blocks, news, discounts):
// its id and name. A failed read offers none; the API checks the shops a record names anyway.
import type { HydraCollection, Shop } from '@/contract';
import { apiFetch } from '@/lib/api/fetch';

export type ShopOption = { id: number; name: string };

export const shopOptions = (): Promise<ShopOption[]> =>
  apiFetch<HydraCollection<Shop>>('/api/shops').then((r) => r['hydra:member'].map((sh) => ({ id: sh.id, name: sh.name })), () => []);
