import { DEFAULT_MAX_QUANTITY, MEASURE, PIECES_MAX_QUANTITY, displayQuantity, measureFor, quantityLabel, unitLabel } from './measure';

describe('measureFor', () => {
  it('sells pieces one by one, up to 999', () => {
    const m = measureFor(MEASURE.pieces, 0.5, 0.45);
    expect(m).toMatchObject({ id: 0, name: 'шт', min: 1, step: 1, max: PIECES_MAX_QUANTITY, orderQuantity: 1 });
    expect(m.grossWeight).toBe(0.5);
    expect(m.unitWeight).toBe(0.45);
  });

  it('sells by the kilogram with fractional steps, up to the default maximum', () => {
    const m = measureFor(MEASURE.kilogram, 1, 1);
    expect(m.name).toBe('кг');
    expect(m.step).toBeLessThan(1);
    expect(m.max).toBe(DEFAULT_MAX_QUANTITY);
  });

  it('names per-100-gram goods 100г and orders 0.1 kg at a time', () => {
    const m = measureFor(MEASURE.per100g, 0.1, 0.1);
    expect(m).toMatchObject({ id: 6, name: '100г', orderQuantity: 0.1 });
  });

  it('falls back to pieces for an unknown measure id', () => {
    expect(measureFor(42, 1, 1)).toMatchObject({ id: MEASURE.pieces, name: 'шт' });
  });
});

describe('displayQuantity', () => {
  it('shows per-100-gram quantities multiplied by 10', () => {
    expect(displayQuantity(MEASURE.per100g, 0.1)).toBe(1);
    expect(displayQuantity(MEASURE.per100g, 0.3)).toBe(3);
    expect(displayQuantity(MEASURE.per100g, 1.25)).toBe(12.5);
  });

  it('shows other quantities as they are', () => {
    expect(displayQuantity(MEASURE.pieces, 3)).toBe(3);
    expect(displayQuantity(MEASURE.kilogram, 0.5)).toBe(0.5);
  });
});

describe('unitLabel and quantityLabel', () => {
  const ru = (n: number) => String(n).replace('.', ',');

  it('write per-100-gram goods as portions of 100 г', () => {
    expect(unitLabel({ id: 6, name: '100г' })).toBe('100 г');
    expect(quantityLabel({ measureId: 6, quantity: 0.3, measure: '100г' }, ru)).toBe('3 × 100г');
    expect(quantityLabel({ measureId: 6, quantity: 1.25, measure: '100г' }, ru)).toBe('12,5 × 100г');
  });

  it('write other goods with their measure name', () => {
    expect(unitLabel({ id: 0, name: 'шт' })).toBe('шт');
    expect(quantityLabel({ measureId: 0, quantity: 2, measure: 'шт' }, ru)).toBe('2 шт');
    expect(quantityLabel({ measureId: 1, quantity: 1.5, measure: 'кг' }, ru)).toBe('1,5 кг');
  });
});
