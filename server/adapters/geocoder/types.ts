// The geocoder port (design.md §5): address → point and point → address. Two implementations:
// yandex.ts (YANDEX_GEOCODER_API_KEY set) and gazetteer.ts (the offline default, seeded houses).
import type { AddressSuggestion, GeoAddress } from '../../../contract';

export type AddressQuery = { city: string; street: string; house: string };
export type Found = Omit<GeoAddress, '@type'>;
/** What the shopper has typed so far: streets are suggested while `house` is absent, houses after. */
export type SuggestQuery = { city: string; street: string; house?: string };
export type Suggested = Omit<AddressSuggestion, '@type'>;

export interface Geocoder {
  readonly name: 'yandex' | 'gazetteer';
  /** The house's point, or null when the address is unknown. */
  forward(q: AddressQuery): Promise<Found | null>;
  /** The nearest known house to the point, or null when none is near. */
  reverse(point: [number, number]): Promise<Found | null>;
}

/** Streets and houses while the shopper types (a separate port: Yandex sells its suggest under another key). */
export interface AddressSuggester {
  readonly name: 'yandex' | 'gazetteer';
  /** At most `limit` streets (house absent) or houses of the street (house given), best first. */
  suggest(q: SuggestQuery, limit: number): Promise<Suggested[]>;
}

/** The outside geocoder failed (network, timeout, refusal, nonsense): the route answers 502, never 500. */
export class GeocoderUnavailable extends Error {}
