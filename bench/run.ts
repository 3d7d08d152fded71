// `npm run bench`: one run on the production build with both processes (storefront 3020, API 4020).
//  1. pages: a static file of the same Next server, then /, /category/{id}, /product/{id} for one
//     chosen shop (cookie), 32 connections, a warm-up then BENCH_SECONDS (10) each;
//  2. the product page's first-load JavaScript, gzipped;
//  3. search and suggestions over 100,000 goods (bench/search.ts) on a seeded PGlite folder,
//     cached by the hash of the schema, migrations and seed sources, then the uncached category
//     listing and filter dictionaries over the same folder (bench/api.ts).
// Figures are printed as a table; nothing is asserted. BENCH_SKIP_BUILD=1 reuses .next-bench;
// BENCH_CACHE_DIR moves the seeded folder (.data/bench); `-- --only pages|search` runs one part.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, run, root, startStack, stop, stopLive, waitForUrl } from '../scripts/stack';
import { firstLoadJs } from './bundle';
import { load, type LoadResult } from './pages';
import { benchSearch as measureSearch } from './search';
import { benchApi } from './api';

const PORT = 3020;
const API_PORT = 4020;
const DIST_DIR = '.next-bench';
const SHOP_ID = Number(process.env.BENCH_SHOP_ID ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const SEARCH_GOODS = 100_000;
// served from public/ through the same middleware as pages (images/ passes through it)
const STATIC_PATH = '/images/bench.txt';
// A static file of a page's size (written before the server starts: Next lists public/ at start),
// so that the ratio also shows what caching costs beyond sending the bytes.
const STATIC_PAGE_PATH = '/images/bench-page.html';
const STATIC_PAGE_BYTES = 128 * 1024;

function writeStaticPage() {
  const row = '<div class="row"><a href="/product/1">Молоко пастеризованное 3,2% 930 мл</a><span>89,90 ₽</span></div>\n';
  const body = `<!DOCTYPE html><html lang="ru"><body>${row.repeat(Math.ceil(STATIC_PAGE_BYTES / Buffer.byteLength(row)))}</body></html>`;
  fs.writeFileSync(path.join(root, 'public', STATIC_PAGE_PATH), body);
}

type Row = { what: string; value: string; note?: string };
const rows: Row[] = [];
const log = (s: string) => console.log(`[bench] ${s}`);
const ms = (v: number) => `${v.toFixed(1)} ms`;

process.on('SIGINT', () => void stopLive().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopLive().then(() => process.exit(143)));

async function json<T = any>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { 'API-CONSUMER': 'site' } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** A leaf category with goods in the shop, and a good of it that the shop sells. */
async function pickIds(apiUrl: string) {
  await json(`${apiUrl}/api/shops/${SHOP_ID}`);
  const tree: any[] = (await json(`${apiUrl}/api/catalogs`))['hydra:member'];
  const leaves: any[] = [];
  const walk = (c: any) => (c.items?.length ? c.items.forEach(walk) : leaves.push(c));
  tree.forEach(walk);
  for (const leaf of leaves) {
    if (leaf.hasAgeRestrictions) continue;
    const goods = await json(`${apiUrl}/api/shops/${SHOP_ID}/goods?catalog.id=${leaf.id}&itemsPerPage=30`);
    const sold = goods['hydra:member'].find((g: any) => g.article && g.article.quantity > 0);
    if (goods['hydra:totalItems'] >= 10 && sold) return { categoryId: leaf.id as number, productId: sold.id as number };
  }
  throw new Error(`no category with goods in shop ${SHOP_ID}`);
}

async function checkPage(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} (the benchmark needs a 200)`);
  return body;
}

function loadRow(what: string, r: LoadResult, baseline?: LoadResult, pageSized?: LoadResult) {
  const ratio = (baseline ? ` = ${(r.rps / baseline.rps).toFixed(2)} × static` : '') +
    (pageSized ? `, ${(r.rps / pageSized.rps).toFixed(2)} × page-sized static` : '');
  const problems = r.non2xx || r.errors ? ` (!! ${r.non2xx} non-2xx, ${r.errors} errors)` : '';
  rows.push({ what, value: `${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`, note: `${ratio.slice(3)}${problems}` });
  log(`${what}: ${r.rps.toFixed(0)} req/s p50 ${ms(r.p50)} p99 ${ms(r.p99)}${ratio}${problems}`);
}

async function benchPages() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const options = { port: PORT, apiPort: API_PORT, dataDir: path.join(tmp, 'pglite'), distDir: DIST_DIR, verbose: false,
    env: { NEXT_TELEMETRY_DISABLED: '1' } };
  try {
    if (process.env.BENCH_SKIP_BUILD !== '1') {
      log(`building ${DIST_DIR}…`);
      await build({ ...options, verbose: false });
    }
    writeStaticPage();
    log('starting the API (seeds the demo data) and the storefront…');
    const stack = await startStack(options);
    try {
      const { categoryId, productId } = await pickIds(stack.apiUrl);
      const cookie = { cookie: `shop=${SHOP_ID}` };
      const staticBody = await checkPage(`${stack.baseUrl}${STATIC_PATH}`, {});
      if (staticBody !== fs.readFileSync(path.join(root, 'public', STATIC_PATH), 'utf8')) {
        throw new Error(`${STATIC_PATH} is not the static file (a rewrite answered instead)`);
      }
      const pages = ['/', `/category/${categoryId}`, `/product/${productId}`];
      for (const p of pages) await checkPage(`${stack.baseUrl}${p}`, cookie);
      log(`shop ${SHOP_ID}, category ${categoryId}, product ${productId}; ${CONNECTIONS} connections, ${SECONDS} s each after a 3 s warm-up`);

      const baseline = await load(`${stack.baseUrl}${STATIC_PATH}`, { connections: CONNECTIONS, seconds: SECONDS });
      loadRow(`static ${STATIC_PATH}`, baseline);
      const pageSized = await load(`${stack.baseUrl}${STATIC_PAGE_PATH}`, { connections: CONNECTIONS, seconds: SECONDS });
      loadRow(`static ${STATIC_PAGE_PATH} (${STATIC_PAGE_BYTES / 1024} KB, a page's size)`, pageSized, baseline);
      for (const p of pages) {
        const r = await load(`${stack.baseUrl}${p}`, { connections: CONNECTIONS, seconds: SECONDS, headers: cookie });
        const size = Buffer.byteLength(await checkPage(`${stack.baseUrl}${p}`, cookie));
        loadRow(`${p} (shop ${SHOP_ID}, ${(size / 1024).toFixed(0)} KB)`, r, baseline, pageSized);
      }

      const js = await firstLoadJs(stack.baseUrl, `/product/${productId}`, cookie);
      rows.push({ what: `first-load JS of /product/${productId}`, value: `${(js.gzipBytes / 1024).toFixed(1)} KB gzipped`, note: `${js.files} files, ${(js.rawBytes / 1024).toFixed(0)} KB raw` });
      log(`first-load JS: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped; largest: ${js.largest.map((f) => `${f.src} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`);
    } finally {
      await stack.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(path.join(root, 'public', STATIC_PAGE_PATH), { force: true });
  }
}

function hashSources(): string {
  const h = createHash('sha1');
  const add = (p: string) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) for (const e of fs.readdirSync(full).sort()) add(path.join(p, e));
    else if (!/\.test\.ts$/.test(p)) h.update(p).update(fs.readFileSync(full));
  };
  // the seed's PRNG hashes with the art's hashString, so a change there is a new seed too
  ['server/db/schema.ts', 'server/db/migrations', 'server/demo/seed', 'server/demo/art/hash.ts', 'server/db/cli.ts', 'server/db/migrate.ts'].forEach(add);
  return h.digest('hex').slice(0, 12);
}

/** A PGlite folder with SEARCH_GOODS goods, seeded once per version of the seed and schema. */
async function largeDataDir(): Promise<string> {
  const cache = path.resolve(process.env.BENCH_CACHE_DIR ?? path.join(root, '.data', 'bench'));
  const name = `goods-${SEARCH_GOODS}-${hashSources()}`;
  const dir = path.join(cache, name);
  if (fs.existsSync(dir)) {
    log(`using the cached ${SEARCH_GOODS} goods in ${dir}`);
    return dir;
  }
  fs.mkdirSync(cache, { recursive: true });
  for (const old of fs.readdirSync(cache)) if (old.startsWith(`goods-${SEARCH_GOODS}-`)) fs.rmSync(path.join(cache, old), { recursive: true, force: true });
  const partial = `${dir}.partial`;
  log(`seeding ${SEARCH_GOODS} goods into ${dir} (once; takes a while)…`);
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    // --force: the check for a running API guards DATA_DIR's usual folder, not this new one
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', 'seed', '--goods', String(SEARCH_GOODS), '--force'], {
      cwd: root, env: { ...process.env, DATA_DIR: partial }, stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`db:seed --goods ${SEARCH_GOODS} failed with code ${code}`);
  fs.renameSync(partial, dir);
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dir;
}

async function benchSearch() {
  const dataDir = await largeDataDir();
  const api = run('api', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    ...process.env, API_PORT: String(API_PORT), DATA_DIR: dataDir,
  }, false);
  try {
    await waitForUrl(`http://127.0.0.1:${API_PORT}/health`, { proc: api, ok: true });
    // bench/search.ts measures the queries; this file owns the processes
    for (const r of await measureSearch({ apiUrl: `http://127.0.0.1:${API_PORT}`, goods: SEARCH_GOODS })) rows.push(r);
    // bench/api.ts: uncached listings and filter dictionaries over the same catalogue
    for (const r of await benchApi({ apiUrl: `http://127.0.0.1:${API_PORT}` })) rows.push(r);
  } finally {
    await stop([api]);
  }
}

function printTable() {
  const w = Math.max(...rows.map((r) => r.what.length));
  const v = Math.max(...rows.map((r) => r.value.length));
  console.log(`\n${'what'.padEnd(w)}  ${'measured'.padEnd(v)}  note`);
  console.log(`${'-'.repeat(w)}  ${'-'.repeat(v)}  ----`);
  for (const r of rows) console.log(`${r.what.padEnd(w)}  ${r.value.padEnd(v)}  ${r.note ?? ''}`);
}

// `npm run bench -- --only pages|search` runs one part
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
let failed = false;
for (const [name, part] of [['pages', benchPages], ['search', benchSearch]] as const) {
  if (only && only !== name) continue;
  try {
    await part();
  } catch (err) {
    failed = true;
    console.error(`[bench] ${name} failed: ${(err as Error).stack ?? err}`);
    rows.push({ what: name, value: 'FAILED', note: (err as Error).message });
  }
}
printTable();
process.exit(failed ? 1 : 0);
