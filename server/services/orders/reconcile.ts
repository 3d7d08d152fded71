// Reconciliation with the bank (decision 0153): what the bank says about an order's payment
// (getOrderStatusExtended: status, held, charged and refunded sums) is applied to the order, as
// operations of the ledger's own (payment-ledger.ts), so the shop's books end where the bank's are:
//   - an operation left pending or unknown is settled by the bank's totals;
//   - a hold or a capture whose callback was lost moves an order awaiting payment on (the expiry
//     sweep asks first and never annuls an order the bank reports paid);
//   - a capture the shop did not make (a deposit whose commit failed, an auto-completion, a capture in
//     the bank's portal) records the charged amount; refunds made at the bank are written down;
//   - money still held or charged for an annulled order is released or refunded;
//   - what it cannot settle (the bank's totals fit no operation) becomes a back-office alert.
// Run by the sweep of server/main.ts, after a callback that needs it, and by the admin's «Проверить оплату».
import { and, eq, gt, inArray, isNull, or, sum } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_STATUS, isAnnulled } from '../../../domain/order-status';
import type { PaymentGateway, PaymentState } from '../../adapters/payment';
import type { Db } from '../../db/client';
import { orderRefunds, orders, paymentAlerts, paymentOperations } from '../../db/schema';
import { clock } from '../../lib/clock';
import { alert, isOpen, openOperation, sendOperation, settleByBank, settleOperation, unsettledOrders, type LedgerOptions, type Operation } from './payment-ledger';
import { applyPaymentEvent } from './payment-events';

export type Reconciled = { bank: PaymentState | null; operations: Operation[] };

/** Asks the bank about order `orderId` and applies what it says; the bank's state, or null when it did not answer. */
export async function reconcileOrder(db: Db, gateway: PaymentGateway, orderId: number, options: LedgerOptions = {}): Promise<Reconciled> {
  const operations: Operation[] = [];
  const open = await db.select().from(paymentOperations)
    .where(and(eq(paymentOperations.orderId, orderId), inArray(paymentOperations.state, ['pending', 'unknown'])));
  for (const op of open) operations.push(await settleByBank(db, gateway, op, options));
  if (operations.some(isOpen)) return { bank: null, operations };

  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.paymentGatewayOrderId) return { bank: null, operations };
  const gatewayOrderId = order.paymentGatewayOrderId;
  let bank: PaymentState;
  try {
    bank = await gateway.status(db, gatewayOrderId);
  } catch {
    return { bank: null, operations };
  }
  const event = { gatewayOrderId, orderId };

  // a hold or a capture the shop never heard of, or a refusal
  if (order.status === ORDER_STATUS.awaitingPayment) {
    if (bank.status === 1 || bank.status === 2 || bank.status === 4) await applyPaymentEvent(db, { ...event, operation: 'approved', status: 1 });
    else if (bank.status === 6) await applyPaymentEvent(db, { ...event, operation: 'declined', status: 6 });
  }
  const record = (kind: 'deposit' | 'reverse' | 'refund', amount: number) => recordBankOperation(db, orderId, kind, amount);
  // a capture the shop did not make: its charged amount, from the bank's figure
  if (bank.depositedAmount > 0 && order.chargedAmount === null) operations.push(await record('deposit', bank.depositedAmount));
  if (bank.status === 3 && order.paymentStatus === PAYMENT_STATUS.held) operations.push(await record('reverse', 0));
  // refunds made at the bank (or by an operation whose answer was lost and is settled by now)
  const shopRefunded = await refundedKopecks(db, orderId);
  if (bank.refundedAmount > shopRefunded) operations.push(await record('refund', bank.refundedAmount - shopRefunded));

  // money of an order nobody will deliver goes back
  const [now] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (isAnnulled(now.status)) {
    const left = bank.depositedAmount - bank.refundedAmount;
    if (bank.status === 1) operations.push(await sendOwn(db, gateway, orderId, gatewayOrderId, 'reverse', 0));
    else if ((bank.status === 2 || bank.status === 4) && left > 0) operations.push(await sendOwn(db, gateway, orderId, gatewayOrderId, 'refund', left));
  }
  return { bank, operations };
}

async function refundedKopecks(db: Db, orderId: number): Promise<number> {
  const [row] = await db.select({ total: sum(orderRefunds.amount) }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  return Math.round(Number(row?.total ?? 0) * 100);
}

/** What the bank did by itself, written down as a succeeded operation of the ledger's own. */
async function recordBankOperation(db: Db, orderId: number, kind: 'deposit' | 'reverse' | 'refund', amount: number): Promise<Operation> {
  const op = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    return openOperation(tx, { orderId, kind, purpose: 'reconcile', amount, actorId: null, key: null });
  });
  return settleOperation(db, op.id, { state: 'succeeded' });
}

/** An operation reconciliation sends itself (a release or a refund for an annulled order). */
async function sendOwn(db: Db, gateway: PaymentGateway, orderId: number, gatewayOrderId: string, kind: 'reverse' | 'refund', amount: number): Promise<Operation> {
  const op = await db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    return openOperation(tx, { orderId, kind, purpose: 'reconcile', amount, actorId: null, key: null });
  });
  const settled = await settleOperation(db, op.id, await sendOperation(db, gateway, op, gatewayOrderId));
  if (settled.state === 'failed') await alert(db, orderId, `Заказ аннулирован, а банк держит деньги: ${kind === 'refund' ? 'возврат' : 'снятие блокировки'} не выполнен (${settled.error}).`);
  return settled;
}

/**
 * The sweep: every order with an operation open past the settle delay, and every annulled order the
 * shop believes still holds or has charged money (a late hold, a capture after the annulment).
 * Returns how many orders it asked the bank about.
 */
export async function reconcileSweep(db: Db, gateway: PaymentGateway, options: LedgerOptions = {}): Promise<number> {
  const open = await unsettledOrders(db, options);
  const since = new Date(clock.now().getTime() - 7 * 24 * 3600_000);
  const suspicious = await db.select({ id: orders.id }).from(orders).where(and(
    gt(orders.updatedAt, since),
    or(
      and(eq(orders.status, ORDER_STATUS.annulled), inArray(orders.paymentStatus, [PAYMENT_STATUS.held, PAYMENT_STATUS.deposited])),
      and(eq(orders.paymentStatus, PAYMENT_STATUS.deposited), isNull(orders.chargedAmount)),
    ),
  )).limit(200);
  const ids = [...new Set([...open, ...suspicious.map((o) => o.id)])];
  for (const id of ids) {
    try {
      await reconcileOrder(db, gateway, id, options);
    } catch (err) {
      console.error(`[payment] reconciliation of order ${id} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return ids.length;
}

/** The order's alerts not yet resolved, for the admin's card. */
export async function openAlerts(db: Db, orderId: number) {
  return db.select({ id: paymentAlerts.id, message: paymentAlerts.message, createdAt: paymentAlerts.createdAt }).from(paymentAlerts)
    .where(and(eq(paymentAlerts.orderId, orderId), isNull(paymentAlerts.resolvedAt)));
}
