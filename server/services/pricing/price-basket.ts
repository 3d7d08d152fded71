// Prices a basket from the database's own figures (checkout spec §3 "Basket"): the one entry point
// the basket route and the order creation (server/services/orders) share, so an order is checked
// against exactly what the shopper was shown. Runs inside the caller's transaction when given one.
import type { z } from 'zod';
import type { Basket, BasketRequest, PromotionCalculation } from '../../../contract';
import { computeBasket, minOrderAmount, promotionCalculation, type BasketInput, type DeliveryPoint } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/http';
import { zonesAt } from '../zones';
import type { DbOrTx } from './db';
import { loadCustomer, loadGoods, loadHistory, loadPromoCode, loadPromotions, loadShop } from './load';

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
  const shop = await loadShop(db, shopId);
  const customer = customerId === null ? null : await loadCustomer(db, customerId);
  const knownCustomer = customer ? customerId : null;
  const items = request.items.map((i) => ({ id: i.id, quantity: i.quantity }));
  const isDelivery = request.receivingMethod === 'delivery';

  const [goods, promotions, point, promoCode] = await Promise.all([
    loadGoods(db, shopId, [...new Set(items.map((i) => i.id))]),
    loadPromotions(db, shopId, now),
    isDelivery && shop.deliveryEnabled ? deliveryPoint(db, shopId, request.coords ?? null) : Promise.resolve<DeliveryPoint>('unknown'),
    request.promoCode ? loadPromoCode(db, request.promoCode, knownCustomer) : Promise.resolve(undefined),
  ]);

  const rulesUsed = new Set(promotions.flatMap((p) => p.rules.map((r) => r.type)));
  const history = knownCustomer === null ? null
    : await loadHistory(db, knownCustomer, rulesUsed.has('firstOrderOnly'), rulesUsed.has('maxCustomerApplies'));

  return {
    shop,
    items,
    goods,
    hasCard: customer?.hasCard ?? false,
    receivingMethod: request.receivingMethod,
    point,
    cashType: request.orderCashType ?? null,
    promotions,
    customer: history,
    promoCode,
    minOrderAmount: minOrderAmount(shop.minOrderAmount, customer?.isSpecialLogin ?? false),
    now,
  };
}

/** Where a delivery point falls for this shop: in one of its zones (its price) or outside them. */
async function deliveryPoint(db: DbOrTx, shopId: number, coords: [number, number] | null): Promise<DeliveryPoint> {
  if (!coords) return 'unknown';
  const zone = (await zonesAt(db as Db, coords, shopId)).find((z) => z.shopId === shopId);
  return zone ? { zonePrice: zone.price } : 'outside';
}
