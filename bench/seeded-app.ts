// The shop API in process over a PGlite folder seeded once with `goods` goods (bench/search.ts,
// bench/api.ts): the folder is kept between runs, so only the first run pays for the seed.
import { sql } from 'drizzle-orm';

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
