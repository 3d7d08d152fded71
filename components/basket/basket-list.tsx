'use client';
// The lines of the basket with their quantities and amounts; the full basket (checkout, packets,
// delivery) comes with the basket issue.
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { basketAmount, basketInputMax } from '@/domain/basket';
import { formatMoney } from '@/lib/format';
import { ButtonLink } from '@/components/ui/button';
import { basket, useBasketLines } from './basket-store';
import { QuantityStepper } from './quantity-stepper';
import s from './basket-list.module.css';

import { FALLBACK_IMAGE } from '@/lib/media';

const noop = () => () => {};

export function BasketList() {
  const lines = useBasketLines();
  // localStorage exists only after hydration: until then say nothing rather than 'empty'.
  const hydrated = useSyncExternalStore(noop, () => true, () => false);
  if (!hydrated) return <p className={s.loading}>Загружаем корзину…</p>;

  if (lines.length === 0) {
    return (
      <div className={s.empty} data-testid="basket-empty">
        <p className={s.emptyTitle}>Корзина пуста</p>
        <p>Загляните в каталог или на страницу акций — там много вкусного.</p>
        <ButtonLink href="/catalog" className={s.cta}>Перейти в каталог</ButtonLink>
      </div>
    );
  }

  return (
    <div className={s.layout}>
      <div>
        <p className={s.count} data-testid="basket-lines-count">Товаров в корзине: {lines.length}</p>
        <ul className={s.lines} data-testid="basket-lines">
          {lines.map((line) => (
            <li key={line.id} className={s.line} data-testid="basket-line" data-good-id={line.id}>
              <img src={line.hasImage ? line.image : FALLBACK_IMAGE} alt="" width={72} height={72} className={s.image} />
              <Link href={`/product/${line.id}`} className={s.name}>{line.name}</Link>
              <div className={s.stepper}>
                <QuantityStepper line={line} name={line.name} max={basketInputMax(line)} size="basket" />
              </div>
              <div className={s.amount}>
                {line.isOutOfStock ? <span className={s.out}>Нет в наличии</span> : formatMoney(line.amount)}
              </div>
              <button type="button" className={s.remove} aria-label={`Удалить: ${line.name}`} onClick={() => basket.remove(line.id)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
      <aside className={s.summary}>
        <div className={s.total}>
          <span>Товары</span>
          <strong data-testid="basket-amount">{formatMoney(basketAmount(lines))}</strong>
        </div>
        {/* checkout spec §2: 'clear basket' navigates with remove=all (basket-url.tsx does it) */}
        <ButtonLink variant="secondary" href="/basket?remove=all" replace scroll={false} prefetch={false} data-testid="basket-clear">
          Очистить корзину
        </ButtonLink>
      </aside>
    </div>
  );
}
