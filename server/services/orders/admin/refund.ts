// POST /api/orders/{id}/payment-refund: a partial refund of a closed online-paid order (site admins,
// spec §5, §6): at most what was charged minus earlier refunds, each refund a row with its date,
// comment and amount. GET /api/orders/{id}/payment-check: what the gateway says about the payment.
import { eq } from 'drizzle-orm';
import { refundErrors } from '../../../../domain/order-admin';
import { roundMoney } from '../../../../domain/money';
import { PAYMENT_STATUS, PAYMENT_STATUS_NAMES, type PaymentStatus } from '../../../../domain/order-status';
import type { PaymentGateway } from '../../../adapters/payment';
import type { Db } from '../../../db/client';
import { orderRefunds, orders } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { notFound } from '../../../lib/http';
import { NOT_FOUND, conflict, factsOf, gatewayError, kopecks, lockOrder, record, requireAction, roleFor, unprocessable, type Admin } from './access';
import { refundedOf } from './view';

export async function refundPayment(
  db: Db, gateway: PaymentGateway, admin: Admin, orderId: number, input: { amount: number | string | null; comment: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
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
    const comment = input.comment!.trim();
    const now = clock.now();
    await tx.insert(orderRefunds).values({ orderId, date: now, comment, amount, customerId: admin.id });
    await tx.update(orders).set({ paymentStatus: PAYMENT_STATUS.refunded, updatedAt: now }).where(eq(orders.id, orderId));
    await record(tx, {
      orderId, actorId: admin.id, status: order.status, typeName: `Возврат ${amount.toFixed(2).replace('.', ',')} ₽: ${comment}`,
      changes: { refunded: [before, roundMoney(before + amount)] },
      event: { type: 'refunded', payload: { amount, comment } },
    });
    try {
      await gateway.refund(tx as unknown as Db, order.paymentGatewayOrderId, kopecks(amount));
    } catch (err) {
      gatewayError(err);
    }
  });
}

export async function checkPayment(db: Db, gateway: PaymentGateway, admin: Admin, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const role = order ? roleFor(admin, order.shopId) : null;
  if (!order || !role) throw notFound(NOT_FOUND);
  requireAction({ order, role, facts: factsOf(order) }, 'checkPayment');
  if (!order.paymentGatewayOrderId) throw conflict('Платёж по заказу не зарегистрирован.');
  try {
    const answer = await gateway.status(db, order.paymentGatewayOrderId);
    return {
      responseData: {
        gatewayOrderId: order.paymentGatewayOrderId, status: answer.status,
        statusName: PAYMENT_STATUS_NAMES[answer.status as PaymentStatus], amount: answer.amount / 100,
      },
    };
  } catch (err) {
    return gatewayError(err);
  }
}
