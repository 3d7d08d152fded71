// Formatting for people: money in ru-RU with the rouble sign, weights in g below 1 kg.
import { formatSize } from '@/domain/measure';

// Numbers are written by hand, the way Intl.NumberFormat('ru-RU') writes them (the unit tests hold
// the two to the same output): the first Intl formatter a page creates costs the browser 20–70 ms of
// main thread (ICU's set-up), a long task in every page load that shows a price.
const NBSP = '\u00a0';

/** '0999' → '1000', '99' → '100': one added to a string of decimal digits. */
function plusOne(digits: string): string {
  const d = digits.split('');
  let i = d.length - 1;
  for (; i >= 0 && d[i] === '9'; i--) d[i] = '0';
  if (i < 0) return `1${d.join('')}`;
  d[i] = String(Number(d[i]) + 1);
  return d.join('');
}

/**
 * |value| rounded to `digits` decimals as [integer part, exactly `digits` decimals]. Like ICU, it
 * rounds the number as JavaScript writes it (1.255 → 1,26, though the double is 1.25499…), half
 * away from zero.
 */
function roundAbs(value: number, digits: number): [string, string] {
  const written = String(Math.abs(value));
  if (written.includes('e')) {
    const [i, f = ''] = Math.abs(value).toFixed(digits).split('.'); // below 1e-6 or from 1e21: no such prices
    return [i, f];
  }
  const [int, fraction = ''] = written.split('.');
  if (fraction.length <= digits) return [int, fraction.padEnd(digits, '0')];
  const kept = int + fraction.slice(0, digits);
  const all = fraction[digits] >= '5' ? plusOne(kept) : kept;
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}

/**
 * A finite number in ru-RU digits: thousands grouped by no-break spaces, a decimal comma, between
 * `minFraction` and `maxFraction` decimals.
 */
export function ruDecimal(value: number, minFraction: number, maxFraction: number): string {
  const [int, fraction] = roundAbs(value, maxFraction);
  let shown = fraction;
  while (shown.length > minFraction && shown.endsWith('0')) shown = shown.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+$)/g, NBSP)}${shown ? `,${shown}` : ''}`;
}

/** 1234.5 → '1 234,50 ₽', 100 → '100 ₽' (with the no-break spaces ru-RU writes). */
export function formatMoney(value: number): string {
  return `${Number.isInteger(value) ? ruDecimal(value, 0, 0) : ruDecimal(value, 2, 2)}${NBSP}₽`;
}

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

/** The Russian plural form for a count: plural(1, 'товар', 'товара', 'товаров') → 'товар'; 5 → 'товаров'. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = Math.abs(n) % 10;
  const mod100 = Math.abs(n) % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

let longDate: Intl.DateTimeFormat | undefined;

/** An ISO date as people read it: '2025-03-12T…' → '12 марта 2025 г.' (made on first use: see above) */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  longDate ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
