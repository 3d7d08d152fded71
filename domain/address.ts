// Delivery addresses (storefront spec §5): when an address is complete enough to look up its
// coordinates, and how one reads as a line of text. Pure, shared by the form and the API; the field
// rules themselves are the zod schema in contract/addresses.ts.

/** Trimmed lengths an address needs before the form asks the geocoder for its coordinates (spec §5). */
export const LOOKUP_MIN_LENGTH = { city: 4, street: 3, house: 1 } as const;

export type AddressParts = { city?: string | null; street?: string | null; house?: string | null };

const trimmedLength = (v: string | null | undefined) => (v ?? '').trim().length;

/** Whether the address is complete for a coordinate lookup: trimmed city ≥ 4, street ≥ 3, house ≥ 1 characters. */
export function isCompleteForLookup(a: AddressParts): boolean {
  return trimmedLength(a.city) >= LOOKUP_MIN_LENGTH.city
    && trimmedLength(a.street) >= LOOKUP_MIN_LENGTH.street
    && trimmedLength(a.house) >= LOOKUP_MIN_LENGTH.house;
}

export type AddressLine = AddressParts & {
  flat?: number | null; entrance?: number | null; floor?: number | null; isPrivateHouse?: boolean;
};

/** 'Курск, ул. Ленина, 12, кв. 5': what follows 'Доставка по адресу:' (flat, entrance, floor only for a flat). */
export function addressLine(a: AddressLine): string {
  const parts = [a.city, a.street, a.house].map((p) => (p ?? '').trim()).filter(Boolean);
  if (!a.isPrivateHouse) {
    if (a.flat != null) parts.push(`кв. ${a.flat}`);
    if (a.entrance != null) parts.push(`подъезд ${a.entrance}`);
    if (a.floor != null) parts.push(`этаж ${a.floor}`);
  }
  return parts.join(', ');
}
