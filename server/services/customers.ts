// Customers as the contract shows them (contract/auth.ts Customer), and the shops an admin administers.
import { asc, eq } from 'drizzle-orm';
import type { Customer } from '../../contract';
import type { Db } from '../db/client';
import { customerAdminShops, customers, shops } from '../db/schema';
import { listAddresses } from './addresses';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Db, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) return null;
  // a blocked staff member holds none of the roles still on record (decision 177)
  return row.staffBlocked ? { ...row, isAdmin: false, isSiteAdmin: false } : row;
}

export async function findByPhone(db: Db, phone: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone));
  return row ?? null;
}

export async function findByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row ?? null;
}

/** The ids of the shops `customer` administers: every shop for a site admin, none for a customer. */
export async function adminShopIds(db: Db, customer: CustomerRow): Promise<number[]> {
  if (customer.isSiteAdmin) {
    return (await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id))).map((r) => r.id);
  }
  if (!customer.isAdmin) return [];
  return (await db.select({ id: customerAdminShops.shopId }).from(customerAdminShops)
    .where(eq(customerAdminShops.customerId, customer.id)).orderBy(asc(customerAdminShops.shopId))).map((r) => r.id);
}

export async function toCustomer(db: Db, row: CustomerRow): Promise<Customer> {
  return {
    '@id': `/api/customers/${row.id}`,
    '@type': 'Customer',
    id: row.id,
    login: row.phone,
    name: row.name,
    phone: row.phone,
    email: row.email,
    isPhoneConfirmed: row.isPhoneConfirmed,
    isEmailConfirmed: row.isEmailConfirmed,
    hasCard: row.card !== null,
    card: row.card,
    isAdmin: row.isAdmin || row.isSiteAdmin,
    isSiteAdmin: row.isSiteAdmin,
    adminShops: await adminShopIds(db, row),
    deliveryAddresses: await listAddresses(db, row.id),
    birthday: row.birthday,
    gender: row.gender,
    isCardConfirmed: row.card !== null && row.isCardConfirmed,
    isBlocked: row.isBlocked,
  };
}
