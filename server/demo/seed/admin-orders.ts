// The demo orders of the back office (admin orders): every status, both receiving methods, every
// payment type and both partner sources, across shops 1–4, so each mode of the order card can be
// tried after `npm start`. Online ones carry a sandbox payment in the state their status implies
// (held, charged, partly refunded, declined); some have weighed goods, one a promotion, two a promo
// code. Written as rows (no checkout), with fixed dates and the shops' first goods by id: the same
// orders on every run. The packets and the delivery ride on an order as service lines
// (domain/order-admin.ts SERVICE_GOODS), drawn from its packet and delivery costs.
import { inArray, sql } from 'drizzle-orm';
import { roundMoney, toKopecks } from '../../../domain/money';
import { holdAmount } from '../../../domain/order-admin';
import { ORDER_STATUS as S, PAYMENT_STATUS as P, type OrderSource, type OrderStatus } from '../../../domain/order-status';
import { PAYMENT_TYPE } from '../../../domain/shop-terms';
import type { Db } from '../../db/client';
import { customers, orderEvents, orderLines, orderLog, orderRefunds, orders, sandboxPayments } from '../../db/schema';
import { housePoint } from './receiving';

type Spec = {
  shop: number; status: OrderStatus; type: 'delivery' | 'pickup'; cash: number; source?: OrderSource;
  customer: 'zakazova' | 'partnerova'; weighed?: boolean; promotion?: boolean; promoCode?: boolean;
  payment?: 'awaiting' | 'held' | 'charged' | 'refunded' | 'declined'; cancel?: string; external?: string;
};

const { online, cardOnReceipt: card, cash, aggregator, partner } = PAYMENT_TYPE;

export const DEMO_ORDERS: Spec[] = [
  { shop: 1, status: S.awaitingPayment, type: 'delivery', cash: online, customer: 'zakazova', payment: 'awaiting' },
  { shop: 1, status: S.new, type: 'delivery', cash, customer: 'zakazova' },
  { shop: 1, status: S.open, type: 'pickup', cash: card, customer: 'zakazova', weighed: true },
  { shop: 1, status: S.assembling, type: 'delivery', cash: online, customer: 'zakazova', weighed: true, payment: 'held' },
  { shop: 1, status: S.assembled, type: 'pickup', cash: online, customer: 'zakazova', payment: 'held' },
  { shop: 1, status: S.inDelivery, type: 'delivery', cash, customer: 'zakazova', promotion: true },
  { shop: 1, status: S.closed, type: 'delivery', cash: online, customer: 'zakazova', weighed: true, payment: 'charged' },
  { shop: 1, status: S.closed, type: 'pickup', cash: online, customer: 'zakazova', payment: 'refunded' },
  { shop: 1, status: S.annulled, type: 'delivery', cash, customer: 'zakazova', cancel: 'Заказ задублирован' },
  { shop: 2, status: S.new, type: 'delivery', cash: aggregator, source: 'aggregator', customer: 'partnerova', external: 'SM-100234' },
  { shop: 2, status: S.assembling, type: 'delivery', cash: aggregator, source: 'aggregator', customer: 'partnerova', weighed: true, external: 'SM-100235' },
  { shop: 2, status: S.open, type: 'pickup', cash: partner, source: 'partner', customer: 'partnerova', external: 'YE-55821' },
  { shop: 2, status: S.inDelivery, type: 'delivery', cash: partner, source: 'partner', customer: 'partnerova', external: 'YE-55822' },
  { shop: 2, status: S.paid, type: 'pickup', cash: card, customer: 'zakazova' },
  { shop: 2, status: S.assembled, type: 'delivery', cash: card, customer: 'zakazova', promoCode: true },
  { shop: 3, status: S.new, type: 'pickup', cash, customer: 'partnerova', promoCode: true },
  { shop: 3, status: S.closed, type: 'pickup', cash: card, customer: 'zakazova' },
  { shop: 3, status: S.annulled, type: 'pickup', cash: online, customer: 'zakazova', payment: 'declined', cancel: 'Ошибка онлайн-оплаты' },
  { shop: 4, status: S.open, type: 'delivery', cash, customer: 'partnerova', weighed: true },
];

const PHONES = { zakazova: '79000000004', partnerova: '79000000005' } as const;
const DAY = Date.UTC(2026, 10, 16, 7, 0); // 16.11.2026 10:00 Moscow, then one order an hour
const PACKET_PRICE = 9.99;
const DELIVERY = 149;
const PACKAGING = 30;
const SANDBOX_ID = (i: number) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
const ADDRESS = { addressId: null, city: 'Курск', street: 'ул. Радищева', house: '5', flat: 12, entrance: 1, floor: 3, code: null, isPrivateHouse: false };

