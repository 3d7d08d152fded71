// The FAQ's questions and the rules page's text (contract/info-pages.ts, decision 193): the storefront
// reads them; site admins edit them (anyone else gets 404, as if the routes did not exist). The logic:
// server/services/info-pages.ts.
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  AdminFaqDeleteQuery, AdminFaqInput, AdminFaqItem, AdminFaqOrder, AdminFaqUpdate, AdminSiteText, AdminSiteTextUpdate, HydraError, IdParams,
  InfoPages, SiteTextParams, hydraCollection,
} from '../../contract';
import { collection } from '../lib/hydra';
import { bearer, e401, errors, createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor } from '../services/audit';
import {
  adminSiteText, createFaqItem, deleteFaqItem, infoPages, listAdminFaq, reorderFaq, updateFaqItem, updateSiteText,
} from '../services/info-pages';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;
const e404 = jsonLd(HydraError, 'Not a site admin (the back office does not exist for anyone else), or no such question');
const e409 = jsonLd(HydraError, 'The version is stale: someone changed it since');

const publicRead = createRoute({
  method: 'get', path: '/api/info-pages',
  description: 'The FAQ\'s questions in order and the rules page\'s text (the storefront\'s /faq and /rules)',
  responses: { 200: jsonLd(InfoPages, 'The texts') },
});
const list = createRoute({
  method: 'get', path: '/api/admin/faq', security: bearer,
  description: 'Site admin: the FAQ\'s questions in order',
  responses: { 200: jsonLd(hydraCollection(AdminFaqItem), 'The questions'), 401: e401, 404: e404 },
});
const create = createRoute({
  method: 'post', path: '/api/admin/faq', security: bearer,
  description: 'Site admin: adds a question last (its answer sanitised); revalidates every shop\'s /faq; recorded in the audit log',
  request: body(AdminFaqInput),
  responses: { 201: jsonLd(AdminFaqItem, 'The new question'), 401: e401, 404: e404, 422: errors[422] },
});
const update = createRoute({
  method: 'put', path: '/api/admin/faq/{id}', security: bearer,
  description: 'Site admin: replaces a question and its answer at the version read; revalidates /faq; recorded in the audit log',
  request: { params: IdParams, ...body(AdminFaqUpdate) },
  responses: { 200: jsonLd(AdminFaqItem, 'The question as it is now'), 400: errors[400], 401: e401, 404: e404, 409: e409, 422: errors[422] },
});
const remove = createRoute({
  method: 'delete', path: '/api/admin/faq/{id}', security: bearer,
  description: 'Site admin: deletes a question at the version read; revalidates /faq; recorded in the audit log',
  request: { params: IdParams, query: AdminFaqDeleteQuery },
  responses: { 204: { description: 'Deleted' }, 400: errors[400], 401: e401, 404: e404, 409: e409 },
});
const reorder = createRoute({
  method: 'put', path: '/api/admin/faq-order', security: bearer,
  description: 'Site admin: puts the questions in a new order; names every question at the version read (a question added, deleted or '
    + 'changed since: 409, nothing moves); revalidates /faq; recorded in the audit log',
  request: body(AdminFaqOrder),
  responses: { 200: jsonLd(hydraCollection(AdminFaqItem), 'The questions in their new order'), 401: e401, 404: e404, 409: e409, 422: errors[422] },
});
const readText = createRoute({
  method: 'get', path: '/api/admin/site-texts/{key}', security: bearer,
  description: 'Site admin: an information page\'s text (rules: the rules page\'s, above its steps)',
  request: { params: SiteTextParams },
  responses: { 200: jsonLd(AdminSiteText, 'The text'), 400: errors[400], 401: e401, 404: e404 },
});
const writeText = createRoute({
  method: 'put', path: '/api/admin/site-texts/{key}', security: bearer,
  description: 'Site admin: replaces an information page\'s text at the version read (sanitised); revalidates the page; recorded in the audit log',
  request: { params: SiteTextParams, ...body(AdminSiteTextUpdate) },
  responses: { 200: jsonLd(AdminSiteText, 'The text as it is now'), 400: errors[400], 401: e401, 404: e404, 409: e409, 422: errors[422] },
});

export const infoPageRoutes = createRouter();

openapi(infoPageRoutes, publicRead, async (c) => c.json(await infoPages(c.var.db), 200));
openapi(infoPageRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listAdminFaq(c.var.db)), 200);
});
openapi(infoPageRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await createFaqItem(c.var.db, auditActor(c, admin.id), c.req.valid('json')), 201);
});
openapi(infoPageRoutes, update, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updateFaqItem(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json')), 200);
});
openapi(infoPageRoutes, remove, async (c) => {
  const admin = await requireSiteAdmin(c);
  await deleteFaqItem(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('query').version);
  return c.body(null, 204);
});
openapi(infoPageRoutes, reorder, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(collection(c, await reorderFaq(c.var.db, auditActor(c, admin.id), c.req.valid('json'))), 200);
});
openapi(infoPageRoutes, readText, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(await adminSiteText(c.var.db, c.req.valid('param').key), 200);
});
openapi(infoPageRoutes, writeText, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updateSiteText(c.var.db, auditActor(c, admin.id), c.req.valid('param').key, c.req.valid('json')), 200);
});
