// The back office's content and promotions (issue 39), for site admins:
//   GET  /api/admin/promo-codes                   → hydra collection of AdminPromoCode
//   POST /api/admin/promo-codes                   AdminPromoCodeInput → 201 AdminPromoCode | 409 (the code exists) | 422
//   PUT  /api/admin/promo-codes/{id}              AdminPromoCodeUpdate → AdminPromoCode | 404 | 409 (stale version) | 422
//   POST /api/admin/promo-codes/{id}/preview      PromoCodePreviewRequest → Basket (the checkout's pricing, as a guest)
//   GET  /api/admin/page-blocks, PUT /api/admin/page-blocks/{id}: the home page's blocks and banners (below)
// Every message is Russian: it reaches the form as a violation.
import { z } from 'zod';
import { BasketRequestItem, MAX_BASKET_LINES, PROMO_CODE_MAX, ReceivingMethod } from './basket';
import { INT_MAX } from './params';

/** The largest sum a code may take off or ask for as its minimum basket, in roubles. */
export const PROMO_AMOUNT_MAX = 1_000_000;
/** The most shops or categories one code may list. */
export const PROMO_LIST_MAX = 200;


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

// ---- home page blocks and banners
//   GET /api/admin/page-blocks        → hydra collection of AdminPageBlock (the home page's, in their order)
//   PUT /api/admin/page-blocks/{id}   AdminPageBlockUpdate → AdminPageBlock | 404 | 409 (stale version) | 422

export const BANNERS_MAX = 20;
export const BANNER_TEXT_MAX = 200;
/** A banner's image: a path the site serves under /media (a stored photo's /media/photos/{hash}/{width}, a file under /media/banners). */
export const MEDIA_PATH = /^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/;
/** A banner's link: a path of the site, or an https address. */
export const BANNER_LINK = /^(\/(?!\/)[^\s]{0,500}|https:\/\/[^\s]{1,500})$/;

const text = (what: string, max = BANNER_TEXT_MAX) => z.string({ message: `${what}: ожидается текст.` }).trim().max(max, `${what}: не длиннее ${max} символов.`);

export const AdminBanner = z.object({
  image: z.string({ message: 'Укажите изображение.' }).trim().regex(MEDIA_PATH, 'Изображение: адрес на этом сайте, начинающийся с /media/.')
    .refine((v) => !v.includes('..'), 'Изображение: адрес на этом сайте, начинающийся с /media/.'),
  name: text('Название').min(1, 'Укажите название баннера.'),
  title: text('Подпись').default(''),
  linkUrl: z.string({ message: 'Укажите ссылку.' }).trim().regex(BANNER_LINK, 'Ссылка: путь на сайте (/discounts) или адрес https://.'),
  isTargetBlank: z.boolean({ message: 'Ожидается true или false.' }).default(false),
  startsAt: when('Начало показа').default(null),
  endsAt: when('Конец показа').default(null),
}).superRefine((b, ctx) => {
  if (b.startsAt && b.endsAt && Date.parse(b.endsAt) <= Date.parse(b.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Конец показа должен быть позже начала.' });
  }
}).meta({ id: 'AdminBanner' });
export type AdminBanner = z.input<typeof AdminBanner>;

export const AdminPageBlock = z.object({
  '@type': z.literal('AdminPageBlock'),
  id: z.number().int(),
  shopId: z.number().int().nullable().meta({ description: 'null: every shop' }),
  blockType: z.number().int().meta({ description: '1 banner slider, 2 week sales, 3 good sets, 4 news, 5 goods' }),
  title: z.string().nullable(),
  position: z.number().int(),
  autoplay: z.boolean(),
  banners: z.array(z.object({
    image: z.string(), name: z.string(), title: z.string(), linkUrl: z.string(), isTargetBlank: z.boolean(),
    startsAt: z.string().nullable(), endsAt: z.string().nullable(),
  })).nullable().meta({ description: 'The slider\'s banners (type 1), with their dates; null for other blocks' }),
  version: z.number().int(),
}).meta({ id: 'AdminPageBlock' });
export type AdminPageBlock = z.infer<typeof AdminPageBlock>;

export const AdminPageBlockUpdate = z.object({
  title: text('Заголовок').nullable().default(null),
  position: z.number({ message: 'Порядок: укажите целое число.' }).int('Порядок: укажите целое число.')
    .min(0, 'Порядок не может быть меньше 0.').max(10_000, 'Порядок не может быть больше 10000.'),
  autoplay: z.boolean({ message: 'Ожидается true или false.' }).default(false),
  banners: z.array(AdminBanner, { message: 'Баннеры: ожидается список.' }).max(BANNERS_MAX, `Не больше ${BANNERS_MAX} баннеров.`).optional()
    .meta({ description: 'The slider\'s whole list (type 1 only); missing: unchanged' }),
  version: z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.').max(INT_MAX, 'Не указана версия записи.'),
}).meta({ id: 'AdminPageBlockUpdate' });
export type AdminPageBlockUpdate = z.input<typeof AdminPageBlockUpdate>;
