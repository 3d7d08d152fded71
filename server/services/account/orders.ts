// The personal area's orders (spec §2 "Personal area": 50 a page, newest first; §3 "Order"): each with
// its lines, amounts, receiving method, slot, payment status in words and refunds. Overdue online
// payments on the page are expired first, as GET /api/orders/{id} does, so no dead pay link is shown.
// Also what the order events stream polls: the statuses of the customer's recently changed orders.
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { CustomerOrder } from '../../../contract';
import { isAwaitingPayment, ORDER_STATUS, PAYMENT_STATUS_NAMES, statusName, type PaymentStatus } from '../../../domain/order-status';
import type { Db } from '../../db/client';
import { customers, orderLines, orderRefunds, orders, shops } from '../../db/schema';
import { clock } from '../../lib/clock';
import { expireOverduePayments } from '../orders/payment-events';

export async function listCustomerOrders(db: Db, customerId: number, page: number, perPage: number) {
  const mine = eq(orders.customerId, customerId);
  const overdue = await db.select({ id: orders.id }).from(orders)
    .where(and(mine, eq(orders.status, ORDER_STATUS.awaitingPayment), lte(orders.paymentExpiresAt, clock.now())));
  for (const { id } of overdue) await expireOverduePayments(db, id);

  const [{ n }] = await db.select({ n: count() }).from(orders).where(mine);
  const rows = await db.select({ order: orders, shopName: shops.name, shopAddress: shops.address, customerName: customers.name, customerPhone: customers.phone })
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).innerJoin(customers, eq(customers.id, orders.customerId))
    .where(mine).orderBy(desc(orders.id)).limit(perPage).offset((page - 1) * perPage);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.position)) : [];
  const refunds = ids.length ? await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(asc(orderRefunds.id)) : [];

  const members: CustomerOrder[] = rows.map((row) => {
    const o = row.order;
    return {
      '@id': `/api/orders/${o.id}`,
      '@type': 'Order',
      id: o.id,
      status: o.status,
      statusName: statusName(o.status),
      type: o.type,
      source: o.source,
      shop: { id: o.shopId, name: row.shopName, address: row.shopAddress },
      customer: { id: o.customerId, name: row.customerName, phone: row.customerPhone },
      orderDate: o.orderDate.toISOString(),
      deliveryDate: o.deliveryDate,
      deliveryTime: o.deliveryTime,
      amount: Number(o.amount),
      originalAmount: Number(o.originalAmount),
      goodsAmount: Number(o.goodsAmount),
      cashType: o.cashType,
      cashAmount: o.cashAmount === null ? null : Number(o.cashAmount),
      comment: o.comment,
      address: o.address,
      replacementPolicy: o.replacementPolicy,
      cancelInfo: o.cancelReason === null ? null : { reason: o.cancelReason, comment: o.cancelComment },
      packagingCost: Number(o.packagingCost),
      packetCost: Number(o.packetCost),
      deliveryCost: Number(o.deliveryCost),
      deliveryZonePrice: Number(o.deliveryZonePrice),
      promotion: o.promotion ? { title: o.promotion.title, info: o.promotion.info, amount: o.promotion.amount } : null,
      promoCode: o.promoCode ? { code: o.promoCode.code, discountAmount: o.promoCode.discountAmount } : null,
      payment: o.paymentStatus === null ? null : {
        status: o.paymentStatus,
        statusName: PAYMENT_STATUS_NAMES[o.paymentStatus as PaymentStatus] ?? String(o.paymentStatus),
        expiredAt: o.paymentExpiresAt ? o.paymentExpiresAt.toISOString() : null,
        // the pay link only while the order still waits for its payment
        formUrl: isAwaitingPayment(o.status) ? o.paymentFormUrl : null,
        refunds: refunds.filter((r) => r.orderId === o.id)
          .map((r) => ({ date: r.date.toISOString(), comment: r.comment, amount: Number(r.amount) })),
      },
      goods: lines.filter((l) => l.orderId === o.id).map((l) => ({
        good: { id: l.goodId, name: l.name },
        quantity: Number(l.quantity), originalQuantity: Number(l.originalQuantity),
        price: Number(l.price), originalPrice: Number(l.originalPrice), amount: Number(l.amount),
      })),
    };
  });
  return { members, total: n };
}

/** How far back each poll looks: a change committed late (its updated_at set before a later one's) is still seen. */
const LOOKBACK_MS = 30_000;

/**
 * A poller of the customer's order statuses: each call answers the orders whose status differs from
 * the one last seen (orders placed since count as changed). The first call only takes a snapshot.
 */
export function orderStatusWatcher(db: Db, customerId: number) {
  const seen = new Map<number, number>();
  let since: Date | null = null;
  return async () => {
    const now = clock.now();
    const where = since === null ? eq(orders.customerId, customerId)
      : and(eq(orders.customerId, customerId), gt(orders.updatedAt, new Date(since.getTime() - LOOKBACK_MS)));
    const rows = await db.select({ id: orders.id, status: orders.status, updatedAt: orders.updatedAt }).from(orders).where(where);
    const first = since === null;
    since = now;
    const changed = rows.filter((r) => seen.get(r.id) !== r.status);
    for (const r of rows) seen.set(r.id, r.status);
    return first ? [] : changed.map((r) => ({ id: r.id, status: r.status, statusName: statusName(r.status), updatedAt: r.updatedAt.toISOString() }));
  };
}
