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
