// The back office's card of a good (issue 38): who may (a site admin; anyone else 404), the
// description sanitised to the storefront's allowlist, hiding (gone from the category listing and
// its count, the search, the sitemap's ids, goods by id and the product page; back with its prices
// when shown), the offers exchange writing a hidden good's prices aside, the version (stale: 409),
// Russian violations, the audit row and the pages revalidated; stock an order's cancellation returns
// while the good is hidden is kept aside with it and shown again with it.
import { and, desc, eq, sql } from 'drizzle-orm';
import { AdminGood, Good, hydraCollection, STALE_VERSION_MESSAGE } from '../../contract';
import { articles, auditLog, customers, goods, hiddenArticles } from '../db/schema';
import { listenStorefrontPages } from '../lib/storefront-pages';
import { contract, eventually, expectError, testApp, type TestApp } from '../test/harness';
import { from, newKey, NOW, payload, plentiful, resetNow, setNow, stockOf } from '../test/order-fixtures';

jest.setTimeout(120_000);

let t: TestApp;
let goodId: number;
let categoryId: number;
let goodName: string;
const SHOP = 1;

async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let customer: Who; let shopAdmin: Who; let siteAdmin: Who;

beforeAll(async () => {
  t = await testApp();
  customer = await signIn('79000000001');
  shopAdmin = await signIn('79000000010', 'admin12345');
  siteAdmin = await signIn('79000000011', 'admin12345');
  // a good shop 1 sells, with a name the search finds
  const [row] = await t.db.select({ id: goods.id, categoryId: goods.categoryId, name: goods.name }).from(goods)
    .innerJoin(articles, and(eq(articles.goodId, goods.id), eq(articles.shopId, SHOP))).where(sql`${articles.quantity} > 0`).orderBy(goods.id).limit(1);
  ({ id: goodId, categoryId, name: goodName } = row);
});
afterAll(() => t.close());

const card = async (who: Who = siteAdmin, id = goodId) => t.get(`/api/admin/goods/${id}`, who.headers);
const save = (body: unknown, who: Who = siteAdmin, id = goodId) => t.patch(`/api/admin/goods/${id}`, body, who.headers);
const current = async () => contract(AdminGood, (await card()).body);

/** Every id of the shop's unfiltered listing of the good's category (all its pages), and the total it says. */
async function listed(): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = 0;
  for (let page = 1; page < 50; page++) {
    const body = contract(hydraCollection(Good), (await t.get(`/api/shops/${SHOP}/goods?catalog.id=${categoryId}&itemsPerPage=100&page=${page}`)).body);
    total = body['hydra:totalItems'] ?? 0;
    ids.push(...body['hydra:member'].map((g) => g.id));
    if (body['hydra:member'].length < 100) break;
  }
  return { ids, total };
}

describe('who may', () => {
  it('answers a site admin; a guest is told to sign in; a customer and a shop admin find nothing, and change nothing', async () => {
    expect((await card()).status).toBe(200);
    expectError(await t.get(`/api/admin/goods/${goodId}`, from()), 401);
    for (const who of [customer, shopAdmin]) {
      expectError(await card(who), 404);
      expectError(await save({ version: 1, isHidden: true }, who), 404);
    }
    expect((await current()).isHidden).toBe(false);
  });

  it('answers 404 for an unknown good, Russian', async () => {
    const res = await card(siteAdmin, 999_999_999);
    expectError(res, 404);
    expect(res.body['hydra:description']).toBe('Товар не найден.');
  });
});

describe('the description', () => {
  it('is kept to the storefront allowlist, shown by the storefront, and recorded in the audit log', async () => {
    const before = await current();
    const res = await save({ version: before.version, description: '<p>Свежее <b>молоко</b></p><script>alert(1)</script><img src=x onerror=alert(1)>' });
    expect(res.status).toBe(200);
    const after = contract(AdminGood, res.body);
    expect(after.description).toBe('<p>Свежее <b>молоко</b></p><img src="x" />');
    expect(after.version).toBe(before.version + 1);
    const shown = contract(Good, (await t.get(`/api/shops/${SHOP}/goods/${goodId}`)).body);
    expect(shown.description).toBe(after.description);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.target, `good:${goodId}`)).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ kind: 'good.update', actorId: siteAdmin.id, before: { description: before.description }, after: { description: after.description } });
  });

  it('is none when blank; a field left out stays as it was', async () => {
    const a = await current();
    const cleared = contract(AdminGood, (await save({ version: a.version, description: '  <script>x</script> ' })).body);
    expect(cleared.description).toBeNull();
    const b = contract(AdminGood, (await save({ version: cleared.version, description: 'Текст' })).body);
    const c = contract(AdminGood, (await save({ version: b.version, isHidden: false })).body);
    expect(c.description).toBe('Текст');
  });

  it('refuses a wrong body with Russian violations, and a stale version with 409', async () => {
    const a = await current();
    const bad = await save({ version: a.version, description: 'x'.repeat(20_001), isHidden: 'да' });
    expectError(bad, 422);
    const messages = Object.fromEntries((bad.body.violations as { propertyPath: string; message: string }[]).map((v) => [v.propertyPath, v.message]));
    expect(messages).toEqual({ description: 'Описание длиннее 20000 символов.', isHidden: 'Показ товара — да или нет.' });
    expectError(await save({ description: 'без версии' }), 422);
    const ok = await save({ version: a.version, description: 'Первое' });
    expect(ok.status).toBe(200);
    // a second admin's form still holds the old version
    const late = await save({ version: a.version, description: 'Второе' });
    expectError(late, 409);
    expect(late.body['hydra:description']).toBe(STALE_VERSION_MESSAGE);
    expect((await current()).description).toBe('Первое');
  });
});

