// The back office's promotions (issue 39), for site admins:
//   GET  /api/admin/promotions               → hydra collection of AdminPromotion (rules' goods named)
//   POST /api/admin/promotions               AdminPromotionInput → 201 AdminPromotion | 422
//   PUT  /api/admin/promotions/{id}          AdminPromotionUpdate → AdminPromotion | 404 | 409 (stale version) | 422
//   POST /api/admin/promotions/{id}/preview  PromotionPreviewRequest → PromotionPreview (the checkout's own
//                                            pricing of the basket as a guest, this promotion counted as on)
// The rules and results are those domain/pricing/promotions.ts evaluates (contract/basket.ts
// PromotionRule, PromotionResult); here each value is bounded by what its rule counts. Every message
// is Russian: it reaches the form as a violation.
import { z } from 'zod';
import { Basket, BasketRequestItem, COMPARE_OPERATORS, MAX_BASKET_LINES, PROMOTION_RESULT_TYPES, PROMOTION_RULE_TYPES, PromotionCalculation, ReceivingMethod } from './basket';
import { INT_MAX } from './params';

export const PROMOTION_TITLE_MAX = 200;
export const PROMOTION_INFO_MAX = 2000;
/** The most rules or results one promotion may hold, and goods one rule may list. */
export const PROMOTION_RULES_MAX = 20;
export const PROMOTION_RULE_GOODS_MAX = 500;
/** The largest roubles or kilograms a rule compares with, or a result takes off. */
export const PROMOTION_VALUE_MAX = 1_000_000;

/** Rules whose value is a count (an integer); the others compare roubles or kilograms. */
const COUNT_RULES = new Set(['anyGoods', 'orderCashType', 'firstOrderOnly', 'maxCustomerApplies', 'otherPromotionApplies']);
/** Rules that read the goods list ([] counts every good). */
const GOODS_RULES = new Set(['anyGoods', 'goodsWeight']);

const number = (what: string) => z.number({ message: `${what}: укажите число.` })
  .min(0, `${what} не может быть меньше нуля.`).max(PROMOTION_VALUE_MAX, `${what}: не больше ${PROMOTION_VALUE_MAX}.`);

const goodIds = z.array(
  z.number({ message: 'Товары: номер должен быть числом.' }).int('Товары: номер должен быть целым.')
    .positive('Товары: номер должен быть положительным.').max(Number.MAX_SAFE_INTEGER, 'Товары: номер слишком велик.'),
  { message: 'Товары: ожидается список.' },
).max(PROMOTION_RULE_GOODS_MAX, `Товары: не больше ${PROMOTION_RULE_GOODS_MAX}.`);

