// GET /api/orders/{id}: an order as its customer sees it (contract/orders.ts Order). Another
// customer's order answers like an unknown one (404). A read writes nothing: an order whose payment
// time ran out unpaid is shown as the expiry sweep will leave it (annulled, 'Ошибка онлайн-оплаты',
// the payment declined, no pay link), so the page never offers a dead link; the sweep
// (payment-events.ts expireOverduePayments) or the next change of the order writes it.
import { and, asc, eq } from 'drizzle-orm';
import type { Order } from '../../../contract';
import { ORDER_STATUS, PAYMENT_STATUS, isAwaitingPayment, isPaymentOverdue, statusName } from '../../../domain/order-status';
import type { DbOrTx } from '../../db/client';
import { customers, orderLines, orders, shops } from '../../db/schema';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/http';
import { ONLINE_PAYMENT_ERROR, OVERDUE_COMMENT } from './messages';

export async function readOrder(db: DbOrTx, customerId: number, id: number): Promise<Order> {
  const where = and(eq(orders.id, id), eq(orders.customerId, customerId));
  const [row] = await db.select({ order: orders, shopName: shops.name, shopAddress: shops.address, customerName: customers.name, customerPhone: customers.phone })
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).innerJoin(customers, eq(customers.id, orders.customerId)).where(where);
  if (!row) throw notFound('Заказ не найден.');
  // the order as the sweep will leave it, when its payment time ran out unpaid
  const stored = row.order;
  const o = isPaymentOverdue(stored, clock.now())
    ? { ...stored, status: ORDER_STATUS.annulled, paymentStatus: PAYMENT_STATUS.declined, cancelReason: ONLINE_PAYMENT_ERROR, cancelComment: OVERDUE_COMMENT }
    : stored;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position));
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
      refunds: [],
    },
    goods: lines.map((l) => ({
      good: { id: l.goodId, name: l.name },
      quantity: Number(l.quantity), originalQuantity: Number(l.originalQuantity),
      price: Number(l.price), originalPrice: Number(l.originalPrice), amount: Number(l.amount),
    })),
  };
}
