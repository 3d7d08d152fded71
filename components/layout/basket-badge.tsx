'use client';
// The number of basket lines over the basket icon; live across components and tabs.
import { useBasketCount } from '@/components/basket/basket-store';
import s from './header-actions.module.css';

export function BasketBadge() {
  const count = useBasketCount();
  return (
    <span className={s.badge} data-testid="basket-count" data-count={count} hidden={count === 0}>
      <span className="visually-hidden">Товаров в корзине: </span>
      {count > 99 ? '99+' : count}
    </span>
  );
}