export const AdminPromotionRule = z.object({
  type: z.enum(PROMOTION_RULE_TYPES, { message: 'Выберите условие.' }),
  operator: z.enum(COMPARE_OPERATORS, { message: 'Выберите сравнение: lt, lte, eq, gte или gt.' }),
  value: number('Значение условия'),
  goods: goodIds.default([]).meta({ description: 'Goods the rule counts (anyGoods, goodsWeight); [] means every good; other rules keep []' }),
}).superRefine((r, ctx) => {
  if (COUNT_RULES.has(r.type) && !Number.isInteger(r.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Значение условия: укажите целое число.' });
  if (!GOODS_RULES.has(r.type) && r.goods.length) ctx.addIssue({ code: 'custom', path: ['goods'], message: 'Товары выбираются только для условий по весу и числу товаров.' });
}).meta({ id: 'AdminPromotionRule' });

export const AdminPromotionResult = z.object({
  type: z.enum(PROMOTION_RESULT_TYPES, { message: 'Выберите, что даёт акция.' }),
  value: number('Размер').default(0).meta({ description: 'Roubles (discountAmount), percent (percentAmount), 0 for freeDelivery' }),
}).superRefine((r, ctx) => {
  if (r.type === 'percentAmount' && (r.value <= 0 || r.value > 100)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Процент скидки: больше 0 и не больше 100.' });
  if (r.type === 'discountAmount' && r.value <= 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Скидка в рублях должна быть больше нуля.' });
  if (Math.abs(Math.round(r.value * 100) - r.value * 100) > 1e-6) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Размер: не больше двух знаков после запятой.' });
}).meta({ id: 'AdminPromotionResult' });

const when = (what: string) => z.iso.datetime({ offset: true, message: `${what}: дата и время в формате ISO 8601.` }).nullable();

const promotionFields = z.object({
  title: z.string({ message: 'Введите название.' }).trim().min(1, 'Введите название.')
    .max(PROMOTION_TITLE_MAX, `Название не может быть длиннее ${PROMOTION_TITLE_MAX} символов.`),
  info: z.string({ message: 'Описание: ожидается текст.' }).trim()
    .max(PROMOTION_INFO_MAX, `Описание не может быть длиннее ${PROMOTION_INFO_MAX} символов.`).nullable().default(null),
  rules: z.array(AdminPromotionRule, { message: 'Условия: ожидается список.' }).max(PROMOTION_RULES_MAX, `Не больше ${PROMOTION_RULES_MAX} условий.`).default([])
    .meta({ description: 'Every rule must hold; none: the promotion applies to every basket' }),
  results: z.array(AdminPromotionResult, { message: 'Результаты: ожидается список.' }).min(1, 'Добавьте хотя бы один результат: что даёт акция.')
    .max(PROMOTION_RULES_MAX, `Не больше ${PROMOTION_RULES_MAX} результатов.`),
  shopIds: z.array(z.number({ message: 'Магазины: идентификатор должен быть числом.' }).int('Магазины: идентификатор должен быть целым.')
    .positive('Магазины: идентификатор должен быть положительным.').max(INT_MAX, 'Магазины: идентификатор слишком велик.'), { message: 'Магазины: ожидается список.' })
    .min(1, 'Выберите хотя бы один магазин или все магазины.').max(200, 'Магазины: не больше 200.').nullable().default(null)
    .meta({ description: 'null: every shop' }),
  startsAt: when('Начало').default(null),
  endsAt: when('Окончание').default(null),
  isActive: z.boolean({ message: 'Ожидается true или false.' }).default(false)
    .meta({ description: 'A new promotion is off until switched on (after its preview)' }),
});

type Fields = z.output<typeof promotionFields>;

function crossCheck(v: Fields, ctx: z.RefinementCtx) {
  if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Окончание должно быть позже начала.' });
  }
}

export const AdminPromotionInput = promotionFields.superRefine(crossCheck).meta({ id: 'AdminPromotionInput' });
export type AdminPromotionInput = z.input<typeof AdminPromotionInput>;

export const AdminPromotionUpdate = promotionFields.extend({
  version: z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.').max(INT_MAX, 'Не указана версия записи.')
    .meta({ description: 'The version the form was read at; a stale one answers 409' }),
}).superRefine(crossCheck).meta({ id: 'AdminPromotionUpdate' });
export type AdminPromotionUpdate = z.input<typeof AdminPromotionUpdate>;

export const AdminPromotion = z.object({
  '@type': z.literal('AdminPromotion'),
  id: z.number().int(),
  title: z.string(),
  info: z.string().nullable(),
  rules: z.array(z.object({
    type: z.enum(PROMOTION_RULE_TYPES), operator: z.enum(COMPARE_OPERATORS), value: z.number(),
    goods: z.array(z.object({ id: z.number().int(), name: z.string() })).meta({ description: 'The rule\'s goods with their names' }),
  })),
  results: z.array(z.object({ type: z.enum(PROMOTION_RESULT_TYPES), value: z.number() })),
  shopIds: z.array(z.number().int()).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  onNow: z.boolean().meta({ description: 'On and within its dates now' }),
  uses: z.number().int().meta({ description: 'Orders it applied to so far' }),
  version: z.number().int(),
}).meta({ id: 'AdminPromotion' });
export type AdminPromotion = z.infer<typeof AdminPromotion>;

export const PromotionPreviewRequest = z.object({
  shopId: z.number({ message: 'Выберите магазин.' }).int('Выберите магазин.').positive('Выберите магазин.').max(INT_MAX, 'Выберите магазин.'),
  items: z.array(BasketRequestItem, { message: 'Добавьте товары в корзину.' }).min(1, 'Добавьте товары в корзину.')
    .max(MAX_BASKET_LINES, `В корзине не может быть больше ${MAX_BASKET_LINES} позиций.`),
  receivingMethod: ReceivingMethod.default('pickup'),
  orderCashType: z.number({ message: 'Способ оплаты: номер.' }).int('Способ оплаты: номер.').min(1, 'Неизвестный способ оплаты.').max(5, 'Неизвестный способ оплаты.')
    .nullable().default(null),
}).meta({ id: 'PromotionPreviewRequest' });
export type PromotionPreviewRequest = z.input<typeof PromotionPreviewRequest>;

export const PromotionPreview = z.object({
  '@type': z.literal('PromotionPreview'),
  calculation: PromotionCalculation.meta({ description: 'Whether this promotion\'s rules hold for the basket and what it gives' }),
  basket: Basket.meta({ description: 'The basket as a guest\'s checkout prices it with this promotion counted as on (the best promotion wins)' }),
}).meta({ id: 'PromotionPreview' });
export type PromotionPreview = z.infer<typeof PromotionPreview>;
