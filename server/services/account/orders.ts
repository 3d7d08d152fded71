// The personal area's orders (spec §2 "Personal area": 50 a page, newest first; §3 "Order"): each with
// its lines, amounts, receiving method, slot, payment status in words and refunds, as GET /api/orders/{id}
// shows one (a read writes nothing: an overdue payment reads as the sweep will leave it).
// Also what the order events stream polls: the statuses of the customer's recently changed orders.
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { CustomerOrder } from '../../../contract';
import { PAYMENT_STATUS_NAMES, statusName, type PaymentStatus } from '../../../domain/order-status';
import type { Db } from '../../db/client';
import { customers, orderLines, orderRefunds, orders, shops } from '../../db/schema';
import { clock } from '../../lib/clock';
import { customerOrderView, orderRowColumns } from '../orders/read-order';

export async function listCustomerOrders(db: Db, customerId: number, page: number, perPage: number) {
  const mine = eq(orders.customerId, customerId);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(mine);
  const rows = await db.select(orderRowColumns)
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).innerJoin(customers, eq(customers.id, orders.customerId))
    .where(mine).orderBy(desc(orders.id)).limit(perPage).offset((page - 1) * perPage);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.orderId), asc(orderLines.position)) : [];
  const refunds = ids.length ? await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(asc(orderRefunds.id)) : [];
  const now = clock.now();
  const members: CustomerOrder[] = rows.map((row) => {
    const order = customerOrderView(row, lines.filter((l) => l.orderId === row.order.id), refunds.filter((r) => r.orderId === row.order.id), now);
    return {
      ...order,
      payment: order.payment && { ...order.payment, statusName: PAYMENT_STATUS_NAMES[order.payment.status as PaymentStatus] ?? String(order.payment.status) },
    };
  });
  return { members, total: n };
}

/** How far back each poll looks: a change committed late (its updated_at set before a later one's) is still seen. */
const LOOKBACK_MS = 30_000;

/** The most recently changed orders one poll of a status stream reads; an older order that changes later is news then. */
export const WATCHED_ORDERS = 50;

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
    // bounded: a customer with thousands of orders costs each stream no more than its latest
    const rows = await db.select({ id: orders.id, status: orders.status, updatedAt: orders.updatedAt }).from(orders).where(where)
      .orderBy(desc(orders.updatedAt)).limit(WATCHED_ORDERS);
    const first = since === null;
    since = now;
    const changed = rows.filter((r) => seen.get(r.id) !== r.status);
    for (const r of rows) seen.set(r.id, r.status);
    return first ? [] : changed.map((r) => ({ id: r.id, status: r.status, statusName: statusName(r.status), updatedAt: r.updatedAt.toISOString() }));
  };
}
