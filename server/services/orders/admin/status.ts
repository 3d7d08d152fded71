// PUT /api/orders/{id}/status: an administrator's forward action (domain/order-status.ts, cause
// 'admin'). Closing an online-paid order charges exactly its final amount from the hold and releases
// the rest (the sandbox and RBS do both with one deposit); a gateway refusal rolls the close back.
import { eq } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_STATUS, canMove, isOrderStatus, statusName } from '../../../../domain/order-status';
import type { PaymentGateway } from '../../../adapters/payment';
import type { Db, Tx } from '../../../db/client';
import { orders } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { conflict, gatewayError, kopecks, lockOrder, record, requireAction, unprocessable, type Admin, type Locked } from './access';

/** Charges the final amount of a closing online order from its hold (a total of 0 releases the hold). */
export async function chargeOnClose(tx: Tx, gateway: PaymentGateway, { order }: Locked): Promise<{ charged: number }> {
  if (order.paymentStatus !== PAYMENT_STATUS.held || !order.paymentGatewayOrderId) {
    throw conflict('Оплата заказа не удержана: закрыть онлайн-заказ можно только после оплаты.');
  }
  const amount = Number(order.amount);
  await tx.update(orders).set({ paymentStatus: amount > 0 ? PAYMENT_STATUS.deposited : PAYMENT_STATUS.reversed, chargedAmount: amount })
    .where(eq(orders.id, order.id));
  // the bank last: everything before it rolls back if it refuses
  try {
    if (amount > 0) await gateway.deposit(tx as unknown as Db, order.paymentGatewayOrderId, kopecks(amount));
    else await gateway.reverse(tx as unknown as Db, order.paymentGatewayOrderId);
  } catch (err) {
    gatewayError(err);
  }
  return { charged: amount };
}

export async function setOrderStatus(db: Db, gateway: PaymentGateway, admin: Admin, orderId: number, to: number): Promise<void> {
  if (!isOrderStatus(to)) throw unprocessable([{ propertyPath: 'status', message: 'Неизвестный статус.' }]);
  if (to === ORDER_STATUS.annulled) {
    throw unprocessable([{ propertyPath: 'status', message: 'Аннулирование — отдельное действие с причиной: POST /api/orders/{id}/cancel.' }]);
  }
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    requireAction(locked, 'setStatus');
    const from = locked.order.status;
    if (!canMove(locked.facts, to, 'admin')) {
      throw conflict(`Заказ в статусе «${statusName(from)}» нельзя перевести в «${statusName(to)}».`);
    }
    const charging = to === ORDER_STATUS.closed && locked.facts.online;
    const charged = charging ? { charged: Number(locked.order.amount) } : null;
    await tx.update(orders).set({ status: to, updatedAt: clock.now() }).where(eq(orders.id, orderId));
    await record(tx, {
      orderId, actorId: admin.id, status: to, typeName: `Статус: ${statusName(to)}`,
      changes: { status: [from, to], ...(charged ? { chargedAmount: [null, charged.charged] } : {}) },
      event: { type: 'status', payload: { from, to, ...(charged ?? {}) } },
    });
    // the gateway is asked last, so its refusal rolls back everything above
    if (charging) await chargeOnClose(tx, gateway, locked);
  });
}
