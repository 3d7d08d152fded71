// The demo accounts (README "Demo accounts"): a card holder, a customer without a card, one whose
// phone is not confirmed, two customers of the demo orders, a shop admin of shops 1 and 2, a site
// admin. Seeding puts them back as listed, whatever they were changed to; other customers are kept.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAdminShops, customers } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../services/auth/passwords';

type DemoAccount = {
  phone: string; email: string | null; name: string; password: string; card: string | null;
  isPhoneConfirmed: boolean; isAdmin: boolean; isSiteAdmin: boolean; adminShops: number[];
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    phone: '79000000001', email: 'card@example.ru', name: 'Анна Карточкина', password: 'demo12345', card: '2000000000015',
    isPhoneConfirmed: true, isAdmin: false, isSiteAdmin: false, adminShops: [],
  },
  {
    phone: '79000000002', email: null, name: 'Борис Безкартин', password: 'demo12345', card: null,
    isPhoneConfirmed: true, isAdmin: false, isSiteAdmin: false, adminShops: [],
  },
  {
    phone: '79000000003', email: null, name: 'Вера Неподтверждённая', password: 'demo12345', card: null,
    isPhoneConfirmed: false, isAdmin: false, isSiteAdmin: false, adminShops: [],
  },
  // the customers of the demo orders the back office shows (admin-orders.ts): apart from the
  // accounts above, so Анна and Борис still place their first order
  {
    phone: '79000000004', email: null, name: 'Евгения Заказова', password: 'demo12345', card: '2000000000022',
    isPhoneConfirmed: true, isAdmin: false, isSiteAdmin: false, adminShops: [],
  },
  {
    phone: '79000000005', email: null, name: 'Жанна Партнёрова', password: 'demo12345', card: null,
    isPhoneConfirmed: true, isAdmin: false, isSiteAdmin: false, adminShops: [],
  },
  {
    phone: '79000000010', email: null, name: 'Глеб Администраторов', password: 'admin12345', card: null,
    isPhoneConfirmed: true, isAdmin: true, isSiteAdmin: false, adminShops: [1, 2],
  },
  {
    phone: '79000000011', email: null, name: 'Дарья Главная', password: 'admin12345', card: null,
    isPhoneConfirmed: true, isAdmin: true, isSiteAdmin: true, adminShops: [],
  },
];

/** Writes the demo accounts (argon2id for each password: about 60 ms apiece). */
export async function seedAccounts(db: Db): Promise<number> {
  const phones = DEMO_ACCOUNTS.map((a) => a.phone);
  // a demo email taken by another customer would break the unique index: the demo account wins it
  await db.update(customers).set({ email: null })
    .where(inArray(customers.email, DEMO_ACCOUNTS.flatMap((a) => (a.email ? [a.email] : []))));
  for (const a of DEMO_ACCOUNTS) {
    const values = {
      phone: a.phone, email: a.email, name: a.name, passwordHash: await hashPassword(a.password), card: a.card,
      isPhoneConfirmed: a.isPhoneConfirmed, isEmailConfirmed: a.email !== null, isAdmin: a.isAdmin, isSiteAdmin: a.isSiteAdmin,
    };
    await db.insert(customers).values(values).onConflictDoUpdate({ target: customers.phone, set: values });
  }
  const rows = await db.select({ id: customers.id, phone: customers.phone }).from(customers).where(inArray(customers.phone, phones));
  const idOf = new Map(rows.map((r) => [r.phone, r.id]));
  await db.delete(customerAdminShops).where(inArray(customerAdminShops.customerId, rows.map((r) => r.id)));
  const admin = DEMO_ACCOUNTS.flatMap((a) => a.adminShops.map((shopId) => ({ customerId: idOf.get(a.phone)!, shopId })));
  if (admin.length) await db.insert(customerAdminShops).values(admin);
  return DEMO_ACCOUNTS.length;
}

/**
 * The demo accounts of `db` that still sign in with their published password: a database seeded for
 * a demo, which a staging or production API refuses to serve (decision 140).
 */
export async function publishedDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db.select({ phone: customers.phone, hash: customers.passwordHash }).from(customers)
    .where(inArray(customers.phone, DEMO_ACCOUNTS.map((a) => a.phone)));
  const published = new Map(DEMO_ACCOUNTS.map((a) => [a.phone, a.password]));
  const open: string[] = [];
  for (const r of rows) if (await verifyPassword(r.hash, published.get(r.phone)!)) open.push(r.phone);
  return open;
}
