// The back office's good sets («Наборы», own production; issue 39), for site admins:
//   GET    /api/admin/good-sets                 → hydra collection of AdminGoodSet (with their goods)
//   POST   /api/admin/good-sets                 AdminGoodSetInput → 201 AdminGoodSet | 422
//   PUT    /api/admin/good-sets/{id}            AdminGoodSetUpdate → AdminGoodSet | 404 | 409 (stale version) | 422
//   DELETE /api/admin/good-sets/{id}?version=N  → 204 | 404 | 409 (stale version, or it has child sets or a home block shows it)
// A set is a title, an image, its goods in order and whether the catalogue shows it; a set may sit
// under a top set (two levels). Every message is Russian: it reaches the form as a violation.
import { z } from 'zod';
import { MEDIA_PATH } from './admin-content';
import { INT_MAX } from './params';

export const GOOD_SET_TITLE_MAX = 200;
export const GOOD_SET_GOODS_MAX = 1000;

const version = z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.')
  .max(INT_MAX, 'Не указана версия записи.');

const goodSetFields = z.object({
  title: z.string({ message: 'Введите название.' }).trim().min(1, 'Введите название.')
    .max(GOOD_SET_TITLE_MAX, `Название не может быть длиннее ${GOOD_SET_TITLE_MAX} символов.`),
  image: z.string({ message: 'Изображение: адрес на этом сайте, начинающийся с /media/.' }).trim()
    .regex(MEDIA_PATH, 'Изображение: адрес на этом сайте, начинающийся с /media/.')
    .refine((v) => !v.includes('..'), 'Изображение: адрес на этом сайте, начинающийся с /media/.').nullable().default(null),
  parentId: z.number({ message: 'Родительский набор: номер или пусто.' }).int('Родительский набор: номер или пусто.').positive('Родительский набор: номер или пусто.')
    .max(INT_MAX, 'Родительский набор: номер или пусто.').nullable().default(null).meta({ description: 'null: a top set' }),
  showInCatalog: z.boolean({ message: 'Ожидается true или false.' }).default(true),
  goodIds: z.array(
    z.number({ message: 'Товары: номер должен быть числом.' }).int('Товары: номер должен быть целым.')
      .positive('Товары: номер должен быть положительным.').max(Number.MAX_SAFE_INTEGER, 'Товары: номер слишком велик.'),
    { message: 'Товары: ожидается список.' },
  ).max(GOOD_SET_GOODS_MAX, `Товары: не больше ${GOOD_SET_GOODS_MAX}.`).default([]).meta({ description: 'The set\'s goods in their order' }),
});

export const AdminGoodSetInput = goodSetFields.meta({ id: 'AdminGoodSetInput' });
export type AdminGoodSetInput = z.input<typeof AdminGoodSetInput>;

export const AdminGoodSetUpdate = goodSetFields.extend({
  version: version.meta({ description: 'The version the form was read at; a stale one answers 409' }),
}).meta({ id: 'AdminGoodSetUpdate' });
export type AdminGoodSetUpdate = z.input<typeof AdminGoodSetUpdate>;

export const AdminGoodSetDeleteQuery = z.object({
  version: z.coerce.number({ message: 'Не указана версия записи.' }).pipe(version),
});

export const AdminGoodSet = z.object({
  '@type': z.literal('AdminGoodSet'),
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  parentId: z.number().int().nullable(),
  showInCatalog: z.boolean(),
  goods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  version: z.number().int(),
}).meta({ id: 'AdminGoodSet' });
export type AdminGoodSet = z.infer<typeof AdminGoodSet>;
