// What a product page shows of a good's facts (storefront spec §3): pure, no I/O.
import type { Good } from '../contract';

const NUTRITION = [
  { key: 'infoCalories', label: 'Калорийность', unit: 'ккал' },
  { key: 'infoProteins', label: 'Белки', unit: 'г' },
  { key: 'infoFats', label: 'Жиры', unit: 'г' },
  { key: 'infoCarbohydrates', label: 'Углеводы', unit: 'г' },
] as const;

export type NutritionFact = { label: string; value: string };

/** Nutrition per 100 g, only the values that are filled in and not zero ('0', '0,0'). */
export function nutritionFacts(good: Pick<Good, (typeof NUTRITION)[number]['key']>): NutritionFact[] {
  const facts: NutritionFact[] = [];
  for (const { key, label, unit } of NUTRITION) {
    const raw = good[key]?.trim();
    if (!raw) continue;
    const numeric = /^\d+(?:[.,]\d+)?$/.test(raw);
    if (numeric && Number(raw.replace(',', '.')) === 0) continue;
    // a bare number gets its unit; text the data already carries ('52 ккал') is kept as it is
    facts.push({ label, value: numeric ? `${raw.replace('.', ',')} ${unit}` : raw });
  }
  return facts;
}

/** The GTIN kind of a barcode for structured data, when it is one (8, 12, 13 or 14 digits). */
export function gtinKey(barcode: string | null): 'gtin8' | 'gtin12' | 'gtin13' | 'gtin14' | null {
  if (!barcode || !/^\d+$/.test(barcode)) return null;
  switch (barcode.length) {
    case 8: return 'gtin8';
    case 12: return 'gtin12';
    case 13: return 'gtin13';
    case 14: return 'gtin14';
    default: return null;
  }
}
