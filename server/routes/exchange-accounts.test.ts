// The exchange accounts (the staff's «обмен с 1С» role): only a site admin manages them (a shop admin
// and a customer get 404, a guest 401); Russian violations; a taken login and a stale version 409;
// 1C signs in with an account (checkauth answers success) and the environment's login keeps working;
// a blocked account is refused and its open session ends at once; the account has no back office;
// every change leaves its audit row, without the password.
import { eq } from 'drizzle-orm';
import { ExchangeAccount, hydraCollection } from '../../contract';
import { auditLog, customers } from '../db/schema';
import { OneC } from '../../scripts/one-c';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { from } from '../test/order-fixtures';

jest.setTimeout(120_000);

let t: TestApp;
async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let anna: Who; let shopAdmin: Who; let siteAdmin: Who;

beforeAll(async () => {
  t = await testApp();
  anna = await signIn('79000000001');
  [shopAdmin, siteAdmin] = [await signIn('79000000010', 'admin12345'), await signIn('79000000011', 'admin12345')];
});
afterAll(() => t.close());

const oneC = (login: string, password: string) => new OneC((url, init) => Promise.resolve(t.app.request(url, init)), 'http://shop.test', login, password);
const violations = (body: { violations?: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));
let n = 0;
const create = async (password = 'odin-c-parol-1') => {
  const login = `1c-${process.pid}-${++n}`;
  const res = await t.post('/api/admin/exchange-accounts', { name: 'Бухгалтерия', login, password }, siteAdmin.headers);
  expect(res.status).toBe(201);
  return { account: contract(ExchangeAccount, res.body), login, password };
};

describe('permissions', () => {
  it('answers 404 to a shop admin and a customer, 401 to a guest, and changes nothing', async () => {
    const { account } = await create();
    for (const who of [anna, shopAdmin]) {
      expectError(await t.get('/api/admin/exchange-accounts', who.headers), 404);
      expectError(await t.post('/api/admin/exchange-accounts', { name: 'Чужой', login: 'chuzhoj', password: 'parol-parol' }, who.headers), 404);
      expectError(await t.post(`/api/admin/exchange-accounts/${account.id}/block`, { version: account.version }, who.headers), 404);
    }
    expectError(await t.get('/api/admin/exchange-accounts', from()), 401);
    expectError(await t.post(`/api/admin/exchange-accounts/${account.id}/block`, { version: account.version }, from()), 401);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.target, `exchange_account:${account.id}`));
    expect(rows.map((r) => r.kind)).toEqual(['exchange_account.create']);
    expect(JSON.stringify(rows[0].after)).not.toContain('odin-c-parol');
  });
});

describe('validation', () => {
  it('says in Russian what is wrong; a taken login is 409', async () => {
    const res = await t.post('/api/admin/exchange-accounts', { name: '', login: 'a', password: 'short' }, siteAdmin.headers);
    expect(res.status).toBe(422);
    expect(violations(res.body)).toEqual({
      name: 'Укажите название.', login: 'Логин: от 3 до 60 латинских букв, цифр, точек, дефисов (или телефон цифрами).',
      password: 'Пароль не короче 10 символов.',
    });
    const { login } = await create();
    const again = await t.post('/api/admin/exchange-accounts', { name: 'Второй', login: login.toUpperCase(), password: 'parol-parol' }, siteAdmin.headers);
    expect(again.status).toBe(409);
    expect(violations(again.body)).toEqual({ login: `Логин «${login}» уже занят.` });
  });
});

describe('1C with an exchange account', () => {
  it('signs in (checkauth: success), works in its session, is refused once blocked and its session ends; unblocked signs in again', async () => {
    const { account, login, password } = await create();
    expect(await oneC(login, 'wrong-password').checkauth('catalog')).toMatch(/^failure\nНеверный логин или пароль/);
    const c = oneC(login, password);
    expect((await c.checkauth('catalog')).split('\n')[0]).toBe('success');
    expect(await c.init('catalog')).toMatch(/^zip=no/);
    const listed = contract(hydraCollection(ExchangeAccount), (await t.get('/api/admin/exchange-accounts', siteAdmin.headers)).body)['hydra:member'];
    expect(listed.find((a) => a.id === account.id)?.lastSignInAt).not.toBeNull();

    // the account has nothing else: no storefront or back-office sign-in by that login
    expect((await t.post('/api/auth/signin-phone', { phone: login, password }, from())).status).toBeGreaterThanOrEqual(400);

    const blocked = await t.post(`/api/admin/exchange-accounts/${account.id}/block`, { version: account.version }, siteAdmin.headers);
    expect(blocked.status).toBe(200);
    expect(contract(ExchangeAccount, blocked.body)).toMatchObject({ state: 'blocked', version: account.version + 1 });
    expectError(await t.post(`/api/admin/exchange-accounts/${account.id}/unblock`, { version: account.version }, siteAdmin.headers), 409);
    expect(await c.init('catalog')).toMatch(/^failure\nНет сессии обмена/);
    expect(await oneC(login, password).checkauth('catalog')).toMatch(/^failure\nНеверный логин или пароль/);

    const back = await t.post(`/api/admin/exchange-accounts/${account.id}/unblock`, { version: account.version + 1 }, siteAdmin.headers);
    expect(back.status).toBe(200);
    expect((await oneC(login, password).checkauth('sale')).split('\n')[0]).toBe('success');
    const kinds = (await t.db.select().from(auditLog).where(eq(auditLog.target, `exchange_account:${account.id}`)).orderBy(auditLog.id)).map((r) => r.kind);
    expect(kinds).toEqual(['exchange_account.create', 'exchange_account.block', 'exchange_account.unblock']);
  });

  it('keeps the environment\'s login working beside the accounts', async () => {
    const c = oneC('exchange', 'exchange12345');
    expect((await c.checkauth('catalog')).split('\n')[0]).toBe('success');
    expect(await c.init('catalog')).toMatch(/^zip=no/);
  });
});
