// Issue 42 "Speed on an ordinary phone", on a phone (390 × 844): the personal area and favourites are
// never an empty area while their data is on the way. The browser's own calls to the API are held
// back; every tab then shows, from its first paint on, either «Загрузка…» (aria-busy) or its content
// (read on the server with the session, decision 0185), and a list the browser asks for itself (the
// unread notifications) shows «Загрузка…» until its answer comes; axe finds nothing on that screen.
import type { Page, Route } from '@playwright/test';
import { axeViolations, expect, signIn, test } from './fixtures';

const HOLDER = { phone: '9000000001', password: 'demo12345' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
test.describe.configure({ timeout: 180_000 });

/** With E2E_SHOTS=<dir>, a picture of the page to look at. */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: false });
};

const TABS = [
  { path: '/personal-area', content: '[data-testid="orders"] > li' },
  { path: '/personal-area/profile', content: '[data-testid="profile-personal"]' },
  { path: '/personal-area/notifications', content: '[data-testid="notifications"] > li' },
  { path: '/personal-area/addresses', content: '[data-testid="addresses"] > li' },
  { path: '/personal-area/loyalty-ta', content: '[data-testid="loyalty-card"]' },
  // the card holder's favourites may have been cleared by e2e/favorites.spec.ts: the empty state is content too
  { path: '/favorites', content: '[data-testid="product-grid"] > li, [data-testid="favorites-empty"]' },
];

/** The browser's calls of the personal area and favourites wait `ms` before they go. */
async function slowApi(page: Page, ms: number) {
  const slow = async (route: Route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => undefined);
  };
  await page.route(/\/api\/customers\/\d+\/(orders|notifications|addresses|settings|stats|loyalty)(?!\/events)/, slow);
  await page.route(/\/api\/customers\/\d+(\?|$)/, slow);
  await page.route(/\/api\/shops\/\d+\/(favorites|purchased)/, slow);
}

test('every tab of the personal area and favourites shows «Загрузка…» or its content from its first paint on, never an empty area', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, HOLDER);
  await slowApi(page, 2_000);
  // each animation frame after the first paint: is there the page's content, or at least «Загрузка…»?
  await page.addInitScript((tabs: { path: string; content: string }[]) => {
    const sel = tabs.find((t) => t.path === location.pathname)?.content;
    if (!sel) return;
    const w = window as unknown as { __blank?: number };
    w.__blank = 0;
    const tick = () => {
      if (performance.getEntriesByName('first-contentful-paint').length > 0) {
        if (document.querySelector(sel)) return;
        if (!document.querySelector('[aria-busy="true"]')) w.__blank! += 1;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, TABS);
  for (const tab of TABS) {
    await page.goto(tab.path);
    await expect(page.locator(tab.content).first(), tab.path).toBeVisible({ timeout: 30_000 });
    const blank = await page.evaluate(() => (window as unknown as { __blank: number }).__blank);
    expect(blank, `${tab.path}: frames with neither content nor «Загрузка…»`).toBe(0);
  }
});

test('a list the browser asks for itself shows «Загрузка…» with aria-busy until it comes, on a phone and a desktop', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, HOLDER);
  await page.goto('/personal-area/notifications');
  await expect(page.getByTestId('notifications').locator(':scope > li').first()).toBeVisible();

  // the unread list is not on the page yet: held until released
  let release!: () => void;
  const held = new Promise<void>((r) => { release = r; });
  await page.route(/\/api\/customers\/\d+\/notifications\?.*unread=true/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('tab', { name: 'Непрочитанные' }).click();
  const loading = page.getByTestId('notifications-loading');
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expect(loading).toContainText('Загрузка…');
  await shot(page, 'hall-speed-loading-390');
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
  await shot(page, 'hall-speed-loading-1280');
  expect(await axeViolations(page)).toEqual([]);

  release();
  await expect(loading).toHaveCount(0);
  // the unread ones, or none (another test may have read them): an answer either way
  await expect(page.getByTestId('notifications').locator(':scope > li').first().or(page.getByText('Уведомлений нет.'))).toBeVisible();
});
