// The back office's staff screen (issue 39, decision 177): site and shop admins, created by phone
// with an SMS whose one-time link hands them a password (the recovery link the storefront already
// follows), their role and shops changed, blocked (every session ends at once) and their password
// reset. Each change carries the row's staff_version (stale → 409) and writes its audit row in the
// same transaction. The last active site admin cannot be blocked or demoted, and nobody blocks or
// demotes themself.
import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import { LINK_TTL_SECONDS, type Staff, type StaffCreateRequest, type StaffUpdateRequest } from '../../contract';
import type { Message } from '../adapters/messages';
import type { Services } from '../context';
import type { Db, Tx } from '../db/client';
import { customerAdminShops, customers, oneTimeCodes, shops } from '../db/schema';
import { env } from '../env';
import { HttpError, notFound, staleVersion, type Violation } from '../lib/http';
import { recordAudit, changedFields, type AuditActor } from './audit';
import { generatePassword, hashPassword } from './auth/passwords';
import { revokeAllOf, sha256 } from './auth/tokens';
import { randomBytes } from 'node:crypto';

type Row = typeof customers.$inferSelect;
type Role = Staff['role'];

export const LAST_SITE_ADMIN = 'Нельзя оставить сайт без администратора: это последний действующий администратор сайта.';
export const NOT_SELF_BLOCK = 'Нельзя заблокировать самого себя.';
export const NOT_SELF_DEMOTE = 'Нельзя снять с себя роль администратора сайта.';
const NOT_FOUND = 'Сотрудник не найден.';

const invalid = (violations: Violation[]) =>
  new HttpError(422, 'Unprocessable Entity', violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);
const stale = staleVersion;
const isStaff = (r: Row) => r.isAdmin || r.isSiteAdmin;
const roleOf = (r: Row): Role => (r.isSiteAdmin ? 'site' : 'shop');

async function shopsOf(db: Db | Tx, ids: number[]): Promise<Map<number, number[]>> {
  const links = ids.length ? await db.select().from(customerAdminShops)
    .where(inArray(customerAdminShops.customerId, ids)).orderBy(asc(customerAdminShops.shopId)) : [];
  const out = new Map<number, number[]>();
  for (const l of links) out.set(l.customerId, [...(out.get(l.customerId) ?? []), l.shopId]);
  return out;
}

const toStaff = (r: Row, shopIds: number[]): Staff => ({
  '@type': 'Staff', id: r.id, name: r.name, phone: r.phone, role: roleOf(r), shopIds: r.isSiteAdmin ? [] : shopIds,
  lastSignInAt: r.lastSignInAt?.toISOString() ?? null, state: r.staffBlocked ? 'blocked' : 'active', version: r.staffVersion,
});

/** Everyone holding a back-office role (blocked ones too), site admins first, then by name. */
export async function listStaffMembers(db: Db): Promise<Staff[]> {
  const rows = await db.select().from(customers).where(or(eq(customers.isAdmin, true), eq(customers.isSiteAdmin, true)))
    .orderBy(asc(customers.name), asc(customers.id));
  const links = await shopsOf(db, rows.map((r) => r.id));
  const staff = rows.map((r) => toStaff(r, links.get(r.id) ?? []));
  return [...staff.filter((s) => s.role === 'site'), ...staff.filter((s) => s.role === 'shop')];
}

/** The shops of a shop admin: at least one, each existing; a site admin holds none (sees all). */
async function checkShops(tx: Tx, role: Role, shopIds: number[]): Promise<number[]> {
  if (role === 'site') return [];
  const ids = [...new Set(shopIds)];
  if (ids.length === 0) throw invalid([{ propertyPath: 'shopIds', message: 'Выберите хотя бы один магазин.' }]);
  const found = new Set((await tx.select({ id: shops.id }).from(shops).where(inArray(shops.id, ids))).map((r) => r.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) throw invalid([{ propertyPath: 'shopIds', message: `Нет магазинов с номерами ${unknown.join(', ')}.` }]);
  return ids.sort((a, b) => a - b);
}

/** Locks staff member `id` for the transaction; 404 for a customer without a role; 409 for a stale version. */
async function lockStaff(tx: Tx, id: number, version: number): Promise<{ row: Row; shopIds: number[] }> {
  // the site admins first, always in one order: two of them blocking each other at once take turns
  // (the second sees the first's block), and never deadlock
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.isSiteAdmin, true)).orderBy(asc(customers.id)).for('update');
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  if (!row || !isStaff(row)) throw notFound(NOT_FOUND);
  if (row.staffVersion !== version) throw stale();
  return { row, shopIds: (await shopsOf(tx, [id])).get(id) ?? [] };
}

