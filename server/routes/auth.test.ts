// POST /api/auth/*: sign-in, registration by SMS code, refresh and sign-out, the limits. Codes are read
// from GET /api/dev/outbox as the storefront's end-to-end tests read them.
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { AuthTokens, CodeError, CodeSent, Customer, HydraError, hydraCollection, OutboxMessage } from '../../contract';
import { oneTimeCodes, rateEvents, refreshTokens } from '../db/schema';
import { ACCOUNT_FREE_FAILURES } from '../../domain/sign-in-delay';
import { sha256 } from '../services/auth/tokens';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

// every test asks from its own addresses: the per-address limits of one test never touch another
let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.1.${Math.floor(++ip / 250)}.${ip % 250}`, ...headers });
const Outbox = hydraCollection(OutboxMessage);
const outbox = async (query: string) => contract(Outbox, (await t.get(`/api/dev/outbox?${query}`)).body)['hydra:member'];
const me = (token: string) => t.get('/api/customers/me', { Authorization: `Bearer ${token}` });
let phones = 0;
/** A phone no other test uses. */
const newPhone = () => `7901${String(++phones).padStart(7, '0')}`;
const signup = (phone: string, headers = from()) => t.post('/api/auth/signup-phone', {
  phone, password: 'secret-12', confirmPassword: 'secret-12', name: 'Иван Петров', agreement: true,
}, headers);

describe('POST /api/auth/signin-phone and /signin', () => {
  it('signs in by phone, as typed in the mask too, and the token opens /api/customers/me', async () => {
    const res = await t.post('/api/auth/signin-phone', { phone: '+7 (900) 000-00-01', password: 'demo12345' }, from());
    expect(res.status).toBe(200);
    const tokens = contract(AuthTokens, res.body);
    const customer = contract(Customer, (await me(tokens.token)).body);
    expect(customer).toMatchObject({ phone: '79000000001', login: '79000000001', hasCard: true, isPhoneConfirmed: true, isAdmin: false });
    expect(customer.card).toMatch(/^\d{13}$/);
  });

  it('signs in by email, whatever its case', async () => {
    const res = await t.post('/api/auth/signin', { login: 'Card@Example.RU', password: 'demo12345' }, from());
    expect(res.status).toBe(200);
    const customer = contract(Customer, (await me(contract(AuthTokens, res.body).token)).body);
    expect(customer.email).toBe('card@example.ru');
  });

  it('issues a 15-minute HS256 JWT whose subject is the customer and which carries no roles', async () => {
    const { token } = (await t.post('/api/auth/signin-phone', { phone: '79000000010', password: 'admin12345' }, from())).body;
    const claims = decodeJwt(token);
    const customer = contract(Customer, (await me(token)).body);
    expect(claims.sub).toBe(String(customer.id));
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'iss', 'jti', 'sid', 'sub']);
  });

  it('answers a wrong password and an unknown login alike: 401, never saying which part was wrong', async () => {
    const wrong = await t.post('/api/auth/signin-phone', { phone: '79000000001', password: 'nope-nope' }, from());
    const unknown = await t.post('/api/auth/signin-phone', { phone: '79999999999', password: 'demo12345' }, from());
    expectError(wrong, 401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const wrongEmail = await t.post('/api/auth/signin', { login: 'card@example.ru', password: 'nope-nope' }, from());
    const unknownEmail = await t.post('/api/auth/signin', { login: 'nobody@example.ru', password: 'demo12345' }, from());
    expectError(wrongEmail, 401);
    expect(unknownEmail.body).toEqual(wrongEmail.body);
  });

  it('refuses bad bodies with Russian violations on their fields', async () => {
    const empty = await t.post('/api/auth/signin-phone', { phone: '', password: '' }, from());
    expectError(empty, 422);
    expect(empty.body.violations).toEqual(expect.arrayContaining([
      { propertyPath: 'phone', message: 'Обязательное поле' }, { propertyPath: 'password', message: 'Обязательное поле' },
    ]));
    const short = await t.post('/api/auth/signin', { login: 'a', password: 'b' }, from());
    expect(short.body.violations).toEqual([
      { propertyPath: 'login', message: 'Минимальная длина 2' }, { propertyPath: 'password', message: 'Минимальная длина 2' },
    ]);
    const phone = await t.post('/api/auth/signin-phone', { phone: '12345', password: 'demo12345' }, from());
    expect(phone.body.violations).toEqual([{ propertyPath: 'phone', message: 'Введите номер телефона в формате +7 (9xx) xxx-xx-xx' }]);
    expectError(await t.post('/api/auth/signin', '{"login":', from()), 400);
  });
});

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after 5 failures of one login from one address in 15 minutes, even to the right password', async () => {
    const headers = from();
    for (let i = 0; i < 5; i++) {
      expect((await t.post('/api/auth/signin-phone', { phone: '79000000002', password: `wrong-${i}` }, headers)).status).toBe(401);
    }
    const blocked = await t.post('/api/auth/signin-phone', { phone: '79000000002', password: 'demo12345' }, headers);
    expectError(blocked, 429);
    expect(blocked.body['hydra:description']).toMatch(/Слишком много неудачных попыток входа\. Повторите через \d+ мин\./);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // other logins are not affected
    expect((await t.post('/api/auth/signin-phone', { phone: '79000000001', password: 'demo12345' }, headers)).status).toBe(200);
    // once the failures age out of the window, the login works again
    await t.db.update(rateEvents).set({ at: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(rateEvents.key, `phone:79000000002@${headers['X-Forwarded-For']}`));
    expect((await t.post('/api/auth/signin-phone', { phone: '79000000002', password: 'demo12345' }, headers)).status).toBe(200);
  });

  it("never locks the owner out: failures from other addresses leave the owner's right password working", async () => {
    for (let a = 0; a < 3; a++) {
      const attacker = from();
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push((await t.post('/api/auth/signin-phone', { phone: '79000000003', password: `guess-${i}` }, attacker)).status);
      expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    }
    expect((await t.post('/api/auth/signin-phone', { phone: '79000000003', password: 'demo12345' }, from())).status).toBe(200);
  });

  it('counts an attempt before the password is checked: of 40 wrong passwords sent at once, at most 5 are checked', async () => {
    const headers = from();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      t.post('/api/auth/signin-phone', { phone: '79007770001', password: `wrong-${i}` }, headers)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('holds the per-address limit for guesses sent at once too: at most 20 of 40 logins are checked', async () => {
    const headers = from();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      t.post('/api/auth/signin', { login: `rush${i}@example.ru`, password: 'x1' }, headers)));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(20);
  });

  it('answers 429 to an address after 20 failures, whatever logins they tried', async () => {
    const headers = from();
    for (let i = 0; i < 20; i++) {
      expect((await t.post('/api/auth/signin', { login: `guess${i}@example.ru`, password: 'x1' }, headers)).status).toBe(401);
    }
    expectError(await t.post('/api/auth/signin-phone', { phone: '79000000001', password: 'demo12345' }, headers), 429);
    expect((await t.post('/api/auth/signin-phone', { phone: '79000000001', password: 'demo12345' }, from())).status).toBe(200);
  });

  it('slows guesses on one account from many addresses, with a growing wait, and lets the owner in once it passes', async () => {
    const guess = (i: number) => t.post('/api/auth/signin-phone', { phone: '79000000005', password: `botnet-${i}` }, from());
    const account = and(eq(rateEvents.bucket, 'signin-fail-account'), eq(rateEvents.key, 'phone:79000000005'));
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await guess(i)).status).toBe(401);
    // the failures as if sent this instant (argon2 makes each take most of a second here)
    await t.db.update(rateEvents).set({ at: new Date() }).where(account);
    const slowed = await guess(100);
    expectError(slowed, 429);
    expect(slowed.body['hydra:description']).toBe('Слишком много неудачных попыток войти в этот аккаунт. Повторите через 1 с.');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await guess(101)).status).toBe(401);
    await t.db.update(rateEvents).set({ at: new Date() }).where(account);
    const longer = await guess(102);
    expectError(longer, 429);
    expect(Number(longer.headers.get('retry-after'))).toBe(2);
    // the wait over, the owner's right password signs in
    await t.db.update(rateEvents).set({ at: new Date(Date.now() - 3000) }).where(account);
    expect((await t.post('/api/auth/signin-phone', { phone: '79000000005', password: 'demo12345' }, from())).status).toBe(200);
  });

  it('does not count a successful sign-in against its address', async () => {
    const headers = from();
    for (let i = 0; i < 25; i++) {
      expect((await t.post('/api/auth/signin-phone', { phone: '79000000001', password: 'demo12345' }, headers)).status).toBe(200);
    }
  });
});

describe('registration: POST /api/auth/signup-phone and /signup-phone-code', () => {
  it('sends a 6-digit code, and the right one creates a confirmed customer who is signed in', async () => {
    const phone = newPhone();
    const sent = contract(CodeSent, (await signup(phone)).body);
    expect(sent).toMatchObject({ resendTime: 60, attemptsLeft: 3 });
    const [message] = await outbox(`phone=${phone}`);
    expect(message).toMatchObject({ channel: 'sms', phone, email: null });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    // the code as the mask writes it: 'xxx xxx'
    const smsCode = `${message.code!.slice(0, 3)} ${message.code!.slice(3)}`;
    const res = await t.post('/api/auth/signup-phone-code', { confirmToken: sent.confirmToken, smsCode }, from());
    expect(res.status).toBe(200);
    const customer = contract(Customer, (await me(contract(AuthTokens, res.body).token)).body);
    expect(customer).toMatchObject({ phone, name: 'Иван Петров', isPhoneConfirmed: true, hasCard: false, card: null, deliveryAddresses: [] });
    // the new password signs in; the code was single use
    expect((await t.post('/api/auth/signin-phone', { phone, password: 'secret-12' }, from())).status).toBe(200);
    const again = await t.post('/api/auth/signup-phone-code', { confirmToken: sent.confirmToken, smsCode: message.code }, from());
    expect(contract(CodeError, again.body).attemptsLeft).toBe(0);
  });

  it('counts wrong codes down, and at 0 attempts the confirmToken is dead even for the right code', async () => {
    const phone = newPhone();
    const { confirmToken } = (await signup(phone)).body;
    const [{ code }] = await outbox(`phone=${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.post('/api/auth/signup-phone-code', { confirmToken, smsCode: wrong }, from());
    expectError(first, 400);
    expect(contract(CodeError, first.body)).toMatchObject({ attemptsLeft: 2, violations: [{ propertyPath: 'smsCode', message: 'Неправильный смс-код' }] });
    expect((await t.post('/api/auth/signup-phone-code', { confirmToken, smsCode: wrong }, from())).body.attemptsLeft).toBe(1);
    const third = await t.post('/api/auth/signup-phone-code', { confirmToken, smsCode: wrong }, from());
    expect(third.body.attemptsLeft).toBe(0);
    expect(third.body['hydra:description']).toMatch(/Зарегистрируйтесь заново/);
    const fourth = await t.post('/api/auth/signup-phone-code', { confirmToken, smsCode: code }, from());
    expectError(fourth, 400);
    expect(contract(CodeError, fourth.body).attemptsLeft).toBe(0);
    expect(fourth.body['hydra:description']).toMatch(/Зарегистрируйтесь заново/);
    expect((await t.post('/api/auth/signin-phone', { phone, password: 'secret-12' }, from())).status).toBe(401);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const phone = newPhone();
    const { confirmToken } = (await signup(phone)).body;
    const [{ code }] = await outbox(`phone=${phone}`);
    await t.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.tokenHash, sha256(confirmToken)));
    const res = await t.post('/api/auth/signup-phone-code', { confirmToken, smsCode: code }, from());
    expectError(res, 400);
    expect(res.body.attemptsLeft).toBe(0);
  });

  it('answers a registered phone exactly like a new one; its owner gets a notice by SMS, no code', async () => {
    const known = await signup('79000000002');
    const fresh = await signup(newPhone());
    expect(known.status).toBe(200);
    expect(Object.keys(contract(CodeSent, known.body))).toEqual(Object.keys(fresh.body));
    expect({ ...known.body, confirmToken: '' }).toEqual({ ...fresh.body, confirmToken: '' });
    const [notice] = await outbox('phone=79000000002');
    expect(notice.code).toBeNull();
    expect(notice.text).toMatch(/уже зарегистрирован/);
    const res = await t.post('/api/auth/signup-phone-code', { confirmToken: known.body.confirmToken, smsCode: '123456' }, from());
    expect(contract(CodeError, res.body).attemptsLeft).toBe(2);
  });

  it('refuses a short or common new password with the form\'s words', async () => {
    const body = (password: string) => ({ phone: '79001234570', password, confirmPassword: password, name: 'Иван', agreement: true });
    const short = await t.post('/api/auth/signup-phone', body('abc1234'), from());
    expectError(short, 422);
    expect(short.body.violations).toEqual([{ propertyPath: 'password', message: 'Пароль должен быть не короче 8 символов.' }]);
    const common = await t.post('/api/auth/signup-phone', body('qwerty123'), from());
    expect(common.body.violations).toEqual([{ propertyPath: 'password', message: 'Этот пароль слишком распространён: его подберут первым. Придумайте другой.' }]);
  });

  it('checks the form as spec §5 says', async () => {
    const res = await t.post('/api/auth/signup-phone', {
      phone: '79001234567', password: 'secret-12', confirmPassword: 'secret-13', name: 'Иван', agreement: true,
    }, from());
    expectError(res, 422);
    expect(res.body.violations).toEqual([{ propertyPath: 'confirmPassword', message: 'Пароли не совпадают' }]);
    const bad = await t.post('/api/auth/signup-phone', { phone: '', password: 'x', confirmPassword: 'x', name: '', agreement: false }, from());
    expect(bad.body.violations).toEqual(expect.arrayContaining([
      { propertyPath: 'phone', message: 'Обязательное поле' },
      { propertyPath: 'password', message: 'Минимальная длина 2' },
      { propertyPath: 'name', message: 'Обязательное поле' },
      { propertyPath: 'agreement', message: 'Необходимо согласие на обработку персональных данных' },
    ]));
    const code = await t.post('/api/auth/signup-phone-code', { confirmToken: 'x', smsCode: '12345' }, from());
    expect(code.body.violations).toEqual([{ propertyPath: 'smsCode', message: 'Некорректный смс код' }]);
    const none = await t.post('/api/auth/signup-phone-code', { confirmToken: 'x', smsCode: '' }, from());
    expect(none.body.violations).toEqual([{ propertyPath: 'smsCode', message: 'Укажите код из смс сообщения' }]);
  });

  it('sends one code a minute and three per 15 minutes to a phone, answering 429 with Retry-After', async () => {
    const phone = newPhone();
    expect((await signup(phone)).status).toBe(200);
    const soon = await signup(phone);
    expectError(soon, 429);
    expect(soon.body['hydra:description']).toMatch(/Повторите через \d+ с\./);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(50);
    const age = () => t.db.update(rateEvents).set({ at: new Date(Date.now() - 2 * 60 * 1000) })
      .where(and(eq(rateEvents.bucket, 'message-target'), eq(rateEvents.key, phone)));
    await age();
    expect((await signup(phone)).status).toBe(200);
    await age();
    expect((await signup(phone)).status).toBe(200);
    await age();
    const fourth = await signup(phone);
    expectError(fourth, 429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('sends at most 10 codes an hour to one address, whatever the phones', async () => {
    const headers = from();
    for (let i = 0; i < 10; i++) expect((await signup(newPhone(), headers)).status).toBe(200);
    expectError(await signup(newPhone(), headers), 429);
    expect((await signup(newPhone(), from())).status).toBe(200);
  });
});

describe('POST /api/auth/signin-refresh-token and /signout', () => {
  const signIn = async () => contract(AuthTokens, (await t.post('/api/auth/signin-phone', { phone: '79000000001', password: 'demo12345' }, from())).body);
  const refresh = (refreshToken: string) => t.post('/api/auth/signin-refresh-token', { refreshToken }, from());

  it('rotates: a new pair for a refresh token, whose new access token works', async () => {
    const first = await signIn();
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const next = contract(AuthTokens, res.body);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await me(next.token)).status).toBe(200);
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { refreshToken } = await signIn();
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, refreshToken))).toEqual([]);
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken)))).toHaveLength(1);
  });

  it('revokes the whole family when a used refresh token comes back: the newer token stops working too', async () => {
    const first = await signIn();
    const second = contract(AuthTokens, (await refresh(first.refreshToken)).body);
    // used long enough ago not to be two requests of one browser racing
    await t.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.tokenHash, sha256(first.refreshToken)));
    const reuse = await refresh(first.refreshToken);
    expectError(reuse, 401);
    expectError(await refresh(second.refreshToken), 401);
  });

  it('answers a used token within 10 seconds (two requests refreshing at once) with the same pair again', async () => {
    const first = await signIn();
    const a = await refresh(first.refreshToken);
    const b = await refresh(first.refreshToken);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    // and reuse after that still revokes everything the family issued
    await t.db.update(refreshTokens).set({ usedAt: new Date(Date.now() - 60_000) }).where(eq(refreshTokens.tokenHash, sha256(first.refreshToken)));
    expectError(await refresh(first.refreshToken), 401);
    expectError(await refresh(a.body.refreshToken), 401);
  });

  it('answers 10 replays sent at once with one successor pair: a replay cannot start a second session', async () => {
    const first = await signIn();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refreshToken)));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const [{ familyId }] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(first.refreshToken)));
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    const live = family.filter((r) => !r.usedAt && !r.revokedAt);
    expect(family).toHaveLength(2);
    expect(live.map((r) => r.tokenHash)).toEqual([sha256(answers[0].body.refreshToken)]);
    expect((await me(answers[0].body.token)).status).toBe(200);
    expect((await refresh(answers[0].body.refreshToken)).status).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expectError(await refresh('not-a-token'), 401);
    const { refreshToken } = await signIn();
    await t.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    expectError(await refresh(refreshToken), 401);
  });

  it('signs out: the refresh token and its family stop working, other sessions do not', async () => {
    const first = await signIn();
    const other = await signIn();
    const second = contract(AuthTokens, (await refresh(first.refreshToken)).body);
    const res = await t.post('/api/auth/signout', { refreshToken: second.refreshToken }, from());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: true, message: 'Вы вышли из аккаунта.' });
    expectError(await refresh(second.refreshToken), 401);
    expect((await refresh(other.refreshToken)).status).toBe(200);
    // an unknown token signs out just as well
    expect((await t.post('/api/auth/signout', { refreshToken: 'unknown' }, from())).status).toBe(200);
  });
});

