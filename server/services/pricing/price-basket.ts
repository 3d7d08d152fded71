// Prices a basket from the database's own figures (checkout spec §3 "Basket"): the one entry point
// the basket route and the order creation (server/services/orders) share, so an order is checked
// against exactly what the shopper was shown. Runs inside the caller's transaction when given one.
import type { z } from 'zod';
import type { Basket, BasketRequest, PromotionCalculation } from '../../../contract';
import { computeBasket, minOrderAmount, promotionCalculation, type BasketInput, type DeliveryPoint, type PromotionDef } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/http';
import { zonesAt } from '../zones';
import type { DbOrTx } from './db';
import { loadGoods, loadPricingContext } from './load';
import { checkQuantities } from './quantities';

/** A BasketRequest as its schema parsed it (ids numbers, optional members possibly missing). */
export type ParsedBasketRequest = z.output<typeof BasketRequest>;

/**
 * The Basket of `request` in shop `shopId` for `customerId` (null: a guest, priced with regular
 * prices and meeting no customer rule). Throws the 404 HttpError for an unknown shop. A customer id
 * that no longer exists is priced as a guest.
 */
export async function priceBasket(db: DbOrTx, shopId: number, request: ParsedBasketRequest, customerId: number | null): Promise<Basket> {
  return computeBasket(await basketInput(db, shopId, request, customerId));
}

/**
 * What one promotion gives this basket (POST …/promotions/{id}/calculate): 404 when the promotion is
 * not active in the shop. Its otherPromotionApplies rules count the shop's other active promotions.
 */
export async function calculatePromotion(
  db: DbOrTx, shopId: number, promotionId: number, request: ParsedBasketRequest, customerId: number | null,
): Promise<PromotionCalculation> {
  const input = await basketInput(db, shopId, request, customerId);
  const outcome = promotionCalculation(input, promotionId);
  if (!outcome) throw notFound(`Акция ${promotionId} не найдена.`);
  return { '@type': 'PromotionCalculation', promotionId, ...outcome };
}

/** Everything computeBasket reads, from the database. */
async function basketInput(db: DbOrTx, shopId: number, request: ParsedBasketRequest, customerId: number | null): Promise<BasketInput> {
  const now = clock.now();
  const ctx = await loadPricingContext(db, shopId, customerId, request.promoCode ?? null, now);
  const items = request.items.map((i) => ({ id: i.id, quantity: i.quantity }));
  const delivers = request.receivingMethod === 'delivery' && ctx.shop.deliveryEnabled;
  // one after the other: inside the order's transaction both run on its one connection, where
  // overlapping queries are deprecated by pg (and refused by pg 9)
  const goods = await loadGoods(db, shopId, [...new Set(items.map((i) => i.id))], ctx.chains);
  checkQuantities(items, (id) => goods.get(id)?.measureId, (i) => `items.${i}.quantity`);
  const point: DeliveryPoint = delivers ? await deliveryPoint(db, shopId, request.coords ?? null) : 'unknown';
  return {
    shop: ctx.shop,
    items,
    goods,
    hasCard: ctx.customer?.hasCard ?? false,
    receivingMethod: request.receivingMethod,
    point,
    cashType: request.orderCashType ?? null,
    promotions: ctx.promotions,
    customer: ctx.customer?.history ?? null,
    promoCode: ctx.promoCode,
    minOrderAmount: minOrderAmount(ctx.shop.minOrderAmount, ctx.customer?.isSpecialLogin ?? false),
    now,
  };
}

/** Where a delivery point falls for this shop: in one of its zones (its price) or outside them. */
async function deliveryPoint(db: DbOrTx, shopId: number, coords: [number, number] | null): Promise<DeliveryPoint> {
  if (!coords) return 'unknown';
  const zone = (await zonesAt(db as Db, coords, shopId)).find((z) => z.shopId === shopId);
  return zone ? { zonePrice: zone.price } : 'outside';
}

/**
 * The back office's preview of promo code `code` against a basket (POST /api/admin/promo-codes/{id}/preview):
 * the very pricing a guest's checkout gets with that code, except that a code still switched off is
 * counted as on (it is previewed before it is switched on). Dates, limits and shops still apply.
 */
export async function previewPromoCode(db: DbOrTx, shopId: number, request: ParsedBasketRequest, code: string): Promise<Basket> {
  const input = await basketInput(db, shopId, { ...request, promoCode: code }, null);
  return computeBasket({ ...input, promoCode: input.promoCode && { ...input.promoCode, isActive: true } });
}

/**
 * The back office's preview of a promotion against a basket (POST /api/admin/promotions/{id}/preview):
 * the guest checkout's own pricing with `promotion` counted among the shop's active promotions (in
 * place of its stored self, so a switched-off or not-yet-started one is previewed as it will run),
 * and what its rules give on their own. Same domain code as the checkout: no second copy of a rule.
 */
export async function previewPromotion(
  db: DbOrTx, shopId: number, request: ParsedBasketRequest, promotion: PromotionDef,
): Promise<{ calculation: PromotionCalculation; basket: Basket }> {
  const input = await basketInput(db, shopId, request, null);
  const withIt: BasketInput = { ...input, promotions: [...input.promotions.filter((p) => p.id !== promotion.id), promotion] };
  const outcome = promotionCalculation(withIt, promotion.id)!;
  return { calculation: { '@type': 'PromotionCalculation', promotionId: promotion.id, ...outcome }, basket: computeBasket(withIt) };
}
