// The loyalty card's bonus rule (checkout-account-admin spec §3 "Loyalty", §9 "Bonus shown with 2
// decimals"). A closed order earns bonuses: a percent of what the customer paid for goods (the goods
// less the promotion and promo-code discounts; delivery, packing and packets earn nothing), the
// percent set by the card's level. A refund takes back the same share of those bonuses as the refund
// is of the paid amount; never more than the order earned, never below a zero balance. Pure: the API
// applies it (server/services/loyalty.ts), the loyalty page explains it with the same numbers.
import { ruDecimal } from './number';
import { roundMoney } from './money';

/** The bonus percent of each card level; an unknown level earns the first level's. */
export const LEVEL_BONUS_PERCENT: Readonly<Record<number, number>> = { 1: 1, 2: 3, 3: 5 };

export const LOYALTY_TYPE_NAMES = { accrual: 'Начисление за заказ', reversal: 'Списание при возврате', welcome: 'Приветственные бонусы' } as const;
export type LoyaltyType = keyof typeof LOYALTY_TYPE_NAMES;

/**
 * Whether a customer's loyalty data may be shown (spec §6: blocked customers and unconfirmed cards
 * get none), and why not: the API answers 404 unless 'open', the loyalty page says which case it is.
 */
export type CardAccess = 'open' | 'blocked' | 'none' | 'unconfirmed';
export function cardAccess(c: { card: string | null; isCardConfirmed: boolean; isBlocked: boolean }): CardAccess {
  if (c.isBlocked) return 'blocked';
  if (!c.card) return 'none';
  return c.isCardConfirmed ? 'open' : 'unconfirmed';
}

export type PaidOrder = { goodsAmount: number; promotionDiscount: number; promoCodeDiscount: number };

/** The amount that earns bonuses: the goods as paid, never below zero. */
export const bonusBase = (o: PaidOrder): number => roundMoney(Math.max(0, o.goodsAmount - o.promotionDiscount - o.promoCodeDiscount));

/** Bonuses a closed order earns on a card of `level`: kopecks rounded down, so the shop never pays a kopeck too many. */
export function accrual(o: PaidOrder, level: number): number {
  return Math.floor(roundMoney(bonusBase(o) * bonusPercent(level))) / 100;
}

/**
 * Bonuses a refund of `refund` roubles of an order paid `paid` takes back: the refund's share of
 * `earned`, at most what is left of it (`earned` less `reversed` before), at most the balance.
 */
export function reversal(args: { earned: number; reversed: number; paid: number; refund: number; balance: number }): number {
  const left = roundMoney(Math.max(0, args.earned - args.reversed));
  if (args.paid <= 0 || args.refund <= 0) return 0;
  const share = args.refund >= args.paid ? left : Math.ceil(roundMoney((args.earned * args.refund) / args.paid) * 100) / 100;
  return roundMoney(Math.max(0, Math.min(share, left, args.balance)));
}

/** The percent of the goods as paid a closed order earns on a card of `level`. */
export const bonusPercent = (level: number): number => LEVEL_BONUS_PERCENT[level] ?? LEVEL_BONUS_PERCENT[1];

/**
 * Bonuses as the loyalty page writes them: two decimals and the unit Б (spec §9; the spec's English
 * "B" is the Cyrillic letter of «бонусы»). A signed amount carries its sign, the minus a real one.
 */
export const bonusLabel = (n: number, signed = false): string => {
  const text = `${ruDecimal(Math.abs(n), 2, 2)}\u00a0Б`;
  if (n < 0) return `\u2212${text}`;
  return signed && n > 0 ? `+${text}` : text;
};
