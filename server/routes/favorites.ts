// Favourites and purchased goods (contract/favorites.ts lists the routes): the signed-in
// customer's own only; another customer's favourite answers 404 like an unknown one.
import { createRoute } from '@hono/zod-openapi';
import { Favorite, FavoriteGoodsQuery, FavoriteRequest, Good, HydraError, IdParams, ShopParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { bearer as security, createRouter, e401, errors, jsonLd, openapi, ownCollection } from '../lib/openapi';
import { requireCustomer, requireSelf } from '../lib/permissions';
import { addFavorite, clearFavorites, favoriteGoods, listFavorites, purchasedGoods, removeFavorite } from '../services/favorites';
import { pageOf } from '../services/shop-goods';

const list = ownCollection('favorites', Favorite,
  "The signed-in customer's favourites (id and goodId), the oldest first: the storefront fills its hearts from them", 'Every favourite');
const add = createRoute({
  method: 'post', path: '/api/favorites', security, description: 'Adds a good to the favourites; adding it again answers the same favourite',
  request: { body: { content: { 'application/json': { schema: FavoriteRequest } }, required: true } },
  responses: {
    200: jsonLd(Favorite, 'The good was a favourite already'), 201: jsonLd(Favorite, 'The new favourite'),
    400: errors[400], 401: e401, 422: errors[422],
  },
});
const clear = createRoute({
  method: 'delete', path: '/api/favorites/clear', security, description: 'Removes every favourite of the signed-in customer',
  responses: { 204: { description: 'The favourites are empty' }, 401: e401 },
});
const remove = createRoute({
  method: 'delete', path: '/api/favorites/{id}', security, description: 'Removes one favourite',
  request: { params: IdParams },
  responses: {
    204: { description: 'Removed' }, 400: errors[400], 401: e401,
    404: jsonLd(HydraError, "No such favourite, or another customer's (they answer alike)"),
  },
});
const goodsPage = (kind: 'favorites' | 'purchased', description: string) => createRoute({
  method: 'get', path: `/api/shops/{shopId}/${kind}`, security, description,
  request: { params: ShopParams, query: FavoriteGoodsQuery },
  responses: {
    200: jsonLd(hydraCollection(Good), 'One page of goods with the shop’s prices and stock, in stock first, then by name'),
    400: errors[400], 401: e401, 404: errors[404],
  },
});
const favoritesPage = goodsPage('favorites', "The signed-in customer's favourite goods as the shop sells them; name: a part of the name");
const purchasedPage = goodsPage('purchased', "The goods of the signed-in customer's closed orders as the shop sells them; name: a part of the name");

export const favoriteRoutes = createRouter();
openapi(favoriteRoutes, list, async (c) => {
  const customer = await requireSelf(c, c.req.valid('param').id);
  return c.json(collection(c, await listFavorites(c.var.db, customer.id)), 200);
});
openapi(favoriteRoutes, add, async (c) => {
  const customer = await requireCustomer(c);
  const { favorite, created } = await addFavorite(c.var.db, customer.id, c.req.valid('json').goodId);
  return created ? c.json(favorite, 201) : c.json(favorite, 200);
});
// before /api/favorites/{id}, which would take 'clear' for an id
openapi(favoriteRoutes, clear, async (c) => {
  await clearFavorites(c.var.db, (await requireCustomer(c)).id);
  return c.body(null, 204);
});
openapi(favoriteRoutes, remove, async (c) => {
  const customer = await requireCustomer(c);
  await removeFavorite(c.var.db, customer.id, c.req.valid('param').id);
  return c.body(null, 204);
});
for (const [route, read] of [[favoritesPage, favoriteGoods], [purchasedPage, purchasedGoods]] as const) {
  openapi(favoriteRoutes, route, async (c) => {
    const customer = await requireCustomer(c);
    const q = c.req.valid('query');
    const { members, total } = await read(c.var.db, c.req.valid('param').shopId, customer.id, q.name, pageOf(q.page, q.itemsPerPage));
    return c.json(collection(c, members, total, q), 200);
  });
}
