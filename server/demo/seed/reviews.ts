// Demo reviews (README "Demo data"): published and pending reviews on the most ordered goods, by a
// pool of demo reviewers who never sign in; the most ordered good has more published reviews than one
// page (contract/limits.ts REVIEWS_PAGE_SIZE), so its 'Показать еще' shows. Every good's rating is then
// counted from the published reviews, so the two always match. No randomness: the same rows every run.
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE } from '../../../contract/limits';
import { REVIEW_STATUS } from '../../../domain/reviews';
import type { Db } from '../../db/client';
import { customers, reviews } from '../../db/schema';
import { hashPassword } from '../../services/auth/passwords';

const FIRST = ['Ольга', 'Иван', 'Мария', 'Сергей', 'Елена', 'Дмитрий', 'Наталья', 'Алексей', 'Татьяна', 'Андрей', 'Ирина', 'Павел',
  'Светлана', 'Николай', 'Юлия', 'Михаил', 'Ксения', 'Артём', 'Людмила', 'Роман', 'Галина', 'Константин', 'Вера', 'Григорий',
  'Полина', 'Тимур', 'Надежда', 'Виктор', 'Алина', 'Степан'];
const LAST = ['Смирнова', 'Кузнецов', 'Попова', 'Волков', 'Соколова', 'Морозов', 'Новикова', 'Фёдоров', 'Лебедева', 'Козлов'];
export const REVIEWER_COUNT = FIRST.length;
/** 79000100001…: the reviewers' phones, apart from the accounts people sign in with. */
const reviewerPhone = (i: number) => `790001${String(i + 1).padStart(5, '0')}`;

/** What a customer writes, by the stars given (null: a rating without text). */
const TEXTS: Record<number, (string | null)[]> = {
  5: ['Очень вкусно, берём постоянно. Свежее, срок годности хороший.', 'Отличное качество, вся семья довольна!', null,
    'Покупаю не первый раз, всегда одинаково хорошо.', 'Дети в восторге, уже заказали ещё.'],
  4: ['Упаковка удобная, продукт свежий. Рекомендую.', 'Цена кусается, но качество того стоит.', null,
    'Привезли свежим, курьер аккуратный. Сам товар понравился.'],
  3: ['Нормально за свои деньги, но в прошлый раз было лучше.', 'Средне. Попробую другой бренд.'],
  2: ['Ожидал большего: вкус обычный, ничего особенного.'],
  1: ['Не понравилось совсем, больше не возьму.'],
};
/** Mostly four and five stars, as real ratings are. */
const RATES = [5, 4, 5, 5, 3, 4, 5, 2, 4, 5, 1, 4, 5, 3];
const HOUR = 3_600_000;

/** The demo's most popular goods: the most ordered in the demo orders, then by id. */
async function popularGoods(db: Db, n: number): Promise<number[]> {
  const result = await db.execute(sql`SELECT g.id FROM goods g
    LEFT JOIN order_lines l ON l.good_id = g.id
    GROUP BY g.id ORDER BY count(l.id) DESC, g.id LIMIT ${n}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string | number }[];
  return rows.map((r) => Number(r.id));
}

/** Counts every good's rating columns from its published reviews (goods without any: zero). */
export async function recountRatings(db: Db): Promise<void> {
  await db.execute(sql`UPDATE goods g SET
      rating_1 = coalesce(r.n1, 0), rating_2 = coalesce(r.n2, 0), rating_3 = coalesce(r.n3, 0),
      rating_4 = coalesce(r.n4, 0), rating_5 = coalesce(r.n5, 0), rating_count = coalesce(r.n, 0),
      rating_average = coalesce(round(r.total::numeric / nullif(r.n, 0), 2), 0)
    FROM goods g2 LEFT JOIN (
      SELECT good_id, count(*) AS n, sum(rate) AS total,
        count(*) FILTER (WHERE rate = 1) AS n1, count(*) FILTER (WHERE rate = 2) AS n2, count(*) FILTER (WHERE rate = 3) AS n3,
        count(*) FILTER (WHERE rate = 4) AS n4, count(*) FILTER (WHERE rate = 5) AS n5
      FROM reviews WHERE status = ${REVIEW_STATUS.published} GROUP BY good_id
    ) r ON r.good_id = g2.id
    -- only goods whose counts change: after a seed that is the few reviewed ones, not every good of a
    -- million-goods catalogue rewritten (and its listing trigger handed a million rows)
    WHERE g.id = g2.id AND (g.rating_1, g.rating_2, g.rating_3, g.rating_4, g.rating_5, g.rating_count, g.rating_average)
      IS DISTINCT FROM (coalesce(r.n1, 0), coalesce(r.n2, 0), coalesce(r.n3, 0), coalesce(r.n4, 0), coalesce(r.n5, 0),
        coalesce(r.n, 0), coalesce(round(r.total::numeric / nullif(r.n, 0), 2), 0))`);
}

/** Writes the reviewers and their reviews, then recounts the ratings; answers the number of reviews. */
export async function seedReviews(db: Db, now = new Date()): Promise<number> {
  const phones = FIRST.map((_, i) => reviewerPhone(i));
  // one hash of a secret nobody knows: the reviewers exist to have written reviews, not to sign in
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  const values = FIRST.map((first, i) => ({
    phone: phones[i], name: `${first} ${LAST[i % LAST.length]}`, passwordHash, isPhoneConfirmed: true,
  }));
  await db.insert(customers).values(values).onConflictDoNothing({ target: customers.phone });
  const reviewers = (await db.select({ id: customers.id }).from(customers).where(inArray(customers.phone, phones))).map((r) => r.id);

  const goods = await popularGoods(db, 30);
  const rows: (typeof reviews.$inferInsert)[] = [];
  let k = 0;
  goods.forEach((goodId, g) => {
    // the first good fills more than two pages; the others from one to nine reviews
    const published = g === 0 ? REVIEWS_PAGE_SIZE * 2 + 5 : 1 + ((g * 7) % 9);
    const pending = g === 0 ? 2 : g % 3 === 0 ? 1 : 0;
    for (let i = 0; i < published + pending; i++, k++) {
      const status = i < published ? REVIEW_STATUS.published : REVIEW_STATUS.pending;
      const rate = RATES[k % RATES.length];
      rows.push({
        goodId, customerId: reviewers[i % reviewers.length], shopId: 1 + (k % 2),
        rate, review: TEXTS[rate][k % TEXTS[rate].length], status,
        // newest first: pending ones are the latest; published ones spread over the past weeks
        createdAt: new Date(now.getTime() - (status === REVIEW_STATUS.pending ? (i + 1) : (published - i) * 7 + 48) * HOUR),
        moderatedAt: status === REVIEW_STATUS.published ? now : null,
      });
    }
  });
  await db.delete(reviews).where(inArray(reviews.customerId, reviewers));
  await db.insert(reviews).values(rows);
  await recountRatings(db);
  return rows.length;
}
