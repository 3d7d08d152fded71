// POST /api/orders/{id}/payment-refund: a partial refund of a closed online-paid order (site admins,
// spec §5, §6): at most what was charged minus earlier refunds, each refund a row with its date,
// comment and amount. GET /api/orders/{id}/payment-check: what the gateway says about the payment.
import { eq } from 'drizzle-orm';
import { refundErrors } from '../../../../domain/order-admin';
import { roundMoney } from '../../../../domain/money';
import { PAYMENT_STATUS, PAYMENT_STATUS_NAMES, type PaymentStatus } from '../../../../domain/order-status';
import type { PaymentGateway } from '../../../adapters/payment';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { notFound } from '../../../lib/http';
import { openOperation, runOperation } from '../payment-ledger';
import { reconcileOrder } from '../reconcile';
import { NOT_FOUND, conflict, factsOf, gatewayError, kopecks, lockOrder, requireAction, roleFor, unprocessable, type Admin, type RequestKey } from './access';
import { refundedOf } from './view';

/**
 * The refund is a ledger operation (payment-ledger.ts): validated and written `pending` under the
 * order's lock, sent to the bank after that commit, and written down as a refund row (with its log
 * entry, event and the customer's notification) only once the bank confirmed it.
 */
export async function refundPayment(
  db: Db, gateway: PaymentGateway, admin: Admin, orderId: number, input: { amount: number | string | null; comment: string | null }, key: RequestKey,
): Promise<void> {
  await runOperation(db, gateway, orderId, key, async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    requireAction(locked, 'refund');
    const { order } = locked;
    if (!order.paymentGatewayOrderId || (order.paymentStatus !== PAYMENT_STATUS.deposited && order.paymentStatus !== PAYMENT_STATUS.refunded)) {
      throw conflict('Оплата заказа не списана: возвращать нечего.');
    }
    const before = await refundedOf(tx, orderId);
    const refundable = Math.max(0, roundMoney(Number(order.chargedAmount ?? 0) - before));
    const errors = refundErrors(input.amount, input.comment, refundable);
    if (errors.length > 0) throw unprocessable(errors.map((e) => ({ propertyPath: e.field, message: e.message })));
    const amount = roundMoney(Number(String(input.amount).replace(',', '.')));
    return openOperation(tx, {
      orderId, kind: 'refund', purpose: 'refund', amount: kopecks(amount), actorId: admin.id, key: key.value, payload: { comment: input.comment!.trim() },
    });
  });
}

/**
 * «Проверить оплату»: asks the bank and applies what it says (reconcile.ts: an operation left
 * unknown, a lost callback, a capture or a refund made at the bank), then answers the bank's figures.
 */
export async function checkPayment(db: Db, gateway: PaymentGateway, admin: Admin, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const role = order ? roleFor(admin, order.shopId) : null;
  if (!order || !role) throw notFound(NOT_FOUND);
  requireAction({ order, role, facts: factsOf(order) }, 'checkPayment');
  if (!order.paymentGatewayOrderId) throw conflict('Платёж по заказу не зарегистрирован.');
  const { bank } = await reconcileOrder(db, gateway, orderId);
  try {
    const answer = bank ?? await gateway.status(db, order.paymentGatewayOrderId);
    return {
      responseData: {
        gatewayOrderId: order.paymentGatewayOrderId, status: answer.status,
        statusName: PAYMENT_STATUS_NAMES[answer.status as PaymentStatus], amount: answer.amount / 100,
        depositedAmount: answer.depositedAmount / 100, refundedAmount: answer.refundedAmount / 100,
      },
    };
  } catch (err) {
    return gatewayError(err);
  }
}
