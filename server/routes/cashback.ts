// Cashback groups of a shop with their goods, and one group's goods page by page.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { idParam, itemsPerPageParam, pageParam, parseParams, parseQuery } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { cashbackGroupGoodsPage, listCashbackGroups } from '../services/cashback';
import { pageOf } from '../services/shop-goods';
import { requireShop } from '../services/shops';

const shopIdQuery = z.custom<unknown>((v) => v !== undefined, 'Укажите shopId.').pipe(idParam);

export default function register(app: Hono<AppEnv>) {
  app.get('/api/cashback_groups', async (c) => {
    const { shopId } = parseQuery(c, z.object({ shopId: shopIdQuery }));
    await requireShop(c.var.db, shopId);
    const members = await listCashbackGroups(c.var.db, shopId);
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });

  app.get('/api/cashback_groups/:id/goods', async (c) => {
    const { id } = parseParams(c, z.object({ id: idParam }));
    const q = parseQuery(c, z.object({ shopId: shopIdQuery, page: pageParam, itemsPerPage: itemsPerPageParam(30, 100) }));
    await requireShop(c.var.db, q.shopId);
    const { members, total } = await cashbackGroupGoodsPage(c.var.db, q.shopId, id, pageOf(q.page, q.itemsPerPage));
    return c.json(collection(requestPath(c.req.url), members, total, q));
  });
}
