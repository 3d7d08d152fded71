// The address form's rules in the browser (storefront spec §5): the same checks and messages as
// the API's zod schema contract/addresses.ts DeliveryAddressInput, as a pure function, since zod
// does not reach browser bundles here (its eval probe breaks the CSP, and it is heavy; see
// eslint.config.js and decision 29). domain/address-form.test.ts runs both over one table of
// inputs, so the two cannot drift apart.
import { ADDRESS_LIMITS as L, ADDRESS_MESSAGES } from '../contract/limits';

/** Spec §5 messages in Russian: the API's own strings (contract/limits.ts). */
export const ADDRESS_FORM_MESSAGES = ADDRESS_MESSAGES;
const M = ADDRESS_FORM_MESSAGES;

/** What the form holds: text for every field, as the inputs give it. */
export type AddressFormValues = {
  city: string; street: string; house: string;
  flat: string; entrance: string; floor: string; code: string;
  isPrivateHouse: boolean;
};

/** The values once checked, as the API takes them: trimmed, numbers as numbers, blanks (and a private house's flat fields) as null. */
export type AddressFormOutput = {
  city: string; street: string; house: string;
  flat: number | null; entrance: number | null; floor: number | null; code: string | null;
  isPrivateHouse: boolean;
};

type Field = keyof AddressFormValues;

function text(v: string, min: number, max: number): string | null {
  const t = v.trim();
  if (t.length === 0) return M.required;
  if (t.length < min) return M.lengthLess(min);
  if (t.length > max) return M.lengthGreater(max);
  return null;
}

function positive(v: string, max: number): string | null {
  if (v.trim() === '') return null;
  if (!/^\s*[-+]?\d{1,12}\s*$/.test(v)) return M.number;
  const n = Number(v);
  if (n <= 0) return M.positive;
  if (n > max) return M.greaterThan(max);
  return null;
}

/** Messages by field (empty when the form is valid). A private house's flat fields are not checked: they are sent as null. */
export function validateAddressForm(v: AddressFormValues): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string | null>> = {
    city: text(v.city, L.cityMin, L.cityMax),
    street: text(v.street, L.streetMin, L.streetMax),
    house: text(v.house, 1, L.houseMax),
  };
  if (!v.isPrivateHouse) {
    out.flat = positive(v.flat, L.flatMax);
    out.entrance = positive(v.entrance, L.entranceMax);
    out.floor = positive(v.floor, L.floorMax);
    out.code = v.code.trim().length > L.codeMax ? M.lengthGreater(L.codeMax) : null;
  }
  return Object.fromEntries(Object.entries(out).filter(([, m]) => m)) as Partial<Record<Field, string>>;
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** The valid form's values as the API takes them. */
export function addressFormOutput(v: AddressFormValues): AddressFormOutput {
  const house = v.isPrivateHouse;
  return {
    city: v.city.trim(), street: v.street.trim(), house: v.house.trim(),
    flat: house ? null : num(v.flat), entrance: house ? null : num(v.entrance), floor: house ? null : num(v.floor),
    code: house || v.code.trim() === '' ? null : v.code.trim(),
    isPrivateHouse: house,
  };
}
