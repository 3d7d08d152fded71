// Reviews at scale: a good with 10,000 published reviews answers its rating and its first page of
// reviews as fast as one with ten, since the rating is one row (goods.rating_*) kept in step by the
// publishing transaction and a page reads the partial index reviews_good_published_idx from its top.
// Run: node --import tsx bench/reviews.ts (in-memory PGlite, seeded small; prints medians and ratios).
import { sql } from 'drizzle-orm';

const ROUNDS = 200;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const { openPglite } = await import('../server/db/client');
  const { migrate } = await import('../server/db/migrate');
  const { seed } = await import('../server/demo/seed');
  const { recountRatings } = await import('../server/demo/seed/reviews');
  const { createApp } = await import('../server/app');
  const handle = await openPglite();
  await migrate(handle);
  await seed(handle.db, { goods: 300 });
  const db = handle.db;
  const ids = ((await db.execute(sql`SELECT id FROM goods WHERE id NOT IN (SELECT good_id FROM reviews) ORDER BY id LIMIT 2`)) as unknown as
    { rows: { id: string }[] }).rows.map((r) => Number(r.id));
  const [big, small] = ids;
  // 10,000 customers, each with one published review of `big`; ten of them also review `small`
  await db.execute(sql`INSERT INTO customers (phone, name, password_hash)
    SELECT '7990' || lpad(i::text, 7, '0'), 'Покупатель ' || i, 'x' FROM generate_series(1, 10000) i`);
  await db.execute(sql`INSERT INTO reviews (good_id, customer_id, shop_id, rate, review, status, created_at)
    SELECT ${big}, c.id, 1, 1 + (c.id % 5), 'Отзыв номер ' || c.id, 1, now() - (c.id || ' minutes')::interval
    FROM customers c WHERE c.phone LIKE '7990%'`);
  await db.execute(sql`INSERT INTO reviews (good_id, customer_id, shop_id, rate, review, status, created_at)
    SELECT ${small}, c.id, 1, 1 + (c.id % 5), 'Отзыв номер ' || c.id, 1, now() - (c.id || ' minutes')::interval
    FROM customers c WHERE c.phone LIKE '7990%' ORDER BY c.id LIMIT 10`);
  await recountRatings(db);
  await db.execute(sql`VACUUM ANALYZE reviews, goods`);

  const app = createApp(db);
  const call = async (path: string) => {
    const t0 = performance.now();
    const res = await app.request(path, { headers: { 'API-CONSUMER': 'site' } });
    await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - t0;
  };
  // the two goods asked in turn (A B B A …), so both see the machine at the same speed
  const pair = async (a: string, b: string) => {
    const ta: number[] = [];
    const tb: number[] = [];
    for (let i = 0; i < ROUNDS + 20; i++) {
      const [x, y] = i % 2 ? [b, a] : [a, b];
      const first = await call(x);
      const second = await call(y);
      if (i < 20) continue;
      (x === a ? ta : tb).push(first);
      (y === a ? ta : tb).push(second);
    }
    return [median(ta), median(tb)] as const;
  };
  const rows: [string, number, number][] = [];
  for (const [what, path] of [['rating', (g: number) => `/api/goods/${g}/rating`], ['first page', (g: number) => `/api/goods/${g}/reviews`]] as const) {
    const [b, s2] = await pair(path(big), path(small));
    rows.push([what, b, s2]);
  }
  const rating = await (await app.request(`/api/goods/${big}/rating`, { headers: { 'API-CONSUMER': 'site' } })).json();
  console.log(`good ${big}: ${rating.numberRates} reviews, average ${rating.averageRate}; good ${small}: 10 reviews`);
  for (const [what, b, s] of rows) console.log(`${what.padEnd(11)} 10,000: ${b.toFixed(2)} ms   10: ${s.toFixed(2)} ms   ratio ${(b / s).toFixed(2)}`);
  await handle.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
