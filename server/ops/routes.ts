// The operations routes of the API, outside /api (the storefront's proxy serves only /api/*, and
// nginx sends nothing else to the API): /metrics for Prometheus and /internal/backup for
// `npm run db:backup`, both behind internalAccess (a token, else loopback only); /ready for the
// load balancer and systemd (server/app.ts documents it with /health). Middleware, not routes: they
// are no part of the shop's API, so neither its OpenAPI document nor its 405 logic lists them.
import type { Context, Hono } from 'hono';
import { env } from '../env';
import type { AppEnv } from '../context';
import { hydraError } from '../lib/http';
import { metricsText, registry } from '../lib/metrics';
import { internalAccess } from './access';
import { pgliteDump } from './backup';

const forbidden = { status: 404 as const, body: hydraError(404, 'Not Found', 'Нет такого адреса: /metrics') };

const READ = new Set(['GET', 'HEAD']);

export function opsRoutes(app: Hono<AppEnv>) {
  const get = (path: string, handler: (c: Context<AppEnv>) => Promise<Response>) =>
    app.use(path, async (c, next) => (READ.has(c.req.method) ? handler(c) : next()));
  get('/metrics', async (c) => {
    if (!internalAccess(c, env.METRICS_TOKEN)) return c.json(forbidden.body, forbidden.status);
    return c.body(await metricsText(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });
  get('/internal/backup', async (c) => {
    if (!internalAccess(c, env.OPS_TOKEN)) return c.json(hydraError(404, 'Not Found', 'Нет такого адреса.'), 404);
    const dump = await pgliteDump();
    if (!dump) {
      return c.json(hydraError(409, 'Conflict', 'API работает на PostgreSQL (DATABASE_URL): его копирует pg_dump, а не API.'), 409);
    }
    return c.body(dump.stream(), 200, { 'Content-Type': 'application/gzip', 'Cache-Control': 'no-store' });
  });
}
