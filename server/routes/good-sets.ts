// Good sets (own production) of a shop: the tree, one set, and a set's goods (storefront spec §7).
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { idParam, itemsPerPageParam, pageParam, parseParams, parseQuery } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { goodSetGoodsPage, loadGoodSetTree, requireGoodSet, serializeGoodSet } from '../services/good-sets';
import { pageOf } from '../services/shop-goods';
import { requireShop } from '../services/shops';
import { shopParams } from './shops';

/** Good-set pages show 50 goods per step (spec §9). */
const SET_PAGE_SIZE = 50;

const setParams = shopParams.extend({ id: idParam });

export default function register(app: Hono<AppEnv>) {
  app.get('/api/shops/:shopId/good_sets', async (c) => {
    const { shopId } = parseParams(c, shopParams);
    const q = parseQuery(c, z.object({
      'show-in': z.enum(['catalog'], { message: 'Допустимое значение: catalog.' }).optional(),
    }));
    await requireShop(c.var.db, shopId);
    const tree = await loadGoodSetTree(c.var.db);
    const roots = q['show-in'] === 'catalog' ? tree.roots.filter((s) => s.showInCatalog) : tree.roots;
    const members = roots.map((node) => serializeGoodSet(node));
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });

  app.get('/api/shops/:shopId/good_sets/:id', async (c) => {
    const { shopId, id } = parseParams(c, setParams);
    await requireShop(c.var.db, shopId);
    return c.json(serializeGoodSet(requireGoodSet(await loadGoodSetTree(c.var.db), id)));
  });

  app.get('/api/shops/:shopId/good_sets/:id/goods', async (c) => {
    const { shopId, id } = parseParams(c, setParams);
    const q = parseQuery(c, z.object({ page: pageParam, itemsPerPage: itemsPerPageParam(SET_PAGE_SIZE, 100) }));
    await requireShop(c.var.db, shopId);
    const node = requireGoodSet(await loadGoodSetTree(c.var.db), id);
    const { members, total } = await goodSetGoodsPage(c.var.db, shopId, node, pageOf(q.page, q.itemsPerPage));
    return c.json(collection(requestPath(c.req.url), members, total, q));
  });
}
