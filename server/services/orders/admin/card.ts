// PUT /api/orders/{id}: the loyalty card the order is credited to (spec §6: any status but awaiting payment).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import { lockOrder, record, requireAction, type Admin } from './access';

export async function setOrderCard(db: Db, admin: Admin, orderId: number, card: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    requireAction(locked, 'changeCard');
    const before = locked.order.card;
    if (before === card) return;
    await tx.update(orders).set({ card, updatedAt: clock.now() }).where(eq(orders.id, orderId));
    await record(tx, {
      orderId, actorId: admin.id, verb: 'card', status: locked.order.status, typeName: card ? `Карта: ${card}` : 'Карта снята',
      changes: { card: [before, card] }, event: { type: 'edited', payload: { card } },
    });
  });
}
