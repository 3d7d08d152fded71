// Demo data of ordering (README "Demo data"): one good of shop 1 with a stock of exactly 5,
// so overselling can be tried by hand and is tested under load (20 parallel orders → 5 sold). The
// small slots and the slot of every payment type are in receiving.ts's schedules.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';

/**
 * «Пельмени Цезарь из индейки 700 г», 729,90 ₽ in shop 1: one piece is above shop 1's minimum order.
 * It is in the small test catalogues too (the API tests seed 400 goods).
 */
export const STOCK_FIVE_GOOD = { shopId: 1, goodId: 60050003, stock: 5 } as const;

export async function seedOrderDemo(db: Db): Promise<void> {
  await db.update(articles).set({ quantity: STOCK_FIVE_GOOD.stock })
    .where(and(eq(articles.shopId, STOCK_FIVE_GOOD.shopId), eq(articles.goodId, STOCK_FIVE_GOOD.goodId)));
}
