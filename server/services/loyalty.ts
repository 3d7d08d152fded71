// The loyalty card (checkout-account-admin spec §3 "Loyalty", "Loyalty transaction", §6, §7): binding
// a card by its number and password, its balance and discount, its bonus transactions, and the bonus
// rule of domain/loyalty.ts applied when an order closes or is refunded. A blocked customer, or one
// whose card is not confirmed, gets no loyalty data: 404, as for a customer without a card.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Loyalty, LoyaltyTransaction } from '../../contract';
import { accrual, bonusPercent, cardAccess, LOYALTY_TYPE_NAMES, reversal } from '../../domain/loyalty';
import { roundMoney } from '../../domain/money';
import { ORDER_STATUS } from '../../domain/order-status';
import type { Db, DbOrTx } from '../db/client';
import { customers, loyaltyCards, loyaltyTransactions, orders } from '../db/schema';
import { clock } from '../lib/clock';
import { HttpError, notFound } from '../lib/http';
import { forget, take, type Rule } from '../lib/rate-limit';
import { CAPTCHA_MESSAGE, type Ctx } from './auth/accounts';
import { verifyPassword } from './auth/passwords';
import type { CustomerRow } from './customers';

/** Wrong card passwords: five per customer and five per card in 15 minutes, then 429. */
const FAILURES: Rule[] = [{ limit: 5, windowSeconds: 15 * 60 }];
const WRONG = 'Неверный номер карты или пароль.';
const NO_CARD = 'Бонусная карта не найдена.';

const bad = (description: string, propertyPath?: string) =>
  new HttpError(400, 'Bad Request', description, propertyPath ? [{ propertyPath, message: description }] : undefined);

/**
 * Binds card `number` to the customer once its password is right. Refused while one of the
 * customer's orders awaits online payment (its price was figured with the card it has, spec §6),
 * and for a card another customer holds.
 */
export async function signInCard(ctx: Ctx, customer: CustomerRow, number: string, password: string, captchaToken?: string): Promise<void> {
  if (!(await ctx.services.captcha.verify(captchaToken, ctx.ip))) throw bad(CAPTCHA_MESSAGE, 'captchaToken');
  const [awaiting] = await ctx.db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.customerId, customer.id), eq(orders.status, ORDER_STATUS.awaitingPayment))).limit(1);
  if (awaiting) throw bad(`Карту нельзя изменить, пока заказ № ${awaiting.id} ожидает оплаты.`);
  // every attempt counts as a failure before the password is checked, in one locked step (as
  // sign-in does): guesses sent at once cannot all pass the limit before any of them is counted
  const counted = await take(ctx.db, [
    { bucket: 'card-fail-customer', key: String(customer.id), rules: FAILURES },
    { bucket: 'card-fail-card', key: number, rules: FAILURES },
  ], (s) => `Слишком много неудачных попыток. Повторите через ${Math.ceil(s / 60)} мин.`);
  const [card] = await ctx.db.select().from(loyaltyCards).where(eq(loyaltyCards.number, number));
  // the password is checked even for an unknown card: the time taken must not tell one from the other
  if (!(await verifyPassword(card?.passwordHash ?? null, password)) || !card) throw bad(WRONG, 'password');
  await forget(ctx.db, counted);
  const [holder] = await ctx.db.select({ id: customers.id }).from(customers)
    .where(and(eq(customers.card, number), eq(customers.isCardConfirmed, true), sql`${customers.id} <> ${customer.id}`)).limit(1);
  if (holder) throw bad('Эта карта уже привязана к другому покупателю.', 'card');
  await ctx.db.update(customers).set({ card: number, isCardConfirmed: true }).where(eq(customers.id, customer.id));
}

/** The customer's confirmed card, or 404 (no card, not confirmed, or a blocked customer). */
async function cardOf(db: DbOrTx, customer: CustomerRow) {
  if (cardAccess(customer) !== 'open') throw notFound(NO_CARD);
  const [card] = await db.select().from(loyaltyCards).where(eq(loyaltyCards.number, customer.card!));
  if (!card) throw notFound(NO_CARD);
  return card;
}

export async function loyaltyOf(db: Db, customer: CustomerRow): Promise<Loyalty> {
  const card = await cardOf(db, customer);
  return { bonusBalance: Number(card.bonusBalance), discount: card.discount, bonusPercent: bonusPercent(card.level) };
}

