// Uncached catalogue API latency over a large catalogue: what a listing page asks the API
// for, without any cache in front. For every top category of the shop, the listing's first step as
// the storefront asks for it (itemsPerPage=40, shopOrder=name) and its filter dictionaries; then
// the same with a price sort, with two filters chosen, and a discount's listing. Each query is asked
// many times; p50/p95 per kind are printed. Then basket pricing: a 40-line delivery
// basket with a promo code, priced for a signed-in card holder, p50/p99 (target p99 < 30 ms). Then
// order creation (bench/orders.ts): 16 customers ordering at once, orders/s and p50/p99;
// it stops the run if an order is lost or doubled. Nothing else is asserted.
//
//   node --import tsx bench/api.ts [--data DIR] [--goods 100000] [--rounds 10] [--explain] [--basket-only]
//                                  [--orders-only [--database-url postgres://…]] [--save FILE | --compare FILE]
//                                  [--admin-only [--list-only] [--database-url postgres://…]]
//                                  [--scale --database-url postgres://…/small --database-url postgres://…/large [--rounds 10]]
//
// --scale (bench/scale.ts): the catalogue kinds (listing, dictionaries, search, suggestions, basket
// pricing) against two PostgreSQL databases seeded beforehand with `npm run db:seed -- --goods N`,
// the smaller first (100,000 and 1,000,000 goods), in one interleaved run: p50/p99 of each, their
// ratios, and the kinds that miss the target (ten times the goods costs less than twice the time).
//
// Standalone, it opens a PGlite folder (seeding it first when it holds no goods) and calls the app
// in-process, so the figures are the database and the handler without HTTP. `npm run bench`
// (bench/run.ts) calls benchApi() against its running API instead. --save writes every answer of the
// sample to FILE and --compare checks this build's answers against such a file byte for byte (to
// prove a speed-up changed nothing).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { benchAdminList, benchAdminStatus, seedAdminOrders, type Call } from './admin-orders';
import { benchOrders, openSeededPostgres } from './orders';
import { measureScale, scaleSample, type Api } from './scale';
import { openSeededApp, seededAppArgs } from './seeded-app';
import { percentile } from './stats';

type Row = { what: string; value: string; note?: string };
type Get = (path: string) => Promise<{ status: number; text: string }>;
type Post = (path: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number; text: string }>;

const SHOP_ID = 2;
const DISCOUNT_ID = 8001;


/** The queries of the sample, by kind: path → kind. */
async function sample(get: Get): Promise<Record<string, string[]>> {
  const tree = JSON.parse((await get('/api/catalogs')).text)['hydra:member'] as { id: number; hasAgeRestrictions: boolean }[];
  const tops = tree.map((c) => c.id);
  if (tops.length === 0) throw new Error('no categories: is the database seeded?');
  const shop = `/api/shops/${SHOP_ID}`;
  // two filters a shopper picks: 'Со скидкой' and the second most common country of the category
  const filtered: string[] = [];
  const filteredDicts: string[] = [];
  for (const id of tops) {
    const dicts = JSON.parse((await get(`${shop}/goods/dicts?catalog.id=${id}`)).text);
    const country = [...dicts.countries].sort((a: any, b: any) => b.filterHits - a.filterHits)[1]?.value ?? dicts.countries[0]?.value;
    const f = `withDiscount=true${country ? `&country%5B%5D=${encodeURIComponent(country)}` : ''}`;
    filtered.push(`${shop}/goods?catalog.id=${id}&shopOrder=name&${f}&page=1&itemsPerPage=40`);
    filteredDicts.push(`${shop}/goods/dicts?catalog.id=${id}&${f}`);
  }
  const discount = `discount=${DISCOUNT_ID}&withSubcategories=true&withDiscount=true`;
  return {
    'top-category listing (name, 40)': tops.map((id) => `${shop}/goods?catalog.id=${id}&shopOrder=name&page=1&itemsPerPage=40`),
    'top-category dicts': tops.map((id) => `${shop}/goods/dicts?catalog.id=${id}`),
    'top-category listing (price, 40)': tops.map((id) => `${shop}/goods?catalog.id=${id}&shopOrder=price&page=1&itemsPerPage=40`),
    'listing, 2 filters': filtered,
    'dicts, 2 filters': filteredDicts,
    'discount 8001 listing + dicts': [`${shop}/goods?${discount}&shopOrder=name&page=1&itemsPerPage=40`, `${shop}/goods/dicts?${discount}`],
  };
}

/**
 * inProcess: the database runs in this process, so the CPU time each request used is measured too;
 * on a machine shared with other work it tells the cost better than the wall time spent waiting for a core.
 */
