// Basket pricing, promotions and promo codes (storefront spec §3 "Basket line", "Shop", "Promotion",
// §4 "Basket", §9; checkout-account-admin spec §3 "Basket", "Promo code", §7). The API prices; the
// storefront shows what it answers. The rules live once, in domain/pricing/, used by both sides.
//
//   POST /api/shops/{shopId}/basket                          BasketRequest → 200 Basket | 404 shop | 422
//   GET  /api/shops/{shopId}/promotions                      → hydra collection of Promotion (active now)
//   POST /api/shops/{shopId}/promotions/{promotionId}/calculate  BasketRequest → 200 PromotionCalculation | 404 | 422
//   POST /api/promo_codes/resolve                            PromoCodeResolveRequest → 200 PromoCode | 400 (hydra:description in Russian: unknown, used up, rule not met) | 422
//
// A Bearer token is optional on all four: a card holder is priced with card prices, first-order and
// per-customer promotion rules need the customer (a guest never meets them). A bad or expired token
// answers 401 (refresh it, or send none to be priced as a guest).
import { z } from 'zod';
import { latLon } from './geo';
import { goodIdParam, idParam } from './params';
import { MAX_BASKET_LINES } from './limits';

export { MAX_BASKET_LINES };

/** A payment type id (domain/shop-terms.ts PAYMENT_TYPE names them; the storefront offers 1–3). */
export const PaymentType = z.number({ message: 'Выберите способ оплаты.' }).int().min(1, 'Неизвестный способ оплаты.').max(5, 'Неизвестный способ оплаты.');

export const RECEIVING_METHODS = ['delivery', 'pickup'] as const;
export const ReceivingMethod = z.enum(RECEIVING_METHODS, { message: 'Способ получения: delivery или pickup.' });
export type ReceivingMethod = z.infer<typeof ReceivingMethod>;

/** The largest quantity of one line (checkout-account-admin spec §9: basket quantity max 99). */
export const MAX_LINE_QUANTITY = 99;
/** Longest promo code text. */
export const PROMO_CODE_MAX = 64;

const quantity = z.number({ message: 'Количество должно быть числом.' })
  .positive('Количество должно быть больше нуля.')
  .max(MAX_LINE_QUANTITY, `Количество не может быть больше ${MAX_LINE_QUANTITY}.`);

export const BasketRequestItem = z.object({
  id: goodIdParam.pipe(z.number()),
  quantity: quantity.meta({ description: 'In the measure\'s order units (kg for weighted goods, 0.1 per 100 g step)' }),
}).meta({ id: 'BasketRequestItem' });

const promoCodeText = z.string().trim().min(1, 'Введите промокод.').max(PROMO_CODE_MAX, `Промокод длиннее ${PROMO_CODE_MAX} символов.`);

export const BasketRequest = z.object({
  items: z.array(BasketRequestItem).max(MAX_BASKET_LINES, `В корзине не может быть больше ${MAX_BASKET_LINES} позиций.`),
  receivingMethod: ReceivingMethod,
  coords: latLon.nullable().optional()
    .meta({ description: 'Delivery point: its zone adds the zone price; null or missing for pickup. A delivery point outside every zone of the shop makes delivery unavailable.' }),
  promoCode: promoCodeText.nullable().optional(),
  orderCashType: PaymentType.nullable().optional(),
}).meta({ id: 'BasketRequest' });
export type BasketRequest = z.input<typeof BasketRequest>;

export const BasketLine = z.object({
  id: z.number().int(),
  quantity: z.number().meta({ description: 'The asked quantity cut to stock (0 when out of stock)' }),
  stock: z.number().meta({ description: 'What the shop has (0 when missing)' }),
  registerPrice: z.number(),
  actualPrice: z.number(),
  price: z.number().meta({ description: 'The unit price charged: the card price (actualPrice) for card holders, registerPrice otherwise; 0 out of stock' }),
  amount: z.number().meta({ description: 'price × quantity, rounded to kopecks; 0 out of stock' }),
  isOutOfStock: z.boolean(),
  isPickup: z.boolean().meta({ description: 'Pickup-only good' }),
  grossWeight: z.number().meta({ description: 'kg of this line' }),
}).meta({ id: 'BasketLine' });
export type BasketLine = z.infer<typeof BasketLine>;

export const PromoCode = z.object({
  code: z.string(),
  discountType: z.union([z.literal(1), z.literal(2)]).meta({ description: '1 fixed sum, 2 percent' }),
  amount: z.number().meta({ description: 'The sum (type 1) or the percent (type 2)' }),
  discountAmount: z.number().meta({ description: 'Roubles this basket saves' }),
  description: z.string().meta({ description: 'What the code gives, in Russian, shown under the input' }),
  ruleCategories: z.array(z.number().int()),
  ruleCategoryNames: z.array(z.string()),
  ruleWhitePrice: z.boolean().meta({ description: 'Only goods sold at their regular price count' }),
  barcode: z.string().nullable(),
}).meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof PromoCode>;

