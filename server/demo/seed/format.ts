// Number formats of the demo data: shelf prices end in .90/.99, nutrition reads like a label.

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A shelf price near `x`: 64.90, 129.99, 1 299.90 — never below 9.90. */
export function shelfPrice(x: number, ninetyNine: boolean): number {
  const tail = ninetyNine ? 0.01 : 0.1;
  if (x < 100) return round2(Math.max(10, Math.ceil(x)) - tail);
  return round2(Math.ceil(x / 10) * 10 - tail);
}

/** '3,2 г'; zero stays a bare '0' so the product page hides it (spec §3). */
export function grams(x: number): string {
  if (x === 0) return '0';
  return `${(Math.round(x * 10) / 10).toString().replace('.', ',')} г`;
}

export function kcal(x: number): string {
  return x === 0 ? '0' : `${Math.round(x)} ккал`;
}

/** EAN-13 check digit of the first 12 digits. */
export function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + ((10 - (sum % 10)) % 10);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
