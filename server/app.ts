// The shop API as a Hono app. Routes get the database through the context (c.var.db).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Db } from './db/client';
import { HttpError, hydraError } from './lib/http';
import { routes } from './routes';

export type AppEnv = { Variables: { db: Db } };

// Messages of checks that set none of their own come out in Russian too.
z.config(z.locales.ru());

const MAX_URL_LENGTH = 8 * 1024;
// Methods any route of the API answers; anything else (TRACE, CONNECT, made-up verbs) is a 405 up front.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const MAX_LOGGED_PATH = 200;

/** What a log line may say about a request: method and path, capped, never the query (it can carry personal data). */
export function logTarget(method: string, url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split('?')[0];
  }
  const capped = path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…(${path.length})` : path;
  return `${method.slice(0, 10)} ${capped}`;
}

export function createApp(db: Db) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    if (!METHODS.has(c.req.method)) {
      c.header('Allow', [...METHODS].join(', '));
      throw new HttpError(405, 'Method Not Allowed', `Метод ${c.req.method.slice(0, 10)} не поддерживается.`);
    }
    if (c.req.url.length > MAX_URL_LENGTH) {
      throw new HttpError(414, 'URI Too Long', `Адрес запроса длиннее ${MAX_URL_LENGTH} символов.`);
    }
    c.set('db', db);
    await next();
  });
  app.use('*', bodyLimit({
    maxSize: 256 * 1024,
    onError: (c) => c.json(hydraError(413, 'Payload Too Large', 'Тело запроса больше 256 КБ.'), 413),
  }));

  app.get('/health', (c) => c.json({ status: 'ok' }));
  for (const register of routes) register(app);

  app.notFound((c) => c.json(hydraError(404, 'Not Found', `Нет такого адреса: ${new URL(c.req.url).pathname}`), 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json(hydraError(err.status, err.title, err.description, err.violations), err.status);
    }
    // the path without its query, capped: a log line must not grow with the request or carry personal data
    console.error(`[api] ${logTarget(c.req.method, c.req.url)}: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
    return c.json(hydraError(500, 'Internal Server Error', 'Внутренняя ошибка сервера.'), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
