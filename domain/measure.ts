// Units a good is sold in (storefront spec §3, §5, §9). Pure: used by the API's serializers and the storefront.
import type { Measure } from '../contract';
import { ruDecimal } from './number';

export const MEASURE = { pieces: 0, kilogram: 1, carton: 2, volume: 3, per100g: 6 } as const;

/** Default maximum quantity of a line; pieces go up to 999 (spec §5). */
export const DEFAULT_MAX_QUANTITY = 100;
export const PIECES_MAX_QUANTITY = 999;

type Rule = Omit<Measure, 'id' | 'grossWeight' | 'unitWeight'>;

const RULES: Record<number, Rule> = {
  [MEASURE.pieces]: { name: 'шт', min: 1, max: PIECES_MAX_QUANTITY, step: 1, editStep: 1, orderQuantity: 1 },
  [MEASURE.kilogram]: { name: 'кг', min: 0.1, max: DEFAULT_MAX_QUANTITY, step: 0.1, editStep: 0.001, orderQuantity: 0.5 },
  [MEASURE.carton]: { name: 'уп', min: 1, max: DEFAULT_MAX_QUANTITY, step: 1, editStep: 1, orderQuantity: 1 },
  [MEASURE.volume]: { name: 'л', min: 1, max: DEFAULT_MAX_QUANTITY, step: 1, editStep: 1, orderQuantity: 1 },
  // Quantities are kept in kilograms; shoppers see portions of 100 g (quantity × 10).
  [MEASURE.per100g]: { name: '100г', min: 0.1, max: DEFAULT_MAX_QUANTITY / 10, step: 0.1, editStep: 0.1, orderQuantity: 0.1 },
};

export function measureFor(id: number, grossWeight: number, unitWeight: number): Measure {
  const rule = RULES[id] ?? RULES[MEASURE.pieces];
  return { id: RULES[id] ? id : MEASURE.pieces, ...rule, grossWeight, unitWeight };
}

/** The quantity a shopper sees: per-100-gram goods count portions of 100 g. */
export function displayQuantity(measureId: number, quantity: number): number {
  return measureId === MEASURE.per100g ? Math.round(quantity * 10 * 100) / 100 : quantity;
}

/** The unit as a sentence shows it: '100 г' for per-100-gram goods, else the measure's name ('шт', 'кг'). */
export function unitLabel(measure: { id: number; name: string }): string {
  return measure.id === MEASURE.per100g ? '100 г' : measure.name;
}

/** A quantity's number as people read it, to the gram: 1.5 → '1,5', 1.234 → '1,234', 2 → '2'. */
export const quantityText = (n: number): string => ruDecimal(n, 0, 3);

/**
 * A line's quantity as the basket shows it: '2 шт', '1,5 кг', and for per-100-gram goods the count
 * of portions, '3 × 100 г'. `format` writes the number (lib/format's formatQuantity on the storefront).
 */
export function quantityLabel(
  line: { measureId: number; quantity: number; measure: string },
  format: (n: number) => string = quantityText,
): string {
  const shown = format(displayQuantity(line.measureId, line.quantity));
  return line.measureId === MEASURE.per100g ? `${shown} × 100 г` : `${shown} ${line.measure}`;
}

// ---- which quantities may be ordered --------------------------------------------------------------

const STEP_EPSILON = 1e-6;
const onStep = (quantity: number, step: number) => Math.abs(quantity / step - Math.round(quantity / step)) < STEP_EPSILON;

/**
 * Why `quantity` cannot be a line of a good sold in measure `measureId` (Russian), or null when it
 * can: at least the measure's minimum, at most its maximum, and a whole number of its steps — whole
 * pieces, packs and litres, tenths of a kilogram, whole 100 g portions. `step: 'edit'` checks the
 * administrator's finer step instead (editStep: a weighed good corrected to the gram). The API
 * refuses any other quantity, so a line's price, the stock it takes and the stock a cancellation
 * gives back are one and the same number.
 */
