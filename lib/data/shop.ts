// What the shop's information pages show (/faq, /rules, /discounts), loaded once per render.
import 'server-only';
import { cache } from 'react';
import { getInfoPages, getShop, getShopDiscounts, getShopRules } from '@/lib/api/catalog';
import type { Discount, InfoPages, Shop } from '@/contract';

/** The shop's terms for /faq; null when the API does not know the shop. */
export const loadShop = cache((shop: number): Promise<Shop | null> => getShop(shop));

/** The back office's texts of /faq and /rules. */
const loadInfoPages = cache((): Promise<InfoPages> => getInfoPages());

export type FaqView = { shop: Shop | null; faq: InfoPages['faq'] };

/** /faq: the shop's terms and the edited questions. */
export const loadFaq = cache(async (shop: number): Promise<FaqView> => {
  const [info, pages] = await Promise.all([loadShop(shop), loadInfoPages()]);
  return { shop: info, faq: pages.faq };
});

export type RulesView = { intro: string; rules: string; shopName: string | null };

/** /rules: the page's text (HTML, the back office's), the shop's pre-order rules as HTML ('' when it has none) and its name. */
export const loadRules = cache(async (shop: number): Promise<RulesView> => {
  const [rules, info, pages] = await Promise.all([getShopRules(shop), loadShop(shop), loadInfoPages()]);
  return { intro: pages.rules, rules: rules?.rules ?? '', shopName: info?.name ?? null };
});

/** /discounts: the discounts with goods the shop sells (8001 first, as the API orders them). */
export const loadDiscounts = cache(async (shop: number): Promise<Discount[]> => (await getShopDiscounts(shop)).items);
