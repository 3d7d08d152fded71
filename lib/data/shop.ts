// What the shop's information pages show (/faq, /rules, /discounts), loaded once per render.
import 'server-only';
import { cache } from 'react';
import { getShop, getShopDiscounts, getShopRules } from '@/lib/api/catalog';
import type { Discount, Shop } from '@/contract';

/** The shop's terms for /faq; null when the API does not know the shop. */
export const loadShop = cache((shop: number): Promise<Shop | null> => getShop(shop));

export type RulesView = { rules: string; shopName: string | null };

/** /rules: the shop's pre-order rules as HTML ('' when it has none) and its name. */
export const loadRules = cache(async (shop: number): Promise<RulesView> => {
  const [rules, info] = await Promise.all([getShopRules(shop), loadShop(shop)]);
  return { rules: rules?.rules ?? '', shopName: info?.name ?? null };
});

/** /discounts: the discounts with goods the shop sells (8001 first, as the API orders them). */
export const loadDiscounts = cache(async (shop: number): Promise<Discount[]> => (await getShopDiscounts(shop)).items);
