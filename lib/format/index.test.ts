import { formatDate, formatDiscount, formatMoney, formatQuantity, formatWeight, plural } from './index';

// ru-RU separates thousands and the currency sign with a no-break space
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes whole roubles without kopecks', () => {
    expect(formatMoney(100)).toBe(`100${NBSP}₽`);
    expect(formatMoney(0)).toBe(`0${NBSP}₽`);
  });

  it('writes kopecks with a decimal comma and two digits', () => {
    expect(formatMoney(129.9)).toBe(`129,90${NBSP}₽`);
    expect(formatMoney(0.99)).toBe(`0,99${NBSP}₽`);
  });

  it('groups thousands with no-break spaces', () => {
    expect(formatMoney(1234.5)).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}₽`);
  });
});

describe('money and quantities keep the formats Intl.NumberFormat(\'ru-RU\') gave them', () => {
  // ruDecimal itself is held to Intl over a wide spread in domain/number.test.ts; these are the ties,
  // groupings and signs where a wrong choice of decimals would show
  const values = [0, 1, 999, 1000, 1234.5, 1234567, 0.5, 0.005, 1.005, 1.255, 2.675, 99.995, 999.995, 1234.565, 0.1 + 0.2, 1 / 3, -1.255, -1000];
  it.each(values)('%d', (v) => {
    const whole = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
    const kopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 });
    const quantity = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
    expect(formatMoney(v)).toBe(Number.isInteger(v) ? whole.format(v) : kopecks.format(v));
    expect(formatQuantity(v)).toBe(quantity.format(v));
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
