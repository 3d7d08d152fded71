// Errors and input parsing shared by every route: hydra errors, zod → violations.
import type { Context } from 'hono';
import { z } from 'zod';

export type Violation = { propertyPath: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 422 | 429 | 431,
    readonly title: string,
    readonly description: string,
    readonly violations?: Violation[],
  ) {
    super(description);
  }
}

export const notFound = (description = 'Не найдено.') => new HttpError(404, 'Not Found', description);

export function hydraError(status: number, title: string, description: string, violations?: Violation[]) {
  return {
    '@context': '/api/contexts/Error',
    '@type': violations ? 'ConstraintViolationList' : 'hydra:Error',
    'hydra:title': title,
    'hydra:description': description,
    ...(violations ? { violations } : {}),
  };
}

function toViolations(error: z.ZodError): Violation[] {
  return error.issues.map((issue) => ({ propertyPath: issue.path.join('.'), message: issue.message }));
}

function describe(violations: Violation[]): string {
  return violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n');
}

// Keys that would reach Object.prototype (or a constructor's) if ever written onto a plain object:
// refused wherever they sit in a query key, so no parser downstream can be led to pollute anything.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// A query has at most this many parameters and nests at most this deep; more is not a shopper's request.
const MAX_QUERY_PARAMS = 300;
const MAX_KEY_DEPTH = 3;

type QueryNode = { [key: string]: unknown };
const node = (): QueryNode => Object.create(null) as QueryNode;

function badQuery(description: string, propertyPath = ''): HttpError {
  return new HttpError(400, 'Bad Request', description, [{ propertyPath, message: description }]);
}

/**
 * Query strings as an object: repeated keys and `key[]` become arrays, `extra[3][]` nests. Every
 * object has a null prototype, and `__proto__`, `constructor`, `prototype` anywhere in a key answer
 * 400: a query must never be able to write onto shared objects (issue 6).
 */
export function queryObject(c: Context): Record<string, unknown> {
  let params: URLSearchParams;
  try {
    params = new URL(c.req.url).searchParams;
  } catch {
    throw badQuery('Некорректный адрес запроса.');
  }
  const out = node();
  let count = 0;
  for (const [rawKey, value] of params) {
    if (++count > MAX_QUERY_PARAMS) throw badQuery(`Не больше ${MAX_QUERY_PARAMS} параметров запроса.`);
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!m) {
      if (/__proto__|constructor|prototype/.test(rawKey)) throw badQuery('Недопустимое имя параметра.', rawKey.slice(0, 50));
      continue;
    }
    const parts = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((p) => p[1])];
    if (parts.some((p) => FORBIDDEN_KEYS.has(p))) throw badQuery('Недопустимое имя параметра.', rawKey.slice(0, 50));
    if (parts.length > MAX_KEY_DEPTH) throw badQuery('Слишком глубоко вложенный параметр.', rawKey.slice(0, 50));
    let at: QueryNode = out;
    let done = false;
    for (let i = 0; i < parts.length - 1; i++) {
      const key = parts[i];
      const next = parts[i + 1];
      if (next === '') {
        const prev = Object.hasOwn(at, key) ? at[key] : undefined;
        if (prev !== undefined && !Array.isArray(prev)) { done = true; break; }
        const arr = (prev as unknown[] | undefined) ?? [];
        arr.push(value);
        at[key] = arr;
        done = true;
        break;
      }
      const child = Object.hasOwn(at, key) ? at[key] : undefined;
      if (child === undefined || typeof child !== 'object' || Array.isArray(child)) at[key] = node();
      at = at[key] as QueryNode;
    }
    if (done) continue;
    const last = parts[parts.length - 1];
    if (last !== '') {
      const prev = Object.hasOwn(at, last) ? at[last] : undefined;
      at[last] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  }
  return out;
}

/**
 * PostgreSQL text cannot hold a NUL character: a value carrying one (`%00`, `\u0000`) would fail
 * the query with a server error, so it is refused up front wherever it sits in the input.
 */
function rejectNul(input: unknown, status: 400 | 422): void {
  const paths: string[] = [];
  const walk = (v: unknown, path: string[]) => {
    if (typeof v === 'string') {
      if (v.includes('\u0000')) paths.push(path.join('.'));
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) walk(child, [...path, k]);
    }
  };
  walk(input, []);
  if (paths.length === 0) return;
  const violations = paths.map((propertyPath) => ({ propertyPath, message: 'Значение содержит недопустимый символ NUL.' }));
  throw new HttpError(status, status === 400 ? 'Bad Request' : 'Unprocessable Entity', describe(violations), violations);
}

/** Parses query parameters; bad ones answer 400 with violations. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const query = queryObject(c);
  rejectNul(query, 400);
  const result = schema.safeParse(query);
  if (!result.success) {
    const violations = toViolations(result.error);
    throw new HttpError(400, 'Bad Request', describe(violations), violations);
  }
  return result.data;
}

/** Parses path parameters; a malformed id answers 400. */
export function parseParams<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const params = c.req.param();
  rejectNul(params, 400);
  const result = schema.safeParse(params);
  if (!result.success) {
    const violations = toViolations(result.error);
    throw new HttpError(400, 'Bad Request', describe(violations), violations);
  }
  return result.data;
}

/** Parses a JSON body; bad ones answer 422 with violations, non-JSON 400. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'Bad Request', 'Тело запроса должно быть в формате JSON.');
  }
  rejectNul(body, 422);
  const result = schema.safeParse(body);
  if (!result.success) {
    const violations = toViolations(result.error);
    throw new HttpError(422, 'Unprocessable Entity', describe(violations), violations);
  }
  return result.data;
}

// Reusable pieces of query schemas.
const idOfAtMost = (max: number) => z.coerce
  .number({ message: 'Идентификатор должен быть числом.' })
  .int('Идентификатор должен быть целым числом.')
  .positive('Идентификатор должен быть положительным.')
  .max(max, 'Идентификатор слишком велик.');

/** An id of an `integer` column (shops, categories, discounts, sets…): PostgreSQL refuses larger numbers. */
export const idParam = idOfAtMost(2_147_483_647);

/** A good id: goods.id is a bigint (the spec shows ids like 95010100001). */
export const goodIdParam = idOfAtMost(Number.MAX_SAFE_INTEGER);

export const pageParam = z.coerce
  .number({ message: 'Номер страницы должен быть числом.' })
  .int('Номер страницы должен быть целым числом.')
  .min(1, 'Номер страницы не может быть меньше 1.')
  .max(100000, 'Номер страницы не может быть больше 100000.')
  .default(1);

export const itemsPerPageParam = (def: number, max = 100) =>
  z.coerce
    .number({ message: 'itemsPerPage должен быть числом.' })
    .int('itemsPerPage должен быть целым числом.')
    .min(1, 'itemsPerPage не может быть меньше 1.')
    .max(max, `itemsPerPage не может быть больше ${max}.`)
    .default(def);

export const boolParam = z
  .enum(['true', 'false', '1', '0'], { message: 'Ожидается true или false.' })
  .transform((v) => v === 'true' || v === '1');

/** A repeatable query parameter (`key[]=a&key[]=b`, or a single `key=a`) as a list of strings. */
export const listParam = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(z.string({ message: 'Ожидается список значений.' }).max(200, 'Значение фильтра длиннее 200 символов.'), {
    message: 'Ожидается список значений.',
  }).max(100, 'Не больше 100 значений фильтра.'),
);
