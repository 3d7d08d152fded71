// Order creation (checkout-account-admin spec §3 "Basket payload on order creation", §4,
// §5): the API recomputes the basket from its own data and writes the order only when the shopper
// saw the same figures. One transaction, locks always taken in one order so concurrent orders never
// deadlock (docs/architecture.md "Orders"):
//   1. the shop's articles of the ordered goods, FOR UPDATE, by good id;
//   2. the time slot: a transaction advisory lock on (shop, slot type, date, interval);
//   3. the promo code row (inside redeemPromoCode).
// Every refusal throws before anything is written, so the transaction rolls back whole. Its first
// statement takes the request's Idempotency-Key (server/lib/idempotency.ts), and it records the
// answer before it commits: the key and the order it made exist together or not at all.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderCreateRequest, OrderCreated } from '../../../contract';
import { belowMinimum, deliveryBlocked, pickupOnlyLines } from '../../../domain/checkout';
import { AGE_ORDER_MESSAGE } from '../../../domain/age-gate';
import { distanceKm, type LatLon } from '../../../domain/geo';
import { cardAccess } from '../../../domain/loyalty';
import { toKopecks } from '../../../domain/money';
import { PAYMENT_STATUS, initialStatus, statusName } from '../../../domain/order-status';
import { PAYMENT_TYPE } from '../../../domain/shop-terms';
import { GeocoderUnavailable, type Geocoder } from '../../adapters/geocoder';
import type { Db } from '../../db/client';
import { articles, goods, orderLines, orderLog, orders, shops, slotBookings, type OrderAddressSnapshot } from '../../db/schema';
import type { KeyClaim } from '../../context';
import { HttpError, notFound, type Violation } from '../../lib/http';
import { isAgeRestricted, loadCategoryTree } from '../catalog';
import type { CustomerRow } from '../customers';
import { checkQuantities } from '../pricing/quantities';
import { lockSlot, timeSlotDays } from '../timeslots';
import { changeStock } from '../stock';
import { appendOrderEvent } from './events';
import { isPartnerPaymentType } from '../../../domain/order-webhooks';
import { ORDER_MESSAGES, money } from './messages';
import { priceBasket, recordPromotionUse, redeemPromoCode } from './pricing';

export type OrderInput = z.output<typeof OrderCreateRequest>;
export type CreatedOrder = { id: number; status: number; amount: number; paymentExpiresAt: Date | null };

const conflict = (description: string) => new HttpError(409, 'Conflict', description);
const unprocessable = (violations: Violation[]) =>
  new HttpError(422, 'Unprocessable Entity', violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);

/** Kopeck-exact comparison of two rouble sums. */
const same = (a: number, b: number) => toKopecks(a) === toKopecks(b);

/**
 * How far the shopper's map point may lie from the point the geocoder gives the address: the
 * storefront's pin names the nearest house within the gazetteer's reverse radius (400 m), so a pin
 * the address form accepted always passes, and a point from another district never does.
 */
export const POINT_TOLERANCE_KM = 0.4;

/**
 * The point delivery is priced at: the address's own, as the geocoder finds it. The shopper's map
 * point must lie near it; an address the geocoder does not know, or a point elsewhere, answers 409:
 * the zone (and so the delivery price) comes from the address the order names, never from a point
 * the client chose.
 */
async function deliveryPointOf(geocoder: Geocoder, address: NonNullable<OrderInput['basket']['orderAddress']>, point: LatLon): Promise<LatLon> {
  const where = `${address.city}, ${address.street}, ${address.house}`;
  const found = { coordinates: await addressPoint(geocoder, address) };
  const km = distanceKm(point, found.coordinates);
  if (km > POINT_TOLERANCE_KM) {
    throw conflict(`Точка на карте не совпадает с адресом «${where}» (до дома ${Math.round(km * 1000)} м). Выберите адрес доставки заново.`);
  }
  return found.coordinates;
}

