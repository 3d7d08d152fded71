// Saved delivery addresses (storefront spec §7; contract/addresses.ts): only the signed-in
// customer's own; anyone else's answers 404 like an unknown one (lib/permissions.ts).
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { DeliveryAddress, DeliveryAddressInput, HydraError, IdParams, NewDeliveryAddress } from '../../contract';
import { collection } from '../lib/hydra';
import { bearer as security, createRouter, e401, errors, jsonLd, openapi, ownCollection } from '../lib/openapi';
import { requireCustomer, requireSelf } from '../lib/permissions';
import { createAddress, deleteAddress, listAddresses, makeCurrent, updateAddress } from '../services/addresses';

const e404 = jsonLd(HydraError, "No such address, or another customer's (they answer alike)");
const json = <T extends z.ZodType>(schema: T, required = true) => ({ content: { 'application/json': { schema } }, required });

const list = ownCollection('addresses', DeliveryAddress, "The signed-in customer's saved addresses, the oldest first", 'The addresses');
const create = createRoute({
  method: 'post', path: '/api/delivery_addresses', security, description: 'Saves an address for the signed-in customer (the first one becomes current)',
  request: { body: json(NewDeliveryAddress) },
  responses: { 201: jsonLd(DeliveryAddress, 'The saved address'), 400: errors[400], 401: e401, 422: errors[422] },
});
const update = createRoute({
  method: 'put', path: '/api/delivery_addresses/{id}', security, description: 'Replaces the address',
  request: { params: IdParams, body: json(DeliveryAddressInput) },
  responses: { 200: jsonLd(DeliveryAddress, 'The address as saved'), 400: errors[400], 401: e401, 404: e404, 422: errors[422] },
});
const remove = createRoute({
  method: 'delete', path: '/api/delivery_addresses/{id}', security, description: 'Removes the address',
  request: { params: IdParams },
  responses: { 204: { description: 'Removed' }, 400: errors[400], 401: e401, 404: e404 },
});
const current = createRoute({
  method: 'put', path: '/api/delivery_addresses/{id}/current', security, description: "Makes the address the customer's current (main) one",
  request: { params: IdParams, body: json(z.object({}), false) },
  responses: { 200: jsonLd(DeliveryAddress, 'The address, now the only current one'), 400: errors[400], 401: e401, 404: e404 },
});

export const addressRoutes = createRouter();
openapi(addressRoutes, list, async (c) => {
  const customer = await requireSelf(c, c.req.valid('param').id);
  return c.json(collection(c, await listAddresses(c.var.db, customer.id)), 200);
});
openapi(addressRoutes, create, async (c) => {
  const customer = await requireCustomer(c);
  const { isCurrent, ...values } = c.req.valid('json');
  return c.json(await createAddress(c.var.db, customer.id, values, isCurrent), 201);
});
openapi(addressRoutes, update, async (c) => {
  const customer = await requireCustomer(c);
  return c.json(await updateAddress(c.var.db, customer.id, c.req.valid('param').id, c.req.valid('json')), 200);
});
openapi(addressRoutes, remove, async (c) => {
  const customer = await requireCustomer(c);
  await deleteAddress(c.var.db, customer.id, c.req.valid('param').id);
  return c.body(null, 204);
});
openapi(addressRoutes, current, async (c) => {
  const customer = await requireCustomer(c);
  return c.json(await makeCurrent(c.var.db, customer.id, c.req.valid('param').id), 200);
});