/** Whether another active site admin than `id` remains. */
async function anotherSiteAdmin(tx: Tx, id: number): Promise<boolean> {
  const [{ n }] = await tx.select({ n: count() }).from(customers)
    .where(and(eq(customers.isSiteAdmin, true), eq(customers.staffBlocked, false), ne(customers.id, id)));
  return n > 0;
}

async function setShops(tx: Tx, id: number, shopIds: number[]): Promise<void> {
  await tx.delete(customerAdminShops).where(eq(customerAdminShops.customerId, id));
  if (shopIds.length) await tx.insert(customerAdminShops).values(shopIds.map((shopId) => ({ customerId: id, shopId })));
}

/** A one-time link that hands the account a password by SMS (the storefront's recovery link). */
async function passwordLink(tx: Tx, row: { id: number; phone: string }): Promise<string> {
  const sessid = randomBytes(32).toString('base64url');
  await tx.insert(oneTimeCodes).values({
    purpose: 'recovery', phone: row.phone, customerId: row.id, tokenHash: sha256(sessid), codeHash: null, attemptsLeft: 1,
    expiresAt: new Date(Date.now() + LINK_TTL_SECONDS * 1000),
  });
  return `/?recoveryid=${row.id}&sessid=${sessid}`;
}

const siteLink = (path: string) => `${env.SITE_URL.replace(/\/$/, '')}${path}`;
const minutes = Math.round(LINK_TTL_SECONDS / 60);

/** Sends after the commit: the change stands whether the gateway answers or not (a reset sends again). */
async function send(db: Db, services: Services, message: Message): Promise<void> {
  try {
    await services.messages.send(db, message);
  } catch (err) {
    console.error(`[messages] staff ${message.channel}: ${(err as Error).message}`);
  }
}

const auditView = (s: Staff) => ({ name: s.name, phone: s.phone, role: s.role, shopIds: s.shopIds, state: s.state });

/**
 * A new staff member by phone. A new phone gets an account without a known password and an SMS with
 * the set-password link; a shopper's phone keeps its password and is told it now has the back office.
 */
export async function createStaffMember(db: Db, services: Services, actor: AuditActor, input: z_CreateInput): Promise<Staff> {
  const { staff, message } = await db.transaction(async (tx) => {
    const shopIds = await checkShops(tx, input.role, input.shopIds);
    const [existing] = await tx.select().from(customers).where(eq(customers.phone, input.phone)).for('update');
    if (existing && isStaff(existing)) throw invalid([{ propertyPath: 'phone', message: 'Этот телефон уже у сотрудника: измените его роль в списке.' }]);
    let row: Row;
    let link: string | null = null;
    if (existing) {
      [row] = await tx.update(customers).set({
        isAdmin: true, isSiteAdmin: input.role === 'site', staffBlocked: false, staffVersion: existing.staffVersion + 1,
      }).where(eq(customers.id, existing.id)).returning();
    } else {
      [row] = await tx.insert(customers).values({
        phone: input.phone, name: input.name, passwordHash: await hashPassword(generatePassword(24)), isPhoneConfirmed: true,
        isAdmin: true, isSiteAdmin: input.role === 'site',
      }).returning();
      link = await passwordLink(tx, row);
    }
    await setShops(tx, row.id, shopIds);
    const staff = toStaff(row, shopIds);
    await recordAudit(tx, actor, { kind: 'staff.create', target: `customer:${row.id}`, shopId: shopIds.length === 1 ? shopIds[0] : null, after: auditView(staff) });
    const message: Message = link
      ? { channel: 'sms', to: row.phone, link, text: `Вас добавили в команду магазина. Получите пароль по ссылке: ${siteLink(link)} (действует ${minutes} минут).` }
      : { channel: 'sms', to: row.phone, text: `Вам открыт доступ к управлению магазином: ${siteLink('/admin-order')}. Входите своим паролем.` };
    return { staff, message };
  });
  await send(db, services, message);
  return staff;
}
type z_CreateInput = Required<Pick<StaffCreateRequest, 'name' | 'role'>> & { phone: string; shopIds: number[] };

