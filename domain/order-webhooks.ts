// What the outside services are told about an order, and when a failed delivery is tried again
// (checkout-account-admin spec §4: the order-assembly service's events 1 and 5; the partner
// platforms hear every status change and annulment of their orders). Pure: the API's outbox writes
// by these rules, and the back office shows the same retry times.
import { EXTERNAL_REASONS } from './order-admin';
import { ORDER_STATUS, type OrderSource } from './order-status';

/** The order-assembly service's event numbers (spec §4). */
export const ASSEMBLY_EVENT = { acceptedIntoWork: 1, readyForDelivery: 5, paid: 6 } as const;

/** The assembly event an order's move to `to` sends, or null: it hears of the order twice, when taken into work and when ready. */
export function assemblyEventFor(to: number): 1 | 5 | null {
  if (to === ORDER_STATUS.open) return ASSEMBLY_EVENT.acceptedIntoWork;
  if (to === ORDER_STATUS.assembled) return ASSEMBLY_EVENT.readyForDelivery;
  return null;
}

export type PartnerSource = Exclude<OrderSource, 'site'>;
export const isPartnerSource = (s: string): s is PartnerSource => s === 'aggregator' || s === 'partner';

/** The payment type each partner's orders carry (shop-terms PAYMENT_TYPE 4 and 5): paid on the partner's side. */
export const PARTNER_PAYMENT_TYPE: Readonly<Record<PartnerSource, 4 | 5>> = { aggregator: 4, partner: 5 };

/** Payment types only a partner's order may carry: the storefront's checkout refuses them. */
export const isPartnerPaymentType = (cashType: number): boolean => cashType === 4 || cashType === 5;

/**
 * The code a partner is sent with an annulment: the reason from its own list (domain/order-admin.ts
 * EXTERNAL_REASONS), or 'integration' when the order was annulled for a reason not on it (the
 * payment's failure, a site-side cancel), so the partner always gets a code it knows.
 */
export function partnerReasonCode(source: PartnerSource, reasonCode: string | null | undefined): string {
  return EXTERNAL_REASONS[source].some((r) => r.code === reasonCode) ? reasonCode! : 'integration';
}

// ---- retries ---------------------------------------------------------------------------------

export type RetrySchedule = {
  /** the wait after the first failed attempt */
  firstDelayMs: number;
  /** each further failure waits this many times longer */
  factor: number;
  /** no wait is longer than this */
  maxDelayMs: number;
  /** after this many failed attempts the delivery is dead (a site admin may send it again) */
  maxAttempts: number;
};

/** 30 s, 1, 2, 4, 8 … minutes, at most an hour apart; dead after 10 tries (about 4½ hours). */
export const DEFAULT_RETRY: RetrySchedule = { firstDelayMs: 30_000, factor: 2, maxDelayMs: 3_600_000, maxAttempts: 10 };

/** The wait before the next try after `attempts` failed ones (1 = the first failed). */
export function retryDelayMs(attempts: number, s: RetrySchedule = DEFAULT_RETRY): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(s.maxDelayMs, s.firstDelayMs * s.factor ** (n - 1));
}

/** What a failed try leaves: dead after maxAttempts, else due again after the schedule's wait. */
export function afterFailure(attempts: number, now: Date, s: RetrySchedule = DEFAULT_RETRY): { dead: true } | { dead: false; nextAttemptAt: Date } {
  if (attempts >= s.maxAttempts) return { dead: true };
  return { dead: false, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, s)) };
}
