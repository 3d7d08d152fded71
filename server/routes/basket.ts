// POST /api/shops/{shopId}/basket (checkout spec §3 "Basket"; contract/basket.ts): the basket priced
// from the database's own prices, stock, tariffs, zones, promotions and the asked promo code.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Basket, BasketRequest, HydraError, ShopParams } from '../../contract';
import type { AppEnv } from '../context';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireCustomer } from '../lib/permissions';
import { priceBasket } from '../services/pricing/price-basket';

/** A Bearer token is optional on the pricing routes: documented as either. */
export const optionalBearer = [{}, { Bearer: [] }] as Record<string, string[]>[];
export const badToken = jsonLd(HydraError, 'A Bearer token was sent but is bad or expired (refresh it, or send none to be priced as a guest)');

/**
 * The customer to price for: none without a token (a guest), the token's customer otherwise. A bad or
 * expired token answers 401 rather than quietly pricing a card holder as a guest: the storefront
 * refreshes its token on a 401 and asks again.
 */
export async function pricingCustomer(c: Context<AppEnv>): Promise<number | null> {
  if (c.var.bearer === null || c.var.bearer === undefined) return null;
  return (await requireCustomer(c)).id;
}

const price = createRoute({
  method: 'post',
  path: '/api/shops/{shopId}/basket',
  security: optionalBearer,
  description: 'Prices a basket: lines with card or regular prices cut to stock, packets, packaging, delivery (tariff + zone + over-weight), the best promotion, the promo code, the total',
  request: { params: ShopParams, body: { content: { 'application/json': { schema: BasketRequest } }, required: true } },
  responses: {
    200: jsonLd(Basket, 'The priced basket; promoCodeError says why an asked code does not apply'),
    400: errors[400],
    401: badToken,
    404: errors[404],
    422: errors[422],
  },
});

export const basketRoutes = createRouter();
openapi(basketRoutes, price, async (c) => {
  const customerId = await pricingCustomer(c);
  return c.json(await priceBasket(c.var.db, c.req.valid('param').shopId, c.req.valid('json'), customerId), 200);
});
