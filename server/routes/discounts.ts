// Discounts: the list (8001 first), one discount, and the list of those a shop has goods in.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { idParam, parseParams } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { getDiscount, listDiscounts } from '../services/discounts';
import { requireShop } from '../services/shops';
import { shopParams } from './shops';

export default function register(app: Hono<AppEnv>) {
  app.get('/api/discounts', async (c) => {
    const members = await listDiscounts(c.var.db);
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });

  app.get('/api/discounts/:id', async (c) => {
    const { id } = parseParams(c, z.object({ id: idParam }));
    return c.json(await getDiscount(c.var.db, id));
  });

  app.get('/api/shops/:shopId/discounts', async (c) => {
    const { shopId } = parseParams(c, shopParams);
    await requireShop(c.var.db, shopId);
    const members = await listDiscounts(c.var.db, shopId);
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });
}
