// The cost of measuring (issue 40): throughput with metrics on against off, in one run.
//   node --import tsx bench/metrics-cost.ts [--seconds 5] [--rounds 4]
// Two API processes on copies of the test template's database (METRICS=on, METRICS=off), and, when a
// storefront build exists (NEXT_DIST_DIR, default .next-e2e), two `next start` in front of them,
// likewise. autocannon alternates between the twins round after round (so drift on a shared machine
// hits both), on an API read (/api/shops: cheap, so the overhead shows) and a page (/catalog); the figure is the sum of
// requests over the rounds, off against on. Request logging is on in both (it is not switched off).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { templateFile } from '../server/test/template';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 4);
const DIST = process.env.NEXT_DIST_DIR ?? '.next-e2e';
const procs: ChildProcess[] = [];

function start(cmd: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, cmd, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  procs.push(child);
  return child;
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function round(url: string) {
  const r = await autocannon({ url, connections: 16, duration: SECONDS });
  return r.requests.total - r.non2xx - r.errors;
}

async function compare(name: string, on: string, off: string) {
  // warm both (JIT, caches) before counting
  await round(on);
  await round(off);
  let [a, b] = [0, 0];
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) { a += await round(on); b += await round(off); } else { b += await round(off); a += await round(on); }
  }
  const lost = (1 - a / b) * 100;
  console.log(`${name}: metrics on ${(a / (ROUNDS * SECONDS)).toFixed(0)} req/s, off ${(b / (ROUNDS * SECONDS)).toFixed(0)} req/s: ${lost.toFixed(1)} % lost`);
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-metrics-cost-'));
  const template = templateFile();
  if (!fs.existsSync(template)) throw new Error(`${template} missing: run one API test first (npm run test:api -- server/ops/ops.test.ts)`);
  const apis = { on: 4118, off: 4119 };
  for (const [mode, port] of Object.entries(apis)) {
    const dir = path.join(tmp, mode);
    // the template is a PGlite dump: restored into each API's own folder
    const { restorePglite } = await import('../server/ops/backup-files');
    await restorePglite(template, dir);
    start(['--import', 'tsx', 'server/main.ts'], { API_PORT: String(port), DATA_DIR: dir, METRICS: mode, WEBHOOKS_PAUSED: '1', NODE_ENV: 'production', LOG_FORMAT: 'json' });
  }
  await Promise.all(Object.values(apis).map((p) => waitFor(`http://127.0.0.1:${p}/ready`)));
  await compare('API GET /api/shops', `http://127.0.0.1:${apis.on}/api/shops`, `http://127.0.0.1:${apis.off}/api/shops`);
  if (fs.existsSync(path.join(DIST, 'BUILD_ID'))) {
    const webs = { on: 3118, off: 3119 };
    for (const [mode, port] of Object.entries(webs)) {
      start(['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
        NEXT_DIST_DIR: DIST, METRICS: mode, SHOP_API_URL: `http://127.0.0.1:${apis[mode as 'on' | 'off']}`, NODE_ENV: 'production',
        NEXTAUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00', NODE_OPTIONS: '--require=./lib/socket-address.cjs',
      });
    }
    await Promise.all(Object.values(webs).map((p) => waitFor(`http://127.0.0.1:${p}/health`)));
    await compare('storefront GET /catalog (page cache)', `http://127.0.0.1:${webs.on}/catalog`, `http://127.0.0.1:${webs.off}/catalog`);
  } else console.log(`no storefront build in ${DIST}: pages not measured`);
  fs.rmSync(tmp, { recursive: true, force: true });
}

const stopAll = () => { for (const p of procs) if (p.pid) try { process.kill(-p.pid, 'SIGTERM'); } catch { /* gone */ } };
main().then(() => { stopAll(); process.exit(0); }, (err: Error) => { console.error(err.message); stopAll(); process.exit(1); });
