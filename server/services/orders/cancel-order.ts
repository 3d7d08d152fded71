// Cancelling an order (status 4, spec §4): its stock goes back to the shop (unless it was closed: its
// goods left the shop with the customer, decision 0157), its time slot is freed,
// its promo code and promotion uses are given back, and the log says why. Runs inside the caller's
// transaction; the order row is locked first, then the articles in good-id order (the order creation
// takes them in too), so a cancel and a creation never wait on each other in a cycle.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS, canMove, isAnnulled, orderFacts, statusName, type Cause } from '../../../domain/order-status';
import { articles, orderLines, orderLog, orders, slotBookings } from '../../db/schema';
import { clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http';
import type { Tx } from '../../db/client';
import { changeStock } from '../stock';
import { appendOrderEvent } from './events';
import { releasePromoUses } from './pricing';

/**
 * Cancels order `orderId` with `reason` (and `comment`), moved by `cause` ('cancel': an
 * administrator; 'paymentFailed': the online payment was refused, expired or never registered).
 * Cancelling a cancelled order changes nothing, so a retried or duplicated cancel (the sweep and a
 * callback at once) gives back stock once; a move the status table refuses answers 409.
 * Its 'cancelled' order event carries the previous status, the reason, the comment and `event`.
 * Returns whether this call cancelled it.
 */
export async function cancelOrder(
  tx: Tx, orderId: number, reason: string, comment: string | null, cause: Cause = 'cancel', event: Record<string, unknown> = {},
): Promise<boolean> {
  const [order] = await tx.select(LOCKED_COLUMNS).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(`Заказ ${orderId} не найден.`);
  if (isAnnulled(order.status)) return false;
  if (!canMove(orderFacts(order), ORDER_STATUS.annulled, cause)) {
    throw new HttpError(409, 'Conflict', `Заказ № ${orderId} в статусе «${statusName(order.status)}» нельзя аннулировать.`);
  }
  await annulLocked(tx, order, reason, comment, event);
  return true;
}

const LOCKED_COLUMNS = { id: orders.id, status: orders.status, shopId: orders.shopId, type: orders.type, source: orders.source, cashType: orders.cashType };
export type LockedForCancel = { id: number; status: number; shopId: number };

/**
 * The annulment itself, for a caller that holds the order's row lock and has checked the move (the
 * back office's cancel, a settled bank operation): the lock and the check are not taken twice.
 */
export async function annulLocked(
  tx: Tx, order: LockedForCancel, reason: string, comment: string | null, event: Record<string, unknown> = {},
): Promise<void> {
  const orderId = order.id;
  const now = clock.now();

  const lines = await tx.select({ goodId: orderLines.goodId, quantity: orderLines.quantity })
    .from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.goodId));
  // a closed order's goods were handed over: annulling it (a refund) takes nothing back onto the shelf
  if (lines.length > 0 && order.status !== ORDER_STATUS.closed) {
    // the rows locked first in good-id order, as order creation locks them (an UPDATE … FROM takes its
    // rows in whatever order its plan reads them), then given back in one statement
    await tx.select({ goodId: articles.goodId }).from(articles)
      .where(and(eq(articles.shopId, order.shopId), inArray(articles.goodId, [...new Set(lines.map((l) => l.goodId))])))
      .orderBy(asc(articles.goodId)).for('update');
    await changeStock(tx, order.shopId, lines.map((l) => ({ goodId: l.goodId, delta: Number(l.quantity) })));
  }
  await tx.delete(slotBookings).where(eq(slotBookings.orderId, orderId));
  await releasePromoUses(tx, orderId);
  await tx.update(orders).set({ status: ORDER_STATUS.annulled, cancelReason: reason, cancelComment: comment, updatedAt: now })
    .where(eq(orders.id, orderId));
  await tx.insert(orderLog).values({ orderId, date: now, status: ORDER_STATUS.annulled, typeName: `Аннулирован: ${reason}` });
  await appendOrderEvent(tx, orderId, 'cancelled', { from: order.status, reason, comment, ...event }, now);
}
