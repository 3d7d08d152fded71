import { ADMIN_RULES, CANCEL_ROLES, EXTERNAL_REASONS, mayDo } from './order-admin';
import { ORDER_STATUS as S, canMove } from './order-status';
import {
  DEFAULT_RETRY, afterFailure, assemblyEventFor, isPartnerPaymentType, partnerReasonCode, retryDelayMs,
} from './order-webhooks';

describe('retry schedule', () => {
  it('doubles from 30 s and stops growing at an hour', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
    expect(retryDelayMs(0)).toBe(30_000);
  });
  it('a configured schedule is followed', () => {
    expect(retryDelayMs(3, { firstDelayMs: 100, factor: 3, maxDelayMs: 10_000, maxAttempts: 4 })).toBe(900);
  });
  it('a delivery is dead after maxAttempts failures, and due again after the wait before that', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(afterFailure(1, now)).toEqual({ dead: false, nextAttemptAt: new Date('2026-11-25T10:00:30Z') });
    expect(afterFailure(DEFAULT_RETRY.maxAttempts - 1, now).dead).toBe(false);
    expect(afterFailure(DEFAULT_RETRY.maxAttempts, now)).toEqual({ dead: true });
    expect(afterFailure(2, now, { ...DEFAULT_RETRY, maxAttempts: 2 })).toEqual({ dead: true });
  });
});

describe('what goes out', () => {
  it('the assembly service hears 1 when an order is taken into work and 5 when it is assembled', () => {
    expect(assemblyEventFor(S.open)).toBe(1);
    expect(assemblyEventFor(S.assembled)).toBe(5);
    for (const s of [S.new, S.assembling, S.paid, S.inDelivery, S.closed, S.annulled]) expect(assemblyEventFor(s)).toBeNull();
  });
  it('a partner gets a reason code from its own list, else integration', () => {
    expect(partnerReasonCode('partner', 'tooMany')).toBe('tooMany');
    expect(partnerReasonCode('aggregator', 'tooMany')).toBe('integration');
    expect(partnerReasonCode('aggregator', null)).toBe('integration');
    expect(EXTERNAL_REASONS.aggregator.map((r) => r.code)).toContain('clientUnreachable');
  });
  it('payment types 4 and 5 are the partners’ own', () => {
    expect([1, 2, 3, 4, 5].map(isPartnerPaymentType)).toEqual([false, false, false, true, true]);
  });
});

describe('partner rules', () => {
  const facts = (source: 'site' | 'aggregator' | 'partner', status: 0 | 1 | 2 | 3 | 5 | 8 = S.inDelivery) =>
    ({ status, type: 'delivery' as const, source, online: false });
  it('a partner order in delivery is not closed here: the partner closes it', () => {
    expect(canMove(facts('partner'), S.closed, 'admin')).toBe(false);
    expect(canMove(facts('site'), S.closed, 'admin')).toBe(true);
  });
  it('only a site admin annuls an external order', () => {
    expect(CANCEL_ROLES.partner).toEqual(['siteAdmin']);
    expect(mayDo('shopAdmin', 'cancel', facts('aggregator', S.new))).toBe(false);
    expect(mayDo('siteAdmin', 'cancel', facts('aggregator', S.new))).toBe(true);
  });
  it('a partner’s goods are not added to here', () => {
    expect(ADMIN_RULES.addLines.sources).toEqual(['site']);
  });
});
