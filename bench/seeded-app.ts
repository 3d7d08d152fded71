// The shop API in process over a PGlite folder seeded once with `goods` goods (bench/search.ts,
// bench/api.ts): the folder is kept between runs, so only the first run pays for the seed.
import path from 'node:path';
import { sql } from 'drizzle-orm';

/**
 * The command line of a bench over a seeded app: --goods (100,000), --rounds and --data (its PGlite
 * folder, .data/bench-{name}-{goods} unless given); `arg` reads any other option.
 */
export function seededAppArgs(name: string, defaultRounds: number) {
  const args = process.argv.slice(2);
  const arg = (option: string) => {
    const i = args.indexOf(`--${option}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const goods = Number(arg('goods') ?? 100_000);
  const rounds = Number(arg('rounds') ?? defaultRounds);
  return { args, arg, goods, rounds, dataDir: path.resolve(arg('data') ?? `.data/bench-${name}-${goods}`) };
}

export async function openSeededApp(dataDir: string, goods: number) {
  const { openPglite } = await import('../server/db/client');
  const { migrate } = await import('../server/db/migrate');
  const { seed } = await import('../server/demo/seed');
  const { createApp } = await import('../server/app');

  const handle = await openPglite(dataDir);
  await migrate(handle);
  const count = async () => {
    const r = (await handle.db.execute(sql`select count(*)::int as n from goods`)) as unknown as { rows: { n: number }[] };
    return r.rows[0].n;
  };
  let have = await count();
  if (have === 0) {
    console.log(`seeding ${goods} goods into ${dataDir}…`);
    const s = await seed(handle.db, { goods });
    console.log(`seeded ${s.goods} goods, ${s.articles} articles in ${(s.ms / 1000).toFixed(0)} s`);
    have = await count();
  }
  // a folder seeded before migration 0010 gets the demo promotions and promo codes basket pricing uses
  const { fillDemoPricing } = await import('../server/demo/seed/pricing');
  if (await fillDemoPricing(handle.db)) console.log('demo promotions and promo codes filled in');
  console.log(`${have} goods in ${dataDir}`);
  return { app: createApp(handle.db), handle, goods: have };
}
