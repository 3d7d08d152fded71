// The back office's React Query keys. Kept beside lib/query/keys.ts (the storefront's, shared with
// another branch) until they are folded in; the same rules: a family first, plain JSON after it.
import type { SearchParams } from '@/lib/api/client';

export const adminKeys = {
  all: ['admin'] as const,
  shops: ['admin', 'shops'] as const,
  orders: (query: SearchParams) => ['admin', 'orders', query] as const,
  order: (id: number) => ['admin', 'order', id] as const,
  log: (id: number) => ['admin', 'order', id, 'log'] as const,
  deadDeliveries: ['admin', 'webhook-deliveries', 'dead'] as const,
  pendingReviewsAll: ['admin', 'pending-reviews'] as const,
  pendingReviews: (page: number) => ['admin', 'pending-reviews', page] as const,
  promoCodes: ['admin', 'promo-codes'] as const,
  homeBlocks: ['admin', 'home-blocks'] as const,
  news: ['admin', 'news'] as const,
  faq: ['admin', 'faq'] as const,
  rulesText: ['admin', 'site-texts', 'rules'] as const,
  discounts: ['admin', 'discounts'] as const,
  promotions: ['admin', 'promotions'] as const,
  cashbackGroups: ['admin', 'cashback-groups'] as const,
  goodSets: ['admin', 'good-sets'] as const,
  goodsSearch: (shopId: number, text: string) => ['admin', 'goods-search', shopId, text] as const,
  goodsSearchIn: (shopIds: number[], text: string) => ['admin', 'goods-search', shopIds, text] as const,
};
