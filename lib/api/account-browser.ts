// The personal area's calls (contract/account.ts, contract/addresses.ts), through this site's /api
// proxy, which adds the signed-in customer's Bearer token. The API answers 404 for another
// customer's id, so the id in the path is only the address, never the permission.
import { apiClient } from './client';
import type { CustomerOrder, DeliveryAddress, HydraCollection, Loyalty, LoyaltyTransaction, Notification } from '@/contract';
import { toList, type List } from './list';

const { get, getOrNull, send } = apiClient(() => '/');

export const customerOrders = (customerId: number, page: number): Promise<HydraCollection<CustomerOrder>> =>
  get<HydraCollection<CustomerOrder>>(`api/customers/${customerId}/orders`, { page });

/** The events stream of the customer's orders (an `order` event per status change), same origin. */
export const orderEventsUrl = (customerId: number) => `/api/customers/${customerId}/orders/events`;

export const notifications = (customerId: number, unreadOnly: boolean, page = 1): Promise<HydraCollection<Notification>> =>
  get<HydraCollection<Notification>>(`api/customers/${customerId}/notifications`, { page, ...(unreadOnly ? { unread: true } : {}) });

/** The unread count: hydra:totalItems of the unread list (storefront spec §4), one item asked. */
export const unreadCount = (customerId: number): Promise<number> =>
  get<HydraCollection<Notification>>(`api/customers/${customerId}/notifications`, { unread: true }).then((c) => c['hydra:totalItems'] ?? 0);

export const markNotification = (id: number, unread: boolean): Promise<Notification> =>
  send<Notification>('put', `api/notifications/${id}`, { unread });

export const addresses = (customerId: number): Promise<DeliveryAddress[]> =>
  get<HydraCollection<DeliveryAddress>>(`api/customers/${customerId}/addresses`).then((c) => c['hydra:member']);

export const deleteAddress = (id: number): Promise<unknown> => send('delete', `api/delivery_addresses/${id}`);

/** The card's balance, discount and bonus percent; null when the API gives no loyalty data (404). */
export const loyalty = (customerId: number): Promise<Loyalty | null> => getOrNull<Loyalty>(`api/customers/${customerId}/loyalty`);

/** One page of the card's bonus transactions, newest first. */
export const loyaltyTransactions = (customerId: number, page: number): Promise<List<LoyaltyTransaction>> =>
  get<HydraCollection<LoyaltyTransaction>>(`api/customers/${customerId}/loyalty-transactions`, { page }).then(toList);
