// GET /api/customers/me and /{id}, the permission rule (not yours = not found), the confirmation and
// recovery links, phone confirmation, and /api/shops?adminable=1 by role.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { AuthResult, AuthTokens, CodeError, CodeSent, Customer, RecoverySent, Shop, hydraCollection, OutboxMessage } from '../../contract';
import { customers, oneTimeCodes, rateEvents } from '../db/schema';
import { sha256 } from '../services/auth/tokens';
import { contract, eventually, expectError, testApp, type TestApp } from '../test/harness';

const key = randomBytes(48);
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ jwtKey: () => key });
});
afterAll(() => t.close());

let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.2.0.${++ip}`, ...headers });
const Outbox = hydraCollection(OutboxMessage);
const latest = async (query: string) => contract(Outbox, (await t.get(`/api/dev/outbox?${query}`)).body)['hydra:member'][0];
const signIn = async (phone: string, password = 'demo12345') =>
  contract(AuthTokens, (await t.post('/api/auth/signin-phone', { phone, password }, from())).body);
const auth = async (phone: string, password?: string) => from({ Authorization: `Bearer ${(await signIn(phone, password)).token}` });
const idOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0].id;
const linkParams = (link: string) => new URL(link, 'http://storefront').searchParams;
/** The recovery link `ask` has sent to `phone` (it leaves after the answer). */
async function recoveryLink(phone: string, ask: () => Promise<{ status: number }>) {
  const before = await latest(`phone=${phone}`);
  expect((await ask()).status).toBe(200);
  const message = await eventually(() => latest(`phone=${phone}`), (m) => m !== undefined && m.link !== before?.link);
  expect(message.link).toMatch(/^\/\?recoveryid=\d+&sessid=[\w-]+$/);
  return message;
}

describe('GET /api/customers/me', () => {
  it('answers the customers as seeded: card holder, no card, unconfirmed phone', async () => {
    const card = contract(Customer, (await t.get('/api/customers/me', await auth('79000000001'))).body);
    expect(card).toMatchObject({ '@type': 'Customer', hasCard: true, isPhoneConfirmed: true, email: 'card@example.ru', isAdmin: false, adminShops: [] });
    const plain = contract(Customer, (await t.get('/api/customers/me', await auth('79000000002'))).body);
    expect(plain).toMatchObject({ hasCard: false, card: null, isPhoneConfirmed: true });
    const unconfirmed = contract(Customer, (await t.get('/api/customers/me', await auth('79000000003'))).body);
    expect(unconfirmed.isPhoneConfirmed).toBe(false);
  });

  it('answers 401 without a token, with a bad one, an expired one or one signed with another key', async () => {
    const none = await t.get('/api/customers/me');
    expectError(none, 401);
    expect(none.body['hydra:description']).toBe('Требуется авторизация.');
    expectError(await t.get('/api/customers/me', { Authorization: 'Bearer nonsense' }), 401);
    expectError(await t.get('/api/customers/me', { Authorization: 'Basic abc' }), 401);
    const id = await idOf('79000000001');
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(id)).setIssuer('shop-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 2000).setExpirationTime(Math.floor(Date.now() / 1000) - 1000).sign(key);
    const res = await t.get('/api/customers/me', { Authorization: `Bearer ${expired}` });
    expectError(res, 401);
    expect(res.body['hydra:description']).toMatch(/Войдите снова/);
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(id)).setIssuer('shop-api')
      .setIssuedAt().setExpirationTime('15m').sign(randomBytes(48));
    expectError(await t.get('/api/customers/me', { Authorization: `Bearer ${forged}` }), 401);
  });

  it('keeps public routes public: a bad token on the catalogue is ignored', async () => {
    expect((await t.get('/api/shops', { Authorization: 'Bearer nonsense' })).status).toBe(200);
  });
});

describe('someone else’s customer id', () => {
  it('answers 404 exactly like an id that does not exist', async () => {
    const a = await auth('79000000001');
    const b = await idOf('79000000002');
    expect(contract(Customer, (await t.get(`/api/customers/${await idOf('79000000001')}`, a)).body).phone).toBe('79000000001');
    const other = await t.get(`/api/customers/${b}`, a);
    const missing = await t.get('/api/customers/999999', a);
    expectError(other, 404);
    expect(other.body).toEqual(missing.body);
    expectError(await t.post(`/api/customers/${b}/phone-confirmation`, {}, a), 404);
    expectError(await t.post(`/api/customers/${b}/email-confirmation`, {}, a), 404);
    expectError(await t.post(`/api/customers/${b}/phone-confirmation-code`, { confirmToken: 'x', smsCode: '123456' }, a), 404);
    expectError(await t.get(`/api/customers/${b}`), 401);
  });
});

describe('GET /api/shops?adminable=1', () => {
  const ids = async (headers: Record<string, string>) =>
    contract(hydraCollection(Shop), (await t.get('/api/shops?adminable=1', headers)).body)['hydra:member'].map((s) => s.id);

  it('lists the shops of a shop admin, every shop to a site admin, none to a customer', async () => {
    const all = (await t.get('/api/shops')).body['hydra:member'].map((s: { id: number }) => s.id);
    expect(all.length).toBeGreaterThan(2);
    expect(await ids(await auth('79000000010', 'admin12345'))).toEqual([1, 2]);
    expect(await ids(await auth('79000000011', 'admin12345'))).toEqual(all);
    expect(await ids(await auth('79000000001'))).toEqual([]);
    expectError(await t.get('/api/shops?adminable=1'), 401);
  });

  it('reads the roles from the database on every call, not from the token', async () => {
    const headers = await auth('79000000010', 'admin12345');
    const admin = contract(Customer, (await t.get('/api/customers/me', headers)).body);
    expect(admin).toMatchObject({ isAdmin: true, isSiteAdmin: false, adminShops: [1, 2] });
    await t.db.update(customers).set({ isAdmin: false }).where(eq(customers.id, admin.id));
    try {
      expect(await ids(headers)).toEqual([]);
    } finally {
      await t.db.update(customers).set({ isAdmin: true }).where(eq(customers.id, admin.id));
    }
  });
});

describe('password recovery', () => {
  it('answers alike for a known and an unknown phone or email; only a known one gets a link', async () => {
    let known!: { status: number; body: unknown };
    const message = await recoveryLink('79000000003', async () => (known = await t.post('/api/auth/recovery-phone', { phone: '79000000003' }, from())));
    const unknown = await t.post('/api/auth/recovery-phone', { phone: '79008887766' }, from());
    expect(contract(RecoverySent, known.body)).toEqual(unknown.body);
    expect(unknown.status).toBe(200);
    expect(message.text).toContain(`http://localhost:3000${message.link}`);
    const email = await t.post('/api/auth/recovery', { login: 'card@example.ru' }, from());
    const noEmail = await t.post('/api/auth/recovery', { login: 'nobody@example.ru' }, from());
    expect(email.body).toEqual(noEmail.body);
    expect(email.status).toBe(noEmail.status);
    expect(await eventually(() => latest('email=card@example.ru'), (m) => m !== undefined)).toBeDefined();
    expect(await latest('phone=79008887766')).toBeUndefined();
    expect(await latest('email=nobody@example.ru')).toBeUndefined();
    // the limits count unknown targets too, so a 429 says nothing either
    expectError(await t.post('/api/auth/recovery-phone', { phone: '79008887766' }, from()), 429);
  });

  it('does the same work for an unknown phone: a link row (bound to no one), and no wait for the gateway', async () => {
    const rows = async (phone: string) => (await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone)))
      .map((r) => ({ purpose: r.purpose, hasCode: r.codeHash !== null, attemptsLeft: r.attemptsLeft, bound: r.customerId !== null }));
    await t.db.delete(rateEvents).where(eq(rateEvents.key, '79000000001'));
    await t.db.delete(oneTimeCodes).where(eq(oneTimeCodes.phone, '79000000001'));
    expect((await t.post('/api/auth/recovery-phone', { phone: '79000000001' }, from())).status).toBe(200);
    expect((await t.post('/api/auth/recovery-phone', { phone: '79008880001' }, from())).status).toBe(200);
    const known = await rows('79000000001');
    expect(known).toEqual([{ purpose: 'recovery', hasCode: false, attemptsLeft: 1, bound: true }]);
    expect(await rows('79008880001')).toEqual([{ ...known[0], bound: false }]);
    // a gateway that fails (or is slow) for the registered phone does not show in the answer
    const { createMessages } = await import('../adapters/messages');
    const gw = await testApp({ messages: createMessages({ smsUrl: 'http://127.0.0.1:9/sms' }) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const a = await gw.post('/api/auth/recovery-phone', { phone: '79000000001' }, from());
      const b = await gw.post('/api/auth/recovery-phone', { phone: '79008880002' }, from());
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body).toEqual(b.body);
      await eventually(async () => logged.mock.calls.length, (n) => n > 0);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[messages\] sms: /));
    } finally {
      logged.mockRestore();
      await gw.close();
    }
  });

  it('the link sends a new password by SMS once, ends every session and confirms the phone', async () => {
    const phone = '79000000003';
    const before = await signIn(phone);
    await t.db.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.phone, phone));
    await t.db.delete(rateEvents).where(eq(rateEvents.key, phone));
    const params = linkParams((await recoveryLink(phone, () => t.post('/api/auth/recovery-phone', { phone }, from()))).link!);
    const path = `/api/customers/${params.get('recoveryid')}/recovery-confirm?sessid=${params.get('sessid')}`;
    const res = await t.get(path);
    expect(contract(AuthResult, res.body)).toEqual({ result: true, message: 'Новый пароль отправлен в смс.' });
    const password = /Ваш новый пароль: (\S+)/.exec((await latest(`phone=${phone}`)).text)![1];
    expect((await t.post('/api/auth/signin-phone', { phone, password: 'demo12345' }, from())).status).toBe(401);
    const after = await signIn(phone, password);
    expect(contract(Customer, (await t.get('/api/customers/me', { Authorization: `Bearer ${after.token}` })).body).isPhoneConfirmed).toBe(true);
    expectError(await t.post('/api/auth/signin-refresh-token', { refreshToken: before.refreshToken }, from()), 401);
    // single use
    expectError(await t.get(path), 404);
  });

  it('refuses an expired link, a wrong sessid and another customer’s id with 404', async () => {
    const phone = '79000000002';
    const params = linkParams((await recoveryLink(phone, () => t.post('/api/auth/recovery-phone', { phone }, from()))).link!);
    const id = params.get('recoveryid');
    const sessid = params.get('sessid')!;
    expectError(await t.get(`/api/customers/${id}/recovery-confirm?sessid=wrong`), 404);
    expectError(await t.get(`/api/customers/${await idOf('79000000001')}/recovery-confirm?sessid=${sessid}`), 404);
    await t.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.tokenHash, sha256(sessid)));
    const res = await t.get(`/api/customers/${id}/recovery-confirm?sessid=${sessid}`);
    expectError(res, 404);
    expect(res.body['hydra:description']).toBe('Ссылка недействительна или устарела.');
    expectError(await t.get(`/api/customers/${id}/recovery-confirm`), 400);
  });
});

