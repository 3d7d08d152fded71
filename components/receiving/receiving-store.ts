// The shopper's receiving choice (storefront spec §3 "Receiving choice", §4 "Receiving method"):
// delivery to an address or pickup from a shop. The shop id lives in the `shop` cookie the server
// reads (lib/shop-choice.ts); the rest in localStorage. Browser-only: imported by client components.
//
// The receiving-method work (issue 8) owns this module; the basket and checkout read it through
// useReceiving() and these types only.
import { useSyncExternalStore } from 'react';

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
};

export type ReceivingChoice = {
  method: 'delivery' | 'pickup' | null;
  shopId: number | null;
  /** delivery only */
  address: ChosenAddress | null;
};

export const RECEIVING_KEY = 'receiving';
const NONE: ReceivingChoice = { method: null, shopId: null, address: null };

let cache: ReceivingChoice | null = null;
const listeners = new Set<() => void>();

function read(): ReceivingChoice {
  try {
    const v = JSON.parse(window.localStorage.getItem(RECEIVING_KEY) ?? 'null') as Partial<ReceivingChoice> | null;
    if (!v || (v.method !== 'delivery' && v.method !== 'pickup')) return NONE;
    return { method: v.method, shopId: typeof v.shopId === 'number' ? v.shopId : null, address: v.method === 'delivery' ? v.address ?? null : null };
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

/** Save a choice: localStorage for the method and address, the `shop` cookie for the shop. */
export function saveReceiving(next: ReceivingChoice) {
  cache = next;
  window.localStorage.setItem(RECEIVING_KEY, JSON.stringify(next));
  if (next.shopId !== null) document.cookie = `shop=${next.shopId}; path=/; max-age=31536000; samesite=lax`;
  for (const l of listeners) l();
}
