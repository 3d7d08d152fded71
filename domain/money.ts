// The one writer of roubles as Russian text: prices on pages, the API's messages, the payment page.
// Built on ruDecimal, which writes what Intl.NumberFormat('ru-RU') writes without creating a
// formatter (domain/number.ts says why).
import { NBSP, ruDecimal } from './number';

/**
 * Roubles as people read them, with the no-break spaces ru-RU writes: 1500 → '1 500 ₽',
 * 1234.5 → '1 234,50 ₽', 0.99 → '0,99 ₽'. Whole roubles go without kopecks, unless `kopecks` asks
 * for them always ('1 500,00 ₽': order messages and the payment form, where amounts line up).
 */
export function formatMoney(value: number, { kopecks = false }: { kopecks?: boolean } = {}): string {
  const digits = kopecks || !Number.isInteger(value) ? 2 : 0;
  return `${ruDecimal(value, digits, digits)}${NBSP}₽`;
}

/**
 * Whole kopecks of a sum in roubles, rounded as a cashier rounds: half a kopeck up, away from zero,
 * on the decimal value the number stands for. A double holds 1.005 as 1.00499999…, so a plain
 * Math.round(x * 100) gives 100; reading the value to 15 significant digits first (all a double
 * carries of a decimal) drops that noise, and a half is then a true half: 1.005 → 101, -1.005 → -101.
 */
export function toKopecks(roubles: number): number {
  if (!Number.isFinite(roubles)) return roubles;
  const [digits, exponent] = Math.abs(roubles).toExponential(14).split('e');
  const kopecks = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  return roubles < 0 && kopecks !== 0 ? -kopecks : kopecks;
}

/** A sum in roubles rounded to kopecks (toKopecks's rule): the one money rounding of the project. */
export const roundMoney = (roubles: number): number => toKopecks(roubles) / 100;