describe('the outbox', () => {
  it('lists the latest messages to a phone newest first, and wants a phone or an email', async () => {
    const phone = newPhone();
    await signup(phone);
    await t.db.update(rateEvents).set({ at: new Date(Date.now() - 2 * 60 * 1000) }).where(eq(rateEvents.key, phone));
    await signup(phone);
    const messages = await outbox(`phone=${phone}`);
    expect(messages).toHaveLength(2);
    expect(messages[0].createdAt >= messages[1].createdAt).toBe(true);
    expectError(await t.get('/api/dev/outbox'), 400);
    contract(HydraError, (await t.get('/api/dev/outbox?phone=1&email=a@b.ru')).body);
  });

  it('is not there (404) once a real gateway is configured, and a failing gateway answers 503', async () => {
    const { createMessages } = await import('../adapters/messages');
    const gw = await testApp({ messages: createMessages({ smsUrl: 'http://127.0.0.1:9/sms' }) });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expectError(await gw.get('/api/dev/outbox?phone=79000000001'), 404);
      expectError(await signupOn(gw, newPhone()), 503);
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[messages\] sms: /));
    } finally {
      logged.mockRestore();
      await gw.close();
    }
  });
});

const signupOn = (app: TestApp, phone: string) => app.post('/api/auth/signup-phone', {
  phone, password: 'secret-12', confirmPassword: 'secret-12', name: 'Иван Петров', agreement: true,
}, from());

