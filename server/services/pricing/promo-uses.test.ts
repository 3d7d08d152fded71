// Recording promo code and promotion uses inside an order's transaction: the code's row lock makes
// parallel orders take a limited code exactly as often as its limits allow, on PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { customers, promoCodeUses, promoCodes, promotionUses } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { testApp, type TestApp } from '../../test/harness';
import { recordPromotionUse, redeemPromoCode, releasePromoUses } from './promo-uses';

let t: TestApp;
let anna: number;
let boris: number;
beforeAll(async () => {
  t = await testApp();
  const idOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0].id;
  [anna, boris] = [await idOf('79000000001'), await idOf('79000000002')];
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.delete(promoCodeUses);
  await t.db.delete(promotionUses);
});

const redeem = (code: string, customerId: number, orderId: number) =>
  t.db.transaction((tx) => redeemPromoCode(tx, { code, customerId, orderId }));
const conflictOf = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).status).toBe(409);
  return (err as HttpError).description;
};
const usesOf = async (code: string) => {
  const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return t.db.select().from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, row.id));
};

describe('redeemPromoCode', () => {
  it('records a use of a code in any case', async () => {
    await redeem('demo10', anna, 101);
    expect((await usesOf('DEMO10')).map((u) => [u.customerId, u.orderId])).toEqual([[anna, 101]]);
  });

  it('lets ONCE be used once in total: 10 parallel orders, 1 use', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => redeem('ONCE', i % 2 ? anna : boris, 200 + i)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(9);
    expect(refused.every((o) => o.reason instanceof HttpError && o.reason.status === 409 && o.reason.description === 'Промокод не найден или больше не действует.')).toBe(true);
    expect(await usesOf('ONCE')).toHaveLength(1);
  });

  it('holds the per-customer limit of MEAT15 but lets another customer use it', async () => {
    await redeem('MEAT15', anna, 301);
    expect(await conflictOf(redeem('MEAT15', anna, 302))).toBe('Вы уже использовали этот промокод.');
    await redeem('MEAT15', boris, 303);
    expect(await usesOf('MEAT15')).toHaveLength(2);
  });

  it('refuses an unknown or expired code, writing nothing', async () => {
    expect(await conflictOf(redeem('NOPE', anna, 401))).toBe('Промокод не найден или больше не действует.');
    expect(await conflictOf(redeem('OLD5', anna, 402))).toBe('Промокод не найден или больше не действует.');
    expect(await t.db.select().from(promoCodeUses)).toEqual([]);
  });

  it('writes nothing when the order transaction rolls back after it', async () => {
    await expect(t.db.transaction(async (tx) => {
      await redeemPromoCode(tx, { code: 'ONCE', customerId: anna, orderId: 501 });
      throw new Error('the order failed later');
    })).rejects.toThrow('the order failed later');
    await redeem('ONCE', anna, 502);
    expect((await usesOf('ONCE')).map((u) => u.orderId)).toEqual([502]);
  });
});

describe('recordPromotionUse and releasePromoUses', () => {
  it('records a promotion use, and refuses a second one of a once-per-customer promotion', async () => {
    await t.db.transaction((tx) => recordPromotionUse(tx, { promotionId: 3, customerId: anna, orderId: 601 }));
    const again = t.db.transaction((tx) => recordPromotionUse(tx, { promotionId: 3, customerId: anna, orderId: 602 }));
    expect(await conflictOf(again)).toBe('Вы уже воспользовались этой акцией.');
    await t.db.transaction((tx) => recordPromotionUse(tx, { promotionId: 1, customerId: anna, orderId: 601 }));
    await t.db.transaction((tx) => recordPromotionUse(tx, { promotionId: 1, customerId: anna, orderId: 602 }));
    expect((await t.db.select().from(promotionUses)).length).toBe(3);
  });

  it('gives back what a cancelled order used', async () => {
    await redeem('ONCE', anna, 701);
    await t.db.transaction((tx) => recordPromotionUse(tx, { promotionId: 3, customerId: anna, orderId: 701 }));
    await t.db.transaction((tx) => releasePromoUses(tx, 701));
    const [n] = (await t.db.execute(sql`SELECT (SELECT count(*) FROM promo_code_uses) + (SELECT count(*) FROM promotion_uses) AS n`) as unknown as { rows: { n: unknown }[] }).rows;
    expect(Number(n.n)).toBe(0);
    await redeem('ONCE', boris, 702);
  });
});
