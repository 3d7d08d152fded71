// The back office's discounts (issue 39; contract/admin-discounts.ts), site admins only: anyone else
// gets 404, as if the routes did not exist. The logic: server/services/admin-discounts.ts.
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { AdminDiscount, AdminDiscountInput, AdminDiscountUpdate, HydraError, IdParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { bearer, e401, errors, createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor } from '../services/audit';
import { createDiscount, listAdminDiscounts, updateDiscount } from '../services/admin-discounts';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;
const e404 = jsonLd(HydraError, 'Not a site admin (the back office does not exist for anyone else), or no such discount');

const list = createRoute({
  method: 'get', path: '/api/admin/discounts', security: bearer,
  description: 'Site admin: every discount (the back office\'s, with a percent, first; newest first) with its goods, shops and dates',
  responses: { 200: jsonLd(hydraCollection(AdminDiscount), 'The discounts'), 401: e401, 404: e404 },
});
const create = createRoute({
  method: 'post', path: '/api/admin/discounts', security: bearer,
  description: 'Site admin: creates a discount; its percent lowers its goods\' card price in its shops while on and within its dates; '
    + 'revalidates the pages it changes; recorded in the audit log',
  request: body(AdminDiscountInput),
  responses: { 201: jsonLd(AdminDiscount, 'The new discount'), 401: e401, 404: e404, 422: errors[422] },
});
const update = createRoute({
  method: 'put', path: '/api/admin/discounts/{id}', security: bearer,
  description: 'Site admin: replaces a discount\'s fields and goods (switching it off included) at the version read; '
    + 'the prices and pages follow; recorded in the audit log',
  request: { params: IdParams, ...body(AdminDiscountUpdate) },
  responses: {
    200: jsonLd(AdminDiscount, 'The discount as it is now'), 400: errors[400], 401: e401, 404: e404,
    409: jsonLd(HydraError, 'The version is stale (someone changed the discount since)'), 422: errors[422],
  },
});

export const adminDiscountRoutes = createRouter();
openapi(adminDiscountRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listAdminDiscounts(c.var.db)), 200);
});
openapi(adminDiscountRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await createDiscount(c.var.db, auditActor(c, admin.id), c.req.valid('json')), 201);
});
openapi(adminDiscountRoutes, update, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updateDiscount(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json')), 200);
});