describe('phone confirmation of a signed-in customer', () => {
  it('sends a code, counts wrong ones down and confirms with the right one', async () => {
    const phone = '79000000011';
    const id = await idOf(phone);
    await t.db.update(customers).set({ isPhoneConfirmed: false }).where(eq(customers.id, id));
    const headers = await auth(phone, 'admin12345');
    const sent = contract(CodeSent, (await t.post(`/api/customers/${id}/phone-confirmation`, {}, headers)).body);
    const { code } = await latest(`phone=${phone}`);
    const wrong = await t.post(`/api/customers/${id}/phone-confirmation-code`, { confirmToken: sent.confirmToken, smsCode: code === '999999' ? '000000' : '999999' }, headers);
    expect(contract(CodeError, wrong.body).attemptsLeft).toBe(2);
    const right = await t.post(`/api/customers/${id}/phone-confirmation-code`, { confirmToken: sent.confirmToken, smsCode: code }, headers);
    expect(contract(AuthResult, right.body)).toEqual({ result: true, message: 'Телефон подтверждён.' });
    expect((await t.get('/api/customers/me', headers)).body.isPhoneConfirmed).toBe(true);
    const again = await t.post(`/api/customers/${id}/phone-confirmation`, {}, headers);
    expectError(again, 400);
    expect(again.body['hydra:description']).toBe('Телефон уже подтверждён.');
  });
});

