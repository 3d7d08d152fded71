// The back office's cashback goods (issue 39; contract/admin-cashback.ts), site admins only: anyone
// else gets 404, as if the routes did not exist. The logic: server/services/admin-cashback.ts.
import { createRoute } from '@hono/zod-openapi';
import { AdminCashbackGroup, AdminCashbackGroupUpdate, HydraError, IdParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { bearer, e401, errors, createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor } from '../services/audit';
import { listAdminCashbackGroups, updateCashbackGroup } from '../services/admin-cashback';

const e404 = jsonLd(HydraError, 'Not a site admin (the back office does not exist for anyone else), or no such group');

const list = createRoute({
  method: 'get', path: '/api/admin/cashback-groups', security: bearer,
  description: 'Site admin: every cashback group in the storefront\'s order, with its goods',
  responses: { 200: jsonLd(hydraCollection(AdminCashbackGroup), 'The groups'), 401: e401, 404: e404 },
});
const update = createRoute({
  method: 'put', path: '/api/admin/cashback-groups/{id}', security: bearer,
  description: 'Site admin: renames a group and replaces its goods at the version read; revalidates its shops\' cashback pages; recorded in the audit log',
  request: { params: IdParams, body: { content: { 'application/json': { schema: AdminCashbackGroupUpdate } }, required: true } },
  responses: {
    200: jsonLd(AdminCashbackGroup, 'The group as it is now'), 400: errors[400], 401: e401, 404: e404,
    409: jsonLd(HydraError, 'The version is stale (someone changed the group since)'), 422: errors[422],
  },
});

export const adminCashbackRoutes = createRouter();
openapi(adminCashbackRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listAdminCashbackGroups(c.var.db)), 200);
});
openapi(adminCashbackRoutes, update, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updateCashbackGroup(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json')), 200);
});
