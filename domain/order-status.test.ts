import { AdminOrderQuery, AdminOrderStatusRequest } from '../contract/admin-orders';
import {
  ORDER_STATUS as S, PAYMENT_STATUS, canMove, initialStatus, isAnnulled, isAssembled, isAwaitingPayment, isPaymentOverdue, isPaymentSecured,
  nextStatuses, ORDER_STATUS, orderFacts, shopperOutcome, statusKey, statusName, type OrderFacts, type OrderSource, type OrderType,
} from './order-status';

const order = (status: OrderFacts['status'], o: Partial<OrderFacts> = {}): OrderFacts =>
  ({ status, type: 'delivery', source: 'site', online: false, ...o });

/** Follows the administrator's forward actions from `status` while exactly one is offered. */
function forwardPath(facts: Omit<OrderFacts, 'status'>): number[] {
  const path: number[] = [S.new];
  for (;;) {
    const next = nextStatuses({ ...facts, status: path.at(-1) as OrderFacts['status'] }, 'admin');
    if (next.length === 0) return path;
    expect(next).toHaveLength(1);
    path.push(next[0]);
  }
}

describe('the order status table', () => {
  it('starts an online-paid order awaiting payment and every other order new', () => {
    for (const source of ['site', 'aggregator', 'partner'] as OrderSource[]) {
      for (const type of ['delivery', 'pickup'] as OrderType[]) {
        expect(initialStatus({ type, source, online: true })).toBe(S.awaitingPayment);
        expect(initialStatus({ type, source, online: false })).toBe(S.new);
      }
    }
  });

  it.each([
    ['delivery', 'site', [0, 1, 8, 5, 2, 3]],
    ['delivery', 'aggregator', [0, 1, 8, 5, 2, 3]],
    // the partner closes its delivered orders itself
    ['delivery', 'partner', [0, 1, 8, 5, 2]],
    ['pickup', 'site', [0, 1, 8, 5, 3]],
    ['pickup', 'aggregator', [0, 1, 8, 5, 3]],
    ['pickup', 'partner', [0, 1, 8, 5, 3]],
  ] as const)('walks a %s order from %s forward: %j', (type, source, path) => {
    expect(forwardPath({ type, source, online: false })).toEqual(path);
  });

  it('moves an awaiting order to new when the payment is held, and annuls it when the payment fails', () => {
    const waiting = order(S.awaitingPayment, { online: true });
    expect(nextStatuses(waiting, 'paymentHeld')).toEqual([S.new]);
    expect(nextStatuses(waiting, 'paymentFailed')).toEqual([S.annulled]);
    expect(nextStatuses(waiting, 'admin')).toEqual([]);
  });

  it('lets the assembly service mark an assembled order paid, then the administrator send it on', () => {
    expect(canMove(order(S.assembled), S.paid, 'assembly')).toBe(true);
    expect(nextStatuses(order(S.paid), 'admin')).toEqual([S.inDelivery]);
    expect(nextStatuses(order(S.paid, { type: 'pickup' }), 'admin')).toEqual([S.closed]);
  });

  it('refuses what the table does not list', () => {
    // a payment event cannot move an order already under way or annulled
    expect(canMove(order(S.new, { online: true }), S.new, 'paymentHeld')).toBe(false);
    expect(canMove(order(S.annulled, { online: true }), S.new, 'paymentHeld')).toBe(false);
    expect(canMove(order(S.new, { online: true }), S.annulled, 'paymentFailed')).toBe(false);
    // no skipping and no going back
    expect(canMove(order(S.new), S.assembled, 'admin')).toBe(false);
    expect(canMove(order(S.assembling), S.open, 'admin')).toBe(false);
    expect(canMove(order(S.assembled, { type: 'pickup' }), S.inDelivery, 'admin')).toBe(false);
    expect(canMove(order(S.assembled), S.closed, 'admin')).toBe(false);
    expect(canMove(order(S.inDelivery, { source: 'partner' }), S.closed, 'admin')).toBe(false);
    // an annulled order stays annulled; a closed one is annulled only to refund an online payment
    expect(nextStatuses(order(S.annulled), 'cancel')).toEqual([]);
    expect(canMove(order(S.closed), S.annulled, 'cancel')).toBe(false);
    expect(canMove(order(S.closed, { online: true }), S.annulled, 'cancel')).toBe(true);
    // nothing is placed twice
    expect(canMove(order(S.new), S.new, 'placed')).toBe(false);
  });

  it('lets the food-delivery partner close its order in delivery, and either platform cancel its order until it closes', () => {
    expect(canMove(order(S.inDelivery, { source: 'partner' }), S.closed, 'partner')).toBe(true);
    expect(canMove(order(S.inDelivery, { source: 'aggregator' }), S.closed, 'partner')).toBe(false);
    expect(canMove(order(S.assembled, { source: 'partner' }), S.closed, 'partner')).toBe(false);
    for (const source of ['aggregator', 'partner'] as const) {
      expect(canMove(order(S.open, { source }), S.annulled, 'partner')).toBe(true);
      expect(canMove(order(S.closed, { source }), S.annulled, 'partner')).toBe(false);
    }
    expect(canMove(order(S.open), S.annulled, 'partner')).toBe(false);
  });

  it('lets an administrator annul any order not yet closed', () => {
    for (const status of [S.awaitingPayment, S.new, S.open, S.assembling, S.assembled, S.paid, S.inDelivery]) {
      expect(canMove(order(status, { online: status === S.awaitingPayment }), S.annulled, 'cancel')).toBe(true);
    }
  });
});

