// The order events (table order_events): one row for every change of an order — created, paid,
// status, edited, cancelled, refunded — written in the transaction that makes the change, so the
// change and its event commit or roll back together. The readers that must follow in the same
// transaction follow here: the customer's notification (server/services/notifications.ts) and the
// loyalty bonuses (server/services/loyalty.ts: credited when an order closes, taken back on a refund).
import { ORDER_STATUS } from '../../../domain/order-status';
import type { DbOrTx } from '../../db/client';
import { orderEvents, type OrderEventType } from '../../db/schema';
import { clock } from '../../lib/clock';
import { accrueClosedOrder, reverseRefund } from '../loyalty';
import { notifyOrderChange } from '../notifications';

export async function appendOrderEvent(
  tx: DbOrTx, orderId: number, type: OrderEventType, payload: Record<string, unknown> = {}, at: Date = clock.now(),
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, type, payload, createdAt: at });
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
