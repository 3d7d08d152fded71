// What the basket and checkout ask the shop API from the browser, through this site's /api proxy
// (which adds the signed-in customer's Bearer token): prices, promo codes, slots and orders.
import { apiClient } from './client';
import type { Basket, BasketRequest, HydraCollection, Order, OrderCreated, OrderCreateRequest, PromoCode, TimeSlotDay } from '@/contract';

const { get, send } = apiClient(() => '/');

/** The basket as the shop prices it (card prices, stock, delivery, packets, promotions, promo code). */
export const priceBasket = (shopId: number, request: BasketRequest): Promise<Basket> =>
  send<Basket>('post', `api/shops/${shopId}/basket`, request);

export type PromoCodeQuery = { shopId: number; cashType: number | null; promoCode: string; basketTotal: number; basketItems: { goodId: number; amount: number }[] };
/** A promo code checked against the basket; an ApiError with the API's Russian description when it does not apply. */
export const resolvePromoCode = (query: PromoCodeQuery): Promise<PromoCode> => send<PromoCode>('post', 'api/promo_codes/resolve', query);

export const timeSlots = (shopId: number): Promise<TimeSlotDay[]> =>
  get<HydraCollection<TimeSlotDay>>(`api/shops/${shopId}/timeslots`).then((c) => c['hydra:member']);

/** Places an order; the same `idempotencyKey` sent again answers the first result (a retried click never orders twice). */
export const createOrder = (request: OrderCreateRequest, idempotencyKey: string): Promise<OrderCreated> =>
  send<OrderCreated>('post', 'api/orders', request, { 'Idempotency-Key': idempotencyKey });

export const getOrder = (id: number): Promise<Order> => get<Order>(`api/orders/${id}`);
