import { displayQuantity, formatSize, MEASURE, measureFor, orderableQuantity, packSize, quantityError, quantityLabel, quantityText, unitLabel } from './measure';

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

describe('unitLabel and quantityLabel', () => {
  const ru = (n: number) => String(n).replace('.', ',');

  it('write per-100-gram goods as portions of 100 г', () => {
    expect(unitLabel({ id: 6, name: '100г' })).toBe('100 г');
    expect(quantityLabel({ measureId: 6, quantity: 0.3, measure: '100г' }, ru)).toBe('3 × 100 г');
    expect(quantityLabel({ measureId: 6, quantity: 1.25, measure: '100г' }, ru)).toBe('12,5 × 100 г');
  });

  it('write other goods with their measure name', () => {
    expect(unitLabel({ id: 0, name: 'шт' })).toBe('шт');
    expect(quantityLabel({ measureId: 0, quantity: 2, measure: 'шт' }, ru)).toBe('2 шт');
    expect(quantityLabel({ measureId: 1, quantity: 1.5, measure: 'кг' }, ru)).toBe('1,5 кг');
  });
});

describe('formatSize: one way to write a size', () => {
  it('writes grams below a kilogram and kilograms from one on, with a space and a decimal comma', () => {
    expect(formatSize(100, 'г')).toBe('100 г');
    expect(formatSize(0.1, 'кг')).toBe('100 г');
    expect(formatSize(0.45, 'кг')).toBe('450 г');
    expect(formatSize(1, 'кг')).toBe('1 кг');
    expect(formatSize(1000, 'г')).toBe('1 кг');
    expect(formatSize(1.5, 'кг')).toBe('1,5 кг');
    expect(formatSize(2.152, 'кг')).toBe('2,152 кг');
  });

  it('writes millilitres below a litre and litres from one on', () => {
    expect(formatSize(900, 'мл')).toBe('900 мл');
    expect(formatSize(0.5, 'л')).toBe('500 мл');
    expect(formatSize(0.375, 'л')).toBe('375 мл');
    expect(formatSize(2, 'л')).toBe('2 л');
    expect(formatSize(1.35, 'л')).toBe('1,35 л');
    expect(formatSize(1000, 'мл')).toBe('1 л');
  });

  it('never writes 1000 г: a size that rounds to a kilogram reads in kilograms', () => {
    expect(formatSize(0.9996, 'кг')).toBe('1 кг');
    expect(formatSize(0.9994, 'кг')).toBe('999 г');
  });
});

describe('packSize: the size a shopper reads on the pack', () => {
  const piece = { id: 0, unitWeight: 0.96 };

  it('reads the size at the end of the name, not the gross weight', () => {
    expect(packSize('Молоко пастеризованное Простоквашино 3,2% 930 мл', piece)).toBe('930 мл');
    expect(packSize('Молоко отборное Экомилк 3,4–4,5% 2 л', { id: 0, unitWeight: 2.06 })).toBe('2 л');
    expect(packSize('Сметана 20% 300 г', piece)).toBe('300 г');
    expect(packSize('Мука пшеничная высший сорт 2 кг', piece)).toBe('2 кг');
    expect(packSize('Молоко 1,4 л', piece)).toBe('1,4 л');
  });

  it('writes sizes the one way: below a litre in millilitres', () => {
    expect(packSize('Пиво светлое 0,5 л', piece)).toBe('500 мл');
    expect(packSize('Вино красное сухое 0,75 л', piece)).toBe('750 мл');
  });

  it('keeps multipacks, counts and the packing word apart', () => {
    expect(packSize('Вода питьевая 6 × 1,5 л', { id: 2, unitWeight: 9 })).toBe('6 × 1,5 л');
    expect(packSize('Сырок 2 шт × 80 г', piece)).toBe('2 × 80 г');
    expect(packSize('Яйца куриные С1 10 шт', piece)).toBe('10 шт');
    expect(packSize('Туалетная бумага 4 рулона', piece)).toBe('4 рулона');
    expect(packSize('Картофель 2,5 кг, сетка', piece)).toBe('2,5 кг');
  });

  it('has none for goods sold by weight', () => {
    expect(packSize('Помидоры, кг', { id: 1, unitWeight: 1 })).toBeNull();
    expect(packSize('Сыр Российский 45%, вес', { id: 6, unitWeight: 0.1 })).toBeNull();
  });

  it('falls back to the net weight of one unit when the name has no size', () => {
    expect(packSize('Торт «Прага»', { id: 0, unitWeight: 0.45 })).toBe('450 г');
    expect(packSize('Торт «Прага»', { id: 0, unitWeight: 0 })).toBeNull();
  });

  it('does not take a fat percent or a number inside the name for a size', () => {
    expect(packSize('Кефир 3,2%', { id: 0, unitWeight: 0 })).toBeNull();
    expect(packSize('Сыр 45%', { id: 0, unitWeight: 0.2 })).toBe('200 г');
  });
});

