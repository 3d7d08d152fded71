'use client';
// The basket control of cards and the product page: 'В корзину', then −/quantity/+ (spec §2, §4).
import { useRef } from 'react';
import { isAvailable, type GoodSummary } from '@/domain/basket';
import { quantityLabel } from '@/domain/measure';
import { formatQuantity } from '@/lib/format';
import { basket, useBasketLine } from './basket-store';
import styles from './add-to-basket.module.css';

type Props = { item: GoodSummary; variant?: 'card' | 'page' };

/** Lists and product pages note the last basket change in the URL: ?good={id} / ?remove={id} (spec §2). */
function noteInUrl(key: 'good' | 'remove', id: number) {
  const url = new URL(window.location.href);
  url.searchParams.delete(key === 'good' ? 'remove' : 'good');
  url.searchParams.set(key, String(id));
  window.history.replaceState(window.history.state, '', url);
}

export function AddToBasket({ item, variant = 'card' }: Props) {
  const line = useBasketLine(item.id);
  const dialog = useRef<HTMLDialogElement>(null);
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
          onClick={() => (item.isPickup ? dialog.current?.showModal() : add())}
        >
          <CartIcon />
          <span>В корзину</span>
        </button>
        {item.isPickup && (
          <dialog ref={dialog} className={styles.dialog} aria-labelledby={`pickup-${item.id}`}>
            <p id={`pickup-${item.id}`}>Этот товар доступен только для самовывоза! Добавить его в корзину?</p>
            <form method="dialog" className={styles.dialogActions}>
              <button type="submit" className={styles.yes} onClick={add}>Да</button>
              <button type="submit" className={styles.no}>Нет</button>
            </form>
          </dialog>
        )}
      </div>
    );
  }

  const label = quantityLabel(line, formatQuantity);
  const atMax = line.quantity >= line.max;

  return (
    <div className={cls}>
      <div className={styles.stepper} role="group" aria-label={`Количество: ${item.name}`}>
        <button
          type="button"
          className={styles.step}
          aria-label="Уменьшить количество"
          onClick={() => {
            const removing = line.quantity - line.step < line.min;
            basket.decrement(item.id);
            if (removing) noteInUrl('remove', item.id);
          }}
        >
          −
        </button>
        <output className={styles.quantity} aria-live="polite">{label}</output>
        <button
          type="button"
          className={styles.step}
          aria-label="Увеличить количество"
          disabled={atMax}
          onClick={() => basket.increment(item.id)}
        >
          +
        </button>
      </div>
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
