// The shop orders list's first screen on a mid-range phone (issue 42, "hall-ready"): the CPU slowed
// 4× through CDP (Emulation.setCPUThrottlingRate), 390 × 844, the time from the navigation to the
// first order row visible. The page is rendered on the server with its orders, so the row is in the
// HTML itself, before any script runs. The timings are printed ([hall-list] …),
// the median of five loads; the budget (1.5 s) is asserted only with E2E_SPEED_BUDGET=1, since two
// cores shared by other runs make a timing a poor gate.
import { api, expect, signIn, test, tokenOf } from './fixtures';

const SHOP_ADMIN = { phone: '9000000010', password: 'admin12345' };
const PHONE = { width: 390, height: 844 };
const BUDGET_MS = 1500;

test('the orders list is in the server HTML: its first row is in the HTML before any script runs', async ({ page }) => {
  test.slow();
  const token = await tokenOf(`7${SHOP_ADMIN.phone}`, SHOP_ADMIN.password);
  const first = (await api<{ 'hydra:member': { id: number }[] }>('GET', '/api/orders?sort=today', undefined, token))['hydra:member'][0];
  expect(first, 'the demo shop has orders').toBeTruthy();
  // the session cookie of a signed-in browser (the fixture's page: its shop is chosen, no dialog in the way)
  await page.setViewportSize(PHONE);
  await signIn(page, SHOP_ADMIN);
  // the page's HTML as the server sends it, before any script runs
  const html = await (await page.context().request.get('/admin-order')).text();
  expect(html).toContain(`data-testid="admin-order-row-${first.id}"`);
});

test('the first order row shows within 1.5 s with the CPU slowed 4× (measured)', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signIn(page, SHOP_ADMIN);
  const cdp = await page.context().newCDPSession(page);
  const times: number[] = [];
  // one warm-up load (the server's first render of the page), then five measured
  for (let i = 0; i < 6; i++) {
    await page.goto('/');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const start = Date.now();
    await page.goto('/admin-order', { waitUntil: 'commit' });
    await expect(page.locator('[data-testid^="admin-order-row-"]').first()).toBeVisible({ timeout: 30_000 });
    if (i > 0) times.push(Date.now() - start);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`[hall-list] first order row at 390×844, CPU 4×: median ${median} ms of ${times.join(', ')} ms`);
  if (process.env.E2E_SPEED_BUDGET === '1') expect(median).toBeLessThan(BUDGET_MS);
});
