// Promotions (storefront spec §3 "Promotion", §4 "Basket"): rules compared with lt/lte/eq/gte/gt,
// results that give free delivery, a sum off or a percent off the goods. Exactly what each rule
// counts, and which promotion wins when several apply, is written in decision
// 35.
import type { Promotion, PromotionRule } from '../../contract';
import { roundMoney } from '../money';
import { compare } from './compare';
import type { PricedLine } from './lines';

export type PromotionDef = Pick<Promotion, 'id' | 'title' | 'info' | 'rules' | 'results'>;

/** What the rules read of the basket and of its customer (null: a guest, who never meets a customer rule). */
export type PromotionContext = {
  amount: number;
  lines: readonly PricedLine[];
  cashType: number | null;
  isDelivery: boolean;
  customer: {
    /** the customer's earlier orders (cancelled ones included: a first order is the first placed) */
    orderCount: number;
    /** how many orders used each promotion, by promotion id */
    uses: ReadonlyMap<number, number>;
  } | null;
};

export type PromotionOutcome = { applies: boolean; discountAmount: number; freeDelivery: boolean };

const inStock = (ctx: PromotionContext, goods: readonly number[]) => {
  const wanted = new Set(goods);
  return ctx.lines.filter((l) => !l.isOutOfStock && (wanted.size === 0 || wanted.has(l.id)));
};

/**
 * Whether one rule holds. `others`: how many other promotions apply to this basket (only read by
 * otherPromotionApplies).
 */
export function ruleMet(rule: PromotionRule, promotionId: number, ctx: PromotionContext, others: number): boolean {
  const { operator, value } = rule;
  switch (rule.type) {
    case 'orderAmount': return compare(ctx.amount, operator, value);
    case 'goodsWeight': return compare(inStock(ctx, rule.goods).reduce((w, l) => w + l.grossWeight, 0), operator, value);
    case 'anyGoods': return compare(inStock(ctx, rule.goods).length, operator, value);
    case 'orderCashType': return ctx.cashType !== null && compare(ctx.cashType, operator, value);
    case 'firstOrderOnly': return ctx.customer !== null && compare(ctx.customer.orderCount, operator, value);
    case 'maxCustomerApplies': return ctx.customer !== null && compare(ctx.customer.uses.get(promotionId) ?? 0, operator, value);
    case 'otherPromotionApplies': return compare(others, operator, value);
  }
}

const ownRulesMet = (p: PromotionDef, ctx: PromotionContext) =>
  p.rules.every((r) => r.type === 'otherPromotionApplies' || ruleMet(r, p.id, ctx, 0));

/** What the results give once the rules hold: discounts add up, never above the goods amount. */
export function promotionResults(p: PromotionDef, ctx: PromotionContext): Omit<PromotionOutcome, 'applies'> {
  let discount = 0;
  let freeDelivery = false;
  for (const r of p.results) {
    if (r.type === 'freeDelivery') freeDelivery = ctx.isDelivery; // free delivery is for delivery orders only
    else if (r.type === 'discountAmount') discount += r.value;
    else discount += (ctx.amount * r.value) / 100;
  }
  return { discountAmount: roundMoney(Math.min(Math.max(discount, 0), ctx.amount)), freeDelivery };
}

/**
 * Every promotion's outcome for this basket. otherPromotionApplies counts the other promotions whose
 * own rules (all but their otherPromotionApplies rules, so no two promotions wait on each other) hold.
 */
export function evaluatePromotions(promotions: readonly PromotionDef[], ctx: PromotionContext): Map<number, PromotionOutcome> {
  const own = new Map(promotions.map((p) => [p.id, ownRulesMet(p, ctx)]));
  const out = new Map<number, PromotionOutcome>();
  for (const p of promotions) {
    const others = promotions.filter((o) => o.id !== p.id && own.get(o.id)).length;
    const applies = own.get(p.id)! && p.rules.every((r) => r.type !== 'otherPromotionApplies' || ruleMet(r, p.id, ctx, others));
    out.set(p.id, applies ? { applies, ...promotionResults(p, ctx) } : { applies, discountAmount: 0, freeDelivery: false });
  }
  return out;
}

/**
 * One promotion per basket: the one saving the shopper most (its discount, plus the delivery cost a
 * free-delivery result saves); a tie goes to the lowest id. A promotion saving nothing is not applied.
 */
export function choosePromotion(
  promotions: readonly PromotionDef[], ctx: PromotionContext, deliveryCost: number | null,
): { promotion: PromotionDef; outcome: PromotionOutcome } | null {
  const outcomes = evaluatePromotions(promotions, ctx);
  let best: { promotion: PromotionDef; outcome: PromotionOutcome; saving: number } | null = null;
  for (const p of [...promotions].sort((a, b) => a.id - b.id)) {
    const o = outcomes.get(p.id)!;
    if (!o.applies) continue;
    const saving = roundMoney(o.discountAmount + (o.freeDelivery ? (deliveryCost ?? 0) : 0));
    if (saving > 0 && (!best || saving > best.saving)) best = { promotion: p, outcome: o, saving };
  }
  return best && { promotion: best.promotion, outcome: best.outcome };
}
