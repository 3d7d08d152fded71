// The ledger of bank operations (table payment_operations, decisions 0150 and 0151). Every operation
// that moves money is a row committed `pending` before the bank is called; the call runs outside any
// database transaction; its outcome is applied in a second transaction together with the order's
// change, its log entry and its event (so the customer's notification and the loyalty effects follow
// what the bank answered, never precede it). No answer (a timeout, a lost or garbled answer, a 5xx,
// a crash before the second commit) leaves the row `unknown`: the bank's status query settles it
// (settleByBank), and only an operation the bank shows it never made is sent again.
import { and, desc, eq, inArray, lt, sum } from 'drizzle-orm';
import { ORDER_STATUS, PAYMENT_STATUS, canMove, orderFacts, statusName, type PaymentStatus } from '../../../domain/order-status';
import { PaymentError, type PaymentGateway, type PaymentState } from '../../adapters/payment';
import type { Db, Tx } from '../../db/client';
import {
  orderLog, orderRefunds, orders, paymentAlerts, paymentOperations,
  type PaymentOperationKind, type PaymentOperationPurpose,
} from '../../db/schema';
import { env } from '../../env';
import { recordOrderAudit } from '../audit';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http';
import type { KeyClaim } from '../../context';
import { annulLocked } from './cancel-order';
import { appendOrderEvent } from './events';

export type Operation = typeof paymentOperations.$inferSelect;
export type Intent = {
  orderId: number;
  kind: Exclude<PaymentOperationKind, 'register'>;
  purpose: Exclude<PaymentOperationPurpose, 'register'>;
  /** kopecks */
  amount: number;
  actorId: number | null;
  key: string | null;
  payload?: Record<string, unknown>;
};

/** The ledger's timing: how long an unanswered operation is left to the bank before its status decides. */
export type LedgerOptions = { settleAfterMs?: number };
const settleAfter = (o?: LedgerOptions) => o?.settleAfterMs ?? env.PAYMENT_SETTLE_SECONDS * 1000;

export const AWAITING_BANK = 'Ожидаем ответ банка';
const rub = (kopecks: number) => `${(kopecks / 100).toFixed(2).replace('.', ',')} ₽`;

export const isOpen = (op: Operation) => op.state === 'pending' || op.state === 'unknown';

/** The operation of `orderId` that `key` asked for, if any. */
export async function operationByKey(db: Db | Tx, orderId: number, key: string | null): Promise<Operation | null> {
  if (!key) return null;
  const [op] = await db.select().from(paymentOperations)
    .where(and(eq(paymentOperations.orderId, orderId), eq(paymentOperations.idempotencyKey, key)));
  return op ?? null;
}

/**
 * Commits nothing itself: writes the `pending` row in the caller's transaction, which holds the order's
 * row lock and has checked the action. Another operation of the order still open answers 409: its
 * outcome decides what is left to do.
 */
export async function openOperation(tx: Tx, intent: Intent): Promise<Operation> {
  const [open] = await tx.select().from(paymentOperations)
    .where(and(eq(paymentOperations.orderId, intent.orderId), inArray(paymentOperations.state, ['pending', 'unknown'])));
  // the same request again (its duplicate waited on the order's lock): it follows the first
  if (open && intent.key !== null && open.idempotencyKey === intent.key) return open;
  if (open) {
    throw new HttpError(409, 'Conflict', `${AWAITING_BANK} по прошлой операции с оплатой заказа; повторите после её завершения или нажмите «Проверить оплату».`);
  }
  const [op] = await tx.insert(paymentOperations).values({
    orderId: intent.orderId, kind: intent.kind, purpose: intent.purpose, amount: intent.amount,
    actorId: intent.actorId, idempotencyKey: intent.key, payload: intent.payload ?? {}, createdAt: clock.now(), updatedAt: clock.now(),
  }).returning();
  // an administrator's request (a close, an annulment, a refund) is audited as it is asked, in its
  // transaction; what the bank then did is the order's log and the operation's row
  if (intent.actorId !== null) {
    await recordOrderAudit(tx, intent.actorId, intent.orderId, intent.purpose === 'close' ? 'status' : intent.purpose, null, {
      operation: intent.kind, amount: intent.amount / 100, ...intent.payload,
    });
  }
  fresh.add(op);
  return op;
}

/** The rows this process has just opened: their request sends them; anyone else finding them waits. */
const fresh = new WeakSet<Operation>();

type Outcome = { state: 'succeeded'; amount?: number } | { state: 'failed' | 'unknown'; error: string };

