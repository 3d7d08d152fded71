// GET /api/shops, /api/shops/{id}, /api/shops/{id}/rules (storefront spec §7).
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { boolParam, idParam, parseParams, parseQuery } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { getShop, listShops, shopRules } from '../services/shops';

/** Path parameters of every /api/shops/{shopId}/… route. */
export const shopParams = z.object({ shopId: idParam });

const idParams = z.object({ id: idParam });

export default function register(app: Hono<AppEnv>) {
  app.get('/api/shops', async (c) => {
    // adminable=1 (the admin's shop list) answers the same until admin permissions exist
    parseQuery(c, z.object({ adminable: boolParam.optional() }));
    const shops = await listShops(c.var.db);
    return c.json(collection(requestPath(c.req.url), shops, shops.length, null));
  });

  app.get('/api/shops/:id', async (c) => {
    const { id } = parseParams(c, idParams);
    return c.json(await getShop(c.var.db, id));
  });

  app.get('/api/shops/:id/rules', async (c) => {
    const { id } = parseParams(c, idParams);
    return c.json({ '@id': `/api/shops/${id}/rules`, rules: await shopRules(c.var.db, id) });
  });
}
