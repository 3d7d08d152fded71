// Routes from contract schemas: one createRoute object validates the request, types the handler
// and documents the route in GET /api/docs.json.
import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { HydraError } from '../../contract';
import type { AppEnv } from '../context';
import { requireShop } from '../services/shops';
import { HttpError, invalidInput, parseParams, parseQuery, rejectNul } from './http';

export type Router = OpenAPIHono<AppEnv>;

/** Every answer is JSON-LD, as API Platform's are. */
export const JSON_LD_UTF8 = 'application/ld+json; charset=utf-8';

export const jsonLd = <T extends z.ZodType>(schema: T, description: string) =>
  ({ description, content: { 'application/ld+json': { schema } } }) as const;

/** The hydra errors a route can answer, by status. */
export const errors = {
  400: jsonLd(HydraError, 'A malformed path or query: violations name the bad parameters'),
  404: jsonLd(HydraError, 'No such resource (or no such shop)'),
  422: jsonLd(HydraError, 'A body that breaks its schema: violations name the bad fields'),
} as const;

/**
 * A router whose validation failures answer our hydra errors (400 for a path or query, 422 with
 * violations for a body) instead of zod's own JSON. Used by body validation (`request.body`);
 * paths and queries go through `openapi()` below.
 */
export const createRouter = (): Router => new OpenAPIHono<AppEnv>({
  defaultHook: (result) => {
    const status = result.target === 'json' || result.target === 'form' ? 422 : 400;
    if (result.success) {
      rejectNul(result.data, status);
      return;
    }
    throw invalidInput(status, result.error);
  },
});

type Options = {
  /** The error for any malformed path or query (media answers 404 for a file that cannot exist). */
  invalid?: () => HttpError;
};

// Routes under /api/shops/{shopId}/… answer 404 for an unknown shop once their input is valid.
const SHOP_SCOPED = /^\/api\/shops\/\{shopId\}\//;

/**
 * Validates the path and query like every route always has, then checks the shop of a
 * /api/shops/{shopId}/… route. The query is read by `queryObject` (http.ts), not by Hono: it
 * nests `extra[3][]` and turns `key[]` into lists, which Hono's flat query parsing cannot.
 * Path before query before the shop: a request wrong twice names the same fault as it always has.
 */
function validateRequest(route: RouteConfig, options: Options): MiddlewareHandler<AppEnv> {
  const { params, query } = route.request ?? {};
  return async (c, next) => {
    try {
      if (params) c.req.addValidatedData('param', parseParams(c, params as z.ZodType) as object);
      if (query) c.req.addValidatedData('query', parseQuery(c, query as z.ZodType) as object);
    } catch (err) {
      if (options.invalid && err instanceof HttpError) throw options.invalid();
      throw err;
    }
    if (SHOP_SCOPED.test(route.path)) {
      await requireShop(c.var.db, (c.req.valid as (t: 'param') => { shopId: number })('param').shopId);
    }
    await next();
  };
}

/**
 * Registers `route` on `router`: documented as declared, validated by validateRequest, then
 * `handler` with typed `c.req.valid('param' | 'query' | 'json')`.
 */
export function openapi<R extends RouteConfig>(
  router: Router, route: R, handler: RouteHandler<R, AppEnv>, options: Options = {},
): Router {
  router.openAPIRegistry.registerPath(route);
  const { params: _p, query: _q, ...rest } = route.request ?? {};
  const served = { ...route, hide: true, request: rest, middleware: [validateRequest(route, options)] };
  return router.openapi(served as unknown as R, handler as never);
}
