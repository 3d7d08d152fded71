// The HTTP client of the shop API, made for one base address: the server's (SSR/ISR) calls
// SHOP_API_URL directly (./catalog.ts), the browser's go through this site's /api/* proxy
// (./browser.ts, app/api/[...path]/route.ts). ky's errors stop here: callers get an ApiError (status,
// the API's Russian description and violations) or, through getOrNull, a null for a 404. The
// server's plain calls (./fetch.ts) fail with the same ApiError. No env import: browser chunks stay small.
import ky, { HTTPError } from 'ky';
import type { CodeError, Violation } from '@/contract';

export type SearchParams = Record<string, string | number | boolean | (string | number)[] | undefined>;

/**
 * A failed call to the shop API: its HTTP status and, from its hydra error, the description, the
 * violations (one per bad field, spec §8) and, for a wrong one-time code, the attempts left.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly description: string | null,
    readonly violations: Violation[] = [],
    readonly attemptsLeft: number | null = null,
  ) {
    super(`Shop API answered ${status}${description ? `: ${description}` : ''}`);
    this.name = 'ApiError';
  }
}

/** True for an ApiError of the given status (404: the API does not know the thing). */
export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

/** An ApiError as plain data: what the auth forms show, and what next-auth carries to them as JSON. */
export type ApiFailure = { status: number; description: string | null; violations?: Violation[]; attemptsLeft?: number };

export const failureOf = ({ status, description, violations, attemptsLeft }: ApiError): ApiFailure => ({
  status,
  description,
  ...(violations.length ? { violations } : {}),
  ...(attemptsLeft !== null ? { attemptsLeft } : {}),
});

const isViolation = (v: unknown): v is Violation =>
  typeof (v as Violation)?.propertyPath === 'string' && typeof (v as Violation)?.message === 'string';

/** The ApiError of an answer that is not 2xx, read from its hydra body (any body, or none, is fine). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<CodeError> | null;
  const description = typeof body?.['hydra:description'] === 'string' && body['hydra:description'] ? body['hydra:description'] : null;
  const violations = Array.isArray(body?.violations) ? body.violations.filter(isViolation) : [];
  const attemptsLeft = typeof body?.attemptsLeft === 'number' ? body.attemptsLeft : null;
  return new ApiError(response.status, description, violations, attemptsLeft);
}

async function toApiError(e: unknown): Promise<unknown> {
  // network failures and timeouts stay as they are
  return e instanceof HTTPError ? apiErrorOf(e.response) : e;
}

/** A client of the shop API at `prefixUrl` (read lazily, on the first call); `extraHeaders` are read for each call. */
export function apiClient(prefixUrl: () => string, extraHeaders?: () => Record<string, string>) {
  let api: typeof ky | undefined;
  const instance = () => (api ??= ky.create({
    prefixUrl: prefixUrl(),
    headers: { 'API-CONSUMER': 'site', Accept: 'application/ld+json, application/json' },
    timeout: 10000,
    retry: 0,
    // the server's calls add the request's id (lib/ops/request-context.ts); the browser's have none
    hooks: extraHeaders ? {
      beforeRequest: [(request) => {
        for (const [name, value] of Object.entries(extraHeaders())) request.headers.set(name, value);
      }],
    } : undefined,
  }));

  /** GET a path ('api/…') and parse JSON; an ApiError for any answer but 2xx. */
  async function get<T>(path: string, searchParams?: SearchParams): Promise<T> {
    try {
      return await instance().get(path, { searchParams: toSearchParams(searchParams) }).json<T>();
    } catch (e) {
      throw await toApiError(e);
    }
  }

  /** GET a path ('api/…') and parse JSON; `null` on 404. */
  async function getOrNull<T>(path: string, searchParams?: SearchParams): Promise<T | null> {
    try {
      return await get<T>(path, searchParams);
    } catch (e) {
      if (isApiError(e, 404)) return null;
      throw e;
    }
  }

  /** POST/PUT/PATCH/DELETE a JSON body to a path ('api/…') and parse the JSON answer (undefined for 204). */
  async function send<T>(method: 'post' | 'put' | 'patch' | 'delete', path: string, json?: unknown, headers?: Record<string, string>): Promise<T> {
    try {
      const res = await instance()(path, { method, json, headers });
      return (res.status === 204 ? undefined : await res.json()) as T;
    } catch (e) {
      throw await toApiError(e);
    }
  }

  return { get, getOrNull, send };
}

/** Arrays become repeated `key[]` parameters, as API Platform filters expect. */
export function toSearchParams(params?: SearchParams) {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.append(key.endsWith('[]') ? key : `${key}[]`, String(v));
    else out.set(key, String(value));
  }
  return out;
}