/** Replaces the demo orders (those of the two demo order customers). */
export async function seedAdminOrders(db: Db): Promise<number> {
  const people = await db.select({ id: customers.id, phone: customers.phone, name: customers.name, card: customers.card }).from(customers)
    .where(inArray(customers.phone, Object.values(PHONES)));
  const who = new Map(people.map((p) => [p.phone, p]));
  if (who.size !== 2) return 0;
  await db.delete(orders).where(inArray(orders.customerId, people.map((p) => p.id)));
  await db.delete(sandboxPayments).where(inArray(sandboxPayments.id, DEMO_ORDERS.map((_, i) => SANDBOX_ID(i))));

  // each shop's first goods by id, in stock and deliverable: six by the piece, two by weight (one query)
  type Shelved = { id: number; name: string; price: number };
  const shopIds = [...new Set(DEMO_ORDERS.map((o) => o.shop))];
  const rows = await db.execute(sql`SELECT shop_id, measure_id, id, name, price FROM (
      SELECT a.shop_id, g.measure_id, g.id, g.name, a.register_price AS price,
        row_number() OVER (PARTITION BY a.shop_id, g.measure_id ORDER BY g.id) AS n
      FROM articles a JOIN goods g ON g.id = a.good_id
      WHERE a.shop_id IN (${sql.join(shopIds.map((id) => sql`${id}`), sql`, `)}) AND a.quantity > 10 AND g.measure_id IN (0, 1) AND NOT g.is_pickup
    ) AS s WHERE n <= 6 ORDER BY shop_id, measure_id, id`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { shop_id: number; measure_id: number; id: string | number; name: string; price: string | number }[];
  const shelves = new Map(shopIds.map((shop) => {
    const of = (measure: number): Shelved[] => list.filter((r) => Number(r.shop_id) === shop && Number(r.measure_id) === measure)
      .map((r) => ({ id: Number(r.id), name: r.name, price: Number(r.price) }));
    return [shop, { pieces: of(0), weighed: of(1).slice(0, 2) }];
  }));

  const centre = housePoint('Курск', 'ул. Радищева', 5);
  const kop = toKopecks;
  // built first, written in one statement per table: the seed stays fast
  const built = DEMO_ORDERS.flatMap((o, i) => {
    const shelf = shelves.get(o.shop)!;
    if (shelf.pieces.length < 3) return [];
    const customer = who.get(PHONES[o.customer])!;
    const picked = [
      { good: shelf.pieces[i % 3], quantity: 1 + (i % 3) },
      { good: shelf.pieces[3 + (i % 3)] ?? shelf.pieces[0], quantity: 2 },
      ...(o.weighed && shelf.weighed[0] ? [{ good: shelf.weighed[0], quantity: 1.25 }] : []),
    ].filter((l, k, all) => all.findIndex((m) => m.good.id === l.good.id) === k);
    const lines = picked.map((l) => ({ ...l, amount: roundMoney(Number(l.good.price) * l.quantity) }));
    const goodsAmount = roundMoney(lines.reduce((sum, l) => sum + l.amount, 0));
    const weighedAmount = lines.filter((l) => l.quantity % 1 !== 0).reduce((sum, l) => sum + l.amount, 0);
    const packetCount = 1 + (i % 2);
    const packetCost = roundMoney(packetCount * PACKET_PRICE);
    const deliveryCost = o.type === 'delivery' && o.source === undefined ? DELIVERY : 0;
    const promotionDiscount = o.promotion ? roundMoney(goodsAmount * 0.05) : 0;
    const promoCodeDiscount = o.promoCode ? 100 : 0;
    const amount = Math.max(0, roundMoney(goodsAmount + packetCost + PACKAGING + deliveryCost - promotionDiscount - promoCodeDiscount));
    const orderDate = new Date(DAY + i * 3_600_000);
    const deliveryDate = new Date(DAY + 86_400_000 + (i % 4) * 86_400_000).toISOString().slice(0, 10);
    const isOnline = o.cash === online;
    const paymentStatus = !o.payment ? null
      : { awaiting: P.registered, held: P.held, charged: P.deposited, refunded: P.refunded, declined: P.declined }[o.payment];
    const hold = isOnline ? holdAmount(amount, weighedAmount) : null;
    const charged = o.payment === 'charged' || o.payment === 'refunded' ? amount : null;
    const row: typeof orders.$inferInsert = {
      customerId: customer.id, shopId: o.shop, status: o.status, type: o.type, source: o.source ?? 'site', orderDate,
      deliveryDate, deliveryTime: o.type === 'delivery' ? '10:00-12:00' : '12:00-15:00',
      goodsAmount, packetCount, packetCost, packagingCost: PACKAGING, deliveryCost, deliveryZonePrice: 0,
      promotionDiscount, promoCodeDiscount, amount, originalAmount: amount, grossWeight: 0, cashType: o.cash,
      cashAmount: o.cash === cash ? 5000 : null, comment: i % 2 ? 'Позвоните за час до доставки' : '', replacementPolicy: 1 + (i % 3),
      address: o.type === 'delivery' ? { ...ADDRESS, name: customer.name, phone: customer.phone } : null,
      deliveryLat: o.type === 'delivery' ? centre[0] : null, deliveryLon: o.type === 'delivery' ? centre[1] : null,
      promotion: o.promotion ? { id: 0, title: 'Скидка 5 % на заказ', info: 'Демо-акция', amount: promotionDiscount, freeDelivery: false } : null,
      promoCode: o.promoCode ? { code: 'DEMO100', discountType: 1, amount: 100, discountAmount: 100 } : null,
      cancelReason: o.cancel ?? null, cancelComment: null,
      paymentGatewayOrderId: paymentStatus === null ? null : SANDBOX_ID(i), paymentStatus,
      paymentExpiresAt: isOnline ? (o.payment === 'awaiting' ? new Date(Date.UTC(2030, 0, 1)) : new Date(orderDate.getTime() + 20 * 60_000)) : null,
      paymentFormUrl: null, updatedAt: orderDate,
      card: customer.card, externalId: o.external ?? null, holdAmount: hold, chargedAmount: charged,
    };
    return [{ o, i, row, lines, orderDate, isOnline, paymentStatus, hold, charged }];
  });
  if (built.length === 0) return 0;
  const ids = (await db.insert(orders).values(built.map((b) => b.row)).returning({ id: orders.id, date: orders.orderDate }))
    .sort((a, b) => a.date.getTime() - b.date.getTime()).map((r) => r.id);
  const all = built.map((b, k) => ({ ...b, id: ids[k] }));
  await db.insert(orderLines).values(all.flatMap((b) => b.lines.map((l, position) => ({
    orderId: b.id, goodId: l.good.id, name: l.good.name, quantity: l.quantity, originalQuantity: l.quantity,
    price: Number(l.good.price), originalPrice: Number(l.good.price), amount: l.amount, position,
  }))));
  await db.insert(orderLog).values(all.flatMap((b) => [
    { orderId: b.id, date: b.orderDate, status: b.isOnline ? S.awaitingPayment : S.new, typeName: 'Заказ создан' },
    ...(b.o.status !== S.new && b.o.status !== S.awaitingPayment
      ? [{ orderId: b.id, date: new Date(b.orderDate.getTime() + 1_800_000), status: b.o.status, typeName: b.o.cancel ? `Аннулирован: ${b.o.cancel}` : 'Статус изменён' }]
      : []),
  ]));
  await db.insert(orderEvents).values(all.map((b) => ({ orderId: b.id, type: 'created' as const, payload: { demo: true }, createdAt: b.orderDate })));
  const refunded = all.filter((b) => b.o.payment === 'refunded');
  if (refunded.length > 0) {
    await db.insert(orderRefunds).values(refunded.map((b) => ({ orderId: b.id, date: new Date(b.orderDate.getTime() + 86_400_000), comment: 'Недовес', amount: 50 })));
  }
  const paid = all.filter((b) => b.paymentStatus !== null);
  if (paid.length > 0) {
    await db.insert(sandboxPayments).values(paid.map((b) => ({
      id: SANDBOX_ID(b.i), orderId: b.id, amount: kop(b.hold!), description: `Заказ № ${b.id}`, status: b.paymentStatus as 0,
      returnUrl: `/basket?order=${b.id}`, failUrl: `/basket?order=${b.id}`, expiresAt: new Date(Date.UTC(2030, 0, 1)),
      depositedAmount: b.charged === null ? 0 : kop(b.charged), refundedAmount: b.o.payment === 'refunded' ? 5000 : 0,
    })));
  }
  const written = all.length;
  return written;
}
