// SHOP_MODE=staging end to end (decision 140): a stack of its own on a fresh database, whose first site
// admin `npm run admin -- create` made before the first start. The shop is honestly empty (home, the
// catalogue, search and the sitemap answer without an error), shows no «Демо-магазин» mark, no demo
// account signs in, /api/dev/* is 404 on the API's own port, and the new site admin signs in in the
// browser and opens /admin-order. The demo suite's footer mark is checked here too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyBuild } from '../scripts/cluster';
import { freePort, root, startStack, type Stack } from '../scripts/stack';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_DIST_DIR } from './ports';

const ADMIN = { phone: '79005550101', password: 'first-site-admin-password' };

test.describe.configure({ mode: 'serial' });

let stack: Stack;
let tmp: string;
let distDir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-staging-e2e-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = path.join(tmp, 'pglite');
  const env = { SHOP_MODE: 'staging', NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://127.0.0.1:${port}` };
  // the first site admin, before the API's first start: the tool migrates the empty database itself
  const created = spawnSync(process.execPath, ['--import', 'tsx', 'server/admin-cli.ts', 'create', '--phone', ADMIN.phone, '--role', 'site', '--name', 'Вера Первая'], {
    cwd: root, input: `${ADMIN.password}\n`, encoding: 'utf8',
    env: { ...process.env, ...env, DATA_DIR: dataDir, API_PORT: String(apiPort) },
  });
  expect(created.stderr).toBe('');
  expect(created.stdout).toMatch(/создан администратор сайта: 79005550101/);
  // a copy of the build without the demo suite's cached pages (and none of ours left in it)
  distDir = `${E2E_DIST_DIR}-staging-${port}`;
  copyBuild(E2E_DIST_DIR, distDir);
  stack = await startStack({ port, apiPort, dataDir, distDir, verbose: !!process.env.E2E_VERBOSE, env });
});

test.afterAll(async () => {
  await stack?.stop();
  if (distDir) fs.rmSync(path.join(root, distDir), { recursive: true, force: true });
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Signs in from the empty shop's header (no categories, so no mega menu to wait for hydration by). */
async function signInAsAdmin(page: Page) {
  await page.goto(`${stack.baseUrl}/`);
  const dialog = page.getByTestId('auth-dialog');
  // hydrated once the page's scripts have loaded and run; the popup's own code then loads on the click
  await page.waitForLoadState('networkidle');
  await page.getByTestId('login-button').click();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  const input = dialog.getByLabel('Телефон', { exact: true });
  await input.click();
  await input.pressSequentially(ADMIN.phone.slice(1));
  await dialog.getByLabel('Пароль', { exact: true }).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('personal-area-link')).toBeVisible();
}

const apiCall = async (method: string, p: string, body?: unknown) => {
  const res = await fetch(`${stack.apiUrl}${p}`, {
    method, headers: { 'API-CONSUMER': 'site', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.status;
};

test('an empty staging shop renders home, the catalogue, search, the information pages and the sitemap without an error or a demo mark', async ({ page }) => {
  for (const url of ['/', '/catalog', '/catalog?search-word=%D0%BC%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE', '/discounts', '/rules', '/faq', '/cashbackgoods']) {
    const res = await page.goto(`${stack.baseUrl}${url}`);
    expect(res!.status(), url).toBeLessThan(500);
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('demo-mark')).toHaveCount(0);
  }
  const sitemap = await fetch(`${stack.baseUrl}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(await sitemap.text()).not.toMatch(/\/product\//);
});

test('no demo account signs in, and /api/dev/* is 404 on the API\'s own port', async () => {
  expect(await apiCall('POST', '/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' })).toBe(401);
  expect(await apiCall('POST', '/api/auth/signin-phone', { phone: '79000000001', password: 'demo12345' })).toBe(401);
  expect(await apiCall('GET', '/api/dev/outbox?phone=79000000001')).toBe(404);
  expect(await apiCall('GET', '/api/dev/webhooks')).toBe(404);
});

test('the site admin npm run admin made signs in and opens /admin-order', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`${stack.baseUrl}/admin-order`);
  await expect(page.getByRole('heading', { name: 'Заказы магазинов' })).toBeVisible();
  await expect(page.getByText('Вера Первая')).toBeVisible();
});

test('the site admin reads a sign-up\'s code on the back office\'s outbox page', async ({ page }) => {
  const phone = '79005550202';
  expect(await apiCall('POST', '/api/auth/signup-phone', {
    phone, password: 'secret-12', confirmPassword: 'secret-12', name: 'Иван Петров', agreement: true,
  })).toBe(200);
  await signInAsAdmin(page);
  await page.goto(`${stack.baseUrl}/admin-order/outbox`);
  await page.getByLabel('Телефон').fill(phone);
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page.getByTestId('outbox-messages').getByText(/Код: \d{6}/)).toBeVisible();
});

test('the demo shop shows its «Демо-магазин» mark in the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('demo-mark')).toHaveText('Демо-магазин');
});
