// The back office's staff from the command line (`npm run admin`, server/admin-cli.ts): the first site
// admin of a real shop, a list of who holds which role, taking the roles away, a new password. Roles
// live on the customer row (is_admin, is_site_admin) and customer_admin_shops, read on every request
// (server/lib/permissions.ts), so a change here holds at the API's next request.
import { asc, eq, inArray, or } from 'drizzle-orm';
import { newPasswordProblem } from '../../domain/passwords';
import { KNOWN_DEFAULT_SECRETS } from '../../domain/production-problems';
import type { Db } from '../db/client';
import { customerAdminShops, customers, shops } from '../db/schema';
import { hashPassword } from './auth/passwords';
import { revokeAllOf } from './auth/tokens';


export type StaffRole = 'site' | 'shop';
export type Staff = { id: number; phone: string; name: string; role: StaffRole; shopIds: number[] };

/** Why `password` may not be a staff password, or null: a new password's rule, and none the repository publishes. */
export function staffPasswordProblem(password: string): string | null {
  const problem = newPasswordProblem(password);
  if (problem) return problem;
  if (KNOWN_DEFAULT_SECRETS.includes(password.toLowerCase())) return 'Этот пароль опубликован (демо-данные, документация): выберите другой.';
  return null;
}

/** A mistake of the operator's, said in Russian; the CLI prints it and exits with 1. */
export class StaffError extends Error {}

async function customerByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
  return row;
}

async function checkShops(db: Db, role: StaffRole, shopIds: number[]): Promise<void> {
  if (role === 'site') {
    if (shopIds.length) throw new StaffError('--shops только для роли shop: администратор сайта видит все магазины.');
    return;
  }
  if (shopIds.length === 0) throw new StaffError('Для роли shop укажите магазины: --shops 1,2.');
  const found = new Set((await db.select({ id: shops.id }).from(shops).where(inArray(shops.id, shopIds))).map((r) => r.id));
  const unknown = shopIds.filter((id) => !found.has(id));
  if (unknown.length) throw new StaffError(`Нет магазинов с номерами ${unknown.join(', ')}.`);
}

/**
 * A new staff account: the phone counts as confirmed (the operator vouches for it). An existing phone
 * is refused: giving a shopper the back office is a choice the back office makes, not this script.
 */
export async function createStaff(db: Db, input: { phone: string; name: string; password: string; role: StaffRole; shopIds: number[] }): Promise<Staff> {
  const problem = staffPasswordProblem(input.password);
  if (problem) throw new StaffError(problem);
  if (await customerByPhone(db, input.phone)) throw new StaffError(`Учётная запись ${input.phone} уже есть.`);
  await checkShops(db, input.role, input.shopIds);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(customers).values({
      phone: input.phone, name: input.name, passwordHash, isPhoneConfirmed: true,
      isAdmin: true, isSiteAdmin: input.role === 'site',
    }).returning({ id: customers.id });
    if (input.role === 'shop') await tx.insert(customerAdminShops).values(input.shopIds.map((shopId) => ({ customerId: row.id, shopId })));
    return { id: row.id, phone: input.phone, name: input.name, role: input.role, shopIds: input.role === 'shop' ? input.shopIds : [] };
  });
}

/** Everyone holding a back-office role, site admins first. */
export async function listStaff(db: Db): Promise<Staff[]> {
  const rows = await db.select().from(customers).where(or(eq(customers.isAdmin, true), eq(customers.isSiteAdmin, true)))
    .orderBy(asc(customers.id));
  const links = rows.length ? await db.select().from(customerAdminShops)
    .where(inArray(customerAdminShops.customerId, rows.map((r) => r.id))).orderBy(asc(customerAdminShops.shopId)) : [];
  const staff = rows.map((r): Staff => ({
    id: r.id, phone: r.phone, name: r.name, role: r.isSiteAdmin ? 'site' : 'shop',
    shopIds: r.isSiteAdmin ? [] : links.filter((l) => l.customerId === r.id).map((l) => l.shopId),
  }));
  return [...staff.filter((s) => s.role === 'site'), ...staff.filter((s) => s.role === 'shop')];
}

/**
 * Takes every back-office role away and ends every session of the account. The account stays a
 * customer's (its orders are its own); roles are read per request, so the back office closes at once.
 */
export async function blockStaff(db: Db, phone: string): Promise<void> {
  const row = await customerByPhone(db, phone);
  if (!row || (!row.isAdmin && !row.isSiteAdmin)) throw new StaffError(`${phone} не сотрудник: ролей нет.`);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ isAdmin: false, isSiteAdmin: false }).where(eq(customers.id, row.id));
    await tx.delete(customerAdminShops).where(eq(customerAdminShops.customerId, row.id));
  });
  await revokeAllOf(db, row.id);
}

/** A new password for a staff account; its sessions end. */
export async function resetStaffPassword(db: Db, phone: string, password: string): Promise<void> {
  const problem = staffPasswordProblem(password);
  if (problem) throw new StaffError(problem);
  const row = await customerByPhone(db, phone);
  if (!row || (!row.isAdmin && !row.isSiteAdmin)) throw new StaffError(`${phone} не сотрудник: пароль покупателя меняется восстановлением на сайте.`);
  await db.update(customers).set({ passwordHash: await hashPassword(password) }).where(eq(customers.id, row.id));
  await revokeAllOf(db, row.id);
}
