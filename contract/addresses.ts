// Saved delivery addresses (storefront spec §3, §5, §7; checkout-account-admin spec §3): the one
// schema of the address form, shared by the storefront's form and the API's validation, with the
// spec's messages in Russian.
//
//   GET    /api/customers/{id}/addresses          → hydra collection of DeliveryAddress | 401 | 404 (not yours = not found)
//   POST   /api/delivery_addresses               DeliveryAddressInput → 201 DeliveryAddress | 401 | 422
//   PUT    /api/delivery_addresses/{id}          DeliveryAddressInput → 200 DeliveryAddress | 401 | 404 | 422
//   DELETE /api/delivery_addresses/{id}                               → 204 | 401 | 404
//   PUT    /api/delivery_addresses/{id}/current  {}                   → 200 DeliveryAddress (now the only current one) | 401 | 404
import { z } from 'zod';
import { latLon } from './geo';
import { iri } from './hydra';
import { ADDRESS_LIMITS as L, ADDRESS_MESSAGES } from './limits';

/** The form's messages (contract/limits.ts, zod-free, so the browser's form rules use the same strings). */
export { ADDRESS_MESSAGES };
const M = ADDRESS_MESSAGES;

const text = (min: number, max: number) => z
  .string({ message: M.required })
  .trim()
  .min(1, { message: M.required, abort: true })
  .min(min, M.lengthLess(min))
  .max(max, M.lengthGreater(max));

// '' and a missing value mean "not given"; a form may send digits as text
const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);
const digitsAsNumber = (v: unknown) => {
  const b = blankAsNull(v);
  return typeof b === 'string' && /^\s*[-+]?\d{1,12}\s*$/.test(b) ? Number(b) : b;
};

/** A positive whole number up to `max`, or null. */
const positive = (max: number) => z.preprocess(
  digitsAsNumber,
  z.number({ message: M.number }).int(M.number).positive(M.positive).max(max, M.greaterThan(max)).nullable(),
);

const FLAT_FIELDS = ['flat', 'entrance', 'floor', 'code'] as const;

/**
 * What the form sends and the API stores. A private house has no flat, entrance, floor or intercom
 * code: the form hides them and sends null, and the API refuses a value there (422 on that field).
 */
export const DeliveryAddressInput = z.object({
  city: text(L.cityMin, L.cityMax),
  street: text(L.streetMin, L.streetMax),
  house: text(1, L.houseMax),
  flat: positive(L.flatMax),
  entrance: positive(L.entranceMax),
  floor: positive(L.floorMax),
  code: z.preprocess(blankAsNull, z.string({ message: M.required }).trim().max(L.codeMax, M.lengthGreater(L.codeMax)).nullable())
    .meta({ description: 'Intercom code' }),
  isPrivateHouse: z.boolean({ message: 'Ожидается true или false' }).default(false),
  coordinates: z.preprocess((v) => (v === undefined ? null : v), latLon.nullable())
    .meta({ description: '[latitude, longitude] of the house (from the geocoder or the map pin); null when unknown' }),
  region: z.preprocess(blankAsNull, z.string({ message: M.required }).trim().max(L.regionMax, M.lengthGreater(L.regionMax)).nullable()),
}).superRefine((a, ctx) => {
  if (!a.isPrivateHouse) return;
  for (const field of FLAT_FIELDS) {
    if (a[field] !== null) ctx.addIssue({ code: 'custom', path: [field], message: M.privateHouse });
  }
}).meta({ id: 'DeliveryAddressInput' });
/** The form's values (what it may send). */
export type DeliveryAddressInput = z.input<typeof DeliveryAddressInput>;
/** The values once checked (trimmed, numbers as numbers, blanks as null). */
export type DeliveryAddressValues = z.output<typeof DeliveryAddressInput>;

/** POST /api/delivery_addresses: the address, and whether it becomes the current one (the first saved address always does). */
export const NewDeliveryAddress = DeliveryAddressInput.safeExtend({
  isCurrent: z.boolean({ message: 'Ожидается true или false' }).optional(),
}).meta({ id: 'NewDeliveryAddress' });

export const DeliveryAddress = z.object({
  '@id': iri,
  '@type': z.literal('DeliveryAddress'),
  id: z.number().int(),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  flat: z.number().int().nullable(),
  entrance: z.number().int().nullable(),
  floor: z.number().int().nullable(),
  code: z.string().nullable(),
  isPrivateHouse: z.boolean(),
  coordinates: latLon.nullable(),
  region: z.string().nullable(),
  isCurrent: z.boolean().meta({ description: "The customer's main address; at most one is" }),
}).meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;
