// The order as the back office sees it (contract/admin-orders.ts AdminOrder): the customer's view
// plus the card, the hold and what was charged and refunded, the goods with barcodes, measures,
// stock and marking codes, the service lines (packets, delivery), and what this admin may do now.
import { and, asc, eq, inArray, isNull, ne, sum } from 'drizzle-orm';
import type { AdminOrder } from '../../../../contract';
import { SERVICE_GOODS, allowedActions, cancelReasons } from '../../../../domain/order-admin';
import { roundMoney } from '../../../../domain/money';
import { nextStatuses } from '../../../../domain/order-status';
import { measureFor } from '../../../../domain/measure';
import type { DbOrTx } from '../../../db/client';
import { articles, customers, goods, orderLines, orderRefunds, orders, paymentAlerts, paymentOperations, shops } from '../../../db/schema';
import { notFound } from '../../../lib/http';
import { NOT_FOUND, factsOf, roleFor, type Admin } from './access';
import { customerOrderView, orderRowColumns } from '../read-order';

const SERVICE_MEASURE = { id: 0, name: 'шт', unitWeight: 0, max: 0, step: 0, editStep: 0 };

/** What was refunded of order `orderId`'s online payment, in roubles. */
export async function refundedOf(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db.select({ total: sum(orderRefunds.amount) }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return Number(row?.total ?? 0);
}

/** Order `id` for `admin`, or 404 when it is not one of their shops'. */
export async function adminOrderView(db: DbOrTx, admin: Admin, id: number): Promise<AdminOrder> {
  const [row] = await db.select(orderRowColumns)
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id));
  const role = row ? roleFor(admin, row.order.shopId) : null;
  if (!row || !role) throw notFound(NOT_FOUND);
  const o = row.order;
  const facts = factsOf(o);
  const lines = await db.select({ line: orderLines, barcode: goods.barcode, measureId: goods.measureId, grossWeight: goods.grossWeight,
    unitWeight: goods.unitWeight, stock: articles.quantity, actualPrice: articles.actualPrice, registerPrice: articles.registerPrice })
    .from(orderLines)
    .leftJoin(goods, eq(goods.id, orderLines.goodId))
    .leftJoin(articles, and(eq(articles.goodId, orderLines.goodId), eq(articles.shopId, o.shopId)))
    .where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.position), asc(orderLines.id));
  const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(asc(orderRefunds.id));
  const refunded = refunds.reduce((s, r) => s + Number(r.amount), 0);
  const [pending] = await db.select().from(paymentOperations)
    .where(and(eq(paymentOperations.orderId, id), inArray(paymentOperations.state, ['pending', 'unknown']), ne(paymentOperations.kind, 'register')));
  const alerts = await db.select().from(paymentAlerts).where(and(eq(paymentAlerts.orderId, id), isNull(paymentAlerts.resolvedAt)))
    .orderBy(asc(paymentAlerts.id));

  const goodsLines: AdminOrder['goods'] = lines.map(({ line: l, ...g }) => {
    const measure = measureFor(g.measureId ?? 0, Number(g.grossWeight ?? 0), Number(g.unitWeight ?? 0));
    const quantity = Number(l.quantity);
    return {
      good: {
        id: l.goodId, name: l.name, barcode: g.barcode ?? null,
        measure: { id: measure.id, name: measure.name, unitWeight: measure.unitWeight, max: measure.max, step: measure.step, editStep: measure.editStep },
        article: g.stock === null ? null : { quantity: Number(g.stock), actualPrice: Number(g.actualPrice), registerPrice: Number(g.registerPrice) },
      },
      kind: 'good',
      quantity, originalQuantity: Number(l.originalQuantity), price: Number(l.price), originalPrice: Number(l.originalPrice), amount: Number(l.amount),
      weight: Math.round((measure.id === 1 || measure.id === 6 ? quantity : quantity * measure.grossWeight) * 1000) / 1000,
      replacedById: l.replacedById, markingCode: l.markingCodes, isDeleted: l.isDeleted,
    };
  });
  // the service goods ride on the order as lines; their ids are not shown (spec §3 "Order line")
  const service = (kind: 'packets' | 'delivery', name: string, quantity: number, amount: number): AdminOrder['goods'][number] => ({
    good: { id: null, name, barcode: String(SERVICE_GOODS[kind]), measure: SERVICE_MEASURE, article: null },
    kind, quantity, originalQuantity: quantity, price: quantity > 0 ? roundMoney(amount / quantity) : amount,
    originalPrice: quantity > 0 ? roundMoney(amount / quantity) : amount, amount, weight: 0, replacedById: null, markingCode: [], isDeleted: false,
  });
  if (o.packetCount > 0) goodsLines.push(service('packets', 'Пакет', o.packetCount, Number(o.packetCost)));
  if (Number(o.deliveryCost) > 0) goodsLines.push(service('delivery', 'Доставка', 1, Number(o.deliveryCost)));

  const online = facts.online;
  // what the customer reads of the order, with the back office's lines and fields over it
  const base = customerOrderView(row, [], refunds);
  return {
    ...base,
    // the online payment's details are the site admin's (spec §6)
    payment: role === 'siteAdmin' ? base.payment : null,
    goods: goodsLines,
    card: o.card,
    external: o.externalId ? { externalId: o.externalId } : null,
    isChanged: o.isChanged,
    holdAmount: online && o.holdAmount !== null ? Number(o.holdAmount) : null,
    chargedAmount: online && o.chargedAmount !== null ? Number(o.chargedAmount) : null,
    refundable: online ? Math.max(0, roundMoney(Number(o.chargedAmount ?? 0) - refunded)) : 0,
    actions: allowedActions(role, facts),
    nextStatuses: nextStatuses(facts, 'admin'),
    cancelReasons: [...cancelReasons(facts.source)],
    bankPending: pending ? { kind: pending.kind as 'deposit' | 'reverse' | 'refund', amount: pending.amount / 100, since: pending.createdAt.toISOString() } : null,
    paymentAlerts: role === 'siteAdmin' ? alerts.map((a) => ({ message: a.message, createdAt: a.createdAt.toISOString() })) : [],
  };
}
