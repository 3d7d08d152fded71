'use client';
// The basket control of cards and the product page: 'В корзину', then −/quantity/+ with a quantity
// the shopper can type (spec §2, §4, §5).
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { isAvailable, type GoodSummary } from '@/domain/basket';
import { basket, useBasketLine } from './basket-store';
import { noteInUrl } from './basket-url';
import { QuantityStepper } from './quantity-stepper';
import styles from './add-to-basket.module.css';

// every card carries this control: the question's modal loads only when a pickup-only good asks it
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

type Props = { item: GoodSummary; variant?: 'card' | 'page' };

export function AddToBasket({ item, variant = 'card' }: Props) {
  const line = useBasketLine(item.id);
  const [asking, setAsking] = useState(false);
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

  if (!line) {
    return (
      <div className={cls}>
        <button
          type="button"
          className={styles.add}
          onClick={() => (item.isPickup ? setAsking(true) : add())}
        >
          <CartIcon />
          <span>В корзину</span>
        </button>
        {asking && (
          <ConfirmDialog title="Этот товар доступен только для самовывоза! Добавить его в корзину?" onConfirm={add} onClose={() => setAsking(false)} />
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
