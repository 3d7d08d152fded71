// PUT /api/orders/{id}/status: an administrator's forward action (domain/order-status.ts, cause
// 'admin'). Closing an online-paid order charges exactly its final amount from the hold and releases
// the rest (RBS does both with one deposit; a total of 0 is a reverse): a ledger operation
// (payment-ledger.ts), so the order closes only once the bank confirmed the charge. An order whose
// payment the bank already captured by itself (payment-events.ts: the charged amount recorded from the
// bank's own figure) closes without another call.
import { eq } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_STATUS, canMove, isOrderStatus, statusName } from '../../../../domain/order-status';
import type { PaymentGateway } from '../../../adapters/payment';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { openOperation, runOperation } from '../payment-ledger';
import { conflict, kopecks, lockOrder, record, requireAction, unprocessable, type Admin, type RequestKey } from './access';

export async function setOrderStatus(db: Db, gateway: PaymentGateway, admin: Admin, orderId: number, to: number, key: RequestKey): Promise<void> {
  if (!isOrderStatus(to)) throw unprocessable([{ propertyPath: 'status', message: 'Неизвестный статус.' }]);
  if (to === ORDER_STATUS.annulled) {
    throw unprocessable([{ propertyPath: 'status', message: 'Аннулирование — отдельное действие с причиной: POST /api/orders/{id}/cancel.' }]);
  }
  await runOperation(db, gateway, orderId, key, async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    requireAction(locked, 'setStatus');
    const { order, facts } = locked;
    const from = order.status;
    if (!canMove(facts, to, 'admin')) {
      throw conflict(`Заказ в статусе «${statusName(from)}» нельзя перевести в «${statusName(to)}».`);
    }
    const captured = order.paymentStatus === PAYMENT_STATUS.deposited && order.chargedAmount !== null;
    if (to === ORDER_STATUS.closed && facts.online && !captured) {
      if (order.paymentStatus !== PAYMENT_STATUS.held || !order.paymentGatewayOrderId) {
        throw conflict('Оплата заказа не удержана: закрыть онлайн-заказ можно только после оплаты.');
      }
      const amount = kopecks(Number(order.amount));
      return openOperation(tx, { orderId, kind: amount > 0 ? 'deposit' : 'reverse', purpose: 'close', amount, actorId: admin.id, key: key.value });
    }
    await tx.update(orders).set({ status: to, updatedAt: clock.now() }).where(eq(orders.id, orderId));
    await record(tx, {
      orderId, actorId: admin.id, verb: 'status', status: to, typeName: `Статус: ${statusName(to)}`,
      changes: { status: [from, to] },
      event: { type: 'status', payload: { from, to, ...(captured && to === ORDER_STATUS.closed ? { charged: Number(order.chargedAmount) } : {}) } },
    });
    return null;
  });
}