export const AppliedPromotion = z.object({
  id: z.number().int(),
  title: z.string(),
  info: z.string().nullable(),
  discountAmount: z.number().meta({ description: 'Roubles off the goods (0 for a free-delivery promotion)' }),
  freeDelivery: z.boolean(),
}).meta({ id: 'AppliedPromotion' });
export type AppliedPromotion = z.infer<typeof AppliedPromotion>;

export const Basket = z.object({
  '@type': z.literal('Basket'),
  shopId: z.number().int(),
  items: z.array(BasketLine),
  itemsCount: z.number().int(),
  availableItemsCount: z.number().int(),
  amount: z.number().meta({ description: 'Goods, in-stock lines only' }),
  grossWeight: z.number().meta({ description: 'kg' }),
  isDelivery: z.boolean(),
  isDeliveryAvailable: z.boolean().meta({ description: 'false when the shop does not deliver or the point is outside its zones' }),
  deliveryCost: z.number().nullable().meta({ description: 'Tariff + zone price + over-weight, or 0 with a free-delivery promotion; null for pickup or when unavailable' }),
  deliveryZonePrice: z.number().nullable(),
  freeDeliveryFrom: z.number().nullable().meta({ description: 'The free-delivery threshold of the shop; null without one' }),
  maxFreeWeight: z.number().nullable(),
  packagingCost: z.number(),
  packetCostInfo: z.object({ packetNum: z.number().int(), packetAmount: z.number() }),
  promotion: AppliedPromotion.nullable(),
  promoCode: PromoCode.nullable(),
  promoCodeError: z.string().nullable().meta({ description: 'Why the asked promo code does not apply to this basket (Russian); null when it does or none was asked' }),
  minOrderAmount: z.number(),
  total: z.number().meta({ description: 'amount + packets + packaging + delivery − promotion − promo code, never below 0' }),
  orderCashType: z.number().int().nullable(),
}).meta({ id: 'Basket' });
export type Basket = z.infer<typeof Basket>;

export const COMPARE_OPERATORS = ['lt', 'lte', 'eq', 'gte', 'gt'] as const;
export const PROMOTION_RULE_TYPES = ['orderAmount', 'goodsWeight', 'anyGoods', 'orderCashType', 'firstOrderOnly', 'maxCustomerApplies', 'otherPromotionApplies'] as const;
export const PROMOTION_RESULT_TYPES = ['freeDelivery', 'discountAmount', 'percentAmount'] as const;

export const PromotionRule = z.object({
  type: z.enum(PROMOTION_RULE_TYPES),
  operator: z.enum(COMPARE_OPERATORS),
  value: z.number(),
  goods: z.array(z.number().int()).meta({ description: 'Goods the rule counts (anyGoods, goodsWeight); [] means every good' }),
}).meta({ id: 'PromotionRule' });
export type PromotionRule = z.infer<typeof PromotionRule>;

export const PromotionResult = z.object({
  type: z.enum(PROMOTION_RESULT_TYPES),
  value: z.number().meta({ description: 'Roubles (discountAmount), percent (percentAmount), unused for freeDelivery' }),
}).meta({ id: 'PromotionResult' });
export type PromotionResult = z.infer<typeof PromotionResult>;

export const Promotion = z.object({
  '@type': z.literal('Promotion'),
  id: z.number().int(),
  title: z.string(),
  info: z.string().nullable(),
  rules: z.array(PromotionRule),
  results: z.array(PromotionResult),
}).meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof Promotion>;

export const PromotionCalculation = z.object({
  '@type': z.literal('PromotionCalculation'),
  promotionId: z.number().int(),
  applies: z.boolean(),
  discountAmount: z.number(),
  freeDelivery: z.boolean(),
}).meta({ id: 'PromotionCalculation' });
export type PromotionCalculation = z.infer<typeof PromotionCalculation>;

/** Path of POST /api/shops/{shopId}/promotions/{promotionId}/calculate. */
export const PromotionParams = z.object({ shopId: idParam, promotionId: idParam });

export const PromoCodeResolveRequest = z.object({
  shopId: idParam.pipe(z.number()),
  cashType: PaymentType.nullable().optional(),
  promoCode: promoCodeText,
  basketTotal: z.number().nonnegative(),
  basketItems: z.array(z.object({ goodId: goodIdParam.pipe(z.number()), amount: z.number().nonnegative() })).max(MAX_BASKET_LINES),
}).meta({ id: 'PromoCodeResolveRequest' });
export type PromoCodeResolveRequest = z.input<typeof PromoCodeResolveRequest>;
