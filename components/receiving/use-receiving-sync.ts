'use client';
// The load-time transitions of spec §4 (domain/receiving.ts), run once per page by the header
// button: a customer's saved address after a logout becomes pickup at that shop, a saved address the
// customer no longer has resets the method, and a delivery address's zone is checked again (another
// serving shop switches to it, none or a failed check resets the shop). The API module is loaded only
// when a check is due, so a pickup shopper's page carries none of it.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { afterZoneRecheck, reconcile, type Shopper } from '@/domain/receiving';
import type { SessionState } from '@/components/auth/session-store';
import { readReceiving, saveReceiving, type ReceivingChoice } from './receiving-store';

const api = () => import('@/lib/api/receiving-browser').then((m) => m.receivingApi);
// a zone re-check per address, shop and browser tab: not on every page view
const RECHECKED = 'receiving_rechecked';
const recheckKey = (point: readonly [number, number], shopId: number) => `${point[0]},${point[1]}|${shopId}`;

/** The popup has just checked this address's zone: no re-check of it in this tab. */
export function markZoneChecked(choice: ReceivingChoice) {
  if (choice.method === 'delivery' && choice.address && choice.shopId !== null) {
    sessionStorage.setItem(RECHECKED, recheckKey(choice.address.coordinates, choice.shopId));
  }
}

export function useReceivingSync(choice: ReceivingChoice, session: SessionState) {
  const router = useRouter();
  const user = session.status === 'ready' ? session.user : undefined;
  const addressId = choice.method === 'delivery' ? choice.address?.id ?? null : null;

  // stale saved address, logout
  useEffect(() => {
    if (user === undefined) return;
    const now = readReceiving();
    const apply = (shopper: Shopper) => {
      const next = reconcile(now, shopper);
      // reconcile answers pickup or nothing: never an address
      if (next && saveReceiving({ ...now, method: next.method, shopId: next.shopId, address: null, ownerId: null, zonePrice: null })) router.refresh();
    };
    if (user === null) return apply({ status: 'guest' });
    if (addressId === null) return;
    apply({ status: 'customer', id: user.id, addressIds: null });
    let live = true;
    api().then((a) => a.addresses(user.id)).then(
      (list) => { if (live) apply({ status: 'customer', id: user.id, addressIds: list.map((x) => x.id) }); },
      (e: unknown) => console.warn('Не удалось загрузить адреса покупателя', e),
    );
    return () => { live = false; };
  }, [user, addressId, router]);

  // zone re-check
  const point = choice.method === 'delivery' ? choice.address?.coordinates ?? null : null;
  const key = point && choice.shopId !== null ? recheckKey(point, choice.shopId) : null;
  useEffect(() => {
    if (!key || sessionStorage.getItem(RECHECKED) === key) return;
    let live = true;
    // a call cut off by leaving the page is no failed check: it must not reset the shop
    const leave = () => { live = false; };
    window.addEventListener('pagehide', leave);
    const now = readReceiving();
    const at = now.address!.coordinates;
    api().then((a) => a.zonesAt(at, now.shopId)).then(
      (zones) => ({ shopId: zones[0]?.shopId ?? null, price: zones[0]?.price ?? null }),
      (e: unknown) => {
        console.warn('Не удалось проверить зону доставки', e);
        return { shopId: 'failed' as const, price: null };
      },
    ).then(({ shopId, price }) => {
      if (!live) return;
      const next = afterZoneRecheck(now, shopId);
      if (next === null) {
        sessionStorage.setItem(RECHECKED, key);
        if (price !== null && price !== now.zonePrice) saveReceiving({ ...now, zonePrice: price });
        return;
      }
      const changed = saveReceiving({ ...now, shopId: next.shopId, zonePrice: next.shopId === null ? null : price });
      if (next.shopId !== null) sessionStorage.setItem(RECHECKED, recheckKey(at, next.shopId));
      if (changed) router.refresh();
    });
    return () => {
      live = false;
      window.removeEventListener('pagehide', leave);
    };
  }, [key, router]);
}
