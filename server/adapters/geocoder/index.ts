// The geocoder the API uses: Yandex Geocoder when YANDEX_GEOCODER_API_KEY is set, otherwise the
// offline gazetteer of the seeded cities (design.md §5).
import type { Db } from '../../db/client';
import { env } from '../../env';
import { gazetteerGeocoder, gazetteerSuggester } from './gazetteer';
import type { AddressSuggester, Geocoder } from './types';
import { yandexGeocoder } from './yandex';
import { yandexSuggester } from './yandex-suggest';

export { GeocoderUnavailable, type AddressSuggester, type Geocoder } from './types';

export function geocoderFor(db: Db): Geocoder {
  return env.YANDEX_GEOCODER_API_KEY ? yandexGeocoder({ apiKey: env.YANDEX_GEOCODER_API_KEY }) : gazetteerGeocoder(db);
}

/** Streets and houses while typing: Yandex Geosuggest when YANDEX_SUGGEST_API_KEY is set, otherwise the gazetteer. */
export function suggesterFor(db: Db): AddressSuggester {
  return env.YANDEX_SUGGEST_API_KEY ? yandexSuggester({ apiKey: env.YANDEX_SUGGEST_API_KEY }) : gazetteerSuggester(db);
}