async function measure(get: Get, queries: Record<string, string[]>, rounds: number, inProcess = false): Promise<Row[]> {
  for (const list of Object.values(queries)) {
    for (const q of list) {
      const res = await get(q); // warm-up: plans, caches, JIT
      if (res.status !== 200) throw new Error(`${q}: ${res.status} ${res.text.slice(0, 300)}`);
    }
  }
  const times: Record<string, number[]> = {};
  const cpu: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (const [kind, list] of Object.entries(queries)) {
      for (const q of list) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await get(q);
        (times[kind] ??= []).push(performance.now() - started);
        const used = process.cpuUsage(cpuStarted);
        (cpu[kind] ??= []).push((used.user + used.system) / 1000);
      }
    }
  }
  return Object.entries(times).map(([kind, ts]) => {
    ts.sort((a, b) => a - b);
    const cs = cpu[kind].sort((a, b) => a - b);
    return {
      what: `API ${kind}`,
      value: `p50 ${percentile(ts, 50).toFixed(1)} ms, p95 ${percentile(ts, 95).toFixed(1)} ms`,
      note: `${ts.length} requests (${queries[kind].length} queries × ${rounds}), shop ${SHOP_ID}, uncached` +
        (inProcess ? `; CPU time p50 ${percentile(cs, 50).toFixed(1)} ms, p95 ${percentile(cs, 95).toFixed(1)} ms` : ''),
    };
  });
}

const BASKET_LINES = 40;
const BASKET_REQUESTS = 300;
// a point of shop 2's zone «Клыкова»
const BASKET_POINT = [51.76, 36.13];

/**
 * POST /api/shops/{id}/basket with 40 lines of goods the shop has in stock, for delivery to a point
 * of its zone, with the DEMO10 code and cash payment, for the demo card holder (a guest when signing
 * in fails): every rule of the pricing runs. p50 and p99 of BASKET_REQUESTS requests.
 */
const BASKET_SIGN_IN = { phone: '79000000001', password: 'demo12345' };

/** The basket's request: its first BASKET_LINES goods by name in the shop, twice the order quantity each. */
async function basketRequest(get: Get) {
  const listing = JSON.parse((await get(`/api/shops/${SHOP_ID}/goods?itemsPerPage=${BASKET_LINES}&shopOrder=name`)).text);
  const items = (listing['hydra:member'] as { id: number; measure: { orderQuantity: number } }[])
    .map((g) => ({ id: g.id, quantity: g.measure.orderQuantity * 2 }));
  if (items.length < BASKET_LINES) throw new Error(`only ${items.length} goods for the basket`);
  const body = { items, receivingMethod: 'delivery', coords: BASKET_POINT, promoCode: 'DEMO10', orderCashType: 3 };
  return { path: `/api/shops/${SHOP_ID}/basket`, body, signIn: BASKET_SIGN_IN };
}

async function measureBasket(get: Get, post: Post, inProcess = false): Promise<Row> {
  const { path, body } = await basketRequest(get);
  const signIn = await post('/api/auth/signin-phone', BASKET_SIGN_IN);
  const headers: Record<string, string> = signIn.status === 200 ? { Authorization: `Bearer ${JSON.parse(signIn.text).token}` } : {};
  for (let i = 0; i < 20; i++) {
    const res = await post(path, body, headers); // warm-up
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 300)}`);
  }
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < BASKET_REQUESTS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    await post(path, body, headers);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    what: `API basket pricing (${BASKET_LINES} lines)`,
    value: `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    note: `${times.length} requests, shop ${SHOP_ID}, delivery + zone + DEMO10 + promotions, ${headers.Authorization ? 'card holder' : 'guest'}; target p99 < 30 ms` +
      (inProcess ? `; CPU time p50 ${percentile(cpu, 50).toFixed(1)} ms, p99 ${percentile(cpu, 99).toFixed(1)} ms` : ''),
  };
}

/** For bench/run.ts: the same measurement against a running API. */
export async function benchApi({ apiUrl, rounds = 10 }: { apiUrl: string; rounds?: number }): Promise<Row[]> {
  const get: Get = async (p) => {
    const res = await fetch(apiUrl + p, { headers: { 'API-CONSUMER': 'site' } });
    return { status: res.status, text: await res.text() };
  };
  const post: Post = async (p, body, headers = {}) => {
    const res = await fetch(apiUrl + p, {
      method: 'POST', body: JSON.stringify(body), headers: { 'API-CONSUMER': 'site', 'Content-Type': 'application/json', ...headers },
    });
    return { status: res.status, text: await res.text() };
  };
  return [...await measure(get, await sample(get), rounds), await measureBasket(get, post)];
}

/** --scale: the catalogue kinds against two seeded databases side by side (bench/scale.ts). */
async function scale(urls: string[], rounds: number) {
  if (urls.length !== 2) throw new Error('--scale needs two --database-url: the smaller catalogue first, then the larger');
  const { openPostgres } = await import('../server/db/client');
  const { migrate } = await import('../server/db/migrate');
  const { createApp } = await import('../server/app');
  const dbs = [];
  for (const url of urls) {
    const handle = await openPostgres(url);
    await migrate(handle);
    const { rows } = await handle.db.execute(sql`SELECT count(*)::int AS n FROM goods`) as unknown as { rows: { n: number }[] };
    if (rows[0].n === 0) throw new Error(`${url.replace(/\/\/[^@]*@/, '//…@')}: no goods; seed it first (npm run db:seed -- --goods N)`);
    const app = createApp(handle.db);
    const api: Api = {
      get: async (p) => {
        const res = await app.request(p, { headers: { 'API-CONSUMER': 'site' } });
        return { status: res.status, text: await res.text() };
      },
      post: async (p, body, headers = {}) => {
        const res = await app.request(p, {
          method: 'POST', body: JSON.stringify(body), headers: { 'API-CONSUMER': 'site', 'Content-Type': 'application/json', ...headers },
        });
        return { status: res.status, text: await res.text() };
      },
    };
    dbs.push({ label: `${(rows[0].n / 1000).toLocaleString('en-US')}k`, api, handle });
  }
  const [small] = dbs;
  const kinds = scaleSample(await sample(small.api.get), await basketRequest(small.api.get), SHOP_ID);
  const { lines } = await measureScale(dbs, kinds, rounds);
  for (const line of lines) console.log(line);
  for (const { handle } of dbs) await handle.close();
}

