// `npm run audit`: Lighthouse 12 (mobile: the default config, simulated throttling) and axe-core in
// Debian's chromium over the six pages a shopper meets first — home, a category, a product, search
// results, a good set and the basket — and a table of the scores. A tool, not a test: the scores
// depend on the machine's load, so each page runs AUDIT_RUNS times (3) and the median is printed.
//
// The stack: AUDIT_URL audits a running storefront (its API at AUDIT_API_URL, for looking ids up);
// otherwise one is built into .next-audit (AUDIT_SKIP_BUILD=1 reuses it) and started on
// AUDIT_PORT/AUDIT_API_PORT (3030/4030) with a fresh demo database, and stopped at the end.
// `-- --only lighthouse|axe` runs one half; `-- --pages home,product` some pages; AUDIT_SAVE_DIR
// keeps every Lighthouse report as JSON.
//
// AUDIT_BASELINE_URL compares against another running storefront (an earlier build, same demo
// data): its Lighthouse runs interleave with this build's (A B B A …), so both see the machine at
// the same speed, and a second table gives each page's medians and the median of the paired
// differences. This machine's speed moves by a third within an hour: scores taken apart say little.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import axe from 'axe-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from '@playwright/test';
import { build, startStack, stopLive, type Stack } from './stack';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.AUDIT_PORT ?? 3030);
const API_PORT = Number(process.env.AUDIT_API_PORT ?? 4030);
const DIST_DIR = '.next-audit';
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const SHOP_ID = 1;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The targets each audited page must meet. */
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2500, cls: 0.1 };

const log = (s: string) => console.log(`[audit] ${s}`);
// the Lighthouse chromium, stopped with the stack when the audit is interrupted
let lighthouseChrome: chromeLauncher.LaunchedChrome | undefined;
const interrupted = (code: number) => () => {
  lighthouseChrome?.kill();
  void stopLive().then(() => process.exit(code));
};
process.on('SIGINT', interrupted(130));
process.on('SIGTERM', interrupted(143));

function args() {
  const argv = process.argv.slice(2);
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = value('--only');
  return {
    lighthouse: !only || only === 'lighthouse',
    axe: !only || only === 'axe',
    pages: value('--pages')?.split(','),
  };
}

async function json<T = any>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { 'API-CONSUMER': 'site', Accept: 'application/ld+json' } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

type Page = { name: string; path: string };

