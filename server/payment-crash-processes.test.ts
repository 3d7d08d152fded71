// The fault matrix's last column (issue 36): the API process killed (SIGKILL) between the bank's action
// and the shop's commit, on a real process (server/main.ts as a child, demo mode, the sandbox bank it
// serves). The sandbox's 'crash' fault lets the bank act, then kills the process before the answer is
// read: the pending operation (or, for a registration, the order and its key) is committed, the bank
// has acted, the second transaction never ran. After a restart on the same database, the admin's retry
// with the same Idempotency-Key (or «Проверить оплату», or the shopper's retry) settles it, and the
// bank's captured and refunded sums equal the order's, exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import { ORDER_STATUS as S, PAYMENT_STATUS as P } from '../contract/limits';
import { shopToday } from '../domain/shop-day';
import { openPglite, openPostgres, type DbHandle } from './db/client';
import { env } from './env';
import { STALE_MS } from './lib/idempotency';
import { freePort } from '../scripts/stack';
import { apiAnswers, testApp } from './test/harness';
import { templateDbName, templateFile } from './test/template';
import { NOW, from, newKey, payload, plentiful, resetNow, setNow, signIn } from './test/order-fixtures';

jest.setTimeout(300_000);

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const clean of cleanups.reverse()) await clean();
  resetNow();
});


/** A copy of the seeded template the child can open: a PostgreSQL database on DATABASE_URL's server, else a PGlite folder. */
async function database(): Promise<{ childEnv: Record<string, string>; open: () => Promise<DbHandle> }> {
  if (env.DATABASE_URL) {
    const name = `shop_test_crash_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = await openPostgres(env.DATABASE_URL);
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${templateDbName}`));
    cleanups.push(async () => {
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    });
    const u = new URL(env.DATABASE_URL);
    u.pathname = `/${name}`;
    return { childEnv: { DATABASE_URL: u.toString() }, open: () => openPostgres(u.toString()) };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
  cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
  const dir = path.join(folder, 'pglite');
  return { childEnv: { DATA_DIR: dir }, open: () => openPglite(dir, new Blob([fs.readFileSync(templateFile())])) };
}

type Api = { base: string; exited: Promise<NodeJS.Signals | number | null> };
async function startApi(childEnv: Record<string, string>): Promise<Api> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'server/main.ts')], {
    cwd: process.cwd(), env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...childEnv }, stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => { children.delete(child); resolve(signal ?? code); }));
  let err = '';
  child.stderr!.on('data', (d) => { err += d; });
  const base = `http://127.0.0.1:${childEnv.API_PORT}`;
  await apiAnswers(child, base, () => err, 180_000);
  return { base, exited };
}

