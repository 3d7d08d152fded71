// Errors and input parsing shared by every route: hydra errors, zod → violations.
import type { Context } from 'hono';
import { z } from 'zod';
import { STALE_VERSION_MESSAGE } from '../../contract/limits';

export type Violation = { propertyPath: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 414 | 422 | 429 | 431 | 503,
    readonly title: string,
    readonly description: string,
    readonly violations?: Violation[],
    /** headers of the answer (Retry-After of a 429) */
    readonly headers?: Record<string, string>,
    /** more members of the error's body (attemptsLeft of a wrong code) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(description);
  }
}

export const notFound = (description = 'Не найдено.') => new HttpError(404, 'Not Found', description);

/** A back-office edit whose version someone else's save has passed: 409, nothing written. */
export const staleVersion = () => new HttpError(409, 'Conflict', STALE_VERSION_MESSAGE);

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
 * 400: a query must never be able to write onto shared objects.
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
export function rejectNul(input: unknown, status: 400 | 422): void {
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

/** The error answering input that failed its schema: 400 for a path or query, 422 for a body. */
export function invalidInput(status: 400 | 422, error: z.ZodError): HttpError {
  const violations = toViolations(error);
  return new HttpError(status, status === 400 ? 'Bad Request' : 'Unprocessable Entity', describe(violations), violations);
}

/** `input` checked against `schema`: a NUL anywhere or a failed rule answers `status` with violations. */
function checked<T extends z.ZodType>(input: unknown, schema: T, status: 400 | 422): z.infer<T> {
  rejectNul(input, status);
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(status, result.error);
  return result.data;
}

/** Parses query parameters; bad ones answer 400 with violations. */
export const parseQuery = <T extends z.ZodType>(c: Context, schema: T): z.infer<T> => checked(queryObject(c), schema, 400);

/** Parses path parameters; a malformed id answers 400. */
export const parseParams = <T extends z.ZodType>(c: Context, schema: T): z.infer<T> => checked(c.req.param(), schema, 400);

// The reusable pieces of query schemas (idParam, pageParam, …) live in contract/params.ts.
