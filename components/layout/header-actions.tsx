// Right side of the header: the receiving method, the user icon and the basket link.
import Link from 'next/link';
import { BasketBadge } from './basket-badge';
import { CartIcon, PinIcon, UserIcon } from './icons';
import s from './header-actions.module.css';

/** Until the receiving-method work fills it in, the button asks the shopper to choose. */
export function ReceivingMethodButton() {
  return (
    <button type="button" className={s.receiving} data-testid="receiving-method">
      <PinIcon className={s.pin} width={20} height={20} />
      <span className={s.receivingText}>Уточните способ получения заказа</span>
    </button>
  );
}

/** Guests: opens the login popup (later work wires it). */
export function UserButton() {
  return (
    <button type="button" className={s.action} aria-label="Войти" title="Войти">
      <UserIcon />
      <span className={s.actionLabel} aria-hidden="true">Войти</span>
    </button>
  );
}

export function BasketLink() {
  return (
    // No aria-label: the name is the visible 'Корзина' and the badge's count ('Товаров в корзине: 3')
    <Link href="/basket" className={s.action} data-testid="basket-link">
      <span className={s.iconWrap}>
        <CartIcon />
        <BasketBadge />
      </span>
      <span className={s.actionLabel}>Корзина</span>
    </Link>
  );
}
