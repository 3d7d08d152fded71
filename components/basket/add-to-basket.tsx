'use client';
// The basket control of cards and the product page: 'В корзину', then −/quantity/+ with a quantity
// the shopper can type (spec §2, §4, §5).
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { isAvailable, type GoodSummary } from '@/domain/basket';
import { AGE_ASK_MESSAGE } from '@/domain/age-gate';
import { confirmAdult, isAdultConfirmed } from '@/components/catalog/age-store';
import { basket, useBasketLine } from './basket-store';
import { noteInUrl } from './basket-url';
import { QuantityStepper } from './quantity-stepper';
import styles from './add-to-basket.module.css';

// every card carries this control: the question's modal loads only when a pickup-only good asks it
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

type Props = { item: GoodSummary; variant?: 'card' | 'page' };

export function AddToBasket({ item, variant = 'card' }: Props) {
  const line = useBasketLine(item.id);
  // the questions before adding: the age (a restricted good, from any page), then pickup only
  const [asking, setAsking] = useState<'age' | 'pickup' | null>(null);
  const adult = useRef(false);
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

  if (!line) {
    return (
      <div className={cls}>
        <button
          type="button"
          className={styles.add}
          onClick={() => (item.catalog.hasAgeRestrictions && !isAdultConfirmed() ? setAsking('age') : afterAge())}
        >
          <CartIcon />
          <span>В корзину</span>
        </button>
        {asking === 'age' && (
          <ConfirmDialog
            title={AGE_ASK_MESSAGE}
            confirmLabel="Мне есть 18"
            cancelLabel="Мне нет 18"
            testId="age-ask"
            onConfirm={() => {
              confirmAdult();
              adult.current = true;
            }}
            onClose={() => {
              // 'Мне нет 18', Escape or the backdrop add nothing; after 'Мне есть 18' the pickup question, if any
              setAsking(null);
              if (adult.current) afterAge();
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
