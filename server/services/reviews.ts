// Reviews and ratings (contract/reviews.ts). A good's rating lives on its row (goods.rating_1..5,
// rating_count, rating_average) and changes only in the transaction that publishes a review, so
// GET …/rating and the page count of GET …/reviews read one row however many reviews the good has.
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE, MODERATION_PAGE_SIZE, type ModerationReview, type Rating, type Review } from '../../contract';
import { REVIEW_STATUS, publishesAtOnce, reviewText } from '../../domain/reviews';
import { ORDER_STATUS } from '../../domain/order-status';
import type { Services } from '../context';
import type { Db, DbOrTx } from '../db/client';
import { customers, goods, orderLines, orders, reviews, shops } from '../db/schema';
import { HttpError, notFound } from '../lib/http';
import { take, type Rule } from '../lib/rate-limit';
import { everyShop, productPages, revalidateAfterCommit } from '../lib/storefront-pages';

const GOOD_NOT_FOUND = 'Товар не найден.';
const REVIEW_NOT_FOUND = 'Отзыв не найден.';

/** Posting: three reviews per customer in ten minutes and twenty per address in an hour. */
const PER_CUSTOMER: Rule[] = [{ limit: 3, windowSeconds: 10 * 60 }];
const PER_ADDRESS: Rule[] = [{ limit: 20, windowSeconds: 60 * 60 }];
export const CAPTCHA_MESSAGE = 'Подтвердите, что вы не робот.';

const columns = {
  id: reviews.id, goodId: reviews.goodId, rate: reviews.rate, review: reviews.review, shopId: reviews.shopId,
  status: reviews.status, rejectReason: reviews.rejectReason, createdAt: reviews.createdAt, name: customers.name,
};
type Row = { id: number; goodId: number; rate: number; review: string | null; shopId: number; status: number;
  rejectReason: string | null; createdAt: Date; name: string };

/** Only the first name reaches other shoppers. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Покупатель';

function toReview(r: Row, own: boolean): Review {
  return {
    '@id': `/api/goods/${r.goodId}/reviews/${r.id}`,
    '@type': 'Review',
    id: r.id,
    goodId: r.goodId,
    rate: r.rate,
    review: r.review,
    authorName: firstName(r.name),
    shopId: r.shopId,
    status: r.status,
    rejectReason: own ? r.rejectReason : null,
    createdAt: r.createdAt.toISOString(),
  };
}

type GoodRating = Pick<typeof goods.$inferSelect, 'ratingAverage' | 'ratingCount' | 'rating1' | 'rating2' | 'rating3' | 'rating4' | 'rating5'>;

async function goodRating(db: DbOrTx, goodId: number): Promise<GoodRating> {
  const [row] = await db.select({
    ratingAverage: goods.ratingAverage, ratingCount: goods.ratingCount,
    rating1: goods.rating1, rating2: goods.rating2, rating3: goods.rating3, rating4: goods.rating4, rating5: goods.rating5,
  }).from(goods).where(eq(goods.id, goodId));
  if (!row) throw notFound(GOOD_NOT_FOUND);
  return row;
}

export async function ratingOf(db: Db, goodId: number): Promise<Rating> {
  const r = await goodRating(db, goodId);
  return {
    '@id': `/api/goods/${goodId}/rating`,
    '@type': 'Rating',
    averageRate: Number(r.ratingAverage),
    numberRates: r.ratingCount,
    numberRate1: r.rating1, numberRate2: r.rating2, numberRate3: r.rating3, numberRate4: r.rating4, numberRate5: r.rating5,
  };
}

/** A page of the good's published reviews, newest first; the total is the good's rating count. */
export async function listPublished(db: Db, goodId: number, page: number): Promise<{ members: Review[]; total: number }> {
  const { ratingCount } = await goodRating(db, goodId);
  const rows = await db.select(columns).from(reviews).innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(and(eq(reviews.goodId, goodId), eq(reviews.status, REVIEW_STATUS.published)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE).offset((page - 1) * REVIEWS_PAGE_SIZE);
  return { members: rows.map((r) => toReview(r, false)), total: ratingCount };
}

/** The customer's own review of the good, whatever its status, or 404. */
export async function ownReview(db: Db, goodId: number, customerId: number): Promise<Review> {
  const [row] = await db.select(columns).from(reviews).innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(and(eq(reviews.goodId, goodId), eq(reviews.customerId, customerId)));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toReview(row, true);
}

/** Whether the customer received the good in a closed order (a verified purchase). */
async function bought(db: DbOrTx, customerId: number, goodId: number): Promise<boolean> {
  const [row] = await db.select({ yes: sql<number>`1` }).from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, ORDER_STATUS.closed), exists(
      db.select({ one: sql`1` }).from(orderLines)
        .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.goodId, goodId), sql`${orderLines.quantity} > 0`)),
    ))).limit(1);
  return Boolean(row);
}

/**
 * Adds a published rating of `rate` stars to the good's row: the histogram, the count and the mean
 * (from the histogram, so no rounding builds up; the right-hand sides read the row before the update).
 */
