// The receiving popup's rules (storefront spec §4 "Delivery-address choice", "Delivery-method
// screen modes", §5 address form): whether 'Подтвердить' is enabled, which pickup shops can be
// chosen and in what order, the address form's lookup states and debounces; and, re-exported, the
// core rules the header uses (./receiving-choice.ts: header text, when the popup must open, the
// load-time transitions). Pure: components/receiving/ calls these, unit tests pin them.
import { addressLine, isCompleteForLookup, type AddressLine } from './address';
import { distanceKm, type LatLon } from './geo';
import { ruDecimal } from './number';
import { isComplete, type Choice, type ChoiceAddress } from './receiving-choice';

export * from './receiving-choice';

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
  if (km < 10) return `${ruDecimal(km, 0, 1)} км`;
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

/**
 * Spec §9 debounces of the form, in milliseconds; `suggest` (streets and houses while typing) is our
 * own: short enough to keep up with typing, long enough not to ask on every key.
 */
export const DEBOUNCE_MS = { addressLookup: 1500, pinDrag: 500, mapClick: 2500, suggest: 250 } as const;
