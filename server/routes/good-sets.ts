// Good sets (own production) of a shop: the tree, one set, and a set's goods (storefront spec §7).
import {
  Good, GoodSet, GoodSetGoodsQuery, GoodSetListQuery, GoodSetParams, ShopParams, hydraCollection,
} from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, getRoute, openapi } from '../lib/openapi';
import { goodSetGoodsPage, loadGoodSetTree, requireGoodSet, serializeGoodSet } from '../services/good-sets';
import { pageOf } from '../services/shop-goods';

const list = getRoute('/api/shops/{shopId}/good_sets', { params: ShopParams, query: GoodSetListQuery }, hydraCollection(GoodSet),
  'The top sets with their child sets (show-in=catalog: those shown in the catalogue)');

const one = getRoute('/api/shops/{shopId}/good_sets/{id}', { params: GoodSetParams }, GoodSet,
  'One set with its child sets');

const setGoods = getRoute('/api/shops/{shopId}/good_sets/{id}/goods', { params: GoodSetParams, query: GoodSetGoodsQuery }, hydraCollection(Good),
  'Goods of the set and its child sets that the shop sells, in stock first');

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
