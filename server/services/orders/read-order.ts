// GET /api/orders/{id}: an order as its customer sees it (contract/orders.ts Order). Another
// customer's order answers like an unknown one (404). A read writes nothing: an order whose payment
// time ran out unpaid is shown as the expiry sweep will leave it (annulled, 'Ошибка онлайн-оплаты',
// the payment declined, no pay link), so the page never offers a dead link; the sweep
// (payment-events.ts expireOverduePayments) or the next change of the order writes it.
import { and, asc, eq } from 'drizzle-orm';
import type { Order } from '../../../contract';
import { ORDER_STATUS, PAYMENT_STATUS, isAwaitingPayment, isPaymentOverdue, statusName } from '../../../domain/order-status';
import type { DbOrTx } from '../../db/client';
import { customers, orderLines, orderRefunds, orders, shops } from '../../db/schema';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/http';
import { ONLINE_PAYMENT_ERROR, OVERDUE_COMMENT } from './messages';

type Row = {
  order: typeof orders.$inferSelect; shopName: string; shopAddress: string; customerName: string | null; customerPhone: string | null;
};
type Line = typeof orderLines.$inferSelect;
type Refund = { date: Date; comment: string; amount: number | string };

/** The columns of an order as its customer reads it, with its shop and customer. */
export const orderRowColumns = { order: orders, shopName: shops.name, shopAddress: shops.address, customerName: customers.name, customerPhone: customers.phone };

/**
 * An order as its customer sees it now, from its row, lines and refunds: an order whose payment time
 * ran out unpaid reads as the sweep will leave it.
 */
export function customerOrderView(row: Row, lines: readonly Line[], refunds: readonly Refund[], now: Date = clock.now()): Order {
  const stored = row.order;
  const o = isPaymentOverdue(stored, now)
    ? { ...stored, status: ORDER_STATUS.annulled, paymentStatus: PAYMENT_STATUS.declined, cancelReason: ONLINE_PAYMENT_ERROR, cancelComment: OVERDUE_COMMENT }
    : stored;
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
      expiredAt: o.paymentExpiresAt ? o.paymentExpiresAt.toISOString() : null,
      // the pay link only while the order still waits for its payment
      formUrl: isAwaitingPayment(o.status) ? o.paymentFormUrl : null,
      refunds: refunds.map((r) => ({ date: r.date.toISOString(), comment: r.comment, amount: Number(r.amount) })),
    },
    goods: lines.map((l) => ({
      good: { id: l.goodId, name: l.name },
      quantity: Number(l.quantity), originalQuantity: Number(l.originalQuantity),
      price: Number(l.price), originalPrice: Number(l.originalPrice), amount: Number(l.amount),
    })),
  };
}

export async function readOrder(db: DbOrTx, customerId: number, id: number): Promise<Order> {
  const where = and(eq(orders.id, id), eq(orders.customerId, customerId));
  const [row] = await db.select(orderRowColumns)
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).innerJoin(customers, eq(customers.id, orders.customerId)).where(where);
  if (!row) throw notFound('Заказ не найден.');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
  const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(asc(orderRefunds.id));
  return customerOrderView(row, lines, refunds);
}
