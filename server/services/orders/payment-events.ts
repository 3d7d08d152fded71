// What the payment gateway reports about an order's online payment (server/adapters/payment/types.ts
// PaymentEvent; the payment routes call this from the callback and status checks). Idempotent: the
// same event twice changes nothing the second time, so a repeated callback is harmless. The order's
// moves are domain/order-status.ts's table: a hold or a capture is 'paymentHeld', a refusal or the
// expiry 'paymentFailed'.
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import {
  ORDER_STATUS, PAYMENT_STATUS, canMove, isPaymentOverdue, isPaymentSecured, orderFacts, type PaymentStatus,
} from '../../../domain/order-status';
import type { PaymentEvent, PaymentGateway } from '../../adapters/payment/types';
import type { Db, Tx } from '../../db/client';
import { orderLog, orders } from '../../db/schema';
import { clock } from '../../lib/clock';
import { cancelOrder } from './cancel-order';
import { appendOrderEvent } from './events';
import { ONLINE_PAYMENT_ERROR, OVERDUE_COMMENT } from './messages';

const STATUS_OF: Record<PaymentEvent['operation'], PaymentStatus> = {
  approved: PAYMENT_STATUS.held, deposited: PAYMENT_STATUS.deposited, reversed: PAYMENT_STATUS.reversed,
  refunded: PAYMENT_STATUS.refunded, declined: PAYMENT_STATUS.declined,
};

const OPERATION_NAMES: Record<PaymentEvent['operation'], string> = {
  approved: 'сумма заблокирована', deposited: 'сумма списана', reversed: 'блокировка снята', refunded: 'возврат', declined: 'отказ',
};

/** The order row as the events read it, locked. */
async function lockedOrder(tx: Tx, id: number) {
  const [order] = await tx.select({
    id: orders.id, status: orders.status, type: orders.type, source: orders.source, cashType: orders.cashType,
    paymentStatus: orders.paymentStatus, gatewayId: orders.paymentGatewayOrderId, expiresAt: orders.paymentExpiresAt,
  }).from(orders).where(eq(orders.id, id)).for('update');
  return order;
}

/**
 * Applies `event` to its order. Only an order whose payment was registered with this very gateway
 * order listens: a cash order (no gateway id) or another gateway order's event changes nothing,
 * whatever its signature. approved (held) and deposited (captured: a capture implies the hold, and
 * a bank may report it first) move an order awaiting payment to new (7 → 0); declined annuls an
 * order still awaiting payment with the online-payment-error reason, giving back its stock and slot,
 * unless the bank holds or has captured the money; reversed and refunded only record the payment
 * status. Payment statuses only move forward.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, event.orderId);
    if (!order || order.gatewayId === null || order.gatewayId !== event.gatewayOrderId) return;
    const paymentStatus = STATUS_OF[event.operation];
    const facts = orderFacts(order);
    const now = clock.now();
    if (event.operation === 'declined') {
      // a hold or a capture already made is not undone by a late refusal
      if (isPaymentSecured(order.paymentStatus) || !canMove(facts, ORDER_STATUS.annulled, 'paymentFailed')) return;
      await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
      await cancelOrder(tx, order.id, ONLINE_PAYMENT_ERROR, null, 'paymentFailed');
      return;
    }
    // a late repeat of an earlier event must not undo a later one (registered → held → deposited → refunded, or → reversed)
    const forward = order.paymentStatus === null || rank(paymentStatus) > rank(order.paymentStatus);
    if (forward) await tx.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, order.id));
    const secures = event.operation === 'approved' || event.operation === 'deposited';
    if (secures && canMove(facts, ORDER_STATUS.new, 'paymentHeld')) {
      await tx.update(orders).set({ status: ORDER_STATUS.new, updatedAt: now }).where(eq(orders.id, order.id));
      await tx.insert(orderLog).values({ orderId: order.id, date: now, status: ORDER_STATUS.new, typeName: `Оплата онлайн: ${OPERATION_NAMES[event.operation]}` });
      await appendOrderEvent(tx, order.id, 'paid', { from: order.status, to: ORDER_STATUS.new, operation: event.operation }, now);
    } else if (forward) {
      await tx.insert(orderLog).values({ orderId: order.id, date: now, status: order.status, typeName: `Оплата онлайн: ${OPERATION_NAMES[event.operation]}` });
    }
  });
}

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
 * Annuls the orders whose online payment time ran out before they were paid (the sweep of
 * server/main.ts every 30 s). With `gateway`, the bank is asked first, outside any transaction: an
 * order it reports held or captured (its callback lost) is moved on as the callback would have, and
 * one it does not answer about waits for the next round, so a paid order is never annulled for a
 * lost callback. Each in its own transaction, re-checked under the order's row lock
 * (isPaymentOverdue): a payment held or captured at the last moment wins over the sweep, and a
 * captured payment is never written down as declined. `onlyOrderId`: that order alone. Returns how many.
 */
export async function expireOverduePayments(db: Db, onlyOrderId?: number, gateway?: PaymentGateway): Promise<number> {
  const now = clock.now();
  const due = await db.select({ id: orders.id, gatewayId: orders.paymentGatewayOrderId }).from(orders).where(and(
    eq(orders.status, ORDER_STATUS.awaitingPayment), lte(orders.paymentExpiresAt, now),
    or(isNull(orders.paymentStatus), inArray(orders.paymentStatus, [PAYMENT_STATUS.registered, PAYMENT_STATUS.acs])),
    ...(onlyOrderId === undefined ? [] : [eq(orders.id, onlyOrderId)]),
  )).limit(500);
  let cancelled = 0;
  for (const { id, gatewayId } of due) {
    if (gateway && gatewayId) {
      let bank: Awaited<ReturnType<PaymentGateway['status']>>;
      try {
        bank = await gateway.status(db, gatewayId);
      } catch (err) {
        console.error(`[payment] order ${id}: the bank did not answer before the expiry, kept for the next round: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      }
      if (bank.status === 1 || bank.status === 2 || bank.status === 4) {
        await applyPaymentEvent(db, { gatewayOrderId: gatewayId, orderId: id, operation: bank.status === 1 ? 'approved' : 'deposited', status: bank.status });
        continue;
      }
    }
    const done = await db.transaction(async (tx) => {
      const order = await lockedOrder(tx, id);
      if (!order || !isPaymentOverdue({ ...order, paymentExpiresAt: order.expiresAt }, now)) return false;
      if (!canMove(orderFacts(order), ORDER_STATUS.annulled, 'paymentFailed')) return false;
      await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.declined }).where(eq(orders.id, id));
      return cancelOrder(tx, id, ONLINE_PAYMENT_ERROR, OVERDUE_COMMENT, 'paymentFailed');
    });
    if (done) cancelled++;
  }
  return cancelled;
}
