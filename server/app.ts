// The shop API as a Hono app. Routes get the database through the context (c.var.db).
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from './lib/db-unavailable';
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { Db } from './db/client';
import { HTTP_METHODS, MAX_BODY_BYTES, MAX_URL_LENGTH } from '../contract/limits';
import { env } from './env';
import { captchaFromEnv } from './adapters/captcha';
import { messagesFromEnv } from './adapters/messages';
import { PaymentError, paymentFromEnv } from './adapters/payment';
import type { SandboxGateway } from './adapters/payment/sandbox';
import { sandboxBank } from './adapters/payment/sandbox-bank';
import { webhooksFromEnv } from './adapters/webhooks';
import { DEFAULT_RETRY } from '../domain/order-webhooks';
import { standInAllowed } from '../domain/shop-mode';
import { silentFeed } from './services/orders/feed';
import { photoStorageFromEnv } from './adapters/storage';
import { HttpError, hydraError } from './lib/http';
import { loadJwtSecret } from './lib/jwt-secret';
import { bearer } from './lib/permissions';
import type { Services } from './context';
import { JSON_LD_UTF8, NUL_RULE, createRouter, documentAll, jsonLd, openapi } from './lib/openapi';
import { routers } from './routes';
import { exchangeRoutes } from './routes/exchange';
import { ymlRoutes } from './routes/yml';

/**
 * The bank the environment configures. The sandbox, whose public page marks any order paid, only
 * where the mode allows it; production refuses at start before this (domain/production-problems.ts),
 * so this is the last line, not the message.
 */
function bankFromEnv() {
  const fromEnv = paymentFromEnv();
  if (fromEnv.bank && !standInAllowed(env.SHOP_MODE, 'sandbox-bank')) {
    throw new Error(`SHOP_MODE=${env.SHOP_MODE}: платёжная песочница запрещена, задайте RBS_API_URL`);
  }
  return fromEnv;
}
import { errorFields, log } from './lib/log';
import { observeRequests } from './ops/observe';
import { readiness } from './ops/readiness';
import { opsRoutes } from './ops/routes';

/** The services the environment configures, with any of `given` instead. */
export function servicesFor(given: Partial<Services> = {}): Services {
  let key: Uint8Array | undefined;
  const fromEnv = given.payment ? null : bankFromEnv();
  const payment = given.payment ?? fromEnv!.payment;
  return {
    messages: given.messages ?? messagesFromEnv(),
    captcha: given.captcha ?? captchaFromEnv(),
    payment,
    // a sandbox gateway given in-process (tests) is the bank too
    bank: given.bank !== undefined ? given.bank : fromEnv ? fromEnv.bank : payment.kind === 'sandbox' && 'pay' in payment ? sandboxBank(payment as SandboxGateway) : null,
    jwtKey: given.jwtKey ?? (() => (key ??= loadJwtSecret())),
    webhooks: given.webhooks ?? webhooksFromEnv(),
    retry: given.retry ?? { ...DEFAULT_RETRY, firstDelayMs: env.WEBHOOK_RETRY_SECONDS * 1000, maxAttempts: env.WEBHOOK_MAX_ATTEMPTS },
    feed: given.feed ?? silentFeed,
    photos: given.photos ?? photoStorageFromEnv(),
  };
}

// Messages of checks that set none of their own come out in Russian too.
z.config(z.locales.ru());

// Methods any route of the API answers; anything else (TRACE, CONNECT, made-up verbs) is a 405 up front.
const METHODS = new Set<string>(HTTP_METHODS);
// the goods' photos (routes/good-photos.ts) and the banners' and news' images (routes/admin-news.ts)
const PHOTO_UPLOAD_PATH = /^\/api\/admin\/(goods\/[^/]+\/photos|content-images)$/;
const PAYMENT_ERROR_STATUS = {
  'not-found': [404, 'Not Found'], 'wrong-state': [409, 'Conflict'], 'bad-amount': [422, 'Unprocessable Entity'],
  refused: [409, 'Conflict'], unavailable: [503, 'Service Unavailable'],
} as const;

