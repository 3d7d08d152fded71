// type=sale: the orders 1C has not received (mode=query), marking them received (mode=success), and
// the status changes 1C sends (mode=file), each applied through the order status machine as an
// administrator's forward action would be (setOrderStatus): a move the machine refuses is reported
// in the answer and changes nothing.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { statusChangeOf, saleDocument, type SaleOrder } from '../../../domain/commerceml-sale';
import { PAYMENT_TYPE } from '../../../domain/shop-terms';
import type { PaymentGateway } from '../../adapters/payment';
import type { Db } from '../../db/client';
import { customers, exchangeSessions, goods, orderLines, orders, shops } from '../../db/schema';
import { clock } from '../../lib/clock';
import { HttpError } from '../../lib/http';
import { setOrderStatus } from '../orders/admin/status';
import type { Admin } from '../orders/admin/access';
import type { Session } from './sessions';
import { readXml } from './xml-stream';

/** Orders one query sends at most; 1C asks again after success for the rest. */
const QUERY_ORDERS = 500;

const PAYMENT_NAMES: Record<number, string> = {
  [PAYMENT_TYPE.online]: 'Банковской картой на сайте', [PAYMENT_TYPE.cardOnReceipt]: 'Картой при получении', [PAYMENT_TYPE.cash]: 'Наличными',
  [PAYMENT_TYPE.aggregator]: 'Агрегатор', [PAYMENT_TYPE.partner]: 'Партнёр',
};
const UNITS: Record<number, string> = { 0: 'шт', 1: 'кг', 2: 'уп', 3: 'л', 6: 'кг' };

export async function saleQuery(db: Db, session: Session): Promise<string> {
  const rows = await db.select({ order: orders, customer: { id: customers.id, name: customers.name, phone: customers.phone, email: customers.email }, warehouseId: shops.warehouseId })
    .from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(isNull(orders.exchangedAt), eq(orders.source, 'site'))).orderBy(asc(orders.id)).limit(QUERY_ORDERS);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length === 0 ? [] : await db.select({ line: orderLines, externalId: goods.externalId, measureId: goods.measureId })
    .from(orderLines).leftJoin(goods, eq(goods.id, orderLines.goodId))
    .where(and(inArray(orderLines.orderId, ids), eq(orderLines.isDeleted, false))).orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<number, SaleOrder['lines']>();
  for (const l of lines) {
    const list = byOrder.get(l.line.orderId) ?? [];
    list.push({
      // goods made here (not from 1C) go by the site's id
      goodExternalId: l.externalId ?? String(l.line.goodId), name: l.line.name, quantity: Number(l.line.quantity),
      price: Number(l.line.price), amount: Number(l.line.amount), unit: UNITS[l.measureId ?? 0] ?? 'шт',
    });
    byOrder.set(l.line.orderId, list);
  }
  const docs: SaleOrder[] = rows.map(({ order: o, customer, warehouseId }) => ({
    id: o.id, date: o.orderDate.toISOString(), amount: Number(o.amount), status: o.status,
    paymentType: PAYMENT_NAMES[o.cashType] ?? String(o.cashType), receiving: o.type === 'delivery' ? 'Доставка' : 'Самовывоз',
    warehouseId, customer, slot: `${o.deliveryDate} ${o.deliveryTime}`, comment: o.comment,
    address: o.address ? [o.address.city, o.address.street, o.address.house, o.address.flat ? `кв. ${o.address.flat}` : ''].filter(Boolean).join(', ') : null,
    lines: byOrder.get(o.id) ?? [],
  }));
  await db.update(exchangeSessions).set({ sentOrders: ids }).where(eq(exchangeSessions.id, session.id));
  return saleDocument(docs, clock.now());
}

/** mode=success: what the session's last query sent is received. */
export async function saleSuccess(db: Db, session: Session): Promise<number> {
  const ids = session.sentOrders;
  if (ids.length > 0) await db.update(orders).set({ exchangedAt: clock.now() }).where(and(inArray(orders.id, ids), isNull(orders.exchangedAt)));
  await db.update(exchangeSessions).set({ sentOrders: [] }).where(eq(exchangeSessions.id, session.id));
  return ids.length;
}

/** 1C acts as a site administrator on behalf of nobody in particular (the log shows no author). */
const ONE_C: Admin = { id: 0, isSiteAdmin: true, shops: new Set() };

/** mode=file for type=sale: applies the statuses of the file's documents; the answer lists refusals. */
export async function saleFile(db: Db, gateway: PaymentGateway, file: string): Promise<string> {
  let applied = 0;
  const refused: string[] = [];
  for await (const ev of readXml(file, new Set(['Документ', 'Контейнер/Документ']))) {
    if (ev.type !== 'element') continue;
    const change = statusChangeOf(ev.node);
    if (!change) continue;
    if ('problem' in change) {
      refused.push(change.problem);
      continue;
    }
    if (change.to === 'annul') {
      refused.push(`заказ ${change.orderId}: аннулирование — в карточке заказа, с причиной`);
      continue;
    }
    try {
      const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, change.orderId));
      if (current?.status === change.to) continue;
      // 1C sends no Idempotency-Key: a repeated document finds the status already applied (above)
      await setOrderStatus(db, gateway, ONE_C, change.orderId, change.to, { value: null });
      applied++;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      refused.push(`заказ ${change.orderId}: ${err.description}`);
    }
  }
  const summary = `Статусов применено: ${applied}${refused.length ? `; отказано: ${refused.length}` : ''}.`;
  return ['success', summary, ...refused.slice(0, 50)].join('\n');
}
