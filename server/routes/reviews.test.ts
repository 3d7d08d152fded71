// Reviews, ratings and moderation: each call; the §5 rules with their messages; one review per
// customer and good (422); another customer's review answers 404; the rating after publishing; a
// guest's post 401; moderation answers 404 to customers and shop admins; posting is throttled.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { ModerationReview, Rating, Review, ReviewCreated, REVIEWS_PAGE_SIZE, hydraCollection } from '../../contract';
import { ORDER_STATUS } from '../../domain/order-status';
import { REVIEW_MESSAGES, REVIEW_STATUS } from '../../domain/reviews';
import { customers, goods, orderLines, orders, reviews } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { from } from '../test/order-fixtures';

let t: TestApp;
const Reviews = hydraCollection(Review);
const Pending = hydraCollection(ModerationReview);

async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let anna: Who; let boris: Who; let vera: Who; let shopAdmin: Who; let siteAdmin: Who;

/** Goods nobody has reviewed yet (each test takes its own). */
let fresh: number[] = [];
const freshGood = () => fresh.shift()!;
let popular: number;

beforeAll(async () => {
  t = await testApp();
  [anna, boris, vera] = [await signIn('79000000001'), await signIn('79000000002'), await signIn('79000000003')];
  [shopAdmin, siteAdmin] = [await signIn('79000000010', 'admin12345'), await signIn('79000000011', 'admin12345')];
  const reviewed = t.db.select({ id: reviews.goodId }).from(reviews);
  fresh = (await t.db.select({ id: goods.id }).from(goods).where(notInArray(goods.id, reviewed)).orderBy(goods.id).limit(30)).map((g) => g.id);
  [{ popular }] = await t.db.select({ popular: reviews.goodId }).from(reviews).where(eq(reviews.status, REVIEW_STATUS.published))
    .groupBy(reviews.goodId).orderBy(sql`count(*) desc`).limit(1);
});
afterAll(() => t.close());

const rating = async (goodId: number) => contract(Rating, (await t.get(`/api/goods/${goodId}/rating`)).body);
const post = (goodId: number, body: unknown, who: Who | null = anna) => t.post(`/api/goods/${goodId}/reviews`, body, who ? who.headers : from());
const violations = (body: { violations: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

describe('GET /api/goods/{id}/reviews and /rating', () => {
  it('pages the published reviews newest first, as many as the rating counts', async () => {
    const r = await rating(popular);
    expect(r.numberRates).toBeGreaterThan(REVIEWS_PAGE_SIZE);
    expect(r.numberRate1 + r.numberRate2 + r.numberRate3 + r.numberRate4 + r.numberRate5).toBe(r.numberRates);
    const sum = r.numberRate1 + 2 * r.numberRate2 + 3 * r.numberRate3 + 4 * r.numberRate4 + 5 * r.numberRate5;
    expect(r.averageRate).toBeCloseTo(sum / r.numberRates, 2);

    const first = contract(Reviews, (await t.get(`/api/goods/${popular}/reviews`)).body);
    expect(first['hydra:totalItems']).toBe(r.numberRates);
    expect(first['hydra:member']).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first['hydra:view']?.['hydra:next']).toBeDefined();
    const dates = first['hydra:member'].map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first['hydra:member'].every((m) => m.status === REVIEW_STATUS.published && m.rejectReason === null)).toBe(true);
    // first names only
    expect(first['hydra:member'].every((m) => !m.authorName.includes(' '))).toBe(true);

    const all = [];
    for (let page = 1; page <= Math.ceil(r.numberRates / REVIEWS_PAGE_SIZE); page++) {
      all.push(...contract(Reviews, (await t.get(`/api/goods/${popular}/reviews?page=${page}`)).body)['hydra:member']);
    }
    expect(all).toHaveLength(r.numberRates);
    expect(all.filter((m) => m.rate === 5)).toHaveLength(r.numberRate5);
  });

  it('answers a good without reviews with zeros and an empty list; 404 for an unknown good, 400 for a bad id', async () => {
    const id = fresh[fresh.length - 1];
    expect(await rating(id)).toMatchObject({ averageRate: 0, numberRates: 0, numberRate1: 0, numberRate5: 0 });
    expect(contract(Reviews, (await t.get(`/api/goods/${id}/reviews`)).body)['hydra:member']).toEqual([]);
    expectError(await t.get('/api/goods/99999999999/rating'), 404);
    expectError(await t.get('/api/goods/99999999999/reviews'), 404);
    expectError(await t.get('/api/goods/x/rating'), 400);
  });
});

