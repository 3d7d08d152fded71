// The signed-in pages on an ordinary phone (issue 42, "Speed on an ordinary phone"): Debian's
// chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, a mid-range phone), the time
// from navigation start until the page's first real content is visible (its own selector, and not
// before the first contentful paint), the median of BENCH_PHONE_RUNS (5) runs per page against the
// goal of 1.5 s. The demo card holder (79000000001) reads favourites and every personal-area tab, the
// site admin (79000000011) the shops' orders and moderation; a category page is the reference.
//
// `node --import tsx bench/slow-phone.ts` builds .next-bench (BENCH_SKIP_BUILD=1 reuses it) and starts
// its own stack on BENCH_PORT / BENCH_API_PORT (3020 / 4020), or measures a running storefront given
// as BENCH_PHONE_URL. `npm run bench -- --only phone` runs it as a part of the benchmark.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { build, startStack, stopLive } from '../scripts/stack';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_PHONE_RUNS ?? 5));
const RATE = Number(process.env.BENCH_PHONE_CPU ?? 4);
export const GOAL_MS = 1500;

type Account = { phone: string; password: string };
const HOLDER: Account = { phone: '9000000001', password: 'demo12345' };
const SITE_ADMIN: Account = { phone: '9000000011', password: 'admin12345' };

/** A page and what shows that its first screen has real content (not a skeleton, not «Загрузка…»). */
export type PhonePage = { path: string; content: string; who: 'holder' | 'admin' | 'guest'; reference?: boolean };

export const PHONE_PAGES: PhonePage[] = [
  { path: '/catalog?search-word=%D0%BC%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE', content: '[data-testid="product-card"]', who: 'guest', reference: true },
  { path: '/favorites', content: '[data-testid="product-card"]', who: 'holder' },
  { path: '/favorites/purchased', content: '[data-testid="product-card"]', who: 'holder' },
  { path: '/personal-area', content: '[data-testid="orders"] > li', who: 'holder' },
  { path: '/personal-area/profile', content: '[data-testid="profile-personal"]', who: 'holder' },
  { path: '/personal-area/notifications', content: '[data-testid="notifications"] > li', who: 'holder' },
  { path: '/personal-area/addresses', content: '[data-testid="addresses"] > li', who: 'holder' },
  { path: '/personal-area/loyalty-ta', content: '[data-testid="loyalty-card"]:not([aria-busy="true"])', who: 'holder' },
  { path: '/admin-order', content: '[data-testid^="admin-order-row-"], [data-testid^="order-card-"]', who: 'admin' },
  { path: '/admin-order/reviews', content: '[data-testid="pending-review"]', who: 'admin' },
];

export type PhoneRow = { path: string; median: number; min: number; max: number; reference: boolean };

const log = (s: string) => console.log(`[phone] ${s}`);

/** Pickup at the default shop already chosen: the receiving popup stays shut, as for a returning shopper. */
async function returning(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('receiving')) {
        localStorage.setItem('receiving', JSON.stringify({ method: 'pickup', shopId: 1, address: null }));
      }
    } catch {
      // about:blank has no storage
    }
  });
}

/** Signs in through the header's popup, as a shopper does (CPU not slowed). */
async function signIn(page: Page, base: string, who: Account) {
  await page.goto(`${base}/`);
  await page.getByTestId('mega-menu').and(page.locator('[data-enhanced="true"]')).waitFor({ timeout: 60_000 });
  await page.getByTestId('login-button').click();
  const dialog = page.getByTestId('auth-dialog');
  const input = dialog.getByLabel('Телефон', { exact: true });
  await input.click();
  await input.pressSequentially(who.phone);
  await dialog.getByLabel('Пароль', { exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await page.getByTestId('personal-area-link').waitFor({ timeout: 60_000 }).catch(async (e) => {
    throw new Error(`sign-in as ${who.phone} failed: ${await dialog.textContent().catch(() => '')}`, { cause: e });
  });
}

/**
 * One navigation with the CPU slowed: ms from navigation start until `selector` matches an element
 * with a box, and not before the first contentful paint (an element parsed before the styles is not
 * yet seen).
 */
async function measureOnce(context: BrowserContext, url: string, selector: string): Promise<number> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    // a string, not a function: tsx would wrap the inner functions in a helper the page does not have
    await page.addInitScript(`(() => {
      const sel = ${JSON.stringify(selector)};
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
      }).observe({ type: 'paint', buffered: true });
      const check = () => {
        if (window.__seen !== undefined) return;
        // the first match may sit in something hidden (the menu): any one with a box
        for (const el of document.querySelectorAll(sel)) {
          if (el.getBoundingClientRect().height > 0) { window.__seen = performance.now(); return; }
        }
      };
      // each change of the document, and each frame (a box can appear without a change: styles arrive)
      new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
      const frame = () => { check(); if (window.__seen === undefined) requestAnimationFrame(frame); };
      requestAnimationFrame(frame);
    })();`);
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => {
      const w = window as unknown as { __seen?: number; __fcp?: number };
      return w.__seen !== undefined && w.__fcp !== undefined ? Math.max(w.__seen, w.__fcp) : false;
    }, undefined, { timeout: 60_000, polling: 100 });
    return (await handle.jsonValue()) as number;
  } catch (e) {
    const seen = await page.evaluate(() => ({ url: location.href, h1: document.querySelector('h1')?.textContent ?? null,
      fcp: (window as unknown as { __fcp?: number }).__fcp ?? null, cards: document.querySelectorAll('[data-testid="product-card"]').length,
      text: document.querySelector('main')?.textContent?.slice(0, 200) ?? null })).catch(() => null);
    throw new Error(`${url}: no ${selector} within 60 s (${JSON.stringify(seen)})`, { cause: e });
  } finally {
    await page.close();
  }
}

