// A signed-in customer's basket on the server (contract/customer-basket.ts, decision 0197): only the
// customer's own; anyone else's id answers 404 like an unknown one (lib/permissions.ts).
import { createRoute } from '@hono/zod-openapi';
import { CustomerBasket, CustomerBasketUpdate, CustomerParams, HydraError } from '../../contract';
import { bearer as security, createRouter, e401, errors, jsonLd, openapi } from '../lib/openapi';
import { requireSelf } from '../lib/permissions';
import { readBasket, saveBasket } from '../services/customer-basket';

const e404 = jsonLd(HydraError, 'No such customer, or not the signed-in one (they answer alike)');

const read = createRoute({
  method: 'get', path: '/api/customers/{id}/basket', security,
  description: "The signed-in customer's saved basket: the lines every device of theirs shows (version 0 and no lines: nothing saved yet)",
  request: { params: CustomerParams },
  responses: { 200: jsonLd(CustomerBasket, 'The basket'), 400: errors[400], 401: e401, 404: e404 },
});
const save = createRoute({
  method: 'put', path: '/api/customers/{id}/basket', security,
  description: 'Saves the basket over the version the device last read; the answer carries the next version',
  request: { params: CustomerParams, body: { content: { 'application/json': { schema: CustomerBasketUpdate } }, required: true } },
  responses: {
    200: jsonLd(CustomerBasket, 'The basket as saved'), 400: errors[400], 401: e401, 404: e404,
    409: jsonLd(HydraError, 'Another device saved the basket since this version: read it again'), 422: errors[422],
  },
});

export const customerBasketRoutes = createRouter();
openapi(customerBasketRoutes, read, async (c) => {
  const customer = await requireSelf(c, c.req.valid('param').id);
  c.header('Cache-Control', 'no-store');
  return c.json(await readBasket(c.var.db, customer.id), 200);
});
openapi(customerBasketRoutes, save, async (c) => {
  const customer = await requireSelf(c, c.req.valid('param').id);
  return c.json(await saveBasket(c.var.db, customer.id, c.req.valid('json')), 200);
});
