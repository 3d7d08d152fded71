// Numbers as Russian text: thousands grouped by no-break spaces and a decimal comma, written by
// hand the way Intl.NumberFormat('ru-RU') writes them (the unit tests hold the two to the same
// output). Both sides use it: the first Intl formatter a page creates costs the browser 20–70 ms of
// main thread (ICU's set-up), a long task in every page load that shows a number.
/** The no-break space ru-RU writes between thousands and before a unit. */
export const NBSP = '\u00a0';

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
