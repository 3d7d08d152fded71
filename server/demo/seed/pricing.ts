// The demo promotions, promo codes and special logins (README "Demo promo codes"): a
// free-delivery promotion from an amount, a first-order percent, and one for each other rule and
// result kind; the codes DEMO10, DEMO200, ONCE and two more showing category limits and expiry.
import { sql } from 'drizzle-orm';
import type { PromotionResult, PromotionRule } from '../../../contract';
import type { Db } from '../../db/client';
import { promoCodes, promotions, specialLogins } from '../../db/schema';

type DemoPromotion = { title: string; info: string; rules: PromotionRule[]; results: PromotionResult[] };

const rule = (type: PromotionRule['type'], operator: PromotionRule['operator'], value: number, goods: number[] = []): PromotionRule =>
  ({ type, operator, value, goods });

/** The demo promotions; `milk`: goods the any-goods promotion names. In id order (ids 1–7). */
export function demoPromotions(milk: number[]): DemoPromotion[] {
  return [
    {
      title: 'Бесплатная доставка от 2 000 ₽', info: 'Доставим бесплатно любой заказ от 2 000 ₽.',
      rules: [rule('orderAmount', 'gte', 2000)], results: [{ type: 'freeDelivery', value: 0 }],
    },
    {
      title: 'Скидка 5 % на первый заказ', info: 'Для новых покупателей: 5 % на товары первого заказа.',
      rules: [rule('firstOrderOnly', 'eq', 0)], results: [{ type: 'percentAmount', value: 5 }],
    },
    {
      title: 'Скидка 300 ₽ один раз', info: 'Один раз для каждого покупателя при заказе от 3 000 ₽.',
      rules: [rule('orderAmount', 'gte', 3000), rule('maxCustomerApplies', 'lt', 1)], results: [{ type: 'discountAmount', value: 300 }],
    },
    {
      title: 'Наличными — минус 100 ₽', info: 'При оплате наличными заказа от 1 000 ₽.',
      rules: [rule('orderCashType', 'eq', 3), rule('orderAmount', 'gte', 1000)], results: [{ type: 'discountAmount', value: 100 }],
    },
    {
      title: 'Тяжёлая корзина', info: 'Заказ тяжелее 20 кг: 150 ₽ скидки и бесплатная доставка.',
      rules: [rule('goodsWeight', 'gt', 20)], results: [{ type: 'discountAmount', value: 150 }, { type: 'freeDelivery', value: 0 }],
    },
    {
      title: 'Молочный день', info: 'Три разных молочных товара из акции — 7 % на заказ.',
      rules: [rule('anyGoods', 'gte', 3, milk)], results: [{ type: 'percentAmount', value: 7 }],
    },
    {
      title: 'Скидка 2 % без других акций', info: 'Когда другие акции не подходят, заказ от 500 ₽ дешевле на 2 %.',
      rules: [rule('otherPromotionApplies', 'eq', 0), rule('orderAmount', 'gte', 500)], results: [{ type: 'percentAmount', value: 2 }],
    },
  ];
}

/** The demo promo codes (README "Demo promo codes"). Meat: category 3 and everything under it. */
export const DEMO_PROMO_CODES: (typeof promoCodes.$inferInsert)[] = [
  { code: 'DEMO10', discountType: 2, amount: 10 },
  { code: 'DEMO200', discountType: 1, amount: 200, minBasketAmount: 1500 },
  { code: 'ONCE', discountType: 1, amount: 150, maxUses: 1 },
  { code: 'MEAT15', discountType: 2, amount: 15, ruleCategories: [3], ruleWhitePrice: true, maxUsesPerCustomer: 1, barcode: '2900000000157' },
  { code: 'OLD5', discountType: 2, amount: 5, endsAt: new Date('2025-01-01T00:00:00Z') },
];

/** Logins whose minimum order is 1 ₽: the demo site admin, who places test orders. */
export const DEMO_SPECIAL_LOGINS = [{ login: '79000000011', note: 'Сотрудник: тестовые заказы от 1 ₽' }];

/** Replaces the promotions, promo codes (and their uses) and special logins with the demo ones. */
export async function seedPricing(db: Db): Promise<{ promotions: number; promoCodes: number }> {
  await db.execute(sql`TRUNCATE promotion_uses, promo_code_uses, promotions, promo_codes, special_logins RESTART IDENTITY`);
  const result = await db.execute(sql`SELECT id FROM goods WHERE category_id IN (101, 102, 103) ORDER BY id LIMIT 6`);
  const milkRows = (Array.isArray(result) ? result : (result as unknown as { rows: { id: unknown }[] }).rows) as { id: unknown }[];
  const list = demoPromotions(milkRows.map((r) => Number(r.id)));
  await db.insert(promotions).values(list.map((p, i) => ({ ...p, position: i + 1 })));
  await db.insert(promoCodes).values(DEMO_PROMO_CODES);
  await db.insert(specialLogins).values(DEMO_SPECIAL_LOGINS);
  return { promotions: list.length, promoCodes: DEMO_PROMO_CODES.length };
}

/** Gives a demo database seeded before migration 0010 its promotions and codes (when it has none of either). */
export async function fillDemoPricing(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT (SELECT count(*) FROM promotions) + (SELECT count(*) FROM promo_codes) AS n`);
  const row = ((Array.isArray(result) ? result : (result as unknown as { rows: { n: unknown }[] }).rows) as { n: unknown }[])[0];
  if (Number(row?.n) > 0) return false;
  await seedPricing(db);
  return true;
}
