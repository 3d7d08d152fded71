// Coordinates and geocoding: the coords query parameter of GET /api/delivery_zones and
// GET /api/geocoder/reverse, and the answers of the geocoder routes.
//
//   GET /api/geocoder/forward?city=&street=&house= → hydra collection of GeoAddress: one member, or none when the address is unknown
//   GET /api/geocoder/reverse?coords=lat,lon       → hydra collection of GeoAddress: the nearest known house, or none
//   GET /api/geocoder/suggest?city=&street=[&house=] → hydra collection of AddressSuggestion: streets of the city
//     with a word starting with `street` (house left out), or houses of that street starting with `house`
//   All answer 502 (hydra) when the configured outside geocoder fails or does not answer in time.
import { z } from 'zod';
import { ADDRESS_SUGGESTION_COUNT } from './limits';

const LATITUDE = z.number().min(-90, 'Широта должна быть от -90 до 90.').max(90, 'Широта должна быть от -90 до 90.');
const LONGITUDE = z.number().min(-180, 'Долгота должна быть от -180 до 180.').max(180, 'Долгота должна быть от -180 до 180.');

/** [latitude, longitude] in degrees (the spec's order). */
export const latLon = z.tuple([LATITUDE, LONGITUDE], { message: 'Координаты: [широта, долгота].' })
  // prefixItems alone would let a document reader send one number or three
  .meta({ description: '[latitude, longitude] in degrees', minItems: 2, maxItems: 2 });
export type LatLonValue = z.infer<typeof latLon>;

const NUMBER = '([-+]?\\d{1,3}(?:\\.\\d{1,15})?)';
const COORDS = new RegExp(`^\\s*${NUMBER}\\s*,\\s*${NUMBER}\\s*$`);
const COORDS_FORMAT = 'Координаты указываются как «широта,долгота», например 51.73,36.19.';

/** `coords={lat},{lon}` in decimal degrees, e.g. `51.7373,36.1874`. */
export const coordsParam = z
  .string({ message: COORDS_FORMAT })
  .max(64, { message: COORDS_FORMAT, abort: true })
  .regex(COORDS, { message: COORDS_FORMAT, abort: true })
  .transform((v) => {
    const m = COORDS.exec(v) as RegExpExecArray;
    return [Number(m[1]), Number(m[2])] as [number, number];
  })
  .pipe(latLon)
  .meta({
    type: 'string', maxLength: 64, pattern: COORDS.source,
    description: 'latitude,longitude in decimal degrees, e.g. 51.7373,36.1874', example: '51.7373,36.1874',
  });

const part = (name: string, max: number) => z
  .string({ message: `Укажите ${name}.` })
  .trim()
  .min(1, { message: `Укажите ${name}.`, abort: true })
  .max(max, `Не длиннее ${max} символов.`);

export const ForwardGeocodeQuery = z.object({
  city: part('город', 64),
  street: part('улицу', 64),
  house: part('дом', 7),
});
export type ForwardGeocodeQuery = z.infer<typeof ForwardGeocodeQuery>;

export const AddressSuggestQuery = z.object({
  city: part('город', 64),
  street: part('улицу', 64),
  house: z.string({ message: 'Укажите дом.' }).trim().max(7, 'Не длиннее 7 символов.').optional()
    .meta({ description: 'When given, the houses of `street` starting with it; otherwise streets whose name has a word starting with `street`' }),
});
export type AddressSuggestQuery = z.infer<typeof AddressSuggestQuery>;

export const ReverseGeocodeQuery = z.object({ coords: coordsParam });

/** An address a geocoder knows, with the point of its house. */
export const GeoAddress = z.object({
  '@type': z.literal('GeoAddress'),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  region: z.string().nullable().meta({ description: "The administrative region ('Курская область'), when known" }),
  coordinates: latLon,
}).meta({ id: 'GeoAddress' });
export type GeoAddress = z.infer<typeof GeoAddress>;

/** What the address form offers while the shopper types: a street of the city, or a house of that street. */
export const AddressSuggestion = z.object({
  '@type': z.literal('AddressSuggestion'),
  city: z.string(),
  street: z.string(),
  house: z.string().nullable().meta({ description: 'The house, when houses were asked for (house given); null for a street' }),
}).meta({ id: 'AddressSuggestion', description: `At most ${ADDRESS_SUGGESTION_COUNT} per answer` });
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;