async function countRating(tx: DbOrTx, goodId: number, rate: number): Promise<void> {
  const column = sql.identifier(`rating_${rate}`);
  await tx.execute(sql`
    UPDATE goods SET ${column} = ${column} + 1, rating_count = rating_count + 1,
      rating_average = round((rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5 + ${rate})::numeric
        / (rating_count + 1), 2)
    WHERE id = ${goodId}`);
}

/**
 * A review goes public: its stars join the good's rating, and the good's product page in every shop
 * (each has its own copy, and the rating is the good's, not the shop's) is stale once this commits.
 */
async function reviewPublished(tx: DbOrTx, goodId: number, rate: number) {
  await countRating(tx, goodId, rate);
  await revalidateAfterCommit(tx, productPages(await everyShop(tx), [goodId]));
}

type Ctx = { db: Db; services: Services; ip: string };
export type NewReview = { rate: number; review?: string | null; shopId: number; captchaToken?: string };

/**
 * Saves the customer's one review of the good: pending, or published at once (domain/reviews.ts
 * publishesAtOnce) with the rating counted in the same transaction. A second review answers 422.
 */
export async function createReview(ctx: Ctx, goodId: number, customerId: number, input: NewReview): Promise<{ id: number; status: number }> {
  const { db } = ctx;
  await goodRating(db, goodId);
  const duplicate = new HttpError(422, 'Unprocessable Entity', 'Вы уже оставили отзыв об этом товаре.',
    [{ propertyPath: 'review', message: 'Вы уже оставили отзыв об этом товаре.' }]);
  const [mine] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.goodId, goodId), eq(reviews.customerId, customerId)));
  if (mine) throw duplicate;
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shopId));
  if (!shop) throw new HttpError(422, 'Unprocessable Entity', 'Магазин не найден.', [{ propertyPath: 'shopId', message: 'Магазин не найден.' }]);
  await take(db, [
    { bucket: 'review-customer', key: String(customerId), rules: PER_CUSTOMER },
    { bucket: 'review-ip', key: ctx.ip, rules: PER_ADDRESS },
  ], (s) => `Слишком много отзывов подряд. Повторите через ${s} с.`);
  // a review waits for moderation anyway: it is not lost while Yandex is away
  if (!(await ctx.services.captcha.verify(input.captchaToken, ctx.ip, 'pass'))) {
    throw new HttpError(400, 'Bad Request', CAPTCHA_MESSAGE, [{ propertyPath: 'captchaToken', message: CAPTCHA_MESSAGE }]);
  }
  const text = reviewText(input.review);
  return db.transaction(async (tx) => {
    const published = publishesAtOnce({ text, verifiedPurchase: await bought(tx, customerId, goodId) });
    const status = published ? REVIEW_STATUS.published : REVIEW_STATUS.pending;
    const [row] = await tx.insert(reviews).values({ goodId, customerId, shopId: input.shopId, rate: input.rate, review: text, status })
      .onConflictDoNothing().returning({ id: reviews.id });
    // two posts at once: the unique index lets one in
    if (!row) throw duplicate;
    if (published) await reviewPublished(tx, goodId, input.rate);
    return { id: row.id, status };
  });
}

/** The moderation queue: pending reviews, newest first, with the good's name. */
export async function listPending(db: Db, page: number): Promise<{ members: ModerationReview[]; total: number }> {
  const pending = eq(reviews.status, REVIEW_STATUS.pending);
  const rows = await db.select({ ...columns, goodName: goods.name }).from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId)).innerJoin(goods, eq(goods.id, reviews.goodId))
    .where(pending).orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(MODERATION_PAGE_SIZE).offset((page - 1) * MODERATION_PAGE_SIZE);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(pending);
  return {
    members: rows.map((r) => ({ ...toReview(r, true), authorName: r.name, good: { id: r.goodId, name: r.goodName } })),
    total: n,
  };
}

/**
 * Publishes or rejects a pending review. The row is locked, so two moderators cannot both count it;
 * publishing adds its stars to the good's rating in the same transaction. Answers the review.
 */
export async function moderate(db: Db, id: number, moderatorId: number, verdict: { publish: true } | { publish: false; reason: string }): Promise<Review> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: reviews.status, goodId: reviews.goodId, rate: reviews.rate }).from(reviews)
      .where(eq(reviews.id, id)).for('update');
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    if (row.status !== REVIEW_STATUS.pending) throw new HttpError(409, 'Conflict', 'Отзыв уже прошёл модерацию.');
    await tx.update(reviews).set({
      status: verdict.publish ? REVIEW_STATUS.published : REVIEW_STATUS.rejected,
      rejectReason: verdict.publish ? null : verdict.reason,
      moderatedAt: new Date(), moderatedBy: moderatorId,
    }).where(eq(reviews.id, id));
    if (verdict.publish) await reviewPublished(tx, row.goodId, row.rate);
  });
  const [row] = await db.select(columns).from(reviews).innerJoin(customers, eq(customers.id, reviews.customerId)).where(eq(reviews.id, id));
  return toReview(row, true);
}
