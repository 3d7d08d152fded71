// Database chores from the command line:
//   npm run db:reset                    drop everything, migrate, load the default demo data
//   npm run db:seed [-- --goods 100000]  replace the data with a demo catalogue of N goods
// Works on PGlite (DATA_DIR, default .data/pglite) or on DATABASE_URL. Outside SHOP_MODE=demo neither
// loads demo data: reset leaves an empty database, seed refuses.
import { sql } from 'drizzle-orm';
import { apiIsRunning } from './api-running';
import { dataDir, getDatabase } from './client';
import { migrate } from './migrate';
import { DEFAULT_GOODS, seed } from '../demo/seed';
import { env } from '../env';

const USAGE = 'Использование: cli.ts reset | seed [--goods N] [--force]';

function goodsOption(args: string[]): number {
  const i = args.findIndex((a) => a === '--goods' || a.startsWith('--goods='));
  if (i < 0) return DEFAULT_GOODS;
  const raw = args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    throw new Error(`--goods: ожидается целое число от 1 до 1 000 000, получено «${raw ?? ''}».`);
  }
  return n;
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'reset' && command !== 'seed') throw new Error(USAGE);
  const goods = goodsOption(args);
  if (!env.DATABASE_URL && !args.includes('--force') && (await apiIsRunning())) {
    throw new Error(`API уже запущен и держит базу ${dataDir()}. Остановите его (или укажите --force).`);
  }
  const started = performance.now();
  const handle = await getDatabase();
  console.log(`database: ${handle.kind === 'pglite' ? dataDir() : 'DATABASE_URL'}`);
  try {
    if (command === 'reset') {
      await handle.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
      await handle.db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
      await handle.db.execute(sql.raw('CREATE SCHEMA public'));
    }
    await migrate(handle);
    // the demo data (and its published accounts) only ever enter a demo shop's database (decision 140)
    if (env.SHOP_MODE !== 'demo') {
      console.log(`SHOP_MODE=${env.SHOP_MODE}: no demo data loaded${command === 'reset' ? '; the database is empty' : ''}`);
      if (command === 'seed') process.exitCode = 1;
      return;
    }
    const summary = await seed(handle.db, { goods });
    console.log(`seeded ${summary.goods} goods and ${summary.articles} shop articles in ${(summary.ms / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
