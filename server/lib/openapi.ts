// Routes from contract schemas: one createRoute object validates the request, types the handler
// and documents the route in GET /api/docs.json.
import { OpenAPIHono, createRoute, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { CustomerParams, HydraError, IdParams, hydraCollection } from '../../contract';
import { MAX_BODY_BYTES, MAX_URL_LENGTH } from '../../contract/limits';
import type { AppEnv } from '../context';
import { requireShop } from '../services/shops';
import { HttpError, invalidInput, parseParams, parseQuery, rejectNul } from './http';
import { requireCustomer } from './permissions';

export type Router = OpenAPIHono<AppEnv>;

/** Every answer is JSON-LD, as API Platform's are. */
export const JSON_LD_UTF8 = 'application/ld+json; charset=utf-8';

export const jsonLd = <T extends z.ZodType>(schema: T, description: string) =>
  ({ description, content: { 'application/ld+json': { schema } } }) as const;

/** Why any string of a path, query or body may be refused: PostgreSQL text cannot hold it (http.ts rejectNul). */
export const NUL_RULE = 'No string may contain the NUL character (U+0000): one anywhere answers this status with a violation naming it.';

/** The hydra errors a route can answer, by status. */
export const errors = {
  400: jsonLd(HydraError, `A malformed path or query: violations name the bad parameters. ${NUL_RULE}`),
  404: jsonLd(HydraError, 'No such resource (or no such shop)'),
  422: jsonLd(HydraError, `A body that breaks its schema: violations name the bad fields. ${NUL_RULE}`),
} as const;

/** A route only for signed-in customers: the token is checked before the input. */
export const bearer = [{ Bearer: [] }];
/** What such a route answers without a good token. */
export const e401 = jsonLd(HydraError, 'No access token, or a bad or expired one');

/** A GET of one JSON-LD answer that refuses a bad path or query (400) and answers 404: most read routes. */
export const getRoute = <P extends string, R extends NonNullable<RouteConfig['request']>, T extends z.ZodType>(
  path: P, request: R, answer: T, description: string,
) => createRoute({ method: 'get', path, request, responses: { 200: jsonLd(answer, description), 400: errors[400], 404: errors[404] } });

/** GET {path} and GET {path}/{id}: a read-only resource's whole list and one of it. */
export function listAndOne<P extends string, T extends z.ZodType>(path: P, schema: T, said: { list: string; one: string }) {
  return {
    list: createRoute({ method: 'get', path, responses: { 200: jsonLd(hydraCollection(schema), said.list) } }),
    one: getRoute(`${path}/{id}` as const, { params: IdParams }, schema, said.one),
  };
}

/**
 * GET /api/customers/{id}/{what}: the signed-in customer's own collection (addresses, favourites);
 * another customer's answers 404 like an unknown one (lib/permissions.ts requireSelf).
 */
export const ownCollection = <W extends string, T extends z.ZodType>(what: W, schema: T, description: string, answer: string) => createRoute({
  method: 'get', path: `/api/customers/{id}/${what}` as const, security: bearer, description,
  request: { params: CustomerParams },
  responses: {
    200: jsonLd(hydraCollection(schema), answer), 400: errors[400], 401: e401,
    404: jsonLd(HydraError, 'No such customer, or not the signed-in one (they answer alike)'),
  },
});

/** The limits of every request (app.ts, http-server.ts): documented on each operation, since any can meet them. */
const LIMITS = {
  413: jsonLd(HydraError, `The body is over ${MAX_BODY_BYTES / 1024} KB`),
  414: jsonLd(HydraError, `The URL (path and query) is over ${MAX_URL_LENGTH} characters`),
  431: jsonLd(HydraError, 'The request head (URL and headers) is over the server\'s 16 KB'),
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

/** A route whose every security alternative is the Bearer token: a guest cannot use it at all. */
const bearerOnly = (route: RouteConfig) =>
  Boolean(route.security?.length) && route.security!.every((s) => Object.keys(s).includes('Bearer'));

type Responses = RouteConfig['responses'];
// Marks on a registered route, kept by the copies the registry makes when a router is mounted
const INVALID_IS_404 = Symbol('malformed input answers 404');
const COMPLETED = Symbol('documented');
type Marked = RouteConfig & { [INVALID_IS_404]?: true; [COMPLETED]?: true };
type Documented = { description: string; content?: Record<string, { schema: z.ZodType }> };

/**
 * `route` with every status the shared machinery can answer for it: validateRequest (400, 401 of a
 * Bearer-only route, 404 of an unknown shop), the body's media type and schema (415, 400 for a body
 * that is not JSON, 422), and the limits of every request (413, 414, 431). A route's own 400 with a
 * richer schema (CodeError) admits a plain HydraError too, since the machinery's 400 carries no more.
 */
function documented(route: Marked): RouteConfig {
  if (route[COMPLETED]) return route;
  const { params, query, body } = route.request ?? {};
  const responses: Responses = { ...route.responses };
  const add = (status: number, response: Documented) => {
    const own = responses[status] as Documented | undefined;
    // the shared errors' own texts are what the machinery's say, less precisely
    if (!own || (Object.values(errors) as unknown[]).includes(own)) {
      responses[status] = response;
      return;
    }
    const schema = own.content?.['application/ld+json']?.schema;
    // a route's own 400 is a business refusal: the malformed input the machinery refuses is a second meaning
    const description = status === 400 && own.description !== response.description
      ? `${own.description}; or else: ${response.description}` : own.description;
    const widened = schema && schema !== HydraError ? z.union([schema, HydraError]) : schema;
    responses[status] = { ...own, description, ...(widened ? { content: { 'application/ld+json': { schema: widened } } } : {}) };
  };
  if (body) {
    add(400, jsonLd(HydraError, `A body that is not JSON${params || query ? ', or a malformed path or query (violations name the bad parameters)' : ''}. ${NUL_RULE}`));
    add(415, jsonLd(HydraError, 'A body of another media type than application/json'));
    add(422, errors[422]);
  } else if ((params || query) && !route[INVALID_IS_404]) {
    add(400, errors[400]);
  }
  if (bearerOnly(route)) add(401, jsonLd(HydraError, 'No access token, or a bad or expired one (checked before the input)'));
  if (SHOP_SCOPED.test(route.path)) add(404, errors[404]);
  if (route.method !== 'get') add(413, LIMITS[413]);
  add(414, LIMITS[414]);
  add(431, LIMITS[431]);
  return { ...route, responses, [COMPLETED]: true } as Marked;
}

/**
 * Completes every route of `router`'s document with documented(): also those registered by
 * `router.openapi` directly (the auth routes) and the document's own. Called once all are mounted.
 */
export function documentAll(router: Router): void {
  for (const definition of router.openAPIRegistry.definitions) {
    if (definition.type === 'route') (definition as { route: RouteConfig }).route = documented(definition.route);
  }
}

/**
 * Checks the token of a Bearer-only route, validates the path and query like every route always
 * has, then checks the shop of a /api/shops/{shopId}/… route. The query is read by `queryObject`
 * (http.ts), not by Hono: it nests `extra[3][]` and turns `key[]` into lists, which Hono's flat
 * query parsing cannot.
 * Path before query before the shop: a request wrong twice names the same fault as it always has.
 */
function validateRequest(route: RouteConfig, options: Options): MiddlewareHandler<AppEnv> {
  const { params, query } = route.request ?? {};
  const tokenFirst = bearerOnly(route);
  return async (c, next) => {
    // a guest learns that it must sign in before anything about its input
    if (tokenFirst) await requireCustomer(c);
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
  router.openAPIRegistry.registerPath(options.invalid ? { ...route, [INVALID_IS_404]: true } : route);
  const { params: _p, query: _q, ...rest } = route.request ?? {};
  const served = { ...route, hide: true, request: rest, middleware: [validateRequest(route, options)] };
  return router.openapi(served as unknown as R, handler as never);
}
