// The back office's discounts (issue 39), for site admins:
//   GET  /api/admin/discounts        → hydra collection of AdminDiscount (with their goods)
//   POST /api/admin/discounts        AdminDiscountInput → 201 AdminDiscount | 422
//   PUT  /api/admin/discounts/{id}   AdminDiscountUpdate → AdminDiscount | 404 | 409 (stale version) | 422
// A discount with a percent lowers its goods' card price in its shops while it is on and within its
// dates (decision 188). Every message is Russian: it reaches the form as a violation.
import { z } from 'zod';
import { INT_MAX } from './params';

/** The most goods or shops one discount may list. */
export const DISCOUNT_LIST_MAX = 500;
export const DISCOUNT_NAME_MAX = 200;
export const DISCOUNT_DESCRIPTION_MAX = 2000;

const idList = (what: string) => z.array(
  z.number({ message: `${what}: идентификатор должен быть числом.` }).int(`${what}: идентификатор должен быть целым.`)
    .positive(`${what}: идентификатор должен быть положительным.`).max(INT_MAX, `${what}: идентификатор слишком велик.`),
  { message: `${what}: ожидается список.` },
).max(DISCOUNT_LIST_MAX, `${what}: не больше ${DISCOUNT_LIST_MAX}.`);

const when = (what: string) => z.iso.datetime({ offset: true, message: `${what}: дата и время в формате ISO 8601.` }).nullable();

const discountFields = z.object({
  name: z.string({ message: 'Введите название.' }).trim().min(1, 'Введите название.')
    .max(DISCOUNT_NAME_MAX, `Название не может быть длиннее ${DISCOUNT_NAME_MAX} символов.`),
  description: z.string({ message: 'Описание: ожидается текст.' }).trim()
    .max(DISCOUNT_DESCRIPTION_MAX, `Описание не может быть длиннее ${DISCOUNT_DESCRIPTION_MAX} символов.`).nullable().default(null),
  percent: z.number({ message: 'Скидка: укажите целое число процентов.' }).int('Скидка: укажите целое число процентов.')
    .min(1, 'Скидка не может быть меньше 1 %.').max(99, 'Скидка не может быть больше 99 %.').nullable()
    .meta({ description: 'null: a list of goods at 1C\'s prices (like the seeded discounts)' }),
  goodIds: idList('Товары').min(1, 'Добавьте хотя бы один товар.'),
  shopIds: idList('Магазины').min(1, 'Выберите хотя бы один магазин или все магазины.').nullable().default(null)
    .meta({ description: 'null: every shop' }),
  startsAt: when('Начало').default(null),
  endsAt: when('Окончание').default(null),
  isActive: z.boolean({ message: 'Ожидается true или false.' }).default(true),
});

type Fields = z.output<typeof discountFields>;

function crossCheck(v: Fields, ctx: z.RefinementCtx) {
  if (v.startsAt && v.endsAt && Date.parse(v.endsAt) <= Date.parse(v.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Окончание должно быть позже начала.' });
  }
}

export const AdminDiscountInput = discountFields.superRefine(crossCheck).meta({ id: 'AdminDiscountInput' });
export type AdminDiscountInput = z.input<typeof AdminDiscountInput>;

export const AdminDiscountUpdate = discountFields.extend({
  version: z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.').max(INT_MAX, 'Не указана версия записи.')
    .meta({ description: 'The version the form was read at; a stale one answers 409' }),
}).superRefine(crossCheck).meta({ id: 'AdminDiscountUpdate' });
export type AdminDiscountUpdate = z.input<typeof AdminDiscountUpdate>;

export const AdminDiscountGood = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'AdminDiscountGood' });
export type AdminDiscountGood = z.infer<typeof AdminDiscountGood>;

export const AdminDiscount = z.object({
  '@type': z.literal('AdminDiscount'),
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  percent: z.number().int().nullable().meta({ description: 'null: a discount of 1C\'s prices (the seeded ones), only a list of goods' }),
  goods: z.array(AdminDiscountGood),
  shopIds: z.array(z.number().int()).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  onNow: z.boolean().meta({ description: 'On and within its dates: its percent is in the prices' }),
  version: z.number().int(),
}).meta({ id: 'AdminDiscount' });
export type AdminDiscount = z.infer<typeof AdminDiscount>;
