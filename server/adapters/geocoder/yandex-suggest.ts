// Yandex Geosuggest (HTTP API v1, a key of its own): the address form's streets and houses while the
// shopper types, used when YANDEX_SUGGEST_API_KEY is set. Like the geocoder, any failure (network,
// timeout, a refused key, an answer of another shape) becomes GeocoderUnavailable, answered 502.
import { GeocoderUnavailable, type AddressSuggester, type Suggested } from './types';
import { yandexJson, type YandexOptions } from './yandex-http';

export const YANDEX_SUGGEST_URL = 'https://suggest-maps.yandex.ru/v1/suggest';
/** Suggestions are worth little once the shopper has typed on: fail fast. */
export const YANDEX_SUGGEST_TIMEOUT_MS = 2000;

export type YandexSuggestOptions = YandexOptions;

type Component = { name?: unknown; kind?: unknown };
type Result = { address?: { component?: unknown } };

function toSuggested(r: Result, houses: boolean): Suggested | null {
  const components = Array.isArray(r.address?.component) ? (r.address.component as Component[]) : [];
  const named = (kind: string) => components.find((c) => typeof c.name === 'string' && Array.isArray(c.kind) && c.kind.includes(kind))?.name as string | undefined;
  const city = named('LOCALITY');
  const street = named('STREET');
  const house = named('HOUSE');
  if (!city || !street || (houses && !house)) return null;
  return { city, street, house: houses ? house! : null };
}

export function yandexSuggester(options: YandexSuggestOptions): AddressSuggester {
  return {
    name: 'yandex',
    async suggest(q, limit) {
      const houses = q.house !== undefined;
      const text = `${q.city}, ${q.street}${houses ? ` ${q.house}` : ''}`;
      const body = await yandexJson(options, { name: 'Yandex Geosuggest', url: YANDEX_SUGGEST_URL, timeoutMs: YANDEX_SUGGEST_TIMEOUT_MS }, {
        text, lang: 'ru', results: String(limit), types: houses ? 'house' : 'street', print_address: '1',
      });
      const results = (body as { results?: unknown })?.results;
      // Yandex leaves "results" out when nothing matches
      if (results !== undefined && !Array.isArray(results)) throw new GeocoderUnavailable('Yandex Geosuggest answered an unknown shape');
      const out: Suggested[] = [];
      for (const r of (results ?? []) as Result[]) {
        const s = toSuggested(r ?? {}, houses);
        // one street can come back once per district: offered once
        if (s && !out.some((o) => o.city === s.city && o.street === s.street && o.house === s.house)) out.push(s);
      }
      return out.slice(0, limit);
    },
  };
}
