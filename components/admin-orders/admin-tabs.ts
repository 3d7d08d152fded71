// The personal area's tabs as the back office shows them: the customer's three sections, the shops'
// orders, and for site admins the reviews waiting for moderation, the 1C exchange, the goods' photos,
// the staff and the audit log.
import type { TabLink } from '@/components/ui/tabs';

const TABS = [
  { href: '/personal-area', label: 'Заказы' },
  { href: '/personal-area/notifications', label: 'Уведомления' },
  { href: '/personal-area/addresses', label: 'Адреса' },
  { href: '/admin-order', label: 'Заказы магазинов' },
];
export const REVIEWS_TAB = { href: '/admin-order/reviews', label: 'Отзывы' };
export const SHOPS_TAB = { href: '/admin-order/shops', label: 'Магазины' };
export const EXCHANGE_TAB = { href: '/admin-order/exchange', label: 'Обмен с 1С' };
export const GOODS_TAB = { href: '/admin-order/goods', label: 'Товары' };
export const STAFF_TAB = { href: '/admin-order/staff', label: 'Сотрудники' };
export const AUDIT_TAB = { href: '/admin-order/audit', label: 'Журнал' };

export function adminTabs(isSiteAdmin: boolean, currentHref: string): TabLink[] {
  // the shops' settings: a shop admin sees their own shops there
  return [...TABS, SHOPS_TAB, ...(isSiteAdmin ? [REVIEWS_TAB, EXCHANGE_TAB, GOODS_TAB, STAFF_TAB, AUDIT_TAB] : [])].map((t) => ({ ...t, current: t.href === currentHref }));
}
