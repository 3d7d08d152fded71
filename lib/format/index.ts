// Formatting for people: money in ru-RU with the rouble sign, weights in g below 1 kg.
import { formatSize } from '@/domain/measure';
import { ruDecimal } from '@/domain/number';

/** Money is written by domain/money.ts, the one writer the API's messages use too. */
export { formatMoney } from '@/domain/money';

/** Weight in kilograms → '450 г' below 1 kg, otherwise '1,5 кг' (domain/measure.ts writes every size). */
export function formatWeight(kg: number): string {
  return formatSize(kg, 'кг');
}

/** A discount percent as on cards: -15 → '-15%'. */
export function formatDiscount(percent: number): string {
  return `${percent}%`;
}

/** A quantity as people read it: 0.5 → '0,5', 2 → '2'. */
export function formatQuantity(value: number): string {
  return ruDecimal(value, 0, 2);
}

export { plural } from '@/domain/plural';

let longDate: Intl.DateTimeFormat | undefined;

/** An ISO date as people read it: '2025-03-12T…' → '12 марта 2025 г.' (made on first use: see above) */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  longDate ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
