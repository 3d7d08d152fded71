// GET /api/orders for the back office (spec §2 "Admin orders", §7): the orders of the admin's shops
// (a site admin: all), newest first, 50 a page, filtered as the list's filters ask. Without a status
// the annulled ones are left out. Dates are Moscow calendar days ("after" inclusive, "strictly
// before" exclusive: the list sends the day after the typed "to").
import { and, count, desc, eq, gte, ilike, inArray, like, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDERS_COUNT_CAP, ADMIN_ORDERS_PAGE_SIZE, type AdminOrderList, type AdminOrderQuery } from '../../../../contract';
import { ORDER_STATUS, statusName } from '../../../../domain/order-status';
import { shopToday } from '../../../../domain/shop-day';
import type { Db } from '../../../db/client';
import { clock } from '../../../lib/clock';
import { customers, orders, shops } from '../../../db/schema';
import type { Admin } from './access';

const MSK = 'Europe/Moscow';
/** The start of a Moscow calendar day as an instant, for comparing with order_date. */
const mskDay = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${MSK})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listAdminOrders(
  db: Db, admin: Admin, q: AdminOrderQuery, path: string, cap = ADMIN_ORDERS_COUNT_CAP,
): Promise<AdminOrderList> {
  // every filter but the status: the status chips count what these find, status by status
  const where: SQL[] = [];
  if (!admin.isSiteAdmin) where.push(inArray(orders.shopId, [...admin.shops, -1]));
  if (q['shop.id'] !== undefined) where.push(eq(orders.shopId, q['shop.id']));
  if (q.id !== undefined) where.push(eq(orders.id, q.id));
  if (q['customer.name']) where.push(ilike(customers.name, `%${escapeLike(q['customer.name'])}%`));
  if (q['customer.phone']) where.push(like(customers.phone, `%${q['customer.phone']}%`));
  if (q.orderDate?.after) where.push(gte(orders.orderDate, mskDay(q.orderDate.after)));
  if (q.orderDate?.strictly_before) where.push(lt(orders.orderDate, mskDay(q.orderDate.strictly_before)));
  if (q.deliveryDate?.after) where.push(gte(orders.deliveryDate, q.deliveryDate.after));
  if (q.deliveryDate?.strictly_before) where.push(lt(orders.deliveryDate, q.deliveryDate.strictly_before));
  if (q.amount?.gte !== undefined) where.push(gte(orders.amount, q.amount.gte));
  if (q.amount?.lte !== undefined) where.push(lte(orders.amount, q.amount.lte));
  const byCustomer = Boolean(q['customer.name'] || q['customer.phone']);
  const statusCounts = q.counts ? await countByStatus(db, where, byCustomer) : undefined;
  where.push(q.status === undefined ? ne(orders.status, ORDER_STATUS.annulled) : eq(orders.status, q.status));
  // the hall's day first (issue 42): what is handed out today, then the rest, newest first
  const order = q.sort === 'today' ? [sql`(${orders.deliveryDate} = ${shopToday(clock.now())}) desc`, desc(orders.id)] : [desc(orders.id)];

  const page = q.page;
  const rows = await db.select({ o: orders, shopName: shops.name, shopAddress: shops.address, customerName: customers.name, customerPhone: customers.phone })
    .from(orders).innerJoin(shops, eq(shops.id, orders.shopId)).innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(...where)).orderBy(...order)
    .limit(ADMIN_ORDERS_PAGE_SIZE + 1).offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE);
  const hasNext = rows.length > ADMIN_ORDERS_PAGE_SIZE;
  // the count joins the customers only when a customer filter needs them (every order has one):
  // over 100,000 orders the join was half of the unfiltered list's time (docs/bench.md); and it stops
  // at ADMIN_ORDERS_COUNT_CAP + 1 rows, since counting 90,000 exactly was most of what remained
  const matching = db.select({ one: sql`1` }).from(orders);
  const capped = (byCustomer
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
    ...(statusCounts ? { statusCounts } : {}),
    'hydra:view': {
      '@id': url(page),
      '@type': 'hydra:PartialCollectionView',
      ...(page > 1 ? { 'hydra:previous': url(page - 1) } : {}),
      ...(hasNext ? { 'hydra:next': url(page + 1) } : {}),
    },
  };
}

/** How many orders of each status `where` finds (annulled too), in the status table's terms. */
async function countByStatus(db: Db, where: SQL[], byCustomer: boolean): Promise<{ status: number; count: number }[]> {
  const from = db.select({ status: orders.status, count: count() }).from(orders);
  const rows = await (byCustomer ? from.innerJoin(customers, eq(customers.id, orders.customerId)) : from)
    .where(where.length ? and(...where) : undefined).groupBy(orders.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.count) })).sort((a, b) => a.status - b.status);
}