describe('POST /api/goods/{id}/reviews', () => {
  it('answers a guest 401', async () => {
    expectError(await post(freshGood(), { rate: 5, shopId: 1 }, null), 401);
  });

  it('holds the §5 rules with their messages: rating 1–5, text blank or 5 to 1000 characters once trimmed', async () => {
    const id = freshGood();
    for (const [body, field, message] of [
      [{ rate: 5, review: 'абвг', shopId: 1 }, 'review', REVIEW_MESSAGES.textShort],
      [{ rate: 5, review: `   ${'я'.repeat(4)}   `, shopId: 1 }, 'review', REVIEW_MESSAGES.textShort],
      [{ rate: 5, review: 'я'.repeat(1001), shopId: 1 }, 'review', REVIEW_MESSAGES.textLong],
      [{ rate: 0, review: 'Хороший товар', shopId: 1 }, 'rate', REVIEW_MESSAGES.rate],
      [{ rate: 6, shopId: 1 }, 'rate', REVIEW_MESSAGES.rate],
      [{ rate: 4.5, shopId: 1 }, 'rate', REVIEW_MESSAGES.rate],
      [{ review: 'Хороший товар', shopId: 1 }, 'rate', REVIEW_MESSAGES.rate],
    ] as const) {
      const res = await post(id, body);
      expectError(res, 422);
      expect(violations(res.body)[field]).toBe(message);
    }
    expectError(await post(id, { rate: 5, shopId: 999999 }), 422);
    // exactly 1000 characters (an emoji is one) is fine
    const res = await post(id, { rate: 3, review: `${'я'.repeat(999)}🙂`, shopId: 1 });
    expect(res.status).toBe(201);
  });

  it('keeps one review per customer and good (a second is 422), pending, shown to its author only', async () => {
    const id = freshGood();
    const created = contract(ReviewCreated, (await post(id, { rate: 4, review: '  <b>Вкусно</b> & свежо  ', shopId: 2 }, boris)).body);
    expect(created.status).toBe(REVIEW_STATUS.pending);
    const again = await post(id, { rate: 5, review: 'Ещё один отзыв', shopId: 2 }, boris);
    expectError(again, 422);

    const own = contract(Review, (await t.get(`/api/goods/${id}/reviews/${boris.id}`, boris.headers)).body);
    // plain text, trimmed, never rewritten: the page escapes it
    expect(own).toMatchObject({ id: created.id, status: REVIEW_STATUS.pending, review: '<b>Вкусно</b> & свежо', rate: 4, authorName: 'Борис' });
    expectError(await t.get(`/api/goods/${id}/reviews/${boris.id}`, anna.headers), 404);
    expectError(await t.get(`/api/goods/${id}/reviews/${anna.id}`, anna.headers), 404);
    expectError(await t.get(`/api/goods/${id}/reviews/${boris.id}`, from()), 401);
    // pending: not in the list, not in the rating
    expect((await rating(id)).numberRates).toBe(0);
  });

  it("publishes a rating without text at once when the customer received the good; a blank text is no text", async () => {
    const [line] = await t.db.select({ goodId: orderLines.goodId }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.customerId, anna.id), eq(orders.status, ORDER_STATUS.closed), sql`${orderLines.quantity} > 0`,
        notInArray(orderLines.goodId, t.db.select({ id: reviews.goodId }).from(reviews).where(eq(reviews.customerId, anna.id)))))
      .limit(1);
    const before = await rating(line.goodId);
    const res = contract(ReviewCreated, (await post(line.goodId, { rate: 2, review: '   ', shopId: 1 })).body);
    expect(res.status).toBe(REVIEW_STATUS.published);
    const after = await rating(line.goodId);
    expect(after).toMatchObject({ numberRates: before.numberRates + 1, numberRate2: before.numberRate2 + 1 });
    expect(contract(Review, (await t.get(`/api/goods/${line.goodId}/reviews/${anna.id}`, anna.headers)).body).review).toBeNull();
  });

  it('waits for moderation when the customer never bought the good, even without text', async () => {
    expect(contract(ReviewCreated, (await post(freshGood(), { rate: 5, shopId: 1 }, boris)).body).status).toBe(REVIEW_STATUS.pending);
  });

  it('refuses a rejected captcha with 400 on captchaToken', async () => {
    const strict = await testApp({ captcha: { kind: 'smartcaptcha', verify: async (token) => token !== 'robot' } });
    try {
      const res = await strict.post('/api/auth/signin-phone', { phone: '79000000002', password: 'demo12345' }, from());
      const auth = from({ Authorization: `Bearer ${res.body.token}` });
      const refused = await strict.post(`/api/goods/${fresh[0]}/reviews`, { rate: 5, shopId: 1, captchaToken: 'robot' }, auth);
      expectError(refused, 400);
      expect(violations(refused.body).captchaToken).toBeDefined();
      expect((await strict.post(`/api/goods/${fresh[0]}/reviews`, { rate: 5, shopId: 1, captchaToken: 'person' }, auth)).status).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('throttles posting: a fourth review in ten minutes answers 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await post(freshGood(), { rate: 5, shopId: 1 }, vera)).status).toBe(201);
    const res = await post(freshGood(), { rate: 5, shopId: 1 }, vera);
    expectError(res, 429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('moderation', () => {
  it('is not there for guests (401), customers and shop admins (404)', async () => {
    const [{ id }] = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.status, REVIEW_STATUS.pending)).limit(1);
    expectError(await t.get('/api/reviews/pending', from()), 401);
    for (const who of [anna, shopAdmin]) {
      expectError(await t.get('/api/reviews/pending', who.headers), 404);
      expectError(await t.post(`/api/reviews/${id}/publish`, undefined, who.headers), 404);
      expectError(await t.post(`/api/reviews/${id}/reject`, { reason: 'Спам' }, who.headers), 404);
    }
    const [row] = await t.db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id));
    expect(row.status).toBe(REVIEW_STATUS.pending);
  });

  it('lists pending reviews newest first; publishing counts the rating once; rejecting keeps a reason for the author', async () => {
    const id = freshGood();
    const first = contract(ReviewCreated, (await post(id, { rate: 5, review: 'Просто отлично!', shopId: 1 })).body);
    const second = contract(ReviewCreated, (await post(id, { rate: 1, review: 'Совсем не понравилось.', shopId: 1 }, boris)).body);

    const queue = contract(Pending, (await t.get('/api/reviews/pending', siteAdmin.headers)).body);
    const dates = queue['hydra:member'].map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const mine = queue['hydra:member'].find((m) => m.id === first.id)!;
    const [good] = await t.db.select({ name: goods.name }).from(goods).where(eq(goods.id, id));
    expect(mine).toMatchObject({ good: { id, name: good.name }, authorName: 'Анна Карточкина', review: 'Просто отлично!', rate: 5 });

    const published = contract(Review, (await t.post(`/api/reviews/${first.id}/publish`, undefined, siteAdmin.headers)).body);
    expect(published.status).toBe(REVIEW_STATUS.published);
    expect(await rating(id)).toMatchObject({ averageRate: 5, numberRates: 1, numberRate5: 1 });
    expect(contract(Reviews, (await t.get(`/api/goods/${id}/reviews`)).body)['hydra:member'].map((m) => m.id)).toEqual([first.id]);
    expectError(await t.post(`/api/reviews/${first.id}/publish`, undefined, siteAdmin.headers), 409);
    expect((await rating(id)).numberRates).toBe(1);

    expectError(await t.post(`/api/reviews/${second.id}/reject`, { reason: '   ' }, siteAdmin.headers), 422);
    const rejected = contract(Review, (await t.post(`/api/reviews/${second.id}/reject`, { reason: 'Нецензурная лексика' }, siteAdmin.headers)).body);
    expect(rejected).toMatchObject({ status: REVIEW_STATUS.rejected, rejectReason: 'Нецензурная лексика' });
    expect(contract(Review, (await t.get(`/api/goods/${id}/reviews/${boris.id}`, boris.headers)).body).rejectReason).toBe('Нецензурная лексика');
    expect(await rating(id)).toMatchObject({ averageRate: 5, numberRates: 1, numberRate1: 0 });
    const after = contract(Pending, (await t.get('/api/reviews/pending', siteAdmin.headers)).body)['hydra:member'].map((m) => m.id);
    expect(after).not.toContain(first.id);
    expect(after).not.toContain(second.id);
    expectError(await t.post('/api/reviews/999999/publish', undefined, siteAdmin.headers), 404);
  });
});
