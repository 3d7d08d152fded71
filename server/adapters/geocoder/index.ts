// The geocoder the API uses: Yandex Geocoder when YANDEX_GEOCODER_API_KEY is set, otherwise the
// offline gazetteer of the seeded cities (design.md §5).
import type { Db } from '../../db/client';
import { env } from '../../env';
import { gazetteerGeocoder } from './gazetteer';
import type { Geocoder } from './types';
import { yandexGeocoder } from './yandex';

export { GeocoderUnavailable, type Geocoder } from './types';

export function geocoderFor(db: Db): Geocoder {
  return env.YANDEX_GEOCODER_API_KEY ? yandexGeocoder({ apiKey: env.YANDEX_GEOCODER_API_KEY }) : gazetteerGeocoder(db);
}
