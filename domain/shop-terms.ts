// What a shop's settings mean for a shopper (storefront spec §3 "Shop", §9): the delivery price by
// order amount, the free-delivery threshold and the payment types. Pure: pages, basket and checkout
// share it.
import type { Shop } from '../contract';

/** Delivery price when the shop defines no tariffs (storefront spec §9). */
export const DEFAULT_DELIVERY_PRICE = 149;

/** Payment type ids of paidSettings, time slots and orders (checkout spec §4); the storefront offers the first three. */
export const PAYMENT_TYPE = { online: 1, cardOnReceipt: 2, cash: 3, aggregator: 4, partner: 5 } as const;

type Terms = Pick<Shop, 'deliveryEnabled' | 'deliveryCosts'>;

/**
 * The base delivery price of an order amount: the tiers are checked in the order the API lists them
 * and the first whose minAmount is at most the amount applies; none applies → the default price.
 * (Zone and over-weight surcharges come on top at checkout.) null when the shop does not deliver.
 */
export function deliveryPrice(shop: Terms, amount: number): number | null {
  if (!shop.deliveryEnabled) return null;
  if (shop.deliveryCosts.length === 0) return DEFAULT_DELIVERY_PRICE;
  return shop.deliveryCosts.find((c) => c.minAmount <= amount)?.price ?? DEFAULT_DELIVERY_PRICE;
}

/** One price for order amounts from `from` up to `to` (exclusive; null: no upper bound). */
export type DeliveryTariff = { from: number; to: number | null; price: number };

/** The delivery price over all order amounts, as ascending ranges; [] when the shop does not deliver. */
export function deliveryTariffs(shop: Terms): DeliveryTariff[] {
  if (!shop.deliveryEnabled) return [];
  const bounds = [...new Set([0, ...shop.deliveryCosts.map((c) => c.minAmount).filter((a) => a > 0)])].sort((a, b) => a - b);
  const tariffs: DeliveryTariff[] = [];
  for (const from of bounds) {
    const price = deliveryPrice(shop, from) as number;
    const last = tariffs[tariffs.length - 1];
    if (last && last.price === price) continue;
    if (last) last.to = from;
    tariffs.push({ from, to: null, price });
  }
  return tariffs;
}

/** The free-delivery threshold: the minAmount of the zero-price tier; null without one or without delivery. */
export function freeDeliveryThreshold(shop: Terms): number | null {
  if (!shop.deliveryEnabled) return null;
  return shop.deliveryCosts.find((c) => c.price === 0)?.minAmount ?? null;
}
