// The whole basket as the API answers it (checkout spec §3 "Basket"): lines, packets, packaging,
// delivery, the promotion and the promo code, and the total
//   goods + packets + packaging + delivery − promotion − promo code, never below 0.
import type { Basket, BasketLine, PromoCode, Shop } from '../../contract';
import { roundMoney } from '../money';
import { freeDeliveryThreshold } from '../shop-terms';
import { quoteDelivery, type DeliveryPoint } from './delivery';
import { goodsAmount, goodsWeight, priceLines, type GoodFacts, type RequestLine } from './lines';
import { packagingCost } from './packaging';
import { packets } from './packets';
import { checkPromoCode, describePromoCode, PROMO_MESSAGES, type PromoCodeDef } from './promo-codes';
import { choosePromotion, evaluatePromotions, type PromotionContext, type PromotionDef, type PromotionOutcome } from './promotions';

export type PricingShop = Pick<Shop, 'id' | 'deliveryEnabled' | 'deliveryCosts' | 'maxFreeWeight' | 'overKyloPrice'
  | 'packagingCost' | 'packetCost' | 'minOrderAmount'>;

export type BasketInput = {
  shop: PricingShop;
  items: RequestLine[];
  goods: ReadonlyMap<number, GoodFacts>;
  hasCard: boolean;
  receivingMethod: 'delivery' | 'pickup';
  point: DeliveryPoint;
  cashType: number | null;
  promotions: readonly PromotionDef[];
  customer: PromotionContext['customer'];
  /** the asked code: its definition, or null when asked but unknown; undefined when none was asked */
  promoCode?: PromoCodeDef | null;
  /** the shop's minimum, or 1 for a special login (domain/pricing/min-order.ts) */
  minOrderAmount: number;
  now: Date;
};

export function computeBasket(input: BasketInput): Basket {
  const priced = priceLines(input.items, input.goods, input.hasCard);
  const amount = goodsAmount(priced);
  const weight = goodsWeight(priced);
  const inStock = priced.filter((l) => !l.isOutOfStock);
  const packet = packets(amount, input.shop.packetCost, inStock.map((l) => l.categories));
  const packaging = packagingCost(amount, input.shop.packagingCost);
  const isDelivery = input.receivingMethod === 'delivery';

  const ctx: PromotionContext = { amount, lines: priced, cashType: input.cashType, isDelivery, customer: input.customer };
  const before = isDelivery ? quoteDelivery(input.shop, amount, weight, input.point, false) : null;
  const chosen = choosePromotion(input.promotions, ctx, before?.available ? before.cost : null);
  const delivery = isDelivery ? quoteDelivery(input.shop, amount, weight, input.point, chosen?.outcome.freeDelivery ?? false) : null;

  let promoCode: PromoCode | null = null;
  let promoCodeError: string | null = null;
  if (input.promoCode === null) promoCodeError = PROMO_MESSAGES.unknown;
  else if (input.promoCode) {
    const check = checkPromoCode(input.promoCode, input.now, input.shop.id, amount, priced);
    if (check.ok) promoCode = toPromoCode(input.promoCode, check.discountAmount);
    else promoCodeError = check.message;
  }

  const deliveryCost = delivery?.available ? delivery.cost : null;
  const promotionDiscount = chosen?.outcome.discountAmount ?? 0;
  const total = roundMoney(Math.max(0,
    amount + packet.packetAmount + packaging + (deliveryCost ?? 0) - promotionDiscount - (promoCode?.discountAmount ?? 0)));

  const items: BasketLine[] = priced.map(({ categories: _c, ...line }) => line);
  return {
    '@type': 'Basket',
    shopId: input.shop.id,
    items,
    itemsCount: items.length,
    availableItemsCount: inStock.length,
    amount,
    grossWeight: weight,
    isDelivery,
    isDeliveryAvailable: input.shop.deliveryEnabled && (delivery ? delivery.available : input.point !== 'outside'),
    deliveryCost,
    deliveryZonePrice: delivery?.available ? delivery.zonePrice : null,
    freeDeliveryFrom: freeDeliveryThreshold(input.shop),
    maxFreeWeight: input.shop.deliveryEnabled ? input.shop.maxFreeWeight : null,
    packagingCost: packaging,
    packetCostInfo: packet,
    promotion: chosen && {
      id: chosen.promotion.id, title: chosen.promotion.title, info: chosen.promotion.info,
      discountAmount: chosen.outcome.discountAmount, freeDelivery: chosen.outcome.freeDelivery,
    },
    promoCode,
    promoCodeError,
    minOrderAmount: input.minOrderAmount,
    total,
    orderCashType: input.cashType,
  };
}

/**
 * What promotion `promotionId` (one of input.promotions) gives this basket, whether or not it would
 * win; null when it is not among them.
 */
export function promotionCalculation(input: BasketInput, promotionId: number): PromotionOutcome | null {
  if (!input.promotions.some((p) => p.id === promotionId)) return null;
  const lines = priceLines(input.items, input.goods, input.hasCard);
  const ctx: PromotionContext = {
    amount: goodsAmount(lines), lines, cashType: input.cashType, isDelivery: input.receivingMethod === 'delivery', customer: input.customer,
  };
  return evaluatePromotions(input.promotions, ctx).get(promotionId) ?? null;
}

export function toPromoCode(def: PromoCodeDef, discountAmount: number): PromoCode {
  return {
    code: def.code,
    discountType: def.discountType,
    amount: def.amount,
    discountAmount,
    description: describePromoCode(def),
    ruleCategories: def.ruleCategories,
    ruleCategoryNames: def.ruleCategoryNames,
    ruleWhitePrice: def.ruleWhitePrice,
    barcode: def.barcode,
  };
}
