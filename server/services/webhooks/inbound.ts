// Signed webhooks coming in: the order-assembly service's event 6 (paid), the partner platforms'
// new orders and their changes of them (closed, cancelled). Each is checked in this order, and any failure changes nothing: the signature over the
// raw body with the sender's secret and a time within 5 minutes (401), the body's schema (422), then
// in one transaction the sender's event id (seen before: 409, a replay), and the change itself.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { AssemblyInbound, PartnerEventInbound, PartnerOrderInbound } from '../../../contract';
import { SYSTEM_REASONS } from '../../../domain/order-admin';
import { roundMoney } from '../../../domain/money';
import { PARTNER_PAYMENT_TYPE, type PartnerSource } from '../../../domain/order-webhooks';
import { standInAllowed } from '../../../domain/shop-mode';
import { ORDER_STATUS, canMove, initialStatus, orderFacts, statusName } from '../../../domain/order-status';
import type { Receiver } from '../../adapters/webhooks';
import type { Db, Tx } from '../../db/client';
import { changeStock } from '../stock';
import { articles, customers, goods, inboundWebhooks, orderLines, orderLog, orders, shops } from '../../db/schema';
import { env } from '../../env';
import { clock } from '../../lib/clock';
import { HttpError, invalidInput, notFound, rejectNul } from '../../lib/http';
import { verifySignature } from '../../lib/webhook-signature';
import { cancelOrder } from '../orders/cancel-order';
import { appendOrderEvent } from '../orders/events';

const WHY = {
  missing: 'Нет подписи X-Webhook-Signature.',
  malformed: 'Подпись X-Webhook-Signature не разобрана.',
  mismatch: 'Подпись не совпадает.',
  stale: 'Время подписи вне допустимого окна (5 минут).',
} as const;

/**
 * The body, parsed by `schema`, when `signature` signs it with the receiver's secret. Outside demo
 * (or with NODE_ENV=production) a receiver without a configured secret takes no webhooks: the
 * development secret is public.
 */
export function verifiedBody<T extends z.ZodType>(receiver: Receiver, raw: string, signature: string | undefined, schema: T): z.infer<T> {
  if (!receiver.ownSecret && (env.NODE_ENV === 'production' || !standInAllowed(env.SHOP_MODE, 'dev-webhook-secret'))) {
    throw new HttpError(401, 'Unauthorized', 'Приём вебхуков не настроен: задайте секрет отправителя.');
  }
  const check = verifySignature(receiver.secret, raw, signature, clock.now());
  if (!check.ok) throw new HttpError(401, 'Unauthorized', WHY[check.why]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'Bad Request', 'Тело запроса должно быть в формате JSON.');
  }
  rejectNul(json, 422);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidInput(422, parsed.error);
  return parsed.data;
}

/** Seen ids are kept this long: far past the signature's window, after which a replay fails its time anyway. */
const SEEN_KEPT_MS = 86_400_000;

/** Records the sender's event id, in the change's transaction; a second one is a replay (409). */
async function once(tx: Tx, sender: string, eventId: string): Promise<void> {
  await tx.delete(inboundWebhooks).where(and(eq(inboundWebhooks.sender, sender), lt(inboundWebhooks.receivedAt, new Date(clock.now().getTime() - SEEN_KEPT_MS))));
  const seen = await tx.insert(inboundWebhooks).values({ sender, eventId, receivedAt: clock.now() }).onConflictDoNothing().returning({ eventId: inboundWebhooks.eventId });
  if (seen.length === 0) throw new HttpError(409, 'Conflict', `Событие ${eventId} уже получено.`);
}

