// The order events (table order_events): one row for every change of an order — created, paid,
// status, edited, cancelled, refunded — written in the transaction that makes the change, so the
// change and its event commit or roll back together. The readers that must follow in the same
// transaction follow here: the customer's notification (server/services/notifications.ts) and the
// loyalty bonuses (server/services/loyalty.ts: credited when an order closes, taken back on a refund),
// exactly once since they share the transaction. The readers outside the database get what they need
// here too, so a crash after the commit loses nothing: the webhooks the event owes (delivery rows,
// sent later by server/services/webhooks/sender.ts) and a NOTIFY on ORDER_CHANNEL, which PostgreSQL
// sends at the commit to every API process listening (live updates, server/services/orders/feed.ts).
import { ORDER_STATUS } from '../../../domain/order-status';
import type { DbOrTx } from '../../db/client';
import { eq, sql } from 'drizzle-orm';
import { orderEvents, orders, type OrderEventType } from '../../db/schema';
import { clock } from '../../lib/clock';
import { accrueClosedOrder, reverseRefund } from '../loyalty';
import { notifyOrderChange } from '../notifications';
import { enqueueWebhooks } from '../webhooks/outbox';
import { ORDER_CHANNEL, type OrderSignal } from './signal';

export async function appendOrderEvent(
  tx: DbOrTx, orderId: number, type: OrderEventType, payload: Record<string, unknown> = {}, at: Date = clock.now(),
): Promise<void> {
  const [event] = await tx.insert(orderEvents).values({ orderId, type, payload, createdAt: at }).returning({ id: orderEvents.id });
  const [order] = await tx.select({
    id: orders.id, customerId: orders.customerId, shopId: orders.shopId, status: orders.status, source: orders.source, externalId: orders.externalId,
  }).from(orders).where(eq(orders.id, orderId));
  await enqueueWebhooks(tx, { id: event.id, type, payload, at }, order);
  const signal: OrderSignal = { eventId: event.id, orderId, customerId: order.customerId, shopId: order.shopId, status: order.status, type };
  await tx.execute(sql`SELECT pg_notify(${ORDER_CHANNEL}, ${JSON.stringify(signal)})`);
  switch (type) {
    case 'status':
      await notifyOrderChange(tx, orderId, { kind: 'status' });
      if (payload.to === ORDER_STATUS.closed) await accrueClosedOrder(tx, orderId);
      return;
    case 'cancelled':
      await notifyOrderChange(tx, orderId, { kind: 'status' });
      return;
    case 'paid':
      await notifyOrderChange(tx, orderId, { kind: 'paid' });
      return;
    case 'refunded':
      await notifyOrderChange(tx, orderId, { kind: 'refunded', amount: Number(payload.amount) });
      await reverseRefund(tx, orderId, Number(payload.amount));
      return;
    default:
  }
}
