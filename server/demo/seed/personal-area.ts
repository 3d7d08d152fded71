// Demo data of the personal area (README "Demo data"): the card holder (79000000001) has 56 orders,
// so the orders tab pages (50 a page), in several statuses: one awaiting online payment (its pay link
// works for 7 days from the seed), one refunded in part, annulled ones; read and unread notifications, more than a page of them;
// a loyalty card (2000000000015, password card12345) with a welcome credit, the bonuses of its closed
// orders and the part taken back by the refund. The customer without a card (79000000002) has a few
// orders and a card to bind (2000000000022, password card12345). No randomness: the same rows on every
// run, dated back from the time of seeding so the list looks current.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { accrual, reversal } from '../../../domain/loyalty';
import { roundMoney, toKopecks } from '../../../domain/money';
import { ORDER_STATUS, PAYMENT_STATUS, statusName } from '../../../domain/order-status';
import { PAYMENT_TYPE } from '../../../domain/shop-terms';
import { sandboxPageUrl } from '../../adapters/payment';
import type { Db } from '../../db/client';
import {
  articles, customers, customerSettings, goods, loyaltyCards, loyaltyTransactions, notifications, orderLines, orderRefunds, orders, sandboxPayments,
} from '../../db/schema';
import { hashPassword } from '../../services/auth/passwords';

export const DEMO_CARDS = [
  { number: '2000000000015', password: 'card12345', level: 2, discount: 5, holder: '79000000001' },
  { number: '2000000000022', password: 'card12345', level: 1, discount: 3, holder: null },
] as const;
export const CARD_HOLDER_ORDERS = 56;
/** The card holder's newest orders with a notification: more than a page of notifications (20). */
export const NOTIFIED_ORDERS = 24;
/** The awaiting order's sandbox payment: a fixed id, so its page address is the same on every seed. */
export const DEMO_PAYMENT_ID = '00000000-0000-4000-9000-000000000001';
const WELCOME_BONUS = 100;
const DAY = 86_400_000;
const SHOP = 1;

type Plan = { status: number; online: boolean; refund?: { amount: number; comment: string }; cancel?: string; paymentStatus?: number };

