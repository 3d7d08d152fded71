// Delivery cost (storefront spec §9, checkout spec §9): the shop's tariff for the goods amount (the
// first tier whose minAmount ≤ amount, 149 without tiers: domain/shop-terms.ts deliveryPrice), plus
// the zone price of the delivery point, plus the weight above maxFreeWeight rounded to whole kg at
// overKyloPrice per kg; 0 with a free-delivery promotion. Delivery orders only.
import type { Shop } from '../../contract';
import { roundMoney } from '../money';
import { deliveryPrice } from '../shop-terms';

export type DeliveryTerms = Pick<Shop, 'deliveryEnabled' | 'deliveryCosts' | 'maxFreeWeight' | 'overKyloPrice'>;

/**
 * Where the point is: inside a zone of the shop (its price), outside all of them, or not told (the
 * basket page before an address is chosen: the tariff alone, no zone price).
 */
export type DeliveryPoint = { zonePrice: number } | 'outside' | 'unknown';

export type DeliveryQuote =
  | { available: true; cost: number; zonePrice: number | null; tariff: number; overweight: number }
  | { available: false };

/** kg above the free weight, rounded to whole kg (half up): 30 free, 30.49 → 0, 30.5 → 1. */
export function overweightKg(weight: number, maxFreeWeight: number): number {
  const over = Math.round((weight - maxFreeWeight) * 1000) / 1000;
  return over > 0 ? Math.round(over) : 0;
}

export function quoteDelivery(terms: DeliveryTerms, amount: number, weight: number, point: DeliveryPoint, freeDelivery: boolean): DeliveryQuote {
  const tariff = deliveryPrice(terms, amount);
  if (tariff === null || point === 'outside') return { available: false };
  const zonePrice = point === 'unknown' ? null : point.zonePrice;
  const overweight = roundMoney(overweightKg(weight, terms.maxFreeWeight) * terms.overKyloPrice);
  const cost = freeDelivery ? 0 : roundMoney(tariff + (zonePrice ?? 0) + overweight);
  return { available: true, cost, zonePrice, tariff, overweight };
}
