// A LISTEN connection the server drops must come back by itself, even when the server refuses the
// first tries (a restart takes seconds): otherwise live updates and the storefront's after-commit
// revalidation stop for good on that process until it is restarted.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { env } from '../env';
import { LISTEN_RETRY_MS, openPostgres, rowsOf } from './client';

const CHANNEL = 'listen_test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

(env.DATABASE_URL ? it : it.skip)('a LISTEN connection dropped while the database refuses connections is opened again once it takes them', async () => {
  const admin = await openPostgres(env.DATABASE_URL!);
  const name = `shop_listen_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  const url = new URL(env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const h = await openPostgres(url.toString());
  const heard: string[] = [];
  const stop = await h.listen(CHANNEL, (payload) => heard.push(payload));
  // a NOTIFY nobody hears is lost, so it is sent again until heard
  const heardWithin = async (payload: string, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      await h.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      await sleep(100);
      if (heard.includes(payload)) return true;
    }
    return false;
  };
  try {
    expect(await heardWithin('before', 5_000)).toBe(true);
    // the server goes away for longer than several tries: no new connection, the listener's cut
    await admin.db.execute(sql.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`));
    const cut = await admin.db.execute(sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
      where datname = ${name} and query ilike 'LISTEN%'`);
    expect(rowsOf(cut)).toHaveLength(1);
    await sleep(LISTEN_RETRY_MS * 3.5);
    expect(heard).toEqual(['before']);
    await admin.db.execute(sql.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`));
    expect(await heardWithin('after', LISTEN_RETRY_MS * 10)).toBe(true);
  } finally {
    await stop();
    await h.close();
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await admin.close();
  }
}, 30_000);
