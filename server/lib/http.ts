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

/** Query strings as an object: repeated keys and `key[]` become arrays, `extra[3][]` nests. */
export function queryObject(c: Context): Record<string, unknown> {
  const url = new URL(c.req.url);
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of url.searchParams) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!m) continue;
    const parts = [m[1], ...[...m[2].matchAll(/\[([^[\]]*)\]/g)].map((p) => p[1])];
    let node: Record<string, unknown> = out;
    for (let i = 0; i < parts.length - 1; i++) {
      const key = parts[i];
      const next = parts[i + 1];
      if (next === '') {
        const arr = (node[key] as unknown[] | undefined) ?? [];
        if (!Array.isArray(arr)) break;
        arr.push(value);
        node[key] = arr;
        node = {} as Record<string, unknown>;
        break;
      }
      const child = node[key];
      node[key] = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
      node = node[key] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1];
    if (last !== '') {
      const prev = node[last];
      node[last] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
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

/** Parses a JSON body; bad ones answer 422 with violations, non-JSON 400. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'Bad Request', 'Тело запроса должно быть в формате JSON.');
  }
  return checked(body, schema, 422);
}

// The reusable pieces of query schemas (idParam, pageParam, …) live in contract/params.ts.
