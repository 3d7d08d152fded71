// The order's life (checkout-account-admin spec §4 "Order statuses", "Payment statuses",
// "Cancellation availability"): every status by name and one table of the moves between them.
// Order creation, the payment events, the expiry sweep, cancellation, the admin actions and the
// readers of orders all ask this module; no other file compares an order status with a number.
// Pure: the storefront shows the same words and offers the same actions as the API enforces.
import { ORDER_STATUS, PAYMENT_STATUS } from '../contract/limits';
import { PAYMENT_TYPE } from './shop-terms';

// The numbers are the wire format (spec §4), so they live in contract/limits.ts, which the
// contract's schemas read too; everything else about a status is here.
export { ORDER_STATUS, PAYMENT_STATUS };
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export type OrderStatusName = keyof typeof ORDER_STATUS;

export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  7: 'Ожидает оплаты', 0: 'Новый', 1: 'Открыт', 8: 'Собирается', 5: 'Собран', 6: 'Оплачен', 2: 'Передан в доставку', 3: 'Закрыт', 4: 'Аннулирован',
};

/** The admin list's status filter, in the spec's order; "not annulled" is the default (no value). */
export const ADMIN_FILTER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.awaitingPayment, ORDER_STATUS.new, ORDER_STATUS.open, ORDER_STATUS.assembling, ORDER_STATUS.assembled,
  ORDER_STATUS.inDelivery, ORDER_STATUS.closed, ORDER_STATUS.annulled,
];

export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const PAYMENT_STATUS_NAMES: Readonly<Record<PaymentStatus, string>> = {
  0: 'Не оплачен', 1: 'Сумма заблокирована', 2: 'Оплачен', 3: 'Блокировка снята', 4: 'Возврат', 5: 'Проверка банком', 6: 'Отказ в оплате',
};

/** Who or what moves an order: the rows of the table below are keyed by it. */
export type Cause =
  | 'placed' // the order is created (from: null)
  | 'paymentHeld' // the gateway holds the amount
  | 'paymentFailed' // the gateway refuses, or the payment's time runs out
  | 'admin' // an administrator's forward action in the order card
  | 'assembly' // the order-assembly service reports (event 6: paid)
  | 'partner' // a partner platform reports on its own order (inbound webhook: closed, cancelled)
  | 'cancel'; // an administrator annuls with a reason

export type OrderType = 'delivery' | 'pickup';
/** Where an order came from: the storefront, or one of the two partner platforms (spec §1, §6). */
export type OrderSource = 'site' | 'aggregator' | 'partner';

export type OrderFacts = {
  status: OrderStatus;
  type: OrderType;
  source: OrderSource;
  /** payment type 1 (online card) */
  online: boolean;
};

type Row = {
  from: OrderStatus | null;
  to: OrderStatus;
  cause: Cause;
  /** only for these order types (all when absent) */
  types?: readonly OrderType[];
  /** only for these sources (all when absent) */
  sources?: readonly OrderSource[];
  /** only for online-paid orders (true), or only for the others (false) */
  online?: boolean;
};

const S = ORDER_STATUS;
const ALL_SOURCES: readonly OrderSource[] = ['site', 'aggregator', 'partner'];

/**
 * Every move an order can make. Read a row as "from → to, by cause, when". Forward actions are the
 * spec's links: new → open → collecting → assembled → in delivery (delivery) or closed (pickup);
 * in delivery → closed except for partner-sourced orders (the partner closes them, by its webhook).
 */
export const TRANSITIONS: readonly Row[] = [
  // placement: an online-paid order waits for its payment, the others start new
  { from: null, to: S.awaitingPayment, cause: 'placed', online: true },
  { from: null, to: S.new, cause: 'placed', online: false },
  // the online payment
  { from: S.awaitingPayment, to: S.new, cause: 'paymentHeld' },
  { from: S.awaitingPayment, to: S.annulled, cause: 'paymentFailed' },
  // the administrator's forward actions
  { from: S.new, to: S.open, cause: 'admin' },
  { from: S.open, to: S.assembling, cause: 'admin' },
  { from: S.assembling, to: S.assembled, cause: 'admin' },
  { from: S.assembled, to: S.inDelivery, cause: 'admin', types: ['delivery'] },
  { from: S.assembled, to: S.closed, cause: 'admin', types: ['pickup'] },
  { from: S.paid, to: S.inDelivery, cause: 'admin', types: ['delivery'] },
  { from: S.paid, to: S.closed, cause: 'admin', types: ['pickup'] },
  { from: S.inDelivery, to: S.closed, cause: 'admin', sources: ['site', 'aggregator'] },
  // the order-assembly service's "paid" (event 6) for an assembled order
  { from: S.assembled, to: S.paid, cause: 'assembly' },
  // the food-delivery partner's courier delivered its order; either platform cancels its order until it closes
  { from: S.inDelivery, to: S.closed, cause: 'partner', sources: ['partner'] },
  ...([S.new, S.open, S.assembling, S.assembled, S.paid, S.inDelivery] as const).map(
    (from): Row => ({ from, to: S.annulled, cause: 'partner', sources: ['aggregator', 'partner'] }),
  ),
  // annulment: any order not yet closed; a closed online-paid order too (its payment is refunded)
  ...([S.new, S.open, S.assembling, S.assembled, S.paid, S.inDelivery] as const).map(
    (from): Row => ({ from, to: S.annulled, cause: 'cancel', sources: ALL_SOURCES }),
  ),
  { from: S.awaitingPayment, to: S.annulled, cause: 'cancel' },
  { from: S.closed, to: S.annulled, cause: 'cancel', online: true },
];

