// Per-shop price and stock. Prices differ a little between shops; goods in a promotion are on card
// price in most shops that sell them; roughly one good in fourteen is out of stock.
import { shelfPrice } from './format';
import type { GoodSummary } from './goods';
import { Random } from './random';
import type { SeedShop } from './shops';

export type SeedArticle = [shopId: number, goodId: number, quantity: number, registerPrice: number, actualPrice: number];

const round2 = (x: number) => Math.round(x * 100) / 100;

function cardPrice(register: number, percent: number, ninetyNine: boolean): number {
  const price = shelfPrice(register * (1 - percent / 100), ninetyNine);
  return price < register ? price : round2(Math.max(0.01, register - Math.max(1, register * 0.05)));
}

function stock(rng: Random, measureId: number): number {
  if (rng.chance(0.07)) return 0;
  if (measureId === 1) return Math.round(rng.float(0.5, 60) * 1000) / 1000;
  if (measureId === 6) return Math.round(rng.float(0.3, 12) * 1000) / 1000;
  if (measureId === 2) return rng.int(1, 40);
  return Math.round(Math.pow(rng.next(), 2) * 180) + 1;
}

export function* generateArticles(goods: Iterable<GoodSummary>, shops: SeedShop[]): Generator<SeedArticle> {
  for (const good of goods) {
    const rng = new Random(`article:${good.id}`);
    for (const shop of shops) {
      if (!rng.chance(shop.assortment)) continue;
      const ninetyNine = good.basePrice % 1 > 0.95;
      const register = shop.id === 1 ? good.basePrice : shelfPrice(good.basePrice * rng.float(0.96, 1.05), ninetyNine);
      let actual = register;
      if (good.promoPercent > 0 ? rng.chance(0.9) : rng.chance(0.02)) {
        const percent = good.promoPercent > 0 ? good.promoPercent + rng.int(-2, 2) : rng.pick([5, 10, 15]);
        actual = cardPrice(register, Math.max(5, percent), ninetyNine);
      }
      yield [shop.id, good.id, stock(rng, good.measureId), register, actual];
    }
  }
}