describe('email confirmation link (GET /api/customers/{id}/confirm)', () => {
  it('confirms the email once', async () => {
    const phone = '79000000001';
    const id = await idOf(phone);
    await t.db.update(customers).set({ isEmailConfirmed: false }).where(eq(customers.id, id));
    // the recovery test above sent this address a link a moment ago: one message a minute
    await t.db.delete(rateEvents).where(eq(rateEvents.key, 'card@example.ru'));
    const headers = await auth(phone);
    expect(contract(RecoverySent, (await t.post(`/api/customers/${id}/email-confirmation`, {}, headers)).body).resendTime).toBe(60);
    const message = await latest('email=card@example.ru');
    expect(message).toMatchObject({ channel: 'email', email: 'card@example.ru', phone: null });
    const params = linkParams(message.link!);
    expect(params.get('confirmid')).toBe(String(id));
    const path = `/api/customers/${id}/confirm?sessid=${params.get('sessid')}`;
    expect(contract(AuthResult, (await t.get(path)).body).result).toBe(true);
    expect((await t.get('/api/customers/me', headers)).body.isEmailConfirmed).toBe(true);
    expectError(await t.get(path), 404);
    expectError(await t.post(`/api/customers/${id}/email-confirmation`, {}, headers), 400);
  });
});
