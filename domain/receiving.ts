// The receiving choice's rules (storefront spec §2 header, §4 "Receiving method",
// "Delivery-address choice", "Delivery-method screen modes", §5 address form): what the header says,
// when the popup must open, which transitions a page load applies, whether 'Подтвердить' is
// enabled, which pickup shops can be chosen. Pure: the store and the popup
// (components/receiving/) call these, unit tests pin them.
import { addressLine, isCompleteForLookup, type AddressLine } from './address';
import { distanceKm, type LatLon } from './geo';

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

export const NO_CHOICE: Choice = { method: null, shopId: null, address: null };

export const HEADER_TEXT = {
  pickup: 'Самовывоз из магазина:',
  delivery: 'Доставка по адресу:',
  unset: 'Уточните способ получения заказа',
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

const sameCoords = (a: LatLon | null, b: LatLon | null) =>
  a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]);

/** Two addresses are the same choice: the same saved id, or the same text and point. */
export function sameAddress(a: ChoiceAddress | null, b: ChoiceAddress | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.id !== null || b.id !== null) return a.id === b.id && addressLine(a) === addressLine(b);
  return addressLine(a) === addressLine(b) && (a.code ?? null) === (b.code ?? null) && sameCoords(a.coordinates, b.coordinates);
}

/** Spec §4: submit is enabled only when the method, the shop or the address changed (and the draft is complete). */
export function canSubmit(saved: Choice, draft: Choice): boolean {
  if (!isComplete(draft)) return false;
  return saved.method !== draft.method || saved.shopId !== draft.shopId
    || (draft.method === 'delivery' && !sameAddress(saved.address, draft.address));
}

/** Spec §4 screen modes: with no saved address and no temporary one, the delivery tab opens the form. */
export const deliveryStartMode = (savedAddresses: number, hasTemporary: boolean): 'list' | 'new' =>
  savedAddresses === 0 && !hasTemporary ? 'new' : 'list';

export type PickupShop = {
  id: number; name: string; address: string; region: { id: number; name: string };
  coordinates: LatLon; pickupEnabled: boolean; canAcceptOrders: boolean;
};

/** Why a shop cannot be chosen for pickup, in the words the list shows; null when it can. */
export function pickupUnavailable(shop: Pick<PickupShop, 'pickupEnabled' | 'canAcceptOrders'>): string | null {
  if (!shop.canAcceptOrders) return 'Магазин временно не принимает заказы';
  if (!shop.pickupEnabled) return 'Самовывоз недоступен';
  return null;
}

/** The regions that have shops, in the order the API lists the shops. */
export function regionsOf<S extends Pick<PickupShop, 'region'>>(shops: readonly S[]): { id: number; name: string; shops: number }[] {
  const out = new Map<number, { id: number; name: string; shops: number }>();
  for (const s of shops) {
    const r = out.get(s.region.id) ?? { id: s.region.id, name: s.region.name, shops: 0 };
    r.shops += 1;
    out.set(s.region.id, r);
  }
  return [...out.values()];
}

/**
 * A region's shops for the pickup list: with the distance from the shopper when the browser gave a
 * position, nearest first (the API's order otherwise, and between equal distances).
 */
export function pickupList<S extends PickupShop>(shops: readonly S[], regionId: number, from: LatLon | null): (S & { distanceKm: number | null })[] {
  const list = shops.filter((s) => s.region.id === regionId).map((s) => ({ ...s, distanceKm: from ? distanceKm(from, s.coordinates) : null }));
  return from ? list.map((s, i) => [s, i] as const).sort((a, b) => a[0].distanceKm! - b[0].distanceKm! || a[1] - b[1]).map(([s]) => s) : list;
}

/** '850 м', '2,4 км', '37 км': the pickup list's distance. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} м`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toLocaleString('ru-RU')} км`;
  return `${Math.round(km)} км`;
}

export const ADDRESS_TEXT = {
  looking: 'Получение информации об адресе...',
  notFound: 'Извините, мы не смогли определить ваш адрес :(',
  outside: 'Извините, мы не доставляем по этому адресу :(',
  offerPickup: 'Можете выбрать магазин для самовывоза.',
  incomplete: 'Укажите адрес полностью, либо укажите дом на карте.',
  unavailable: 'Доставка недоступна.',
  failed: 'Не удалось проверить адрес. Повторите попытку позже.',
} as const;

/** Where the address form's lookup stands: the geocoder and the zone check (spec §5, §8). */
export type Lookup =
  | { state: 'incomplete' }
  | { state: 'looking' }
  | { state: 'not-found' }
  | { state: 'failed' }
  | { state: 'outside'; coordinates: LatLon }
  | { state: 'inside'; coordinates: LatLon; shopId: number; price: number };

/** The form's lookup before asking anything: incomplete until city ≥ 4, street ≥ 3, house ≥ 1 characters (or a pin). */
export const lookupStart = (a: AddressLine, pinned: boolean): Lookup =>
  (pinned || isCompleteForLookup(a) ? { state: 'looking' } : { state: 'incomplete' });

/** Spec §5: the form's submit is disabled while the lookup has not placed the address inside a zone. */
export const lookupAllowsSubmit = (l: Lookup): boolean => l.state === 'inside';

/** Spec §9 debounces of the form, in milliseconds. */
export const DEBOUNCE_MS = { addressLookup: 1500, pinDrag: 500, mapClick: 2500 } as const;