describe('quantityError: which quantities may be ordered', () => {
  it('takes whole pieces, packs and litres from 1, and nothing between', () => {
    expect(quantityError(MEASURE.pieces, 1)).toBeNull();
    expect(quantityError(MEASURE.pieces, 37)).toBeNull();
    expect(quantityError(MEASURE.pieces, 0.5)).toBe('Количество не может быть меньше 1 шт.');
    expect(quantityError(MEASURE.pieces, 0.004)).toBe('Количество не может быть меньше 1 шт.');
    expect(quantityError(MEASURE.pieces, 1.5)).toBe('Количество должно быть целым (шт).');
    expect(quantityError(MEASURE.carton, 2.01)).toBe('Количество должно быть целым (уп).');
    expect(quantityError(MEASURE.volume, 3)).toBeNull();
  });

  it('takes kilograms in tenths from 0.1 kg (the sum of floating tenths included), and grams only as an edit', () => {
    expect(quantityError(MEASURE.kilogram, 0.1)).toBeNull();
    expect(quantityError(MEASURE.kilogram, 0.1 + 0.2)).toBeNull();
    expect(quantityError(MEASURE.kilogram, 2.3)).toBeNull();
    expect(quantityError(MEASURE.kilogram, 0.005)).toBe('Количество не может быть меньше 0,1 кг.');
    expect(quantityError(MEASURE.kilogram, 2.35)).toBe('Количество должно быть кратно 0,1 кг.');
    expect(quantityError(MEASURE.kilogram, 2.347, 'edit')).toBeNull();
    expect(quantityError(MEASURE.kilogram, 2.3475, 'edit')).toBe('Количество должно быть кратно 0,001 кг.');
    expect(quantityError(MEASURE.kilogram, 100.1)).toBe('Количество не может быть больше 100 кг.');
  });

  it('takes per-100-gram goods in whole portions, speaking in portions', () => {
    expect(quantityError(MEASURE.per100g, 0.3)).toBeNull();
    expect(quantityError(MEASURE.per100g, 0.05)).toBe('Количество не может быть меньше 1 × 100 г.');
    expect(quantityError(MEASURE.per100g, 0.25)).toBe('Количество — только целые порции по 100 г.');
  });

  it('refuses what is not a number', () => {
    expect(quantityError(MEASURE.pieces, Number.NaN)).not.toBeNull();
  });
});

describe('orderableQuantity: the most of a stock that can be ordered', () => {
  it('cuts to whole steps and gives 0 below the minimum', () => {
    expect(orderableQuantity(MEASURE.pieces, 5)).toBe(5);
    expect(orderableQuantity(MEASURE.kilogram, 2.347)).toBe(2.3);
    expect(orderableQuantity(MEASURE.kilogram, 0.3)).toBe(0.3);
    expect(orderableQuantity(MEASURE.kilogram, 0.05)).toBe(0);
    expect(orderableQuantity(MEASURE.per100g, 1.27)).toBe(1.2);
  });
});

describe('quantityText', () => {
  it('writes a weighed quantity with a comma, to the gram', () => {
    expect(quantityText(1.5)).toBe('1,5');
    expect(quantityText(1.234)).toBe('1,234');
    expect(quantityText(2)).toBe('2');
  });
});