async function main() {
  const { args, arg, goods, rounds, dataDir } = seededAppArgs('api', 10);

  if (args.includes('--scale')) {
    await scale(args.flatMap((a, i) => (a === '--database-url' ? [args[i + 1]] : [])), rounds);
    return;
  }
  // order creation against PostgreSQL, where the 16 customers' transactions really overlap (PGlite runs one at a time)
  const databaseUrl = arg('database-url');
  const { app, handle } = databaseUrl ? await openSeededPostgres(databaseUrl, goods) : await openSeededApp(dataDir, goods);
  const get: Get = async (p) => {
    const res = await app.request(p, { headers: { 'API-CONSUMER': 'site' } });
    return { status: res.status, text: await res.text() };
  };
  const post: Post = async (p, body, headers = {}) => {
    const res = await app.request(p, {
      method: 'POST', body: JSON.stringify(body), headers: { 'API-CONSUMER': 'site', 'Content-Type': 'application/json', ...headers },
    });
    return { status: res.status, text: await res.text() };
  };
  const getAs = async (p: string, headers: Record<string, string> = {}) => {
    const res = await app.request(p, { headers: { 'API-CONSUMER': 'site', ...headers } });
    return { status: res.status, text: await res.text() };
  };
  const ordersRow = async () => {
    const r = await benchOrders({ db: handle.db, get: getAs, post });
    console.log(`${r.what}: ${r.value}  (${r.note}; ${handle.kind}${handle.kind === 'pglite' ? ', one connection: requests run one at a time' : ''})`);
  };
  if (args.includes('--orders-only')) {
    const { loadavg, cpus } = await import('node:os');
    console.log(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
    await ordersRow();
    await handle.close();
    return;
  }
  if (args.includes('--admin-only')) {
    // the back office over 100,000 orders (bench/admin-orders.ts); on PostgreSQL the 16 admins really overlap
    const { loadavg, cpus } = await import('node:os');
    console.log(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores; ${handle.kind}`);
    await seedAdminOrders(handle.db);
    const call: Call = async (method, p, body, headers = {}) => {
      const res = await app.request(p, {
        method, body: body === undefined ? undefined : JSON.stringify(body),
        headers: { 'API-CONSUMER': 'site', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      });
      return { status: res.status, text: await res.text() };
    };
    for (const r of await benchAdminList(handle.db, call, { inProcess: handle.kind === 'pglite' })) console.log(`${r.what}: ${r.value}  (${r.note})`);
    // --list-only: the list alone (to compare index choices in the same minutes)
    if (!args.includes('--list-only')) {
      const r = await benchAdminStatus(handle.db, call);
      console.log(`${r.what}: ${r.value}  (${r.note})`);
    }
    await handle.close();
    return;
  }
  if (args.includes('--basket-only')) {
    const { loadavg, cpus } = await import('node:os');
    console.log(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
    const r = await measureBasket(get, post, true);
    console.log(`${r.what}: ${r.value}  (${r.note})`);
    await handle.close();
    return;
  }
  const queries = await sample(get);

  const save = arg('save');
  const compare = arg('compare');
  if (save || compare) {
    const answers: Record<string, string> = {};
    for (const q of Object.values(queries).flat()) answers[q] = (await get(q)).text;
    if (save) {
      fs.writeFileSync(save, JSON.stringify(answers, null, 1));
      console.log(`saved ${Object.keys(answers).length} answers to ${save}`);
    } else {
      const before = JSON.parse(fs.readFileSync(compare!, 'utf8')) as Record<string, string>;
      for (const q of Object.keys(before)) if (!(q in answers)) answers[q] = (await get(q)).text;
      const differ = Object.keys(before).filter((q) => answers[q] !== before[q]);
      console.log(`${Object.keys(before).length - differ.length} of ${Object.keys(before).length} answers identical`);
      for (const q of differ) console.log(`  differs: ${q}`);
    }
  } else {
    const { loadavg, cpus } = await import('node:os');
    console.log(`load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`);
    for (const r of await measure(get, queries, rounds, true)) console.log(`${r.what}: ${r.value}  (${r.note})`);
    const r = await measureBasket(get, post, true);
    console.log(`${r.what}: ${r.value}  (${r.note})`);
    await ordersRow();
  }
  await handle.close();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
