// The restore drill: back up a shop while orders are being placed, restore the file into a fresh
// database, start the API on it, and compare. Every order the copy holds is whole (its lines, its
// events, its stock change, its payments, byte for byte as the live shop has them) and the stock of the
// goods sold adds up to the copy's own orders: no order is in the copy half-written. Both databases:
// PGlite through GET /internal/backup, PostgreSQL (the TEST_POSTGRES_URL pass) through pg_dump/pg_restore.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { promotions } from '../db/schema';
import { createApp } from '../app';
import { localCaptcha } from '../adapters/captcha';
import { createMessages } from '../adapters/messages';
import { openPglite, openPostgres, rowsOf, type Db, type DbHandle } from '../db/client';
import { env } from '../env';
import { listen } from '../http-server';
import { serverUrl, testApp, type TestApp } from '../test/harness';
import { NOW, newKey, payload, plentiful, resetNow, setNow, signIn } from '../test/order-fixtures';
import { setBackupSource } from './backup';
import { backupKind, backupPgliteThroughApi, backupPostgres, restorePglite, restorePostgres } from './backup-files';

let t: TestApp;
let server: Server;
let tmp: string;
beforeAll(async () => {
  setNow(NOW);
  t = await testApp();
  // one price for every order: a promotion's once-per-customer saving would make later orders' totals
  // differ from the basket priced before them (as orders-concurrency.test.ts does)
  await t.db.delete(promotions);
  server = await listen(t.app, 0, '127.0.0.1');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drill-'));
  if (!env.DATABASE_URL) setBackupSource({ kind: 'pglite', client: (t.db as unknown as { $client: unknown }).$client } as DbHandle);
});
afterAll(async () => {
  resetNow();
  setBackupSource(null);
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

type Figures = { orders: number; checksum: string; stock: Map<string, number> };

/** The orders `ids` as the database has them (rows, lines, events, payments) in one checksum, and the stock of `goods`. */
async function figures(db: Db, ids: number[], goods: number[]): Promise<Figures> {
  const list = sql.raw(ids.length ? ids.join(',') : '0');
  const [row] = rowsOf<{ orders: number; checksum: string }>(await db.execute(sql`
    SELECT (SELECT count(*)::int FROM orders WHERE id IN (${list})) AS orders,
           md5(concat_ws('|',
             (SELECT string_agg(concat_ws(',', id, customer_id, shop_id, status, goods_amount, delivery_cost), ';' ORDER BY id) FROM orders WHERE id IN (${list})),
             (SELECT string_agg(concat_ws(',', order_id, good_id, quantity, price, amount), ';' ORDER BY order_id, position) FROM order_lines WHERE order_id IN (${list})),
             (SELECT string_agg(concat_ws(',', order_id, type), ';' ORDER BY id) FROM order_events WHERE order_id IN (${list})),
             (SELECT string_agg(concat_ws(',', order_id, amount, status), ';' ORDER BY id) FROM sandbox_payments WHERE order_id IN (${list}))
           )) AS checksum`));
  const stockRows = rowsOf<{ shop_id: number; good_id: number; quantity: string }>(await db.execute(sql`
    SELECT shop_id, good_id, quantity FROM articles WHERE shop_id = 1 AND good_id IN (${sql.raw(goods.join(','))})`));
  return { orders: row.orders, checksum: row.checksum, stock: new Map(stockRows.map((r) => [`${r.shop_id}/${r.good_id}`, Number(r.quantity)])) };
}

const orderIds = async (db: Db, after: number) =>
  rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM orders WHERE id > ${after} ORDER BY id`)).map((r) => Number(r.id));

/** Pieces of each good the orders `ids` took from shop 1. */
async function sold(db: Db, ids: number[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ good_id: number; n: string }>(await db.execute(sql`
    SELECT good_id, sum(quantity) AS n FROM order_lines WHERE order_id IN (${sql.raw(ids.join(','))}) GROUP BY good_id`));
  return new Map(rows.map((r) => [`1/${r.good_id}`, Number(r.n)]));
}

it('restores a backup taken under load to a shop where every order is whole or absent', async () => {
  const anna = await signIn(t, '79000000001');
  const goods = (await plentiful(t, 1, { min: 100, dear: true })).slice(0, 4).map((g) => g.id);
  const [{ max }] = rowsOf<{ max: number }>(await t.db.execute(sql`SELECT coalesce(max(id), 0)::int AS max FROM orders`));
  const before = await figures(t.db, [], goods);

  // three customers' worth of orders in flight while the backup is taken
  const slots = ['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00'];
  const dates = ['2026/11/24', '2026/11/25', '2026/11/26', '2026/11/27'];
  let placed = 0;
  let stop = false;
  const refusals: string[] = [];
  const worker = async (w: number) => {
    for (let i = 0; !stop && i < 40; i++) {
      const body = await payload(t, {
        customerId: anna.id, type: 'pickup', date: dates[(i + w) % dates.length], time: slots[(i * 3 + w) % slots.length],
        items: [{ id: goods[(i + w) % goods.length], quantity: 1 + (i % 3) }, { id: goods[(i + w + 1) % goods.length], quantity: 1 }],
      });
      const key = newKey();
      const send = () => fetch(`${serverUrl(server)}/api/orders`, {
        method: 'POST', body: JSON.stringify(body),
        headers: { ...anna.headers, 'Content-Type': 'application/json', 'API-CONSUMER': 'site', 'Idempotency-Key': key },
      });
      // a dump that holds the process for seconds outlasts the server's keep-alive: the next request on
      // a socket it closed meanwhile gets no answer, and a client sends it again with the same key
      const res = await send().catch(send);
      const answer = await res.text();
      if (res.status === 201) placed++;
      else refusals.push(`${res.status} ${answer.slice(0, 300)}`);
    }
  };
  let done = false;
  const load = Promise.all([0, 1, 2].map(worker)).finally(() => { done = true; });
  while (placed < 4 && !done) await new Promise((r) => setTimeout(r, 20));
  if (done) throw new Error(`no order placed: ${refusals[0]}`);

  const file = path.join(tmp, env.DATABASE_URL ? 'shop.pgdump' : 'shop.tar.gz');
  const liveUrl = env.DATABASE_URL ? (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString : '';
  const placedBefore = placed;
  if (env.DATABASE_URL) await backupPostgres(liveUrl, file);
  else await backupPgliteThroughApi(serverUrl(server), undefined, file);
  await new Promise((r) => setTimeout(r, 300));
  stop = true;
  await load;
  expect(backupKind(file)).toBe(env.DATABASE_URL ? 'postgres' : 'pglite');

  // a fresh database from the file, and the API started on it
  let restored: DbHandle;
  let drop = async () => undefined as unknown;
  if (env.DATABASE_URL) {
    const name = `shop_drill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = await openPostgres(env.DATABASE_URL);
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    const u = new URL(env.DATABASE_URL);
    u.pathname = `/${name}`;
    await restorePostgres(u.toString(), file);
    restored = await openPostgres(u.toString());
    drop = async () => {
      await restored.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    };
  } else {
    const dir = path.join(tmp, 'restored');
    await restorePglite(file, dir);
    restored = await openPglite(dir);
    drop = () => restored.close();
  }
  try {
    const app = createApp(restored.db, { messages: createMessages(), captcha: localCaptcha, jwtKey: () => new Uint8Array(32) });
    const ready = await app.request('/ready');
    expect([ready.status, await ready.json()]).toEqual([200, { ready: true, checks: { database: 'ok', migrations: 'ok' } }]);
    const shops = await app.request('/api/shops', { headers: { 'API-CONSUMER': 'site' } });
    expect(shops.status).toBe(200);

    const live = await orderIds(t.db, max);
    const copy = await orderIds(restored.db, max);
    // the copy holds the orders placed before it, maybe some in flight, never one the live shop lacks
    expect(copy.length).toBeGreaterThanOrEqual(placedBefore);
    expect(copy.length).toBeLessThan(live.length);
    expect(copy.every((id) => live.includes(id))).toBe(true);
    // each of them whole: rows, lines, events and payments as the live shop has them
    const [inCopy, inLive] = [await figures(restored.db, copy, goods), await figures(t.db, copy, goods)];
    expect(inCopy.orders).toBe(copy.length);
    expect(inCopy.checksum).toBe(inLive.checksum);
    const lines = rowsOf<{ n: number }>(await restored.db.execute(sql`
      SELECT count(*)::int AS n FROM orders o WHERE o.id > ${max}
        AND (NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)
          OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.type = 'created'))`));
    expect(lines[0].n).toBe(0);
    // and the stock: what the copy's orders took, no more and no less
    const took = await sold(restored.db, copy);
    for (const [key, initial] of before.stock) expect([key, inCopy.stock.get(key)]).toEqual([key, initial - (took.get(key) ?? 0)]);
  } finally {
    await drop();
  }
}, 180_000);
