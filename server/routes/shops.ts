// GET /api/shops, /api/shops/{id}, /api/shops/{id}/rules (storefront spec §7).
import { createRoute } from '@hono/zod-openapi';
import { IdParams, Shop, ShopListQuery, ShopRules, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { getShop, listShops, shopRules } from '../services/shops';

const list = createRoute({
  method: 'get',
  path: '/api/shops',
  request: { query: ShopListQuery },
  responses: { 200: jsonLd(hydraCollection(Shop), 'Every shop, in display order'), 400: errors[400] },
});

const one = createRoute({
  method: 'get',
  path: '/api/shops/{id}',
  request: { params: IdParams },
  responses: { 200: jsonLd(Shop, 'One shop'), 400: errors[400], 404: errors[404] },
});

const rules = createRoute({
  method: 'get',
  path: '/api/shops/{id}/rules',
  request: { params: IdParams },
  responses: { 200: jsonLd(ShopRules, "The shop's rules page as HTML"), 400: errors[400], 404: errors[404] },
});

export const shopRoutes = createRouter();
// adminable=1 (the admin's shop list) answers the same until admin permissions exist
openapi(shopRoutes, list, async (c) => c.json(collection(c, await listShops(c.var.db)), 200));
openapi(shopRoutes, one, async (c) => c.json(await getShop(c.var.db, c.req.valid('param').id), 200));
openapi(shopRoutes, rules, async (c) => {
  const { id } = c.req.valid('param');
  return c.json({ '@id': `/api/shops/${id}/rules`, rules: await shopRules(c.var.db, id) }, 200);
});
