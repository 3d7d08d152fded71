// GET /api/orders/{id}: an order as its customer sees it (contract/orders.ts Order). Another
// customer's order answers like an unknown one (404). An order whose payment time ran out is
// cancelled before it is shown, so the page never offers a pay link that is already dead.
import { and, asc, eq } from 'drizzle-orm';
import type { Order } from '../../../contract';
import type { Db } from '../../db/client';
import { customers, orderLines, orders, shops } from '../../db/schema';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/http';
import { statusName } from './messages';
import { expireOverduePayments } from './payment-events';

export async function readOrder(db: Db, customerId: number, id: number): Promise<Order> {
  const where = and(eq(orders.id, id), eq(orders.customerId, customerId));
  const [head] = await db.select({ status: orders.status, expiresAt: orders.paymentExpiresAt }).from(orders).where(where);
  if (!head) throw notFound('Заказ не найден.');
  if (head.status === 7 && head.expiresAt && head.expiresAt <= clock.now()) await expireOverduePayments(db, id);

  const [row] = await db.select({ order: orders, shopName: shops.name, shopAddress: shops.address, customerName: customers.name, customerPhone: customers.phone })
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).innerJoin(customers, eq(customers.id, orders.customerId)).where(where);
  if (!row) throw notFound('Заказ не найден.');
  const o = row.order;
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
      formUrl: o.status === 7 ? o.paymentFormUrl : null,
      refunds: [],
    },
    goods: lines.map((l) => ({
      good: { id: l.goodId, name: l.name },
      quantity: Number(l.quantity), originalQuantity: Number(l.originalQuantity),
      price: Number(l.price), originalPrice: Number(l.originalPrice), amount: Number(l.amount),
    })),
  };
}
