import { accrual, bonusBase, bonusLabel, bonusPercent, cardAccess, reversal } from './loyalty';

const order = { goodsAmount: 1000, promotionDiscount: 100, promoCodeDiscount: 50 };

describe('bonuses of a closed order', () => {
  it('earn the level’s percent of the goods as paid (less both discounts; delivery earns nothing)', () => {
    expect(bonusBase(order)).toBe(850);
    expect(accrual(order, 1)).toBe(8.5);
    expect(accrual(order, 2)).toBe(25.5);
    expect(accrual(order, 3)).toBe(42.5);
  });

  it('round kopecks down and treat an unknown level as the first', () => {
    expect(accrual({ goodsAmount: 333.33, promotionDiscount: 0, promoCodeDiscount: 0 }, 2)).toBe(9.99);
    expect(accrual(order, 9)).toBe(8.5);
  });

  it('are none when the discounts cover the goods', () => {
    expect(accrual({ goodsAmount: 100, promotionDiscount: 80, promoCodeDiscount: 50 }, 3)).toBe(0);
  });
});

describe('bonuses taken back by a refund', () => {
  const base = { earned: 30, reversed: 0, paid: 1000, balance: 100 };

  it('take the refund’s share of what the order earned', () => {
    expect(reversal({ ...base, refund: 250 })).toBe(7.5);
  });

  it('take all that is left on a full refund, and never more than is left', () => {
    expect(reversal({ ...base, refund: 1000 })).toBe(30);
    expect(reversal({ ...base, reversed: 25, refund: 500 })).toBe(5);
    expect(reversal({ ...base, reversed: 30, refund: 100 })).toBe(0);
  });

  it('never take the balance below zero, and nothing for a zero refund', () => {
    expect(reversal({ ...base, balance: 4, refund: 500 })).toBe(4);
    expect(reversal({ ...base, refund: 0 })).toBe(0);
  });
});

describe('bonuses as the page writes them', () => {
  it('have two decimals and the Cyrillic unit Б, kept on the number’s line', () => {
    expect(bonusLabel(1234.5)).toMatch(/^1\s234,50\u00a0Б$/);
    expect(bonusLabel(0)).toBe('0,00\u00a0Б');
  });

  it('carry a sign when asked: plus for a credit, a true minus for a take-back (always)', () => {
    expect(bonusLabel(25.5, true)).toBe('+25,50\u00a0Б');
    expect(bonusLabel(-7.5, true)).toBe('\u22127,50\u00a0Б');
    expect(bonusLabel(-7.5)).toBe('\u22127,50\u00a0Б');
    expect(bonusLabel(0, true)).toBe('0,00\u00a0Б');
  });
});

it('gives each card level its bonus percent, an unknown level the first level’s', () => {
  expect([1, 2, 3, 7].map(bonusPercent)).toEqual([1, 3, 5, 1]);
});

describe('who sees loyalty data', () => {
  const holder = { card: '2000000000015', isCardConfirmed: true, isBlocked: false };
  it('is a customer with a confirmed card who is not blocked', () => {
    expect(cardAccess(holder)).toBe('open');
  });
  it('is not a blocked customer (whatever the card), a customer without a card, nor one whose card is unconfirmed', () => {
    expect(cardAccess({ ...holder, isBlocked: true })).toBe('blocked');
    expect(cardAccess({ card: null, isCardConfirmed: false, isBlocked: true })).toBe('blocked');
    expect(cardAccess({ ...holder, card: null })).toBe('none');
    expect(cardAccess({ ...holder, card: '' })).toBe('none');
    expect(cardAccess({ ...holder, isCardConfirmed: false })).toBe('unconfirmed');
  });
});
