'use client';
// The header's receiving-method slot. The button's code (the store, the rules, the popup's loader)
// arrives after hydration, not in the first-load JavaScript every page carries (the product page's
// budget is 150 KB, docs/decisions.md): until then, as in the cached HTML, the slot shows the
// prompt, which is what the button shows before it has read the browser's choice anyway.
import dynamic from 'next/dynamic';
import { PinIcon } from '@/components/layout/icons';
import { HEADER_PROMPT } from './header-prompt';
import s from '@/components/layout/header-actions.module.css';

function Prompt() {
  return (
    <button type="button" className={s.receiving} aria-haspopup="dialog" data-testid="receiving-method">
      <PinIcon className={s.pin} width={20} height={20} />
      <span className={s.receivingText}>{HEADER_PROMPT}</span>
    </button>
  );
}

const ReceivingButton = dynamic(() => import('./receiving-button').then((m) => m.ReceivingButton), { ssr: false, loading: Prompt });

export function ReceivingSlot() {
  return <ReceivingButton />;
}
