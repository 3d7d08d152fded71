// Right side of the header: the receiving method, the account slot and the basket link.
import Link from 'next/link';
import { AccountActions } from '@/components/auth/account-actions';
import { ReceivingSlot } from '@/components/receiving/receiving-slot';
import { BasketBadge } from './basket-badge';
import { CartIcon } from './icons';
import s from './header-actions.module.css';

/**
 * The receiving method: 'Самовывоз из магазина:', 'Доставка по адресу:' or the prompt, and the popup
 * (components/receiving/receiving-button.tsx, filled on the client so cached pages carry no choice,
 * and loaded after hydration: components/receiving/receiving-slot.tsx).
 */
export function ReceivingMethodButton() {
  return <ReceivingSlot />;
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
