// Packaging (storefront spec §9): "starts at min price for min amount and adds the price step per
// amount step while the basket amount is at or above the threshold". Read exactly (decision
// 35): below minAmount nothing; from minAmount, minPrice plus priceStep for every
// whole amountStep above minAmount. {minAmount 1000, minPrice 20, amountStep 1000, priceStep 10}:
// 999.99 → 0, 1000 → 20, 1999.99 → 20, 2000 → 30, 3500 → 40.
import type { PackagingCost } from '../../contract';
import { roundMoney, toKopecks } from '../money';

export function packagingCost(amount: number, cost: PackagingCost | null): number {
  if (!cost || amount <= 0) return 0;
  // kopecks: whole steps must not be lost to 0.1 + 0.2 style errors
  const a = toKopecks(amount);
  const min = toKopecks(cost.minAmount);
  if (a < min) return 0;
  const step = toKopecks(cost.amountStep);
  const steps = step > 0 ? Math.floor((a - min) / step) : 0;
  return roundMoney(cost.minPrice + steps * cost.priceStep);
}
