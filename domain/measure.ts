// Units a good is sold in (storefront spec §3, §5, §9). Pure: used by the API's serializers and the storefront.
import type { Measure } from '../contract';

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

/** The weight worth showing beside a good: one unit's gross weight; goods sold by weight have none. */
export function shownWeight(measure: Pick<Measure, 'id' | 'grossWeight'>): number | null {
  if (measure.id === MEASURE.kilogram || measure.id === MEASURE.per100g || !(measure.grossWeight > 0)) return null;
  return measure.grossWeight;
}

/** The unit as a sentence shows it: '100 г' for per-100-gram goods, else the measure's name ('шт', 'кг'). */
export function unitLabel(measure: { id: number; name: string }): string {
  return measure.id === MEASURE.per100g ? '100 г' : measure.name;
}

/**
 * A line's quantity as the basket shows it: '2 шт', '1,5 кг', and for per-100-gram goods the count
 * of portions, '3 × 100г'. `format` writes the number (lib/format's formatQuantity on the storefront).
 */
export function quantityLabel(
  line: { measureId: number; quantity: number; measure: string },
  format: (n: number) => string = String,
): string {
  const shown = format(displayQuantity(line.measureId, line.quantity));
  return line.measureId === MEASURE.per100g ? `${shown} × ${line.measure}` : `${shown} ${line.measure}`;
}
