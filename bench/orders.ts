// Order creation under load: 16 customers place orders at once, each one after another,
// and send every order a second time with the same Idempotency-Key (a retried click). Throughput and
// latency are printed; what must hold is checked and stops the run when broken: every order placed
// exactly once (no lost and no doubled order: the retries answer the same id, the database holds
// exactly the orders answered), and the stock taken is exactly what was ordered.
//
// The bench prepares its shop for the load and puts it back afterwards: the slots' capacities are
// raised for the run (16 × N orders would fill the demo slots) and the goods' stock set high enough.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { articles, customers, orders, shopSchedules } from '../server/db/schema';
import { hashPassword } from '../server/services/auth/passwords';
import { percentile } from './stats';

type Row = { what: string; value: string; note?: string };
type Post = (path: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number; text: string }>;
type Get = (path: string, headers?: Record<string, string>) => Promise<{ status: number; text: string }>;

const SHOP_ID = 1;
const PASSWORD = 'bench-orders-1';

export async function benchOrders(
  { db, get, post, customers: count = 16, perCustomer = 10 }: { db: Db; get: Get; post: Post; customers?: number; perCustomer?: number },
): Promise<Row> {
  // the customers: confirmed phones, one password hash for all (argon2id is slow on purpose)
  const hash = await hashPassword(PASSWORD);
  const phones = Array.from({ length: count }, (_, i) => `7999000${String(i + 1).padStart(4, '0')}`);
  await db.insert(customers).values(phones.map((phone, i) => ({ phone, name: `Нагрузка ${i + 1}`, passwordHash: hash, isPhoneConfirmed: true })))
    .onConflictDoUpdate({ target: customers.phone, set: { passwordHash: hash, isPhoneConfirmed: true } });
  const ids = (await db.select({ id: customers.id }).from(customers).where(inArray(customers.phone, phones))).map((r) => r.id);
  const tokens: string[] = [];
  for (const [i, phone] of phones.entries()) {
    const res = await post('/api/auth/signin-phone', { phone, password: PASSWORD }, { 'X-Forwarded-For': `10.77.0.${i + 1}` });
    if (res.status !== 200) throw new Error(`sign-in of ${phone}: ${res.status} ${res.text.slice(0, 200)}`);
    tokens.push(JSON.parse(res.text).token);
  }

  // the goods: the shop's cheapest in-stock pieces (each basket above the minimum order), stock set high
  const goodsRows = await db.execute(sql`SELECT a.good_id AS id FROM articles a JOIN goods g ON g.id = a.good_id
    WHERE a.shop_id = ${SHOP_ID} AND a.quantity > 0 AND g.measure_id = 0 AND NOT g.is_pickup AND a.register_price BETWEEN 250 AND 400
    ORDER BY a.good_id LIMIT 8`);
  const goodIds = ((goodsRows as unknown as { rows: { id: string | number }[] }).rows).map((r) => Number(r.id));
  if (goodIds.length < 8) throw new Error('not enough goods in shop 1');
  const stockBefore = 1_000_000;
  await db.update(articles).set({ quantity: stockBefore }).where(and(eq(articles.shopId, SHOP_ID), inArray(articles.goodId, goodIds)));
  const schedules = await db.select({ id: shopSchedules.id, capacity: shopSchedules.capacity }).from(shopSchedules).where(eq(shopSchedules.shopId, SHOP_ID));
  await db.update(shopSchedules).set({ capacity: 1_000_000 }).where(eq(shopSchedules.shopId, SHOP_ID));

  try {
    const days = JSON.parse((await get(`/api/shops/${SHOP_ID}/timeslots?slotType=pickup`)).text)['hydra:member'] as
      { date: string; slots: { timeInterval: string; paidTypes: number[] }[] }[];
    const slots = days.flatMap((d) => d.slots.filter((s) => s.paidTypes.includes(3)).map((s) => ({ date: d.date, time: s.timeInterval })));
    if (slots.length === 0) throw new Error('no pickup slot open');

    const latencies: number[] = [];
    const placed = new Map<number, number>(); // order id → customer index
    const taken = new Map<number, number>();
    let replays = 0;
    let refused = 0;
    const customer = async (c: number) => {
      const auth = { Authorization: `Bearer ${tokens[c]}`, 'X-Forwarded-For': `10.77.1.${c + 1}` };
      for (let n = 0; n < perCustomer; n++) {
        // 3 lines: the first two goods of a rotation and a third, so orders share rows in different orders
        const lines = [goodIds[(c + n) % 8], goodIds[(c + n + 3) % 8], goodIds[(c + 2 * n + 5) % 8]].filter((id, i, all) => all.indexOf(id) === i);
        const items = lines.map((id, i) => ({ id, quantity: i + 2 }));
        const slot = slots[(c + n) % slots.length];
        const priced = await post(`/api/shops/${SHOP_ID}/basket`, { items, receivingMethod: 'pickup', orderCashType: 3 }, auth);
        if (priced.status !== 200) throw new Error(`basket: ${priced.status} ${priced.text.slice(0, 200)}`);
        const basket = JSON.parse(priced.text);
        const body = {
          promoCode: null, shopId: SHOP_ID,
          basket: {
            source: 'site', orderType: 'pickup', orderCashType: 3, orderCashAmount: null, orderDeliveryDate: slot.date.replaceAll('-', '/'),
            orderDeliveryTime: slot.time, packagingCost: basket.packagingCost, delivery: 0, total: basket.total, replacementPolicy: 1,
            orderComment: '', deliveryCoords: null, orderAddress: null,
            items: basket.items.map((l: { id: number; quantity: number; price: number; amount: number }) => ({ id: l.id, quantity: l.quantity, price: l.price, amount: l.amount })),
          },
        };
        const key = `bench-${process.pid}-${c}-${n}-${Date.now()}`;
        const headers = { ...auth, 'Idempotency-Key': key };
        const started = performance.now();
        const res = await post('/api/orders', body, headers);
        latencies.push(performance.now() - started);
        if (res.status !== 201) {
          refused++;
          throw new Error(`order of customer ${c}: ${res.status} ${res.text.slice(0, 300)}`);
        }
        const id = JSON.parse(res.text).id as number;
        if (placed.has(id)) throw new Error(`order ${id} answered twice for different requests`);
        placed.set(id, c);
        for (const i of items) taken.set(i.id, (taken.get(i.id) ?? 0) + i.quantity);
        // the retried click: the same key and body answer the same order
        const again = await post('/api/orders', body, headers);
        if (again.status !== 201 || JSON.parse(again.text).id !== id) throw new Error(`retry of order ${id}: ${again.status} ${again.text.slice(0, 200)}`);
        replays++;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: count }, (_, c) => customer(c)));
    const seconds = (performance.now() - started) / 1000;

    // what the database holds: exactly the orders answered, and the stock taken exactly once
    const inDb = await db.select({ id: orders.id, customerId: orders.customerId }).from(orders)
      .where(and(inArray(orders.customerId, ids), inArray(orders.id, [...placed.keys()])));
    const [{ n: total }] = (await db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE customer_id IN ${sql.raw(`(${ids.join(',')})`)}
      AND order_date >= now() - make_interval(secs => ${Math.ceil(seconds) + 5})`) as unknown as { rows: { n: number }[] }).rows;
    if (inDb.length !== count * perCustomer || placed.size !== count * perCustomer || total !== count * perCustomer) {
      throw new Error(`orders lost or doubled: answered ${placed.size}, found ${inDb.length} (${total} placed in the run), expected ${count * perCustomer}`);
    }
    const stock = await db.select({ id: articles.goodId, q: articles.quantity }).from(articles)
      .where(and(eq(articles.shopId, SHOP_ID), inArray(articles.goodId, goodIds)));
    for (const s of stock) {
      if (Number(s.q) !== stockBefore - (taken.get(s.id) ?? 0)) throw new Error(`stock of ${s.id}: ${s.q}, expected ${stockBefore - (taken.get(s.id) ?? 0)}`);
    }
    latencies.sort((a, b) => a - b);
    return {
      what: `API order creation (${count} concurrent customers)`,
      value: `${(placed.size / seconds).toFixed(1)} orders/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
      note: `${placed.size} orders (${perCustomer} per customer, each also retried with its key: ${replays} replays answered the same id), `
        + `${refused} refused; none lost or doubled, stock taken exactly once; pickup, cash, 2–3 lines sharing 8 goods`,
    };
  } finally {
    for (const s of schedules) await db.update(shopSchedules).set({ capacity: s.capacity }).where(eq(shopSchedules.id, s.id));
  }
}

/** The API in process over a PostgreSQL database (`--database-url`), seeded with `goods` goods when empty. */
export async function openSeededPostgres(url: string, goods: number) {
  const { openPostgres } = await import('../server/db/client');
  const { migrate } = await import('../server/db/migrate');
  const { seed } = await import('../server/demo/seed');
  const { createApp } = await import('../server/app');
  const handle = await openPostgres(url);
  await migrate(handle);
  const have = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM goods`) as unknown as { rows: { n: number }[] }).rows[0].n;
  if (have === 0) {
    console.log(`seeding ${goods} goods into ${url.replace(/\/\/[^@]*@/, '//…@')}…`);
    await seed(handle.db, { goods });
  }
  return { app: createApp(handle.db), handle };
}
