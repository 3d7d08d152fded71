// The stack is up: both processes answer, the home page renders with the shop's header, unknown
// paths fall back to home and an unknown product is a real 404.
import { API_URL, apiMembers, expect, test } from './fixtures';

test('the shop API answers /health with this run\'s token', async ({ request }) => {
  const res = await request.get(`${API_URL}/health`);
  expect(res.status()).toBe(200);
  // global setup hands its per-run token to the workers: the API answering is the one it started
  expect(process.env.STACK_TOKEN).toMatch(/^[0-9a-f-]{36}$/);
  expect(await res.json()).toEqual({ status: 'ok', token: process.env.STACK_TOKEN });
});

test('the storefront shows this run\'s token in X-Stack-Token', async ({ request }) => {
  expect(process.env.STACK_TOKEN).toMatch(/^[0-9a-f-]{36}$/);
  for (const path of ['/', '/robots.txt']) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-stack-token']).toBe(process.env.STACK_TOKEN);
  }
});

test('home answers 200 with the shop header', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByPlaceholder('Поиск по каталогу')).toBeVisible();
});

test('an unknown path shows the home page', async ({ page }) => {
  await page.goto('/');
  const homeTitle = await page.title();
  const res = await page.goto('/no-such-page/at-all');
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
  expect(await page.title()).toBe(homeTitle);
  await expect(page.getByPlaceholder('Поиск по каталогу')).toBeVisible();
});

test('an unknown product id answers 404 and keeps the shop header', async ({ page }) => {
  const shopId: number = (await apiMembers('/api/shops'))[0].id;
  const unknownId = 999_999_999;
  // the premise: the API does not know this good either
  const api = await fetch(`${API_URL}/api/shops/${shopId}/goods/${unknownId}`, { headers: { 'API-CONSUMER': 'site' } });
  expect(api.status).toBe(404);

  const res = await page.goto(`/product/${unknownId}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('banner')).toBeVisible();
});
