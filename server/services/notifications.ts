// The personal area's notifications (storefront spec §3 "Notification", §4 "Notifications";
// checkout-account-admin spec §3): written for an order's status changes, payments and refunds, in the
// transaction that changes the order. The notification row is always written (the personal area's
// list and the header bell read it); the customer's settings decide whether an email goes too
// (channel 1, through the messages adapter: the outbox locally). Push (channel 2) has no gateway yet:
// the row is what the site shows. Receipts (payments, refunds) follow sendReceipt, statuses sendOrderStatus.
import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATION_CHANNEL, type Notification } from '../../contract';
import { statusName } from '../../domain/order-status';
import { formatMoney } from '../../domain/money';
import { messagesFromEnv, type Messages } from '../adapters/messages';
import type { Db, DbOrTx } from '../db/client';
import { customers, notifications, orders } from '../db/schema';
import { clock } from '../lib/clock';
import { notFound } from '../lib/http';
import { readSettings } from './account/settings';

export type OrderChange = { kind: 'status' } | { kind: 'paid' } | { kind: 'refunded'; amount: number };

function texts(order: { id: number; status: number; amount: number }, change: OrderChange): { title: string; message: string } {
  switch (change.kind) {
    case 'status': return { title: `Заказ № ${order.id}: ${statusName(order.status)}`, message: `Статус заказа № ${order.id} изменён: «${statusName(order.status)}».` };
    case 'paid': return { title: `Заказ № ${order.id} оплачен`, message: `Оплата заказа № ${order.id} на сумму ${formatMoney(order.amount)} получена.` };
    case 'refunded': return { title: `Возврат по заказу № ${order.id}`, message: `По заказу № ${order.id} оформлен возврат на сумму ${formatMoney(change.amount)}.` };
  }
}

/**
 * Tells the customer of order `orderId` what happened to it. Call it inside the transaction that
 * changes the order, after the change: the notification commits or rolls back with it. An email
 * that cannot be sent is logged, never fails the order's change.
 */
export async function notifyOrderChange(tx: DbOrTx, orderId: number, change: OrderChange, messages: Messages = messagesFromEnv()): Promise<void> {
  const [row] = await tx.select({ id: orders.id, status: orders.status, amount: orders.amount, customerId: orders.customerId, email: customers.email, emailConfirmed: customers.isEmailConfirmed })
    .from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(eq(orders.id, orderId));
  if (!row) return;
  const { title, message } = texts({ id: row.id, status: row.status, amount: Number(row.amount) }, change);
  await tx.insert(notifications).values({ customerId: row.customerId, orderId, title, message, createdAt: clock.now() });
  const settings = await readSettings(tx, row.customerId);
  const channels = change.kind === 'status' ? settings.sendOrderStatus : settings.sendReceipt;
  if (row.email && row.emailConfirmed && channels.includes(NOTIFICATION_CHANNEL.email)) {
    try {
      await messages.send(tx as Db, { channel: 'email', to: row.email, text: `${title}. ${message}`, link: '/personal-area' });
    } catch (err) {
      console.error(`[notifications] email for order ${orderId}: ${(err as Error).message}`);
    }
  }
}

type Row = typeof notifications.$inferSelect;
const toNotification = (n: Row): Notification => ({
  '@id': `/api/notifications/${n.id}`, '@type': 'Notification', id: n.id, title: n.title, message: n.message,
  orderId: n.orderId, createdAt: n.createdAt.toISOString(), unread: n.unread,
});

/** A page of the customer's notifications, newest first; `unread` true: only the unread ones. */
export async function listNotifications(db: Db, customerId: number, page: number, perPage: number, unread?: boolean) {
  const where = and(eq(notifications.customerId, customerId), ...(unread === undefined ? [] : [eq(notifications.unread, unread)]));
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(perPage).offset((page - 1) * perPage);
  return { members: rows.map(toNotification), total: n };
}

/** Marks one of the customer's notifications read (or unread); another customer's is not found. */
export async function setUnread(db: Db, customerId: number, id: number, unread: boolean): Promise<Notification> {
  const [row] = await db.update(notifications).set({ unread })
    .where(and(eq(notifications.id, id), eq(notifications.customerId, customerId))).returning();
  if (!row) throw notFound('Уведомление не найдено.');
  return toNotification(row);
}
