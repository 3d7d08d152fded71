'use client';
// The header's receiving-method button (spec §2): 'Самовывоз из магазина:' with the shop's address,
// 'Доставка по адресу:' with the address, or 'Уточните способ получения заказа'. Filled on the
// client from localStorage (receiving-store.ts), as the account slot is from the session, so the
// cached pages stay shopper-free. It opens the popup (a lazy chunk), by itself while no method or no
// shop is saved (spec §4), and, for a delivery choice, runs the load-time transitions
// (receiving-sync.ts, loaded only then: the header is in every page's first-load JavaScript).
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useState } from 'react';
import { PinIcon } from '@/components/layout/icons';
import { useSession } from '@/components/auth/session-store';
import { headerText, popupMustOpen } from '@/domain/receiving-choice';
import { whenIdle } from '@/lib/idle';
import { readReceiving, saveReceiving, useReceiving } from './receiving-store';
import s from '@/components/layout/header-actions.module.css';
import n from './nearest-slot.module.css';

const ReceivingDialog = dynamic(() => import('./receiving-dialog'), { ssr: false });

export function ReceivingButton() {
  const choice = useReceiving();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const router = useRouter();

  // spec §4 on each page load, and when the session or the delivery address changes
  const user = session.status === 'ready' ? session.user : undefined;
  const delivery = choice.method === 'delivery' && choice.address
    ? `${choice.address.id ?? ''}|${choice.address.coordinates.join(',')}|${choice.shopId ?? ''}`
    : null;
  useEffect(() => {
    if (user === undefined || delivery === null) return;
    let live = true;
    const leave = () => { live = false; };
    // a check cut off by leaving the page must not count as a failed one
    window.addEventListener('pagehide', leave);
    import('./receiving-sync')
      .then((m) => m.syncReceiving({ user, live: () => live, refresh: () => router.refresh() }))
      .catch((e: unknown) => console.warn('Не удалось проверить способ получения', e));
    return () => {
      live = false;
      window.removeEventListener('pagehide', leave);
    };
  }, [user, delivery, router]);

  useEffect(() => {
    // the live choice, not the hook's value: during hydration that is still the server's (none)
    if (!popupMustOpen(readReceiving())) return;
    return afterLoad(() => startTransition(() => setOpen(true)));
  }, [choice]);

  // a pickup choice saved without the shop's address (older data, a test's seed): ask once
  const missingAddress = choice.method === 'pickup' && choice.shopId !== null && !choice.shopAddress ? choice.shopId : null;
  useEffect(() => {
    if (missingAddress === null) return;
    import('@/lib/api/receiving-browser')
      .then((m) => m.receivingApi.shop(missingAddress))
      .then((shop) => {
        const now = readReceiving();
        if (now.shopId === shop.id && now.method === 'pickup') saveReceiving({ ...now, shopAddress: shop.address });
      })
      .catch((e: unknown) => console.warn('Не удалось загрузить магазин', e));
  }, [missingAddress]);

  const nearest = useNearestSlot(choice.method, choice.shopId);
  const { label, value } = headerText(choice, choice.shopAddress ?? null);
  return (
    <div className={n.bar}>
      <button
        type="button"
        className={s.receiving}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="receiving-method"
      >
        <PinIcon className={s.pin} width={20} height={20} />
        <span className={s.receivingText}>
          {label}
          {value && <> <b className={s.receivingValue}>{value}</b></>}
        </span>
      </button>
      {/* beside the button, not in it: the button's name stays the choice */}
      {nearest && <p className={n.nearest} data-testid="receiving-nearest-slot">{nearest}</p>}
      {open && <ReceivingDialog onClose={() => setOpen(false)} />}
    </div>
  );
}

/** The nearest slot of the chosen shop and method (null before a choice, without a slot, or on a failed load). */
function useNearestSlot(method: 'delivery' | 'pickup' | null, shopId: number | null): string | null {
  const [nearest, setNearest] = useState<{ key: string; text: string | null } | null>(null);
  const key = method && shopId !== null ? `${shopId}:${method}` : null;
  useEffect(() => {
    if (!method || shopId === null) return;
    let live = true;
    import('./nearest-slot')
      .then((m) => m.nearestSlot(shopId, method))
      .then((text) => { if (live) setNearest({ key: `${shopId}:${method}`, text }); })
      .catch((e: unknown) => console.warn('Не удалось загрузить ближайшее время получения', e));
    return () => { live = false; };
  }, [method, shopId]);
  // an answer for another choice is not shown while the new one travels
  return nearest && nearest.key === key ? nearest.text : null;
}

/** How long the popup waits for a page whose load event does not come (an image that hangs). */
const LOAD_WAIT_MS = 4000;

/**
 * Runs `open` once the page has loaded and the browser is idle (at most 2 s later), or LOAD_WAIT_MS
 * after hydration if the load event has not come by then. On a first visit the popup's chunk,
 * stylesheet, lists and map otherwise compete with the page's own first paint and hydration: the
 * shopper sees the page first, then the question. Returns the cancel.
 */
function afterLoad(open: () => void): () => void {
  let cancelIdle = () => {};
  // called once: by the load event or by the cap, each of which it takes away
  const idle = () => {
    window.removeEventListener('load', idle);
    clearTimeout(cap);
    cancelIdle = whenIdle(open);
  };
  const cap = window.setTimeout(idle, LOAD_WAIT_MS);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle);
  return () => {
    clearTimeout(cap);
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}