export const DOCS_PATH = '/api/docs.json';

const methodNotAllowed = (method: string, allowed: readonly string[]) => new HttpError(
  405, 'Method Not Allowed', `Метод ${method.slice(0, 10)} не поддерживается по этому адресу.`, undefined, { Allow: allowed.join(', ') },
);

const health = createRoute({
  method: 'get',
  path: '/health',
  description: 'The process is up',
  responses: {
    200: jsonLd(z.object({ status: z.literal('ok'), token: z.string().optional() }), 'ok'),
  },
});

const ready = createRoute({
  method: 'get',
  path: '/ready',
  description: 'The API can serve: its database answers and every migration is applied (else 503)',
  responses: {
    200: jsonLd(z.object({ ready: z.boolean(), checks: z.record(z.string(), z.string()) }), 'ready'),
    503: jsonLd(z.object({ ready: z.boolean(), checks: z.record(z.string(), z.string()) }), 'not ready'),
  },
});

const docs = createRoute({
  method: 'get',
  path: DOCS_PATH,
  description: 'This document: the OpenAPI 3.1 description of the API, generated from contract/',
  responses: { 200: jsonLd(z.looseObject({}), 'OpenAPI 3.1 document') },
});

export type AppOptions = { metrics?: boolean };

export function createApp(db: Db, given: Partial<Services> = {}, options: AppOptions = {}) {
  const app = createRouter();
  const services = servicesFor(given);

  // first, so the request id, the log line and the metrics cover every answer, refusals included
  app.use('*', observeRequests(options.metrics ?? env.METRICS === 'on'));

  // JSON answers are JSON-LD, as API Platform's are: errors too (set last, so every c.json is covered)
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('Content-Type')?.startsWith('application/json')) {
      c.res.headers.set('Content-Type', JSON_LD_UTF8);
    }
  });
  app.use('*', async (c, next) => {
    if (!METHODS.has(c.req.method)) throw methodNotAllowed(c.req.method, allowedMethods(c.req.path) ?? [...METHODS]);
    if (c.req.url.length > MAX_URL_LENGTH) {
      throw new HttpError(414, 'URI Too Long', `Адрес запроса длиннее ${MAX_URL_LENGTH} символов.`);
    }
    c.set('db', db);
    c.set('services', services);
    await next();
  });
  // 1C's exchange: plain text and raw files of up to its own file_limit, so ahead of the JSON API's
  // Bearer check and body cap (routes/exchange.ts)
  app.route('/', exchangeRoutes);
  app.route('/', ymlRoutes);
  app.use('*', bearer);
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(hydraError(413, 'Payload Too Large', 'Тело запроса больше 256 КБ.'), 413),
  });
  // a photo upload is the file itself: routes/good-photos.ts and admin-news.ts hold it to its own 20 MB
  app.use('*', (c, next) => (c.req.method === 'POST' && PHOTO_UPLOAD_PATH.test(c.req.path) ? next() : jsonBodyLimit(c, next)));

  // outside demo there is no /api/dev/* route at all (decision 140): the outbox, the webhook sink, the
  // partner simulator and the sandbox's registration answer as unknown paths do
  app.use('/api/dev/*', async (c, next) => {
    if (!standInAllowed(env.SHOP_MODE, 'dev-routes')) return c.json(hydraError(404, 'Not Found', `Нет такого адреса: ${c.req.path}`), 404);
    await next();
  });

  // STACK_TOKEN: the test harness's per-run token (scripts/stack.ts), so it knows the API is its own
  openapi(app, health, (c) => c.json({ status: 'ok' as const, ...(env.STACK_TOKEN ? { token: env.STACK_TOKEN } : {}) }, 200));
  openapi(app, ready, async (c) => {
    const r = await readiness(db);
    if (!r.ready) c.header('Retry-After', '5');
    return c.json(r, r.ready ? 200 : 503);
  });
  opsRoutes(app);
  for (const router of routers) app.route('/', router);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /api/auth/signin* (15 minutes)',
  });
  app.openAPIRegistry.registerPath(docs);
  documentAll(app);
  app.doc31(DOCS_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Shop API',
      version: '1',
      description: [
        'The shop API (catalogue, customer accounts, checkout): JSON-LD (hydra) answers, Russian error descriptions.',
        `Every request: the URL at most ${MAX_URL_LENGTH} characters (414), the request head at most 16 KB (431),`,
        `a body at most ${MAX_BODY_BYTES / 1024} KB (413), of type application/json where an operation takes one (415).`,
        NUL_RULE,
        'A path served without the method asked answers 405 with an Allow header naming its methods; an unknown path 404.',
      ].join(' '),
    },
  });

  // the methods each served path answers, for the Allow of a 405 (OPTIONS only if a route answers it)
  const served = app.routes.filter((r) => r.method !== 'ALL').map((r) => ({
    method: r.method,
    pattern: new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`),
  }));
  function allowedMethods(path: string): string[] | null {
    const methods = new Set(served.filter((r) => r.pattern.test(path)).map((r) => r.method));
    if (methods.size === 0) return null;
    if (methods.has('GET')) methods.add('HEAD');
    return HTTP_METHODS.filter((m) => methods.has(m));
  }

  app.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed) {
      const err = methodNotAllowed(c.req.method, allowed);
      c.header('Allow', allowed.join(', '));
      return c.json(hydraError(405, err.title, err.description), 405);
    }
    return c.json(hydraError(404, 'Not Found', `Нет такого адреса: ${new URL(c.req.url).pathname}`), 404);
  });
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [name, value] of Object.entries(err.headers ?? {})) c.header(name, value);
      return c.json({ ...hydraError(err.status, err.title, err.description, err.violations), ...err.extra }, err.status);
    }
    // a payment gateway's failure a route did not handle itself: a 4xx, or a 503 naming the payment
    // service; never a 500, and never the bank's own answer
    if (err instanceof PaymentError) {
      const [status, title] = PAYMENT_ERROR_STATUS[err.kind];
      if (status === 503) c.header('Retry-After', '30');
      const fromBank = err.kind === 'refused' || err.kind === 'unavailable';
      const description = err.kind === 'unavailable' ? 'Платёжный сервис недоступен. Попробуйте позже или выберите другой способ оплаты.'
        : err.kind === 'refused' ? 'Платёжный сервис отклонил операцию с оплатой заказа.' : err.message;
      if (fromBank) log.error({ reqId: c.get('requestId'), kind: err.kind, err: { message: err.message } }, 'payment service failed');
      return c.json(hydraError(status, title, description), status);
    }
    if (isDatabaseUnavailable(err)) {
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
      log.error({ reqId: c.get('requestId'), err: { message: err instanceof Error ? err.message : String(err) } }, 'the database is unavailable');
      return c.json(hydraError(503, 'Service Unavailable', 'Сервис временно недоступен. Повторите через несколько секунд.'), 503);
    }
    // Hono's own refusals (a body that is not JSON, an unsupported media type) in hydra form
    if (err instanceof HTTPException && err.status < 500) {
      const description = err.status === 415 ? 'Неподдерживаемый тип тела запроса.' : 'Тело запроса должно быть в формате JSON.';
      return c.json(hydraError(err.status, err.status === 415 ? 'Unsupported Media Type' : 'Bad Request', description), err.status);
    }
    // the stack once, here; the request's own line (server/ops/observe.ts) has its path, without the query
    log.error({ reqId: c.get('requestId'), ...errorFields(err) }, 'unhandled error');
    return c.json(hydraError(500, 'Internal Server Error', 'Внутренняя ошибка сервера.'), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
