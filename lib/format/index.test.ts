import { formatDate, formatDiscount, formatQuantity, formatWeight, plural } from './index';

describe('formatQuantity keeps the format Intl.NumberFormat(\'ru-RU\') gave it', () => {
  const values = [0, 1, 999, 1000, 1234.5, 1234567, 0.5, 0.005, 1.005, 1.255, 2.675, 99.995, 999.995, 1234.565, 0.1 + 0.2, 1 / 3, -1.255, -1000];
  it.each(values)('%d', (v) => {
    expect(formatQuantity(v)).toBe(new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(v));
  });
});

describe('formatWeight', () => {
  it('shows grams below one kilogram', () => {
    expect(formatWeight(0.45)).toBe('450 г');
    expect(formatWeight(0.001)).toBe('1 г');
    expect(formatWeight(0.9994)).toBe('999 г');
  });

  it('shows kilograms from one kilogram on', () => {
    expect(formatWeight(1)).toBe('1 кг');
    expect(formatWeight(1.5)).toBe('1,5 кг');
    expect(formatWeight(2.152)).toBe('2,152 кг');
  });

  it('never shows 1000 grams: a weight that rounds to a kilogram reads in kilograms', () => {
    expect(formatWeight(0.9996)).toBe('1 кг');
  });
});

describe('formatDiscount', () => {
  it('writes the percent as cards show it', () => {
    expect(formatDiscount(-15)).toBe('-15%');
    expect(formatDiscount(-3)).toBe('-3%');
  });
});

describe('formatQuantity', () => {
  it('uses a decimal comma and at most two decimals', () => {
    expect(formatQuantity(0.5)).toBe('0,5');
    expect(formatQuantity(2)).toBe('2');
    // ICU rounds the decimal as written (1.255), half away from zero
    expect(formatQuantity(1.255)).toBe('1,26');
  });
});

describe('plural', () => {
  const goods = (n: number) => `${n} ${plural(n, 'товар', 'товара', 'товаров')}`;
  it('picks the Russian form for the count', () => {
    expect(goods(1)).toBe('1 товар');
    expect(goods(21)).toBe('21 товар');
    expect(goods(2)).toBe('2 товара');
    expect(goods(34)).toBe('34 товара');
    expect(goods(5)).toBe('5 товаров');
    expect(goods(0)).toBe('0 товаров');
  });

  it('treats 11 to 14 as many', () => {
    expect(goods(11)).toBe('11 товаров');
    expect(goods(12)).toBe('12 товаров');
    expect(goods(114)).toBe('114 товаров');
    expect(goods(111)).toBe('111 товаров');
  });
});

describe('formatDate', () => {
  it('writes the day, the month in the genitive and the year', () => {
    expect(formatDate('2025-03-12T10:00:00Z')).toBe('12 марта 2025 г.');
  });

  it('uses the shop’s time zone (Moscow) for the day', () => {
    expect(formatDate('2025-03-11T22:30:00Z')).toBe('12 марта 2025 г.');
  });

  it('returns an empty string for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
