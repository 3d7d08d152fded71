// Basket lines as the API prices them (storefront spec §3 "Basket line", §4 "Basket"): the asked
// quantity cut to the shop's stock, the card price for card holders, amounts in kopecks. Pure: the
// API prices with it; a line's price and amount are domain/basket.ts's linePrice and lineAmount,
// which the storefront's own estimate uses too.
import type { BasketLine } from '../../contract';
import { lineAmount, linePrice, roundQuantity } from '../basket';
import { displayQuantity, orderableQuantity } from '../measure';
import { roundMoney } from '../money';

/** What pricing needs to know of a good in one shop; `stock` 0 and prices 0 when the shop does not sell it. */
export type GoodFacts = {
  id: number;
  measureId: number;
  /** kg of one unit as the shopper counts it (one piece, one kg, one 100 g portion) */
  grossWeight: number;
  isPickup: boolean;
  /** the good's category and every category above it */
  categories: number[];
  stock: number;
  registerPrice: number;
  actualPrice: number;
};

export type RequestLine = { id: number; quantity: number };

/** A priced line with what the later rules (packets, promotions, promo codes) read of its good. */
export type PricedLine = BasketLine & { categories: number[] };

/**
 * One line per good, in the order first asked (a good asked twice is one line of both quantities).
 * A good the shop does not have, or has none of, is an out-of-stock line counting nothing.
 */
export function priceLines(request: RequestLine[], goods: ReadonlyMap<number, GoodFacts>, hasCard: boolean): PricedLine[] {
  const asked = new Map<number, number>();
  for (const item of request) asked.set(item.id, roundQuantity((asked.get(item.id) ?? 0) + item.quantity));
  return [...asked].map(([id, quantity]) => priceLine(id, quantity, goods.get(id), hasCard));
}

export function priceLine(id: number, asked: number, good: GoodFacts | undefined, hasCard: boolean): PricedLine {
  const stock = good ? Math.max(0, good.stock) : 0;
  const registerPrice = good?.registerPrice ?? 0;
  const actualPrice = good?.actualPrice ?? 0;
  const base = {
    id, stock, registerPrice, actualPrice, isPickup: good?.isPickup ?? false, categories: good?.categories ?? [],
  };
  // what can be ordered of the stock: whole steps of the measure (2.347 kg on the shelf sell as 2.3 kg)
  const orderable = good ? orderableQuantity(good.measureId, stock) : 0;
  if (!good || orderable <= 0) {
    return { ...base, quantity: 0, price: 0, amount: 0, isOutOfStock: true, grossWeight: 0 };
  }
  const quantity = roundQuantity(Math.min(asked, orderable));
  const price = linePrice({ registerPrice, actualPrice, isOutOfStock: false }, hasCard);
  // grossWeight is per unit as the shopper counts it: per 100 g portion for per-100-gram goods
  const units = displayQuantity(good.measureId, quantity);
  return {
    ...base, quantity, price, amount: lineAmount(price, good.measureId, quantity), isOutOfStock: false,
    grossWeight: Math.round(good.grossWeight * units * 1000) / 1000,
  };
}

/** The goods amount: in-stock lines only, in kopecks (the API's lines and the browser's alike). */
export function goodsAmount(lines: readonly Pick<BasketLine, 'isOutOfStock' | 'amount'>[]): number {
  return roundMoney(lines.reduce((sum, l) => (l.isOutOfStock ? sum : sum + l.amount), 0));
}

/** kg of the in-stock lines (3 decimals). */
export function goodsWeight(lines: readonly BasketLine[]): number {
  return Math.round(lines.reduce((sum, l) => (l.isOutOfStock ? sum : sum + l.grossWeight), 0) * 1000) / 1000;
}
