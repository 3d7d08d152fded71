// POST /api/orders/{id}/cancel: annulment with a reason (spec §4, §5). The stock and slot go back
// through annulLocked; the money follows: a hold not yet charged is released, a charged online order
// gets back what was charged minus earlier refunds. With money to move the annulment is a ledger
// operation (payment-ledger.ts): the order is annulled once the bank confirmed the reverse or refund.
import { CANCEL_MESSAGES, CANCEL_ROLES, cancelErrors, cancelReasons } from '../../../../domain/order-admin';
import { roundMoney } from '../../../../domain/money';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../../domain/order-status';
import type { PaymentGateway } from '../../../adapters/payment';
import type { Db } from '../../../db/client';
import { annulLocked } from '../cancel-order';
import { recordOrderAudit } from '../../audit';
import { authorLastEntry, openOperation, runOperation } from '../payment-ledger';
import { forbidden, kopecks, lockOrder, requireAction, unprocessable, type Admin, type RequestKey } from './access';
import { refundedOf } from './view';

export async function cancelAdminOrder(
  db: Db, gateway: PaymentGateway, admin: Admin, orderId: number, input: { reason: string | null; comment?: string | null }, key: RequestKey,
): Promise<void> {
  await runOperation(db, gateway, orderId, key, async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    const { order, role, facts } = locked;
    if (!CANCEL_ROLES[facts.source].includes(role)) throw forbidden(CANCEL_MESSAGES.external);
    // the one check of the move: requireAction's table asks canMove(…, annulled, 'cancel')
    requireAction(locked, 'cancel');
    const errors = cancelErrors(facts.source, input.reason, input.comment);
    if (errors.length > 0) throw unprocessable(errors.map((e) => ({ propertyPath: e.field, message: e.message })));
    const reason = cancelReasons(facts.source).find((r) => r.code === input.reason)!;
    const comment = input.comment?.trim() || null;
    const payload = { reason: reason.title, reasonCode: reason.code, comment };

    if (facts.online && order.paymentGatewayOrderId) {
      if (order.paymentStatus === PAYMENT_STATUS.held) {
        return openOperation(tx, { orderId, kind: 'reverse', purpose: 'cancel', amount: 0, actorId: admin.id, key: key.value, payload });
      }
      if (order.paymentStatus === PAYMENT_STATUS.deposited || order.paymentStatus === PAYMENT_STATUS.refunded) {
        const left = roundMoney(Number(order.chargedAmount ?? 0) - await refundedOf(tx, orderId));
        if (left > 0) return openOperation(tx, { orderId, kind: 'refund', purpose: 'cancel', amount: kopecks(left), actorId: admin.id, key: key.value, payload });
      }
    }
    await annulLocked(tx, order, reason.title, comment, { by: admin.id, reasonCode: reason.code });
    await authorLastEntry(tx, orderId, admin.id, { status: [order.status, ORDER_STATUS.annulled], cancelReason: [null, reason.title] });
    await recordOrderAudit(tx, admin.id, orderId, 'cancel', { status: [order.status, ORDER_STATUS.annulled], cancelReason: [null, reason.title] }, comment ? { comment } : undefined);
    return null;
  });
}
