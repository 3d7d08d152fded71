// The API's HTTP server: the Hono app on Node, plus answers for requests Node rejects itself.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { App } from './app';
import { hydraError } from './lib/http';

export function listen(app: App, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server as Server)) as Server;
    // Node rejects oversized request heads (a 1 MB query string) before Hono sees them: answer in hydra too.
    server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return;
      const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
      const status = tooLarge ? 431 : 400;
      const title = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
      const body = JSON.stringify(
        hydraError(status, title, tooLarge ? 'Адрес или заголовки запроса слишком длинные.' : 'Некорректный HTTP-запрос.'),
      );
      socket.end(
        `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/ld+json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
  });
}
