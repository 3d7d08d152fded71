// Notification settings (spec §3 "Customer settings": lists of channels, email 1, push 2) and the
// monthly stats of the personal area. A customer who never saved settings has the defaults below.
import { and, count, eq, gte, ne } from 'drizzle-orm';
import { NOTIFICATION_CHANNEL, type CustomerSettings } from '../../../contract';
import { ORDER_STATUS } from '../../../domain/order-status';
import type { DbOrTx } from '../../db/client';
import { customerSettings, orders } from '../../db/schema';
import { clock } from '../../lib/clock';

const { email, push } = NOTIFICATION_CHANNEL;
/** Receipts by email, statuses by email and push, no advertising until asked for. */
export const DEFAULT_SETTINGS: CustomerSettings = { sendReceipt: [email], sendOrderStatus: [email, push], sendAdvertisement: [] };

export async function readSettings(db: DbOrTx, customerId: number): Promise<CustomerSettings> {
  const [row] = await db.select().from(customerSettings).where(eq(customerSettings.customerId, customerId));
  return row ? { sendReceipt: row.sendReceipt, sendOrderStatus: row.sendOrderStatus, sendAdvertisement: row.sendAdvertisement } : DEFAULT_SETTINGS;
}

export async function writeSettings(db: DbOrTx, customerId: number, s: CustomerSettings): Promise<CustomerSettings> {
  await db.insert(customerSettings).values({ customerId, ...s })
    .onConflictDoUpdate({ target: customerSettings.customerId, set: s });
  return readSettings(db, customerId);
}

/** The first moment of this month in Moscow (UTC+3 all year). */
export function moscowMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + 3 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 3 * 3600_000);
}

/** Orders placed this month, annulled ones not counted. */
export async function monthlyStats(db: DbOrTx, customerId: number) {
  const [{ n }] = await db.select({ n: count() }).from(orders).where(and(
    eq(orders.customerId, customerId), gte(orders.orderDate, moscowMonthStart(clock.now())), ne(orders.status, ORDER_STATUS.annulled),
  ));
  return { currentMonthOrders: n };
}
