// The receiving choice's core rules (storefront spec §2 header, §4 "Receiving method"): what the
// header says, when the popup must open, and the load-time transitions. Kept apart from
// ./receiving.ts because the header of every page carries these, and only these, in its first-load
// JavaScript; the popup's rules load with the popup.
import { addressLine, type AddressLine } from './address';
import type { LatLon } from './geo';

export type ReceivingMethod = 'delivery' | 'pickup';

/** The address part of a choice (a saved address has an id; a guest's temporary one has null). */
export type ChoiceAddress = AddressLine & { id: number | null; code?: string | null; coordinates: LatLon | null };

export type Choice = {
  method: ReceivingMethod | null;
  shopId: number | null;
  address: ChoiceAddress | null;
  /** the signed-in customer who chose a saved address (tells a logout from a guest's choice) */
  ownerId?: number | null;
};

/** The delivery address a shopper chose, as the store keeps it and the order carries it. */
export type ChosenAddress = {
  /** a saved address of the customer; null for a guest's temporary address */
  id: number | null;
  city: string;
  street: string;
  house: string;
  flat: number | null;
  entrance: number | null;
  floor: number | null;
  code: string | null;
  isPrivateHouse: boolean;
  /** [latitude, longitude] */
  coordinates: [number, number];
  /** the administrative region the geocoder named, when known */
  region?: string | null;
};

export const NO_CHOICE: Choice = { method: null, shopId: null, address: null };

export const HEADER_TEXT = {
  pickup: 'Самовывоз из магазина:',
  delivery: 'Доставка по адресу:',
  unset: 'Уточните способ получения заказа', // = components/receiving/header-prompt.ts (tested)
} as const;

/** The header button's label and value: the shop's address, the delivery address, or the prompt. */
export function headerText(choice: Choice, shopAddress: string | null): { label: string; value: string | null } {
  if (choice.method === 'pickup' && choice.shopId !== null) return { label: HEADER_TEXT.pickup, value: shopAddress };
  if (choice.method === 'delivery' && choice.shopId !== null && choice.address) {
    return { label: HEADER_TEXT.delivery, value: addressLine(choice.address) };
  }
  return { label: HEADER_TEXT.unset, value: null };
}

/** A choice the shop can serve: a method, a shop and, for delivery, an address. */
export const isComplete = (c: Choice): boolean =>
  c.method !== null && c.shopId !== null && (c.method === 'pickup' || c.address !== null);

/** Spec §4: the popup opens by itself while no method or no shop is saved, and closes only once both are. */
export const popupMustOpen = (c: Choice): boolean => !isComplete(c);

/** What a page load knows of the shopper once the session has been asked. */
export type Shopper =
  | { status: 'loading' }
  | { status: 'guest' }
  /** addressIds: null while the customer's addresses are not known yet */
  | { status: 'customer'; id: number; addressIds: readonly number[] | null };

/**
 * The load-time transitions of spec §4 "Receiving method", or null when the choice stands.
 * - A signed-out shopper holding a customer's saved address: the customer logged out (a full page
 *   load here, not an in-memory event), so the method becomes pickup at the current shop.
 * - A customer whose saved address is not among their addresses (deleted, or another customer's):
 *   the method resets (method and shop cleared; the popup opens).
 * - A guest's temporary address (id null) stands for guests and customers alike.
 */
export function reconcile(choice: Choice, shopper: Shopper): Choice | null {
  if (shopper.status === 'loading' || choice.method !== 'delivery' || !choice.address || choice.address.id === null) return null;
  if (shopper.status === 'guest') {
    return choice.shopId !== null ? { method: 'pickup', shopId: choice.shopId, address: null, ownerId: null } : NO_CHOICE;
  }
  if (choice.ownerId != null && choice.ownerId !== shopper.id) return NO_CHOICE;
  if (shopper.addressIds === null) return null;
  return shopper.addressIds.includes(choice.address.id) ? null : NO_CHOICE;
}

/**
 * Spec §4: "the shop context re-checks the zone; if the returned shop differs from the chosen one,
 * the shop is reset to the returned one; on failure the shop is reset". `servingShopId` is the best
 * serving shop (the API lists the current shop first when it still serves), null when none serves,
 * 'failed' when the check itself failed. Null when nothing changes.
 */
export function afterZoneRecheck(choice: Choice, servingShopId: number | null | 'failed'): Choice | null {
  if (choice.method !== 'delivery') return null;
  if (servingShopId === 'failed' || servingShopId === null) return choice.shopId === null ? null : { ...choice, shopId: null };
  return servingShopId === choice.shopId ? null : { ...choice, shopId: servingShopId };
}
