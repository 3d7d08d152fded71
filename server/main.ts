// Starts the shop API: opens the database, migrates, seeds demo data on first run, serves HTTP.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { getDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { hydraError } from './lib/http';

const port = Number(process.env.API_PORT ?? 4000);

const handle = await getDatabase();
await migrate(handle);
await seedIfEmpty(handle.db);

const app = createApp(handle.db);
const server = serve({ fetch: app.fetch, port, hostname: process.env.API_HOST ?? '127.0.0.1' }, (info) => {
  console.log(`shop API on http://${info.address}:${info.port} (${handle.kind})`);
});

// Node rejects oversized request heads (a 1 MB query string) before Hono sees them: answer in hydra too.
server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
  if (!socket.writable) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    hydraError(status, tooLarge ? 'Request Header Fields Too Large' : 'Bad Request',
      tooLarge ? 'Адрес или заголовки запроса слишком длинные.' : 'Некорректный HTTP-запрос.'),
  );
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/ld+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
});

const stop = async () => {
  server.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
