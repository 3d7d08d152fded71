// Cashback groups of a shop with their goods, and one group's goods page by page.
import { CashbackGoodsQuery, CashbackGroup, CashbackGroupsQuery, Good, IdParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, getRoute, openapi } from '../lib/openapi';
import { cashbackGroupGoodsPage, listCashbackGroups } from '../services/cashback';
import { pageOf } from '../services/shop-goods';
import { requireShop } from '../services/shops';

const groups = getRoute('/api/cashback_groups', { query: CashbackGroupsQuery }, hydraCollection(CashbackGroup),
  'The groups of the shop with their first goods; groups the shop sells nothing of are left out');

const groupGoods = getRoute('/api/cashback_groups/{id}/goods', { params: IdParams, query: CashbackGoodsQuery }, hydraCollection(Good),
  "One page of the group's goods");

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
