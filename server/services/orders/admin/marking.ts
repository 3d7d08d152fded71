// PUT /api/orders/{id}/markingcode: the marking codes of the order's goods (spec §5: trimmed, blank
// ones dropped; a good whose codes are unchanged is left alone).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderLines } from '../../../db/schema';
import { lockOrder, record, requireAction, unprocessable, type Admin } from './access';

export async function setMarkingCodes(db: Db, admin: Admin, orderId: number, items: { goodId: number; markingCode: string[] }[]): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    requireAction(locked, 'mark');
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const byGood = new Map(lines.filter((l) => !l.isDeleted).map((l) => [l.goodId, l]));
    const missing = items.map((it, i) => ({ it, i })).filter(({ it }) => !byGood.has(it.goodId));
    if (missing.length > 0) {
      throw unprocessable(missing.map(({ i }) => ({ propertyPath: `items.${i}.goodId`, message: 'Такого товара нет в заказе.' })));
    }
    const changes: Record<string, [unknown, unknown]> = {};
    for (const it of items) {
      const line = byGood.get(it.goodId)!;
      const codes = [...new Set(it.markingCode.map((c) => c.trim()).filter((c) => c !== ''))];
      if (JSON.stringify(codes) === JSON.stringify(line.markingCodes)) continue;
      await tx.update(orderLines).set({ markingCodes: codes }).where(and(eq(orderLines.id, line.id), eq(orderLines.orderId, orderId)));
      changes[`markingCode.${it.goodId}`] = [line.markingCodes, codes];
    }
    if (Object.keys(changes).length === 0) return;
    await record(tx, {
      orderId, actorId: admin.id, verb: 'marking', status: locked.order.status, typeName: 'Коды маркировки', changes,
      event: { type: 'edited', payload: { marking: Object.keys(changes).length } },
    });
  });
}
