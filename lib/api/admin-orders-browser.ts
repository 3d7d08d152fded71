// The back office's calls (contract/admin-orders.ts), through this site's /api proxy, which adds the
// signed-in admin's Bearer token. Each mutation sends an Idempotency-Key and answers the order as it
// now is. The card gives one key per intended action (useOrderChange): a retry of an action the bank
// has not answered yet sends the same key, so the API finds the bank operation instead of sending it again.
import { apiClient, type SearchParams } from './client';
import type {
  AdminOrder, AdminOrderGoodsRequest, AdminOrderList, AdminOrderLog, AdminOrderParamsRequest, Good, HydraCollection, Shop, WebhookDelivery,
} from '@/contract';

const { get, send } = apiClient(() => '/');

const key = (given?: string) => ({ 'Idempotency-Key': given ?? crypto.randomUUID() });
const path = (id: number, rest = '') => `api/orders/${id}${rest}`;

export const adminOrders = (query: SearchParams): Promise<AdminOrderList> => get<AdminOrderList>('api/orders', query);
export const adminOrder = (id: number): Promise<AdminOrder> => get<AdminOrder>(path(id));
/** The shops the signed-in admin administers (a site admin: all). */
export const adminShops = (): Promise<Shop[]> => get<HydraCollection<Shop>>('api/shops', { adminable: 1 }).then((c) => c['hydra:member']);
export const orderLog = (id: number): Promise<AdminOrderLog> => get<AdminOrderLog>(path(id, '/log'));

export type PaymentCheck = { responseData: { gatewayOrderId: string; status: number; statusName: string; amount: number; depositedAmount: number; refundedAmount: number } };
export const checkPayment = (id: number): Promise<PaymentCheck> => get<PaymentCheck>(path(id, '/payment-check'));

export const setCard = (id: number, card: string | null) => send<AdminOrder>('put', path(id), { card }, key());
export const setStatus = (id: number, status: number, idempotencyKey?: string) => send<AdminOrder>('put', path(id, '/status'), { status }, key(idempotencyKey));
export const cancelOrder = (id: number, reason: string, comment: string | null, idempotencyKey?: string) =>
  send<AdminOrder>('post', path(id, '/cancel'), { reason, comment }, key(idempotencyKey));
export const refundOrder = (id: number, amount: string, comment: string, idempotencyKey?: string) =>
  send<AdminOrder>('post', path(id, '/payment-refund'), { amount, comment }, key(idempotencyKey));
export const changeParams = (id: number, body: AdminOrderParamsRequest) => send<AdminOrder>('post', path(id, '/params'), body, key());
export const editGoods = (id: number, body: AdminOrderGoodsRequest) => send<AdminOrder>('put', path(id, '/goods'), body, key());
export const setMarking = (id: number, items: { goodId: number; markingCode: string[] }[]) =>
  send<AdminOrder>('put', path(id, '/markingcode'), { items }, key());

/** Substitutes and additions: goods of the order's shop matching the text. */
export const searchGoods = (shopId: number, text: string): Promise<Good[]> =>
  get<HydraCollection<Good>>('api/goods', { search: text, shopId, itemsPerPage: 10 }).then((c) => c['hydra:member']);

/** The back office's events stream (an `order` event per change of an order the admin sees), same origin. */
export const adminOrderEventsUrl = '/api/orders/events';
/** The outgoing webhooks that gave up (site admin). */
export const deadDeliveries = (): Promise<WebhookDelivery[]> =>
  get<HydraCollection<WebhookDelivery>>('api/webhook-deliveries', { state: 'dead' }).then((c) => c['hydra:member']);
export const retryDelivery = (id: number) => send<WebhookDelivery>('post', `api/webhook-deliveries/${id}/retry`, undefined, key());
