// Issue 37's third figure: the shop keeps selling while a full 1C package is imported. The API runs an
// import in its own process, in the background (server/services/exchange/sessions.ts), so this bench
// does the same in one process on a fresh PostgreSQL database (bench/exchange.ts's):
//  1. a full package of N goods × 10 warehouses is imported;
//  2. idle: C clients ask, one request after another, for the shop's category listings (name order, 40
//     a page) and search pages, for S seconds; p50/p99 of each kind;
//  3. the same while a full package of 2N goods (the first N unchanged, N new with their offers) is
//     imported, as long as the import runs; p50/p99 and their ratios to idle (goal: p99 within 2×).
//   node --import tsx bench/exchange-load.ts [N=20000] [clients=4] [seconds=15]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../server/app';
import { writePackage } from '../server/demo/exchange/generate';
import { freshDatabase, runFile } from './exchange';
import { percentile } from './stats';

const [goods = 20_000, clients = 4, seconds = 15] = process.argv.slice(2).map(Number);
const SHOP = '/api/shops/1';
const WORDS = ['молоко', 'сыр', 'хлеб', 'кефир', 'масло', 'йогурт'];

const { handle, drop } = await freshDatabase();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-exchange-load-'));
try {
  await writePackage(path.join(dir, 'first'), { goods, warehouses: 10 });
  await writePackage(path.join(dir, 'second'), { goods: goods * 2, warehouses: 10 });
  await runFile(handle, path.join(dir, 'first'), 'import.xml', 'catalog');
  await runFile(handle, path.join(dir, 'first'), 'offers.xml', 'offers');
  const app = createApp(handle.db);
  const get = async (p: string) => {
    const res = await app.request(p, { headers: { 'API-CONSUMER': 'site', Accept: 'application/ld+json' } });
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    await res.arrayBuffer();
  };
  const tree = await (await app.request('/api/catalogs', { headers: { 'API-CONSUMER': 'site' } })).json() as { 'hydra:member': { id: number }[] };
  const kinds: Record<string, string[]> = {
    'category listing (name, 40)': tree['hydra:member'].map((c) => `${SHOP}/goods?catalog.id=${c.id}&shopOrder=name&page=1&itemsPerPage=40`),
    'search page': WORDS.map((w) => `/api/goods?name=${encodeURIComponent(w)}&shopId=1&page=1`),
  };
  for (const list of Object.values(kinds)) for (const p of list) await get(p); // warm-up

  /** Each client walks every kind's pages in turn until `until()` says stop; the milliseconds by kind. */
  async function load(until: () => boolean): Promise<Record<string, number[]>> {
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
    await Promise.all(Array.from({ length: clients }, async (_, c) => {
      for (let i = c; !until(); i++) {
        for (const [kind, list] of Object.entries(kinds)) {
          const t = performance.now();
          await get(list[i % list.length]);
          times[kind].push(performance.now() - t);
        }
      }
    }));
    return times;
  }

  const idleEnd = performance.now() + seconds * 1000;
  const idle = await load(() => performance.now() > idleEnd);
  let importing = true;
  const started = performance.now();
  const imported = (async () => {
    await runFile(handle, path.join(dir, 'second'), 'import.xml', 'catalog');
    await runFile(handle, path.join(dir, 'second'), 'offers.xml', 'offers');
    importing = false;
  })();
  const busy = await load(() => !importing);
  await imported;
  console.log(`exchange under load: ${goods} goods, then a full package of ${goods * 2} imported in ${((performance.now() - started) / 1000).toFixed(1)} s; ${clients} clients`);
  for (const kind of Object.keys(kinds)) {
    const [a, b] = [idle[kind], busy[kind]].map((xs) => [...xs].sort((x, y) => x - y));
    const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
    console.log(`  ${kind.padEnd(30)} idle p50 ${p(a, 50)} p99 ${p(a, 99)} ms (${a.length})  during import p50 ${p(b, 50)} p99 ${p(b, 99)} ms (${b.length})  p99 ratio ${(percentile(b, 99) / percentile(a, 99)).toFixed(2)} (goal ≤ 2)`);
  }
} finally {
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
