// Which pages the storefront is told of, and when: a stock change names only goods whose "can I buy
// it" answer flipped, a published review its good's page in every shop; only after the transaction
// that made the change commits (a cancellation inside an admin's transaction included), and only by
// the process that made it.
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { articles, goods, reviews, shops, slotBookings } from '../db/schema';
import { eventually, testApp, type TestApp } from '../test/harness';
import { NOW, from, newKey, payload, plentiful, resetNow, setNow, signIn } from '../test/order-fixtures';
import {
  availabilityFlips, categoryPages, discountPages, homePages, listenStorefrontPages, PAGES_CHANNEL, productPages, revalidateAfterCommit,
} from './storefront-pages';

let t: TestApp;
let told: string[];
let stop: () => Promise<void>;
let anna: { id: number; headers: Record<string, string> };
let admin: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  setNow(NOW);
  told = [];
  stop = await listenStorefrontPages(t.handle.listen, async (pages) => { told.push(...pages); });
  anna = await signIn(t, '79000000001');
  const signin = await t.post('/api/auth/signin-phone', { phone: '79000000010', password: 'admin12345' }, from());
  expect(signin.status).toBe(200);
  admin = from({ Authorization: `Bearer ${signin.body.token}` });
});
afterAll(async () => {
  resetNow();
  await stop();
  await t.close();
});

/** Commits a marker through the same channel and waits for it: every signal committed before it has arrived by then. */
async function settle() {
  const marker = `/marker/${Math.random()}`;
  await t.db.transaction((tx) => revalidateAfterCommit(tx, [marker]));
  await eventually(async () => told, (seen) => seen.includes(marker));
  return told.filter((p) => !p.startsWith('/marker/'));
}

it('names the goods whose stock crossed zero, either way, and no other', () => {
  expect(availabilityFlips([
    { good_id: '1', quantity: '0', added: '-2' }, // sold out
    { good_id: 2, quantity: 3, added: 3 }, // back from zero
    { good_id: 3, quantity: 5, added: -1 }, // still in stock
    { good_id: 4, quantity: 4, added: 1 }, // had some already
    { good_id: 5, quantity: '0.000', added: '0.5' }, // still none (a negative stock brought to zero)
  ])).toEqual([1, 2]);
});

it('tells the storefront only once the transaction commits; a rolled-back one tells nothing', async () => {
  told.length = 0;
  await expect(t.db.transaction(async (tx) => {
    await revalidateAfterCommit(tx, ['/rolled-back']);
    throw new Error('rollback');
  })).rejects.toThrow('rollback');
  await t.db.transaction((tx) => revalidateAfterCommit(tx, Array.from({ length: 600 }, (_, i) => `/s/1/product/${1_000_000 + i}`)));
  const seen = await settle();
  expect(seen).not.toContain('/rolled-back');
  // more pages than one NOTIFY carries arrive whole, in several signals
  expect(seen).toHaveLength(600);
});

it('ignores the signals of another API process (that process tells its own)', async () => {
  told.length = 0;
  await t.db.execute(sql`SELECT pg_notify(${PAGES_CHANNEL}, ${JSON.stringify({ from: 'another-process', pages: ['/theirs'] })})`);
  await t.db.execute(sql`SELECT pg_notify(${PAGES_CHANNEL}, ${'not json'})`);
  expect(await settle()).toEqual([]);
});

it('an order that takes the last units sells the page out; its cancellation by an admin brings it back', async () => {
  const [last] = await plentiful(t, 1);
  const [dear, plenty] = await plentiful(t, 1, { dear: true });
  await t.db.update(articles).set({ quantity: 2 }).where(and(eq(articles.shopId, 1), eq(articles.goodId, last.id)));
  told.length = 0;
  const body = await payload(t, { customerId: anna.id, items: [{ id: last.id, quantity: 2 }, { id: plenty.id, quantity: 1 }, { id: dear.id, quantity: 1 }] });
  const placed = await t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': newKey() });
  expect([placed.status, placed.body["hydra:description"]]).toEqual([201, undefined]);
  await t.db.delete(slotBookings).where(eq(slotBookings.orderId, placed.body.id));
  expect(await settle()).toEqual([`/s/1/product/${last.id}`]);

  told.length = 0;
  const cancelled = await t.post(`/api/orders/${placed.body.id}/cancel`, { reason: 'clientRequest', comment: 'Передумал' }, admin);
  expect(cancelled.status).toBe(200);
  expect(await settle()).toEqual([`/s/1/product/${last.id}`]);
});

it('a review stales its good\'s product page in every shop once an admin publishes it; posting it for moderation or rejecting one stales nothing', async () => {
  const [siteAdmin] = [await t.post('/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' }, from())];
  const moderator = from({ Authorization: `Bearer ${siteAdmin.body.token}` });
  const unreviewed = await t.db.select({ id: goods.id }).from(goods)
    .where(notInArray(goods.id, t.db.select({ id: reviews.goodId }).from(reviews))).orderBy(asc(goods.id)).limit(2);
  const [published, rejected] = unreviewed.map((g) => g.id);
  const shopIds = (await t.db.select({ id: shops.id }).from(shops)).map((r) => r.id);
  expect(shopIds.length).toBeGreaterThan(1);

  told.length = 0;
  const posted = await t.post(`/api/goods/${published}/reviews`, { rate: 4, review: 'Свежий, беру снова.', shopId: 1 }, anna.headers);
  const other = await t.post(`/api/goods/${rejected}/reviews`, { rate: 1, review: 'Не понравилось совсем.', shopId: 1 }, anna.headers);
  expect([posted.status, posted.body.status, other.status]).toEqual([201, 0, 201]);
  expect(await settle()).toEqual([]);

  expect((await t.post(`/api/reviews/${other.body.id}/reject`, { reason: 'Нецензурная лексика' }, moderator)).status).toBe(200);
  expect(await settle()).toEqual([]);

  expect((await t.post(`/api/reviews/${posted.body.id}/publish`, undefined, moderator)).status).toBe(200);
  expect((await settle()).sort()).toEqual(shopIds.map((shop) => `/s/${shop}/product/${published}`).sort());
});

it('names each page set by the storefront\'s own routes (app/s/[shop]/…)', () => {
  expect(productPages([1, 2], [10])).toEqual(['/s/1/product/10', '/s/2/product/10']);
  expect(categoryPages([3], [7, 8])).toEqual(['/s/3/category/7/_', '/s/3/category/8/_']);
  expect(homePages([1, 2])).toEqual(['/s/1', '/s/2']);
  expect(discountPages([4])).toEqual(['/s/4/discounts']);
});
