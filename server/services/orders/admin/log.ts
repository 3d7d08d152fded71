// GET /api/orders/{id}/log: the order's history, oldest first, with the admin who made each change.
import { asc, eq } from 'drizzle-orm';
import type { AdminOrderLog } from '../../../../contract';
import { statusName } from '../../../../domain/order-status';
import type { Db } from '../../../db/client';
import { customers, orderLog, orders } from '../../../db/schema';
import { notFound } from '../../../lib/http';
import { NOT_FOUND, roleFor, type Admin } from './access';

export async function orderLogFor(db: Db, admin: Admin, orderId: number): Promise<AdminOrderLog> {
  const [order] = await db.select({ shopId: orders.shopId }).from(orders).where(eq(orders.id, orderId));
  if (!order || !roleFor(admin, order.shopId)) throw notFound(NOT_FOUND);
  const rows = await db.select({ entry: orderLog, author: customers.name }).from(orderLog)
    .leftJoin(customers, eq(customers.id, orderLog.customerId))
    .where(eq(orderLog.orderId, orderId)).orderBy(asc(orderLog.id));
  return {
    'hydra:member': rows.map(({ entry, author }) => ({
      date: entry.date.toISOString(), status: entry.status, statusName: statusName(entry.status), typeName: entry.typeName,
      author: author ?? null, changes: entry.changes ?? null,
    })),
  };
}
