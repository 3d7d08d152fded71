// The back office's cashback goods (issue 39), for site admins:
//   GET /api/admin/cashback-groups        → hydra collection of AdminCashbackGroup (with their goods)
//   PUT /api/admin/cashback-groups/{id}   AdminCashbackGroupUpdate → AdminCashbackGroup | 404 | 409 (stale version) | 422
// A group is a name and a list of goods (the model has no percent or dates: the card's cashback
// itself is the loyalty system's); the back office renames it and adds or removes its goods.
import { z } from 'zod';
import { INT_MAX } from './params';

export const CASHBACK_GOODS_MAX = 1000;
export const CASHBACK_NAME_MAX = 200;

export const AdminCashbackGroupUpdate = z.object({
  name: z.string({ message: 'Введите название.' }).trim().min(1, 'Введите название.')
    .max(CASHBACK_NAME_MAX, `Название не может быть длиннее ${CASHBACK_NAME_MAX} символов.`),
  goodIds: z.array(
    z.number({ message: 'Товары: номер должен быть числом.' }).int('Товары: номер должен быть целым.')
      .positive('Товары: номер должен быть положительным.').max(Number.MAX_SAFE_INTEGER, 'Товары: номер слишком велик.'),
    { message: 'Товары: ожидается список.' },
  ).max(CASHBACK_GOODS_MAX, `Товары: не больше ${CASHBACK_GOODS_MAX}.`).meta({ description: 'The group\'s goods in their order; [] empties it' }),
  version: z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.').max(INT_MAX, 'Не указана версия записи.')
    .meta({ description: 'The version the form was read at; a stale one answers 409' }),
}).meta({ id: 'AdminCashbackGroupUpdate' });
export type AdminCashbackGroupUpdate = z.input<typeof AdminCashbackGroupUpdate>;

export const AdminCashbackGroup = z.object({
  '@type': z.literal('AdminCashbackGroup'),
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  shopId: z.number().int().nullable().meta({ description: 'null: every shop' }),
  goods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  version: z.number().int(),
}).meta({ id: 'AdminCashbackGroup' });
export type AdminCashbackGroup = z.infer<typeof AdminCashbackGroup>;
