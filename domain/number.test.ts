import { ruDecimal } from './number';

describe('ruDecimal writes numbers as Intl.NumberFormat(\'ru-RU\') does', () => {
  // a deterministic spread: integers, halves and ties, two- and three-decimal values, large and negative
  const values: number[] = [0, 1, 9, 10, 999, 1000, 1001, 9999, 10000, 123456, 1234567, 1e9, 1e12 + 0.5, 0.5, 0.125, 0.005,
    1.005, 1.255, 2.675, 4.35, 0.145, 99.995, 999.995, 1234.565, 0.1 + 0.2, 1 / 3, 2 / 3];
  let x = 7;
  for (let i = 0; i < 400; i++) {
    x = (x * 48271) % 2147483647;
    values.push((x % 10_000_000) / 1000, (x % 100_000) / 100, (x % 1000) / 8);
  }
  values.push(...values.map((v) => -v).filter((v) => v !== 0));
  const cases: [number, number][] = [[0, 0], [2, 2], [0, 2], [1, 1], [0, 3]];

  it.each(cases)('with %i to %i decimals', (min, max) => {
    const intl = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max });
    for (const v of values) expect([v, ruDecimal(v, min, max)]).toEqual([v, intl.format(v)]);
  });
});

describe('ruDecimal as sizes and distances use it', () => {
  it('drops trailing zeros and float dust, and rounds half away from zero', () => {
    expect(ruDecimal(0.1 + 0.2, 0, 3)).toBe('0,3');
    expect(ruDecimal(2, 0, 3)).toBe('2');
    expect(ruDecimal(1.25, 0, 1)).toBe('1,3');
    expect(ruDecimal(-1.25, 0, 1)).toBe('-1,3');
  });
});
