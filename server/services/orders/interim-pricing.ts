// A stand-in for the pricing task's basket pricing (server/services/pricing/, branch `pricing`) with
// the agreed signatures, so order creation builds and is tested before that branch is merged. It
// prices lines (card price for card holders, cut to stock), packets, packaging and delivery (tariff +
// zone price + over-weight); it knows no promotions and no promo codes. pricing.ts chooses which one
// order creation uses: once the pricing branch is in, this file goes.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Basket, BasketLine, BasketRequest } from '../../../contract';
import { deliveryPrice, freeDeliveryThreshold } from '../../../domain/shop-terms';
import type { Db } from '../../db/client';
import { articles, customers, goods, shops } from '../../db/schema';
import { notFound } from '../../lib/http';
import { zonesAt } from '../zones';

const round2 = (x: number) => Math.round(x * 100) / 100;

export async function priceBasket(db: Db, shopId: number, request: z.output<typeof BasketRequest>, customerId: number | null): Promise<Basket> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw notFound(`Магазин ${shopId} не найден.`);
  const [customer] = customerId === null ? [] : await db.select({ card: customers.card }).from(customers).where(eq(customers.id, customerId));
  const hasCard = Boolean(customer?.card);
  const ids = request.items.map((i) => i.id);
  const rows = ids.length === 0 ? [] : await db.select({
    goodId: goods.id, isPickup: goods.isPickup, grossWeight: goods.grossWeight,
    quantity: articles.quantity, registerPrice: articles.registerPrice, actualPrice: articles.actualPrice,
  }).from(goods).leftJoin(articles, and(eq(articles.goodId, goods.id), eq(articles.shopId, shopId))).where(inArray(goods.id, ids));
  const byId = new Map(rows.map((r) => [r.goodId, r]));

  const items: BasketLine[] = request.items.map((item) => {
    const row = byId.get(item.id);
    const stock = Number(row?.quantity ?? 0);
    const isOutOfStock = !row || row.registerPrice === null || stock <= 0;
    const quantity = isOutOfStock ? 0 : Math.min(item.quantity, stock);
    const registerPrice = Number(row?.registerPrice ?? 0);
    const actualPrice = Number(row?.actualPrice ?? 0);
    const price = isOutOfStock ? 0 : hasCard ? actualPrice : registerPrice;
    return {
      id: item.id, quantity, stock, registerPrice, actualPrice, price, amount: round2(price * quantity), isOutOfStock,
      isPickup: Boolean(row?.isPickup), grossWeight: Math.round(Number(row?.grossWeight ?? 0) * quantity * 1000) / 1000,
    };
  });
  const available = items.filter((i) => !i.isOutOfStock);
  const amount = round2(available.reduce((s, i) => s + i.amount, 0));
  const grossWeight = Math.round(available.reduce((s, i) => s + i.grossWeight, 0) * 1000) / 1000;

  const packetNum = shop.packetCost && amount > 0 ? Math.ceil(amount / shop.packetCost.amountStep) : 0;
  const packetAmount = round2(packetNum * (shop.packetCost?.packetPrice ?? 0));
  const p = shop.packagingCost;
  const packagingCost = p && amount > 0
    ? round2(p.minPrice + Math.max(0, Math.ceil((amount - p.minAmount) / p.amountStep)) * p.priceStep) : 0;

  const isDelivery = request.receivingMethod === 'delivery';
  let isDeliveryAvailable = false;
  let deliveryCost: number | null = null;
  let deliveryZonePrice: number | null = null;
  if (isDelivery && shop.deliveryEnabled && request.coords) {
    const zone = (await zonesAt(db, request.coords, shopId)).find((z) => z.shopId === shopId);
    if (zone) {
      isDeliveryAvailable = true;
      deliveryZonePrice = zone.price;
      const over = Math.max(0, grossWeight - Number(shop.maxFreeWeight));
      deliveryCost = round2((deliveryPrice(shop, amount) ?? 0) + zone.price + Math.ceil(over) * Number(shop.overKyloPrice));
    }
  }
  const total = Math.max(0, round2(amount + packetAmount + packagingCost + (deliveryCost ?? 0)));
  return {
    '@type': 'Basket', shopId, items, itemsCount: items.length, availableItemsCount: available.length, amount, grossWeight,
    isDelivery, isDeliveryAvailable, deliveryCost, deliveryZonePrice, freeDeliveryFrom: freeDeliveryThreshold(shop),
    maxFreeWeight: Number(shop.maxFreeWeight), packagingCost, packetCostInfo: { packetNum, packetAmount },
    promotion: null, promoCode: null,
    promoCodeError: request.promoCode ? 'Промокоды пока не принимаются.' : null,
    minOrderAmount: Number(shop.minOrderAmount), total, orderCashType: request.orderCashType ?? null,
  };
}

export async function redeemPromoCode(_tx: Db, _use: { code: string; customerId: number; orderId: number }): Promise<void> {}
export async function recordPromotionUse(_tx: Db, _use: { promotionId: number; customerId: number; orderId: number }): Promise<void> {}
/** Gives back the promo code and promotion uses of a cancelled order (the pricing task's tables). */
export async function releasePromoUses(_tx: Db, _orderId: number): Promise<void> {}
