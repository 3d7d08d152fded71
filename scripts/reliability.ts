// `npm run reliability` (full size, figures for docs/reliability.md) and the cluster end-to-end test
// (small counts, e2e/cluster.spec.ts): the shop as several processes (scripts/cluster.ts) under
// contention and faults. Every check reports what it saw; `ok` says whether what must hold held.
//   - N checkouts at once for a good with stock S, over both APIs: exactly S sold, the rest a Russian 409;
//   - a slot of capacity C under M bookings: C; a single-use promo code under P orders: 1;
//   - one Idempotency-Key sent K times over both APIs: one order;
//   - kill -9 of an API at random moments while orders are created: every 201 is a whole order,
//     stock + sold = initial, a retry with the same key answers the first answer;
//   - PostgreSQL stopped for a few seconds during a run: only 503 with Retry-After while it is away,
//     then orders again without restarting the APIs;
//   - cached pages per second through nginx with both storefronts behind it, as a ratio to one, for
//     guests (nginx's own cache answers) and signed-in shoppers (nginx passes them to the storefronts,
//     whose shared cache answers); order creation per second with both APIs as a ratio to one.
import { execFileSync } from 'node:child_process';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../server/db/schema';
import { articles, goods, orderLines, orders, promoCodes, promotions, shopSchedules, slotBookings } from '../server/db/schema';
import { browserHeaders, load } from '../bench/pages';
import type { Cluster } from './cluster';
import { startNginx } from './nginx';
import { freePort, waitForUrl } from './stack';

export type Sizes = { checkouts: number; stock: number; bookings: number; capacity: number; promo: number; repeats: number; kills: number; burst: number; throughputMs: number };
export const SMALL: Sizes = { checkouts: 60, stock: 10, bookings: 40, capacity: 5, promo: 20, repeats: 10, kills: 3, burst: 12, throughputMs: 3_000 };
export const FULL: Sizes = { checkouts: 500, stock: 50, bookings: 200, capacity: 30, promo: 100, repeats: 20, kills: 20, burst: 25, throughputMs: 10_000 };

export type Check = { name: string; ok: boolean; seen: string };

const CUSTOMER = { phone: '79000000002', password: 'demo12345' };
/** An API's answer; status 0 when there was none, `error` then saying why (refused, cut, timed out). */
type Answer = { status: number; body: any; retryAfter: string | null; error?: string };

async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/ld+json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
  } catch (err) {
    // the connection refused or cut (an API killed mid-request): no answer at all
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: null, retryAfter: null, error: cause?.code ?? cause?.message ?? (err as Error).message };
  }
}

