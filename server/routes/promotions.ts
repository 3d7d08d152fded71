// GET /api/shops/{shopId}/promotions and POST …/promotions/{promotionId}/calculate (storefront spec
// §3 "Promotion"; contract/basket.ts): the promotions active in the shop now, and what one of them
// gives a basket.
import { createRoute } from '@hono/zod-openapi';
import { BasketRequest, Promotion, PromotionCalculation, PromotionParams, ShopParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { clock } from '../lib/clock';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { loadPromotions } from '../services/pricing/load';
import { calculatePromotion } from '../services/pricing/price-basket';
import { badToken, optionalBearer, pricingCustomer } from './basket';

const list = createRoute({
  method: 'get',
  path: '/api/shops/{shopId}/promotions',
  description: 'The promotions active in the shop now, in display order',
  request: { params: ShopParams },
  responses: { 200: jsonLd(hydraCollection(Promotion), 'The promotions'), 400: errors[400], 404: errors[404] },
});

const calculate = createRoute({
  method: 'post',
  path: '/api/shops/{shopId}/promotions/{promotionId}/calculate',
  security: optionalBearer,
  description: 'Whether one promotion applies to a basket and what it gives (the basket applies only the best one)',
  request: { params: PromotionParams, body: { content: { 'application/json': { schema: BasketRequest } }, required: true } },
  responses: {
    200: jsonLd(PromotionCalculation, 'What the promotion gives this basket'),
    400: errors[400],
    401: badToken,
    404: errors[404],
    422: errors[422],
  },
});

export const promotionRoutes = createRouter();
openapi(promotionRoutes, list, async (c) => {
  const found = await loadPromotions(c.var.db, c.req.valid('param').shopId, clock.now());
  return c.json(collection(c, found.map((p) => ({ '@type': 'Promotion' as const, ...p }))), 200);
});
openapi(promotionRoutes, calculate, async (c) => {
  const customerId = await pricingCustomer(c);
  const { shopId, promotionId } = c.req.valid('param');
  return c.json(await calculatePromotion(c.var.db, shopId, promotionId, c.req.valid('json'), customerId), 200);
});
