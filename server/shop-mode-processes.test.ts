// SHOP_MODE on real processes (server/main.ts and server/admin-cli.ts as children): a production start
// with nothing configured refuses, naming every missing variable in one message and leaving no data
// folder behind; a staging start on a fresh database is an empty shop without demo accounts or
// /api/dev/*, whose first site admin `npm run admin -- create` makes and who can then open the back
// office's orders.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/stack';
import { apiAnswers } from './test/harness';

jest.setTimeout(240_000);

const children = new Set<ChildProcess>();
const folders: string[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
});
/** A fresh PGlite folder (not created yet) inside a temporary folder removed after the tests. */
const freshDataDir = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return path.join(folder, 'pglite');
};


/** A child's environment: nothing of this shell's but PATH and HOME, so "nothing configured" is true. */
const bare = (extra: Record<string, string>) => ({ PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...extra });

type Ran = { code: number; stdout: string; stderr: string };
function runNode(script: string, args: string[], env: Record<string, string | undefined>, input?: string): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), script), ...args], {
      cwd: process.cwd(), env: env as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('exit', (code) => { children.delete(child); resolve({ code: code ?? 1, stdout, stderr }); });
    child.stdin.end(input ?? '');
  });
}

async function startApi(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(process.cwd(), 'server/main.ts')], {
    cwd: process.cwd(), env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  const base = `http://127.0.0.1:${env.API_PORT}`;
  await apiAnswers(child, base, () => err, 180_000);
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) { resolve(); return; }
    child.once('exit', () => { children.delete(child); resolve(); });
    child.kill('SIGTERM');
  });
  return { base, stop };
}

async function call(base: string, method: string, p: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: {
      'API-CONSUMER': 'site', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('SHOP_MODE=production with nothing configured', () => {
  it('refuses to start, names every missing variable in one message, and opens no database', async () => {
    const dataDir = freshDataDir('shop-prod-');
    const ran = await runNode('server/main.ts', [], bare({ SHOP_MODE: 'production', DATA_DIR: dataDir, API_PORT: String(await freePort()) }));
    expect(ran.code).not.toBe(0);
    expect(ran.stderr).toMatch(/не запускается в SHOP_MODE=production: не хватает настроек \(18\)/);
    for (const variable of [
      'SITE_URL', 'JWT_SECRET', 'STOREFRONT_SECRET', 'SMS_GATEWAY_URL', 'EMAIL_GATEWAY_URL', 'SMARTCAPTCHA_SERVER_KEY',
      'RBS_API_URL', 'RBS_USERNAME', 'RBS_PASSWORD', 'RBS_CALLBACK_SECRET', 'ASSEMBLY_WEBHOOK_URL', 'ASSEMBLY_WEBHOOK_SECRET',
      'AGGREGATOR_WEBHOOK_URL', 'AGGREGATOR_WEBHOOK_SECRET', 'PARTNER_WEBHOOK_URL', 'PARTNER_WEBHOOK_SECRET',
      'EXCHANGE_1C_LOGIN', 'EXCHANGE_1C_PASSWORD',
    ]) expect(ran.stderr).toContain(`  ${variable}: `);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

describe('SHOP_MODE=staging on a fresh database', () => {
  it('is an empty shop without demo accounts or /api/dev/*, and npm run admin makes its first site admin', async () => {
    const dataDir = freshDataDir('shop-staging-');
    const env = bare({ SHOP_MODE: 'staging', DATA_DIR: dataDir, API_PORT: String(await freePort()), JWT_SECRET: 'a-jwt-secret-of-the-staging-test-process' });
    let api = await startApi(env);

    // honestly empty: no shops, no categories, no goods, no demo account
    expect((await call(api.base, 'GET', '/api/shops')).body['hydra:member']).toEqual([]);
    expect((await call(api.base, 'GET', '/api/catalogs')).body['hydra:member']).toEqual([]);
    for (const phone of ['79000000001', '79000000010', '79000000011']) {
      const password = phone === '79000000001' ? 'demo12345' : 'admin12345';
      expect((await call(api.base, 'POST', '/api/auth/signin-phone', { phone, password })).status).toBe(401);
    }
    // no /api/dev/* on the API's own port
    expect((await call(api.base, 'GET', '/api/dev/outbox?phone=79000000001')).status).toBe(404);
    expect((await call(api.base, 'GET', '/api/dev/webhooks')).status).toBe(404);
    expect((await call(api.base, 'POST', '/api/dev/partner-orders', { source: 'partner', shopId: 1 })).status).toBe(404);

    const admin = (args: string[], input = 'a-long-staff-password\n') => runNode('server/admin-cli.ts', args, env, input);
    // PGlite has no lock: the tool refuses while the API holds the folder
    const busy = await admin(['create', '--phone', '79001112233', '--role', 'site']);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(/API запущен и держит базу/);
    await api.stop();

    const short = await admin(['create', '--phone', '79001112233', '--role', 'site'], 'short\n');
    expect([short.code, short.stderr.trim()]).toEqual([1, 'Пароль должен быть не короче 8 символов.']);
    const noShops = await admin(['create', '--phone', '79001112244', '--role', 'shop', '--shops', '1,2']);
    expect([noShops.code, noShops.stderr.trim()]).toEqual([1, 'Нет магазинов с номерами 1, 2.']);
    const created = await admin(['create', '--phone', '+7 (900) 111-22-33', '--role', 'site', '--name', 'Анна Первая']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^создан администратор сайта: 79001112233 \(id \d+\)/);
    const again = await admin(['create', '--phone', '79001112233', '--role', 'site']);
    expect([again.code, again.stderr.trim()]).toEqual([1, 'Учётная запись 79001112233 уже есть.']);
    expect((await admin(['list'])).stdout).toBe('79001112233\tsite\tАнна Первая\n');

    api = await startApi(env);
    const signin = await call(api.base, 'POST', '/api/auth/signin-phone', { phone: '79001112233', password: 'a-long-staff-password' });
    expect(signin.status).toBe(200);
    const me = await call(api.base, 'GET', '/api/customers/me', undefined, signin.body.token);
    expect(me.body).toMatchObject({ phone: '79001112233', name: 'Анна Первая', isAdmin: true, isSiteAdmin: true });
    // the back office's order list answers the site admin (an empty shop: no orders)
    const orders = await call(api.base, 'GET', '/api/orders', undefined, signin.body.token);
    expect([orders.status, orders.body['hydra:member']]).toEqual([200, []]);
    await api.stop();

    // block takes the roles away; reset gives a new password
    expect((await admin(['reset', '--phone', '79001112233'], 'another-staff-password\n')).code).toBe(0);
    expect((await admin(['block', '--phone', '79001112233'])).code).toBe(0);
    expect((await admin(['list'])).stdout).toBe('сотрудников нет\n');
    api = await startApi(env);
    const after = await call(api.base, 'POST', '/api/auth/signin-phone', { phone: '79001112233', password: 'another-staff-password' });
    expect(after.status).toBe(200);
    expect((await call(api.base, 'GET', '/api/orders', undefined, after.body.token)).status).toBe(404);
    await api.stop();
  });
});
