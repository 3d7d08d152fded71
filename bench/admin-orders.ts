// The back office under load (bench/run.ts part `admin`, bench/api.ts --admin-only):
//  1. GET /api/orders over 100,000 orders: the plain list (a site admin, no filter: every status
//     but annulled, newest first) and the list with each filter the page offers (shop and status,
//     order-date and delivery-date ranges, amount range, phone digits, customer name, number, and
//     a shop admin's list with several at once), p50/p99 of each and of all filtered requests as a
//     ratio to the plain list's. Target: the filtered list's p99 under 50 ms;
//  2. status changes by 16 admins at once: each walks its own orders new → open → collecting →
//     assembled → closed while all 16 race for a shared set of orders too (one of them wins each
//     step, the rest are answered 409). Changes per second are printed; what must hold is checked
//     and stops the run when broken: the order log holds exactly one row per successful change (no
//     entry lost, none doubled) and every order ends closed.
// The orders are inserted with one INSERT … SELECT (no log rows, no lines: the list reads neither).
import { sql } from 'drizzle-orm';
import { ORDER_STATUS as S } from '../domain/order-status';
import type { Db } from '../server/db/client';
import { hashPassword } from '../server/services/auth/passwords';
import { percentile } from './stats';

type Row = { what: string; value: string; note?: string };
export type Call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; text: string }>;

const ORDERS = 100_000;
const CUSTOMERS = 2_000;
const ADMINS = 16;
const OWN_ORDERS = 15; // each admin's own, walked through 4 steps
const SHARED_ORDERS = 15; // raced for by all 16
const STEPS = [S.open, S.assembling, S.assembled, S.closed]; // a pickup order paid in cash, from new
const PASSWORD = 'bench-admin-1';
const MARK = 'bench-admin';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** 100,000 orders over the shops, 2,000 customers, 2 years, every status: once per database. */
export async function seedAdminOrders(db: Db, log: (s: string) => void = console.log): Promise<void> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE comment = ${MARK}`));
  if (n >= ORDERS) return;
  const started = performance.now();
  const surnames = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров',
    'Морозов', 'Волков', 'Алексеев', 'Лебедев', 'Семёнов', 'Егоров', 'Павлов', 'Козлов', 'Степанов', 'Николаев'];
  const names = ['Анна', 'Иван', 'Мария', 'Пётр', 'Ольга', 'Сергей', 'Елена', 'Дмитрий', 'Татьяна', 'Алексей'];
  const surnameArr = sql.raw(`ARRAY[${surnames.map((s) => `'${s}'`).join(',')}]`);
  const nameArr = sql.raw(`ARRAY[${names.map((s) => `'${s}'`).join(',')}]`);
  await db.execute(sql`INSERT INTO customers (phone, name, password_hash, is_phone_confirmed)
    SELECT '7998' || lpad(i::text, 7, '0'), (${nameArr})[1 + i % 10] || ' ' || (${surnameArr})[1 + (i / 10) % 20] || CASE WHEN i % 2 = 0 THEN 'а' ELSE '' END, '!', true
    FROM generate_series(1, ${CUSTOMERS}) AS i ON CONFLICT (phone) DO NOTHING`);
  // statuses as a shop's history looks: mostly closed, some annulled, a few in every working status
  const history = [...Array<number>(12).fill(S.closed), S.annulled, S.annulled, S.new, S.open, S.assembling, S.assembled, S.inDelivery, S.awaitingPayment];
  await db.execute(sql`INSERT INTO orders (customer_id, shop_id, status, type, source, order_date, delivery_date, delivery_time,
      goods_amount, amount, original_amount, cash_type, replacement_policy, comment)
    SELECT c.id, s.ids[1 + (i % array_length(s.ids, 1))],
      (${sql.raw(`ARRAY[${history.join(',')}]`)})[1 + (i * 7) % ${history.length}],
      CASE WHEN i % 3 = 0 THEN 'delivery' ELSE 'pickup' END, 'site',
      now() - make_interval(mins => (i * 7919) % (730 * 1440)),
      (now() - make_interval(mins => (i * 7919) % (730 * 1440)))::date + (i % 3),
      '10:00 - 12:00',
      200 + (i * 37) % 9800, 200 + (i * 37) % 9800, 200 + (i * 37) % 9800,
      CASE WHEN i % 4 = 0 THEN 1 ELSE 3 END, 1, ${MARK}
    FROM generate_series(1, ${ORDERS - n}) AS i
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM shops) AS s
    JOIN customers c ON c.phone = '7998' || lpad((1 + i % ${CUSTOMERS})::text, 7, '0')`);
  await db.execute(sql`ANALYZE orders`);
  await db.execute(sql`ANALYZE customers`);
  log(`seeded ${ORDERS - n} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function signIn(call: Call, phone: string, password: string, ip: string): Promise<Record<string, string>> {
  const res = await call('POST', '/api/auth/signin-phone', { phone, password }, { 'X-Forwarded-For': ip });
  if (res.status !== 200) throw new Error(`sign-in of ${phone}: ${res.status} ${res.text.slice(0, 200)}`);
  return { Authorization: `Bearer ${JSON.parse(res.text).token}` };
}

