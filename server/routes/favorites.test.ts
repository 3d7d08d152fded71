// Favourites and purchased goods: each call, a customer's own rows only (another's favourite 404, a
// guest 401), an unknown good 422 with a violation, adding twice the same favourite, bad input 4xx,
// and the goods pages with the shop's prices and stock as the catalogue listing serves them.
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { Favorite, FAVORITES_PAGE_SIZE, Good, hydraCollection } from '../../contract';
import { PURCHASE_STATUSES } from '../../domain/order-status';
import { DEMO_FAVORITES } from '../demo/seed/favorites';
import { customers, goods, orderLines, orders } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let anna: Record<string, string>;
let boris: Record<string, string>;
let annaId: number;
let borisId: number;
let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.7.0.${++ip}`, ...headers });

async function bearer(phone: string) {
  const res = await t.post('/api/auth/signin-phone', { phone, password: 'demo12345' }, from());
  expect(res.status).toBe(200);
  return from({ Authorization: `Bearer ${res.body.token}` });
}
const idOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0].id;

beforeAll(async () => {
  t = await testApp();
  [anna, boris] = [await bearer('79000000001'), await bearer('79000000002')];
  [annaId, borisId] = [await idOf('79000000001'), await idOf('79000000002')];
});
afterAll(() => t.close());

const Favorites = hydraCollection(Favorite);
const Goods = hydraCollection(Good);
const favoritesOf = async (id: number, headers: Record<string, string>) => {
  const res = await t.get(`/api/customers/${id}/favorites`, headers);
  expect(res.status).toBe(200);
  return contract(Favorites, res.body)['hydra:member'];
};
const pageOf = async (path: string, headers: Record<string, string>) => {
  const res = await t.get(path, headers);
  expect(res.status).toBe(200);
  return contract(Goods, res.body);
};
/** A good no demo customer has among their favourites. */
const freshGood = async (n = 0) => {
  const favourite = (await favoritesOf(borisId, boris)).concat(await favoritesOf(annaId, anna)).map((f) => f.goodId);
  const rows = await t.db.select({ id: goods.id }).from(goods).where(notInArray(goods.id, favourite)).orderBy(goods.id).limit(n + 1);
  return Number(rows[n].id);
};

describe('the demo customers', () => {
  it('have favourites: the card holder more than one page of them', async () => {
    expect(await favoritesOf(annaId, anna)).toHaveLength(DEMO_FAVORITES['79000000001']);
    expect(await favoritesOf(borisId, boris)).toHaveLength(DEMO_FAVORITES['79000000002']);
    const first = await pageOf('/api/shops/1/favorites', anna);
    expect(first['hydra:totalItems']).toBe(DEMO_FAVORITES['79000000001']);
    expect(first['hydra:member']).toHaveLength(FAVORITES_PAGE_SIZE);
    expect(first['hydra:view']?.['hydra:next']).toBe('/api/shops/1/favorites?page=2');
    const second = await pageOf('/api/shops/1/favorites?page=2', anna);
    expect(second['hydra:member']).toHaveLength(DEMO_FAVORITES['79000000001'] - FAVORITES_PAGE_SIZE);
  });
});

describe('GET /api/customers/{id}/favorites', () => {
  it("answers 404 for another customer's id, like an unknown one, 401 for a guest and 400 for a malformed id", async () => {
    expectError(await t.get(`/api/customers/${borisId}/favorites`, anna), 404);
    expectError(await t.get('/api/customers/999999/favorites', anna), 404);
    expectError(await t.get(`/api/customers/${annaId}/favorites`, from()), 401);
    expectError(await t.get(`/api/customers/${annaId}/favorites`, from({ Authorization: 'Bearer nonsense' })), 401);
    expectError(await t.get('/api/customers/x/favorites', anna), 400);
  });
});

describe('POST /api/favorites and DELETE /api/favorites/{id}', () => {
  it('adds a good once (adding again answers the same favourite), lists it, and removes it', async () => {
    const goodId = await freshGood();
    const created = await t.post('/api/favorites', { goodId }, boris);
    expect(created.status).toBe(201);
    const favourite = contract(Favorite, created.body);
    expect(favourite).toMatchObject({ '@id': `/api/favorites/${favourite.id}`, goodId });
    const again = await t.post('/api/favorites', { goodId }, boris);
    expect(again.status).toBe(200);
    expect(contract(Favorite, again.body)).toEqual(favourite);
    expect((await favoritesOf(borisId, boris)).filter((f) => f.goodId === goodId)).toEqual([favourite]);

    // another customer can neither remove it nor see it
    expectError(await t.delete(`/api/favorites/${favourite.id}`, anna), 404);
    expect((await favoritesOf(annaId, anna)).map((f) => f.goodId)).not.toContain(goodId);

    expect((await t.delete(`/api/favorites/${favourite.id}`, boris)).status).toBe(204);
    expect((await favoritesOf(borisId, boris)).map((f) => f.goodId)).not.toContain(goodId);
    expectError(await t.delete(`/api/favorites/${favourite.id}`, boris), 404);
  });

  it('refuses an unknown good with a violation, bad bodies and ids with a 4xx, and guests with 401', async () => {
    const unknown = await t.post('/api/favorites', { goodId: 99_999_999_999 }, boris);
    expectError(unknown, 422);
    expect(unknown.body.violations).toEqual([{ propertyPath: 'goodId', message: 'Товар 99999999999 не найден.' }]);
    for (const body of [{}, { goodId: '12' }, { goodId: -1 }, { goodId: 1.5 }, { goodId: true }, { goodId: 2 ** 60 }, [], null]) {
      const res = await t.post('/api/favorites', body, boris);
      expect([400, 422]).toContain(res.status);
    }
    expectError(await t.post('/api/favorites', { goodId: await freshGood() }, from()), 401);
    expectError(await t.delete('/api/favorites/1', from()), 401);
    expectError(await t.delete('/api/favorites/0', boris), 400);
    expectError(await t.delete('/api/favorites/abc', boris), 400);
    expectError(await t.delete('/api/favorites/99999999999', boris), 400);
  });
});

describe('DELETE /api/favorites/clear', () => {
  it("empties the signed-in customer's favourites and nobody else's", async () => {
    const annaBefore = await favoritesOf(annaId, anna);
    await t.post('/api/favorites', { goodId: await freshGood(1) }, boris);
    expect((await favoritesOf(borisId, boris)).length).toBeGreaterThan(0);
    expect((await t.delete('/api/favorites/clear', boris)).status).toBe(204);
    expect(await favoritesOf(borisId, boris)).toEqual([]);
    expect((await pageOf('/api/shops/1/favorites', boris))['hydra:totalItems']).toBe(0);
    expect(await favoritesOf(annaId, anna)).toEqual(annaBefore);
    expectError(await t.delete('/api/favorites/clear', from()), 401);
  });
});

describe('GET /api/shops/{shopId}/favorites and /purchased', () => {
  it("serves the favourite goods with the shop's price and stock, as the listing does", async () => {
    const page = (await pageOf('/api/shops/2/favorites?itemsPerPage=100', anna))['hydra:member'];
    const ids = (await favoritesOf(annaId, anna)).map((f) => f.goodId);
    expect(page.map((g) => g.id).sort()).toEqual([...ids].sort());
    // the same good as the product route of that shop serves it: price, stock, measure, rating
    const product = (await t.get(`/api/shops/2/goods/${page[0].id}`)).body;
    expect(page[0]).toEqual(product);
    // in stock first
    const stocked = page.map((g) => (g.article?.quantity ?? 0) > 0);
    expect(stocked).toEqual([...stocked].sort((a, b) => Number(b) - Number(a)));
  });

  it('finds by a part of the name, whatever its case or ё', async () => {
    const [good] = (await pageOf('/api/shops/1/favorites', anna))['hydra:member'];
    const word = good.name.split(/\s+/).find((w) => w.length >= 4)!;
    const found = (await pageOf(`/api/shops/1/favorites?name=${encodeURIComponent(word.toUpperCase())}`, anna))['hydra:member'];
    expect(found.map((g) => g.id)).toContain(good.id);
    for (const g of found) expect(g.name.toLowerCase().replace(/ё/g, 'е')).toContain(word.toLowerCase().replace(/ё/g, 'е'));
    expect((await pageOf('/api/shops/1/favorites?name=%D1%8A%D1%8A%D1%8A%D1%8A', anna))['hydra:totalItems']).toBe(0);
  });

  it("lists the goods of the customer's closed orders only", async () => {
    const closed = await t.db.selectDistinct({ id: orderLines.goodId }).from(orderLines).innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.customerId, annaId), inArray(orders.status, [...PURCHASE_STATUSES]), eq(orderLines.isDeleted, false)));
    expect(closed.length).toBeGreaterThan(0);
    const page = await pageOf('/api/shops/1/purchased?itemsPerPage=100', anna);
    expect(page['hydra:member'].map((g) => g.id).sort()).toEqual(closed.map((r) => Number(r.id)).sort());
    // Boris's purchases are his own
    const his = (await pageOf('/api/shops/1/purchased', boris))['hydra:member'].map((g) => g.id);
    expect(his.length).toBeGreaterThan(0);
    expect(his.length).toBeLessThan(page['hydra:totalItems']);
  });

  it('answers guests 401, an unknown shop 404 and bad queries 400', async () => {
    for (const kind of ['favorites', 'purchased']) {
      expectError(await t.get(`/api/shops/1/${kind}`, from()), 401);
      expectError(await t.get(`/api/shops/999999/${kind}`, anna), 404);
      expectError(await t.get(`/api/shops/1/${kind}?page=0`, anna), 400);
      expectError(await t.get(`/api/shops/1/${kind}?name=ab`, anna), 400);
      expectError(await t.get(`/api/shops/1/${kind}?itemsPerPage=1000`, anna), 400);
      expectError(await t.get(`/api/shops/1/${kind}?name=%25%00`, anna), 400);
    }
  });
});