/** Event 6 of the assembly service: an assembled order is paid (domain/order-status.ts, cause 'assembly'). */
export async function applyAssemblyEvent(db: Db, body: z.infer<typeof AssemblyInbound>): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await once(tx, 'assembly', body.id);
    const [order] = await tx.select().from(orders).where(eq(orders.id, body.order.id)).for('update');
    if (!order) throw notFound(`Заказ ${body.order.id} не найден.`);
    const to = ORDER_STATUS.paid;
    if (!canMove(orderFacts(order), to, 'assembly')) {
      throw new HttpError(409, 'Conflict', `Заказ № ${order.id} в статусе «${statusName(order.status)}» нельзя отметить оплаченным.`);
    }
    const now = clock.now();
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(orderLog).values({ orderId: order.id, date: now, status: to, typeName: 'Оплачен (сервис сборки)', changes: { status: [order.status, to] } });
    await appendOrderEvent(tx, order.id, 'status', { from: order.status, to, by: 'assembly', assemblyEventId: body.id }, now);
    return { id: order.id };
  });
}

/** The phone of the account a platform's orders belong to (its customers are the platform's, not the shop's). */
export const PLATFORM_PHONE: Readonly<Record<PartnerSource, string>> = { aggregator: '70000000001', partner: '70000000002' };
const PLATFORM_NAME: Readonly<Record<PartnerSource, string>> = { aggregator: 'Маркетплейс продуктов', partner: 'Сервис доставки еды' };

async function platformCustomer(tx: Tx, source: PartnerSource): Promise<number> {
  await tx.insert(customers).values({ phone: PLATFORM_PHONE[source], name: PLATFORM_NAME[source], passwordHash: '!', isPhoneConfirmed: true }).onConflictDoNothing();
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.phone, PLATFORM_PHONE[source]));
  return row.id;
}

const unprocessable = (propertyPath: string, message: string) => new HttpError(422, 'Unprocessable Entity', `${propertyPath}: ${message}`, [{ propertyPath, message }]);

/**
 * A partner platform's new order: status new, payment type 4 or 5 (paid on the platform), the
 * platform's number in external_id, the goods at the platform's prices, taken from the shop's stock
 * under the rows' locks in good-id order (as checkout takes them). The same external id again (another
 * event id, even two deliveries at once): a repeat, answered with the order it made, as the first was;
 * the unique (source, external_id) index makes the second of two concurrent ones wait for the first.
 */
export async function createPartnerOrder(
  db: Db, source: PartnerSource, body: z.infer<typeof PartnerOrderInbound>,
): Promise<{ id: number }> {
  const o = body.order;
  if (o.type === 'delivery' && !o.address) throw unprocessable('order.address', 'Укажите адрес доставки.');
  const ids = o.items.map((i) => i.goodId);
  if (new Set(ids).size !== ids.length) throw unprocessable('order.items', 'Товар указан дважды.');
  try {
    return await placePartnerOrder(db, source, body);
  } catch (err) {
    if (!(err instanceof Repeat)) throw err;
    return { id: err.orderId };
  }
}

/** The partner's number is an order already: its transaction rolls back and the caller answers that order. */
class Repeat extends Error {
  constructor(readonly orderId: number) {
    super('repeat');
  }
}

const orderNamed = async (tx: Tx, source: PartnerSource, externalId: string) =>
  (await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.source, source), eq(orders.externalId, externalId))))[0];

