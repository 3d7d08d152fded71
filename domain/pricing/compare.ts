import type { COMPARE_OPERATORS } from '../../contract';

export type CompareOperator = (typeof COMPARE_OPERATORS)[number];

/** `left operator right`: lt <, lte ≤, eq =, gte ≥, gt >. Money is compared in kopecks. */
export function compare(left: number, operator: CompareOperator, right: number): boolean {
  const a = Math.round(left * 1000);
  const b = Math.round(right * 1000);
  switch (operator) {
    case 'lt': return a < b;
    case 'lte': return a <= b;
    case 'eq': return a === b;
    case 'gte': return a >= b;
    case 'gt': return a > b;
  }
}
