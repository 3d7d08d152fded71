import { formatMoney, roundMoney, toKopecks } from './money';

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

describe('roundMoney: half a kopeck up, away from zero, on the decimal value', () => {
  it('rounds the halves a double stores just below the half up, as a cashier does', () => {
    // 1.005, 2.675 and 1.115 are held as 1.00499…, 2.67499…, 1.11499…: Math.round(x * 100) gives the lower kopeck
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.115)).toBe(1.12);
    expect(roundMoney(0.125)).toBe(0.13);
    expect(roundMoney(0.005)).toBe(0.01);
  });

  it('rounds below a half down and above it up', () => {
    expect(roundMoney(0.124)).toBe(0.12);
    expect(roundMoney(0.1249999)).toBe(0.12);
    expect(roundMoney(0.126)).toBe(0.13);
    expect(roundMoney(10)).toBe(10);
  });

  it('rounds negative halves away from zero, the mirror of the positive ones', () => {
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(roundMoney(-0.125)).toBe(-0.13);
    expect(roundMoney(-0.124)).toBe(-0.12);
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('keeps large sums exact to the kopeck', () => {
    expect(roundMoney(123456789.125)).toBe(123456789.13);
    expect(roundMoney(9999999.995)).toBe(10000000);
    expect(roundMoney(1234567.8949)).toBe(1234567.89);
    expect(roundMoney(1e12 + 0.5)).toBe(1e12 + 0.5);
  });

  it('drops the noise of float arithmetic', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.1 * 3)).toBe(3.3);
    // 0.335 × 3 is 1.0050000000000001, 1.005 written otherwise: the same kopecks
    expect(roundMoney(0.335 * 3)).toBe(1.01);
  });
});

describe('toKopecks', () => {
  it('gives whole kopecks of floats, the halves rounded away from zero', () => {
    expect(toKopecks(1.005)).toBe(101);
    expect(toKopecks(2.675)).toBe(268);
    expect(toKopecks(0.1 + 0.2)).toBe(30);
    expect(toKopecks(19.99)).toBe(1999);
    expect(toKopecks(-0.125)).toBe(-13);
    expect(toKopecks(4.35)).toBe(435);
    expect(toKopecks(0)).toBe(0);
    expect(Number.isInteger(toKopecks(1234567.891))).toBe(true);
  });

  it('leaves what is not a number as it is, for the parsers to refuse', () => {
    expect(toKopecks(Number.NaN)).toBeNaN();
  });
});