/** Sends `op` to the bank, outside any transaction; what the bank's answer (or its silence) means. */
export async function sendOperation(db: Db, gateway: PaymentGateway, op: Operation, gatewayOrderId: string): Promise<Outcome> {
  try {
    if (op.kind === 'deposit') await gateway.deposit(db, gatewayOrderId, op.amount);
    else if (op.kind === 'reverse') await gateway.reverse(db, gatewayOrderId);
    else if (op.kind === 'refund') await gateway.refund(db, gatewayOrderId, op.amount);
    return { state: 'succeeded' };
  } catch (err) {
    if (!(err instanceof PaymentError)) return { state: 'unknown', error: err instanceof Error ? err.message : String(err) };
    // a refusal is an answer: the bank did nothing; anything else leaves the bank's side unknown
    return { state: err.kind === 'unavailable' ? 'unknown' : 'failed', error: err.message };
  }
}

async function gatewayIdOf(db: Db | Tx, orderId: number): Promise<string | null> {
  const [o] = await db.select({ id: orders.paymentGatewayOrderId }).from(orders).where(eq(orders.id, orderId));
  return o?.id ?? null;
}

/**
 * Applies `outcome` to `op` in one transaction with what it means for the order; an operation no
 * longer open (settled meanwhile by a reconciliation or a duplicate request) is left as it is.
 */
export async function settleOperation(db: Db, opId: number, outcome: Outcome): Promise<Operation> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ orderId: paymentOperations.orderId }).from(paymentOperations).where(eq(paymentOperations.id, opId));
    // the order's lock first, as every order change takes it, then the operation's
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, row.orderId)).for('update');
    const [op] = await tx.select().from(paymentOperations).where(eq(paymentOperations.id, opId)).for('update');
    if (!isOpen(op)) return op;
    const now = clock.now();
    if (outcome.state !== 'succeeded') {
      const [updated] = await tx.update(paymentOperations).set({ state: outcome.state, error: outcome.error.slice(0, 500), updatedAt: now })
        .where(eq(paymentOperations.id, opId)).returning();
      return updated;
    }
    const amount = outcome.amount ?? op.amount;
    await applySucceeded(tx, { ...op, amount }, now);
    const [updated] = await tx.update(paymentOperations).set({ state: 'succeeded', amount, error: null, updatedAt: now })
      .where(eq(paymentOperations.id, opId)).returning();
    return updated;
  });
}

/** What a succeeded operation changes on its order: the money first, then the status it was for. */
async function applySucceeded(tx: Tx, op: Operation, now: Date): Promise<void> {
  const roubles = op.amount / 100;
  const [order] = await tx.select().from(orders).where(eq(orders.id, op.orderId));
  const actorId = op.actorId;
  const payload = op.payload as { reason?: string; reasonCode?: string; comment?: string | null };
  const paymentStatus: PaymentStatus = op.kind === 'deposit' ? PAYMENT_STATUS.deposited
    : op.kind === 'reverse' ? PAYMENT_STATUS.reversed : PAYMENT_STATUS.refunded;
  await tx.update(orders).set({
    paymentStatus, updatedAt: now,
    ...(op.kind === 'deposit' ? { chargedAmount: roubles } : op.kind === 'reverse' && op.purpose === 'close' ? { chargedAmount: 0 } : {}),
  }).where(eq(orders.id, op.orderId));
  if (op.kind === 'refund') {
    const comment = op.purpose === 'cancel' ? `Аннулирование: ${payload.reason}` : op.purpose === 'reconcile' ? 'Сверка с банком' : String(payload.comment ?? '');
    await tx.insert(orderRefunds).values({ orderId: op.orderId, date: now, comment, amount: roubles, customerId: actorId });
  }
  const facts = orderFacts(order);

  if (op.purpose === 'close') {
    if (!canMove(facts, ORDER_STATUS.closed, 'admin')) {
      await alert(tx, op.orderId, `Банк ${op.kind === 'deposit' ? `списал ${rub(op.amount)}` : 'снял блокировку'}, но заказ в статусе «${statusName(order.status)}» уже нельзя закрыть.`);
      return;
    }
    await tx.update(orders).set({ status: ORDER_STATUS.closed }).where(eq(orders.id, op.orderId));
    await tx.insert(orderLog).values({
      orderId: op.orderId, date: now, status: ORDER_STATUS.closed, typeName: `Статус: ${statusName(ORDER_STATUS.closed)}`, customerId: actorId,
      changes: { status: [order.status, ORDER_STATUS.closed], chargedAmount: [null, roubles] },
    });
    await appendOrderEvent(tx, op.orderId, 'status', { by: actorId, from: order.status, to: ORDER_STATUS.closed, charged: roubles }, now);
    return;
  }
  if (op.purpose === 'cancel') {
    const refund = op.kind === 'refund' ? { refund: roubles } : { release: true };
    if (order.status === ORDER_STATUS.annulled || !canMove(facts, ORDER_STATUS.annulled, 'cancel')) {
      await alert(tx, op.orderId, `Банк выполнил ${op.kind === 'refund' ? `возврат ${rub(op.amount)}` : 'снятие блокировки'} для аннулирования, но заказ в статусе «${statusName(order.status)}» не аннулирован.`);
    } else {
      await annulLocked(tx, order, payload.reason!, payload.comment ?? null, { by: actorId, reasonCode: payload.reasonCode, ...refund });
      // annulLocked wrote the log entry; it gets its author and what changed
      const changes: Record<string, [unknown, unknown]> = { status: [order.status, ORDER_STATUS.annulled], cancelReason: [null, payload.reason] };
      if (op.kind === 'refund') changes.refunded = [0, roubles];
      await authorLastEntry(tx, op.orderId, actorId, changes);
    }
    if (op.kind === 'refund') await appendOrderEvent(tx, op.orderId, 'refunded', { by: actorId, amount: roubles }, now);
    return;
  }
  // a refund of its own, or what reconciliation did to match the bank
  const typeName = op.kind === 'refund'
    ? `Возврат ${rub(op.amount)}${op.purpose === 'reconcile' ? ' (сверка с банком)' : `: ${payload.comment ?? ''}`}`
    : op.kind === 'deposit' ? `Оплата онлайн: банк списал ${rub(op.amount)} (сверка с банком)` : 'Оплата онлайн: блокировка снята (сверка с банком)';
  await tx.insert(orderLog).values({ orderId: op.orderId, date: now, status: order.status, typeName, customerId: actorId });
  if (op.kind === 'refund') await appendOrderEvent(tx, op.orderId, 'refunded', { by: actorId, amount: roubles, ...(payload.comment ? { comment: payload.comment } : {}) }, now);
}