export async function loyaltyTransactionsOf(db: Db, customer: CustomerRow, page: number, perPage: number) {
  const card = await cardOf(db, customer);
  const where = eq(loyaltyTransactions.card, card.number);
  const [{ n }] = await db.select({ n: count() }).from(loyaltyTransactions).where(where);
  const rows = await db.select().from(loyaltyTransactions).where(where)
    .orderBy(desc(loyaltyTransactions.createdAt), desc(loyaltyTransactions.id)).limit(perPage).offset((page - 1) * perPage);
  const members: LoyaltyTransaction[] = rows.map((r) => ({
    dateTime: r.createdAt.toISOString(), type: r.type, typeName: LOYALTY_TYPE_NAMES[r.type], orderId: r.orderId,
    bonusAmount: Number(r.bonusAmount), bonusBalance: Number(r.bonusBalance),
  }));
  return { members, total: n };
}

/**
 * The order with the card it is credited to (orders.card: the customer's card at placement, or the
 * one an admin set), locked for the balance change; null without one. Never the customer's current
 * card: a card bound after the order was placed did not price it.
 */
async function orderCard(tx: DbOrTx, orderId: number) {
  const [row] = await tx.select({ order: orders, blocked: customers.isBlocked })
    .from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(eq(orders.id, orderId));
  // a blocked customer earns nothing (domain/loyalty.ts cardAccess)
  if (!row?.order.card || row.blocked) return null;
  const { order } = row;
  const [card] = await tx.select().from(loyaltyCards).where(eq(loyaltyCards.number, order.card!)).for('update');
  return card ? { order, card } : null;
}

/**
 * Credits the bonuses of a closed order (domain/loyalty.ts accrual) to the order's card. Call it
 * in the transaction that closes the order; a second call for the same order credits nothing.
 * Returns the bonuses credited.
 */
export async function accrueClosedOrder(tx: DbOrTx, orderId: number): Promise<number> {
  const found = await orderCard(tx, orderId);
  if (!found || found.order.status !== ORDER_STATUS.closed) return 0;
  const bonus = accrual({
    goodsAmount: Number(found.order.goodsAmount), promotionDiscount: Number(found.order.promotionDiscount),
    promoCodeDiscount: Number(found.order.promoCodeDiscount),
  }, found.card.level);
  if (bonus <= 0) return 0;
  const balance = roundMoney(Number(found.card.bonusBalance) + bonus);
  const [added] = await tx.insert(loyaltyTransactions)
    .values({ card: found.card.number, orderId, type: 'accrual', bonusAmount: bonus, bonusBalance: balance, createdAt: clock.now() })
    .onConflictDoNothing().returning({ id: loyaltyTransactions.id });
  if (!added) return 0;
  await tx.update(loyaltyCards).set({ bonusBalance: balance }).where(eq(loyaltyCards.number, found.card.number));
  return bonus;
}

/**
 * Takes back the refund's share of the bonuses order `orderId` earned (domain/loyalty.ts reversal).
 * Call it in the refund's transaction with the refunded roubles. Returns the bonuses taken back.
 */
export async function reverseRefund(tx: DbOrTx, orderId: number, refund: number): Promise<number> {
  const [earned] = await tx.select().from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.orderId, orderId), eq(loyaltyTransactions.type, 'accrual')));
  if (!earned) return 0;
  const [card] = await tx.select().from(loyaltyCards).where(eq(loyaltyCards.number, earned.card)).for('update');
  const [order] = await tx.select({ amount: orders.amount }).from(orders).where(eq(orders.id, orderId));
  if (!card || !order) return 0;
  const [{ back }] = await tx.select({ back: sql<string>`coalesce(sum(-${loyaltyTransactions.bonusAmount}), 0)` }).from(loyaltyTransactions)
    .where(and(eq(loyaltyTransactions.orderId, orderId), eq(loyaltyTransactions.type, 'reversal')));
  const amount = reversal({
    earned: Number(earned.bonusAmount), reversed: Number(back), paid: Number(order.amount), refund, balance: Number(card.bonusBalance),
  });
  if (amount <= 0) return 0;
  const balance = roundMoney(Number(card.bonusBalance) - amount);
  await tx.insert(loyaltyTransactions).values({ card: card.number, orderId, type: 'reversal', bonusAmount: -amount, bonusBalance: balance, createdAt: clock.now() });
  await tx.update(loyaltyCards).set({ bonusBalance: balance }).where(eq(loyaltyCards.number, card.number));
  return amount;
}
