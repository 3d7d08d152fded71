// The back office's good sets (issue 39; contract/admin-good-sets.ts), site admins only: anyone else
// gets 404, as if the routes did not exist. The logic: server/services/admin-good-sets.ts.
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { AdminGoodSet, AdminGoodSetDeleteQuery, AdminGoodSetInput, AdminGoodSetUpdate, HydraError, IdParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { bearer, e401, errors, createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor } from '../services/audit';
import { createGoodSet, deleteGoodSet, listAdminGoodSets, updateGoodSet } from '../services/admin-good-sets';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;
const e404 = jsonLd(HydraError, 'Not a site admin (the back office does not exist for anyone else), or no such set');
const e409 = jsonLd(HydraError, 'The version is stale (someone changed the set since)');

const list = createRoute({
  method: 'get', path: '/api/admin/good-sets', security: bearer,
  description: 'Site admin: every good set (top sets and their children) in the storefront\'s order, with its goods',
  responses: { 200: jsonLd(hydraCollection(AdminGoodSet), 'The sets'), 401: e401, 404: e404 },
});
const create = createRoute({
  method: 'post', path: '/api/admin/good-sets', security: bearer,
  description: 'Site admin: creates a good set; revalidates the home pages; recorded in the audit log',
  request: body(AdminGoodSetInput),
  responses: { 201: jsonLd(AdminGoodSet, 'The new set'), 401: e401, 404: e404, 422: errors[422] },
});
const update = createRoute({
  method: 'put', path: '/api/admin/good-sets/{id}', security: bearer,
  description: 'Site admin: replaces a set\'s title, image, parent, catalogue switch and goods at the version read; revalidates its pages; recorded in the audit log',
  request: { params: IdParams, ...body(AdminGoodSetUpdate) },
  responses: { 200: jsonLd(AdminGoodSet, 'The set as it is now'), 400: errors[400], 401: e401, 404: e404, 409: e409, 422: errors[422] },
});
const remove = createRoute({
  method: 'delete', path: '/api/admin/good-sets/{id}', security: bearer,
  description: 'Site admin: deletes a set at the version read (not one with child sets or shown by a home block); revalidates its pages; recorded in the audit log',
  request: { params: IdParams, query: AdminGoodSetDeleteQuery },
  responses: {
    204: { description: 'Deleted' }, 400: errors[400], 401: e401, 404: e404,
    409: jsonLd(HydraError, 'The version is stale, or the set has child sets or a home block shows it'),
  },
});

export const adminGoodSetRoutes = createRouter();
openapi(adminGoodSetRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listAdminGoodSets(c.var.db)), 200);
});
openapi(adminGoodSetRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await createGoodSet(c.var.db, auditActor(c, admin.id), c.req.valid('json')), 201);
});
openapi(adminGoodSetRoutes, update, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updateGoodSet(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json')), 200);
});
openapi(adminGoodSetRoutes, remove, async (c) => {
  const admin = await requireSiteAdmin(c);
  await deleteGoodSet(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('query').version);
  return c.body(null, 204);
});
