// The demo pricing rows: what README lists, and the fill of a database seeded before migration 0010.
import { asc, sql } from 'drizzle-orm';
import { promoCodes, promotions, specialLogins } from '../../db/schema';
import { testApp, type TestApp } from '../../test/harness';
import { fillDemoPricing } from './pricing';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => t.close());

describe('demo promotions and promo codes', () => {
  it('seeds the README codes and seven promotions, the any-goods one naming dairy goods', async () => {
    const codes = await t.db.select().from(promoCodes).orderBy(asc(promoCodes.id));
    expect(codes.map((c) => [c.code, c.discountType, c.amount, c.minBasketAmount, c.maxUses])).toEqual([
      ['DEMO10', 2, 10, 0, null], ['DEMO200', 1, 200, 1500, null], ['ONCE', 1, 150, 0, 1], ['MEAT15', 2, 15, 0, null], ['OLD5', 2, 5, 0, null],
    ]);
    const list = await t.db.select().from(promotions).orderBy(asc(promotions.id));
    expect(list).toHaveLength(7);
    expect(list.find((p) => p.rules.some((r) => r.type === 'anyGoods'))?.rules[0].goods.length).toBeGreaterThan(2);
    expect((await t.db.select().from(specialLogins)).map((s) => s.login)).toEqual(['79000000011']);
  });

  it('refuses a second code of the same text in another case', async () => {
    await expect(t.db.insert(promoCodes).values({ code: 'demo10', discountType: 2, amount: 5 })).rejects.toThrow();
  });

  it('fills a database that has none, and leaves one that has some alone', async () => {
    expect(await fillDemoPricing(t.db)).toBe(false);
    await t.db.execute(sql`TRUNCATE promotion_uses, promo_code_uses, promotions, promo_codes`);
    expect(await fillDemoPricing(t.db)).toBe(true);
    expect(await t.db.select().from(promoCodes)).toHaveLength(5);
    expect(await t.db.select().from(promotions)).toHaveLength(7);
  });
});