const tally = (answers: Answer[]) => answers.reduce<Record<string, number>>((t, a) => ({ ...t, [a.status]: (t[a.status] ?? 0) + 1 }), {});
const show = (t: Record<string, number>) => Object.entries(t).map(([s, n]) => `${n}×${s === '0' ? 'no answer' : s}`).join(', ');
const russian = (a: Answer) => typeof a.body?.['hydra:description'] === 'string' && /[а-яё]/i.test(a.body['hydra:description']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let keyNo = 0;
const newKey = () => `reliability-${process.pid}-${Date.now().toString(36)}-${++keyNo}`;

type Ctx = { cluster: Cluster; db: ReturnType<typeof drizzle<typeof schema>>; token: string; sizes: Sizes };

/** The order request the checkout would send: priced by the API itself, on the first open pickup slot paid on receipt. */
async function orderBody(c: Ctx, shopId: number, items: { id: number; quantity: number }[], o: { promoCode?: string; slot?: { date: string; time: string } } = {}) {
  const api = c.cluster.apiUrls[0];
  const auth = { Authorization: `Bearer ${c.token}` };
  const ask = () => call(api, 'POST', `/api/shops/${shopId}/basket`, { items, receivingMethod: 'pickup', coords: null, promoCode: o.promoCode ?? null, orderCashType: 3 }, auth);
  // a step's setup, not its measure: a connection the load before left half-closed is asked again
  let basket = await ask();
  for (let i = 0; i < 3 && basket.status === 0; i++) {
    await sleep(1_000);
    basket = await ask();
  }
  if (basket.status !== 200) throw new Error(`basket from ${api}: ${basket.status} ${basket.error ?? JSON.stringify(basket.body)}`);
  let slot = o.slot;
  if (!slot) {
    const days = (await call(api, 'GET', `/api/shops/${shopId}/timeslots?slotType=pickup`)).body['hydra:member'] as { date: string; slots: { timeInterval: string; paidTypes: number[] }[] }[];
    const day = days.find((d) => d.slots.some((s) => s.paidTypes.includes(3)))!;
    slot = { date: day.date, time: day.slots.find((s) => s.paidTypes.includes(3))!.timeInterval };
  }
  return {
    promoCode: o.promoCode ?? null,
    shopId,
    basket: {
      source: 'site', orderType: 'pickup', orderCashType: 3, orderCashAmount: null, orderDeliveryDate: slot.date.replaceAll('-', '/'),
      orderDeliveryTime: slot.time, packagingCost: basket.body.packagingCost, delivery: 0, total: basket.body.total, replacementPolicy: 1,
      // an adult's order, as the age gate sends it: the goods picked by price may be wine (decision 182)
      ageConfirmed: true,
      orderComment: '', deliveryCoords: null, orderAddress: null,
      items: items.map((i) => {
        const line = basket.body.items.find((l: { id: number }) => l.id === i.id);
        return { id: i.id, quantity: line.quantity, price: line.price, amount: line.amount };
      }),
    },
  };
}

/** `n` orders at once, alternating the APIs (all with `key` when given); `answered` is called at each answer. */
async function place(c: Ctx, body: unknown, n: number, key?: string, answered?: (a: Answer) => void): Promise<(Answer & { key: string })[]> {
  const auth = { Authorization: `Bearer ${c.token}` };
  return Promise.all(Array.from({ length: n }, async (_, i) => {
    const k = key ?? newKey();
    const answer = await call(c.cluster.apiUrls[i % 2], 'POST', '/api/orders', body, { ...auth, 'Idempotency-Key': k });
    answered?.(answer);
    return { ...answer, key: k };
  }));
}

/** A piece good of the shop, sold for delivery and pickup, of 700–3000 ₽ (one is a whole order: the minimum is 700 ₽): its stock set to `stock`. */
async function goodWithStock(c: Ctx, shopId: number, stock: number, skip: number[] = []): Promise<number> {
  const [row] = await c.db.select({ id: goods.id }).from(articles).innerJoin(goods, eq(goods.id, articles.goodId))
    .where(and(eq(articles.shopId, shopId), eq(goods.measureId, 0), eq(goods.isPickup, false), sql`${articles.registerPrice} BETWEEN 700 AND 3000`,
      sql`${articles.quantity} > 0`, skip.length ? sql`${goods.id} NOT IN ${skip}` : sql`true`))
    .orderBy(goods.id).limit(1);
  await c.db.update(articles).set({ quantity: stock }).where(and(eq(articles.shopId, shopId), eq(articles.goodId, row.id)));
  return row.id;
}

const soldOf = async (c: Ctx, goodId: number, orderIds: number[]) => {
  if (!orderIds.length) return 0;
  const [r] = await c.db.select({ n: sum(orderLines.quantity) }).from(orderLines)
    .where(and(eq(orderLines.goodId, goodId), inArray(orderLines.orderId, orderIds)));
  return Number(r.n ?? 0);
};
const stockOf = async (c: Ctx, shopId: number, goodId: number) =>
  Number((await c.db.select({ q: articles.quantity }).from(articles).where(and(eq(articles.shopId, shopId), eq(articles.goodId, goodId))))[0].q);
const lastOrderId = async (c: Ctx) => Number((await c.db.select({ n: sql<number>`coalesce(max(${orders.id}), 0)` }).from(orders))[0].n);
/** The orders made after `since` with a line of `goodId`. */
const madeSince = async (c: Ctx, goodId: number, since: number) =>
  [...new Set((await c.db.select({ id: orderLines.orderId }).from(orderLines)
    .where(and(eq(orderLines.goodId, goodId), sql`${orderLines.orderId} > ${since}`))).map((r) => r.id))];
const ids = (answers: Answer[]) => answers.filter((a) => a.status === 201).map((a) => Number(a.body.id));

async function oversell(c: Ctx): Promise<Check> {
  const { checkouts, stock } = c.sizes;
  const good = await goodWithStock(c, 1, stock);
  const answers = await place(c, await orderBody(c, 1, [{ id: good, quantity: 1 }]), checkouts);
  const t = tally(answers);
  const refused = answers.filter((a) => a.status === 409);
  const left = await stockOf(c, 1, good);
  const sold = await soldOf(c, good, ids(answers));
  const ok = t[201] === stock && refused.length === checkouts - stock && refused.every(russian) && left === 0 && sold === stock;
  return { name: `${checkouts} checkouts at once for a good with stock ${stock}, over both APIs`, ok, seen: `${show(t)}; stock left ${left}, sold ${sold}; 409s in Russian: ${refused.every(russian)} («${refused[0]?.body?.['hydra:description'] ?? ''}»)` };
}

async function slotCapacity(c: Ctx): Promise<Check> {
  const { bookings, capacity } = c.sizes;
  const good = await goodWithStock(c, 2, 1_000_000);
  const body = await orderBody(c, 2, [{ id: good, quantity: 1 }]);
  // the capacity of every pickup slot of shop 2, once the request is priced (its slot still open)
  await c.db.update(shopSchedules).set({ capacity }).where(and(eq(shopSchedules.shopId, 2), eq(shopSchedules.slotType, 'pickup')));
  const [{ taken }] = await c.db.select({ taken: count() }).from(slotBookings)
    .where(and(eq(slotBookings.shopId, 2), eq(slotBookings.slotType, 'pickup'), eq(slotBookings.date, body.basket.orderDeliveryDate.replaceAll('/', '-')), eq(slotBookings.timeInterval, body.basket.orderDeliveryTime)));
  const answers = await place(c, body, bookings);
  const t = tally(answers);
  const free = Math.max(0, capacity - Number(taken));
  const ok = (t[201] ?? 0) === free && (t[409] ?? 0) === bookings - free && answers.filter((a) => a.status === 409).every(russian);
  await c.db.update(shopSchedules).set({ capacity: 100_000 }).where(eq(shopSchedules.shopId, 2));
  return { name: `a slot of capacity ${capacity} (${taken} taken before) under ${bookings} bookings`, ok, seen: show(t) };
}

async function singleUseCode(c: Ctx): Promise<Check> {
  const { promo } = c.sizes;
  const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
  await c.db.insert(promoCodes).values({ code, discountType: 1, amount: 10, maxUses: 1 });
  const good = await goodWithStock(c, 1, 1_000_000);
  const answers = await place(c, await orderBody(c, 1, [{ id: good, quantity: 1 }], { promoCode: code }), promo);
  const t = tally(answers);
  const [{ uses }] = await c.db.select({ uses: count() }).from(schema.promoCodeUses).innerJoin(promoCodes, eq(promoCodes.id, schema.promoCodeUses.promoCodeId)).where(eq(promoCodes.code, code));
  const refusedRu = answers.filter((a) => a.status >= 400).every(russian);
  const ok = t[201] === 1 && Number(uses) === 1 && answers.every((a) => a.status === 201 || (a.status >= 400 && a.status < 500)) && refusedRu;
  return { name: `a single-use promo code under ${promo} orders at once`, ok, seen: `${show(t)}; uses recorded ${uses}` };
}

async function oneKey(c: Ctx): Promise<Check> {
  const { repeats } = c.sizes;
  const good = await goodWithStock(c, 1, 1_000_000);
  const key = newKey();
  const body = await orderBody(c, 1, [{ id: good, quantity: 1 }]);
  const since = await lastOrderId(c);
  const answers = await place(c, body, repeats, key);
  // what a client does with a 409 'in progress': asks again once the first is done
  const again = await place(c, body, 2, key);
  const created = new Set([...answers, ...again].filter((a) => a.status === 201).map((a) => a.body.id));
  const n = (await madeSince(c, good, since)).length;
  const ok = created.size === 1 && n === 1 && again.every((a) => a.status === 201) && answers.every((a) => a.status === 201 || a.status === 409);
  return { name: `one Idempotency-Key sent ${repeats} times at once over both APIs`, ok, seen: `${show(tally(answers))}, then ${show(tally(again))}; orders made ${n}` };
}

async function killNine(c: Ctx): Promise<Check> {
  const { kills, burst } = c.sizes;
  const initial = 1_000_000;
  const good = await goodWithStock(c, 1, initial);
  const body = await orderBody(c, 1, [{ id: good, quantity: 1 }]);
  const since = await lastOrderId(c);
  const accepted: (Answer & { key: string })[] = [];
  let noAnswer = 0;
  let fiveHundreds = 0;
  for (let round = 0; round < kills; round++) {
    const victim = round % 2;
    const pending = place(c, body, burst);
    await sleep(Math.floor(Math.random() * 250));
    c.cluster.procs.apis[victim].child.kill('SIGKILL');
    const answers = await pending;
    accepted.push(...answers.filter((a) => a.status === 201));
    noAnswer += answers.filter((a) => a.status === 0).length;
    fiveHundreds += answers.filter((a) => a.status >= 500 && a.status !== 503).length;
    await c.cluster.procs.apis[victim].exited;
    await c.cluster.restartApi(victim);
  }
  const orderIds = ids(accepted);
  // every answered order whole: its line, its slot
  const lines = orderIds.length ? await c.db.select({ orderId: orderLines.orderId }).from(orderLines).where(inArray(orderLines.orderId, orderIds)) : [];
  const booked = orderIds.length ? await c.db.select({ orderId: slotBookings.orderId }).from(slotBookings).where(inArray(slotBookings.orderId, orderIds)) : [];
  // orders with no line at all: a half-written order (none may exist, answered or not)
  const [{ partial }] = await c.db.select({ partial: count() }).from(orders)
    .where(sql`NOT EXISTS (SELECT 1 FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`);
  const allMade = await madeSince(c, good, since);
  const sold = await soldOf(c, good, allMade);
  const left = await stockOf(c, 1, good);
  // the retries of what was answered: the same order
  const retried = await Promise.all(accepted.map(async (a) => {
    const r = await call(c.cluster.apiUrls[1], 'POST', '/api/orders', body, { Authorization: `Bearer ${c.token}`, 'Idempotency-Key': a.key });
    return r.status === 201 && r.body.id === a.body.id;
  }));
  const ok = orderIds.length > 0 && new Set(lines.map((l) => l.orderId)).size === orderIds.length && new Set(booked.map((b) => b.orderId)).size === orderIds.length
    && Number(partial) === 0 && left + sold === initial && retried.every(Boolean) && fiveHundreds === 0;
  return {
    name: `kill -9 of an API ${kills} times while ${burst} orders at a time are created`,
    ok,
    seen: `${accepted.length} answered 201 (all whole: ${ok}), ${noAnswer} cut off, ${fiveHundreds} 5xx other than 503; orders made ${allMade.length}; stock ${left} + sold ${sold} = ${left + sold} of ${initial}; retries answered the same order: ${retried.filter(Boolean).length}/${retried.length}`,
  };
}

/**
 * `pg_ctlcluster <action>` of the Debian cluster serving `databaseUrl`'s port; false when this machine
 * has none. By port, so a run on a cluster of its own (`pg_createcluster 15 reliability --port 5433`)
 * leaves the machine's main one, and whatever else runs on it, alone.
 */
function postgres(databaseUrl: string, action: 'stop' | 'start'): boolean {
  try {
    const port = new URL(databaseUrl).port || '5432';
    const cluster = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).split('\n').map((l) => l.trim().split(/\s+/))
      .find((f) => f[2] === port);
    if (!cluster) return false;
    const [command, ...args] = [...(process.getuid?.() === 0 ? [] : ['sudo']), 'pg_ctlcluster', cluster[0], cluster[1], action, ...(action === 'stop' ? ['-m', 'fast'] : [])];
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** How long the database stays away: long enough for every API to answer while it is gone. */
const DATABASE_AWAY_MS = 3_000;

async function databaseRestart(c: Ctx): Promise<Check> {
  const good = await goodWithStock(c, 1, 1_000_000);
  const body = await orderBody(c, 1, [{ id: good, quantity: 1 }]);
  const answers: (Answer & { key: string })[] = [];
  let stop = false;
  const load = (async () => {
    while (!stop) answers.push(...(await place(c, body, 4)));
  })();
  await sleep(500);
  const stopped = postgres(c.cluster.databaseUrl, 'stop');
  await sleep(DATABASE_AWAY_MS);
  const restarted = stopped && postgres(c.cluster.databaseUrl, 'start');
  // until both APIs place orders again, without being restarted
  const deadline = Date.now() + 60_000;
  let back = false;
  while (!back && Date.now() < deadline) {
    await sleep(500);
    const probe = await place(c, body, 2);
    back = probe.every((a) => a.status === 201);
    answers.push(...probe);
  }
  stop = true;
  await load;
  const t = tally(answers);
  const bad = answers.filter((a) => a.status !== 201 && !(a.status === 503 && a.retryAfter));
  const orderIds = ids(answers);
  const lines = orderIds.length ? await c.db.select({ orderId: orderLines.orderId }).from(orderLines).where(inArray(orderLines.orderId, orderIds)) : [];
  // while it was away the APIs said so (503), and nothing else
  const ok = restarted && back && (t[503] ?? 0) > 0 && bad.length === 0 && new Set(lines.map((l) => l.orderId)).size === orderIds.length;
  return {
    name: `PostgreSQL stopped for ${DATABASE_AWAY_MS / 1000} s and started again while orders are created`,
    ok,
    seen: restarted ? `${show(t)}; answers other than 201 or 503 with Retry-After: ${bad.length}; both APIs ordering again: ${back}` : 'not restarted (no pg_ctlcluster here)',
  };
}

async function ordersPerSecond(c: Ctx, apis: string[], ms: number, body: unknown): Promise<number> {
  const auth = { Authorization: `Bearer ${c.token}` };
  const until = Date.now() + ms;
  let done = 0;
  await Promise.all(Array.from({ length: 16 }, async (_, i) => {
    while (Date.now() < until) {
      const a = await call(apis[i % apis.length], 'POST', '/api/orders', body, { ...auth, 'Idempotency-Key': newKey() });
      if (a.status === 201) done++;
    }
  }));
  return done / (ms / 1000);
}

async function throughput(c: Ctx): Promise<Check> {
  const good = await goodWithStock(c, 1, 1_000_000);
  const body = await orderBody(c, 1, [{ id: good, quantity: 1 }]);
  const one = await ordersPerSecond(c, [c.cluster.apiUrls[0]], c.sizes.throughputMs, body);
  const both = await ordersPerSecond(c, c.cluster.apiUrls, c.sizes.throughputMs, body);
  return { name: 'order creation per second, 16 clients: both APIs as a ratio to one', ok: one > 0 && both > 0, seen: `one API ${one.toFixed(1)}/s, both ${both.toFixed(1)}/s: ratio ${(both / one).toFixed(2)}` };
}

/**
 * Cached pages per second through nginx (deploy/nginx/shop.conf) with both storefronts behind it and,
 * in the same minutes, through a second nginx with the first storefront alone: a product page, the
 * headers a browser sends. Guests are answered from nginx's own cache, so the storefronts hardly
 * count; a signed-in shopper's session cookie makes nginx pass the page to a storefront, which answers
 * from the shared page cache. The load generator runs on the same cores, so the ratios are the floor.
 */
async function pageThroughput(c: Ctx): Promise<Check> {
  const [good] = await c.db.select({ id: articles.goodId }).from(articles)
    .where(and(eq(articles.shopId, 1), sql`${articles.quantity} > 1000`)).limit(1);
  const path = `/product/${good.id}`;
  const ports = c.cluster.storefrontUrls.map((u) => Number(new URL(u).port));
  const single = await startNginx(await freePort(), [ports[0]]);
  const seconds = Math.max(2, Math.round(c.sizes.throughputMs / 1000));
  const guest = browserHeaders(1);
  const signedIn = { ...guest, cookie: `${guest.cookie}; next-auth.session-token=reliability` };
  const runs: Record<string, { one: number; both: number; bad: number }> = {};
  try {
    for (const [who, headers] of [['guests', guest], ['signed-in', signedIn]] as const) {
      const one = await load(`${single.url}${path}`, { headers, seconds, warmupSeconds: 1 });
      const both = await load(`${c.cluster.url}${path}`, { headers, seconds, warmupSeconds: 1 });
      runs[who] = { one: one.rps, both: both.rps, bad: one.non2xx + one.errors + both.non2xx + both.errors };
    }
  } finally {
    await single.stop();
  }
  const bad = Object.values(runs).reduce((n, r) => n + r.bad, 0);
  return {
    name: 'cached product pages per second through nginx, 32 connections: both storefronts as a ratio to one',
    ok: bad === 0 && Object.values(runs).every((r) => r.one > 0 && r.both > 0),
    seen: Object.entries(runs).map(([who, r]) => `${who}: one ${r.one.toFixed(0)}/s, both ${r.both.toFixed(0)}/s, ratio ${(r.both / r.one).toFixed(2)}`).join('; ') +
      `; answers other than 2xx: ${bad}`,
  };
}

/** Runs every check against a started cluster; `withRestart`: restart the machine's PostgreSQL too. */
export async function reliability(cluster: Cluster, sizes: Sizes, { withRestart = true, log = console.log } = {}): Promise<Check[]> {
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  pool.on('error', () => {});
  // the restart step ends connections this pool may hold: an unheard 'error' would end the test run
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle({ client: pool, schema });
  try {
    // prices that do not move between the request and its parallel twins (the first-order promotion
    // ends with the first order); slots wide enough for every run but the slot check
    await db.delete(promotions);
    await db.update(shopSchedules).set({ capacity: 100_000 });
    const signin = await call(cluster.apiUrls[0], 'POST', '/api/auth/signin-phone', CUSTOMER);
    if (signin.status !== 200) throw new Error(`sign-in: ${signin.status}`);
    const c: Ctx = { cluster, db, token: signin.body.token, sizes };
    const checks: Check[] = [];
    const steps = [oversell, slotCapacity, singleUseCode, oneKey, killNine, ...(withRestart ? [databaseRestart] : []), pageThroughput, throughput];
    for (const step of steps) {
      // each step starts on a cluster whose APIs answer: one that died in the step before is named
      // here (its exit code), not taken for a failure of the next step's first request
      for (const [i, api] of cluster.apiUrls.entries()) {
        await waitForUrl(`${api}/health`, { proc: cluster.procs.apis[i], ok: true, timeoutMs: 30_000 });
      }
      const started = Date.now();
      const check = await step(c);
      checks.push(check);
      log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.seen} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    return checks;
  } finally {
    await pool.end();
  }
}

/**
 * `npm start`'s embedded PGlite under kill -9: the API on a data folder of its own, orders placed at
 * once, the process killed at a random moment, started again on the same folder. Holds when it starts
 * every time and every order it answered 201 for is there, whole (through GET /api/orders/{id}).
 */
export async function pgliteKills(rounds: number, burst: number): Promise<Check> {
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const { root, run, stop, waitForUrl } = await import('./stack');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-kill-'));
  const port = 4180 + Math.floor(Math.random() * 9);
  const api = `http://127.0.0.1:${port}`;
  const start = async () => {
    const p = run('api-pglite', process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')],
      { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'pglite'), API_PORT: String(port), JWT_SECRET: 'x'.repeat(40), STOREFRONT_URL: '' }, false);
    await waitForUrl(`${api}/health`, { proc: p, ok: true, timeoutMs: 180_000 });
    return p;
  };
  let proc = await start();
  const accepted: { id: number; token: string }[] = [];
  let restarts = 0;
  try {
    const token = (await call(api, 'POST', '/api/auth/signin-phone', CUSTOMER)).body.token as string;
    const goods = (await call(api, 'GET', '/api/shops/1/goods?itemsPerPage=100&shopOrder=price-desc')).body['hydra:member'] as { id: number; measure: { id: number }; article: { actualPrice: number; quantity: number } | null }[];
    // a piece good worth the 700 ₽ minimum alone, the one with the most in stock
    const good = goods.filter((g) => g.measure.id === 0 && g.article && g.article.actualPrice >= 700)
      .sort((a, b) => b.article!.quantity - a.article!.quantity)[0];
    const ctx = { cluster: { apiUrls: [api, api] } as unknown as Cluster, db: null as never, token, sizes: SMALL };
    const body = await orderBody(ctx, 1, [{ id: good.id, quantity: 1 }]);
    // PGlite runs one transaction at a time, so a burst's orders are answered one after another over
    // about `burst` orders' time: the kill falls anywhere in that time after the first answer, so some
    // orders are answered before it and some are cut off
    const started = Date.now();
    accepted.push(...(await place(ctx, body, 1)).filter((a) => a.status === 201).map((a) => ({ id: Number(a.body.id), token })));
    const spread = Math.min(10_000, burst * (Date.now() - started));
    for (let round = 0; round < rounds; round++) {
      let firstAnswer = () => {};
      const first = new Promise<void>((resolve) => { firstAnswer = resolve; });
      const pending = place(ctx, body, burst, undefined, () => firstAnswer());
      await Promise.race([first, sleep(30_000)]);
      await sleep(Math.floor(Math.random() * spread));
      proc.child.kill('SIGKILL');
      accepted.push(...(await pending).filter((a) => a.status === 201).map((a) => ({ id: Number(a.body.id), token })));
      await proc.exited;
      proc = await start();
      restarts++;
    }
    const whole = await Promise.all(accepted.map(async (a) => {
      const r = await call(api, 'GET', `/api/orders/${a.id}`, undefined, { Authorization: `Bearer ${a.token}` });
      return r.status === 200 && Array.isArray(r.body.goods) && r.body.goods.length >= 1;
    }));
    return {
      name: `npm start's PGlite killed with -9 ${rounds} times while ${burst} orders at a time are created`,
      ok: restarts === rounds && whole.every(Boolean),
      seen: `started again every time: ${restarts}/${rounds}; ${accepted.length} answered 201, found whole after the kills: ${whole.filter(Boolean).length}; the kill fell within ${spread} ms after each burst's first answer`,
    };
  } catch (err) {
    return { name: `npm start's PGlite killed with -9 ${rounds} times`, ok: false, seen: `${restarts} restarts, then: ${(err as Error).message}` };
  } finally {
    await stop([proc]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { dropDatabase, ensureDatabase, services, startCluster } = await import('./cluster');
  const small = process.argv.includes('--small');
  const serverUrl = process.env.DATABASE_URL ?? services();
  const name = 'shop_reliability';
  await dropDatabase(serverUrl, name);
  const databaseUrl = await ensureDatabase(serverUrl, name);
  const cluster = await startCluster({
    port: 8090, apiPorts: [4191, 4192], storefrontPorts: [3191, 3192], redisPort: 6391, databaseUrl, verbose: false,
  });
  let failed = 0;
  try {
    console.log(`[reliability] cluster on ${cluster.url}; ${small ? 'small' : 'full'} counts`);
    const sizes = small ? SMALL : FULL;
    const checks = await reliability(cluster, sizes, { withRestart: !process.argv.includes('--no-restart') });
    const embedded = await pgliteKills(small ? 3 : 10, sizes.burst);
    console.log(`${embedded.ok ? 'ok  ' : 'FAIL'} ${embedded.name}: ${embedded.seen}`);
    checks.push(embedded);
    failed = checks.filter((c) => !c.ok).length;
    console.log(`\n| check | held | seen |\n|---|---|---|\n${checks.map((c) => `| ${c.name} | ${c.ok ? 'yes' : 'NO'} | ${c.seen} |`).join('\n')}`);
  } finally {
    await cluster.stop();
    await dropDatabase(serverUrl, name).catch(() => {});
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1]?.endsWith('reliability.ts')) {
  main().catch((err) => {
    console.error(`[reliability] ${(err as Error).stack ?? err}`);
    process.exit(1);
  });
}
