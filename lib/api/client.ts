// The one typed client of the shop API. On the server (SSR/ISR) it calls SHOP_API_URL directly;
// in the browser it goes through this site's /api/* proxy, which adds the session's token.
import ky, { HTTPError } from 'ky';
import { shopApiUrl } from './base-url';


export const api = ky.create({
  prefixUrl: typeof window === 'undefined' ? shopApiUrl() : '/',
  headers: { 'API-CONSUMER': 'site', Accept: 'application/ld+json, application/json' },
  timeout: 10000,
  retry: 0,
});

/** GET a path ('api/…') and parse JSON; `null` on 404. */
export async function getOrNull<T>(path: string, searchParams?: Record<string, string | number | boolean | (string | number)[]>): Promise<T | null> {
  try {
    return await api.get(path, { searchParams: toSearchParams(searchParams) }).json<T>();
  } catch (e) {
    if (e instanceof HTTPError && e.response.status === 404) return null;
    throw e;
  }
}

export async function get<T>(path: string, searchParams?: Record<string, string | number | boolean | (string | number)[]>): Promise<T> {
  return api.get(path, { searchParams: toSearchParams(searchParams) }).json<T>();
}

/** Arrays become repeated `key[]` parameters, as API Platform filters expect. */
export function toSearchParams(params?: Record<string, string | number | boolean | (string | number)[] | undefined>) {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.append(key.endsWith('[]') ? key : `${key}[]`, String(v));
    else out.set(key, String(value));
  }
  return out;
}
