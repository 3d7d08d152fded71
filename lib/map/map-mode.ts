// Which map the receiving popup draws, and the loading of Yandex Maps' script. Yandex Maps
// needs a key (YANDEX_MAPS_API_KEY, read by the server at run time: app/api/map-config/route.ts) and
// the network; without either the popup draws the schematic (components/receiving/map/schematic-map.tsx)
// and works fully by its form and lists. Nothing here throws out of its promise: a script that fails
// or never answers ends as 'failed', so no error reaches the page either way.

/** Storefront spec §9: the default map centre (Курск) and zoom. */
export const DEFAULT_MAP_CENTER: [number, number] = [51.73, 36.19];
export const MAP_ZOOM = 17;
/** Storefront spec §9: where the map goes when the browser cannot tell the position (Брянск). */
export const GEOLOCATION_FALLBACK: [number, number] = [53.30, 34.31];
/** How long Yandex Maps may take to load before the schematic is drawn instead. */
export const YANDEX_LOAD_TIMEOUT_MS = 8_000;

/** The key as the map config route answers it: undefined while it is being asked for. */
export type KeyState = { apiKey: string | null } | undefined;
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';
export type MapMode = 'pending' | 'yandex' | 'schematic';

/**
 * The map to draw: the schematic when there is no key or Yandex Maps failed to load (script error,
 * timeout, a CSP refusal); Yandex once its script is ready; 'pending' (a placeholder of the map's
 * size) while the key or the script is on its way.
 */
export function mapMode(key: KeyState, load: LoadState): MapMode {
  if (key === undefined) return 'pending';
  if (!key.apiKey || load === 'failed') return 'schematic';
  return load === 'ready' ? 'yandex' : 'pending';
}

/** The modules the receiving map uses, loaded with the API script itself (one request). */
export const YANDEX_MODULES = 'Map,Placemark,Polygon';

/** The Yandex Maps 2.1 script's address; `csp=true` makes it avoid inline styles (README, CSP). */
export function yandexScriptUrl(apiKey: string, onload: string, onerror: string): string {
  const q = new URLSearchParams({ apikey: apiKey, lang: 'ru_RU', load: YANDEX_MODULES, csp: 'true', onload, onerror });
  return `https://api-maps.yandex.ru/2.1/?${q}`;
}

/** What loadYandexMaps needs of the browser (a fake in tests). */
export type ScriptHost = {
  /** Adds a <script src> to the page; onerror when it cannot be fetched or is refused. */
  addScript(src: string, onerror: () => void): void;
  /** The page's global object, where the script's callbacks are published. */
  global: Record<string, unknown>;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
};

let sequence = 0;

/**
 * Loads Yandex Maps once per page and settles to 'ready' or 'failed', never rejecting: a script
 * error, the API's own onerror callback or no answer within timeoutMs all give 'failed'. The API
 * calls `onload` when its modules are ready; a load that ends after the timeout is ignored.
 */
export function loadYandexMaps(apiKey: string, host: ScriptHost, timeoutMs = YANDEX_LOAD_TIMEOUT_MS): Promise<'ready' | 'failed'> {
  const id = `__receivingMap${++sequence}`;
  const onload = `${id}_onload`;
  const onerror = `${id}_onerror`;
  return new Promise((resolve) => {
    let settled = false;
    const timer = host.setTimeout(() => settle('failed'), timeoutMs);
    function settle(result: 'ready' | 'failed') {
      if (settled) return;
      settled = true;
      host.clearTimeout(timer);
      delete host.global[onload];
      delete host.global[onerror];
      resolve(result);
    }
    host.global[onload] = () => settle('ready');
    host.global[onerror] = () => settle('failed');
    try {
      host.addScript(yandexScriptUrl(apiKey, onload, onerror), () => settle('failed'));
    } catch {
      settle('failed');
    }
  });
}

let configOnce: Promise<{ apiKey: string | null }> | null = null;

/**
 * The key from GET /api/map-config, asked once per page (the popup may open and close many times).
 * A failed or malformed answer counts as no key: the schematic, never an error.
 */
export function mapConfig(fetcher: typeof fetch = (...a) => fetch(...a)): Promise<{ apiKey: string | null }> {
  configOnce ??= fetcher('/api/map-config', { headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? r.json() : null))
    .then((body: unknown) => {
      const key = (body as { yandexMapsApiKey?: unknown } | null)?.yandexMapsApiKey;
      return { apiKey: typeof key === 'string' && key !== '' ? key : null };
    })
    .catch(() => ({ apiKey: null }));
  return configOnce;
}

/** Tests only: forget the answer of mapConfig. */
export function forgetMapConfig(): void {
  configOnce = null;
}
