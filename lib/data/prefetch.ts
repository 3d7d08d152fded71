import 'server-only';
// The first screen of a signed-in page, read on the server (issue 42, decision 0185): the session
// is known there, so the page's first queries go to the API at once, in parallel with the customer
// (`me`), instead of after the browser has loaded, hydrated and asked through the /api proxy. Each
// answer is put into a React Query cache under the very key the client component asks, dehydrated
// into the page, and the component starts with its data (`HydrationBoundary`). A call that fails is
// simply left out: the component then asks from the browser as before and shows «Загрузка…».
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import type {
  CustomerOrder, CustomerSettings, DeliveryAddress, Good, HydraCollection, Loyalty, LoyaltyTransaction,
  ModerationReview, Notification,
} from '@/contract';
import { isApiError, toSearchParams, type SearchParams } from '@/lib/api/client';
import { apiFetch } from '@/lib/api/fetch';
import { toList } from '@/lib/api/list';
import { adminKeys } from '@/lib/query/admin-keys';
import { queryKeys } from '@/lib/query/keys';

/** GET an API path ('/api/…') as the signed-in customer of this request. */
function authedGet<T>(token: string, path: string, params?: SearchParams): Promise<T> {
  const query = toSearchParams(params).toString();
  return apiFetch<T>(`${path}${query ? `?${query}` : ''}`, { headers: { Authorization: `Bearer ${token}` } });
}

/** One query to put into the page's cache: its key, and the call whose answer is that key's data. */
export type Seed = { key: QueryKey; read: () => Promise<unknown>; infinite?: boolean };

/** Runs the seeds in parallel and dehydrates the successful ones; a failed seed is left to the browser. */
export async function seedCache(seeds: Seed[]): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await Promise.all(seeds.map(async ({ key, read, infinite }) => {
    try {
      const data = await read();
      client.setQueryData(key, infinite ? { pages: [data], pageParams: [1] } : data);
    } catch {
      // the browser asks again and shows the error if there is one
    }
  }));
  return dehydrate(client);
}

/** The personal area's and favourites' first screens; the shapes are those of lib/api/*-browser.ts. */
export const accountSeeds = {
  ordersPage: (token: string, customerId: number): Seed => ({
    key: queryKeys.account.ordersPage(customerId, 1),
    read: () => authedGet<HydraCollection<CustomerOrder>>(token, `/api/customers/${customerId}/orders`, { page: 1 }),
  }),
  customer: (token: string, customerId: number): Seed => ({
    key: queryKeys.account.customer(customerId),
    read: () => authedGet(token, `/api/customers/${customerId}`),
  }),
  settings: (token: string, customerId: number): Seed => ({
    key: queryKeys.account.settings(customerId),
    read: () => authedGet<CustomerSettings>(token, `/api/customers/${customerId}/settings`),
  }),
  stats: (token: string, customerId: number): Seed => ({
    key: queryKeys.account.stats(customerId),
    read: () => authedGet<{ currentMonthOrders: number }>(token, `/api/customers/${customerId}/stats`).then((s) => s.currentMonthOrders),
  }),
  notifications: (token: string, customerId: number): Seed => ({
    key: queryKeys.account.notificationsOf(customerId, false, 1),
    read: () => authedGet<HydraCollection<Notification>>(token, `/api/customers/${customerId}/notifications`, { page: 1 }),
  }),
  addresses: (token: string, customerId: number): Seed => ({
    key: queryKeys.account.addresses(customerId),
    read: () => authedGet<HydraCollection<DeliveryAddress>>(token, `/api/customers/${customerId}/addresses`).then((c) => c['hydra:member']),
  }),
  loyalty: (token: string, customerId: number): Seed => ({
    key: queryKeys.account.loyalty(customerId),
    // null as the browser's getOrNull: the API gives no loyalty data
    read: () => authedGet<Loyalty>(token, `/api/customers/${customerId}/loyalty`).catch((e) => { if (isApiError(e, 404)) return null; throw e; }),
  }),
  loyaltyTransactions: (token: string, customerId: number): Seed => ({
    key: queryKeys.account.loyaltyTransactions(customerId, 1),
    read: () => authedGet<HydraCollection<LoyaltyTransaction>>(token, `/api/customers/${customerId}/loyalty-transactions`, { page: 1 }).then(toList),
  }),
  /** the first page of /favorites or /favorites/purchased with no search typed (an infinite query) */
  favorites: (token: string, kind: 'favorites' | 'purchased', shopId: number): Seed => ({
    key: queryKeys.favorites.goods(kind, shopId, undefined),
    read: () => authedGet<HydraCollection<Good>>(token, `/api/shops/${shopId}/${kind}`, { page: 1 }).then(toList),
    infinite: true,
  }),
  /** moderation's first page (site admins) */
  pendingReviews: (token: string): Seed => ({
    key: adminKeys.pendingReviews(1),
    read: () => authedGet<HydraCollection<ModerationReview>>(token, '/api/reviews/pending', { page: 1 }),
  }),
};
