// What the specs share: the test API's address and helpers that look real ids and names up in it,
// so specs follow the demo data instead of hard-coding it.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import axe from 'axe-core';
import type { HydraCollection } from '@/contract';
import { SHOP_COOKIE } from '@/lib/shop-choice';
import { E2E_API_PORT, E2E_PORT } from './ports';

export { expect };

/**
 * Every spec's `page` fails its test on a Content-Security-Policy violation: the suite
 * runs with the storefront's CSP on, so a page whose scripts, styles or requests the policy blocks
 * cannot pass unnoticed.
 */
export const test = base.extend<{ seedReceiving: boolean }>({
  /**
   * A first visit opens the receiving-method popup by itself, which would cover every
   * page under test: by default the browser starts with pickup at the shop of its `shop` cookie
   * (the default shop without one), as a returning shopper. e2e/receiving.spec.ts turns it off.
   */
  seedReceiving: [true, { option: true }],
  page: async ({ page, seedReceiving }, use) => {
    if (seedReceiving) await seedReceivingChoice(page);
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`[csp-violation] ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    page.on('console', (msg) => {
      const text = msg.text();
      if (text.startsWith('[csp-violation]') || /Content Security Policy/i.test(text)) violations.push(`${page.url()}: ${text}`);
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/**
 * Starts the page's browser as a returning shopper: pickup at the shop of its `shop` cookie (the
 * default shop without one), so the receiving-method popup does not open by itself over the page.
 * Every spec's `page` gets it; a page a test opens itself (browser.newPage()) needs this call.
 */
export async function seedReceivingChoice(page: Page) {
  await page.addInitScript(() => {
    try {
      if (localStorage.getItem('receiving')) return;
      const shop = /(?:^|;\s*)shop=(\d+)/.exec(document.cookie);
      localStorage.setItem('receiving', JSON.stringify({ method: 'pickup', shopId: shop ? Number(shop[1]) : 1, address: null }));
    } catch {
      // about:blank and data: pages have no storage
    }
  });
}

export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** GET from the shop API the storefront under test uses; throws on a non-2xx answer. */
export async function apiGet<T = any>(path: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, { headers: { 'API-CONSUMER': 'site', Accept: 'application/ld+json' } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The <loc>s of a sitemap file. */
export const sitemapLocs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** Every URL the sitemap lists: /sitemap.xml itself, or the parts its index names, in order. */
export async function sitemapUrls(): Promise<string[]> {
  const root = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
  if (!root.includes('<sitemapindex')) return sitemapLocs(root);
  const parts = await Promise.all(sitemapLocs(root).map(async (loc) => (await fetch(loc)).text()));
  return parts.flatMap(sitemapLocs);
}

/** The members of a hydra collection. */
/** A call to the shop API as a client makes it: JSON, an access token when given, an Idempotency-Key on every change; a refusal throws with its answer. */
export async function api<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'API-CONSUMER': 'site', Accept: 'application/ld+json', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET') headers['Idempotency-Key'] = crypto.randomUUID();
  const res = await fetch(`${API_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The latest code the API's outbox adapter "sent" to a phone (11 digits) or an email. */
export async function outboxCode(to: { phone: string } | { email: string }): Promise<string> {
  const query = 'phone' in to ? `phone=${to.phone}` : `email=${encodeURIComponent(to.email)}`;
  const [latest] = await apiMembers<{ code: string | null }>(`/api/dev/outbox?${query}`);
  expect(latest?.code, `a code sent to ${query}`).toMatch(/^\d{6}$/);
  return latest!.code!;
}

/**
 * A newly registered customer of its own (a random phone, registered through the API as the popup
 * does it), for a test that changes the account, so specs running in parallel never share one.
 * `phone` is the ten digits the sign-in mask takes. Each registration claims another documentation
 * address (203.0.113.0/24) in X-Forwarded-For, which the API believes from loopback without a
 * STOREFRONT_SECRET, so the suite's registrations spend no code-sending budget of 127.0.0.1, the
 * address every browser test sends its codes from.
 */
export async function registerCustomer(name = 'Покупатель Тестовый'): Promise<{ id: number; phone: string; password: string; token: string }> {
  const phone = `95${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = 'test12345';
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${API_URL}${path}`, {
      method: 'POST',
      headers: {
        'API-CONSUMER': 'site', Accept: 'application/ld+json', 'Content-Type': 'application/json',
        'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 254)}`,
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const sent = await post<{ confirmToken: string }>('/api/auth/signup-phone', {
    phone: `7${phone}`, password, confirmPassword: password, name, agreement: true, captchaToken: 'local',
  });
  const { token } = await post<{ token: string }>('/api/auth/signup-phone-code', { confirmToken: sent.confirmToken, smsCode: await outboxCode({ phone: `7${phone}` }) });
  const me = await api<{ id: number }>('GET', '/api/customers/me', undefined, token);
  return { id: me.id, phone, password, token };
}

/** An access token of the customer with this phone (11 digits) and password. */
export const tokenOf = async (phone: string, password: string) => (await api<{ token: string }>('POST', '/api/auth/signin-phone', { phone, password })).token;

export async function apiMembers<T = any>(path: string): Promise<T[]> {
  return (await apiGet<HydraCollection<T>>(path))['hydra:member'];
}

/**
 * Waits until the page's client components are interactive (React attached its handlers). A cached
 * page loads its scripts after its first paint (lib/cache/scripts-after-paint.cjs), so the load
 * event that `page.goto` waits for can come before them: a click on a control only JavaScript
 * drives (the sign-in button, a card's basket button) waits for this first.
 */
export async function hydrated(page: Page) {
  await expect(page.getByTestId('mega-menu')).toHaveAttribute('data-enhanced', 'true');
}

/** Opens the sign-in popup from the header, once the page can. */
export async function openSignIn(page: Page) {
  await hydrated(page);
  await page.getByTestId('login-button').click();
  return page.getByTestId('auth-dialog');
}

/** Signs in from home's header by phone (ten digits, as the mask takes them) and password. */
export async function signIn(page: Page, { phone, password }: { phone: string; password: string }) {
  await page.goto('/');
  const dialog = await openSignIn(page);
  const input = dialog.getByLabel('Телефон', { exact: true });
  await input.click();
  await input.pressSequentially(phone);
  await dialog.getByLabel('Пароль', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByTestId('personal-area-link')).toBeVisible();
}

/** Chooses the shop whose prices and stock the storefront shows (the `shop` cookie). */
export async function chooseShop(context: BrowserContext, shopId: number) {
  await context.addCookies([{ name: SHOP_COOKIE, value: String(shopId), url: BASE_URL }]);
}

export type Violation = { id: string; impact: string | null; nodes: string[] };

/**
 * Every axe-core violation on the page as it is now (all rules axe runs by default, any impact).
 * axe-core's source is evaluated in the page: a <script> tag would be blocked by the storefront's CSP.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

/**
 * What sticks out past the right edge of the screen, as «tag.class (right edge px)», the deepest
 * elements only: empty when nothing makes the page scroll sideways.
 */
export async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > edge + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > edge + 0.5);
    });
    // an element inside a box that clips or scrolls sideways cannot widen the page
    const clipped = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (['hidden', 'auto', 'scroll', 'clip'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    return out.filter((el) => !clipped(el)).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`);
  });
}
