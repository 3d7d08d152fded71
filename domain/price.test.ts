import { discountPercent, hasCardDiscount } from './price';

describe('discountPercent', () => {
  it('is round(actual / regular * 100 - 100)', () => {
    expect(discountPercent(100, 85)).toBe(-15);
    expect(discountPercent(119.99, 81.99)).toBe(-32); // -31.67 rounds to -32
    expect(discountPercent(289.9, 239.9)).toBe(-17); // -17.25 rounds to -17
  });

  it('rounds halves the way Math.round does (towards +∞)', () => {
    expect(discountPercent(200, 199)).toBe(0); // -0.5 rounds to no discount at all
    expect(discountPercent(200, 197)).toBe(-1); // -1.5 → -1
    expect(discountPercent(200, 195)).toBe(-2); // -2.5 → -2
  });

  it('is 0 when there is no discount', () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 120)).toBe(0);
  });

  it('is 0 when the regular price is missing or zero', () => {
    expect(discountPercent(0, 10)).toBe(0);
    expect(discountPercent(Number.NaN, 10)).toBe(0);
  });
});

describe('hasCardDiscount', () => {
  it('is true when the card price is below the regular price', () => {
    expect(hasCardDiscount({ registerPrice: 100, actualPrice: 85 })).toBe(true);
    expect(hasCardDiscount({ registerPrice: 100, actualPrice: 99.99 })).toBe(true);
  });

  it('is false for equal or higher card prices and for a missing regular price', () => {
    expect(hasCardDiscount({ registerPrice: 100, actualPrice: 100 })).toBe(false);
    expect(hasCardDiscount({ registerPrice: 100, actualPrice: 120 })).toBe(false);
    expect(hasCardDiscount({ registerPrice: 0, actualPrice: 0 })).toBe(false);
  });
});
