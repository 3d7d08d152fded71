// POST /api/promo_codes/resolve (checkout spec §7, §8; contract/basket.ts): the promo code object,
// or 400 with the Russian reason the checkout shows under its input.
import { createRoute } from '@hono/zod-openapi';
import { HydraError, PromoCode, PromoCodeResolveRequest } from '../../contract';
import { clientIp } from '../lib/client-ip';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { resolvePromoCode } from '../services/pricing/resolve-promo-code';
import { badToken, optionalBearer, pricingCustomer } from './basket';

const resolve = createRoute({
  method: 'post',
  path: '/api/promo_codes/resolve',
  security: optionalBearer,
  description: 'Checks a promo code against a basket: its discount, or why it does not apply',
  request: { body: { content: { 'application/json': { schema: PromoCodeResolveRequest } }, required: true } },
  responses: {
    200: jsonLd(PromoCode, 'The code and what it saves this basket'),
    400: jsonLd(HydraError, 'The code is unknown, not active, used up, for another shop, or its rule is not met (hydra:description in Russian)'),
    401: badToken,
    404: errors[404],
    422: errors[422],
    429: jsonLd(HydraError, 'Too many refused codes from this address: Retry-After says when to ask again'),
  },
});

export const promoCodeRoutes = createRouter();
openapi(promoCodeRoutes, resolve, async (c) => {
  const customerId = await pricingCustomer(c);
  return c.json(await resolvePromoCode(c.var.db, c.req.valid('json'), customerId, clientIp(c)), 200);
});
