// `npm run bench`: one run on the production build with both processes (storefront BENCH_PORT
// 3020, API BENCH_API_PORT 4020).
//  1. pages, cache hits, under load: a script from /_next/static (the build's script nearest the
//     home page's gzipped size; no middleware touches it) as the baseline, then /, a category, a
//     product, a good set and /catalog?search-word=… for one chosen shop, with the headers a
//     browser sends (Accept-Encoding: gzip, br; the shop cookie), 32 connections, a 3 s warm-up
//     then BENCH_SECONDS (10) each. Every round measures the baseline and the pages back to back,
//     BENCH_ROUNDS (2) rounds, and the table keeps each page's least flattering round; beside
//     req/s and latency, the serving processes' CPU time per request. With nginx installed the
//     same is measured through deploy/nginx/shop.conf (BENCH_NGINX_PORT 3022; BENCH_NGINX=0
//     skips it), plus the home page's bytes as a file nginx sends from disk;
//  2. a cold product page render: the first request for products nobody asked for yet;
//  3. the herd: how many API calls 32 concurrent first requests for one product make;
//  4. the product page's first-load JavaScript, gzipped;
//  5. search and suggestions over 100,000 goods (bench/search.ts) on a seeded PGlite folder,
//     cached by the hash of the schema, migrations and seed sources, then the uncached category
//     listing and filter dictionaries over the same folder (bench/api.ts);
//  6. the back office (bench/admin-orders.ts), in process over a fresh PGlite folder of the demo
//     data plus 100,000 orders: the admin list plain and filtered, and status changes by 16 admins
//     at once, stopping the run when the order log loses or doubles an entry.
//  7. the 1C exchange (bench/exchange.ts), on PostgreSQL (BENCH_POSTGRES_URL, else TEST_POSTGRES_URL,
//     DATABASE_URL, the local server): a full package of BENCH_EXCHANGE_GOODS (10000,100000) goods ×
//     10 warehouses against a bare COPY of the same rows, its peak RSS, a changes-only package.
//  8. the signed-in pages on an ordinary phone (bench/slow-phone.ts): chromium with the CPU slowed 4×,
//     favourites, the personal area's tabs, the shops' orders and moderation against a category page,
//     navigation start → first real content, the median of 5 runs, against the 1.5 s goal.
//  9. photos (issue 38): variant making in process (bench/photos.ts: p50 per 4000 × 3000 JPEG,
//     photos per second with every core, ten concurrent first requests made once), then serving on
//     this run's build (bench/photo-serving.ts, its own ports and fresh demo data: a 6 MB photo-like
//     JPEG uploaded, the bytes a 390 px phone downloads for the product page's photo, a variant
//     through deploy/nginx/shop.conf against the same static file; PHOTO_SERVE_SECONDS and
//     PHOTO_SERVE_ROUNDS as there). Without nginx the serving half is skipped.
// Figures are printed as tables; nothing is asserted. BENCH_SKIP_BUILD=1 reuses .next-bench;
// BENCH_CACHE_DIR moves the seeded folder (.data/bench); `-- --only pages|search|admin|exchange|phone|photos` runs one part.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, run, root, startStack, stop, stopLive, waitForUrl } from '../scripts/stack';
import { startApiCounter } from './api-counter';
import { firstLoadJs } from './bundle';
import { nginxBinary, startNginx } from '../scripts/nginx';
import { browserHeaders, load, probe, scriptHeaders, type LoadResult } from './pages';
import { benchSearch as measureSearch } from './search';
import { benchPhotoMaking } from './photos';
import { benchPhotoServing } from './photo-serving';
import { benchApi } from './api';
import { benchAdminList, benchAdminStatus, seedAdminOrders, type Call } from './admin-orders';
import { openSeededApp } from './seeded-app';
import { benchExchange, exchangeRows } from './exchange';
import { benchSlowPhone, phoneTable } from './slow-phone';

