// The outbox across real API processes (server/main.ts as child processes): a process killed after
// an order change committed but before its webhook went out leaves it to the next start, which sends
// it once; and two processes on one PostgreSQL share the work (each webhook sent once) and the live
// updates (a change made through one reaches an event stream held open on the other within 2 s).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../db/client';
import { env } from '../env';
import { apiAnswers, serverUrl } from '../test/harness';
import { templateDbName, templateFile } from '../test/template';

jest.setTimeout(180_000);

const SECRET = 'assembly-secret-for-the-tests';
type Hit = { eventId: string; body: string };
let receiver: Server;
let hits: Hit[] = [];
const children = new Set<ChildProcess>();

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as AddressInfo;
    s.close(() => resolve(port));
  });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts server/main.ts on `db` (DATABASE_URL or DATA_DIR) and waits for /health. */
async function startApi(db: Record<string, string>, extra: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'server/main.ts')], {
    cwd: process.cwd(), stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', API_PORT: String(port), JWT_SECRET: 'a-jwt-secret-shared-by-the-test-processes',
      ASSEMBLY_WEBHOOK_URL: `${serverUrl(receiver)}/hook`, ASSEMBLY_WEBHOOK_SECRET: SECRET, ...db, ...extra,
    },
  });
  let err = '';
  child.stderr!.on('data', (d) => { err += d; });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  await apiAnswers(child, base, () => err, 120_000);
  return { child, base };
}
const kill = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null) { resolve(); return; }
  child.once('exit', () => resolve());
  child.kill('SIGKILL');
});

async function call(base: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: {
      'API-CONSUMER': 'site', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(method !== 'GET' ? { 'Idempotency-Key': randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const signInAdmin = async (base: string) => (await call(base, 'POST', '/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' })).body.token as string;
/** Ids of the demo orders in status new of the site (cash, so no payment is involved). */
async function newOrders(base: string, token: string): Promise<number[]> {
  const res = await call(base, 'GET', '/api/orders?status=0', undefined, token);
  return (res.body['hydra:member'] as { id: number; source: string; cashType: number }[])
    .filter((o) => o.source === 'site' && o.cashType !== 1).map((o) => o.id);
}
async function waitFor(ready: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!ready() && Date.now() < until) await sleep(50);
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => { body += d; });
    req.on('end', () => {
      hits.push({ eventId: String(req.headers['x-webhook-id']), body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  await Promise.all([...children].map(kill));
  await new Promise((r) => receiver.close(r));
});
beforeEach(() => { hits = []; });

/** A database of the test template for child processes: a PostgreSQL clone, or a PGlite data folder. */
async function database(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (env.DATABASE_URL) {
    const name = `shop_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = await openPostgres(env.DATABASE_URL);
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${templateDbName}`));
    const u = new URL(env.DATABASE_URL);
    u.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: u.toString() },
      drop: async () => {
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        await admin.close();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-pglite-'));
  const h = await openPglite(path.join(dir, 'db'), new Blob([fs.readFileSync(templateFile())]));
  await h.close();
  return { env: { DATA_DIR: path.join(dir, 'db') }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

it('a process killed between the commit and the webhook leaves it to the next start, which sends it once', async () => {
  const db = await database();
  try {
    const paused = await startApi(db.env, { WEBHOOKS_PAUSED: '1' });
    const token = await signInAdmin(paused.base);
    const [id] = await newOrders(paused.base, token);
    expect((await call(paused.base, 'PUT', `/api/orders/${id}/status`, { status: 1 }, token)).status).toBe(200);
    await sleep(1500);
    expect(hits).toHaveLength(0);
    await kill(paused.child);

    const next = await startApi(db.env);
    await waitFor(() => hits.length > 0, 15_000);
    await sleep(2500);
    expect(hits.map((h) => JSON.parse(h.body).order.id)).toEqual([id]);
    expect(JSON.parse(hits[0].body)).toMatchObject({ event: 1, id: Number(hits[0].eventId) });
    await kill(next.child);
  } finally {
    await db.drop();
  }
});

(env.DATABASE_URL ? it : it.skip)('two processes on one PostgreSQL: each webhook goes out once, and a change through one is live on the other', async () => {
  const db = await database();
  try {
    const [a, b] = await Promise.all([startApi(db.env), startApi(db.env)]);
    const token = await signInAdmin(a.base);
    // the back office's stream, held open on b
    const stream = await fetch(`${b.base}/api/orders/events`, { headers: { 'API-CONSUMER': 'site', Authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let seen = '';
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        seen += new TextDecoder().decode(value);
      }
    })().catch(() => undefined);
    await waitFor(() => seen.includes('event: ready'), 5_000);

    const ids = (await newOrders(a.base, token)).slice(0, 4);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const started = Date.now();
    expect((await call(a.base, 'PUT', `/api/orders/${ids[0]}/status`, { status: 1 }, token)).status).toBe(200);
    await waitFor(() => seen.includes(`"id":${ids[0]},`), 2_000);
    expect(seen).toContain(`"id":${ids[0]},`);
    expect(Date.now() - started).toBeLessThan(2_000);

    for (const [k, id] of ids.slice(1).entries()) {
      expect((await call(k % 2 ? a.base : b.base, 'PUT', `/api/orders/${id}/status`, { status: 1 }, token)).status).toBe(200);
    }
    await waitFor(() => hits.length >= ids.length, 15_000);
    await sleep(3000);
    expect(hits.map((h) => JSON.parse(h.body).order.id).sort()).toEqual([...ids].sort());
    expect(new Set(hits.map((h) => h.eventId)).size).toBe(ids.length);
    await reader.cancel();
    await Promise.all([kill(a.child), kill(b.child)]);
  } finally {
    await db.drop();
  }
});
