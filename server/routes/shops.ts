// GET /api/shops, /api/shops/{id}, /api/shops/{id}/rules (storefront spec §7).
import { createRoute } from '@hono/zod-openapi';
import { HydraError, IdParams, Shop, ShopListQuery, ShopRules, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, errors, getRoute, jsonLd, openapi } from '../lib/openapi';
import { administeredShops } from '../lib/permissions';
import { getShop, listShops, shopRules } from '../services/shops';

const list = createRoute({
  method: 'get',
  path: '/api/shops',
  request: { query: ShopListQuery },
  security: [{}, { Bearer: [] }] as Record<string, string[]>[], // a token only with adminable=1
  description: 'Every shop; with adminable=1 only the shops the signed-in admin administers (site admin: all; a customer: none)',
  responses: {
    200: jsonLd(hydraCollection(Shop), 'The shops, in display order'),
    400: errors[400],
    401: jsonLd(HydraError, 'adminable=1 without a valid access token'),
  },
});

const one = getRoute('/api/shops/{id}', { params: IdParams }, Shop,
  'One shop');

const rules = getRoute('/api/shops/{id}/rules', { params: IdParams }, ShopRules,
  "The shop's rules page as HTML");

export const shopRoutes = createRouter();
openapi(shopRoutes, list, async (c) => {
  const { adminable } = c.req.valid('query');
  const all = await listShops(c.var.db, { withClosed: Boolean(adminable) });
  if (!adminable) return c.json(collection(c, all), 200);
  const mine = new Set(await administeredShops(c));
  return c.json(collection(c, all.filter((s) => mine.has(s.id))), 200);
});
openapi(shopRoutes, one, async (c) => c.json(await getShop(c.var.db, c.req.valid('param').id), 200));
openapi(shopRoutes, rules, async (c) => {
  const { id } = c.req.valid('param');
  return c.json({ '@id': `/api/shops/${id}/rules`, rules: await shopRules(c.var.db, id) }, 200);
});
