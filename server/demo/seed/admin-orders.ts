// The demo orders of the back office (admin orders): every status, both receiving methods, every
// payment type and both partner sources, across shops 1–4, so each mode of the order card can be
// tried after `npm start`. Online ones carry a sandbox payment in the state their status implies
// (held, charged, partly refunded, declined); some have weighed goods, one a promotion, two a promo
// code. Written as rows (no checkout), with fixed dates and the shops' first goods by id: the same
// orders on every run. The packets and the delivery ride on an order as service lines
// (domain/order-admin.ts SERVICE_GOODS), drawn from its packet and delivery costs.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { holdAmount, roundMoney } from '../../../domain/order-admin';
import { ORDER_STATUS as S, PAYMENT_STATUS as P, type OrderSource, type OrderStatus } from '../../../domain/order-status';
import { PAYMENT_TYPE } from '../../../domain/shop-terms';
import type { Db } from '../../db/client';
import { articles, customers, goods, orderEvents, orderLines, orderLog, orderRefunds, orders, sandboxPayments } from '../../db/schema';
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

  // each shop's first goods by id, in stock and deliverable: three by the piece, one by weight
  const stockOf = async (shopId: number, measureId: number, n: number) => db.select({ id: goods.id, name: goods.name, price: articles.registerPrice })
    .from(articles).innerJoin(goods, eq(goods.id, articles.goodId))
    .where(and(eq(articles.shopId, shopId), gt(articles.quantity, 10), eq(goods.measureId, measureId), eq(goods.isPickup, false)))
    .orderBy(asc(goods.id)).limit(n);
  const shelves = new Map<number, { pieces: Awaited<ReturnType<typeof stockOf>>; weighed: Awaited<ReturnType<typeof stockOf>> }>();
  for (const shop of new Set(DEMO_ORDERS.map((o) => o.shop))) shelves.set(shop, { pieces: await stockOf(shop, 0, 6), weighed: await stockOf(shop, 1, 2) });

  const centre = housePoint('Курск', 'ул. Радищева', 5);
  let written = 0;
  for (const [i, o] of DEMO_ORDERS.entries()) {
    const shelf = shelves.get(o.shop)!;
    if (shelf.pieces.length < 3) continue;
    const customer = who.get(PHONES[o.customer])!;
    const picked = [
      { good: shelf.pieces[i % 3], quantity: 1 + (i % 3) },
      { good: shelf.pieces[3 + (i % 3)] ?? shelf.pieces[0], quantity: 2 },
      ...(o.weighed && shelf.weighed[0] ? [{ good: shelf.weighed[0], quantity: 1.25 }] : []),
    ].filter((l, k, all) => all.findIndex((m) => m.good.id === l.good.id) === k);
    const lines = picked.map((l) => ({ ...l, amount: roundMoney(Number(l.good.price) * l.quantity) }));
    const goodsAmount = roundMoney(lines.reduce((s, l) => s + l.amount, 0));
    const weighedAmount = lines.filter((l) => l.quantity % 1 !== 0).reduce((s, l) => s + l.amount, 0);
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

    const [row] = await db.insert(orders).values({
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
    }).returning({ id: orders.id });
    await db.insert(orderLines).values(lines.map((l, position) => ({
      orderId: row.id, goodId: l.good.id, name: l.good.name, quantity: l.quantity, originalQuantity: l.quantity,
      price: Number(l.good.price), originalPrice: Number(l.good.price), amount: l.amount, position,
    })));
    await db.insert(orderLog).values([
      { orderId: row.id, date: orderDate, status: isOnline ? S.awaitingPayment : S.new, typeName: 'Заказ создан' },
      ...(o.status !== S.new && o.status !== S.awaitingPayment
        ? [{ orderId: row.id, date: new Date(orderDate.getTime() + 1_800_000), status: o.status, typeName: o.cancel ? `Аннулирован: ${o.cancel}` : 'Статус изменён' }]
        : []),
    ]);
    await db.insert(orderEvents).values({ orderId: row.id, type: 'created', payload: { demo: true }, createdAt: orderDate });
    if (o.payment === 'refunded') {
      await db.insert(orderRefunds).values({ orderId: row.id, date: new Date(orderDate.getTime() + 86_400_000), comment: 'Недовес', amount: 50 });
    }
    if (paymentStatus !== null) {
      const kop = (n: number) => Math.round(n * 100);
      await db.insert(sandboxPayments).values({
        id: SANDBOX_ID(i), orderId: row.id, amount: kop(hold!), description: `Заказ № ${row.id}`, status: paymentStatus as 0,
        returnUrl: `/basket?order=${row.id}`, failUrl: `/basket?order=${row.id}`,
        expiresAt: new Date(Date.UTC(2030, 0, 1)),
        depositedAmount: charged === null ? 0 : kop(charged), refundedAmount: o.payment === 'refunded' ? 5000 : 0,
      });
    }
    written++;
  }
  return written;
}
