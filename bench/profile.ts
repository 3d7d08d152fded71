// Where the storefront spends its time on cache hits: starts the production build with `node
// --cpu-prof`, loads one URL (cache hits after the first request) and prints the top frames by self
// time and by file, from the storefront's profile.
//
//   node --import tsx bench/profile.ts [path] [--seconds 15] [--top 30]
//   node --import tsx bench/profile.ts --cold 20     # first requests of 20 products instead: cache misses
//
// Ports BENCH_PORT/BENCH_API_PORT (3020/4020), build BENCH_DIST_DIR (.next-bench, built by `npm run
// bench`), shop BENCH_SHOP_ID (2). The profiles stay in the folder it prints.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run, stackEnv, stop, waitForUrl } from '../scripts/stack';
import { browserHeaders, load } from './pages';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const target = args.find((a) => a.startsWith('/')) ?? '/';
const seconds = Number(flag('seconds', '15'));
const top = Number(flag('top', '30'));
const cold = Number(flag('cold', '0'));

/** Self time per frame and per file (node_modules collapsed to the package), in ms. */
export function summarize(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const frames = new Map<string, number>();
  const files = new Map<string, number>();
  let total = 0;
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    total += t;
    const file = url.replace(/^file:\/\//, '').replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\/.*/, '$1 (package)').replace(`${process.cwd()}/`, '') || '(native)';
    frames.set(`${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, (frames.get(`${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`) ?? 0) + t);
    files.set(file, (files.get(file) ?? 0) + t);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, frames: sorted(frames), files: sorted(files) };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-profile-'));
  const port = Number(process.env.BENCH_PORT ?? 3020);
  const apiPort = Number(process.env.BENCH_API_PORT ?? 4020);
  const env = stackEnv({ port, apiPort, dataDir: path.join(dir, 'pglite'), distDir: process.env.BENCH_DIST_DIR ?? '.next-bench', env: { NEXT_TELEMETRY_DISABLED: '1' } });
  // --cpu-prof is refused in NODE_OPTIONS: only the storefront's own process is started with it
  const api = run('api', process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], env, false);
  const procs = [api];
  const headers = browserHeaders(Number(process.env.BENCH_SHOP_ID ?? 2));
  try {
    await waitForUrl(`http://127.0.0.1:${apiPort}/health`, { proc: api, ok: true });
    const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
    const web = run('web', process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}/prof`, next, 'start', '-p', String(port)], env, false);
    procs.push(web);
    const base = `http://127.0.0.1:${port}`;
    await waitForUrl(`${base}/robots.txt`, { proc: web });
    if (cold > 0) {
      const shop = Number(process.env.BENCH_SHOP_ID ?? 2);
      const goods = await fetch(`http://127.0.0.1:${apiPort}/api/shops/${shop}/goods?itemsPerPage=${cold + 3}`).then((x) => x.json());
      const ids: number[] = goods['hydra:member'].map((g: { id: number }) => g.id);
      const times: number[] = [];
      for (const [i, id] of ids.entries()) {
        const started = performance.now();
        const res = await fetch(`${base}/product/${id}`, { headers });
        await res.arrayBuffer();
        if (i >= 3) times.push(performance.now() - started); // the first three warm the code up
      }
      times.sort((a, b) => a - b);
      console.log(`cold /product/{id}: ${times.length} renders, p50 ${times[Math.floor(times.length / 2)].toFixed(0)} ms, all ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    } else {
      const first = await fetch(`${base}${target}`, { headers });
      if (first.status !== 200) throw new Error(`GET ${target}: ${first.status}`);
      const r = await load(`${base}${target}`, { seconds, headers });
      console.log(`${target}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${r.requests} requests)`);
    }
  } finally {
    await stop(procs);
  }
  // the storefront's server is the profile with the most samples of next's code
  const profiles = fs.readdirSync(path.join(dir, 'prof')).map((f) => path.join(dir, 'prof', f));
  const scored = profiles.map((p) => {
    const prof = JSON.parse(fs.readFileSync(p, 'utf8')) as Profile;
    const s = summarize(prof);
    return { p, s, next: s.files.find(([f]) => f === 'next (package)')?.[1] ?? 0 };
  }).sort((a, b) => b.next - a.next);
  if (!scored.length) throw new Error(`no profile written in ${dir}/prof`);
  const { p, s } = scored[0];
  console.log(`\n${p}: ${s.total.toFixed(0)} ms sampled\n\nby file (self time):`);
  for (const [f, t] of s.files.slice(0, 15)) console.log(`${((100 * t) / s.total).toFixed(1).padStart(5)}%  ${f}`);
  console.log('\nby frame (self time):');
  for (const [f, t] of s.frames.slice(0, top)) console.log(`${((100 * t) / s.total).toFixed(1).padStart(5)}%  ${f}`);
}

await main();
