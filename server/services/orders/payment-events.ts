// What the payment gateway reports about an order's online payment (server/adapters/payment/types.ts
// PaymentEvent; the payment task calls this from its callback and status checks). Idempotent: the
// same event twice changes nothing the second time, so a repeated callback is harmless.
import { and, eq, lte } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../contract';
import type { PaymentEvent } from '../../adapters/payment/types';
import type { Db } from '../../db/client';
import { orderLog, orders } from '../../db/schema';
import { clock } from '../../lib/clock';
import { cancelOrder } from './cancel-order';
import { ONLINE_PAYMENT_ERROR } from './messages';

const STATUS_OF: Record<PaymentEvent['operation'], number> = {
  approved: PAYMENT_STATUS.held, deposited: PAYMENT_STATUS.deposited, reversed: PAYMENT_STATUS.reversed,
  refunded: PAYMENT_STATUS.refunded, declined: PAYMENT_STATUS.declined,
};

/**
 * Applies `event` to its order: approved (the amount is held) moves an order awaiting payment to
 * new (7 → 0) with payment status 1; declined (refused, failed or expired) cancels it with the
 * online-payment-error reason, giving back its stock and slot; deposited, reversed and refunded
 * record the payment status. An event for an unknown order, or for another gateway order than the
 * one registered, changes nothing.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx.select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus, gatewayId: orders.paymentGatewayOrderId })
      .from(orders).where(eq(orders.id, event.orderId)).for('update');
    if (!order || (order.gatewayId !== null && order.gatewayId !== event.gatewayOrderId)) return;
    const paymentStatus = STATUS_OF[event.operation];
    const now = clock.now();
    if (event.operation === 'declined') {
      // a hold already made is not undone by a late refusal: only an order still waiting is cancelled
      if (order.status !== ORDER_STATUS.awaitingPayment) return;
      await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
      await cancelOrder(transaction, order.id, ONLINE_PAYMENT_ERROR, null);
      return;
    }
    if (order.paymentStatus === paymentStatus) return;
    // statuses only move forward (registered → held → deposited → refunded, or → reversed): a late
    // repeat of an earlier event must not undo a later one
    if (order.paymentStatus !== null && rank(paymentStatus) <= rank(order.paymentStatus)) return;
    await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
    if (event.operation === 'approved' && order.status === ORDER_STATUS.awaitingPayment) {
      await tx.update(orders).set({ status: ORDER_STATUS.new }).where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.awaitingPayment)));
      await tx.insert(orderLog).values({ orderId: order.id, date: now, status: ORDER_STATUS.new, typeName: 'Оплата онлайн: сумма заблокирована' });
    } else {
      await tx.insert(orderLog).values({ orderId: order.id, date: now, status: order.status, typeName: `Оплата онлайн: ${OPERATION_NAMES[event.operation]}` });
    }
  });
}

const OPERATION_NAMES: Record<PaymentEvent['operation'], string> = {
  approved: 'сумма заблокирована', deposited: 'сумма списана', reversed: 'блокировка снята', refunded: 'возврат', declined: 'отказ',
};

function rank(status: number): number {
  switch (status) {
    case PAYMENT_STATUS.registered: case PAYMENT_STATUS.acs: return 0;
    case PAYMENT_STATUS.held: return 1;
    case PAYMENT_STATUS.deposited: case PAYMENT_STATUS.reversed: case PAYMENT_STATUS.declined: return 2;
    case PAYMENT_STATUS.refunded: return 3;
    default: return 0;
  }
}

/**
 * Cancels the orders whose online payment time ran out before they were paid (the sweep of
 * server/main.ts every 30 s, and a read of the order). Each in its own transaction, re-checked under
 * the order's row lock: a payment held at the last moment wins over the sweep. Returns how many.
 */
export async function expireOverduePayments(db: Db, onlyOrderId?: number): Promise<number> {
  const now = clock.now();
  const due = await db.select({ id: orders.id }).from(orders).where(and(
    eq(orders.status, ORDER_STATUS.awaitingPayment), lte(orders.paymentExpiresAt, now),
    ...(onlyOrderId === undefined ? [] : [eq(orders.id, onlyOrderId)]),
  )).limit(500);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [order] = await tx.select({ status: orders.status, expiresAt: orders.paymentExpiresAt })
        .from(orders).where(eq(orders.id, id)).for('update');
      if (!order || order.status !== ORDER_STATUS.awaitingPayment || !order.expiresAt || order.expiresAt > now) return false;
      await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.declined }).where(eq(orders.id, id));
      return cancelOrder(transaction, id, ONLINE_PAYMENT_ERROR, 'Истекло время оплаты.');
    });
    if (done) cancelled++;
  }
  return cancelled;
}