export function quantityError(measureId: number, quantity: number, step: 'order' | 'edit' = 'order'): string | null {
  const rule = RULES[measureId] ?? RULES[MEASURE.pieces];
  const amount = (n: number) => quantityLabel({ measureId, quantity: n, measure: rule.name });
  const by = step === 'edit' ? rule.editStep : rule.step;
  if (!Number.isFinite(quantity) || quantity < rule.min - STEP_EPSILON) return `Количество не может быть меньше ${amount(rule.min)}.`;
  if (quantity > rule.max + STEP_EPSILON) return `Количество не может быть больше ${amount(rule.max)}.`;
  if (!onStep(quantity, by)) {
    if (measureId === MEASURE.per100g) return 'Количество — только целые порции по 100 г.';
    return displayQuantity(measureId, by) === 1
      ? `Количество должно быть целым (${rule.name}).`
      : `Количество должно быть кратно ${amount(by)}.`;
  }
  return null;
}

/** The most of `available` (a shop's stock) that can be ordered: whole steps of the measure, 0 below its minimum. */
export function orderableQuantity(measureId: number, available: number): number {
  const rule = RULES[measureId] ?? RULES[MEASURE.pieces];
  const steps = Math.floor(available / rule.step + STEP_EPSILON);
  const q = Math.round(steps * rule.step * 1000) / 1000;
  return q < rule.min - STEP_EPSILON ? 0 : q;
}

// ---- sizes as people write them ------------------------------------------------------------------

export type SizeUnit = 'г' | 'кг' | 'мл' | 'л';

/**
 * The one way sizes are written: a space before the unit, a decimal comma, and below one kilogram
 * or litre the smaller unit — '100 г', '1 кг', '1,5 кг', '900 мл', '2 л'. A size that rounds to
 * 1000 g or ml reads as 1 kg or 1 l.
 */
export function formatSize(value: number, unit: SizeUnit): string {
  const [small, large] = unit === 'г' || unit === 'кг' ? ['г', 'кг'] : ['мл', 'л'];
  const smallUnits = Math.round(unit === small ? value : value * 1000);
  if (smallUnits < 1000) return `${smallUnits} ${small}`;
  return `${ruDecimal(smallUnits / 1000, 0, 3)} ${large}`;
}

const UNIT_WORDS: Record<string, SizeUnit> = { г: 'г', гр: 'г', кг: 'кг', мл: 'мл', л: 'л' };
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(кг|гр|г|мл|л)\.?`;
// '… 930 мл', '… 1,5 кг, сетка', '… 6 × 0,5 л', '… 2 шт × 80 г', '… 10 шт', '… 4 рулона'
const AMOUNT_TAIL = new RegExp(String.raw`(?:^|\s)(?:(\d+)\s*(?:шт\.?\s*)?[×xх*]\s*)?${NUMBER}\s*${UNIT}(?:,\s*[а-яё]+)?\s*$`, 'i');
const COUNT_TAIL = /(?:^|\s)(\d+\s+(?:шт|рулон(?:а|ов)?|пач(?:ка|ки|ек)|пакетик(?:а|ов)?|пуч(?:ок|ка|ков)))\.?(?:,\s*[а-яё]+)?\s*$/i;

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * The size a shopper reads on the pack, from the end of the good's name ('Молоко … 930 мл' →
 * '930 мл', '… 6 × 1,5 л' → '6 × 1,5 л', '… 10 шт' → '10 шт'), written the one way of formatSize.
 * Goods sold by weight have none (the shopper chooses the weight); a name without a size falls back
 * to one unit's net weight (measure.unitWeight), never the gross weight with the packaging.
 */
export function packSize(name: string, measure: Pick<Measure, 'id' | 'unitWeight'>): string | null {
  if (measure.id === MEASURE.kilogram || measure.id === MEASURE.per100g) return null;
  const amount = AMOUNT_TAIL.exec(name);
  if (amount) {
    const size = formatSize(toNumber(amount[2]), UNIT_WORDS[amount[3].toLowerCase()]);
    return amount[1] ? `${Number(amount[1])} × ${size}` : size;
  }
  const count = COUNT_TAIL.exec(name);
  if (count) return count[1].replace(/\s+/g, ' ');
  return measure.unitWeight > 0 ? formatSize(measure.unitWeight, 'кг') : null;
}
