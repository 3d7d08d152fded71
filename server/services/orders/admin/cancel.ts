// POST /api/orders/{id}/cancel: annulment with a reason (spec §4, §5). The stock and slot go back
// through cancelOrder; the money follows: a hold not yet charged is released, a closed online order
// gets back what was charged minus earlier refunds (a refund row). The gateway is asked last, so its
// refusal rolls the annulment back.
import { desc, eq } from 'drizzle-orm';
import { CANCEL_MESSAGES, CANCEL_ROLES, cancelErrors, cancelReasons } from '../../../../domain/order-admin';
import { roundMoney } from '../../../../domain/money';
import { ORDER_STATUS, PAYMENT_STATUS, canMove, statusName } from '../../../../domain/order-status';
import type { PaymentGateway } from '../../../adapters/payment';
import type { Db } from '../../../db/client';
import { orderLog, orderRefunds, orders } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { cancelOrder } from '../cancel-order';
import { appendOrderEvent } from '../events';
import { conflict, forbidden, gatewayError, kopecks, lockOrder, requireAction, unprocessable, type Admin } from './access';
import { refundedOf } from './view';

export async function cancelAdminOrder(
  db: Db, gateway: PaymentGateway, admin: Admin, orderId: number, input: { reason: string | null; comment?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    const { order, role, facts } = locked;
    if (!CANCEL_ROLES[facts.source].includes(role)) throw forbidden(CANCEL_MESSAGES.external);
    if (!canMove(facts, ORDER_STATUS.annulled, 'cancel')) {
      throw conflict(`Заказ в статусе «${statusName(facts.status)}» нельзя аннулировать.`);
    }
    requireAction(locked, 'cancel');
    const errors = cancelErrors(facts.source, input.reason, input.comment);
    if (errors.length > 0) throw unprocessable(errors.map((e) => ({ propertyPath: e.field, message: e.message })));
    const reason = cancelReasons(facts.source).find((r) => r.code === input.reason)!;
    const comment = input.comment?.trim() || null;

    // what happens to the money
    const gatewayId = order.paymentGatewayOrderId;
    let money: { release: true } | { refund: number } | null = null;
    if (facts.online && gatewayId) {
      if (order.paymentStatus === PAYMENT_STATUS.held) money = { release: true };
      if (order.paymentStatus === PAYMENT_STATUS.deposited || order.paymentStatus === PAYMENT_STATUS.refunded) {
        const left = roundMoney(Number(order.chargedAmount ?? 0) - await refundedOf(tx, orderId));
        if (left > 0) money = { refund: left };
      }
    }

    await cancelOrder(tx, orderId, reason.title, comment, 'cancel', { by: admin.id, reasonCode: reason.code, ...(money ?? {}) });
    const now = clock.now();
    // cancelOrder wrote the log entry; it gets its author and what changed
    const [entry] = await tx.select({ id: orderLog.id }).from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(desc(orderLog.id)).limit(1);
    const changes: Record<string, [unknown, unknown]> = { status: [order.status, ORDER_STATUS.annulled], cancelReason: [null, reason.title] };
    if (money && 'refund' in money) changes.refunded = [0, money.refund];
    await tx.update(orderLog).set({ customerId: admin.id, changes }).where(eq(orderLog.id, entry.id));
    if (money && 'refund' in money) {
      await tx.insert(orderRefunds).values({ orderId, date: now, comment: `Аннулирование: ${reason.title}`, amount: money.refund, customerId: admin.id });
      await appendOrderEvent(tx, orderId, 'refunded', { by: admin.id, amount: money.refund }, now);
      await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.refunded }).where(eq(orders.id, orderId));
    } else if (money) {
      await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.reversed }).where(eq(orders.id, orderId));
    }

    // the bank last: its refusal rolls back everything above
    try {
      if (money && 'refund' in money) await gateway.refund(tx as unknown as Db, gatewayId!, kopecks(money.refund));
      else if (money) await gateway.reverse(tx as unknown as Db, gatewayId!);
    } catch (err) {
      gatewayError(err);
    }
  });
}
