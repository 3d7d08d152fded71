'use client';
// The header's receiving-method button (spec §2): 'Самовывоз из магазина:' with the shop's address,
// 'Доставка по адресу:' with the address, or 'Уточните способ получения заказа'. Filled on the
// client from localStorage (receiving-store.ts), as the account slot is from the session, so the
// cached pages stay shopper-free. It opens the popup (a lazy chunk), by itself while no method or no
// shop is saved (spec §4), and runs the load-time transitions (use-receiving-sync.ts).
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { PinIcon } from '@/components/layout/icons';
import { useSession } from '@/components/auth/session-store';
import { headerText, popupMustOpen } from '@/domain/receiving';
import { readReceiving, saveReceiving, useReceiving } from './receiving-store';
import { useReceivingSync } from './use-receiving-sync';
import s from '@/components/layout/header-actions.module.css';

const ReceivingDialog = dynamic(() => import('./receiving-dialog'), { ssr: false });

export function ReceivingButton() {
  const choice = useReceiving();
  const session = useSession();
  const [open, setOpen] = useState(false);
  useReceivingSync(choice, session);

  useEffect(() => {
    // the live choice, not the hook's value: during hydration that is still the server's (none)
    if (popupMustOpen(readReceiving())) setOpen(true);
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

  const { label, value } = headerText(choice, choice.shopAddress ?? null);
  return (
    <>
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
      {open && <ReceivingDialog onClose={() => setOpen(false)} />}
    </>
  );
}