/** Gives the order's latest log entry (the annulment's) its author and what changed. */
export async function authorLastEntry(tx: Tx, orderId: number, actorId: number | null, changes: Record<string, [unknown, unknown]>) {
  const [entry] = await tx.select({ id: orderLog.id }).from(orderLog).where(eq(orderLog.orderId, orderId)).orderBy(desc(orderLog.id)).limit(1);
  await tx.update(orderLog).set({ customerId: actorId, changes }).where(eq(orderLog.id, entry.id));
}

/** A back-office alert: what the shop could not settle with the bank by itself. */
export async function alert(db: Db | Tx, orderId: number, message: string): Promise<void> {
  await db.insert(paymentAlerts).values({ orderId, message: message.slice(0, 1000), createdAt: clock.now() });
}

/** What the bank's totals say about an open operation: done, not done (safe to send again), or not yet known. */
export async function bankVerdict(db: Db, op: Operation, bank: PaymentState): Promise<'done' | 'not-done' | 'unclear'> {
  if (op.kind === 'deposit') {
    if (bank.depositedAmount > 0) return 'done';
    return bank.status === 1 ? 'not-done' : 'unclear';
  }
  if (op.kind === 'reverse') {
    if (bank.status === 3) return 'done';
    return bank.status === 1 ? 'not-done' : 'unclear';
  }
  // a refund: what the bank refunded beyond the refunds the shop has written down
  const [row] = await db.select({ total: sum(orderRefunds.amount) }).from(orderRefunds).where(eq(orderRefunds.orderId, op.orderId));
  const beyond = bank.refundedAmount - Math.round(Number(row?.total ?? 0) * 100);
  if (beyond === op.amount) return 'done';
  return beyond === 0 ? 'not-done' : 'unclear';
}

/**
 * Settles an open operation by asking the bank: done → succeeded; not done and past the settle
 * delay → sent again when `resend` (the admin's retry), else failed (nothing happened; the admin may
 * ask again); unclear or the bank silent → stays unknown (an alert once it is old).
 */
export async function settleByBank(
  db: Db, gateway: PaymentGateway, op: Operation, options: LedgerOptions & { resend?: boolean } = {},
): Promise<Operation> {
  const gatewayId = await gatewayIdOf(db, op.orderId);
  if (!gatewayId) return settleOperation(db, op.id, { state: 'failed', error: 'Платёж заказа не зарегистрирован.' });
  let bank: PaymentState;
  try {
    bank = await gateway.status(db, gatewayId);
  } catch (err) {
    return markUnknown(db, op, err instanceof Error ? err.message : String(err));
  }
  const verdict = await bankVerdict(db, op, bank);
  if (verdict === 'done') return settleOperation(db, op.id, { state: 'succeeded', amount: op.kind === 'deposit' ? bank.depositedAmount : op.amount });
  const old = clock.now().getTime() - op.createdAt.getTime() >= settleAfter(options);
  if (verdict === 'unclear' || !old) {
    if (verdict === 'unclear' && old) await alert(db, op.orderId, `Операция «${op.kind}» на ${rub(op.amount)} не сходится с банком (статус ${bank.status}, списано ${rub(bank.depositedAmount)}, возвращено ${rub(bank.refundedAmount)}): нужна ручная сверка.`);
    return markUnknown(db, op, op.error ?? AWAITING_BANK);
  }
  if (!options.resend) return settleOperation(db, op.id, { state: 'failed', error: 'Банк операцию не выполнил.' });
  return settleOperation(db, op.id, await sendOperation(db, gateway, op, gatewayId));
}

