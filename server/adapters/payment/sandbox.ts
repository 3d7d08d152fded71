// The sandbox gateway (design.md §5, the local default): a stand-in for RBS two-stage acquiring that
// keeps the bank's side of each payment in its own table (sandbox_payments) and has a payment page of
// its own (app/(plain)/payment-sandbox/[id]). It follows RBS's rules: register → 0; the page's
// 'Оплатить' holds (1) and 'Отказаться' declines (6), as does the expiry; deposit ≤ the hold → 2;
// reverse of a hold → 3; refunds up to the deposited amount → 4. Each change the shopper makes is
// reported by a callback signed exactly as the bank signs one, so the callback route serves both.
import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import { clock } from '../../lib/clock';
import { callbackEvent, callbackParams } from './checksum';
import { PaymentError } from './errors';
import type { GatewayStatus, PaymentGateway, RegisterRequest } from './types';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** What happened on the sandbox's side, as the bank's callback names it. */
export type SandboxChange = { payment: SandboxPayment; operation: 'approved' | 'declined' | 'declinedByTimeout' | 'deposited' };

export type SandboxGateway = PaymentGateway & {
  kind: 'sandbox';
  /** The payment as the page shows it (a due expiry applied first), or null for an unknown id. */
  find: (db: Db, id: string) => Promise<{ payment: SandboxPayment; change: SandboxChange | null } | null>;
  /** 'Оплатить': holds the amount; past the expiry, declines instead. */
  pay: (db: Db, id: string) => Promise<SandboxChange | null>;
  /** 'Отказаться': declines the payment. */
  decline: (db: Db, id: string) => Promise<SandboxChange | null>;
  /** Declines every unpaid payment whose time is up. */
  expireDue: (db: Db) => Promise<SandboxChange[]>;
  /** The signed callback parameters the bank would send for `change`. */
  callbackFor: (change: SandboxChange) => Record<string, string>;
};

type Options = {
  /** HMAC key of the sandbox's callbacks */
  secret: string | Uint8Array;
  /** the payment page's address for a gateway order id (the storefront's /payment-sandbox/{id}) */
  pageUrl: (id: string) => string;
  now?: () => Date;
};

// An id the page's address carries: RBS's mdOrder is a UUID, so is ours (122 random bits).
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isSandboxId = (id: string) => ID_PATTERN.test(id);

const MAX_AMOUNT = 1_000_000_000_00; // a billion roubles: more is a bug, not an order

function checkAmount(amount: number, what: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw new PaymentError('bad-amount', `${what}: сумма должна быть целым положительным числом копеек.`);
  }
}

/** RBS's returnUrl/failUrl get `orderId={mdOrder}` appended; so do ours. */
export function withOrderId(url: string, id: string): string {
  try {
    const u = new URL(url);
    u.searchParams.set('orderId', id);
    return u.toString();
  } catch {
    return `${url}${url.includes('?') ? '&' : '?'}orderId=${encodeURIComponent(id)}`;
  }
}