describe('reading an order', () => {
  const now = new Date('2026-11-23T08:00:00Z');
  const before = new Date('2026-11-23T07:59:59Z');

  it('names statuses, and says which are annulled or awaiting payment', () => {
    expect(statusName(S.awaitingPayment)).toBe('Ожидает оплаты');
    expect(statusName(S.annulled)).toBe('Аннулирован');
    expect(statusName(99)).toBe('99');
    expect(isAnnulled(4)).toBe(true);
    expect(isAwaitingPayment(7)).toBe(true);
    expect(isAwaitingPayment(0)).toBe(false);
  });

  it('reads an order row\'s facts: payment type 1 is online, an unknown source is the site', () => {
    expect(orderFacts({ status: 7, type: 'pickup', source: 'partner', cashType: 1 })).toEqual({ status: 7, type: 'pickup', source: 'partner', online: true });
    expect(orderFacts({ status: 0, type: 'delivery', source: 'whatever', cashType: 3 })).toEqual({ status: 0, type: 'delivery', source: 'site', online: false });
  });

  it('calls a payment overdue only while the order waits, its time is up and the bank holds nothing', () => {
    const waiting = { status: S.awaitingPayment, paymentStatus: PAYMENT_STATUS.registered, paymentExpiresAt: now };
    expect(isPaymentOverdue(waiting, now)).toBe(true);
    expect(isPaymentOverdue(waiting, before)).toBe(false);
    expect(isPaymentOverdue({ ...waiting, paymentStatus: PAYMENT_STATUS.deposited }, now)).toBe(false);
    expect(isPaymentOverdue({ ...waiting, paymentStatus: PAYMENT_STATUS.held }, now)).toBe(false);
    expect(isPaymentOverdue({ ...waiting, status: S.new }, now)).toBe(false);
    expect(isPaymentOverdue({ ...waiting, paymentExpiresAt: null }, now)).toBe(false);
    expect(isPaymentSecured(PAYMENT_STATUS.declined)).toBe(false);
  });
});

describe('shopperOutcome', () => {
  it('tells a cancelled, an awaiting, a paid and a placed order apart', () => {
    expect(shopperOutcome({ status: ORDER_STATUS.annulled, payment: { status: PAYMENT_STATUS.declined } })).toBe('cancelled');
    expect(shopperOutcome({ status: ORDER_STATUS.annulled, payment: null })).toBe('cancelled');
    expect(shopperOutcome({ status: ORDER_STATUS.awaitingPayment, payment: { status: PAYMENT_STATUS.registered } })).toBe('awaitingPayment');
    expect(shopperOutcome({ status: ORDER_STATUS.new, payment: { status: PAYMENT_STATUS.held } })).toBe('paid');
    expect(shopperOutcome({ status: ORDER_STATUS.closed, payment: { status: PAYMENT_STATUS.deposited } })).toBe('paid');
    expect(shopperOutcome({ status: ORDER_STATUS.new, payment: null })).toBe('placed');
    expect(shopperOutcome({ status: ORDER_STATUS.open, payment: { status: PAYMENT_STATUS.registered } })).toBe('placed');
  });
});

describe('the status numbers have one table', () => {
  it('names every status by its key for markup to carry, and nothing else', () => {
    for (const [key, status] of Object.entries(ORDER_STATUS)) expect(statusKey(status)).toBe(key);
    expect(statusKey(99)).toBeUndefined();
  });

  it('the contract takes every status of the table, in the body and the list filter, and refuses any other', () => {
    for (const status of Object.values(ORDER_STATUS)) {
      expect(AdminOrderStatusRequest.safeParse({ status }).success).toBe(true);
      expect(AdminOrderQuery.safeParse({ status: String(status) }).data?.status).toBe(status);
    }
    const highest = Math.max(...Object.values(ORDER_STATUS));
    for (const status of [highest + 1, -1, 1.5]) {
      expect(AdminOrderStatusRequest.safeParse({ status }).error?.issues[0].message).toBe('Неизвестный статус.');
      expect(AdminOrderQuery.safeParse({ status: String(status) }).error?.issues[0].message).toBe('Неизвестный статус.');
    }
    expect(AdminOrderStatusRequest.safeParse({}).error?.issues[0].message).toBe('Укажите статус.');
  });
});

describe('isAssembled', () => {
  it('holds from the assembly on, not before and not for an annulled order', () => {
    expect([ORDER_STATUS.awaitingPayment, ORDER_STATUS.new, ORDER_STATUS.open, ORDER_STATUS.assembling, ORDER_STATUS.annulled].map(isAssembled))
      .toEqual([false, false, false, false, false]);
    expect([ORDER_STATUS.assembled, ORDER_STATUS.paid, ORDER_STATUS.inDelivery, ORDER_STATUS.closed].map(isAssembled)).toEqual([true, true, true, true]);
  });
});
