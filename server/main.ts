// Starts the shop API: opens the database, migrates, seeds demo data on first run, serves HTTP.
import { createApp } from './app';
import { getDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './demo/seed';
import { listen } from './http-server';
import { env } from './env';

const port = env.API_PORT;
const hostname = env.API_HOST;

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