export function sandboxGateway({ secret, pageUrl, now = () => clock.now() }: Options): SandboxGateway {
  /** Locks the payment's row for the rest of `tx`, or throws not-found. */
  async function locked(tx: DbOrTx, id: string): Promise<SandboxPayment> {
    if (!isSandboxId(id)) throw new PaymentError('not-found', 'Платёж не найден.');
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
    if (!row) throw new PaymentError('not-found', 'Платёж не найден.');
    return row;
  }

  async function setStatus(tx: DbOrTx, id: string, values: Partial<SandboxPayment>): Promise<SandboxPayment> {
    const [row] = await tx.update(sandboxPayments).set({ ...values, updatedAt: now() }).where(eq(sandboxPayments.id, id)).returning();
    return row;
  }

  const due = (p: SandboxPayment) => p.status === 0 && p.expiresAt.getTime() <= now().getTime();

  /** Moves an unpaid payment to 6 (declined); `operation` names why, as the bank's callback would. */
  async function declineUnpaid(tx: DbOrTx, p: SandboxPayment, operation: SandboxChange['operation']): Promise<SandboxChange | null> {
    if (p.status !== 0) return null;
    return { payment: await setStatus(tx, p.id, { status: 6 }), operation };
  }

  const gateway: SandboxGateway = {
    kind: 'sandbox',

    async register(db, request: RegisterRequest) {
      checkAmount(request.amount, 'Регистрация платежа');
      if (!Number.isSafeInteger(request.orderId) || request.orderId <= 0) {
        throw new PaymentError('bad-amount', 'Регистрация платежа: неверный номер заказа.');
      }
      const id = randomUUID();
      await db.insert(sandboxPayments).values({
        id,
        orderId: request.orderId,
        amount: request.amount,
        description: request.description.slice(0, 500),
        returnUrl: request.returnUrl,
        failUrl: request.failUrl,
        expiresAt: request.expiresAt,
      });
      return { gatewayOrderId: id, formUrl: pageUrl(id) };
    },

    async deposit(db, id, amount) {
      await db.transaction(async (tx) => {
        const p = await locked(tx, id);
        if (p.status !== 1) throw new PaymentError('wrong-state', 'Списать можно только удержанную сумму.');
        checkAmount(amount, 'Списание');
        if (amount > p.amount) throw new PaymentError('bad-amount', 'Списание больше удержанной суммы.');
        await setStatus(tx, id, { status: 2, depositedAmount: amount });
      });
    },

    async reverse(db, id) {
      await db.transaction(async (tx) => {
        const p = await locked(tx, id);
        if (p.status !== 1) throw new PaymentError('wrong-state', 'Отменить можно только удержание, которое ещё не списано.');
        await setStatus(tx, id, { status: 3 });
      });
    },

    async refund(db, id, amount) {
      await db.transaction(async (tx) => {
        const p = await locked(tx, id);
        if (p.status !== 2 && p.status !== 4) throw new PaymentError('wrong-state', 'Вернуть можно только списанную сумму.');
        checkAmount(amount, 'Возврат');
        if (p.refundedAmount + amount > p.depositedAmount) throw new PaymentError('bad-amount', 'Возврат больше списанной суммы.');
        await setStatus(tx, id, { status: 4, refundedAmount: p.refundedAmount + amount });
      });
    },

    async status(db, id) {
      const found = await gateway.find(db, id);
      if (!found) throw new PaymentError('not-found', 'Платёж не найден.');
      const p = found.payment;
      return {
        status: p.status as GatewayStatus, amount: p.amount,
        approvedAmount: p.status === 0 || p.status === 6 ? 0 : p.amount, depositedAmount: p.depositedAmount, refundedAmount: p.refundedAmount,
      };
    },

    verifyCallback: (params) => callbackEvent(params, secret),

    async find(db, id) {
      if (!isSandboxId(id)) return null;
      return db.transaction(async (tx) => {
        const [p] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('update');
        if (!p) return null;
        const change = due(p) ? await declineUnpaid(tx, p, 'declinedByTimeout') : null;
        return { payment: change?.payment ?? p, change };
      });
    },

    async pay(db, id) {
      return db.transaction(async (tx) => {
        const p = await locked(tx, id);
        if (due(p)) return declineUnpaid(tx, p, 'declinedByTimeout');
        if (p.status === 1) return null; // a second click: already held
        if (p.status !== 0) throw new PaymentError('wrong-state', 'Этот платёж уже не ждёт оплаты.');
        return { payment: await setStatus(tx, id, { status: 1 }), operation: 'approved' as const };
      });
    },

    async decline(db, id) {
      return db.transaction(async (tx) => {
        const p = await locked(tx, id);
        if (p.status === 6) return null; // a second click: already declined
        if (p.status !== 0) throw new PaymentError('wrong-state', 'Этот платёж уже не ждёт оплаты.');
        return declineUnpaid(tx, p, due(p) ? 'declinedByTimeout' : 'declined');
      });
    },

    async expireDue(db) {
      const rows = await db.select({ id: sandboxPayments.id }).from(sandboxPayments)
        .where(and(eq(sandboxPayments.status, 0), lte(sandboxPayments.expiresAt, now())));
      const changes: SandboxChange[] = [];
      for (const { id } of rows) {
        const found = await gateway.find(db, id);
        if (found?.change) changes.push(found.change);
      }
      return changes;
    },

    callbackFor: ({ payment, operation }) =>
      callbackParams({ gatewayOrderId: payment.id, orderId: payment.orderId, operation, ok: true }, secret),
  };
  return gateway;
}