async function placePartnerOrder(db: Db, source: PartnerSource, body: z.infer<typeof PartnerOrderInbound>): Promise<{ id: number }> {
  const o = body.order;
  const ids = o.items.map((i) => i.goodId);
  return db.transaction(async (tx) => {
    await once(tx, source, body.id);
    const known = await orderNamed(tx, source, o.externalId);
    if (known) throw new Repeat(known.id);
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, o.shopId));
    if (!shop) throw unprocessable('order.shopId', 'Нет такого магазина.');
    const stock = await tx.select({ goodId: articles.goodId, quantity: articles.quantity, name: goods.name }).from(articles)
      .innerJoin(goods, eq(goods.id, articles.goodId))
      .where(and(eq(articles.shopId, o.shopId), inArray(articles.goodId, ids))).orderBy(asc(articles.goodId)).for('update', { of: articles });
    const byId = new Map(stock.map((s) => [s.goodId, s]));
    for (const [k, item] of o.items.entries()) {
      const s = byId.get(item.goodId);
      if (!s) throw unprocessable(`order.items[${k}].goodId`, 'Нет такого товара в магазине.');
      if (s.quantity < item.quantity) throw new HttpError(409, 'Conflict', `«${s.name}»: в наличии только ${s.quantity}.`);
    }
    const lines = o.items.map((i) => ({ ...i, name: byId.get(i.goodId)!.name, amount: roundMoney(i.price * i.quantity) }));
    const total = roundMoney(lines.reduce((sum, l) => sum + l.amount, 0));
    const now = clock.now();
    const customerId = await platformCustomer(tx, source);
    const cashType = PARTNER_PAYMENT_TYPE[source];
    const status = initialStatus({ type: o.type, source, online: false });
    const contact = `${o.customer.name}, +${o.customer.phone}`;
    const [order] = await tx.insert(orders).values({
      customerId, shopId: o.shopId, status, type: o.type, source, orderDate: now, deliveryDate: o.deliveryDate, deliveryTime: o.deliveryTime,
      goodsAmount: total, amount: total, originalAmount: total, cashType, replacementPolicy: 1,
      comment: [o.comment?.trim(), o.type === 'pickup' ? `Клиент: ${contact}` : ''].filter(Boolean).join('\n'),
      address: o.address ? {
        city: o.address.city, street: o.address.street, house: o.address.house, flat: o.address.flat ?? null, entrance: null, floor: null,
        code: null, isPrivateHouse: false, name: o.customer.name, phone: o.customer.phone,
      } : null,
      externalId: o.externalId, updatedAt: now,
    }).onConflictDoNothing({ target: [orders.source, orders.externalId] }).returning({ id: orders.id });
    // a delivery of the same number committed while this one ran: the insert waited for it and wrote nothing
    if (!order) throw new Repeat((await orderNamed(tx, source, o.externalId)).id);
    await tx.insert(orderLines).values(lines.map((l, position) => ({
      orderId: order.id, goodId: l.goodId, name: l.name, quantity: l.quantity, originalQuantity: l.quantity,
      price: l.price, originalPrice: l.price, amount: l.amount, position,
    })));
    await changeStock(tx, o.shopId, lines.map((l) => ({ goodId: l.goodId, delta: -l.quantity })));
    await tx.insert(orderLog).values({ orderId: order.id, date: now, status, typeName: 'Заказ создан' });
    await appendOrderEvent(tx, order.id, 'created', { status, amount: total, source, externalId: o.externalId, partnerEventId: body.id }, now);
    return { id: order.id };
  });
}

/**
 * A partner platform's change of its own order (decision 0159): `closed` moves the food-delivery
 * partner's order in delivery to closed (the shop's admin may not: the partner's courier delivers it);
 * `cancelled` annuls either platform's order not yet closed, as an admin's annulment does (stock,
 * slot and codes back), with the reason «Отменён во внешнем сервисе». A cancel of an order already
 * annulled changes nothing and answers its id. What the partner did is not sent back to it.
 */
export async function applyPartnerEvent(db: Db, source: PartnerSource, body: z.infer<typeof PartnerEventInbound>): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await once(tx, source, body.id);
    const [order] = await tx.select().from(orders)
      .where(and(eq(orders.source, source), eq(orders.externalId, body.order.externalId))).for('update');
    if (!order) throw notFound(`Заказ ${body.order.externalId} не найден.`);
    const event = { by: source, partnerEventId: body.id };
    if (body.type === 'cancelled') {
      await cancelOrder(tx, order.id, SYSTEM_REASONS.externalCancel, body.comment?.trim() || null, 'partner', event);
      return { id: order.id };
    }
    const to = ORDER_STATUS.closed;
    if (!canMove(orderFacts(order), to, 'partner')) {
      throw new HttpError(409, 'Conflict', `Заказ № ${order.id} в статусе «${statusName(order.status)}» нельзя закрыть.`);
    }
    const now = clock.now();
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(orderLog).values({ orderId: order.id, date: now, status: to, typeName: 'Закрыт (доставлен партнёром)', changes: { status: [order.status, to] } });
    await appendOrderEvent(tx, order.id, 'status', { from: order.status, to, ...event }, now);
    return { id: order.id };
  });
}
