// Discounts: the list (8001 first), one discount, and the list of those a shop has goods in.
import { createRoute } from '@hono/zod-openapi';
import { Discount, IdParams, ShopParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { getDiscount, listDiscounts } from '../services/discounts';

const list = createRoute({
  method: 'get',
  path: '/api/discounts',
  responses: { 200: jsonLd(hydraCollection(Discount), 'Every discount, 8001 first') },
});

const one = createRoute({
  method: 'get',
  path: '/api/discounts/{id}',
  request: { params: IdParams },
  responses: { 200: jsonLd(Discount, 'One discount'), 400: errors[400], 404: errors[404] },
});

const ofShop = createRoute({
  method: 'get',
  path: '/api/shops/{shopId}/discounts',
  request: { params: ShopParams },
  responses: {
    200: jsonLd(hydraCollection(Discount), 'The discounts with at least one good the shop sells'),
    400: errors[400],
    404: errors[404],
  },
});

export const discountRoutes = createRouter();
openapi(discountRoutes, list, async (c) => c.json(collection(c, await listDiscounts(c.var.db)), 200));
openapi(discountRoutes, one, async (c) => c.json(await getDiscount(c.var.db, c.req.valid('param').id), 200));
openapi(discountRoutes, ofShop, async (c) =>
  c.json(collection(c, await listDiscounts(c.var.db, c.req.valid('param').shopId)), 200));