/** The card holder's orders, oldest first: the newest few in live statuses, a refund, annulments. */
function plan(i: number, n: number): Plan {
  const fromNewest = n - 1 - i;
  switch (fromNewest) {
    case 0: return { status: ORDER_STATUS.awaitingPayment, online: true, paymentStatus: PAYMENT_STATUS.registered };
    case 1: return { status: ORDER_STATUS.new, online: false };
    case 2: return { status: ORDER_STATUS.assembling, online: true, paymentStatus: PAYMENT_STATUS.held };
    case 3: return { status: ORDER_STATUS.inDelivery, online: false };
    case 4: return { status: ORDER_STATUS.closed, online: true, paymentStatus: PAYMENT_STATUS.refunded, refund: { amount: 150, comment: 'Часть товара отсутствовала при сборке' } };
    case 5: return { status: ORDER_STATUS.annulled, online: false, cancel: 'По просьбе клиента' };
    default: return i % 9 === 4 ? { status: ORDER_STATUS.annulled, online: false, cancel: 'Дубль заказа' }
      : { status: ORDER_STATUS.closed, online: i % 3 === 0, paymentStatus: i % 3 === 0 ? PAYMENT_STATUS.deposited : undefined };
  }
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const money = roundMoney;

/** Writes the personal area's demo rows; the orders' shop and goods must be seeded already. */
export async function seedPersonalArea(db: Db, now = new Date()): Promise<{ orders: number }> {
  const demo = await db.select().from(customers).where(inArray(customers.phone, ['79000000001', '79000000002']));
  const holder = demo.find((c) => c.phone === '79000000001');
  const plain = demo.find((c) => c.phone === '79000000002');
  if (!holder || !plain) return { orders: 0 };
  const ids = [holder.id, plain.id];
  // a reseed starts over: its earlier rows of these customers go (orders went with the shops' wipe)
  await db.delete(orders).where(inArray(orders.customerId, ids));
  await db.delete(notifications).where(inArray(notifications.customerId, ids));
  await db.delete(customerSettings).where(inArray(customerSettings.customerId, ids));
  await db.delete(loyaltyCards).where(inArray(loyaltyCards.number, DEMO_CARDS.map((c) => c.number)));
  for (const c of DEMO_CARDS) {
    await db.insert(loyaltyCards).values({ number: c.number, passwordHash: await hashPassword(c.password), level: c.level, discount: c.discount });
  }
  await db.update(customers).set({ isCardConfirmed: true, gender: 2, birthday: '1990-05-14' }).where(eq(customers.id, holder.id));

  const pool = await db.select({ id: goods.id, name: goods.name, price: articles.actualPrice, regular: articles.registerPrice })
    .from(articles).innerJoin(goods, eq(goods.id, articles.goodId))
    .where(and(eq(articles.shopId, SHOP), gt(articles.quantity, 5))).orderBy(asc(goods.id)).limit(12);
  if (pool.length < 4) return { orders: 0 };

  type Made = { customerId: number; plan: Plan; at: Date; lines: { id: number; name: string; quantity: number; price: number }[]; delivery: boolean };
  const made: Made[] = [];
  for (let i = 0; i < CARD_HOLDER_ORDERS; i++) {
    const lines = Array.from({ length: 1 + (i % 4) }, (_, k) => {
      const g = pool[(i * 5 + k * 7) % pool.length];
      return { id: g.id, name: g.name, quantity: 1 + ((i + k) % 3), price: Number(g.price) };
    }).filter((l, k, all) => all.findIndex((m) => m.id === l.id) === k);
    made.push({ customerId: holder.id, plan: plan(i, CARD_HOLDER_ORDERS), at: new Date(now.getTime() - (CARD_HOLDER_ORDERS - 1 - i) * 3 * DAY - 3_600_000), lines, delivery: i % 2 === 0 });
  }
  const plainPlans: Plan[] = [{ status: ORDER_STATUS.closed, online: false }, { status: ORDER_STATUS.annulled, online: false, cancel: 'По просьбе клиента' }, { status: ORDER_STATUS.new, online: false }];
  plainPlans.forEach((p, i) => {
    const g = pool[(i * 3 + 1) % pool.length];
    made.push({ customerId: plain.id, plan: p, at: new Date(now.getTime() - (plainPlans.length - i) * 5 * DAY), lines: [{ id: g.id, name: g.name, quantity: 2, price: Number(g.regular) }], delivery: false });
  });

  const rows = made.map((m) => {
    const goodsAmount = money(m.lines.reduce((s, l) => s + l.price * l.quantity, 0));
    const deliveryCost = m.delivery ? 99 : 0;
    const amount = money(goodsAmount + deliveryCost);
    const awaiting = m.plan.status === ORDER_STATUS.awaitingPayment;
    return {
      customerId: m.customerId, shopId: SHOP, status: m.plan.status, type: (m.delivery ? 'delivery' : 'pickup') as 'delivery' | 'pickup', source: 'site',
      orderDate: m.at, deliveryDate: isoDate(new Date(m.at.getTime() + DAY)), deliveryTime: m.delivery ? '10:00-12:00' : '18:00-20:00',
      goodsAmount, deliveryCost, amount, originalAmount: amount, cashType: m.plan.online ? PAYMENT_TYPE.online : PAYMENT_TYPE.cash,
      replacementPolicy: 1, comment: '',
      // as placement does: the confirmed card the order was priced with is the one its bonuses go to
      card: m.customerId === holder.id ? holder.card : null,
      address: m.delivery ? { city: 'Курск', street: 'ул. Ленина', house: '10', flat: 5, entrance: 1, floor: 2, code: null, isPrivateHouse: false, name: 'Анна', phone: '79000000001' } : null,
      cancelReason: m.plan.cancel ?? null,
      paymentStatus: m.plan.online ? m.plan.paymentStatus ?? PAYMENT_STATUS.deposited : null,
      paymentExpiresAt: awaiting ? new Date(now.getTime() + 7 * DAY) : null,
      paymentGatewayOrderId: awaiting ? DEMO_PAYMENT_ID : null,
      paymentFormUrl: awaiting ? sandboxPageUrl(DEMO_PAYMENT_ID) : null,
      updatedAt: m.at,
    };
  });
  const inserted = await db.insert(orders).values(rows).returning({ id: orders.id });
  await db.insert(orderLines).values(made.flatMap((m, i) => m.lines.map((l, position) => ({
    orderId: inserted[i].id, goodId: l.id, name: l.name, quantity: l.quantity, originalQuantity: l.quantity,
    price: l.price, originalPrice: l.price, amount: money(l.price * l.quantity), position,
  }))));

  const awaitingAt = made.findIndex((m) => m.plan.status === ORDER_STATUS.awaitingPayment);
  await db.delete(sandboxPayments).where(eq(sandboxPayments.id, DEMO_PAYMENT_ID));
  await db.insert(sandboxPayments).values({
    id: DEMO_PAYMENT_ID, orderId: inserted[awaitingAt].id, amount: toKopecks(rows[awaitingAt].amount),
    description: `Заказ № ${inserted[awaitingAt].id}`, returnUrl: sandboxPageUrl(DEMO_PAYMENT_ID), failUrl: sandboxPageUrl(DEMO_PAYMENT_ID),
    expiresAt: rows[awaitingAt].paymentExpiresAt!,
  });

  // the card's bonuses: a welcome credit, then each closed order's accrual, the refund's reversal
  const card = DEMO_CARDS[0];
  let balance = WELCOME_BONUS;
  const transactions: (typeof loyaltyTransactions.$inferInsert)[] = [
    { card: card.number, orderId: null, type: 'welcome', bonusAmount: WELCOME_BONUS, bonusBalance: balance, createdAt: new Date(made[0].at.getTime() - DAY) },
  ];
  const refunds: (typeof orderRefunds.$inferInsert)[] = [];
  made.forEach((m, i) => {
    if (m.customerId !== holder.id || m.plan.status !== ORDER_STATUS.closed) return;
    const paid = { goodsAmount: rows[i].goodsAmount, promotionDiscount: 0, promoCodeDiscount: 0 };
    const earned = accrual(paid, card.level);
    const closedAt = new Date(m.at.getTime() + DAY);
    balance = money(balance + earned);
    transactions.push({ card: card.number, orderId: inserted[i].id, type: 'accrual', bonusAmount: earned, bonusBalance: balance, createdAt: closedAt });
    if (m.plan.refund) {
      const back = reversal({ earned, reversed: 0, paid: rows[i].amount, refund: m.plan.refund.amount, balance });
      balance = money(balance - back);
      const at = new Date(closedAt.getTime() + 3_600_000);
      transactions.push({ card: card.number, orderId: inserted[i].id, type: 'reversal', bonusAmount: -back, bonusBalance: balance, createdAt: at });
      refunds.push({ orderId: inserted[i].id, amount: m.plan.refund.amount, comment: m.plan.refund.comment, date: at });
    }
  });
  await db.insert(loyaltyTransactions).values(transactions);
  await db.update(loyaltyCards).set({ bonusBalance: balance }).where(eq(loyaltyCards.number, card.number));
  if (refunds.length) await db.insert(orderRefunds).values(refunds);

  // notifications of the newest orders, more than a page of them: the three newest unread, the rest
  // read; written oldest first, as the shop writes them, since the list is newest id first
  const newest = made.map((m, i) => ({ m, i })).filter(({ m }) => m.customerId === holder.id).slice(-NOTIFIED_ORDERS);
  await db.insert(notifications).values([
    ...newest.map(({ m, i }, k) => ({
      customerId: holder.id, orderId: inserted[i].id, unread: k >= newest.length - 3, createdAt: new Date(m.at.getTime() + 600_000),
      title: `Заказ № ${inserted[i].id}: ${statusName(m.plan.status)}`,
      message: m.plan.refund
        ? `По заказу № ${inserted[i].id} оформлен возврат на сумму ${m.plan.refund.amount} ₽.`
        : `Статус заказа № ${inserted[i].id} изменён: «${statusName(m.plan.status)}».`,
    })),
    { customerId: plain.id, orderId: inserted[made.length - 1].id, unread: true, createdAt: made[made.length - 1].at, title: `Заказ № ${inserted[made.length - 1].id}: Новый`, message: 'Заказ принят.' },
  ]);
  return { orders: inserted.length };
}