describe('hiding', () => {
  it('takes the good out of its category (and the count), the search, the sitemap ids, goods by id and its product page; showing brings it back with its prices', async () => {
    const told: string[] = [];
    const stop = await listenStorefrontPages(t.handle.listen, async (pages) => { told.push(...pages); });
    try {
      const before = await listed();
      expect(before.ids).toContain(goodId);
      const [price] = await t.db.select().from(articles).where(eq(articles.goodId, goodId));
      const sitemapIds = async () => {
        const res = await t.get(`/api/shops/${SHOP}/goods/ids?after=${goodId - 1}&limit=1`);
        return res.body.ids as number[];
      };
      const searched = async () => (await t.get(`/api/goods?shopId=${SHOP}&name=${encodeURIComponent(goodName)}&itemsPerPage=50`)).body['hydra:member'].map((g: { id: number }) => g.id);
      expect(await sitemapIds()).toEqual([goodId]);
      expect(await searched()).toContain(goodId);

      const a = await current();
      const hidden = contract(AdminGood, (await save({ version: a.version, isHidden: true })).body);
      expect(hidden.isHidden).toBe(true);
      const after = await listed();
      expect(after.ids).not.toContain(goodId);
      expect(after.total).toBe(before.total - 1);
      expect(await sitemapIds()).not.toEqual([goodId]);
      expect(await searched()).not.toContain(goodId);
      expectError(await t.get(`/api/shops/${SHOP}/goods/${goodId}`), 404);
      expect((await t.get(`/api/goods?softShopId=${SHOP}&id[]=${goodId}`)).body['hydra:member']).toEqual([]);
      expect(await t.db.select().from(articles).where(eq(articles.goodId, goodId))).toEqual([]);
      // the admin still sees it
      expect((await card()).status).toBe(200);
      await eventually(async () => told, (seen) => seen.includes(`/s/${SHOP}/product/${goodId}`) && seen.includes(`/s/${SHOP}/category/${categoryId}/_`));
      expect(told).toEqual(expect.arrayContaining([`/s/2/product/${goodId}`, `/s/${SHOP}`]));

      // the offers exchange meanwhile writes its prices aside, not into any listing
      await t.db.execute(sql`UPDATE hidden_articles SET register_price = register_price + 1 WHERE good_id = ${goodId} AND shop_id = ${SHOP}`);
      const shown = contract(AdminGood, (await save({ version: hidden.version, isHidden: false })).body);
      expect(shown.isHidden).toBe(false);
      expect((await listed()).ids).toContain(goodId);
      expect((await listed()).total).toBe(before.total);
      const [back] = await t.db.select().from(articles).where(and(eq(articles.goodId, goodId), eq(articles.shopId, SHOP)));
      expect(Number(back.registerPrice)).toBe(Number(price.registerPrice) + 1);
      expect(back.categoryId).toBe(categoryId);
      expect(await t.db.select().from(hiddenArticles).where(eq(hiddenArticles.goodId, goodId))).toEqual([]);
      expect((await t.get(`/api/shops/${SHOP}/goods/${goodId}`)).status).toBe(200);

      const rows = await t.db.select().from(auditLog).where(eq(auditLog.target, `good:${goodId}`)).orderBy(desc(auditLog.id)).limit(2);
      expect(rows.map((r) => [r.kind, r.before, r.after])).toEqual([
        ['good.update', { isHidden: true }, { isHidden: false }],
        ['good.update', { isHidden: false }, { isHidden: true }],
      ]);
    } finally {
      await stop();
    }
  });
});

describe('stock while hidden', () => {
  beforeAll(() => setNow(NOW));
  afterAll(() => resetNow());

  it('a cancellation while the good is hidden returns its stock aside, and showing the good shows that stock', async () => {
    const [good] = (await plentiful(t, SHOP, { dear: true })).filter((g) => g.id !== goodId);
    const before = await stockOf(t, SHOP, good.id);
    // enough of it for the shop's 700 ₽ minimum
    const quantity = Math.max(2, Math.ceil(800 / Number(good.price)));
    const body = await payload(t, { customerId: customer.id, items: [{ id: good.id, quantity }] });
    const placed = await t.post('/api/orders', body, { ...customer.headers, 'Idempotency-Key': newKey() });
    expect([placed.status, placed.body['hydra:description']]).toEqual([201, undefined]);
    expect(await stockOf(t, SHOP, good.id)).toBe(before - quantity);

    const a = contract(AdminGood, (await card(siteAdmin, good.id)).body);
    const hidden = contract(AdminGood, (await save({ version: a.version, isHidden: true }, siteAdmin, good.id)).body);
    expect(hidden.isHidden).toBe(true);
    const aside = async () => Number((await t.db.select({ q: hiddenArticles.quantity }).from(hiddenArticles)
      .where(and(eq(hiddenArticles.goodId, good.id), eq(hiddenArticles.shopId, SHOP))))[0].q);
    expect(await aside()).toBe(before - quantity);

    const cancelled = await t.post(`/api/orders/${placed.body.id}/cancel`, { reason: 'clientRequest', comment: 'Передумал' }, shopAdmin.headers);
    expect(cancelled.status).toBe(200);
    expect(await aside()).toBe(before);
    expect(await t.db.select().from(articles).where(eq(articles.goodId, good.id))).toEqual([]);

    const shown = contract(AdminGood, (await save({ version: hidden.version, isHidden: false }, siteAdmin, good.id)).body);
    expect(shown.isHidden).toBe(false);
    expect(await stockOf(t, SHOP, good.id)).toBe(before);
    const page = await t.get(`/api/shops/${SHOP}/goods/${good.id}`);
    expect(page.body.article.quantity).toBe(before);
  });
});
