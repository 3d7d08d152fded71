// POST /api/orders/{id}/params: the receiving method (delivery ⇄ pickup; delivery needs an address)
// or the shop (spec §4 "Order card modes", §5). A new shop takes the order's goods from its own
// stock and gives them back to the old one, in the same transaction; the time slot moves with it.
// A switch to delivery is priced as checkout prices it: the address's point from the geocoder (never
// a point the client sends), the shop's zone there, and domain/pricing's quoteDelivery.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminOrderParamsRequest } from '../../../../contract';
import { aboveHoldMessage, PARAMS_MESSAGES } from '../../../../domain/order-admin';
import { roundMoney } from '../../../../domain/money';
import { quoteDelivery } from '../../../../domain/pricing';
import type { LatLon } from '../../../../domain/geo';
import type { Geocoder } from '../../../adapters/geocoder';
import type { Db, Tx } from '../../../db/client';
import { changeStock } from '../../stock';
import { articles, orderLines, orders, shops, slotBookings } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { loadShop } from '../../pricing/load';
import { lockSlot, slotHasRoom, type SlotKey } from '../../timeslots';
import { zonesAt } from '../../zones';
import { addressPoint } from '../create-order';
import { conflict, lockOrder, record, requireAction, unprocessable, type Admin } from './access';

/**
 * Moves the order's slot booking (if it has one) to another shop or receiving method, under the slot's
 * lock and within its capacity as checkout books it; a full slot answers 409 and the change rolls
 * back. `where` names the new place in the refusal.
 */
async function moveBooking(tx: Tx, orderId: number, to: Partial<Pick<SlotKey, 'shopId' | 'slotType'>>, where: string): Promise<void> {
  const [booking] = await tx.select().from(slotBookings).where(eq(slotBookings.orderId, orderId));
  if (!booking) return;
  const slot: SlotKey = { shopId: booking.shopId, slotType: booking.slotType, date: booking.date, timeInterval: booking.timeInterval, ...to };
  if (slot.shopId === booking.shopId && slot.slotType === booking.slotType) return;
  await lockSlot(tx, slot);
  if (!(await slotHasRoom(tx, slot, orderId))) {
    throw conflict(`Интервал ${slot.timeInterval} ${slot.date.split('-').reverse().join('.')} ${where} занят: свободных мест нет. Заказ не изменён.`);
  }
  await tx.update(slotBookings).set({ shopId: slot.shopId, slotType: slot.slotType }).where(eq(slotBookings.id, booking.id));
}