/** Every page of PHONE_PAGES against a running storefront: one warm-up load, then RUNS measured ones. */
export async function benchSlowPhone(base: string): Promise<PhoneRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const contexts = new Map<PhonePage['who'], BrowserContext>();
    const contextOf = async (who: PhonePage['who']) => {
      let c = contexts.get(who);
      if (c) return c;
      c = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
      await returning(c);
      if (who !== 'guest') {
        const page = await c.newPage();
        await signIn(page, base, who === 'holder' ? HOLDER : SITE_ADMIN);
        await page.close();
      }
      contexts.set(who, c);
      return c;
    };
    const rows: PhoneRow[] = [];
    const only = process.env.BENCH_PHONE_ONLY?.split(',');
    for (const p of PHONE_PAGES.filter((x) => !only || only.includes(x.path))) {
      const context = await contextOf(p.who);
      await measureOnce(context, `${base}${p.path}`, p.content); // warm-up: the scripts cached, the page's caches filled
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await measureOnce(context, `${base}${p.path}`, p.content));
      times.sort((a, b) => a - b);
      const row = { path: p.path, median: times[Math.floor(times.length / 2)], min: times[0], max: times[times.length - 1], reference: !!p.reference };
      log(`${p.path}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function phoneTable(rows: PhoneRow[]): string {
  const lines = [
    `CPU slowed ${RATE}×, 390 × 844, navigation start → first real content visible, median of ${RUNS} runs (goal < ${GOAL_MS / 1000} s)`,
    '| page | median | min–max | goal |',
    '|---|---|---|---|',
  ];
  for (const r of rows) {
    const verdict = r.reference ? 'reference' : r.median < GOAL_MS ? 'met' : 'MISSED';
    lines.push(`| ${r.path} | ${(r.median / 1000).toFixed(2)} s | ${(r.min / 1000).toFixed(2)}–${(r.max / 1000).toFixed(2)} s | ${verdict} |`);
  }
  return lines.join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  process.on('SIGINT', () => void stopLive().then(() => process.exit(130)));
  process.on('SIGTERM', () => void stopLive().then(() => process.exit(143)));
  const given = process.env.BENCH_PHONE_URL;
  let stop = async () => {};
  let base = given ?? '';
  let tmp: string | null = null;
  try {
    if (!given) {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-phone-'));
      const options = {
        port: Number(process.env.BENCH_PORT ?? 3020), apiPort: Number(process.env.BENCH_API_PORT ?? 4020),
        dataDir: path.join(tmp, 'pglite'), distDir: process.env.BENCH_DIST_DIR ?? '.next-bench', verbose: false,
        env: { NEXT_TELEMETRY_DISABLED: '1' } as Record<string, string>,
      };
      // the sign-in's Origin check accepts only the site's own address
      options.env.SITE_URL = `http://127.0.0.1:${options.port}`;
      if (process.env.BENCH_SKIP_BUILD !== '1') {
        log(`building ${options.distDir}…`);
        await build(options);
      }
      log('starting the API (seeds the demo data) and the storefront…');
      const stack = await startStack(options);
      stop = stack.stop;
      base = stack.baseUrl;
    }
    console.log(`\n${phoneTable(await benchSlowPhone(base))}`);
  } finally {
    await stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}