/** A new role and shops; a site admin cannot demote themself or the last active site admin. */
export async function updateStaffMember(db: Db, actor: AuditActor, id: number, input: Required<StaffUpdateRequest>): Promise<Staff> {
  return db.transaction(async (tx) => {
    const { row, shopIds: before } = await lockStaff(tx, id, input.version);
    if (row.isSiteAdmin && input.role !== 'site') {
      if (id === actor.actorId) throw invalid([{ propertyPath: 'role', message: NOT_SELF_DEMOTE }]);
      if (!row.staffBlocked && !(await anotherSiteAdmin(tx, id))) throw invalid([{ propertyPath: 'role', message: LAST_SITE_ADMIN }]);
    }
    const shopIds = await checkShops(tx, input.role, input.shopIds);
    const [updated] = await tx.update(customers).set({ isAdmin: true, isSiteAdmin: input.role === 'site', staffVersion: row.staffVersion + 1 })
      .where(eq(customers.id, id)).returning();
    await setShops(tx, id, shopIds);
    const was = toStaff(row, before);
    const now = toStaff(updated, shopIds);
    const diff = changedFields(auditView(was), auditView(now));
    await recordAudit(tx, actor, { kind: 'staff.update', target: `customer:${id}`, shopId: shopIds.length === 1 ? shopIds[0] : null, ...diff });
    // a role taken away ends the sessions that held it
    if (diff.before.role !== undefined || diff.before.shopIds !== undefined) await revokeAllOf(tx, id);
    return now;
  });
}

/** Blocks (every session ends at once, signing in is refused) or unblocks a staff member. */
export async function setStaffBlocked(db: Db, actor: AuditActor, id: number, version: number, blocked: boolean): Promise<Staff> {
  return db.transaction(async (tx) => {
    const { row, shopIds } = await lockStaff(tx, id, version);
    if (blocked && !row.staffBlocked) {
      if (id === actor.actorId) throw invalid([{ propertyPath: 'id', message: NOT_SELF_BLOCK }]);
      if (row.isSiteAdmin && !(await anotherSiteAdmin(tx, id))) throw invalid([{ propertyPath: 'id', message: LAST_SITE_ADMIN }]);
    }
    const [updated] = await tx.update(customers).set({ staffBlocked: blocked, staffVersion: row.staffVersion + 1 })
      .where(eq(customers.id, id)).returning();
    if (blocked) await revokeAllOf(tx, id);
    await recordAudit(tx, actor, {
      kind: blocked ? 'staff.block' : 'staff.unblock', target: `customer:${id}`, shopId: shopIds.length === 1 ? shopIds[0] : null,
      before: { state: row.staffBlocked ? 'blocked' : 'active' }, after: { state: blocked ? 'blocked' : 'active' },
    });
    return toStaff(updated, shopIds);
  });
}

/** A new set-password SMS: the old password stops working and every session ends. */
export async function resetStaffMemberPassword(db: Db, services: Services, actor: AuditActor, id: number, version: number): Promise<Staff> {
  const { staff, message } = await db.transaction(async (tx) => {
    const { row, shopIds } = await lockStaff(tx, id, version);
    const [updated] = await tx.update(customers).set({ passwordHash: await hashPassword(generatePassword(24)), staffVersion: row.staffVersion + 1 })
      .where(eq(customers.id, id)).returning();
    await revokeAllOf(tx, id);
    const link = await passwordLink(tx, row);
    await recordAudit(tx, actor, { kind: 'staff.password', target: `customer:${id}`, shopId: shopIds.length === 1 ? shopIds[0] : null, after: { sent: 'sms' } });
    const message: Message = { channel: 'sms', to: row.phone, link, text: `Пароль сброшен администратором. Получите новый по ссылке: ${siteLink(link)} (действует ${minutes} минут).` };
    return { staff: toStaff(updated, shopIds), message };
  });
  await send(db, services, message);
  return staff;
}
