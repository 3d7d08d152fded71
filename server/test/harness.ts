// What an API test needs: a fresh copy of the seeded template and the app on top of it.
// `await testApp()` in beforeAll; `t.get('/api/…')` returns { status, body }.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { localCaptcha } from '../adapters/captcha';
import { createMessages } from '../adapters/messages';
import { folderStorage } from '../adapters/storage/folder';
import { createApp } from '../app';
import type { Services } from '../context';
import { openPglite, openPostgres, type DbHandle } from '../db/client';
import { templateDbName, templateFile } from './template';
import { listenOrderFeed } from '../services/orders/feed';
import { env } from '../env';
import { SANDBOX_BANK_PATH, sandboxPageUrl } from '../adapters/payment';
import { rbsGateway } from '../adapters/payment/rbs';
import { sandboxGateway } from '../adapters/payment/sandbox';
import { sandboxBank } from '../adapters/payment/sandbox-bank';

export type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * A fetch answered by the app itself (the sandbox bank's REST face), with fetch's own abort: the
 * caller's timeout gives up on the answer while the bank's handler runs on, as over a socket.
 */
function viaApp(app: { request: (url: string, init: RequestInit) => Response | Promise<Response> }, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const { signal, ...rest } = init ?? {};
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal?.reason ?? new Error('aborted'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    Promise.resolve(app.request(String(input), rest)).then(resolve, reject);
  });
}

/** The address of a server `listen` started on an ephemeral port. */
export const serverUrl = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function cloneDatabase(): Promise<DbHandle & { drop: () => Promise<void> }> {
  const url = env.DATABASE_URL;
  if (url) {
    const name = `shop_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = await openPostgres(url);
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${templateDbName}`));
    const u = new URL(url);
    u.pathname = `/${name}`;
    const h = await openPostgres(u.toString());
    return {
      ...h,
      drop: async () => {
        await h.close();
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        await admin.close();
      },
    };
  }
  const blob = new Blob([fs.readFileSync(templateFile())]);
  const h = await openPglite(undefined, blob);
  return { ...h, drop: () => h.close() };
}

/**
 * The app on a fresh copy of the template. Its services are the local defaults (outbox, captcha that
 * accepts all, a per-app JWT key) unless `services` names others; the environment does not matter.
 */
export async function testApp(services: Partial<Services> = {}, options: { bankTimeoutMs?: number; database?: DbHandle } = {}) {
  // a database of the test's own (one a spawned API opens later) is closed with the app, not dropped
  const handle = options.database ? { ...options.database, drop: () => options.database!.close() } : await cloneDatabase();
  const key = randomBytes(48);
  const feed = await listenOrderFeed(handle.listen);
  // photos in a folder of this app's own, gone with it
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-photos-'));
  // the shop's RBS adapter against the sandbox bank this very app serves (what demo runs), unless a
  // test gives a gateway of its own
  const bankSecret = randomBytes(32).toString('hex');
  let self: { request: (url: string, init: RequestInit) => Response | Promise<Response> } | null = null;
  const bankServices: Partial<Services> = services.payment ? {} : {
    bank: sandboxBank(sandboxGateway({ secret: bankSecret, pageUrl: sandboxPageUrl })),
    payment: rbsGateway({
      apiUrl: `http://sandbox-bank.test${SANDBOX_BANK_PATH}`, userName: 'sandbox', password: 'sandbox', keepPaths: true, callbackSecret: bankSecret,
      timeoutMs: options.bankTimeoutMs ?? 5_000, fetch: (input, init) => viaApp(self!, input, init),
    }),
  };
  const app = createApp(handle.db, { messages: createMessages(), captcha: localCaptcha, jwtKey: () => key, feed, photos: folderStorage(photoDir), ...bankServices, ...services });
  self = app;
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(url, {
      method,
      headers: {
        'API-CONSUMER': 'site',
        ...(body instanceof Uint8Array ? { 'Content-Type': 'application/octet-stream' } : body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      // bytes (a photo upload) as they are
      body: body === undefined ? undefined : body instanceof Uint8Array ? new Uint8Array(body) : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any = null;
    try { json = text ? JSON.parse(text) : null; } catch { json = text; }
    return { status: res.status, body: json, headers: res.headers };
  };
  return {
    app,
    db: handle.db,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
    patch: (path: string, body?: unknown, headers?: Record<string, string>) => call('PATCH', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, undefined, headers),
    handle,
    feed,
    /** the gateway the app calls, and the sandbox bank it serves (null with a gateway of the test's own) */
    payment: (bankServices.payment ?? services.payment)!,
    bank: bankServices.bank ?? null,
    close: async () => { await feed.close(); await handle.drop(); fs.rmSync(photoDir, { recursive: true, force: true }); },
  };
}

/**
 * What `read` answers once `ready` accepts it, asked every 20 ms for at most 10 s: for work the API
 * does after its answer (a recovery link's message).
 */
/**
 * Waits until an API process spawned by a test answers its /health, or fails with what it wrote to
 * stderr (`stderr()`) once it exits or `timeoutMs` passes.
 */
export async function apiAnswers(child: ChildProcess, base: string, stderr: () => string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${stderr()}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch { /* not yet */ }
    if (Date.now() > until) throw new Error(`the API did not start: ${stderr()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (ready(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A 4xx/5xx answer in hydra form with a Russian description a person can read. */
export function expectError(res: { status: number; body: any }, status: number) {
  expect(res.status).toBe(status);
  expect(['hydra:Error', 'ConstraintViolationList']).toContain(res.body['@type']);
  expect(res.body['hydra:description']).toMatch(/[а-яё]/i);
}

/**
 * An answer parsed with its contract schema (contract/): a field missing, of another type, or not
 * in the contract at all fails the test, so the API cannot drift from what it documents.
 */
export function contract<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const value = schema.parse(body);
  // parse drops keys the schema does not name: comparing finds them
  expect(value).toEqual(body);
  return value;
}
