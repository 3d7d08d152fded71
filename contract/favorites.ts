// Favourites and purchased goods (storefront spec §3 "Favourite", §4, §7; checkout-account-admin
// spec §2 "Favourites pages"). Every route needs a customer's Bearer token and touches only that
// customer's rows: another customer's favourite answers 404 like an unknown one.
//
//   GET    /api/customers/{id}/favorites          → hydra collection of Favorite (all of them: the hearts' ids)
//   POST   /api/favorites                         FavoriteRequest → 201 Favorite (200 when it was one already) | 422 unknown good
//   DELETE /api/favorites/{id}                                    → 204 | 404
//   DELETE /api/favorites/clear                                   → 204 (every favourite of the customer)
//   GET    /api/shops/{shopId}/favorites?page&name → hydra collection of Good (the shop's prices and stock), paged
//   GET    /api/shops/{shopId}/purchased?page&name → the same, of the goods of the customer's closed orders
import { z } from 'zod';
import { iri } from './hydra';
import { FAVORITES_PAGE_SIZE } from './limits';
import { itemsPerPageParam, pageParam } from './params';
import { textParam } from './queries';

export { FAVORITES_MAX, FAVORITES_PAGE_SIZE } from './limits';

export const Favorite = z.object({
  '@id': iri,
  '@type': z.literal('Favorite'),
  id: z.number().int(),
  goodId: z.number().int(),
}).meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof Favorite>;

export const FavoriteRequest = z.object({
  // a JSON number, with the rules of a good id in a path (goods.id is a bigint)
  goodId: z.number({ message: 'Укажите товар: goodId должен быть числом.' })
    .int('Идентификатор должен быть целым числом.')
    .positive('Идентификатор должен быть положительным.')
    .max(Number.MAX_SAFE_INTEGER, 'Идентификатор слишком велик.'),
}).meta({ id: 'FavoriteRequest' });
export type FavoriteRequest = z.infer<typeof FavoriteRequest>;

/** GET /api/shops/{shopId}/favorites and /purchased: a page, and optionally a part of the name. */
export const FavoriteGoodsQuery = z.object({
  page: pageParam,
  itemsPerPage: itemsPerPageParam(FAVORITES_PAGE_SIZE, 100),
  name: textParam.optional(),
});
