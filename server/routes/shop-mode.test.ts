// SHOP_MODE's behaviour inside the API (decisions 140, 142, 143): outside demo no /api/dev/* route,
// the outbox readable by site admins only (staging), the development webhook secret refused; the
// captcha fails closed per form when Yandex is away; no log line carries a message's text.
import { smartCaptcha } from '../adapters/captcha';
import { AuthTokens, OutboxMessage, hydraCollection } from '../../contract';
import { publishedDemoAccounts } from '../demo/seed/accounts';
import { customers } from '../db/schema';
import { env } from '../env';
import { hashPassword } from '../services/auth/passwords';
import { eq } from 'drizzle-orm';
import { signBody } from '../lib/webhook-signature';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.7.${Math.floor(++ip / 250)}.${ip % 250}`, ...headers });
const auth = async (app: TestApp, phone: string) => {
  const res = await app.post('/api/auth/signin-phone', { phone, password: 'admin12345' }, from());
  return { Authorization: `Bearer ${contract(AuthTokens, res.body).token}` };
};
let phones = 0;
const newPhone = () => `7902${String(++phones).padStart(7, '0')}`;
const signupBody = (phone: string) => ({ phone, password: 'secret-12', confirmPassword: 'secret-12', name: 'Иван Петров', agreement: true });

/** Runs `body` with SHOP_MODE set to `mode`, then puts it back. */
async function inMode<T>(mode: typeof env.SHOP_MODE, body: () => Promise<T>): Promise<T> {
  const was = env.SHOP_MODE;
  env.SHOP_MODE = mode;
  try {
    return await body();
  } finally {
    env.SHOP_MODE = was;
  }
}

describe('/api/dev/*', () => {
  it('is served in demo and answers 404 to every path in staging and production', async () => {
    const phone = newPhone();
    expect((await t.post('/api/auth/signup-phone', signupBody(phone), from())).status).toBe(200);
    expect((await t.get(`/api/dev/outbox?phone=${phone}`)).status).toBe(200);
    expect((await t.get('/api/dev/webhooks')).status).toBe(200);
    for (const mode of ['staging', 'production'] as const) {
      await inMode(mode, async () => {
        expectError(await t.get(`/api/dev/outbox?phone=${phone}`), 404);
        expectError(await t.get('/api/dev/webhooks'), 404);
        expectError(await t.post('/api/dev/partner-orders', { source: 'partner', shopId: 2 }), 404);
        expectError(await t.post('/api/dev/sandbox-payments', { orderNumber: 'X-1', amount: 100 }), 404);
      });
    }
  });
});

describe('GET /api/outbox (the back office\'s outbox page)', () => {
  const Outbox = hydraCollection(OutboxMessage);

  it('shows a site admin in staging the code a sign-up was sent, and nobody else', async () => {
    const phone = newPhone();
    await inMode('staging', async () => {
      expect((await t.post('/api/auth/signup-phone', signupBody(phone), from())).status).toBe(200);
      const site = await auth(t, '79000000011');
      const messages = contract(Outbox, (await t.get(`/api/outbox?phone=${phone}`, site)).body)['hydra:member'];
      expect(messages).toHaveLength(1);
      expect(messages[0].code).toMatch(/^\d{6}$/);
      expect(messages[0].text).toContain(messages[0].code!);
      // a shop admin, a customer and nobody: as if there were no such thing
      expectError(await t.get(`/api/outbox?phone=${phone}`, await auth(t, '79000000010')), 404);
      expectError(await t.get(`/api/outbox?phone=${phone}`), 401);
    });
  });

  it('is not there in production, nor once a real gateway is configured', async () => {
    const site = await auth(t, '79000000011');
    await inMode('production', async () => {
      expectError(await t.get('/api/outbox?phone=79000000001', site), 404);
    });
    const { createMessages } = await import('../adapters/messages');
    const gw = await testApp({ messages: createMessages({ smsUrl: 'http://127.0.0.1:9/sms' }) });
    try {
      expectError(await gw.get('/api/outbox?phone=79000000001', await auth(gw, '79000000011')), 404);
    } finally {
      await gw.close();
    }
  });
});

describe('inbound webhooks signed with the development secret', () => {
  it('are refused outside demo', async () => {
    const raw = JSON.stringify({ id: 'evt-dev', order: {} });
    const headers = { 'X-Webhook-Signature': signBody('local-webhook-secret', raw, new Date()), 'Content-Type': 'application/json' };
    // demo reads the body (and finds it wanting): the signature passed
    expect((await t.post('/api/webhooks/partners/aggregator', raw, headers)).status).toBe(422);
    await inMode('staging', async () => {
      const refused = await t.post('/api/webhooks/partners/aggregator', raw, headers);
      expectError(refused, 401);
      expect(refused.body['hydra:description']).toBe('Приём вебхуков не настроен: задайте секрет отправителя.');
    });
  });
});

describe('the outbox\'s log line', () => {
  it('names the channel and a masked recipient, never the text with its code', async () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => { lines.push(line); });
    const was = env.NODE_ENV;
    env.NODE_ENV = 'development';
    const phone = newPhone();
    try {
      expect((await t.post('/api/auth/signup-phone', signupBody(phone), from())).status).toBe(200);
    } finally {
      env.NODE_ENV = was;
      log.mockRestore();
    }
    const [message] = contract(hydraCollection(OutboxMessage), (await t.get(`/api/dev/outbox?phone=${phone}`)).body)['hydra:member'];
    expect(lines).toEqual([`[outbox] sms to 79…${phone.slice(-2)} queued`]);
    expect(lines.join('\n')).not.toContain(message.code!);
    expect(lines.join('\n')).not.toContain(phone);
  });
});

describe('the captcha while Yandex cannot be reached', () => {
  const down = (async () => { throw new Error('connect ECONNREFUSED'); }) as unknown as typeof fetch;

  it('refuses sign-up, recovery and card binding, and lets sign-in through (decision 143)', async () => {
    const app = await testApp({ captcha: smartCaptcha('server-key', down) });
    try {
      const signup = await app.post('/api/auth/signup-phone', { ...signupBody(newPhone()), captchaToken: 'any' }, from());
      expectError(signup, 400);
      expect(signup.body.violations).toEqual([{ propertyPath: 'captchaToken', message: 'Подтвердите, что вы не робот.' }]);
      expectError(await app.post('/api/auth/recovery-phone', { phone: '79000000002', captchaToken: 'any' }, from()), 400);
      const signin = await app.post('/api/auth/signin-phone', { phone: '79000000010', password: 'admin12345', captchaToken: 'any' }, from());
      expect(signin.status).toBe(200);
      const h = { Authorization: `Bearer ${contract(AuthTokens, signin.body).token}` };
      expectError(await app.post('/api/loyalty/signin', { card: '2000000000022', password: 'card12345', captchaToken: 'any' }, { ...from(), ...h }), 400);
    } finally {
      await app.close();
    }
  });

  it('also refuses when Yandex answers with a server error, as for an unreachable one', async () => {
    const failing = (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch;
    const captcha = smartCaptcha('server-key', failing);
    expect(await captcha.verify('any', '10.0.0.1')).toBe(false);
    expect(await captcha.verify('any', '10.0.0.1', 'pass')).toBe(true);
    expect(await smartCaptcha('server-key', down).verify('any', '10.0.0.1', 'refuse')).toBe(false);
  });
});

describe('publishedDemoAccounts (a demo database refused outside demo)', () => {
  it('names the demo accounts that still sign in with the README\'s passwords', async () => {
    const app = await testApp();
    try {
      expect(await publishedDemoAccounts(app.db)).toEqual(expect.arrayContaining(['79000000001', '79000000010', '79000000011']));
      await app.db.update(customers).set({ passwordHash: await hashPassword('a-new-secret-password') }).where(eq(customers.phone, '79000000011'));
      expect(await publishedDemoAccounts(app.db)).not.toContain('79000000011');
    } finally {
      await app.close();
    }
  });
});
