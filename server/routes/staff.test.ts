// The back office's staff and audit log (/api/admin/staff…, /api/admin/audit): site admins only (a
// shop admin and a customer find nothing: 404; a guest 401), validation with Russian violations, a
// stale version 409, the last site admin and oneself kept, a block ending the session at once, the
// set-password SMS through the outbox, each action's audit row, and the log refusing an UPDATE.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AuditPage, Staff, hydraCollection } from '../../contract';
import { shopToday } from '../../domain/shop-day';
import { auditLog, customers, outbox } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { from } from '../test/order-fixtures';
import { LAST_SITE_ADMIN, NOT_SELF_BLOCK, NOT_SELF_DEMOTE, setStaffBlocked, updateStaffMember } from '../services/staff';

let t: TestApp;
const StaffList = hydraCollection(Staff);

async function signIn(phone: string, password: string) {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let customer: Who; let shopAdmin: Who; let siteAdmin: Who;

/** The password a set-password link hands out: follow the newest link to `phone`, read the SMS after it. */
async function passwordFromSms(phone: string): Promise<string> {
  const [sms] = await t.db.select().from(outbox).where(and(eq(outbox.phone, phone), sql`${outbox.link} is not null`)).orderBy(desc(outbox.id)).limit(1);
  const url = new URL(sms.link!, 'http://x');
  const res = await t.get(`/api/customers/${url.searchParams.get('recoveryid')}/recovery-confirm?sessid=${url.searchParams.get('sessid')}`, from());
  expect(res.status).toBe(200);
  const [pass] = await t.db.select().from(outbox).where(eq(outbox.phone, phone)).orderBy(desc(outbox.id)).limit(1);
  return /пароль: (\S+)/.exec(pass.text)![1];
}

beforeAll(async () => {
  t = await testApp();
  customer = await signIn('79000000001', 'demo12345');
  shopAdmin = await signIn('79000000010', 'admin12345');
  siteAdmin = await signIn('79000000011', 'admin12345');
});
afterAll(() => t.close());

describe('who may', () => {
  it('answers a guest 401, a customer and a shop admin 404 on every call', async () => {
    expect((await t.get('/api/admin/staff', from())).status).toBe(401);
    expect((await t.get('/api/admin/audit', from())).status).toBe(401);
    for (const who of [customer, shopAdmin]) {
      expectError(await t.get('/api/admin/staff', who.headers), 404);
      expectError(await t.get('/api/admin/audit', who.headers), 404);
      expectError(await t.post('/api/admin/staff', { name: 'Х', phone: '79005550001', role: 'site' }, who.headers), 404);
      expectError(await t.put(`/api/admin/staff/${shopAdmin.id}`, { role: 'site', shopIds: [], version: 1 }, who.headers), 404);
      expectError(await t.post(`/api/admin/staff/${siteAdmin.id}/block`, { version: 1 }, who.headers), 404);
    }
    const [row] = await t.db.select().from(customers).where(eq(customers.id, siteAdmin.id));
    expect(row.staffBlocked).toBe(false);
  });

  it('lists the staff for a site admin, with role, shops, last sign-in and state', async () => {
    const list = contract(StaffList, (await t.get('/api/admin/staff', siteAdmin.headers)).body)['hydra:member'];
    const site = list.find((s) => s.id === siteAdmin.id)!;
    expect(site).toMatchObject({ role: 'site', shopIds: [], state: 'active' });
    expect(site.lastSignInAt).not.toBeNull();
    const shop = list.find((s) => s.id === shopAdmin.id)!;
    expect(shop.role).toBe('shop');
    expect(shop.shopIds.length).toBeGreaterThan(0);
    expect(list.some((s) => s.id === customer.id)).toBe(false);
  });
});

describe('creating, changing, blocking', () => {
  it('refuses a bad body with Russian violations', async () => {
    const res = await t.post('/api/admin/staff', { name: '  ', phone: '123', role: 'boss' }, siteAdmin.headers);
    expectError(res, 422);
    const paths = res.body.violations.map((v: { propertyPath: string }) => v.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['name', 'phone', 'role']));
    const noShops = await t.post('/api/admin/staff', { name: 'Ольга', phone: '79005550002', role: 'shop', shopIds: [] }, siteAdmin.headers);
    expectError(noShops, 422);
    expect(noShops.body.violations[0]).toEqual({ propertyPath: 'shopIds', message: 'Выберите хотя бы один магазин.' });
    expectError(await t.post('/api/admin/staff', { name: 'Ольга', phone: '79005550002', role: 'shop', shopIds: [999999] }, siteAdmin.headers), 422);
    expectError(await t.post('/api/admin/staff', { name: 'Ольга', phone: '79000000010', role: 'shop', shopIds: [1] }, siteAdmin.headers), 422);
    expectError(await t.get('/api/admin/audit?from=2026-13-45', siteAdmin.headers), 400);
    expectError(await t.get('/api/admin/audit?kind=DROP TABLE', siteAdmin.headers), 400);
  });

  it('creates a shop admin who sets a password by the SMS link, signs in, and is blocked out of the session at once', async () => {
    const created = contract(Staff, (await t.post('/api/admin/staff', { name: 'Ольга Сменная', phone: '+7 (900) 555-00-03', role: 'shop', shopIds: [1] }, siteAdmin.headers)).body);
    expect(created).toMatchObject({ phone: '79005550003', role: 'shop', shopIds: [1], state: 'active', version: 1, lastSignInAt: null });
    const password = await passwordFromSms('79005550003');
    const olga = await signIn('79005550003', password);
    const orders = await t.get('/api/orders', olga.headers);
    expect(orders.status).toBe(200);
    expect(orders.body['hydra:member'].length).toBeGreaterThan(0);
    expect(orders.body['hydra:member'].every((o: { shop: { id: number } }) => o.shop.id === 1)).toBe(true);

    // a stale version is refused, the right one bumps it
    const moved = contract(Staff, (await t.put(`/api/admin/staff/${created.id}`, { role: 'shop', shopIds: [1, 2], version: 1 }, siteAdmin.headers)).body);
    expect(moved).toMatchObject({ shopIds: [1, 2], version: 2 });
    const stale = await t.put(`/api/admin/staff/${created.id}`, { role: 'shop', shopIds: [2], version: 1 }, siteAdmin.headers);
    expectError(stale, 409);
    expect(stale.body['hydra:description']).toBe('Запись изменена другим пользователем. Обновите страницу и повторите.');
    expectError(await t.post(`/api/admin/staff/${created.id}/block`, { version: 1 }, siteAdmin.headers), 409);

    // the role change ended the old session; a new one, then the block ends that at once
    const again = await signIn('79005550003', password);
    expect((await t.get('/api/orders', again.headers)).status).toBe(200);
    const blocked = contract(Staff, (await t.post(`/api/admin/staff/${created.id}/block`, { version: 2 }, siteAdmin.headers)).body);
    expect(blocked).toMatchObject({ state: 'blocked', version: 3 });
    expect((await t.get('/api/orders', again.headers)).status).toBe(401);
    const refused = await t.post('/api/auth/signin-phone', { phone: '79005550003', password }, from());
    expectError(refused, 403);

    // unblocked: a reset sends a new link, the old password no longer works
    contract(Staff, (await t.post(`/api/admin/staff/${created.id}/unblock`, { version: 3 }, siteAdmin.headers)).body);
    contract(Staff, (await t.post(`/api/admin/staff/${created.id}/password`, { version: 4 }, siteAdmin.headers)).body);
    expect((await t.post('/api/auth/signin-phone', { phone: '79005550003', password }, from())).status).toBe(401);
    await signIn('79005550003', await passwordFromSms('79005550003'));

    // every step is in the log, newest first, with who and from where
    const page = contract(AuditPage, (await t.get(`/api/admin/audit?kind=staff&actorId=${siteAdmin.id}`, siteAdmin.headers)).body);
    const mine = page.rows.filter((r) => r.target === `customer:${created.id}`);
    expect(mine.map((r) => r.kind)).toEqual(['staff.password', 'staff.unblock', 'staff.block', 'staff.update', 'staff.create']);
    expect(mine[3]).toMatchObject({ before: { shopIds: [1] }, after: { shopIds: [1, 2] }, actorName: expect.any(String) });
    expect(mine[0].ip).toMatch(/^10\.9\./);
    // the filter's days are the shop's (Moscow's): from 21:00 UTC its today is the next UTC date
    const today = shopToday();
    expect(contract(AuditPage, (await t.get(`/api/admin/audit?kind=staff.block&from=${today}&to=${today}`, siteAdmin.headers)).body).rows.length).toBeGreaterThan(0);
    expect(contract(AuditPage, (await t.get('/api/admin/audit?kind=staff&to=2000-01-01', siteAdmin.headers)).body).rows).toEqual([]);
  });

  it('keeps the last site admin and oneself', async () => {
    const list = contract(StaffList, (await t.get('/api/admin/staff', siteAdmin.headers)).body)['hydra:member'];
    const me = list.find((s) => s.id === siteAdmin.id)!;
    const self = await t.post(`/api/admin/staff/${me.id}/block`, { version: me.version }, siteAdmin.headers);
    expectError(self, 422);
    expect(self.body.violations[0].message).toBe(NOT_SELF_BLOCK);
    const demote = await t.put(`/api/admin/staff/${me.id}`, { role: 'shop', shopIds: [1], version: me.version }, siteAdmin.headers);
    expectError(demote, 422);
    expect(demote.body.violations[0]).toEqual({ propertyPath: 'role', message: NOT_SELF_DEMOTE });
    // another site admin blocks and demotes freely while one stays; the last one never goes, not even from a shell
    const piotr = contract(Staff, (await t.post('/api/admin/staff', { name: 'Пётр', phone: '79005550004', role: 'site' }, siteAdmin.headers)).body);
    const piotrSession = await signIn('79005550004', await passwordFromSms('79005550004'));
    expect((await t.get('/api/admin/staff', piotrSession.headers)).status).toBe(200);
    const demoted = contract(Staff, (await t.put(`/api/admin/staff/${piotr.id}`, { role: 'shop', shopIds: [2], version: 1 }, siteAdmin.headers)).body);
    expect(demoted).toMatchObject({ role: 'shop', shopIds: [2], version: 2 });
    expect((await t.get('/api/admin/staff', piotrSession.headers)).status).toBe(401);
    const others = list.filter((s) => s.role === 'site' && s.id !== me.id).map((s) => s.id);
    if (others.length) await t.db.update(customers).set({ staffBlocked: true }).where(inArray(customers.id, others));
    const shell = { actorId: null, ip: null };
    await expect(setStaffBlocked(t.db, shell, me.id, me.version, true)).rejects.toMatchObject({ status: 422, violations: [{ propertyPath: 'id', message: LAST_SITE_ADMIN }] });
    await expect(updateStaffMember(t.db, shell, me.id, { role: 'shop', shopIds: [1], version: me.version }))
      .rejects.toMatchObject({ status: 422, violations: [{ propertyPath: 'role', message: LAST_SITE_ADMIN }] });
    if (others.length) await t.db.update(customers).set({ staffBlocked: false }).where(inArray(customers.id, others));
  });
});

it('never lets the log be rewritten: an UPDATE or DELETE of audit_log fails', async () => {
  await expect(t.db.execute(sql`update audit_log set kind = 'x'`)).rejects.toThrow();
  await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  expect((await t.db.select().from(auditLog)).length).toBeGreaterThan(0);
});