async function markUnknown(db: Db, op: Operation, error: string): Promise<Operation> {
  const [updated] = await db.update(paymentOperations).set({ state: 'unknown', error: error.slice(0, 500) })
    .where(and(eq(paymentOperations.id, op.id), inArray(paymentOperations.state, ['pending', 'unknown']))).returning();
  return updated ?? op;
}

/**
 * Runs an operation opened by `open` (in a transaction of its own that locks the order, checks the
 * action and writes the pending row; or returns null: no money to move): the bank call outside it,
 * then the outcome. The request's Idempotency-Key finds the operation it already asked for: a
 * duplicate of a request still running waits for it, a retry of an unknown one asks the bank first
 * and sends again only what the bank never did. Throws 409 for a refusal and 503 «Ожидаем ответ
 * банка» while the outcome is unknown; null when `open` had nothing to send.
 */
export async function runOperation(
  db: Db, gateway: PaymentGateway, orderId: number, key: { value: string | null; claim?: KeyClaim },
  open: (tx: Tx) => Promise<Operation | null>, options: LedgerOptions = {},
): Promise<Operation | null> {
  const { value: idempotencyKey, claim } = key;
  let found: { op: Operation; opened: boolean } | null;
  try {
    found = await db.transaction(async (tx) => {
      const earlier = await operationByKey(tx, orderId, idempotencyKey);
      if (earlier) return { op: earlier, opened: false };
      const op = await open(tx);
      if (!op) {
        // no money moves: the change committed here, and the request's key with it
        if (claim) {
          await claim.take(tx);
          await claim.record(tx, {});
        }
        return null;
      }
      return { op, opened: fresh.has(op) };
    });
  } catch (err) {
    // two requests with one key at once: the second's row hit the key's index; it follows the first's
    const earlier = isUniqueViolation(err) ? await operationByKey(db, orderId, idempotencyKey) : null;
    if (!earlier) throw err;
    found = { op: earlier, opened: false };
  }
  if (!found) return null;
  let { op } = found;
  if (op.state === 'pending' && !found.opened) op = await waitWhilePending(db, op);
  if (op.state === 'pending' && found.opened) {
    const gatewayId = await gatewayIdOf(db, op.orderId);
    op = await settleOperation(db, op.id, gatewayId ? await sendOperation(db, gateway, op, gatewayId) : { state: 'failed', error: 'Платёж заказа не зарегистрирован.' });
  } else if (isOpen(op)) {
    op = await settleByBank(db, gateway, op, { ...options, resend: true });
  }
  return answer(op);
}

async function waitWhilePending(db: Db, op: Operation): Promise<Operation> {
  const until = Date.now() + env.RBS_TIMEOUT_MS + 5_000;
  let current = op;
  while (current.state === 'pending' && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
    [current] = await db.select().from(paymentOperations).where(eq(paymentOperations.id, op.id));
  }
  return current;
}

function answer(op: Operation): Operation {
  if (op.state === 'failed') throw new HttpError(409, 'Conflict', `Банк отказал: ${op.error ?? 'без описания'} Заказ не изменён.`);
  if (op.state === 'unknown' || op.state === 'pending') {
    throw new HttpError(503, 'Service Unavailable',
      `${AWAITING_BANK}: банк не ответил вовремя. Заказ изменится, когда банк подтвердит операцию; повторять не нужно, проверить можно кнопкой «Проверить оплату».`);
  }
  return op;
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
};

/** Operations left open past the settle delay: the reconciliation sweep's work list. */
export async function unsettledOrders(db: Db, options?: LedgerOptions): Promise<number[]> {
  const rows = await db.selectDistinct({ orderId: paymentOperations.orderId }).from(paymentOperations)
    .where(and(inArray(paymentOperations.state, ['pending', 'unknown']), lt(paymentOperations.createdAt, new Date(clock.now().getTime() - settleAfter(options)))))
    .limit(200);
  return rows.map((r) => r.orderId);
}
