// GET /api/orders for the back office (spec §2 "Admin orders", §7): the orders of the admin's shops
// (a site admin: all), newest first, 50 a page, filtered as the list's filters ask. Without a status
// the annulled ones are left out. Dates are Moscow calendar days ("after" inclusive, "strictly
// before" exclusive: the list sends the day after the typed "to").
import { and, count, desc, eq, gte, ilike, inArray, like, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDERS_COUNT_CAP, ADMIN_ORDERS_PAGE_SIZE, type AdminOrderList, type AdminOrderQuery } from '../../../../contract';
import { ORDER_STATUS, statusName } from '../../../../domain/order-status';
import type { Db } from '../../../db/client';
import { customers, orders, shops } from '../../../db/schema';
import type { Admin } from './access';

const MSK = 'Europe/Moscow';
/** The start of a Moscow calendar day as an instant, for comparing with order_date. */
const mskDay = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${MSK})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listAdminOrders(
  db: Db, admin: Admin, q: AdminOrderQuery, path: string, cap = ADMIN_ORDERS_COUNT_CAP,
): Promise<AdminOrderList> {
  const where: SQL[] = [];
  if (!admin.isSiteAdmin) where.push(inArray(orders.shopId, [...admin.shops, -1]));
  if (q['shop.id'] !== undefined) where.push(eq(orders.shopId, q['shop.id']));
  where.push(q.status === undefined ? ne(orders.status, ORDER_STATUS.annulled) : eq(orders.status, q.status));
  if (q.id !== undefined) where.push(eq(orders.id, q.id));
  if (q['customer.name']) where.push(ilike(customers.name, `%${escapeLike(q['customer.name'])}%`));
  if (q['customer.phone']) where.push(like(customers.phone, `%${q['customer.phone']}%`));
  if (q.orderDate?.after) where.push(gte(orders.orderDate, mskDay(q.orderDate.after)));
  if (q.orderDate?.strictly_before) where.push(lt(orders.orderDate, mskDay(q.orderDate.strictly_before)));
  if (q.deliveryDate?.after) where.push(gte(orders.deliveryDate, q.deliveryDate.after));
  if (q.deliveryDate?.strictly_before) where.push(lt(orders.deliveryDate, q.deliveryDate.strictly_before));
  if (q.amount?.gte !== undefined) where.push(gte(orders.amount, q.amount.gte));
  if (q.amount?.lte !== undefined) where.push(lte(orders.amount, q.amount.lte));

  const page = q.page;
  const rows = await db.select({ o: orders, shopName: shops.name, shopAddress: shops.address, customerName: customers.name, customerPhone: customers.phone })
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(...where)).orderBy(desc(orders.id))
    .limit(ADMIN_ORDERS_PAGE_SIZE + 1).offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE);
  const hasNext = rows.length > ADMIN_ORDERS_PAGE_SIZE;
  // the count joins the customers only when a customer filter needs them (every order has one):
  // over 100,000 orders the join was half of the unfiltered list's time (docs/bench.md); and it stops
  // at ADMIN_ORDERS_COUNT_CAP + 1 rows, since counting 90,000 exactly was most of what remained
  const matching = db.select({ one: sql`1` }).from(orders);
  const capped = (q['customer.name'] || q['customer.phone']
    ? matching.innerJoin(customers, eq(customers.id, orders.customerId)) : matching)
    .where(and(...where)).limit(cap + 1).as('matching');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  const members = rows.slice(0, ADMIN_ORDERS_PAGE_SIZE).map(({ o, ...r }) => ({
    '@id': `/api/orders/${o.id}`,
    '@type': 'Order' as const,
    id: o.id, status: o.status, statusName: statusName(o.status), type: o.type, source: o.source,
    shop: { id: o.shopId, name: r.shopName, address: r.shopAddress },
    customer: { id: o.customerId, name: r.customerName, phone: r.customerPhone },
    orderDate: o.orderDate.toISOString(), deliveryDate: o.deliveryDate, deliveryTime: o.deliveryTime,
    amount: Number(o.amount), cashType: o.cashType,
  }));
  const url = (p: number) => {
    const u = new URL(path, 'http://x');
    u.searchParams.set('page', String(p));
    return `${u.pathname}?${u.searchParams.toString()}`;
  };
  return {
    '@context': '/api/contexts/Order',
    '@id': '/api/orders',
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': Number(total),
    'hydra:view': {
      '@id': url(page),
      '@type': 'hydra:PartialCollectionView',
      ...(page > 1 ? { 'hydra:previous': url(page - 1) } : {}),
      ...(hasNext ? { 'hydra:next': url(page + 1) } : {}),
    },
  };
}
