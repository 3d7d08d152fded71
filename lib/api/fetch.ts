// The storefront server's plain calls to the shop API: the middleware's lookups (shop ids, whether a
// thing exists, a listing's dictionaries and totals) and the auth calls (sign-in, refresh, the
// confirmation links). One way to make them: API-CONSUMER: site, a time-out, no redirect followed,
// no Next data cache, and any answer but 2xx an ApiError (./client.ts: status, description,
// violations). A network failure or time-out stays what it is (TypeError, TimeoutError), so callers
// can tell "the API said no" from "the API is not there". The proxy and /media relay bytes and
// statuses verbatim and use fetch themselves.
import { env } from '@/lib/env';
import { apiErrorOf } from './client';
import { currentRequestId } from '@/lib/ops/request-context';

export type ApiFetchInit = {
  method?: 'GET' | 'HEAD' | 'POST';
  /** a JSON body */
  json?: unknown;
  headers?: HeadersInit;
  /** the API's base URL; default SHOP_API_URL (env.shopApiUrl()) */
  base?: string;
  /** how long to wait for the answer; default PROXY_TIMEOUT_MS */
  timeoutMs?: number;
};

/** Calls `path` ('/api/…') and parses the JSON answer (undefined for HEAD and 204); an ApiError for any answer but 2xx. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { method = 'GET', json, base = env.shopApiUrl(), timeoutMs = env.proxyTimeoutMs() } = init;
  const headers = new Headers(init.headers);
  headers.set('API-CONSUMER', 'site');
  if (!headers.has('Accept')) headers.set('Accept', 'application/ld+json, application/json');
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const requestId = currentRequestId();
  if (requestId) headers.set('X-Request-Id', requestId);
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    cache: 'no-store',
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw await apiErrorOf(res);
  if (method === 'HEAD' || res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
