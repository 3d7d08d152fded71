// What every admin action on one order shares: who the admin is to the order (a shop admin of its
// shop, a site admin, or nobody: 404), the order row locked FOR UPDATE for the rest of the
// transaction, the check against domain/order-admin.ts's table, and the trail each change leaves
// (a log entry with the author and the fields before and after, and an order event) in the same
// transaction, so a refused or failed change leaves neither.
import { eq } from 'drizzle-orm';
import { toKopecks } from '../../../../domain/money';
import { mayDo, type AdminAction, type AdminRole } from '../../../../domain/order-admin';
import { statusName, type OrderFacts, type OrderSource, type OrderStatus } from '../../../../domain/order-status';
import { PAYMENT_TYPE } from '../../../../domain/shop-terms';
import { PaymentError } from '../../../adapters/payment';
import type { Db, Tx } from '../../../db/client';
import { orderLog, orders, type OrderEventType } from '../../../db/schema';
import { appendOrderEvent } from '../events';
import { clock } from '../../../lib/clock';
import { HttpError, notFound, type Violation } from '../../../lib/http';
import type { KeyClaim } from '../../../context';
import { recordOrderAudit, type OrderAuditVerb } from '../../audit';
import { adminShopIds, type CustomerRow } from '../../customers';

export type OrderRow = typeof orders.$inferSelect;
export type Admin = { id: number; isSiteAdmin: boolean; shops: ReadonlySet<number> };
export type Locked = { order: OrderRow; role: AdminRole; facts: OrderFacts };
/** The request's Idempotency-Key: its value names the bank operation it asks for; the claim commits a change without one. */
export type RequestKey = { value: string | null; claim?: KeyClaim };

export async function asAdmin(db: Db, customer: CustomerRow): Promise<Admin> {
  return { id: customer.id, isSiteAdmin: customer.isSiteAdmin, shops: new Set(await adminShopIds(db, customer)) };
}

/** The admin's role for an order of `shopId`, or null: the order does not exist for them. */
export const roleFor = (admin: Admin, shopId: number): AdminRole | null =>
  admin.isSiteAdmin ? 'siteAdmin' : admin.shops.has(shopId) ? 'shopAdmin' : null;

export const factsOf = (o: OrderRow): OrderFacts => ({
  status: o.status as OrderStatus, type: o.type, source: o.source as OrderSource, online: o.cashType === PAYMENT_TYPE.online,
});

export const NOT_FOUND = 'Заказ не найден.';

/** Locks order `orderId` for the transaction and says who the admin is to it; 404 when nobody. */
export async function lockOrder(tx: Tx, admin: Admin, orderId: number): Promise<Locked> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  const role = order ? roleFor(admin, order.shopId) : null;
  if (!order || !role) throw notFound(NOT_FOUND);
  return { order, role, facts: factsOf(order) };
}

export const conflict = (description: string, violations?: Violation[]) => new HttpError(409, 'Conflict', description, violations);
export const forbidden = (description: string) => new HttpError(403, 'Forbidden', description);
export const unprocessable = (violations: Violation[]) =>
  new HttpError(422, 'Unprocessable Entity', violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);

const ACTION_NAMES: Record<AdminAction, string> = {
  setStatus: 'сменить статус', cancel: 'аннулировать заказ', editLines: 'изменить товары', addLines: 'добавить товары',
  editPrice: 'изменить цены и суммы', mark: 'указать коды маркировки', changeShop: 'сменить магазин',
  changeType: 'сменить способ получения', refund: 'вернуть деньги', changeCard: 'изменить карту', checkPayment: 'проверить оплату',
};

/**
 * Throws unless `action` is allowed: 403 when the admin's role never may (another role could), 409
 * when the order's status, source or payment does not allow it now.
 */
export function requireAction({ role, facts }: Locked, action: AdminAction): void {
  if (mayDo(role, action, facts)) return;
  const other: AdminRole = role === 'siteAdmin' ? 'shopAdmin' : 'siteAdmin';
  if (role === 'shopAdmin' && mayDo(other, action, facts)) {
    throw forbidden(`Только администратор сайта может ${ACTION_NAMES[action]}.`);
  }
  throw conflict(`Нельзя ${ACTION_NAMES[action]}: заказ в статусе «${statusName(facts.status)}».`);
}

export type Trail = {
  orderId: number;
  actorId: number;
  status: number;
  typeName: string;
  changes: Record<string, [unknown, unknown]> | null;
  event: { type: OrderEventType; payload?: Record<string, unknown> };
  /** the audit row's verb (kind `order.<verb>`): status, card, edit, marking, params */
  verb: OrderAuditVerb;
};

/** The log entry, the order event and the audit row of one change, in the change's transaction. */
export async function record(tx: Tx, t: Trail): Promise<void> {
  const now = clock.now();
  await tx.insert(orderLog).values({ orderId: t.orderId, date: now, status: t.status, typeName: t.typeName, customerId: t.actorId, changes: t.changes });
  await appendOrderEvent(tx, t.orderId, t.event.type, { by: t.actorId, ...t.event.payload }, now);
  await recordOrderAudit(tx, t.actorId, t.orderId, t.verb, t.changes);
}

/** A gateway failure as the admin reads it: 409 when the payment's state forbids it, else 503. Never a 500. */
export function gatewayError(err: unknown): never {
  if (err instanceof PaymentError) {
    if (err.kind === 'wrong-state' || err.kind === 'bad-amount' || err.kind === 'not-found') {
      throw conflict(`Платёжный шлюз отказал: ${err.message}`);
    }
    // a refusal is the bank's answer: retrying will not change it
    if (err.kind === 'refused') throw conflict(`Банк отказал: ${err.message}`);
    throw new HttpError(503, 'Service Unavailable', `Платёжный шлюз недоступен: ${err.message} Повторите позже.`);
  }
  throw err;
}

/** The bank's amounts are whole kopecks: the one money rounding (domain/money.ts). */
export const kopecks = toKopecks;
