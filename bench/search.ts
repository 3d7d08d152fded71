// Search and suggestion latency over a large catalogue: a fixed list of what shoppers type (whole
// words, declined forms, typos, the wrong keyboard layout, prefixes while typing, several words),
// each asked many times; prints p50/p99 of the results page and of the dropdown. Nothing is asserted.
//
//   node --import tsx bench/search.ts [--data DIR] [--goods 100000] [--rounds 20] [--explain]
//
// Standalone, it opens a PGlite folder (seeding it first when it holds no goods) and calls the app
// in-process, so the figures are the database and the handler without HTTP. `npm run bench`
// (bench/run.ts) calls benchSearch() against its running API instead.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSeededApp, seededAppArgs } from './seeded-app';
import { percentile } from './stats';

type Row = { what: string; value: string; note?: string };
type Get = (path: string) => Promise<{ status: number; body: any }>;

const SHOP_ID = 2;

/** What shoppers type, by kind. Each should find goods in the demo catalogue. */
export const QUERIES: Record<string, string[]> = {
  word: ['молоко', 'кефир', 'сыр', 'пельмени', 'кофе', 'шоколад', 'печенье', 'хлеб', 'масло', 'колбаса'],
  declined: ['молока', 'сметаной', 'пельменей', 'конфет', 'творогом', 'колбасы'],
  typo: ['малако', 'кифир', 'пильмени', 'шакалад', 'йогурд', 'сасиски', 'макароные изделия', 'смитана', 'малоко прастаквашино'],
  layout: ['vjkjrj', 'rtabh', 'gtkmvtyb', 'ifrjkfl', 'vfckj ckbdjxyjt', 'вфтщту', 'руштя'],
  prefix: ['мол', 'моло', 'кеф', 'пельм', 'шокол', 'сгущ', 'йогу', 'мака'],
  // a letter missing, extra or swapped; the other alphabet; the other alphabet behind a layout slip
  forgiving: ['кефр', 'кефтир', 'кфеир', 'данон', 'kefir', 'moloko', 'ьщдщлщ', 'ьщдщкщ'],
  multiword: ['молоко простоквашино', 'масло сливочное', 'сыр российский', 'кофе молотый', 'пельмени сибирская коллекция', 'вода минеральная 1,5 л'],
};


async function measure(get: Get, url: (q: string) => string, rounds: number) {
  const all = Object.values(QUERIES).flat();
  const misses: string[] = [];
  // warm-up: plans, caches, JIT; and every query must answer 200 with goods
  for (const q of all) {
    const res = await get(url(q));
    if (res.status !== 200) throw new Error(`${url(q)}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body['hydra:member'].length === 0) misses.push(q);
  }
  const times: number[] = [];
  const cpu: number[] = [];
  const byKind: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (const [kind, queries] of Object.entries(QUERIES)) {
      for (const q of queries) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await get(url(q));
        const t = performance.now() - started;
        const used = process.cpuUsage(cpuStarted);
        times.push(t);
        cpu.push((used.user + used.system) / 1000);
        (byKind[kind] ??= []).push(t);
      }
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const kinds = Object.entries(byKind).map(([kind, ts]) => {
    ts.sort((a, b) => a - b);
    return `${kind} ${percentile(ts, 50).toFixed(1)}/${percentile(ts, 99).toFixed(1)}`;
  });
  return {
    p50: percentile(times, 50), p99: percentile(times, 99), n: times.length, kinds, misses,
    cpuP50: percentile(cpu, 50), cpuP99: percentile(cpu, 99),
  };
}

/**
 * inProcess: the database runs in this process, so its CPU time per request is measured too; on a
 * busy machine that is closer to what the request costs than the wall time spent waiting for a core.
 */
async function runAll(get: Get, goods: number, rounds: number, inProcess = false): Promise<Row[]> {
  const enc = encodeURIComponent;
  const search = await measure(get, (q) => `/api/goods?name=${enc(q)}&shopId=${SHOP_ID}&page=1`, rounds);
  const suggest = await measure(get, (q) => `/api/goods?search=${enc(q)}&softShopId=${SHOP_ID}`, rounds);
  const row = (what: string, m: typeof search): Row => ({
    what,
    value: `p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms`,
    note: `${m.n} requests over ${goods.toLocaleString('en-US')} goods; ` +
      (inProcess ? `CPU time p50 ${m.cpuP50.toFixed(1)} ms, p99 ${m.cpuP99.toFixed(1)} ms; ` : '') +
      `p50/p99 ms by kind: ${m.kinds.join(', ')}` +
      (m.misses.length ? `; !! nothing found for: ${m.misses.join(', ')}` : ''),
  });
  return [row('search page (?name=…&page=1)', search), row('suggestions (?search=…)', suggest)];
}

/** For bench/run.ts: the same measurement against a running API. */
export async function benchSearch({ apiUrl, goods, rounds = 20 }: { apiUrl: string; goods: number; rounds?: number }): Promise<Row[]> {
  const get: Get = async (p) => {
    const res = await fetch(apiUrl + p, { headers: { 'API-CONSUMER': 'site' } });
    return { status: res.status, body: await res.json() };
  };
  return runAll(get, goods, rounds);
}

async function main() {
  const { args, goods, rounds, dataDir } = seededAppArgs('search', 20);

  const { app, handle, goods: have } = await openSeededApp(dataDir, goods);
  const get: Get = async (p) => {
    const res = await app.request(p, { headers: { 'API-CONSUMER': 'site' } });
    return { status: res.status, body: await res.json() };
  };

  const { loadavg, cpus } = await import('node:os');
  console.log(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
  for (const r of await runAll(get, have, rounds, true)) console.log(`${r.what}: ${r.value}\n  ${r.note}`);
  // after the measurement, so the timings in the plans are warm too
  if (args.includes('--explain')) {
    const { explainSearch } = await import('../server/services/search');
    for (const q of ['молоко', 'малако', 'молоко простоквашино']) {
      console.log(`\n-- EXPLAIN ANALYZE '${q}'`);
      console.log(await explainSearch(handle.db, q, { shopId: SHOP_ID, soldOnly: true }, { limit: 30, offset: 0 }));
    }
  }

  await handle.close();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
