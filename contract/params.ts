// Pieces of path and query schemas shared by every route. Messages are Russian: they reach the
// client as violations.
import { z } from 'zod';

const idOfAtMost = (max: number) => z.coerce
  .number({ message: 'Идентификатор должен быть числом.' })
  .int('Идентификатор должен быть целым числом.')
  .positive('Идентификатор должен быть положительным.')
  .max(max, 'Идентификатор слишком велик.');

/** The largest PostgreSQL `integer`. */
export const INT_MAX = 2_147_483_647;

/** An id of an `integer` column (shops, categories, discounts, sets…): PostgreSQL refuses larger numbers. */
export const idParam = idOfAtMost(INT_MAX);

/** A good id: goods.id is a bigint (the spec shows ids like 95010100001). */
export const goodIdParam = idOfAtMost(Number.MAX_SAFE_INTEGER);

export const pageParam = z.coerce
  .number({ message: 'Номер страницы должен быть числом.' })
  .int('Номер страницы должен быть целым числом.')
  .min(1, 'Номер страницы не может быть меньше 1.')
  .max(100000, 'Номер страницы не может быть больше 100000.')
  .default(1);

export const itemsPerPageParam = (def: number, max = 100) =>
  z.coerce
    .number({ message: 'itemsPerPage должен быть числом.' })
    .int('itemsPerPage должен быть целым числом.')
    .min(1, 'itemsPerPage не может быть меньше 1.')
    .max(max, `itemsPerPage не может быть больше ${max}.`)
    .default(def);

export const boolParam = z
  .enum(['true', 'false', '1', '0'], { message: 'Ожидается true или false.' })
  .transform((v) => v === 'true' || v === '1');

/** A repeatable query parameter (`key[]=a&key[]=b`, or a single `key=a`) as a list of strings. */
export const listParam = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(z.string({ message: 'Ожидается список значений.' }).max(200, 'Значение фильтра длиннее 200 символов.'), {
    message: 'Ожидается список значений.',
  }).max(100, 'Не больше 100 значений фильтра.'),
);

/** Path parameters of every /api/shops/{shopId}/… route. */
export const ShopParams = z.object({ shopId: idParam });

/** Path parameters of a resource addressed by an integer id. */
export const IdParams = z.object({ id: idParam });

/** Query of the routes paged by page/itemsPerPage. */
export const pagedQuery = (itemsPerPage: number, max = 100) =>
  z.object({ page: pageParam, itemsPerPage: itemsPerPageParam(itemsPerPage, max) });
