// The back office's shops, slots and zones (issue 39; contract/admin-shops.ts): site admins every
// shop, a shop admin only their own (another shop answers 404, like an unknown one), a customer nothing.
// Adding, closing and deleting a shop is the site admins' alone (anyone else: 404); decision 191.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  AdminShop, AdminShopCreate, AdminShopRemoval, AdminShopSummary, AdminShopUpdate, AdminVersionBody, AdminVersionQuery, AdminZone, AdminZoneCreate,
  AdminZoneParams, AdminZoneUpdate, HydraError, IdParams, hydraCollection,
} from '../../contract';
import type { AppEnv } from '../context';
import { collection } from '../lib/hydra';
import { notFound } from '../lib/http';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireCustomer, requireSiteAdmin } from '../lib/permissions';
import { adminShopIds } from '../services/customers';
import {
  adminShop, createShop, createZone, deleteZone, listAdminShops, removeShop, reopenShop, shopZones, updateShop, updateZone,
} from '../services/admin-shops';
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

const create = createRoute({
  method: 'post', path: '/api/admin/shops', security,
  description: 'Site admin: adds a shop with its card and slot schedule; it shows on the storefront at once. Records shop.create in the audit log.',
  request: { body: json(AdminShopCreate) },
  responses: { 201: jsonLd(AdminShop, 'The new shop'), 401: answers[401], 404: jsonLd(HydraError, 'Not a site admin'), 422: writes[422] },
});
const remove = createRoute({
  method: 'delete', path: '/api/admin/shops/{id}', security,
  description: 'Site admin: removes a shop at the version read (decision 191): deleted when nothing refers to it, else closed (hidden from the storefront, '
    + 'no new orders, its orders kept). Records shop.delete or shop.close in the audit log.',
  request: { params: IdParams, query: AdminVersionQuery },
  responses: { 200: jsonLd(AdminShopRemoval, 'What became of it'), 400: errors[400], 401: answers[401], 404: answers[404], 409: writes[409] },
});
const reopen = createRoute({
  method: 'post', path: '/api/admin/shops/{id}/reopen', security,
  description: 'Site admin: a closed shop back on the storefront, taking orders, at the version read. Records shop.reopen in the audit log.',
  request: { params: IdParams, body: json(AdminVersionBody) },
  responses: { 200: jsonLd(AdminShop, 'The shop, open'), 400: errors[400], ...writes },
});
const addZone = createRoute({
  method: 'post', path: '/api/admin/shops/{id}/zones', security,
  description: 'Adds a delivery zone (name, price, border of closed rings of at least three points) to the shop. Records zone.create in the audit log.',
  request: { params: IdParams, body: json(AdminZoneCreate) },
  responses: { 201: jsonLd(AdminZone, 'The new zone'), 400: errors[400], 401: answers[401], 404: answers[404], 422: writes[422] },
});
const removeZone = createRoute({
  method: 'delete', path: '/api/admin/shops/{id}/zones/{zoneId}', security,
  description: 'Deletes a delivery zone at the version read (orders keep their addresses and prices). Records zone.delete in the audit log.',
  request: { params: AdminZoneParams, query: AdminVersionQuery },
  responses: { 204: { description: 'Deleted' }, 400: errors[400], 401: answers[401], 404: answers[404], 409: writes[409] },
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
openapi(adminShopRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await createShop(c.var.db, auditActor(c, admin.id), c.req.valid('json')), 201);
});
openapi(adminShopRoutes, remove, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await removeShop(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('query').version), 200);
});
openapi(adminShopRoutes, reopen, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await reopenShop(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json').version), 200);
});
openapi(adminShopRoutes, addZone, async (c) => {
  const { id } = c.req.valid('param');
  const { customer } = await requireShopAdmin(c, id);
  return c.json(await createZone(c.var.db, auditActor(c, customer.id), id, c.req.valid('json')), 201);
});
openapi(adminShopRoutes, removeZone, async (c) => {
  const { id, zoneId } = c.req.valid('param');
  const { customer } = await requireShopAdmin(c, id);
  await deleteZone(c.var.db, auditActor(c, customer.id), id, zoneId, c.req.valid('query').version);
  return c.body(null, 204);
});
