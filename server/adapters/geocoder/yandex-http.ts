// The one request both Yandex adapters make (the geocoder, yandex.ts; Geosuggest, yandex-suggest.ts):
// a GET with the key and the parameters in the query, a timeout of the adapter's own, and any
// failure (network, timeout, a refused key, a body that is not JSON) turned into GeocoderUnavailable,
// which the routes answer 502 in Russian, never 500.
import { GeocoderUnavailable } from './types';

export type YandexOptions = {
  apiKey: string;
  url?: string;
  timeoutMs?: number;
  /** injectable for tests (a stub answering like Yandex) */
  fetch?: typeof fetch;
};

/** The JSON Yandex's `service` answers to `params` at `options.url ?? url`, or GeocoderUnavailable. */
export async function yandexJson(
  options: YandexOptions, service: { name: string; url: string; timeoutMs: number }, params: Record<string, string>,
): Promise<unknown> {
  const url = new URL(options.url ?? service.url);
  for (const [k, v] of Object.entries({ apikey: options.apiKey, ...params })) url.searchParams.set(k, v);
  try {
    const res = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? service.timeoutMs), headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return await res.json();
  } catch (err) {
    // the key is in the URL: never log it
    console.error(`[geocoder] ${service.name} failed: ${err instanceof Error ? err.name : 'error'}`);
    throw new GeocoderUnavailable(`${service.name} failed`);
  }
}
