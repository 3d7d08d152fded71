// Good sets (own production) of a shop: the tree, one set, and a set's goods (storefront spec §7).
import { createRoute } from '@hono/zod-openapi';
import {
  Good, GoodSet, GoodSetGoodsQuery, GoodSetListQuery, GoodSetParams, ShopParams, hydraCollection,
} from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { goodSetGoodsPage, loadGoodSetTree, requireGoodSet, serializeGoodSet } from '../services/good-sets';
import { pageOf } from '../services/shop-goods';

const list = createRoute({
  method: 'get',
  path: '/api/shops/{shopId}/good_sets',
  request: { params: ShopParams, query: GoodSetListQuery },
  responses: {
    200: jsonLd(hydraCollection(GoodSet), 'The top sets with their child sets (show-in=catalog: those shown in the catalogue)'),
    400: errors[400],
    404: errors[404],
  },
});

const one = createRoute({
  method: 'get',
  path: '/api/shops/{shopId}/good_sets/{id}',
  request: { params: GoodSetParams },
  responses: { 200: jsonLd(GoodSet, 'One set with its child sets'), 400: errors[400], 404: errors[404] },
});

const setGoods = createRoute({
  method: 'get',
  path: '/api/shops/{shopId}/good_sets/{id}/goods',
  request: { params: GoodSetParams, query: GoodSetGoodsQuery },
  responses: {
    200: jsonLd(hydraCollection(Good), 'Goods of the set and its child sets that the shop sells, in stock first'),
    400: errors[400],
    404: errors[404],
  },
});

export const goodSetRoutes = createRouter();
openapi(goodSetRoutes, list, async (c) => {
  const { roots } = await loadGoodSetTree(c.var.db);
  const shown = c.req.valid('query')['show-in'] === 'catalog' ? roots.filter((s) => s.showInCatalog) : roots;
  return c.json(collection(c, shown.map((node) => serializeGoodSet(node))), 200);
});
openapi(goodSetRoutes, one, async (c) =>
  c.json(serializeGoodSet(requireGoodSet(await loadGoodSetTree(c.var.db), c.req.valid('param').id)), 200));
openapi(goodSetRoutes, setGoods, async (c) => {
  const { shopId, id } = c.req.valid('param');
  const q = c.req.valid('query');
  const node = requireGoodSet(await loadGoodSetTree(c.var.db), id);
  const { members, total } = await goodSetGoodsPage(c.var.db, shopId, node, pageOf(q.page, q.itemsPerPage));
  return c.json(collection(c, members, total, q), 200);
});
