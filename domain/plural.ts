// Russian plural forms: the storefront's texts (lib/format) and the API's notifications use one rule.

/** The Russian plural form for a count: plural(1, 'товар', 'товара', 'товаров') → 'товар'; 5 → 'товаров'. */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = Math.abs(n) % 10;
  const mod100 = Math.abs(n) % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