/**
 * The point of a delivery address as the geocoder finds it: 409 when it does not know the address,
 * 503 when it is down. The back office's switch to delivery prices the order at it too.
 */
export async function addressPoint(geocoder: Geocoder, address: { city: string; street: string; house: string }): Promise<LatLon> {
  let found;
  try {
    found = await geocoder.forward({ city: address.city, street: address.street, house: address.house });
  } catch (err) {
    if (err instanceof GeocoderUnavailable) throw new HttpError(503, 'Service Unavailable', 'Не удалось проверить адрес доставки: сервис адресов недоступен. Повторите позже.');
    throw err;
  }
  if (!found) throw conflict(`Адрес «${address.city}, ${address.street}, ${address.house}» не найден. Выберите адрес доставки заново.`);
  return found.coordinates;
}

export type CreateOptions = {
  /** finds the delivery address's point (server/adapters/geocoder) */
  geocoder: Geocoder;
  /** the request's Idempotency-Key: taken first in the transaction, the answer recorded before the commit */
  claim?: KeyClaim;
};

/** Checks of the payload's own consistency, before any row is read. */
function checkShape(input: OrderInput): void {
  const b = input.basket;
  const violations: Violation[] = [];
  const seen = new Set<number>();
  b.items.forEach((item, i) => {
    if (seen.has(item.id)) violations.push({ propertyPath: `basket.items.${i}.id`, message: 'Товар указан в корзине дважды.' });
    seen.add(item.id);
  });
  if (b.orderType === 'delivery') {
    if (!b.orderAddress) violations.push({ propertyPath: 'basket.orderAddress', message: 'Укажите адрес доставки.' });
    if (!b.deliveryCoords) violations.push({ propertyPath: 'basket.deliveryCoords', message: 'Укажите точку доставки на карте.' });
  }
  // 4 and 5 are the partner platforms' own (paid on their side): an order they did not send may not claim them
  if (isPartnerPaymentType(b.orderCashType)) {
    violations.push({ propertyPath: 'basket.orderCashType', message: 'Этот способ оплаты недоступен для заказа на сайте.' });
  }
  if (b.orderCashAmount !== null && b.orderCashAmount > 0 && b.orderCashType !== PAYMENT_TYPE.cash) {
    violations.push({ propertyPath: 'basket.orderCashAmount', message: 'Сдача нужна только при оплате наличными.' });
  }
  const date = b.orderDeliveryDate.replaceAll('/', '-');
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    violations.push({ propertyPath: 'basket.orderDeliveryDate', message: 'Такой даты нет.' });
  }
  if (violations.length > 0) throw unprocessable(violations);
}

/** What differs between the payload and the server's basket, as Russian lines; [] when they agree. */
function differences(input: OrderInput, basket: Awaited<ReturnType<typeof priceBasket>>, names: Map<number, string>): string[] {
  const out: string[] = [];
  const priced = new Map(basket.items.map((i) => [i.id, i]));
  for (const item of input.basket.items) {
    const line = priced.get(item.id);
    const name = names.get(item.id) ?? `№ ${item.id}`;
    if (!line) continue;
    if (!same(line.price, item.price)) out.push(`«${name}»: цена ${money(line.price)} вместо ${money(item.price)}`);
    else if (!same(line.amount, item.amount)) out.push(`«${name}»: сумма ${money(line.amount)} вместо ${money(item.amount)}`);
  }
  if (!same(basket.packagingCost, input.basket.packagingCost)) {
    out.push(`сборка ${money(basket.packagingCost)} вместо ${money(input.basket.packagingCost)}`);
  }
  const delivery = basket.isDelivery ? basket.deliveryCost ?? 0 : 0;
  if (!same(delivery, input.basket.delivery)) out.push(`доставка ${money(delivery)} вместо ${money(input.basket.delivery)}`);
  if (!same(basket.total, input.basket.total)) out.push(`итого ${money(basket.total)} вместо ${money(input.basket.total)}`);
  return out;
}

