// The back office's promotions (issue 39; contract/admin-promotions.ts), site admins only: anyone
// else gets 404, as if the routes did not exist. The logic: server/services/admin-promotions.ts.
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { AdminPromotion, AdminPromotionInput, AdminPromotionUpdate, HydraError, IdParams, PromotionPreview, PromotionPreviewRequest, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { bearer, e401, errors, createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor } from '../services/audit';
import { createPromotion, listAdminPromotions, previewAdminPromotion, updatePromotion } from '../services/admin-promotions';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;
const e404 = jsonLd(HydraError, 'Not a site admin (the back office does not exist for anyone else), or no such promotion');

const list = createRoute({
  method: 'get', path: '/api/admin/promotions', security: bearer,
  description: 'Site admin: every promotion, newest first, with its rules (their goods named), results, shops, dates and uses',
  responses: { 200: jsonLd(hydraCollection(AdminPromotion), 'The promotions'), 401: e401, 404: e404 },
});
const create = createRoute({
  method: 'post', path: '/api/admin/promotions', security: bearer,
  description: 'Site admin: creates a promotion (off unless isActive); recorded in the audit log',
  request: body(AdminPromotionInput),
  responses: { 201: jsonLd(AdminPromotion, 'The new promotion'), 401: e401, 404: e404, 422: errors[422] },
});
const update = createRoute({
  method: 'put', path: '/api/admin/promotions/{id}', security: bearer,
  description: 'Site admin: replaces a promotion\'s fields, rules and results (switching it on or off included) at the version read; recorded in the audit log',
  request: { params: IdParams, ...body(AdminPromotionUpdate) },
  responses: {
    200: jsonLd(AdminPromotion, 'The promotion as it is now'), 400: errors[400], 401: e401, 404: e404,
    409: jsonLd(HydraError, 'The version is stale (someone changed the promotion since)'), 422: errors[422],
  },
});
const preview = createRoute({
  method: 'post', path: '/api/admin/promotions/{id}/preview', security: bearer,
  description: 'Site admin: whether the promotion applies to a basket and what it gives, and the basket as a guest\'s checkout '
    + 'would price it with the promotion counted as on and within its dates (its shops still apply)',
  request: { params: IdParams, ...body(PromotionPreviewRequest) },
  responses: { 200: jsonLd(PromotionPreview, 'The preview'), 400: errors[400], 401: e401, 404: e404, 422: errors[422] },
});

export const adminPromotionRoutes = createRouter();
openapi(adminPromotionRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listAdminPromotions(c.var.db)), 200);
});
openapi(adminPromotionRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await createPromotion(c.var.db, auditActor(c, admin.id), c.req.valid('json')), 201);
});
openapi(adminPromotionRoutes, update, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updatePromotion(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json')), 200);
});
openapi(adminPromotionRoutes, preview, async (c) => {
  await requireSiteAdmin(c);
  return c.json(await previewAdminPromotion(c.var.db, c.req.valid('param').id, c.req.valid('json')), 200);
});