const PORT = Number(process.env.BENCH_PORT ?? 3020);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4020);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3022);
const DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
const SHOP_ID = Number(process.env.BENCH_SHOP_ID ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const CONNECTIONS = 32;
const SEARCH_GOODS = 100_000;
const CATEGORY_ID = 101;
const GOOD_SET_ID = 1;
const SEARCH_WORD = 'молоко';

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

/** Category 101 (Молоко) when the shop sells its goods, else a leaf that has; a sold good of it; more goods for cold renders. */
async function pickIds(apiUrl: string) {
  await json(`${apiUrl}/api/shops/${SHOP_ID}`);
  const tree: any[] = (await json(`${apiUrl}/api/catalogs`))['hydra:member'];
  const leaves: any[] = [];
  const walk = (c: any) => (c.items?.length ? c.items.forEach(walk) : leaves.push(c));
  tree.forEach(walk);
  leaves.sort((a, b) => (a.id === CATEGORY_ID ? -1 : b.id === CATEGORY_ID ? 1 : 0));
  for (const leaf of leaves) {
    if (leaf.hasAgeRestrictions) continue;
    const goods = await json(`${apiUrl}/api/shops/${SHOP_ID}/goods?catalog.id=${leaf.id}&itemsPerPage=30`);
    const sold = goods['hydra:member'].filter((g: any) => g.article && g.article.quantity > 0);
    if (goods['hydra:totalItems'] >= 10 && sold.length >= 10) {
      return { categoryId: leaf.id as number, productId: sold[0].id as number, others: sold.slice(1).map((g: any) => g.id as number) };
    }
  }
  throw new Error(`no category with goods in shop ${SHOP_ID}`);
}

/**
 * A script of the build (.js under static/chunks) whose gzipped size is nearest what the home page
 * weighs on the wire: the same bytes to send per request, so the ratio shows what serving a page
 * costs beyond sending it. A bigger file would flatter the pages.
 */
function staticChunk(pageWireBytes: number): string {
  const dir = path.join(root, DIST_DIR, 'static', 'chunks');
  const sized = fs.readdirSync(dir).filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: gzipSync(fs.readFileSync(path.join(dir, f))).length }));
  if (!sized.length) throw new Error(`no scripts in ${dir}`);
  sized.sort((a, b) => Math.abs(a.size - pageWireBytes) - Math.abs(b.size - pageWireBytes));
  return `/_next/static/chunks/${sized[0].f}`;
}

/** base: another server than the front's (the page-sized static file nginx serves from disk). */
type Target = { label: string; path: string; headers: Record<string, string>; base?: string };
type Measured = { target: Target; result: LoadResult; baseline: LoadResult; ratio: number; p50: number; p99: number };

/** Answers 200 (a page that 404s or redirects measures nothing); says how it travels. */
async function check(base: string, t: Target): Promise<string> {
  const r = await probe(`${t.base ?? base}${t.path}`, t.headers);
  if (r.status !== 200) throw new Error(`GET ${base}${t.path}: ${r.status} (the benchmark needs a 200)`);
  if (!r.headers['content-type']?.match(/html|javascript/)) throw new Error(`GET ${t.path}: ${r.headers['content-type']} (a rewrite answered?)`);
  return `${(r.wireBytes / 1024).toFixed(0)} KB ${r.headers['content-encoding'] ?? 'uncompressed'}`;
}

async function measureFront(front: string, base: string, targets: Target[], servers: number[]): Promise<Measured[]> {
  const wire = new Map<string, string>();
  for (const t of targets) wire.set(t.path, await check(base, t));
  const [baselineTarget, ...pages] = targets;
  const best = new Map<string, Measured>();
  for (let round = 1; round <= ROUNDS; round++) {
    const opts = { connections: CONNECTIONS, seconds: SECONDS, servers };
    const baseline = await load(`${base}${baselineTarget.path}`, { ...opts, headers: baselineTarget.headers });
    log(`${front} round ${round}: ${baselineTarget.label} ${baseline.rps.toFixed(0)} req/s p50 ${ms(baseline.p50)} p99 ${ms(baseline.p99)}${cpu(baseline)}`);
    const keep = (t: Target, result: LoadResult) => {
      const ratio = result.rps / baseline.rps;
      const prev = best.get(t.path);
      const m: Measured = { target: t, result, baseline, ratio, p50: Math.max(result.p50, prev?.p50 ?? 0), p99: Math.max(result.p99, prev?.p99 ?? 0) };
      // the least flattering round: the lowest ratio to the static file; p50/p99 the worst seen
      if (!prev || ratio < prev.ratio) best.set(t.path, m);
      else best.set(t.path, { ...prev, p50: m.p50, p99: m.p99 });
    };
    keep(baselineTarget, baseline);
    for (const t of pages) {
      const r = await load(`${t.base ?? base}${t.path}`, { ...opts, headers: t.headers });
      const bad = r.non2xx || r.errors ? ` (!! ${r.non2xx} non-2xx, ${r.errors} errors)` : '';
      log(`${front} round ${round}: ${t.label} ${r.rps.toFixed(0)} req/s p50 ${ms(r.p50)} p99 ${ms(r.p99)} = ${(r.rps / baseline.rps).toFixed(2)} × static${cpu(r)}${bad}`);
      keep(t, r);
    }
  }
  fronts.push({ front, measured: targets.map((t) => best.get(t.path)!), wire });
  return [...best.values()];
}

