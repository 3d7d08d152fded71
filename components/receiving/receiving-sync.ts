// The load-time transitions of spec §4 (domain/receiving-choice.ts), run by the header button for a
// delivery choice only, and loaded only then (a pickup shopper's pages carry none of it): a
// customer's saved address after a logout becomes pickup at that shop, a saved address the customer
// no longer has resets the method, and the address's zone is checked again (another serving shop
// switches to it, none or a failed check resets the shop). Browser-only.
import type { SessionUser } from '@/components/auth/session-store';
import { afterZoneRecheck, reconcile, type Shopper } from '@/domain/receiving-choice';
import { ApiError } from '@/lib/api/client';
import { receivingApi } from '@/lib/api/receiving-browser';
import { readReceiving, saveReceiving, type ReceivingChoice } from './receiving-store';

// a zone re-check per address, shop and browser tab: not on every page view
const RECHECKED = 'receiving_rechecked';
const recheckKey = (point: readonly [number, number], shopId: number) => `${point[0]},${point[1]}|${shopId}`;

/** The popup has just checked this address's zone: no re-check of it in this tab. */
export function markZoneChecked(choice: ReceivingChoice) {
  if (choice.method === 'delivery' && choice.address && choice.shopId !== null) {
    sessionStorage.setItem(RECHECKED, recheckKey(choice.address.coordinates, choice.shopId));
  }
}

type Context = {
  user: SessionUser | null;
  /** false once the page moved on (the caller's effect was cleaned up, or the page is being left) */
  live: () => boolean;
  /** re-render the server's part of the page: the shop changed */
  refresh: () => void;
};

/** Runs the transitions over the saved choice; a no-op unless it is delivery. */
export async function syncReceiving({ user, live, refresh }: Context): Promise<void> {
  if (!(await reconcileSession(user, live, refresh))) return;
  await recheckZone(live, refresh);
}

/** Stale saved address, logout. False when the choice is no longer a delivery to check. */
async function reconcileSession(user: SessionUser | null, live: () => boolean, refresh: () => void): Promise<boolean> {
  const apply = (shopper: Shopper) => {
    const now = readReceiving();
    const next = reconcile(now, shopper);
    if (!next) return true;
    // reconcile answers pickup or nothing: never an address
    if (saveReceiving({ ...now, method: next.method, shopId: next.shopId, address: null, ownerId: null, zonePrice: null })) refresh();
    return false;
  };
  const addressId = readReceiving().address?.id ?? null;
  if (user === null) return apply({ status: 'guest' });
  if (addressId === null) return true;
  if (!apply({ status: 'customer', id: user.id, addressIds: null })) return false;
  try {
    const list = await receivingApi.addresses(user.id);
    return live() ? apply({ status: 'customer', id: user.id, addressIds: list.map((x) => x.id) }) : false;
  } catch (e) {
    console.warn('Не удалось загрузить адреса покупателя', e);
    return live();
  }
}

async function recheckZone(live: () => boolean, refresh: () => void): Promise<void> {
  const now = readReceiving();
  if (now.method !== 'delivery' || !now.address || now.shopId === null) return;
  const at = now.address.coordinates;
  const key = recheckKey(at, now.shopId);
  if (sessionStorage.getItem(RECHECKED) === key) return;
  let serving: number | null | 'failed';
  let price: number | null = null;
  try {
    const zones = await receivingApi.zonesAt(at, now.shopId);
    serving = zones[0]?.shopId ?? null;
    price = zones[0]?.price ?? null;
  } catch (e) {
    // No answer at all (offline, a timeout, or a request cut off by leaving the page: Chromium aborts
    // it before 'pagehide'): nothing is known, so nothing changes and the next page load checks again.
    // Only the API's refusal is the spec's failed check, which resets the shop.
    if (!(e instanceof ApiError)) return;
    console.warn('Не удалось проверить зону доставки', e);
    serving = 'failed';
  }
  // a page being left, or a choice made meanwhile (the popup, another tab): this check is stale
  if (!live() || readReceiving() !== now) return;
  const next = afterZoneRecheck(now, serving);
  if (next === null) {
    sessionStorage.setItem(RECHECKED, key);
    if (price !== null && price !== now.zonePrice) saveReceiving({ ...now, zonePrice: price });
    return;
  }
  if (next.shopId !== null) sessionStorage.setItem(RECHECKED, recheckKey(at, next.shopId));
  if (saveReceiving({ ...now, shopId: next.shopId, zonePrice: next.shopId === null ? null : price })) refresh();
}