/**
 * Creates the order of `customer` (already signed in) at `now`, or throws the 4xx of the first rule
 * it breaks. Online payment (type 1) leaves it awaiting payment (7) until `now + paymentMinutes`.
 */
/** The names of the goods among `ids` that are for adults (their category or one above it is flagged). */
async function goodsForAdults(db: Db, ids: number[]): Promise<string[]> {
  const [rows, tree] = await Promise.all([
    db.select({ id: goods.id, name: goods.name, categoryId: goods.categoryId }).from(goods).where(inArray(goods.id, [...new Set(ids)])),
    loadCategoryTree(db),
  ]);
  return rows.filter((g) => {
    const node = tree.byId.get(g.categoryId);
    return node ? isAgeRestricted(node) : false;
  }).map((g) => g.name);
}

export async function createOrder(
  db: Db, customer: CustomerRow, input: OrderInput, now: Date, paymentMinutes: number, { geocoder, claim }: CreateOptions,
): Promise<CreatedOrder> {
  if (!customer.isPhoneConfirmed) throw new HttpError(403, 'Forbidden', ORDER_MESSAGES.phoneNotConfirmed);
  checkShape(input);
  const b = input.basket;
  const [shop] = await db.select().from(shops).where(eq(shops.id, input.shopId)).limit(1);
  if (!shop) throw notFound(`Магазин ${input.shopId} не найден.`);
  if (!shop.canAcceptOrders) throw conflict(ORDER_MESSAGES.shopClosed);
  if (b.orderType === 'delivery' && !shop.deliveryEnabled) throw conflict(ORDER_MESSAGES.deliveryUnavailable);
  if (b.orderType === 'pickup' && !shop.pickupEnabled) throw conflict(ORDER_MESSAGES.pickupUnavailable);
  // the delivery point is the address's own; the client's may only be near it
  const point = b.orderType === 'delivery' ? await deliveryPointOf(geocoder, b.orderAddress!, b.deliveryCoords!) : null;

  // a good for adults only with the age gate's answer (checkout-account-admin spec §4 "Age gate"):
  // search, home blocks and links reach such goods past the category's gate, the order may not.
  // Read before the transaction, refused in it after the pickup rule (which names the goods first).
  const forAdults = b.ageConfirmed === true ? [] : await goodsForAdults(db, b.items.map((i) => i.id));

  const placed = await db.transaction(async (tx) => {
    await claim?.take(tx);
    const ids = [...new Set(b.items.map((i) => i.id))].sort((x, y) => x - y);

    // 1. the stock rows, locked in good-id order: the order every creation and cancellation takes them in
    const stock = await tx.select({ goodId: articles.goodId, quantity: articles.quantity }).from(articles)
      .where(and(eq(articles.shopId, shop.id), inArray(articles.goodId, ids)))
      .orderBy(asc(articles.goodId)).for('update');
    const found = await tx.select({ id: goods.id, name: goods.name, measureId: goods.measureId }).from(goods).where(inArray(goods.id, ids));
    const names = new Map(found.map((g) => [g.id, g.name]));
    const unknown = b.items.map((item, i) => ({ item, i })).filter(({ item }) => !names.has(item.id));
    if (unknown.length > 0) {
      throw unprocessable(unknown.map(({ i }) => ({ propertyPath: `basket.items.${i}.id`, message: 'Такого товара нет.' })));
    }
    // only quantities the good's measure sells: the one number taken from stock, stored on the line and given back
    const measures = new Map(found.map((g) => [g.id, g.measureId]));
    checkQuantities(b.items, (id) => measures.get(id), (i) => `basket.items.${i}.quantity`, (id) => names.get(id)!);
    const left = new Map(stock.map((s) => [s.goodId, Number(s.quantity)]));
    const short = b.items.filter((item) => (left.get(item.id) ?? 0) < item.quantity);
    if (short.length > 0) {
      throw conflict(short.map((item) => {
        const n = left.get(item.id) ?? 0;
        return n > 0 ? `«${names.get(item.id)}»: в наличии только ${n}.` : `«${names.get(item.id)}»: нет в наличии.`;
      }).join('\n'));
    }

    // 2. the server's basket, priced after the lock: it sees the stock this order will take from
    const basket = await priceBasket(tx, shop.id, {
      items: b.items.map((i) => ({ id: i.id, quantity: i.quantity })),
      receivingMethod: b.orderType,
      coords: point ? [point[0], point[1]] : null,
      promoCode: input.promoCode || null,
      orderCashType: b.orderCashType,
    }, customer.id);
    // checkout button rules 2, 3 and 5, as the storefront's button decides them
    const pickupOnly = pickupOnlyLines(b.orderType, basket.items);
    if (pickupOnly.length > 0) {
      throw conflict(`${ORDER_MESSAGES.pickupOnly} (${pickupOnly.map((i) => `«${names.get(i.id)}»`).join(', ')})`);
    }
    if (forAdults.length > 0) {
      throw unprocessable([{ propertyPath: 'basket.ageConfirmed', message: `${AGE_ORDER_MESSAGE} (${forAdults.map((n) => `«${n}»`).join(', ')})` }]);
    }
    if (deliveryBlocked(b.orderType, basket)) throw conflict(ORDER_MESSAGES.deliveryUnavailable);
    if (belowMinimum(basket)) throw conflict(ORDER_MESSAGES.minAmount(basket.minOrderAmount));
    if (input.promoCode && !basket.promoCode) throw conflict(basket.promoCodeError ?? `Промокод ${input.promoCode} не действует.`);
    const changed = differences(input, basket, names);
    if (changed.length > 0) {
      throw conflict(`Цены изменились, обновите корзину: ${changed.join('; ')}.`);
    }
    if (b.orderCashAmount !== null && b.orderCashAmount > 0 && b.orderCashAmount < basket.total) {
      throw unprocessable([{ propertyPath: 'basket.orderCashAmount', message: `Сдача с суммы меньше суммы заказа (${money(basket.total)}).` }]);
    }

    if (b.orderCashType === PAYMENT_TYPE.online && basket.total <= 0) {
      throw conflict('Заказ на 0 ₽ нельзя оплатить онлайн: выберите оплату при получении.');
    }

    // 3. the time slot, under its lock: offered that day for that receiving method and payment type, not full
    const date = b.orderDeliveryDate.replaceAll('/', '-');
    const interval = b.orderDeliveryTime;
    await lockSlot(tx, { shopId: shop.id, slotType: b.orderType, date, timeInterval: interval });
    const slot = (await timeSlotDays(tx, shop.id, now, b.orderType))
      .find((d) => d.date === date)?.slots.find((s) => s.timeInterval === interval);
    if (!slot) {
      throw conflict(`Время ${interval} ${date.split('-').reverse().join('.')} недоступно: интервал занят или закрыт. Выберите другое время.`);
    }
    if (!slot.paidTypes.includes(b.orderCashType)) {
      throw conflict('Этот способ оплаты недоступен для выбранного времени. Выберите другой способ оплаты.');
    }

    // 4. the writes
    const online = b.orderCashType === PAYMENT_TYPE.online;
    const status = initialStatus({ type: b.orderType, source: b.source, online });
    const paymentExpiresAt = online ? new Date(now.getTime() + paymentMinutes * 60_000) : null;
    const promotionDiscount = basket.promotion?.discountAmount ?? 0;
    const promoCodeDiscount = basket.promoCode?.discountAmount ?? 0;
    const address: OrderAddressSnapshot | null = b.orderType === 'delivery' && b.orderAddress ? { ...b.orderAddress } : null;
    const [order] = await tx.insert(orders).values({
      customerId: customer.id, shopId: shop.id, status, type: b.orderType, source: b.source, orderDate: now,
      deliveryDate: date, deliveryTime: interval,
      goodsAmount: basket.amount, packetCount: basket.packetCostInfo.packetNum, packetCost: basket.packetCostInfo.packetAmount,
      packagingCost: basket.packagingCost, deliveryCost: basket.isDelivery ? basket.deliveryCost ?? 0 : 0,
      deliveryZonePrice: basket.isDelivery ? basket.deliveryZonePrice ?? 0 : 0,
      promotionDiscount, promoCodeDiscount, amount: basket.total, originalAmount: basket.total, grossWeight: basket.grossWeight,
      cashType: b.orderCashType, cashAmount: b.orderCashAmount && b.orderCashAmount > 0 ? b.orderCashAmount : null,
      comment: b.orderComment, replacementPolicy: b.replacementPolicy, address,
      deliveryLat: address ? b.deliveryCoords?.[0] ?? null : null, deliveryLon: address ? b.deliveryCoords?.[1] ?? null : null,
      promotion: basket.promotion ? {
        id: basket.promotion.id, title: basket.promotion.title, info: basket.promotion.info,
        amount: basket.promotion.discountAmount, freeDelivery: basket.promotion.freeDelivery,
      } : null,
      promoCode: basket.promoCode ? {
        code: basket.promoCode.code, discountType: basket.promoCode.discountType,
        amount: basket.promoCode.amount, discountAmount: basket.promoCode.discountAmount,
      } : null,
      paymentStatus: online ? PAYMENT_STATUS.registered : null, paymentExpiresAt, updatedAt: now,
      // the card the order was priced with is the one its bonuses go to, whatever the customer binds later
      card: cardAccess(customer) === 'open' ? customer.card : null,
    }).returning({ id: orders.id });

    // one number per line: the priced quantity is stored on the line, taken from the stock below and given back by a
    // cancellation (the asked one was checked on the measure's step and within the stock, so pricing kept it whole)
    const priced = new Map(basket.items.map((i) => [i.id, i]));
    for (const item of b.items) {
      const line = priced.get(item.id)!;
      if (Math.abs(line.quantity - item.quantity) > 1e-6) throw conflict(`«${names.get(item.id)}»: в наличии только ${line.quantity}.`);
    }
    await tx.insert(orderLines).values(b.items.map((item, position) => {
      const line = priced.get(item.id)!;
      return {
        orderId: order.id, goodId: item.id, name: names.get(item.id)!, quantity: line.quantity, originalQuantity: line.quantity,
        price: line.price, originalPrice: line.price, amount: line.amount, position,
      };
    }));
    await tx.insert(orderLog).values({ orderId: order.id, date: now, status, typeName: `Заказ создан: ${statusName(status)}` });
    await appendOrderEvent(tx, order.id, 'created', { status, amount: basket.total }, now);
    await tx.insert(slotBookings).values({ shopId: shop.id, slotType: b.orderType, date, timeInterval: interval, orderId: order.id });

    // the stock, still under the row locks of step 1; the guard makes a negative stock impossible whatever happens above
    const taken = await changeStock(tx, shop.id, b.items.map((item) => ({ goodId: item.id, delta: -priced.get(item.id)!.quantity })), { noNegative: true });
    if (taken.length !== b.items.length) throw conflict('Товара не хватило: обновите корзину.');

    // 5. promo code and promotion uses (the code's row is locked last, inside redeemPromoCode)
    if (basket.promoCode) await redeemPromoCode(tx, { code: basket.promoCode.code, customerId: customer.id, orderId: order.id });
    if (basket.promotion) await recordPromotionUse(tx, { promotionId: basket.promotion.id, customerId: customer.id, orderId: order.id });

    // the answer, committed with the order: final unless an online payment is still to be registered
    const created: OrderCreated = { id: order.id, paymentFormUrl: null };
    await claim?.record(tx, created, online ? undefined : 201);
    return { id: order.id, status, amount: basket.total, paymentExpiresAt };
  });
  return placed;
}
