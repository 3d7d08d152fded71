// Starts the shop API: opens the database, migrates, seeds demo data on first run, serves HTTP.
import { createApp } from './app';
import { getDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './demo/seed';
import { listen } from './http-server';

const port = Number(process.env.API_PORT ?? 4000);
const hostname = process.env.API_HOST ?? '127.0.0.1';

const handle = await getDatabase();
await migrate(handle);
await seedIfEmpty(handle.db);

const server = await listen(createApp(handle.db), port, hostname);
console.log(`shop API on http://${hostname}:${port} (${handle.kind})`);

const stop = async () => {
  server.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
