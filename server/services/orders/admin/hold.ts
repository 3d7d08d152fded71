// What an online order holds (spec: weighed goods are picked at their real weight): its total plus a
// margin on its weighed lines, so closing can charge the picked weight without a second checkout.
import { and, eq, inArray, sum } from 'drizzle-orm';
import { holdAmount } from '../../../../domain/order-admin';
import { MEASURE } from '../../../../domain/measure';
import type { Db } from '../../../db/client';
import { goods, orderLines, orders } from '../../../db/schema';
import { env } from '../../../env';

/** Computes and stores order `orderId`'s hold, in roubles (before its payment is registered). */
export async function recordHold(db: Db, orderId: number, marginPercent = env.ORDER_HOLD_MARGIN_PERCENT): Promise<number> {
  const [order] = await db.select({ amount: orders.amount }).from(orders).where(eq(orders.id, orderId));
  const [weighed] = await db.select({ total: sum(orderLines.amount) }).from(orderLines).innerJoin(goods, eq(goods.id, orderLines.goodId))
    .where(and(eq(orderLines.orderId, orderId), inArray(goods.measureId, [MEASURE.kilogram, MEASURE.per100g])));
  const hold = holdAmount(Number(order.amount), Number(weighed?.total ?? 0), marginPercent);
  await db.update(orders).set({ holdAmount: hold }).where(eq(orders.id, orderId));
  return hold;
}
