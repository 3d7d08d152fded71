// The HTTP client of the shop API, made for one base address: the server's (SSR/ISR) calls
// SHOP_API_URL directly (./catalog.ts), the browser's go through this site's /api/* proxy
// (./browser.ts, app/api/[...path]/route.ts). Nothing adds a session token yet: the accounts issue
// brings sessions. ky's errors stop here: callers get an ApiError (status and the API's Russian
// description) or, through getOrNull, a null for a 404. No env import: browser chunks stay small.
import ky, { HTTPError } from 'ky';
import type { HydraError } from '@/contract';

export type SearchParams = Record<string, string | number | boolean | (string | number)[] | undefined>;

/** A failed call to the shop API: its HTTP status and, for a hydra error, its description. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly description: string | null) {
    super(`Shop API answered ${status}${description ? `: ${description}` : ''}`);
    this.name = 'ApiError';
  }
}

/** True for an ApiError of the given status (404: the API does not know the thing). */
export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);

async function toApiError(e: unknown): Promise<unknown> {
  if (!(e instanceof HTTPError)) return e; // network failures and timeouts stay as they are
  const body = (await e.response.json().catch(() => null)) as Partial<HydraError> | null;
  return new ApiError(e.response.status, body?.['hydra:description'] || null);
}

/** A client of the shop API at `prefixUrl` (read lazily, on the first call). */
export function apiClient(prefixUrl: () => string) {
  let api: typeof ky | undefined;
  const instance = () => (api ??= ky.create({
    prefixUrl: prefixUrl(),
    headers: { 'API-CONSUMER': 'site', Accept: 'application/ld+json, application/json' },
    timeout: 10000,
    retry: 0,
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

  /** POST/PUT/DELETE a JSON body to a path ('api/…') and parse the JSON answer (undefined for 204). */
  async function send<T>(method: 'post' | 'put' | 'delete', path: string, json?: unknown, headers?: Record<string, string>): Promise<T> {
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
