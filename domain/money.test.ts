import { formatMoney } from './money';

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
    expect(formatMoney(1234567.05)).toBe(`1${NBSP}234${NBSP}567,05${NBSP}₽`);
  });

  it('writes kopecks always when asked, as order messages and the payment form do', () => {
    expect(formatMoney(1500, { kopecks: true })).toBe(`1${NBSP}500,00${NBSP}₽`);
    expect(formatMoney(1234.5, { kopecks: true })).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney(0, { kopecks: true })).toBe(`0,00${NBSP}₽`);
  });
});

describe('formatMoney keeps the formats Intl.NumberFormat(\'ru-RU\') gave it', () => {
  // ruDecimal itself is held to Intl over a wide spread in number.test.ts; these are the ties,
  // groupings and signs where a wrong choice of decimals would show
  const values = [0, 1, 999, 1000, 1234.5, 1234567, 0.5, 0.005, 1.005, 1.255, 2.675, 99.995, 999.995, 1234.565, 0.1 + 0.2, 1 / 3, -1.255, -1000];
  const whole = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
  const kopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 });
  it.each(values)('%d', (v) => {
    expect(formatMoney(v)).toBe(Number.isInteger(v) ? whole.format(v) : kopecks.format(v));
    expect(formatMoney(v, { kopecks: true })).toBe(kopecks.format(v));
  });
});
