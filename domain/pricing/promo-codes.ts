// Promo codes (checkout spec §3 "Promo code", §9): type 1 takes a fixed sum off, type 2 a percent of
// the goods it counts. ruleCategories limit the goods counted to those categories (and the ones
// below them); ruleWhitePrice counts only goods without a card discount; minBasketAmount is
// compared with the whole goods amount. A code may be limited in total uses and per customer.
import { formatMoney, roundMoney, toKopecks } from '../money';

export const PROMO_DISCOUNT_TYPE = { fixed: 1, percent: 2 } as const;

export type PromoCodeDef = {
  code: string;
  discountType: 1 | 2;
  amount: number;
  minBasketAmount: number;
  ruleCategories: number[];
  ruleCategoryNames: string[];
  ruleWhitePrice: boolean;
  barcode: string | null;
  /** the shops it works in; null: every shop */
  shopIds: number[] | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** null: no limit */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  /** orders that used it so far, by anyone / by this customer (null: a guest) */
  uses: number;
  customerUses: number | null;
  /** false: switched off in the back office (refused like an unknown code); missing: on */
  isActive?: boolean;
};

/** A line as the code counts it: its amount, its good's categories (the chain up) and prices. */
export type PromoLine = { amount: number; categories: readonly number[]; registerPrice: number; actualPrice: number; isOutOfStock?: boolean };

/**
 * A code that does not exist, has not started, has ended, is used up or belongs to another shop is
 * refused in the same words: different words would let a stranger sort guessed codes into real
 * and not (issue 35). What the customer did herself (usedByCustomer) and what the basket lacks
 * may say more.
 */
const UNAVAILABLE = 'Промокод не найден или больше не действует.';

export const PROMO_MESSAGES = {
  unknown: UNAVAILABLE,
  notStarted: UNAVAILABLE,
  expired: UNAVAILABLE,
  usedUp: UNAVAILABLE,
  usedByCustomer: 'Вы уже использовали этот промокод.',
  otherShop: UNAVAILABLE,
  noGoods: 'В корзине нет товаров, на которые действует промокод.',
} as const;

export const minAmountMessage = (min: number) => `Промокод действует при заказе от ${formatMoney(min)}.`;

export type PromoCheck = { ok: true; discountAmount: number; counted: number } | { ok: false; message: string };

/** What says whether a code may be used at all, apart from a basket. */
export type PromoCodeLimits = Pick<PromoCodeDef, 'isActive' | 'shopIds' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerCustomer' | 'uses' | 'customerUses'>;

/**
 * Whether the code may be used now at all (period and limits), before looking at a basket: the
 * pricing asks it, and the order asks it again on the code's locked row (redeemPromoCode).
 */
export function promoCodeUsable(def: PromoCodeLimits, now: Date, shopId: number): string | null {
  if (def.isActive === false) return PROMO_MESSAGES.unknown;
  if (def.shopIds !== null && !def.shopIds.includes(shopId)) return PROMO_MESSAGES.otherShop;
  if (def.startsAt && now < def.startsAt) return PROMO_MESSAGES.notStarted;
  if (def.endsAt && now >= def.endsAt) return PROMO_MESSAGES.expired;
  if (def.maxUses !== null && def.uses >= def.maxUses) return PROMO_MESSAGES.usedUp;
  if (def.maxUsesPerCustomer !== null && def.customerUses !== null && def.customerUses >= def.maxUsesPerCustomer) {
    return PROMO_MESSAGES.usedByCustomer;
  }
  return null;
}

/** The goods amount the code counts. */
export function countedAmount(def: Pick<PromoCodeDef, 'ruleCategories' | 'ruleWhitePrice'>, lines: readonly PromoLine[]): number {
  const wanted = new Set(def.ruleCategories);
  return roundMoney(lines.reduce((sum, l) => {
    if (l.isOutOfStock) return sum;
    if (wanted.size > 0 && !l.categories.some((c) => wanted.has(c))) return sum;
    if (def.ruleWhitePrice && l.actualPrice < l.registerPrice) return sum;
    return sum + l.amount;
  }, 0));
}

/** The code against a basket: its discount, or why it does not apply (Russian). */
export function checkPromoCode(def: PromoCodeDef, now: Date, shopId: number, amount: number, lines: readonly PromoLine[]): PromoCheck {
  const unusable = promoCodeUsable(def, now, shopId);
  if (unusable) return { ok: false, message: unusable };
  if (toKopecks(amount) < toKopecks(def.minBasketAmount)) return { ok: false, message: minAmountMessage(def.minBasketAmount) };
  const counted = countedAmount(def, lines);
  if (counted <= 0) return { ok: false, message: PROMO_MESSAGES.noGoods };
  const discount = def.discountType === PROMO_DISCOUNT_TYPE.fixed ? Math.min(def.amount, counted) : (counted * def.amount) / 100;
  return { ok: true, discountAmount: roundMoney(discount), counted };
}

/** What the code gives, as the checkout shows it under the input. */
export function describePromoCode(def: Pick<PromoCodeDef, 'discountType' | 'amount' | 'minBasketAmount' | 'ruleCategoryNames' | 'ruleWhitePrice'>): string {
  const what = def.discountType === PROMO_DISCOUNT_TYPE.fixed ? `Скидка ${formatMoney(def.amount)}` : `Скидка ${def.amount}\u00a0%`;
  const on = def.ruleCategoryNames.length ? ` на товары категорий: ${def.ruleCategoryNames.join(', ')}` : ' на товары';
  const white = def.ruleWhitePrice ? ' (кроме товаров со скидкой)' : '';
  const from = def.minBasketAmount > 0 ? ` при заказе от ${formatMoney(def.minBasketAmount)}` : '';
  return `${what}${on}${white}${from}.`;
}
