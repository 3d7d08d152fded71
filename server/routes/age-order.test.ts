// Issue 42: the age gate is not only the storefront's. An order with a good for adults (its category
// or one above it is flagged) is refused without basket.ageConfirmed — 422, a Russian violation on
// that field, nothing written — and placed with it; an order without such goods needs no answer.
import { count, eq } from 'drizzle-orm';
import { OrderCreated } from '../../contract';
import { AGE_ORDER_MESSAGE } from '../../domain/age-gate';
import { categories, goods, orders } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { NOW, newKey, payload, plentiful, resetNow, setNow, signIn, stockOf } from '../test/order-fixtures';

let t: TestApp;
let anna: { id: number; headers: Record<string, string> };
let adult: { id: number; name: string };
let plain: { id: number; name: string };
const [TOP, LEAF] = [990101, 990102];

beforeAll(async () => {
  t = await testApp();
  setNow(NOW);
  anna = await signIn(t, '79000000001');
  // a good two levels under the flag, as the catalogue marks it
  await t.db.insert(categories).values([
    { id: TOP, name: 'Только для взрослых', parentId: null, position: 999, hasAgeRestrictions: true },
    { id: LEAF, name: 'Вино', parentId: TOP, position: 1, hasAgeRestrictions: false },
  ]);
  [adult] = await plentiful(t, 1, { dear: true });
  [, plain] = await plentiful(t, 1, { dear: true });
  await t.db.update(goods).set({ categoryId: LEAF }).where(eq(goods.id, adult.id));
});
afterAll(() => {
  resetNow();
  return t.close();
});

const place = (body: unknown) => t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': newKey() });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0].n;
const basket = () => payload(t, { customerId: anna.id, items: [{ id: adult.id, quantity: 1 }, { id: plain.id, quantity: 1 }] });

describe('POST /api/orders with a good for adults', () => {
  it('is refused without the age confirmed: 422 on basket.ageConfirmed, naming the good, writing nothing', async () => {
    const [before, stock] = [await orderCount(), await stockOf(t, 1, adult.id)];
    for (const ageConfirmed of [undefined, false]) {
      const body = await basket();
      const res = await place({ ...body, basket: { ...body.basket, ...(ageConfirmed === undefined ? {} : { ageConfirmed }) } });
      expectError(res, 422);
      expect(res.body.violations).toEqual([{ propertyPath: 'basket.ageConfirmed', message: `${AGE_ORDER_MESSAGE} («${adult.name}»)` }]);
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t, 1, adult.id)).toBe(stock);
  });

  it('is placed with the age confirmed', async () => {
    const body = await basket();
    const res = await place({ ...body, basket: { ...body.basket, ageConfirmed: true } });
    expect(res.status).toBe(201);
    contract(OrderCreated, res.body);
  });

  it('an order without such goods needs no answer', async () => {
    const body = await payload(t, { customerId: anna.id, items: [{ id: plain.id, quantity: 2 }] });
    const res = await place(body);
    expect(res.status).toBe(201);
  });
});
