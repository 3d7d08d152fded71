// Right side of the header: the receiving method, the account slot and the basket link.
import Link from 'next/link';
import { AccountActions } from '@/components/auth/account-actions';
import { BasketBadge } from './basket-badge';
import { CartIcon, PinIcon } from './icons';
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

/**
 * The account slot: the user icon that opens the auth popup for a guest; the bell, favourites and
 * personal-area button for a signed-in customer (components/auth/account-actions.tsx, filled on the
 * client so cached pages carry no customer).
 */
export function UserButton() {
  return <AccountActions />;
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