async function call(api: Api, method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.base}${p}`, {
    method,
    headers: { 'API-CONSUMER': 'site', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The request the bank's crash cuts: no answer ever comes, and the process ends by SIGKILL. */
async function killedBy(api: Api, send: () => Promise<unknown>) {
  await expect(send()).rejects.toThrow();
  expect(await api.exited).toBe('SIGKILL');
}

const gatewayIdOf = (formUrl: string) => /\/payment-sandbox\/([0-9a-f-]{36})$/.exec(formUrl)![1];
type Held = { id: number; gatewayId: string };

describe('a kill -9 of the API between the bank\'s action and the commit', () => {
  it('deposit, reverse, refund and register each end settled once after a restart', async () => {
    const db = await database();
    const childEnv = {
      ...db.childEnv, SHOP_MODE: 'demo', API_PORT: String(await freePort()),
      JWT_SECRET: 'the-jwt-secret-of-the-crash-test-processes', WEBHOOKS_PAUSED: '1',
    };

    // in process, on the same database: three orders the bank holds (one out for delivery, one new,
    // one closed) and an online order's payload for tomorrow by the shop's clock, which the child keeps
    setNow(NOW);
    const t = await testApp({}, { database: await db.open() });
    const anna = await signIn(t, '79000000001');
    const signin = await t.post('/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' }, from());
    const siteAdmin = from({ Authorization: `Bearer ${signin.body.token}` });
    const dear = await plentiful(t, 1, { dear: true });
    let n = 0;
    const held = async (steps: readonly number[]): Promise<Held> => {
      const body = await payload(t, { customerId: anna.id, items: [{ id: dear[n++].id, quantity: 1 }], cash: 1, time: '20:00-22:00' });
      const res = await t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': newKey() });
      expect([res.status, res.body['hydra:description']]).toEqual([201, undefined]);
      const gatewayId = gatewayIdOf(res.body.paymentFormUrl);
      expect((await t.post(`/api/payments/sandbox/${gatewayId}/pay`)).status).toBe(200);
      for (const to of steps) expect((await t.put(`/api/orders/${res.body.id}/status`, { status: to }, siteAdmin)).status).toBe(200);
      return { id: res.body.id, gatewayId };
    };
    const toDeliver = [S.open, S.assembling, S.assembled, S.inDelivery];
    const toClose = await held(toDeliver);
    const toAnnul = await held([]);
    const toRefund = await held([...toDeliver, S.closed]);
    resetNow();
    const tomorrow = dayjs(shopToday()).add(1, 'day').format('YYYY/MM/DD');
    const online = await payload(t, { customerId: anna.id, items: [{ id: dear[n++].id, quantity: 1 }], cash: 1, date: tomorrow, time: '20:00-22:00' });
    await t.close();

    let api = await startApi(childEnv);
    // the in-process app signed with a key of its own: the child's tokens come from the child
    const admin = await call(api, 'POST', '/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' });
    const daria = { Authorization: `Bearer ${admin.body.token}` };
    const bank = async (gatewayId: string) => (await call(api, 'GET', `/api/dev/bank/orders/${gatewayId}`)).body.paymentAmountInfo as
      { approvedAmount: number; depositedAmount: number; refundedAmount: number };
    const order = async (id: number) => (await call(api, 'GET', `/api/orders/${id}`, undefined, daria)).body;
    const crash = async (operation: string, send: () => Promise<unknown>) => {
      expect((await call(api, 'POST', '/api/dev/bank/faults', { operation, fault: 'crash', times: 1 })).status).toBe(204);
      await killedBy(api, send);
      api = await startApi(childEnv);
    };
    const kopecks = (roubles: number) => Math.round(roubles * 100);

    // register first: the order and its key were committed, the bank registered, the answer never
    // came. Until the dead request's key is stale (STALE_MS) the shopper's retry is told to wait; the
    // other three crashes run meanwhile, and the retry is finished at the end.
    const signedIn = await call(api, 'POST', '/api/auth/signin-phone', { phone: '79000000001', password: 'demo12345' });
    const shopper = { Authorization: `Bearer ${signedIn.body.token}` };
    const mine = async () => (await call(api, 'GET', `/api/customers/${anna.id}/orders?page=1`, undefined, shopper)).body['hydra:totalItems'] as number;
    const before = await mine();
    const placeKey = newKey();
    const place = () => call(api, 'POST', '/api/orders', online, { ...shopper, 'Idempotency-Key': placeKey });
    await crash('register', place);
    const waiting = await place();
    expect([waiting.status, waiting.body['hydra:description']]).toEqual([409, expect.stringMatching(/ещё выполняется/)]);
    const crashedAt = Date.now();

    // deposit: the bank captured, the order still out for delivery with the operation awaiting the bank
    const closeKey = newKey();
    const close = () => call(api, 'PUT', `/api/orders/${toClose.id}/status`, { status: S.closed }, { ...daria, 'Idempotency-Key': closeKey });
    await crash('deposit', close);
    const captured = (await bank(toClose.gatewayId)).depositedAmount;
    expect(captured).toBeGreaterThan(0);
    expect(await order(toClose.id)).toMatchObject({ status: S.inDelivery, bankPending: { kind: 'deposit' } });
    // the admin's retry with the same key asks the bank instead of capturing again
    expect((await close()).status).toBe(200);
    const closed = await order(toClose.id);
    expect(closed).toMatchObject({ status: S.closed, bankPending: null });
    expect(kopecks(closed.chargedAmount)).toBe(captured);
    expect((await bank(toClose.gatewayId)).depositedAmount).toBe(captured);

    // reverse: the bank released the hold; the retry annuls the order without a second call
    const annulKey = newKey();
    const annul = () => call(api, 'POST', `/api/orders/${toAnnul.id}/cancel`, { reason: 'duplicate' }, { ...daria, 'Idempotency-Key': annulKey });
    await crash('reverse', annul);
    expect(await order(toAnnul.id)).toMatchObject({ status: S.new, bankPending: { kind: 'reverse' } });
    expect((await annul()).status).toBe(200);
    expect(await order(toAnnul.id)).toMatchObject({ status: S.annulled, payment: { status: P.reversed }, bankPending: null });
    expect(await bank(toAnnul.gatewayId)).toMatchObject({ depositedAmount: 0, refundedAmount: 0 });

    // refund: settled by «Проверить оплату» alone; the retry with the same key then refunds nothing more
    const refundKey = newKey();
    const refund = () => call(api, 'POST', `/api/orders/${toRefund.id}/payment-refund`, { amount: 7, comment: 'Недовес' }, { ...daria, 'Idempotency-Key': refundKey });
    await crash('refund', refund);
    expect((await bank(toRefund.gatewayId)).refundedAmount).toBe(700);
    expect(await order(toRefund.id)).toMatchObject({ bankPending: { kind: 'refund', amount: 7 } });
    expect((await call(api, 'GET', `/api/orders/${toRefund.id}/payment-check`, undefined, daria)).status).toBe(200);
    const refunded = await order(toRefund.id);
    expect(refunded).toMatchObject({ status: S.closed, bankPending: null });
    expect(kopecks(refunded.chargedAmount) - kopecks(refunded.refundable)).toBe(700);
    expect([200, 409]).toContain((await refund()).status);
    expect((await bank(toRefund.gatewayId)).refundedAmount).toBe(700);
    expect(kopecks(refunded.chargedAmount)).toBe((await bank(toRefund.gatewayId)).depositedAmount);

    // then it answers that one order with a form of its own, and the order is paid once
    await new Promise((r) => setTimeout(r, Math.max(0, STALE_MS + 1_000 - (Date.now() - crashedAt))));
    const placed = await place();
    expect([placed.status, placed.body.paymentFormUrl]).toEqual([201, expect.stringMatching(/\/payment-sandbox\//)]);
    expect(await mine()).toBe(before + 1);
    const again = await place();
    expect(again.body).toEqual(placed.body);
    expect((await call(api, 'POST', `/api/payments/sandbox/${gatewayIdOf(placed.body.paymentFormUrl)}/pay`)).status).toBe(200);
    expect((await order(placed.body.id)).payment).toMatchObject({ status: P.held });
    expect((await bank(gatewayIdOf(placed.body.paymentFormUrl))).approvedAmount).toBeGreaterThan(0);

    // a reconciliation of each afterwards (what the sweep runs) finds nothing left to change
    for (const o of [toClose, toAnnul, toRefund]) {
      const before = { order: await order(o.id), bank: await bank(o.gatewayId) };
      expect((await call(api, 'GET', `/api/orders/${o.id}/payment-check`, undefined, daria)).status).toBe(200);
      expect({ order: await order(o.id), bank: await bank(o.gatewayId) }).toEqual(before);
      expect(kopecks(before.order.chargedAmount ?? 0)).toBe(before.bank.depositedAmount);
    }
  });
});
