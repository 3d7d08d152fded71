// Yandex Geocoder (HTTP Geocoder API, JSON): used when YANDEX_GEOCODER_API_KEY is set. One short
// request per lookup; any failure (network, timeout, a refused key, an answer of another shape)
// becomes GeocoderUnavailable, which the route answers 502 in Russian, never 500.
import type { Found, Geocoder } from './types';
import { GeocoderUnavailable } from './types';
import { yandexJson, type YandexOptions } from './yandex-http';

export type { YandexOptions };

export const YANDEX_GEOCODER_URL = 'https://geocode-maps.yandex.ru/1.x/';
/** The popup waits on this; a slow geocoder should fail fast and let the shopper place the pin. */
export const YANDEX_TIMEOUT_MS = 3000;

type Component = { kind?: unknown; name?: unknown };
type GeoObject = {
  Point?: { pos?: unknown };
  metaDataProperty?: { GeocoderMetaData?: { precision?: unknown; kind?: unknown; Address?: { Components?: unknown } } };
};

// house matched exactly, or its number without the letter/building; 'near' (another house) is not this address
const PRECISE = new Set(['exact', 'number']);

function toFound(o: GeoObject): Found | null {
  const meta = o.metaDataProperty?.GeocoderMetaData;
  const components = Array.isArray(meta?.Address?.Components) ? (meta.Address.Components as Component[]) : [];
  const named = (kind: string) => components.filter((c) => c.kind === kind && typeof c.name === 'string').map((c) => c.name as string);
  const city = named('locality')[0];
  const street = named('street')[0];
  const house = named('house')[0];
  const pos = typeof o.Point?.pos === 'string' ? o.Point.pos.trim().split(/\s+/).map(Number) : [];
  if (!city || !street || !house || pos.length !== 2 || pos.some((n) => !Number.isFinite(n))) return null;
  const [lon, lat] = pos; // Yandex writes "longitude latitude"
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { city, street, house, region: named('province').at(-1) ?? null, coordinates: [lat, lon] };
}

export function yandexGeocoder(options: YandexOptions): Geocoder {
  const service = { name: 'Yandex Geocoder', url: YANDEX_GEOCODER_URL, timeoutMs: YANDEX_TIMEOUT_MS };
  const ask = async (params: Record<string, string>): Promise<GeoObject[]> => {
    const body = await yandexJson(options, service, { format: 'json', lang: 'ru_RU', results: '1', ...params });
    const members = (body as { response?: { GeoObjectCollection?: { featureMember?: unknown } } })?.response?.GeoObjectCollection?.featureMember;
    if (!Array.isArray(members)) throw new GeocoderUnavailable('Yandex Geocoder answered an unknown shape');
    return members.map((m) => (m as { GeoObject?: GeoObject })?.GeoObject ?? {});
  };
  return {
    name: 'yandex',
    async forward(q) {
      const [first] = await ask({ geocode: `${q.city}, ${q.street}, ${q.house}` });
      const precision = first?.metaDataProperty?.GeocoderMetaData?.precision;
      return first && typeof precision === 'string' && PRECISE.has(precision) ? toFound(first) : null;
    },
    async reverse([lat, lon]) {
      const [first] = await ask({ geocode: `${lon},${lat}`, kind: 'house' });
      return first ? toFound(first) : null;
    },
  };
}
