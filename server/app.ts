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

export function createApp(db: Db) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
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

  // STACK_TOKEN: the test harness's per-run token (scripts/stack.ts), so it knows the API is its own
  app.get('/health', (c) => c.json({ status: 'ok', ...(process.env.STACK_TOKEN ? { token: process.env.STACK_TOKEN } : {}) }));
  for (const register of routes) register(app);

  app.notFound((c) => c.json(hydraError(404, 'Not Found', `Нет такого адреса: ${new URL(c.req.url).pathname}`), 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json(hydraError(err.status, err.title, err.description, err.violations), err.status);
    }
    console.error(err);
    return c.json(hydraError(500, 'Internal Server Error', 'Внутренняя ошибка сервера.'), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
