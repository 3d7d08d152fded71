'use client';
// The basket control of cards and the product page: 'В корзину', then −/quantity/+ with a quantity
// the shopper can type (spec §2, §4, §5). 'В корзину' is a real form (decision 0189): tapped before
// the page's scripts have run (they load after the first paint) or with JavaScript off, it POSTs
// good={id} to this very address, which the middleware sends back with ?good={id} (lib/basket-form.ts)
// for basket-url.tsx to add once, asking the age question first; once hydrated, the handler below
// adds at once and the form never leaves the page.
import dynamic from 'next/dynamic';
import { useState, type FormEvent } from 'react';
import { isAvailable, type GoodSummary } from '@/domain/basket';
import { AGE_ASK_MESSAGE } from '@/domain/age-gate';
import { isAdultConfirmed } from '@/components/catalog/age-store';
import { basket, useBasketLine } from './basket-store';
import { BASKET_FORM_FIELD } from '@/lib/basket-form';
import { noteInUrl } from './basket-url';
import { QuantityStepper } from './quantity-stepper';
import styles from './add-to-basket.module.css';

// every card carries this control: the question's modal loads only when a pickup-only good asks it
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });
const AgeQuestion = dynamic(() => import('@/components/catalog/age-question').then((m) => m.AgeQuestion), { ssr: false });

type Props = { item: GoodSummary; variant?: 'card' | 'page' };

export function AddToBasket({ item, variant = 'card' }: Props) {
  const line = useBasketLine(item.id);
  // the questions before adding: the age (a restricted good, from any page), then pickup only
  const [asking, setAsking] = useState<'age' | 'pickup' | null>(null);
  const cls = variant === 'page' ? `${styles.root} ${styles.page}` : styles.root;

  if (!isAvailable(item)) {
    return (
      <div className={cls}>
        <button type="button" className={`${styles.add} ${styles.unavailable}`} disabled>Нет в наличии</button>
      </div>
    );
  }

  const add = () => {
    basket.add(item);
    noteInUrl('good', item.id);
  };
  const afterAge = () => (item.isPickup ? setAsking('pickup') : add());

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (item.catalog.hasAgeRestrictions && !isAdultConfirmed()) setAsking('age');
    else afterAge();
  };

  if (!line) {
    return (
      <div className={cls}>
        {/* no action: the address the shopper is on, its query (a search, filters) kept */}
        <form method="post" onSubmit={onSubmit}>
          <input type="hidden" name={BASKET_FORM_FIELD} value={item.id} />
          <button type="submit" className={styles.add}>
            <CartIcon />
            <span>В корзину</span>
          </button>
        </form>
        {asking === 'age' && (
          <AgeQuestion
            title={AGE_ASK_MESSAGE}
            testId="age-ask"
            onAnswer={(adult) => {
              // 'Мне нет 18', Escape or the backdrop add nothing; after 'Мне есть 18' the pickup question, if any
              setAsking(null);
              if (adult) afterAge();
            }}
          />
        )}
        {asking === 'pickup' && (
          <ConfirmDialog title="Этот товар доступен только для самовывоза! Добавить его в корзину?" onConfirm={add} onClose={() => setAsking(null)} />
        )}
      </div>
    );
  }

  return (
    <div className={cls}>
      <QuantityStepper line={line} name={item.name} size={variant} onRemoved={() => noteInUrl('remove', item.id)} />
    </div>
  );
}

function CartIcon() {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none"
      stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}
