'use client';
// The header's receiving-method slot. The button's code (the store, the rules, the popup's loader)
// arrives after hydration, not in the first-load JavaScript every page carries (the product page's
// budget is 150 KB, decision 19): until then, as in the cached HTML, the slot holds the
// prompt's place without showing it: the choice is not known yet, and saying 'Уточните способ
// получения заказа' to a shopper who has chosen would be untrue. Same size, so nothing moves.
import dynamic from 'next/dynamic';
import { PinIcon } from '@/components/layout/icons';
import { HEADER_PROMPT } from './header-prompt';
import s from '@/components/layout/header-actions.module.css';

function Placeholder() {
  return (
    <span className={s.receiving} aria-hidden="true" style={{ visibility: 'hidden' }} data-testid="receiving-placeholder">
      <PinIcon className={s.pin} width={20} height={20} />
      <span className={s.receivingText}>{HEADER_PROMPT}</span>
    </span>
  );
}

const ReceivingButton = dynamic(() => import('./receiving-button').then((m) => m.ReceivingButton), { ssr: false, loading: Placeholder });

export function ReceivingSlot() {
  return <ReceivingButton />;
}