function matches(row: Row, order: Omit<OrderFacts, 'status'>): boolean {
  return (!row.types || row.types.includes(order.type))
    && (!row.sources || row.sources.includes(order.source))
    && (row.online === undefined || row.online === order.online);
}

/** The status a new order starts in. */
export function initialStatus(order: Omit<OrderFacts, 'status'>): OrderStatus {
  const row = TRANSITIONS.find((r) => r.from === null && r.cause === 'placed' && matches(r, order));
  if (!row) throw new Error('no initial status for this order');
  return row.to;
}

/** Whether `cause` may move `order` to `to`. */
export function canMove(order: OrderFacts, to: OrderStatus, cause: Cause): boolean {
  return TRANSITIONS.some((r) => r.from === order.status && r.to === to && r.cause === cause && matches(r, order));
}

/** The statuses `cause` may move `order` to, in the table's order. */
export function nextStatuses(order: OrderFacts, cause: Cause): OrderStatus[] {
  return TRANSITIONS.filter((r) => r.from === order.status && r.cause === cause && matches(r, order)).map((r) => r.to);
}

/** An annulled order is out of every count of live orders (a customer's earlier orders, the default list). */
export const isAnnulled = (status: number): boolean => status === S.annulled;
/** The order waits for its online payment: the pay link and the countdown are shown, the sweep may expire it. */
export const isAwaitingPayment = (status: number): boolean => status === S.awaitingPayment;
/** A final status: nothing moves the order on but an annulment with a refund. */
export const isFinal = (status: number): boolean => status === S.closed || status === S.annulled;
/**
 * The statuses whose goods count as the customer's purchases (/favorites/purchased): a closed order
 * only, as an order still under way may lose lines or be annulled.
 */
export const PURCHASE_STATUSES: readonly OrderStatus[] = [S.closed];

export const isOrderStatus = (n: number): n is OrderStatus => Object.prototype.hasOwnProperty.call(ORDER_STATUS_NAMES, n);
export const statusName = (status: number): string => (isOrderStatus(status) ? ORDER_STATUS_NAMES[status] : String(status));
/**
 * The status's key in ORDER_STATUS ('annulled', 'closed'…): what markup carries for styles to
 * select on (`data-status='annulled'`), so no stylesheet spells a status number.
 */
export const statusKey = (status: number): OrderStatusName | undefined =>
  (Object.keys(ORDER_STATUS) as OrderStatusName[]).find((key) => ORDER_STATUS[key] === status);

/** Statuses after the assembly: the assembled quantities mean something only from here on. */
const ASSEMBLED: readonly number[] = [S.assembled, S.paid, S.inDelivery, S.closed];
export const isAssembled = (status: number): boolean => ASSEMBLED.includes(status);

/** An order row's facts as the table reads them (its source is stored as text). */
export function orderFacts(o: { status: number; type: OrderType; source: string; cashType: number }): OrderFacts {
  const source: OrderSource = o.source === 'aggregator' || o.source === 'partner' ? o.source : 'site';
  return { status: o.status as OrderStatus, type: o.type, source, online: o.cashType === PAYMENT_TYPE.online };
}

/**
 * The bank holds or has captured the money: nothing may then annul the order as unpaid or write the
 * payment down as declined (a capture that arrived before its hold, a late refusal, the expiry sweep).
 */
export const isPaymentSecured = (paymentStatus: number | null): boolean =>
  paymentStatus === PAYMENT_STATUS.held || paymentStatus === PAYMENT_STATUS.deposited;

/**
 * The order still waits for an online payment whose time ran out, and the bank holds nothing: the
 * expiry sweep annuls it, and until it has, readers show it as annulled (a GET never writes).
 */
export function isPaymentOverdue(
  o: { status: number; paymentStatus: number | null; paymentExpiresAt: Date | null }, now: Date,
): boolean {
  return isAwaitingPayment(o.status) && !isPaymentSecured(o.paymentStatus)
    && o.paymentExpiresAt !== null && o.paymentExpiresAt.getTime() <= now.getTime();
}

/** What the shopper is told of an order on its success stage (/basket?order={id}). */
export type ShopperOutcome = 'placed' | 'awaitingPayment' | 'paid' | 'cancelled';

/**
 * The order's real state for the shopper who placed it: annulled (a declined or expired online
 * payment among the reasons), still waiting for its online payment, paid (the bank holds or has
 * taken the money), or placed. Read from the order as GET /api/orders/{id} answers it, which shows
 * an overdue payment as annulled already.
 */
export function shopperOutcome(o: { status: number; payment: { status: number } | null }): ShopperOutcome {
  if (isAnnulled(o.status)) return 'cancelled';
  if (isAwaitingPayment(o.status)) return 'awaitingPayment';
  return o.payment && isPaymentSecured(o.payment.status) ? 'paid' : 'placed';
}
