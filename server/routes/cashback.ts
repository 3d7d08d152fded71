// Cashback groups of a shop with their goods, and one group's goods page by page.
import { createRoute } from '@hono/zod-openapi';
import { CashbackGoodsQuery, CashbackGroup, CashbackGroupsQuery, Good, IdParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { cashbackGroupGoodsPage, listCashbackGroups } from '../services/cashback';
import { pageOf } from '../services/shop-goods';
import { requireShop } from '../services/shops';

const groups = createRoute({
  method: 'get',
  path: '/api/cashback_groups',
  request: { query: CashbackGroupsQuery },
  responses: {
    200: jsonLd(hydraCollection(CashbackGroup), 'The groups of the shop with their first goods; groups the shop sells nothing of are left out'),
    400: errors[400],
    404: errors[404],
  },
});

const groupGoods = createRoute({
  method: 'get',
  path: '/api/cashback_groups/{id}/goods',
  request: { params: IdParams, query: CashbackGoodsQuery },
  responses: { 200: jsonLd(hydraCollection(Good), "One page of the group's goods"), 400: errors[400], 404: errors[404] },
});

export const cashbackRoutes = createRouter();
// the shop comes in the query here, so the /api/shops/{shopId}/… check does not cover it
openapi(cashbackRoutes, groups, async (c) => {
  const { shopId } = c.req.valid('query');
  await requireShop(c.var.db, shopId);
  return c.json(collection(c, await listCashbackGroups(c.var.db, shopId)), 200);
});
openapi(cashbackRoutes, groupGoods, async (c) => {
  const q = c.req.valid('query');
  await requireShop(c.var.db, q.shopId);
  const { members, total } = await cashbackGroupGoodsPage(c.var.db, q.shopId, c.req.valid('param').id, pageOf(q.page, q.itemsPerPage));
  return c.json(collection(c, members, total, q), 200);
});