export async function changeOrderParams(db: Db, geocoder: Geocoder, admin: Admin, orderId: number, input: AdminOrderParamsRequest): Promise<void> {
  // the geocoder is asked before the order is locked: a slow answer holds no row
  const point: LatLon | null = input.changeType === 'type' && input.type === 'delivery' && input.address ? await addressPoint(geocoder, input.address) : null;
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    const { order } = locked;
    const now = clock.now();

    if (input.changeType === 'type') {
      requireAction(locked, 'changeType');
      if (!input.type) throw unprocessable([{ propertyPath: 'type', message: PARAMS_MESSAGES.typeRequired }]);
      if (input.type === 'delivery' && !input.address) throw unprocessable([{ propertyPath: 'address', message: PARAMS_MESSAGES.addressRequired }]);
      if (input.type === order.type && input.type === 'pickup') throw conflict('Заказ уже на самовывоз.');
      const delivery = input.type === 'delivery';
      // pickup drops the delivery charge; delivery costs what checkout would charge at that address
      // for the order's goods and weight (free with the order's free-delivery promotion)
      let deliveryCost = 0;
      let deliveryZonePrice = 0;
      if (delivery) {
        const shop = await loadShop(tx, order.shopId);
        if (!shop.deliveryEnabled) throw conflict('Магазин заказа не доставляет: выберите самовывоз или другой магазин.');
        const zone = (await zonesAt(tx as unknown as Db, point!, order.shopId)).find((z) => z.shopId === order.shopId);
        if (!zone) throw conflict(`Адрес «${input.address!.city}, ${input.address!.street}, ${input.address!.house}» вне зоны доставки магазина.`);
        const quote = quoteDelivery(shop, Number(order.goodsAmount), Number(order.grossWeight), { zonePrice: zone.price }, order.promotion?.freeDelivery ?? false);
        if (!quote.available) throw conflict('Магазин заказа не доставляет: выберите самовывоз или другой магазин.');
        deliveryCost = quote.cost;
        deliveryZonePrice = quote.zonePrice ?? 0;
      }
      const amount = Math.max(0, roundMoney(Number(order.amount) - Number(order.deliveryCost) + deliveryCost));
      if (locked.facts.online) {
        const tooMuch = aboveHoldMessage(amount, Number(order.holdAmount ?? order.originalAmount));
        if (tooMuch) throw conflict(tooMuch);
      }
      await tx.update(orders).set({
        type: input.type, address: delivery ? { ...input.address! } : null, deliveryLat: point?.[0] ?? null, deliveryLon: point?.[1] ?? null,
        deliveryCost, deliveryZonePrice, amount, updatedAt: now,
      }).where(eq(orders.id, orderId));
      await moveBooking(tx, orderId, { slotType: input.type }, input.type === 'delivery' ? 'для доставки' : 'для самовывоза');
      await record(tx, {
        orderId, actorId: admin.id, verb: 'params', status: order.status, typeName: delivery ? 'Способ получения: доставка' : 'Способ получения: самовывоз',
        changes: {
          type: [order.type, input.type], address: [order.address, delivery ? input.address : null],
          deliveryCost: [Number(order.deliveryCost), deliveryCost], amount: [Number(order.amount), amount],
        },
        event: { type: 'edited', payload: { type: input.type } },
      });
      return;
    }

    requireAction(locked, 'changeShop');
    if (!input.shop) throw unprocessable([{ propertyPath: 'shop', message: PARAMS_MESSAGES.shopRequired }]);
    if (input.shop === order.shopId) throw conflict('Заказ уже в этом магазине.');
    if (!admin.isSiteAdmin && !admin.shops.has(input.shop)) throw unprocessable([{ propertyPath: 'shop', message: PARAMS_MESSAGES.shopRequired }]);
    const [shop] = await tx.select({ id: shops.id, name: shops.name, open: shops.canAcceptOrders }).from(shops).where(eq(shops.id, input.shop));
    if (!shop) throw unprocessable([{ propertyPath: 'shop', message: PARAMS_MESSAGES.shopRequired }]);
    if (!shop.open) throw conflict(`Магазин «${shop.name}» сейчас не принимает заказы.`);

    const lines = (await tx.select({ goodId: orderLines.goodId, quantity: orderLines.quantity, name: orderLines.name, isDeleted: orderLines.isDeleted })
      .from(orderLines).where(eq(orderLines.orderId, orderId))).filter((l) => !l.isDeleted && Number(l.quantity) > 0);
    const ids = [...new Set(lines.map((l) => l.goodId))].sort((a, b) => a - b);
    if (ids.length > 0) {
      // both shops' rows, shop by shop in id order and good-id order within, as every stock writer takes them
      const [first, second] = [order.shopId, shop.id].sort((a, b) => a - b);
      await tx.select({ g: articles.goodId }).from(articles).where(and(eq(articles.shopId, first), inArray(articles.goodId, ids))).orderBy(asc(articles.goodId)).for('update');
      await tx.select({ g: articles.goodId }).from(articles).where(and(eq(articles.shopId, second), inArray(articles.goodId, ids))).orderBy(asc(articles.goodId)).for('update');
      const there = new Map((await tx.select({ goodId: articles.goodId, quantity: articles.quantity }).from(articles)
        .where(and(eq(articles.shopId, shop.id), inArray(articles.goodId, ids)))).map((a) => [a.goodId, Number(a.quantity)]));
      const short = lines.filter((l) => (there.get(l.goodId) ?? 0) < Number(l.quantity));
      if (short.length > 0) {
        throw conflict(`В магазине «${shop.name}» не хватает: ${short.map((l) => `«${l.name}» (в наличии ${there.get(l.goodId) ?? 0})`).join(', ')}.`);
      }
      await changeStock(tx, order.shopId, lines.map((l) => ({ goodId: l.goodId, delta: Number(l.quantity) })));
      await changeStock(tx, shop.id, lines.map((l) => ({ goodId: l.goodId, delta: -Number(l.quantity) })));
    }
    await tx.update(orders).set({ shopId: shop.id, updatedAt: now }).where(eq(orders.id, orderId));
    await moveBooking(tx, orderId, { shopId: shop.id }, `в магазине «${shop.name}»`);
    await record(tx, {
      orderId, actorId: admin.id, verb: 'params', status: order.status, typeName: `Магазин: ${shop.name}`,
      changes: { shop: [order.shopId, shop.id] }, event: { type: 'edited', payload: { shop: shop.id } },
    });
  });
}