/** The six pages, with ids looked up in the API: a leaf category with goods and one of its goods. */
async function pickPages(apiUrl: string): Promise<Page[]> {
  const tree: any[] = (await json(`${apiUrl}/api/catalogs`))['hydra:member'];
  const leaves: any[] = [];
  const walk = (c: any) => (c.items?.length ? c.items.forEach(walk) : leaves.push(c));
  tree.forEach(walk);
  let category: number | undefined;
  let product: number | undefined;
  for (const leaf of leaves) {
    if (leaf.hasAgeRestrictions) continue;
    const goods = await json(`${apiUrl}/api/shops/${SHOP_ID}/goods?catalog.id=${leaf.id}&itemsPerPage=30`);
    const sold = goods['hydra:member'].find((g: any) => g.article && g.article.quantity > 0);
    if (goods['hydra:totalItems'] >= 20 && sold) {
      category = leaf.id;
      product = sold.id;
      break;
    }
  }
  if (!category || !product) throw new Error(`no category with goods in shop ${SHOP_ID}`);
  const sets: any[] = (await json(`${apiUrl}/api/shops/${SHOP_ID}/good_sets`))['hydra:member'];
  if (!sets.length) throw new Error('no good set');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${category}` },
    { name: 'product', path: `/product/${product}` },
    { name: 'search', path: `/catalog?search-word=${encodeURIComponent('молоко')}` },
    { name: 'good set', path: `/good-sets/${sets[0].id}` },
    { name: 'basket', path: '/basket' },
  ];
}

type LhRun = { performance: number; accessibility: number; 'best-practices': number; seo: number; lcp: number; cls: number; tbt: number; notes: string[] };

async function lighthouseRun(url: string, port: number): Promise<LhRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // AUDIT_SAVE_DIR keeps each report, to see where the time goes (bootup-time, long tasks)
  if (process.env.AUDIT_SAVE_DIR) {
    fs.mkdirSync(process.env.AUDIT_SAVE_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.AUDIT_SAVE_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (a: string) => lhr.audits[a]?.numericValue ?? NaN;
  // the audits that cost points outside performance, to say what to fix
  const notes = ['accessibility', 'best-practices', 'seo'].flatMap((c) => lhr.categories[c].auditRefs
    .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
    .map((r) => `${c}:${r.id}`));
  const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcpElement) notes.push(`lcp-element:${String(lcpElement).slice(0, 160)}`);
  // Lighthouse's measure of the machine's speed: a busy machine gives a lower index and slower CPU metrics
  notes.push(`benchmarkIndex:${Math.round(lhr.environment.benchmarkIndex)}`);
  return {
    performance: score('performance'), accessibility: score('accessibility'),
    'best-practices': score('best-practices'), seo: score('seo'),
    lcp: num('largest-contentful-paint'), cls: num('cumulative-layout-shift'), tbt: num('total-blocking-time'), notes,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

type PageRuns = { runs: LhRun[]; baseline: LhRun[] };

/** RUNS Lighthouse runs of each page on `base`, and as many on `baseline` when given, interleaved. */
async function lighthousePages(base: string, pages: Page[], baseline?: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  lighthouseChrome = chrome;
  const out = new Map<string, PageRuns>();
  const sites = baseline ? [{ url: base, label: '' }, { url: baseline, label: ' (baseline)' }] : [{ url: base, label: '' }];
  try {
    for (const page of pages) {
      const result: PageRuns = { runs: [], baseline: [] };
      // one unmeasured visit renders the page into the cache: the first render is not what shoppers get
      for (const site of sites) await fetch(site.url + page.path).then((r) => r.arrayBuffer());
      for (let i = 0; i < RUNS; i += 1) {
        // A B, then B A: a machine that speeds up or slows down during the pair favours neither
        for (const site of i % 2 ? [...sites].reverse() : sites) {
          const r = await lighthouseRun(site.url + page.path, chrome.port);
          log(`${page.name}${site.label} run ${i + 1}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r['best-practices']}, seo ${r.seo}, LCP ${(r.lcp / 1000).toFixed(2)} s, CLS ${r.cls.toFixed(3)}, TBT ${r.tbt.toFixed(0)} ms`);
          (site.url === base ? result.runs : result.baseline).push(r);
        }
      }
      out.set(page.name, result);
    }
  } finally {
    chrome.kill();
  }
  return out;
}

/** The baseline table: each side's median and the median of the run-by-run differences. */
function comparison(pages: Page[], lh: Map<string, PageRuns>): string[] {
  const lines = [
    `\nAgainst the baseline, ${RUNS} interleaved pair(s): baseline → this build (median of the paired differences)\n`,
    '| page | Performance | LCP | TBT | CLS |',
    '|---|---|---|---|---|',
  ];
  for (const p of pages) {
    const r = lh.get(p.name);
    if (!r?.baseline.length) continue;
    const cell = (k: 'performance' | 'lcp' | 'tbt' | 'cls', show: (v: number) => string) => {
      const diff = median(r.runs.map((x, i) => x[k] - r.baseline[i][k]));
      return `${show(median(r.baseline.map((x) => x[k])))} → ${show(median(r.runs.map((x) => x[k])))} (${diff > 0 ? '+' : ''}${show(diff)})`;
    };
    lines.push(`| ${p.name} ${p.path} | ${cell('performance', (v) => String(Math.round(v)))} | ${cell('lcp', (v) => `${(v / 1000).toFixed(2)} s`)} `
      + `| ${cell('tbt', (v) => `${v.toFixed(0)} ms`)} | ${cell('cls', (v) => v.toFixed(3))} |`);
  }
  return lines;
}

type AxeResult = { count: number; details: string[] };

/** axe-core on a phone (390×844) and a desktop (1280×800) width: some controls exist on one only. */
async function axePages(browser: Browser, base: string, pages: Page[]) {
  const out = new Map<string, AxeResult>();
  for (const page of pages) {
    const details: string[] = [];
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      const context = await browser.newContext({ viewport, locale: 'ru-RU' });
      const tab = await context.newPage();
      await tab.goto(base + page.path, { waitUntil: 'networkidle' });
      // evaluate, not a <script> tag: the storefront's Content-Security-Policy would block that
      await tab.evaluate(axe.source);
      const violations = await tab.evaluate(async () => {
        const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
        return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n: any) => n.target.join(' ')) }));
      }) as { id: string; impact: string; nodes: string[] }[];
      for (const v of violations) details.push(`${viewport.width}px ${v.id} (${v.impact}): ${v.nodes.slice(0, 4).join(' | ')}${v.nodes.length > 4 ? ` … ${v.nodes.length} nodes` : ''}`);
      await context.close();
    }
    out.set(page.name, { count: details.length, details });
  }
  return out;
}

async function main() {
  const opts = args();
  let stack: Stack | undefined;
  let tmp: string | undefined;
  let base = process.env.AUDIT_URL?.replace(/\/$/, '');
  let apiUrl = process.env.AUDIT_API_URL?.replace(/\/$/, '') ?? `http://127.0.0.1:${API_PORT}`;
  try {
    if (!base) {
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-audit-'));
      const options = {
        port: PORT, apiPort: API_PORT, dataDir: path.join(tmp, 'pglite'), distDir: DIST_DIR, verbose: false,
        env: { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://127.0.0.1:${PORT}` },
      };
      if (process.env.AUDIT_SKIP_BUILD !== '1') {
        log(`building ${DIST_DIR} …`);
        await build({ ...options, verbose: false });
      }
      stack = await startStack(options);
      base = stack.baseUrl;
      apiUrl = stack.apiUrl;
      log(`storefront ${base}, API ${apiUrl}`);
    }
    let pages = await pickPages(apiUrl);
    if (opts.pages) pages = pages.filter((p) => opts.pages!.some((n) => p.name.startsWith(n)));

    const axeResults = new Map<string, AxeResult>();
    if (opts.axe) {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
      try {
        for (const [k, v] of await axePages(browser, base, pages)) axeResults.set(k, v);
      } finally {
        await browser.close();
      }
    }
    const baseline = process.env.AUDIT_BASELINE_URL?.replace(/\/$/, '');
    if (baseline) log(`baseline ${baseline}`);
    const lh = opts.lighthouse ? await lighthousePages(base, pages, baseline) : new Map<string, PageRuns>();

    const rows = pages.map((p) => {
      const runs = lh.get(p.name)?.runs ?? [];
      const m = (k: keyof Omit<LhRun, 'notes'>) => (runs.length ? median(runs.map((r) => r[k])) : NaN);
      const range = (k: keyof Omit<LhRun, 'notes'>) => {
        const xs = runs.map((r) => r[k]);
        return xs.length > 1 ? ` (${Math.min(...xs)}–${Math.max(...xs)})` : '';
      };
      const ax = axeResults.get(p.name);
      return {
        page: `${p.name} ${p.path}`,
        perf: runs.length ? `${Math.round(m('performance'))}${range('performance')}` : '–',
        a11y: runs.length ? String(Math.round(m('accessibility'))) : '–',
        bp: runs.length ? String(Math.round(m('best-practices'))) : '–',
        seo: runs.length ? String(Math.round(m('seo'))) : '–',
        lcp: runs.length ? `${(m('lcp') / 1000).toFixed(2)} s` : '–',
        cls: runs.length ? m('cls').toFixed(3) : '–',
        tbt: runs.length ? `${m('tbt').toFixed(0)} ms` : '–',
        axe: ax ? String(ax.count) : '–',
        ok: runs.length > 0 && m('performance') >= TARGET.performance && m('accessibility') >= TARGET.accessibility
          && m('best-practices') >= TARGET['best-practices'] && m('seo') >= TARGET.seo && m('lcp') < TARGET.lcpMs
          && m('cls') < TARGET.cls && (!ax || ax.count === 0),
      };
    });
    console.log(`\nLighthouse 12 mobile (simulated throttling), median of ${RUNS} run(s) (range); axe-core ${axe.version} violations at 390 and 1280 px\n`);
    console.log('| page | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | axe violations | targets |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(`| ${r.page} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${r.axe} | ${opts.lighthouse ? (r.ok ? 'met' : 'missed') : '–'} |`);
    }
    const notes = pages.flatMap((p) => {
      const found = [...new Set((lh.get(p.name)?.runs ?? []).flatMap((r) => r.notes))];
      const ax = axeResults.get(p.name)?.details ?? [];
      return found.length || ax.length ? [`\n${p.name}:`, ...found.map((f) => `  lighthouse ${f}`), ...ax.map((d) => `  axe ${d}`)] : [];
    });
    if (notes.length) console.log(notes.join('\n'));
    if (baseline && opts.lighthouse) console.log(comparison(pages, lh).join('\n'));
  } finally {
    await stack?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  void stopLive().then(() => process.exit(1));
});
