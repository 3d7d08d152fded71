// The personal area's tabs as the back office shows them: the customer's three sections, the shops'
// orders, and for site admins the reviews waiting for moderation, the 1C exchange, the promo codes and the home page's blocks.
import type { TabLink } from '@/components/ui/tabs';

const TABS = [
  { href: '/personal-area', label: 'Заказы' },
  { href: '/personal-area/notifications', label: 'Уведомления' },
  { href: '/personal-area/addresses', label: 'Адреса' },
  { href: '/admin-order', label: 'Заказы магазинов' },
];
export const REVIEWS_TAB = { href: '/admin-order/reviews', label: 'Отзывы' };
export const EXCHANGE_TAB = { href: '/admin-order/exchange', label: 'Обмен с 1С' };
export const PROMOTIONS_TAB = { href: '/admin-order/promotions', label: 'Промокоды' };
export const CONTENT_TAB = { href: '/admin-order/content', label: 'Главная страница' };

export function adminTabs(isSiteAdmin: boolean, currentHref: string): TabLink[] {
  return [...TABS, ...(isSiteAdmin ? [REVIEWS_TAB, EXCHANGE_TAB, PROMOTIONS_TAB, CONTENT_TAB] : [])].map((t) => ({ ...t, current: t.href === currentHref }));
}
