// The signed-in customer's basket kept on the server (decision 0197): how a guest's basket joins the
// one saved for the account at sign-in. Pure, so the rule is tested once and the browser applies it.
import { MAX_BASKET_LINES } from '../contract/limits';
import type { BasketLine } from './basket';

/**
 * The account's lines first, in their order, then the guest's new goods; a good in both keeps the
 * line with the larger quantity (a shopper who added 2 kg as a guest to the 1 kg saved meant 2 kg,
 * not 3: adding the two would double what was picked twice). At most MAX_BASKET_LINES lines.
 */
export function mergeBasketLines(saved: readonly BasketLine[], guest: readonly BasketLine[]): BasketLine[] {
  const guestById = new Map(guest.map((l) => [l.id, l]));
  const merged = saved.map((s) => {
    const g = guestById.get(s.id);
    return g && g.quantity > s.quantity ? g : s;
  });
  const savedIds = new Set(saved.map((l) => l.id));
  for (const g of guest) if (!savedIds.has(g.id)) merged.push(g);
  return merged.slice(0, MAX_BASKET_LINES);
}

/** Whether two baskets hold the same goods in the same quantities and order (what is worth saving). */
export function sameBasket(a: readonly BasketLine[], b: readonly BasketLine[]): boolean {
  return a.length === b.length && a.every((l, i) => l.id === b[i].id && l.quantity === b[i].quantity);
}
