import { displayQuantity, MEASURE, measureFor, quantityLabel, shownWeight, unitLabel } from './measure';

// The spec's literal values (storefront spec §3, §5): ids 0 pieces, 1 kilogram, 2 carton, 3 volume,
// 6 per-100-grams named '100г' ordered 0.1 at a time; default max 100, pieces up to 999 step 1.
// 'уп' and 'л' are the shop's own labels for cartons and litres.
describe('measureFor: the five measures', () => {
  it.each([
    [0, { id: 0, name: 'шт', min: 1, max: 999, step: 1, editStep: 1, orderQuantity: 1 }],
    [1, { id: 1, name: 'кг', min: 0.1, max: 100, step: 0.1, editStep: 0.001, orderQuantity: 0.5 }],
    [2, { id: 2, name: 'уп', min: 1, max: 100, step: 1, editStep: 1, orderQuantity: 1 }],
    [3, { id: 3, name: 'л', min: 1, max: 100, step: 1, editStep: 1, orderQuantity: 1 }],
    // kept in kilograms: 10 kg is the default 100 portions of 100 g
    [6, { id: 6, name: '100г', min: 0.1, max: 10, step: 0.1, editStep: 0.1, orderQuantity: 0.1 }],
  ])('measure %i', (id, expected) => {
    expect(measureFor(id, 0.5, 0.45)).toEqual({ ...expected, grossWeight: 0.5, unitWeight: 0.45 });
  });

  it('names the ids as the spec does', () => {
    expect(MEASURE).toEqual({ pieces: 0, kilogram: 1, carton: 2, volume: 3, per100g: 6 });
  });

  it('falls back to pieces for an unknown measure id', () => {
    expect(measureFor(42, 1, 1)).toMatchObject({ id: 0, name: 'шт', max: 999 });
    expect(measureFor(4, 1, 1)).toMatchObject({ id: 0, name: 'шт' });
  });
});

describe('displayQuantity', () => {
  it('shows per-100-gram quantities multiplied by 10', () => {
    expect(displayQuantity(6, 0.1)).toBe(1);
    expect(displayQuantity(6, 0.3)).toBe(3);
    expect(displayQuantity(6, 1.25)).toBe(12.5);
    expect(displayQuantity(6, 10)).toBe(100);
  });

  it('shows other quantities as they are', () => {
    expect(displayQuantity(0, 3)).toBe(3);
    expect(displayQuantity(1, 0.5)).toBe(0.5);
    expect(displayQuantity(2, 2)).toBe(2);
    expect(displayQuantity(3, 4)).toBe(4);
  });
});

describe('shownWeight', () => {
  it.each([
    ['pieces', 0, 0.45, 0.45],
    ['carton', 2, 1.2, 1.2],
    ['volume', 3, 1.05, 1.05],
    // goods sold by weight: the weight is what the shopper chooses
    ['kilogram', 1, 1, null],
    ['per 100 g', 6, 0.1, null],
    // no weight known
    ['pieces without a weight', 0, 0, null],
    ['carton without a weight', 2, 0, null],
    ['a negative weight', 0, -1, null],
    ['no weight at all', 3, Number.NaN, null],
  ])('%s', (_, id, grossWeight, expected) => {
    expect(shownWeight({ id, grossWeight })).toBe(expected);
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
