// The back office's card of a good (issue 38; contract/admin-goods.ts): its description and whether
// shoppers see it, for site admins (anyone else: 404, as if there were no such good). Its photos are
// server/routes/good-photos.ts.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AdminGood, AdminGoodUpdate, GoodIdParams, HydraError } from '../../contract';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { adminGood, updateAdminGood } from '../services/admin-goods';
import { auditActor } from '../services/audit';

const security = [{ Bearer: [] }];
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const answers = {
  401: jsonLd(HydraError, 'No access token, or a bad or expired one'),
  404: jsonLd(HydraError, 'No such good, or the caller is not a site admin'),
} as const;

const one = createRoute({
  method: 'get', path: '/api/admin/goods/{id}', security, request: { params: GoodIdParams },
  description: "A good's card for the back office: its description and whether shoppers see it (site admins)",
  responses: { 200: jsonLd(AdminGood, 'The good'), 400: errors[400], ...answers },
});
const save = createRoute({
  method: 'patch', path: '/api/admin/goods/{id}', security, request: { params: GoodIdParams, body: json(AdminGoodUpdate) },
  description: 'Saves the description (sanitised to the storefront\'s HTML allowlist) and whether shoppers see the good (hidden: no listing, search '
    + 'or sitemap, its product page 404); fields left out stay. Records good.update in the audit log and revalidates the good\'s pages.',
  responses: {
    200: jsonLd(AdminGood, 'The good as saved'), 400: errors[400], ...answers,
    409: jsonLd(HydraError, 'The record changed since the version sent was read: reload and repeat'),
    422: jsonLd(HydraError, 'A body that breaks its schema: violations name the fields, in Russian'),
  },
});

export const adminGoodRoutes = createRouter();

openapi(adminGoodRoutes, one, async (c) => {
  await requireSiteAdmin(c);
  return c.json(await adminGood(c.var.db, c.req.valid('param').id), 200);
});

openapi(adminGoodRoutes, save, async (c) => {
  const admin = await requireSiteAdmin(c);
  const { id } = c.req.valid('param');
  return c.json(await updateAdminGood(c.var.db, auditActor(c, admin.id), id, c.req.valid('json')), 200);
});