const cpu = (r: LoadResult) => (r.cpuMs === null ? '' : `, server CPU ${r.cpuMs.toFixed(2)} ms/req`);
/** How many of this page the server's CPU serves per static file, from CPU time per request (the worst round's). */
const cpuRatio = (m: Measured) => (m.result.cpuMs && m.baseline.cpuMs ? (m.baseline.cpuMs / m.result.cpuMs).toFixed(2) : '–');

const fronts: { front: string; measured: Measured[]; wire: Map<string, string> }[] = [];
/**
 * One table per front. `× static` is the ratio to the static file through the same front in the
 * same round; `× fastest static` to the fastest static file of the whole run (through nginx when it
 * was measured), the figure that flatters the storefront alone least.
 */
function pagesTables(): string[] {
  const fastest = Math.max(...fronts.map((f) => f.measured[0].result.rps));
  return fronts.map(({ front, measured, wire }) => {
    const lines = [
      `${front}: ${CONNECTIONS} connections, ${SECONDS} s per URL, least flattering of ${ROUNDS} round(s)`,
      '| URL | on the wire | req/s | p50 | p99 | × static | × fastest static | server CPU/req | × static by CPU |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    for (const m of measured) {
      const bad = m.result.non2xx || m.result.errors ? ` !! ${m.result.non2xx} non-2xx, ${m.result.errors} errors` : '';
      lines.push(`| ${m.target.label} | ${wire.get(m.target.path)} | ${m.result.rps.toFixed(0)} | ${ms(m.p50)} | ${ms(m.p99)} | ${m.ratio.toFixed(2)} | ${(m.result.rps / fastest).toFixed(2)} | ${m.result.cpuMs === null ? '–' : `${m.result.cpuMs.toFixed(3)} ms`} | ${cpuRatio(m)}${bad} |`);
    }
    return lines.join('\n');
  });
}

/**
 * The first request for products nobody has asked for (not in any cache), the API warmed by a few
 * renders first: what a shopper waits when the page cache misses. `of which API` is the same
 * product's three API calls asked in a row afterwards (what the render waits for at least).
 */