describe('captcha', () => {
  it('with SmartCaptcha configured, a missing or rejected token answers 400 on captchaToken; a good one passes', async () => {
    const { smartCaptcha } = await import('../adapters/captcha');
    const asked: string[] = [];
    const fakeFetch = (async (_url: string, init: { body: URLSearchParams }) => {
      const token = init.body.get('token')!;
      asked.push(token);
      return new Response(JSON.stringify({ status: token === 'good' ? 'ok' : 'failed' }), { status: 200 });
    }) as unknown as typeof fetch;
    const app = await testApp({ captcha: smartCaptcha('server-key', fakeFetch) });
    try {
      const body = { phone: '79000000001', password: 'demo12345' };
      const missing = await app.post('/api/auth/signin-phone', body, from());
      expectError(missing, 400);
      expect(missing.body.violations).toEqual([{ propertyPath: 'captchaToken', message: 'Подтвердите, что вы не робот.' }]);
      expectError(await app.post('/api/auth/signin-phone', { ...body, captchaToken: 'bad' }, from()), 400);
      expect((await app.post('/api/auth/signin-phone', { ...body, captchaToken: 'good' }, from())).status).toBe(200);
      expect(asked).toEqual(['bad', 'good']);
    } finally {
      await app.close();
    }
  });
});
