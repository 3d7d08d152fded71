// Sessions end at once (issue 35): an access token of a session that was signed out, or revoked by
// another API process, is refused on its next request rather than when it expires, and the event
// streams of that session close; one customer holds at most STREAMS_PER_CUSTOMER streams of a kind.
import { eq } from 'drizzle-orm';
import { AuthTokens } from '../../contract';
import { customers, refreshTokens } from '../db/schema';
import { EVENTS } from './account';
import { SESSION_CHECK_MS, STREAMS_PER_CUSTOMER } from '../services/auth/sessions';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

jest.setTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  EVENTS.pollMs = 100;
});
// streams a test leaves open poll the database until they are cancelled: cancelled before it closes
const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];
afterAll(async () => {
  await Promise.all(readers.map((r) => r.cancel().catch(() => undefined)));
  await t.close();
});

let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.11.0.${++ip}`, ...headers });
async function signIn(phone: string) {
  const tokens = contract(AuthTokens, (await t.post('/api/auth/signin-phone', { phone, password: 'demo12345' }, from())).body);
  return { ...tokens, headers: from({ Authorization: `Bearer ${tokens.token}` }) };
}
const idOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0].id;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens the customer's order-status stream; `ended()` resolves true when the server closes it within `ms`. */
async function openEvents(id: number, headers: Record<string, string>) {
  const res = await t.app.request(`/api/customers/${id}/orders/events`, { headers });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  readers.push(reader);
  let text = '';
  const ready = async () => {
    while (!text.includes('event: ready')) {
      const { value, done } = await reader.read();
      if (done) return;
      text += new TextDecoder().decode(value);
    }
  };
  await ready();
  const ended = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const read = await Promise.race([reader.read(), sleep(deadline - Date.now()).then(() => null)]);
      if (read === null) break;
      if (read.done) return true;
    }
    await reader.cancel();
    return false;
  };
  return { ended };
}

describe('a session that ends', () => {
  it('refuses its access token at once after sign-out; another session of the customer goes on', async () => {
    const a = await signIn('79000000001');
    const b = await signIn('79000000001');
    expect((await t.get('/api/customers/me', a.headers)).status).toBe(200);
    expect((await t.post('/api/auth/signout', { refreshToken: a.refreshToken }, from())).status).toBeLessThan(300);
    const after = await t.get('/api/customers/me', a.headers);
    expectError(after, 401);
    expect(after.body['hydra:description']).toMatch(/Войдите снова/);
    expect((await t.get('/api/customers/me', b.headers)).status).toBe(200);
  });

  it('refuses a token whose session another API process revoked within the check interval', async () => {
    const a = await signIn('79000000002');
    expect((await t.get('/api/customers/me', a.headers)).status).toBe(200);
    // another process's revocation: only the database knows
    await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.customerId, await idOf('79000000002')));
    await sleep(SESSION_CHECK_MS + 100);
    expectError(await t.get('/api/customers/me', a.headers), 401);
  });

  it('closes the order-status stream of a signed-out session', async () => {
    const a = await signIn('79000000003');
    const stream = await openEvents(await idOf('79000000003'), a.headers);
    expect((await t.post('/api/auth/signout', { refreshToken: a.refreshToken }, from())).status).toBeLessThan(300);
    expect(await stream.ended(SESSION_CHECK_MS * 3)).toBe(true);
  });
});

describe('event streams per customer', () => {
  it(`keeps at most ${STREAMS_PER_CUSTOMER}: the next closes the oldest`, async () => {
    const a = await signIn('79000000001');
    const id = await idOf('79000000001');
    const open = [];
    for (let i = 0; i < STREAMS_PER_CUSTOMER; i++) open.push(await openEvents(id, a.headers));
    const newest = await openEvents(id, a.headers);
    expect(await open[0].ended(3000)).toBe(true);
    expect(await open[1].ended(300)).toBe(false);
    expect(await newest.ended(300)).toBe(false);
  });
});