/** The list's queries by kind, as the page sends them. */
async function listQueries(db: Db): Promise<Record<string, string>> {
  const [shop] = rowsOf<{ id: number }>(await db.execute(sql`SELECT min(id)::int AS id FROM shops`));
  const [some] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM orders WHERE comment = ${MARK} ORDER BY id LIMIT 1 OFFSET 54321`));
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return {
    'shop + status': `/api/orders?shop.id=${shop.id}&status=${S.assembled}`,
    'order date, one week': `/api/orders?orderDate%5Bafter%5D=${day(100)}&orderDate%5Bstrictly_before%5D=${day(93)}`,
    'delivery date, one day': `/api/orders?deliveryDate%5Bafter%5D=${day(30)}&deliveryDate%5Bstrictly_before%5D=${day(29)}`,
    'amount range': `/api/orders?amount%5Bgte%5D=5000&amount%5Blte%5D=5100`,
    'phone digits': '/api/orders?customer.phone=0001234',
    'customer name': `/api/orders?customer.name=${encodeURIComponent('Ольга Лебедев')}`,
    'order number': `/api/orders?id=${some.id}`,
    'status, page 20': `/api/orders?status=${S.closed}&page=20`,
    'shop + status + dates + amount': `/api/orders?shop.id=${shop.id}&status=${S.closed}&orderDate%5Bafter%5D=${day(365)}&orderDate%5Bstrictly_before%5D=${day(300)}&amount%5Bgte%5D=1000`,
  };
}

/** The back office's list indexes (server/db/schema.ts): the run measures the list without them too. */
export const LIST_INDEXES = ['orders_status_idx', 'orders_order_date_idx', 'orders_delivery_date_idx', 'orders_amount_idx'];

type Timed = { wall: number[]; cpu: number[] };

/**
 * The plain list and each filter, `rounds` times each, interleaved; then the same without
 * LIST_INDEXES (dropped, measured, created again), and with them once more: the two "with" rounds'
 * least flattering figures are kept. inProcess: the database runs in this process (PGlite), so the
 * CPU time of each request is the whole cost, the steadiest figure on a shared machine.
 */
export async function benchAdminList(db: Db, call: Call, { rounds = 20, inProcess = false } = {}): Promise<Row[]> {
  const site = await signIn(call, '79000000011', 'admin12345', '10.78.0.1');
  const plainPath = '/api/orders';
  const filtered = await listQueries(db);
  const totals: Record<string, number> = {};
  const ask = async (into: Record<string, Timed> | null, kind: string, path: string) => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const res = await call('GET', path, undefined, site);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpuStarted);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.text.slice(0, 300)}`);
    if (into) {
      into[kind] ??= { wall: [], cpu: [] };
      into[kind].wall.push(wall);
      into[kind].cpu.push((used.user + used.system) / 1000);
    }
    totals[kind] = JSON.parse(res.text)['hydra:totalItems'] as number;
  };
  const measure = async () => {
    const times: Record<string, Timed> = {};
    // warm-up: plans and caches
    await ask(null, 'plain', plainPath);
    for (const [kind, path] of Object.entries(filtered)) await ask(null, kind, path);
    for (let r = 0; r < rounds; r++) {
      await ask(times, 'plain', plainPath);
      for (const [kind, path] of Object.entries(filtered)) await ask(times, kind, path);
    }
    for (const t of Object.values(times)) {
      t.wall.sort((a, b) => a - b);
      t.cpu.sort((a, b) => a - b);
    }
    return times;
  };
  const worse = (a: Record<string, Timed>, b: Record<string, Timed>) => Object.fromEntries(Object.keys(a).map((k) => [k,
    percentile(a[k].wall, 99) >= percentile(b[k].wall, 99) ? a[k] : b[k]]));

  const first = await measure();
  const defs = rowsOf<{ indexdef: string }>(await db.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname IN ${sql.raw(`(${LIST_INDEXES.map((i) => `'${i}'`).join(',')})`)}`));
  for (const i of LIST_INDEXES) await db.execute(sql.raw(`DROP INDEX IF EXISTS ${i}`));
  await db.execute(sql`ANALYZE orders`);
  const without = await measure();
  for (const d of defs) await db.execute(sql.raw(d.indexdef));
  await db.execute(sql`ANALYZE orders`);
  const withIndexes = worse(first, await measure());

  const summary = (times: Record<string, Timed>) => {
    const kinds = Object.keys(times).filter((k) => k !== 'plain');
    const all = (f: keyof Timed) => kinds.flatMap((k) => times[k][f]).sort((a, b) => a - b);
    const worst = kinds.sort((a, b) => percentile(times[b].wall, 99) - percentile(times[a].wall, 99))[0];
    return { plain: times.plain, wall: all('wall'), cpu: all('cpu'), worst: `${worst} ${ms(percentile(times[worst].wall, 99))}` };
  };
  const cpuNote = (cpu: number[]) => (inProcess ? `; CPU p50 ${ms(percentile(cpu, 50))}, p99 ${ms(percentile(cpu, 99))}` : '');
  const ratio = (a: number[], b: number[], p: number) => (percentile(a, p) / percentile(b, p)).toFixed(2);
  const line = (what: string, t: ReturnType<typeof summary>): Row => ({
    what,
    value: `p50 ${ms(percentile(t.wall, 50))} (${ratio(t.wall, t.plain.wall, 50)} × plain), p99 ${ms(percentile(t.wall, 99))} (${ratio(t.wall, t.plain.wall, 99)} × plain)`,
    note: `${t.wall.length} requests over ${Object.keys(filtered).length} filters; slowest p99: ${t.worst}${cpuNote(t.cpu)}; target p99 < 50 ms`,
  });
  const now = summary(withIndexes);
  const before = summary(without);
  const rows: Row[] = [
    {
      what: `API admin list, plain (${ORDERS.toLocaleString('en')} orders)`,
      value: `p50 ${ms(percentile(now.plain.wall, 50))}, p99 ${ms(percentile(now.plain.wall, 99))}`,
      note: `${now.plain.wall.length} requests, site admin, every status but annulled (${totals.plain} orders), page 1 of 50${cpuNote(now.plain.cpu)}`,
    },
    line('API admin list, filtered', now),
    line('  the same without the list indexes', before),
  ];
  for (const kind of Object.keys(filtered)) {
    const t = withIndexes[kind];
    rows.push({
      what: `  filter: ${kind}`,
      value: `p50 ${ms(percentile(t.wall, 50))}, p99 ${ms(percentile(t.wall, 99))}`,
      note: `${totals[kind]} orders match; without the indexes p99 ${ms(percentile(without[kind].wall, 99))}${cpuNote(t.cpu)}`,
    });
  }
  return rows;
}

/** 16 admins changing statuses at once; checks the order log against the changes answered. */
export async function benchAdminStatus(db: Db, call: Call): Promise<Row> {
  const hash = await hashPassword(PASSWORD);
  const phones = Array.from({ length: ADMINS }, (_, i) => `7997000${String(i + 1).padStart(4, '0')}`);
  for (const [i, phone] of phones.entries()) {
    await db.execute(sql`INSERT INTO customers (phone, name, password_hash, is_phone_confirmed, is_admin, is_site_admin)
      VALUES (${phone}, ${`Админ нагрузки ${i + 1}`}, ${hash}, true, true, true)
      ON CONFLICT (phone) DO UPDATE SET password_hash = EXCLUDED.password_hash, is_admin = true, is_site_admin = true`);
  }
  const auth: Record<string, string>[] = [];
  for (const [i, phone] of phones.entries()) auth.push(await signIn(call, phone, PASSWORD, `10.78.1.${i + 1}`));

  // fresh new pickup cash orders: each admin's own and the shared ones
  const count = ADMINS * OWN_ORDERS + SHARED_ORDERS;
  const ids = rowsOf<{ id: number }>(await db.execute(sql`INSERT INTO orders (customer_id, shop_id, status, type, source, delivery_date, delivery_time,
      goods_amount, amount, original_amount, cash_type, replacement_policy, comment)
    SELECT (SELECT min(id) FROM customers WHERE phone LIKE '7998%'), (SELECT min(id) FROM shops), ${S.new}, 'pickup', 'site', current_date, '10:00 - 12:00',
      500, 500, 500, 3, 1, ${`${MARK}-status`}
    FROM generate_series(1, ${count}) RETURNING id`)).map((r) => Number(r.id)).sort((a, b) => a - b);
  const own = (a: number) => ids.slice(a * OWN_ORDERS, (a + 1) * OWN_ORDERS);
  const shared = ids.slice(ADMINS * OWN_ORDERS);

  const latencies: number[] = [];
  let ok = 0;
  let lost = 0; // 409: another admin moved it first
  const put = async (a: number, id: number, status: number, key: string) => {
    const started = performance.now();
    const res = await call('PUT', `/api/orders/${id}/status`, { status }, { ...auth[a], 'Idempotency-Key': key });
    latencies.push(performance.now() - started);
    if (res.status === 200) ok++;
    else if (res.status === 409) lost++;
    else throw new Error(`PUT /api/orders/${id}/status ${status}: ${res.status} ${res.text.slice(0, 200)}`);
  };
  const admin = async (a: number) => {
    for (const [n, id] of own(a).entries()) {
      for (const status of STEPS) await put(a, id, status, `bench-status-${process.pid}-${id}-${status}`);
      // every admin also tries the next step of a shared order, each from its own starting point
      const sharedId = shared[(a + n) % shared.length];
      for (const status of STEPS) await put(a, sharedId, status, `bench-status-${process.pid}-${a}-${sharedId}-${status}-${n}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: ADMINS }, (_, a) => admin(a)));
  const seconds = (performance.now() - started) / 1000;

  const list = sql.raw(ids.join(','));
  const [{ n: logRows }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM order_log WHERE order_id IN (${list})`));
  const [{ n: events }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM order_events WHERE order_id IN (${list}) AND type = 'status'`));
  const [{ n: closed }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE id IN (${list}) AND status = ${S.closed}`));
  const perOrder = rowsOf<{ id: number; n: number }>(await db.execute(sql`SELECT order_id AS id, count(*)::int AS n FROM order_log
    WHERE order_id IN (${list}) GROUP BY order_id HAVING count(*) <> ${STEPS.length}`));
  if (logRows !== ok || events !== ok || ok !== count * STEPS.length || closed !== count || perOrder.length) {
    throw new Error(`order log lost or doubled: ${ok} changes answered 200, ${logRows} log rows, ${events} status events, `
      + `${closed}/${count} orders closed, expected ${count * STEPS.length}; orders off: ${perOrder.slice(0, 5).map((r) => `${r.id}: ${r.n}`).join(', ')}`);
  }
  latencies.sort((a, b) => a - b);
  return {
    what: `API status changes (${ADMINS} concurrent admins)`,
    value: `${(ok / seconds).toFixed(1)} changes/s, p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
    note: `${ok} changes, ${lost} answered 409 (raced for ${SHARED_ORDERS} shared orders), ${latencies.length} requests in ${seconds.toFixed(1)} s; `
      + `log rows = changes = status events, each order 4 rows and closed: none lost or doubled`,
  };
}
