// The back office's shops, slots and zones (issue 39; contract/admin-shops.ts): site admins every
// shop, a shop admin only their own (another shop answers 404, like an unknown one), a customer nothing.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { AdminShop, AdminShopSummary, AdminShopUpdate, AdminZone, AdminZoneParams, AdminZoneUpdate, HydraError, IdParams, hydraCollection } from '../../contract';
import type { AppEnv } from '../context';
import { collection } from '../lib/hydra';
import { notFound } from '../lib/http';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireCustomer } from '../lib/permissions';
import { adminShopIds } from '../services/customers';
import { adminShop, listAdminShops, shopZones, updateShop, updateZone } from '../services/admin-shops';
import { auditActor } from '../services/audit';

const security = [{ Bearer: [] }];
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const answers = {
  401: jsonLd(HydraError, 'No access token, or a bad or expired one'),
  404: jsonLd(HydraError, 'No such shop or zone, or not one the admin administers (they answer alike)'),
} as const;
const writes = {
  ...answers,
  409: jsonLd(HydraError, 'The record changed since the version sent was read: reload and repeat'),
  422: jsonLd(HydraError, 'A body that breaks its schema or its rules: violations name the fields, in Russian'),
} as const;

const list = createRoute({
  method: 'get', path: '/api/admin/shops', security, description: 'The shops the signed-in admin administers (a site admin: all), in the storefront\'s order',
  responses: { 200: jsonLd(hydraCollection(AdminShopSummary), 'The shops'), ...answers },
});
const one = createRoute({
  method: 'get', path: '/api/admin/shops/{id}', security, description: 'A shop\'s card with its slot schedule; each slot\'s booked is its fullest upcoming day',
  request: { params: IdParams },
  responses: { 200: jsonLd(AdminShop, 'The shop'), 400: errors[400], ...answers },
});
const save = createRoute({
  method: 'put', path: '/api/admin/shops/{id}', security,
  description: 'Saves the card and replaces the slot schedule (applies to new orders; booked slots keep theirs). Records shop.update in the audit log.',
  request: { params: IdParams, body: json(AdminShopUpdate) },
  responses: { 200: jsonLd(AdminShop, 'The shop as saved'), 400: errors[400], ...writes },
});
const zones = createRoute({
  method: 'get', path: '/api/admin/shops/{id}/zones', security, description: 'The shop\'s delivery zones, each naming the zones of any shop it overlaps',
  request: { params: IdParams },
  responses: { 200: jsonLd(hydraCollection(AdminZone), 'The zones'), 400: errors[400], ...answers },
});
const saveZone = createRoute({
  method: 'put', path: '/api/admin/shops/{id}/zones/{zoneId}', security,
  description: 'Saves a zone\'s name, price and border (closed rings of at least three points). Records zone.update in the audit log.',
  request: { params: AdminZoneParams, body: json(AdminZoneUpdate) },
  responses: { 200: jsonLd(AdminZone, 'The zone as saved'), 400: errors[400], ...writes },
});

/** The signed-in admin when they administer shop `id`; anyone else 404 (a customer: the whole area). */
async function requireShopAdmin(c: Context<AppEnv>, id?: number) {
  const customer = await requireCustomer(c);
  const ids = await adminShopIds(c.var.db, customer);
  if (ids.length === 0 || (id !== undefined && !ids.includes(id))) throw notFound('Магазин не найден.');
  return { customer, ids };
}

export const adminShopRoutes = createRouter();
openapi(adminShopRoutes, list, async (c) => {
  const { ids } = await requireShopAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listAdminShops(c.var.db, ids)), 200);
});
openapi(adminShopRoutes, one, async (c) => {
  const { id } = c.req.valid('param');
  await requireShopAdmin(c, id);
  c.header('Cache-Control', 'no-store');
  return c.json(await adminShop(c.var.db, id), 200);
});
openapi(adminShopRoutes, save, async (c) => {
  const { id } = c.req.valid('param');
  const { customer } = await requireShopAdmin(c, id);
  return c.json(await updateShop(c.var.db, auditActor(c, customer.id), id, c.req.valid('json')), 200);
});
openapi(adminShopRoutes, zones, async (c) => {
  const { id } = c.req.valid('param');
  await requireShopAdmin(c, id);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await shopZones(c.var.db, id)), 200);
});
openapi(adminShopRoutes, saveZone, async (c) => {
  const { id, zoneId } = c.req.valid('param');
  const { customer } = await requireShopAdmin(c, id);
  return c.json(await updateZone(c.var.db, auditActor(c, customer.id), id, zoneId, c.req.valid('json')), 200);
});