async function coldRenders(base: string, apiUrl: string, ids: number[]) {
  const headers = browserHeaders(SHOP_ID);
  const [warm, measured] = [ids.slice(0, 3), ids.slice(3, 11)];
  for (const id of warm) await probe(`${base}/product/${id}`, headers);
  const times: number[] = [];
  const api: number[] = [];
  for (const id of measured) {
    const r = await probe(`${base}/product/${id}`, headers);
    if (r.status !== 200) throw new Error(`GET /product/${id}: ${r.status}`);
    times.push(r.ms);
    const started = performance.now();
    for (const p of [`${id}`, `${id}/similar`, `${id}/samebrand`]) await fetch(`${apiUrl}/api/shops/${SHOP_ID}/goods/${p}`).then((x) => x.arrayBuffer());
    api.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  api.sort((a, b) => a - b);
  const mid = (xs: number[]) => xs[Math.floor(xs.length / 2)];
  rows.push({
    what: 'cold /product/{id} render (first request, storefront alone)',
    value: `p50 ${ms(mid(times))}, max ${ms(times[times.length - 1])}`,
    note: `${times.length} products; of which API (good, similar, samebrand in a row) p50 ${ms(mid(api))}`,
  });
  log(`cold product renders: ${times.map((t) => t.toFixed(0)).join(', ')} ms; API ${api.map((t) => t.toFixed(0)).join(', ')} ms`);
}

/**
 * A restart's first burst: 32 concurrent first requests for one product nobody asked for yet. The
 * storefront should ask the API about it once (the middleware's existence check, the page's three
 * calls), render once and answer all 32 with that render.
 */
async function herd(base: string, asked: string[], id: number) {
  const headers = browserHeaders(SHOP_ID);
  const before = asked.length;
  const answers = await Promise.all(Array.from({ length: CONNECTIONS }, () => probe(`${base}/product/${id}`, headers)));
  const calls = asked.slice(before).filter((a) => a.includes(`/goods/${id}`));
  const byCall = new Map<string, number>();
  for (const c of calls) byCall.set(c, (byCall.get(c) ?? 0) + 1);
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const ok = answers.filter((a) => a.status === 200).length;
  rows.push({
    what: `${CONNECTIONS} concurrent first requests for /product/${id}`,
    value: `${calls.length} API calls for it, wait p50 ${ms(times[Math.floor(times.length / 2)])}, max ${ms(times[times.length - 1])}`,
    note: `${ok}/${answers.length} answered 200; ${[...byCall].map(([c, n]) => `${n}× ${c.replace(/\?.*/, '')}`).join(', ')}`,
  });
  log(`herd: ${calls.length} API calls for product ${id}: ${[...byCall].map(([c, n]) => `${n}× ${c}`).join(', ')}`);
}

/** Whether this run has built DIST_DIR already (the pages part, then the phone part, share the build). */
let built = false;
const phoneTables: string[] = [];

async function benchPages() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const options = { port: PORT, apiPort: API_PORT, dataDir: path.join(tmp, 'pglite'), distDir: DIST_DIR, verbose: false,
    env: { NEXT_TELEMETRY_DISABLED: '1' } };
  try {
    if (process.env.BENCH_SKIP_BUILD !== '1' && !built) {
      log(`building ${DIST_DIR}…`);
      await build({ ...options, verbose: false });
      built = true;
    }
    log('starting the API (seeds the demo data) and the storefront…');
    // the storefront reaches the API through a counter (bench/api-counter.ts): the herd's API calls
    const counter = await startApiCounter(`http://127.0.0.1:${API_PORT}`);
    const stack = await startStack({ ...options, env: { ...options.env, SHOP_API_URL: counter.url } });
    try {
      const { categoryId, productId, others } = await pickIds(stack.apiUrl);
      const page = browserHeaders(SHOP_ID);
      const home = await probe(`${stack.baseUrl}/`, page);
      const chunk = staticChunk(home.wireBytes);
      const targets: Target[] = [
        { label: `static ${chunk}`, path: chunk, headers: scriptHeaders(SHOP_ID) },
        { label: '/', path: '/', headers: page },
        { label: `/category/${categoryId}`, path: `/category/${categoryId}`, headers: page },
        { label: `/product/${productId}`, path: `/product/${productId}`, headers: page },
        { label: `/good-sets/${GOOD_SET_ID}`, path: `/good-sets/${GOOD_SET_ID}`, headers: page },
        { label: `/catalog?search-word=${SEARCH_WORD}`, path: `/catalog?search-word=${encodeURIComponent(SEARCH_WORD)}`, headers: page },
      ];
      await coldRenders(stack.baseUrl, stack.apiUrl, others);
      await herd(stack.baseUrl, counter.asked, others[others.length - 1]);
      log(`shop ${SHOP_ID}; ${CONNECTIONS} connections, ${SECONDS} s each after a 3 s warm-up, ${ROUNDS} round(s)`);
      const storefront = stack.procs.find((p) => p.name === 'web')!.child.pid!;
      await measureFront('storefront alone (next start)', stack.baseUrl, targets, [storefront]);
      if (process.env.BENCH_NGINX !== '0' && nginxBinary()) {
        // the home page's own bytes as a file nginx sends from disk, precompressed: static-file speed
        // for exactly a page's bytes, beside the smaller script of the baseline
        const files = path.join(tmp, 'static');
        fs.mkdirSync(files);
        const html = await fetch(`${stack.baseUrl}/`, { headers: { ...page, 'accept-encoding': 'identity' } }).then((r) => r.text());
        fs.writeFileSync(path.join(files, 'home.html'), html);
        fs.writeFileSync(path.join(files, 'home.html.gz'), gzipSync(html));
        const nginx = await startNginx(NGINX_PORT, PORT, { staticDir: files });
        try {
          await measureFront('nginx in front (deploy/nginx/shop.conf)', nginx.url, [...targets, {
            label: 'static: the home page\'s bytes as a file (nginx, gzip_static)', path: '/home.html', headers: page, base: nginx.staticUrl,
          }], [storefront, nginx.pid]);
        } finally {
          await nginx.stop();
        }
      } else {
        log('nginx: not measured (not installed, or BENCH_NGINX=0)');
      }

      const js = await firstLoadJs(stack.baseUrl, `/product/${productId}`, page);
      rows.push({ what: `first-load JS of /product/${productId}`, value: `${(js.gzipBytes / 1024).toFixed(1)} KB gzipped`, note: `${js.files} files, ${(js.rawBytes / 1024).toFixed(0)} KB raw` });
      log(`first-load JS: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped; largest: ${js.largest.map((f) => `${f.src} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`);
    } finally {
      await stack.stop();
      await counter.close();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
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

/** The back office in process: a throwaway PGlite folder, the demo data and 100,000 orders (about a minute to seed). */
async function benchAdmin() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-admin-'));
  try {
    const { app, handle } = await openSeededApp(tmp, 3000);
    try {
      await seedAdminOrders(handle.db, log);
      const call: Call = async (method, p, body, headers = {}) => {
        const res = await app.request(p, {
          method, body: body === undefined ? undefined : JSON.stringify(body),
          headers: { 'API-CONSUMER': 'site', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        });
        return { status: res.status, text: await res.text() };
      };
      for (const r of await benchAdminList(handle.db, call, { inProcess: true })) rows.push(r);
      rows.push({ ...await benchAdminStatus(handle.db, call), what: 'API status changes (16 concurrent admins, PGlite: one at a time)' });
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** 8. the signed-in pages at 4× slower CPU (bench/slow-phone.ts), on a stack of its own over fresh demo data. */
async function benchPhone() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-phone-'));
  // SITE_URL: the sign-in's Origin check accepts only the site's own address
  const options = { port: PORT, apiPort: API_PORT, dataDir: path.join(tmp, 'pglite'), distDir: DIST_DIR, verbose: false,
    env: { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://127.0.0.1:${PORT}` } };
  try {
    if (process.env.BENCH_SKIP_BUILD !== '1' && !built) {
      log(`building ${DIST_DIR}…`);
      await build(options);
      built = true;
    }
    const stack = await startStack(options);
    try {
      phoneTables.push(phoneTable(await benchSlowPhone(stack.baseUrl)));
    } finally {
      await stack.stop();
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** 9. photos: variants made in process, then served on this run's build (bench/photos.ts, bench/photo-serving.ts). */
async function benchPhotos() {
  rows.push(...await benchPhotoMaking());
  if (!nginxBinary()) {
    rows.push({ what: 'photo serving', value: 'skipped', note: 'nginx is not installed (scripts/services.sh installs it)' });
    return;
  }
  if (process.env.BENCH_SKIP_BUILD !== '1' && !built) {
    log(`building ${DIST_DIR}…`);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-photos-'));
    try {
      await build({ port: PORT, apiPort: API_PORT, dataDir: path.join(tmp, 'pglite'), distDir: DIST_DIR, verbose: false, env: { NEXT_TELEMETRY_DISABLED: '1' } });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    built = true;
  }
  rows.push(...await benchPhotoServing(DIST_DIR));
}

function printTable() {
  if (fronts.length) for (const t of pagesTables()) console.log(`\n${t}`);
  for (const t of phoneTables) console.log(`\n${t}`);
  if (!rows.length) return;
  const w = Math.max(...rows.map((r) => r.what.length));
  const v = Math.max(...rows.map((r) => r.value.length));
  console.log(`\n${'what'.padEnd(w)}  ${'measured'.padEnd(v)}  note`);
  console.log(`${'-'.repeat(w)}  ${'-'.repeat(v)}  ----`);
  for (const r of rows) console.log(`${r.what.padEnd(w)}  ${r.value.padEnd(v)}  ${r.note ?? ''}`);
}

/** 7. the 1C exchange's import on PostgreSQL (bench/exchange.ts): 10,000 and 100,000 goods × 10 warehouses. */
async function benchExchangePart(): Promise<void> {
  const sizes = (process.env.BENCH_EXCHANGE_GOODS ?? '10000,100000').split(',').map(Number).filter((n) => n > 0);
  for (const goods of sizes) rows.push(...exchangeRows(await benchExchange(goods, log)));
}

// `npm run bench -- --only pages|search|admin|exchange|phone|photos` runs one part
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
let failed = false;
for (const [name, part] of [['pages', benchPages], ['search', benchSearch], ['admin', benchAdmin], ['exchange', benchExchangePart], ['phone', benchPhone], ['photos', benchPhotos]] as const) {
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
