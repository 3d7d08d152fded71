// The back office's content and promotions (issue 39; contract/admin-content.ts), site admins only:
// anyone else gets 404, as if the routes did not exist. The logic: server/services/admin-promo-codes.ts
// and admin-page-blocks.ts.
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  AdminPageBlock, AdminPageBlockUpdate, AdminPromoCode, AdminPromoCodeInput, AdminPromoCodeUpdate, Basket, HydraError, IdParams, PromoCodePreviewRequest, hydraCollection,
} from '../../contract';
import { collection } from '../lib/hydra';
import { bearer, e401, errors, createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor } from '../services/audit';
import { listHomeBlocks, updateHomeBlock } from '../services/admin-page-blocks';
import { createPromoCode, listPromoCodes, previewCode, updatePromoCode } from '../services/admin-promo-codes';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;
const e404 = jsonLd(HydraError, 'Not a site admin (the back office does not exist for anyone else), or no such code');

const list = createRoute({
  method: 'get', path: '/api/admin/promo-codes', security: bearer,
  description: 'Site admin: every promo code, newest first, with its uses so far',
  responses: { 200: jsonLd(hydraCollection(AdminPromoCode), 'The codes'), 401: e401, 404: e404 },
});
const create = createRoute({
  method: 'post', path: '/api/admin/promo-codes', security: bearer,
  description: 'Site admin: creates a promo code (off unless isActive); recorded in the audit log',
  request: body(AdminPromoCodeInput),
  responses: {
    201: jsonLd(AdminPromoCode, 'The new code'), 401: e401, 404: e404,
    409: jsonLd(HydraError, 'A code with this text (in any case) exists'), 422: errors[422],
  },
});
const update = createRoute({
  method: 'put', path: '/api/admin/promo-codes/{id}', security: bearer,
  description: 'Site admin: replaces a promo code\'s fields (switching it on or off included) at the version read; recorded in the audit log',
  request: { params: IdParams, ...body(AdminPromoCodeUpdate) },
  responses: {
    200: jsonLd(AdminPromoCode, 'The code as it is now'), 400: errors[400], 401: e401, 404: e404,
    409: jsonLd(HydraError, 'The version is stale (someone changed the code since), or the text is another code\'s'), 422: errors[422],
  },
});
const preview = createRoute({
  method: 'post', path: '/api/admin/promo-codes/{id}/preview', security: bearer,
  description: 'Site admin: the basket as a guest\'s checkout would price it with this code, counted as switched on '
    + '(promoCode and promoCodeError say what it gives or why not)',
  request: { params: IdParams, ...body(PromoCodePreviewRequest) },
  responses: { 200: jsonLd(Basket, 'The priced basket'), 400: errors[400], 401: e401, 404: e404, 422: errors[422] },
});

const blocks = createRoute({
  method: 'get', path: '/api/admin/page-blocks', security: bearer,
  description: 'Site admin: the home page\'s blocks (every shop\'s and each shop\'s) in their order, the slider\'s banners with their dates',
  responses: { 200: jsonLd(hydraCollection(AdminPageBlock), 'The blocks'), 401: e401, 404: e404 },
});
const updateBlock = createRoute({
  method: 'put', path: '/api/admin/page-blocks/{id}', security: bearer,
  description: 'Site admin: a block\'s title, order, autoplay and (a slider) its banners, at the version read; revalidates the home pages it shows on; recorded in the audit log',
  request: { params: IdParams, ...body(AdminPageBlockUpdate) },
  responses: {
    200: jsonLd(AdminPageBlock, 'The block as it is now'), 400: errors[400], 401: e401, 404: jsonLd(HydraError, 'Not a site admin, or no such block'),
    409: jsonLd(HydraError, 'The version is stale (someone changed the block since)'), 422: errors[422],
  },
});

export const adminContentRoutes = createRouter();
openapi(adminContentRoutes, blocks, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listHomeBlocks(c.var.db)), 200);
});
openapi(adminContentRoutes, updateBlock, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updateHomeBlock(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json')), 200);
});
openapi(adminContentRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listPromoCodes(c.var.db)), 200);
});
openapi(adminContentRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await createPromoCode(c.var.db, auditActor(c, admin.id), c.req.valid('json')), 201);
});
openapi(adminContentRoutes, update, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updatePromoCode(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json')), 200);
});
openapi(adminContentRoutes, preview, async (c) => {
  await requireSiteAdmin(c);
  return c.json(await previewCode(c.var.db, c.req.valid('param').id, c.req.valid('json')), 200);
});
