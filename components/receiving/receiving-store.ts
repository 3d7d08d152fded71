// The shopper's receiving choice (storefront spec §3 "Receiving choice", §4 "Receiving method"):
// delivery to an address or pickup from a shop. The shop id lives in the `shop` cookie the server
// reads (lib/shop-choice.ts); the rest in localStorage. Browser-only: imported by client components.
// The basket and checkout read it through useReceiving() and these types only.
import { useSyncExternalStore } from 'react';
import type { ChosenAddress } from '@/domain/receiving-choice';

/** The chosen delivery address (domain/receiving-choice.ts: checkout builds the order's address from it). */
export type { ChosenAddress };

export type ReceivingChoice = {
  method: 'delivery' | 'pickup' | null;
  shopId: number | null;
  /** delivery only */
  address: ChosenAddress | null;
  /** the signed-in customer whose saved address this is (tells a logout from a guest's choice, domain/receiving.ts) */
  ownerId?: number | null;
  /** what the header shows for pickup: the shop's address, kept so no page asks the API for it */
  shopAddress?: string | null;
  /** delivery only: the zone price the zone check answered (added to the shop's tariff, checkout spec §9) */
  zonePrice?: number | null;
};

export const RECEIVING_KEY = 'receiving';
const NONE: ReceivingChoice = { method: null, shopId: null, address: null };

let cache: ReceivingChoice | null = null;
const listeners = new Set<() => void>();

// localStorage is the shopper's to edit: an address missing its parts or point counts as none
function isAddress(a: unknown): a is ChosenAddress {
  const v = a as Partial<ChosenAddress> | null;
  return !!v && typeof v.city === 'string' && typeof v.street === 'string' && typeof v.house === 'string'
    && Array.isArray(v.coordinates) && v.coordinates.length === 2 && v.coordinates.every((n) => typeof n === 'number');
}

function read(): ReceivingChoice {
  try {
    const v = JSON.parse(window.localStorage.getItem(RECEIVING_KEY) ?? 'null') as Partial<ReceivingChoice> | null;
    if (!v || (v.method !== 'delivery' && v.method !== 'pickup')) return NONE;
    const address = v.method === 'delivery' && isAddress(v.address) ? v.address : null;
    return {
      method: v.method,
      shopId: typeof v.shopId === 'number' && Number.isSafeInteger(v.shopId) && v.shopId > 0 ? v.shopId : null,
      address,
      ownerId: typeof v.ownerId === 'number' ? v.ownerId : null,
      shopAddress: typeof v.shopAddress === 'string' ? v.shopAddress : null,
      zonePrice: typeof v.zonePrice === 'number' ? v.zonePrice : null,
    };
  } catch {
    return NONE;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => { if (e.key === null || e.key === RECEIVING_KEY) { cache = read(); listener(); } };
  window.addEventListener('storage', onStorage);
  return () => { listeners.delete(listener); window.removeEventListener('storage', onStorage); };
}

const getSnapshot = () => (cache ??= read());
const getServerSnapshot = () => NONE;

/** The current choice (NONE on the server and before hydration). */
export function useReceiving(): ReceivingChoice {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The choice now, outside React (NONE on the server). */
export const readReceiving = (): ReceivingChoice => (typeof window === 'undefined' ? NONE : getSnapshot());

/**
 * Save a choice: localStorage for the method and address, the `shop` cookie for the shop. Returns
 * whether the shop changed: the caller then re-renders the server's pages (router.refresh), whose
 * prices and stock are that shop's.
 */
export function saveReceiving(next: ReceivingChoice): boolean {
  const before = cookieShopId();
  cache = next;
  window.localStorage.setItem(RECEIVING_KEY, JSON.stringify(next));
  if (next.shopId !== null) document.cookie = `shop=${next.shopId}; path=/; max-age=31536000; samesite=lax`;
  for (const l of listeners) l();
  return next.shopId !== null && next.shopId !== before;
}

/** The shop the server renders for (the `shop` cookie), or null before any choice. */
export function cookieShopId(): number | null {
  const m = /(?:^|;\s*)shop=(\d{1,15})(?:;|$)/.exec(document.cookie);
  return m ? Number(m[1]) : null;
}
