// Formatting for people: money in ru-RU with the rouble sign, weights in g below 1 kg.

const whole = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
const kopecks = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 });

/** 1234.5 → '1 234,50 ₽', 100 → '100 ₽' (with the no-break spaces ru-RU writes). */
export function formatMoney(value: number): string {
  return Number.isInteger(value) ? whole.format(value) : kopecks.format(value);
}

/** Weight in kilograms → '450 г' below 1 kg, otherwise '1,5 кг'. */
export function formatWeight(kg: number): string {
  if (kg < 1) return `${Math.round(kg * 1000)} г`;
  return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 }).format(kg)} кг`;
}

/** A discount percent as on cards: -15 → '-15%'. */
export function formatDiscount(percent: number): string {
  return `${percent}%`;
}
