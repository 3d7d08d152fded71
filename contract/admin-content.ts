// The back office's content and promotions (issue 39), for site admins:
//   GET  /api/admin/promo-codes                   → hydra collection of AdminPromoCode
//   POST /api/admin/promo-codes                   AdminPromoCodeInput → 201 AdminPromoCode | 409 (the code exists) | 422
//   PUT  /api/admin/promo-codes/{id}              AdminPromoCodeUpdate → AdminPromoCode | 404 | 409 (stale version) | 422
//   POST /api/admin/promo-codes/{id}/preview      PromoCodePreviewRequest → Basket (the checkout's pricing, as a guest)
// Every message is Russian: it reaches the form as a violation.
import { z } from 'zod';
import { BasketRequestItem, MAX_BASKET_LINES, PROMO_CODE_MAX, ReceivingMethod } from './basket';
import { INT_MAX } from './params';

/** The largest sum a code may take off or ask for as its minimum basket, in roubles. */
export const PROMO_AMOUNT_MAX = 1_000_000;
/** The most shops or categories one code may list. */
export const PROMO_LIST_MAX = 200;

export const STALE_VERSION_MESSAGE = 'Запись изменена другим пользователем. Обновите страницу и повторите.';

const money = (what: string) => z.number({ message: `${what}: укажите число.` })
  .nonnegative(`${what} не может быть меньше нуля.`)
  .max(PROMO_AMOUNT_MAX, `${what} не может быть больше ${PROMO_AMOUNT_MAX} ₽.`)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${what}: не больше двух знаков после запятой.`);

const count = (what: string) => z.number({ message: `${what}: укажите целое число или оставьте пустым.` })
  .int(`${what}: укажите целое число.`).min(1, `${what}: не меньше 1.`).max(INT_MAX, `${what}: слишком большое число.`).nullable();

const idList = (what: string) => z.array(
  z.number({ message: `${what}: идентификатор должен быть числом.` }).int(`${what}: идентификатор должен быть целым.`)
    .positive(`${what}: идентификатор должен быть положительным.`).max(INT_MAX, `${what}: идентификатор слишком велик.`),
  { message: `${what}: ожидается список.` },
).max(PROMO_LIST_MAX, `${what}: не больше ${PROMO_LIST_MAX}.`);

const when = (what: string) => z.iso.datetime({ offset: true, message: `${what}: дата и время в формате ISO 8601.` }).nullable();

export const PROMO_CODE_PATTERN = /^[\p{L}\p{N}_-]+$/u;

const promoCodeFields = z.object({
  code: z.string({ message: 'Введите промокод.' }).trim().min(1, 'Введите промокод.')
    .max(PROMO_CODE_MAX, `Промокод не может быть длиннее ${PROMO_CODE_MAX} символов.`)
    .regex(PROMO_CODE_PATTERN, 'Промокод: только буквы, цифры, дефис и подчёркивание.'),
  discountType: z.union([z.literal(1), z.literal(2)], { message: 'Вид скидки: 1 (сумма) или 2 (процент).' }),
  amount: money('Размер скидки'),
  minBasketAmount: money('Минимальная сумма корзины').default(0),
  ruleCategories: idList('Категории').default([]),
  ruleWhitePrice: z.boolean({ message: 'Ожидается true или false.' }).default(false),
  shopIds: idList('Магазины').min(1, 'Выберите хотя бы один магазин или все магазины.').nullable().default(null)
    .meta({ description: 'null: every shop' }),
  maxUses: count('Всего использований').default(null),
  maxUsesPerCustomer: count('Использований на покупателя').default(null),
  startsAt: when('Начало').default(null),
  endsAt: when('Окончание').default(null),
  isActive: z.boolean({ message: 'Ожидается true или false.' }).default(false)
    .meta({ description: 'A new code is off until switched on (after its preview)' }),
});

type Fields = z.output<typeof promoCodeFields>;

/** The rules across fields, with the field each message belongs to. */
function crossCheck(v: Fields, ctx: z.RefinementCtx) {
  if (v.discountType === 2 && v.amount > 100) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Процент скидки не может быть больше 100.' });
  if (v.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Размер скидки должен быть больше нуля.' });
  if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Окончание должно быть позже начала.' });
  }
  if (v.maxUses !== null && v.maxUsesPerCustomer !== null && v.maxUsesPerCustomer > v.maxUses) {
    ctx.addIssue({ code: 'custom', path: ['maxUsesPerCustomer'], message: 'На покупателя не может быть больше использований, чем всего.' });
  }
}

export const AdminPromoCodeInput = promoCodeFields.superRefine(crossCheck).meta({ id: 'AdminPromoCodeInput' });
export type AdminPromoCodeInput = z.input<typeof AdminPromoCodeInput>;

export const AdminPromoCodeUpdate = promoCodeFields.extend({
  version: z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.').max(INT_MAX, 'Не указана версия записи.')
    .meta({ description: 'The version the form was read at; a stale one answers 409' }),
}).superRefine(crossCheck).meta({ id: 'AdminPromoCodeUpdate' });
export type AdminPromoCodeUpdate = z.input<typeof AdminPromoCodeUpdate>;

export const AdminPromoCode = z.object({
  '@type': z.literal('AdminPromoCode'),
  id: z.number().int(),
  code: z.string(),
  discountType: z.union([z.literal(1), z.literal(2)]),
  amount: z.number(),
  minBasketAmount: z.number(),
  ruleCategories: z.array(z.number().int()),
  ruleWhitePrice: z.boolean(),
  shopIds: z.array(z.number().int()).nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
  uses: z.number().int().meta({ description: 'Orders that used it so far' }),
}).meta({ id: 'AdminPromoCode' });
export type AdminPromoCode = z.infer<typeof AdminPromoCode>;

export const PromoCodePreviewRequest = z.object({
  shopId: z.number({ message: 'Выберите магазин.' }).int('Выберите магазин.').positive('Выберите магазин.').max(INT_MAX, 'Выберите магазин.'),
  items: z.array(BasketRequestItem, { message: 'Добавьте товары в корзину.' }).min(1, 'Добавьте товары в корзину.')
    .max(MAX_BASKET_LINES, `В корзине не может быть больше ${MAX_BASKET_LINES} позиций.`),
  receivingMethod: ReceivingMethod.default('pickup'),
}).meta({ id: 'PromoCodePreviewRequest' });
export type PromoCodePreviewRequest = z.input<typeof PromoCodePreviewRequest>;
