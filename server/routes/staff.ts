// The back office's staff and audit log, site admins only (contract/staff.ts lists the calls; decision
// 200). Anyone else finds nothing (404, like /api/exchange/files): shop admins and customers alike.
import { createRoute } from '@hono/zod-openapi';
import { desc, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  AuditPage, AuditQuery, HydraError, IdParams, Staff, StaffCreateRequest, StaffUpdateRequest, StaffVersionRequest, hydraCollection,
} from '../../contract';
import { shopTime } from '../../domain/shop-day';
import { auditLog, customers } from '../db/schema';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor, listAudit } from '../services/audit';
import { createStaffMember, listStaffMembers, resetStaffMemberPassword, setStaffBlocked, updateStaffMember } from '../services/staff';

const AUDIT_PAGE = 50;
const security = [{ Bearer: [] }];
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const e401 = jsonLd(HydraError, 'No access token, or a bad or expired one');
const e404 = jsonLd(HydraError, 'Not a site admin, or no such staff member');
const e409 = jsonLd(HydraError, 'The version sent is not the record\'s: someone changed it meanwhile');
const e422 = jsonLd(HydraError, 'A body that breaks its schema or its rules (the last site admin, oneself): violations name the fields');

const list = createRoute({
  method: 'get', path: '/api/admin/staff', security, description: 'Site admin: every staff member (site and shop admins), blocked ones too, site admins first',
  responses: { 200: jsonLd(hydraCollection(Staff), 'The staff'), 401: e401, 404: e404 },
});
const create = createRoute({
  method: 'post', path: '/api/admin/staff', security,
  description: 'Site admin: a new staff member by phone; a new account gets an SMS with a one-time link that hands it a password',
  request: { body: json(StaffCreateRequest) },
  responses: { 201: jsonLd(Staff, 'The staff member'), 401: e401, 404: e404, 422: e422 },
});
const update = createRoute({
  method: 'put', path: '/api/admin/staff/{id}', security, description: 'Site admin: a staff member\'s role and shops',
  request: { params: IdParams, body: json(StaffUpdateRequest) },
  responses: { 200: jsonLd(Staff, 'The staff member as now'), 400: errors[400], 401: e401, 404: e404, 409: e409, 422: e422 },
});
const action = (verb: string, description: string) => createRoute({
  method: 'post', path: `/api/admin/staff/{id}/${verb}`, security, description,
  request: { params: IdParams, body: json(StaffVersionRequest) },
  responses: { 200: jsonLd(Staff, 'The staff member as now'), 400: errors[400], 401: e401, 404: e404, 409: e409, 422: e422 },
});
const block = action('block', 'Site admin: blocks a staff member: every session ends at once and signing in is refused');
const unblock = action('unblock', 'Site admin: lifts a block');
const password = action('password', 'Site admin: resets the password: the old one stops working, sessions end, a set-password SMS goes out');
const audit = createRoute({
  method: 'get', path: '/api/admin/audit', security,
  description: `Site admin: the back office's audit log, newest first, ${AUDIT_PAGE} a page (beforeId pages on); kind is an area (staff) or a kind (staff.block)`,
  request: { query: AuditQuery },
  responses: { 200: jsonLd(AuditPage, 'A page of the log'), 400: errors[400], 401: e401, 404: jsonLd(HydraError, 'Not a site admin') },
});

export const staffRoutes = createRouter();

openapi(staffRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listStaffMembers(c.var.db)), 200);
});
openapi(staffRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  const b = c.req.valid('json');
  return c.json(await createStaffMember(c.var.db, c.var.services, auditActor(c, admin.id), { ...b, shopIds: b.shopIds ?? [] }), 201);
});
openapi(staffRoutes, update, async (c) => {
  const admin = await requireSiteAdmin(c);
  const b = c.req.valid('json');
  return c.json(await updateStaffMember(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, { ...b, shopIds: b.shopIds ?? [] }), 200);
});
openapi(staffRoutes, block, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await setStaffBlocked(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json').version, true), 200);
});
openapi(staffRoutes, unblock, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await setStaffBlocked(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json').version, false), 200);
});
openapi(staffRoutes, password, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await resetStaffMemberPassword(c.var.db, c.var.services, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json').version), 200);
});

/** The date filters are whole days, Moscow's (the shop's): `to` takes in all of its day. */
const dayStart = (v: string | undefined) => (v ? shopTime(v) : undefined);
const dayEnd = (v: string | undefined) => (v ? shopTime(`${v}T23:59:59.999`) : undefined);

openapi(staffRoutes, audit, async (c) => {
  await requireSiteAdmin(c);
  const q = c.req.valid('query');
  const rows = await listAudit(c.var.db, {
    actorId: q.actorId, kind: q.kind || undefined, from: dayStart(q.from || undefined), to: dayEnd(q.to || undefined), beforeId: q.beforeId, limit: AUDIT_PAGE + 1,
  });
  const page = rows.slice(0, AUDIT_PAGE);
  const actorIds = [...new Set((await c.var.db.selectDistinct({ id: auditLog.actorId }).from(auditLog).where(isNotNull(auditLog.actorId)).orderBy(desc(auditLog.actorId)).limit(500))
    .map((r) => r.id!))];
  const people = actorIds.length ? await c.var.db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, actorIds)) : [];
  const names = new Map(people.map((p) => [p.id, p.name]));
  c.header('Cache-Control', 'no-store');
  return c.json({
    '@type': 'AuditPage' as const,
    rows: page.map((r) => ({
      id: r.id, at: r.at.toISOString(), actorId: r.actorId, actorName: r.actorId === null ? null : names.get(r.actorId) ?? null, ip: r.ip,
      kind: r.kind, target: r.target, shopId: r.shopId, before: r.before ?? null, after: r.after ?? null,
    })),
    next: rows.length > AUDIT_PAGE ? page[page.length - 1].id : null,
    actors: people.map((p) => ({ id: p.id, name: p.name })).sort((a, b) => a.name.localeCompare(b.name, 'ru')),
  }, 200);
});
