// The personal area's tabs as the back office shows them: the customer's three sections, the shops'
// orders (and a shop admin's own shops), and for site admins the reviews waiting for moderation, the
// 1C exchange, the goods' photos, the staff, the audit log, the promotions (promo codes, promotions, cashback), the discounts, the good sets, the home page's blocks, the news, and the FAQ and rules pages.
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
// «Акции»: the promo codes (/admin-order/promotions), the promotions with basket rules (…/rules) and the cashback goods (…/cashback)
export const PROMOTIONS_TAB = { href: '/admin-order/promotions', label: 'Акции' };
/** The «Акции» area's own pages, as tabs under the sections'. */
export const PROMOTIONS_PAGES = {
  label: 'Акции', tabs: [{ href: '/admin-order/promotions', label: 'Промокоды' }, { href: '/admin-order/promotions/rules', label: 'Акции с условиями' },
    { href: '/admin-order/promotions/cashback', label: 'Кешбэк' }],
};
export const CONTENT_TAB = { href: '/admin-order/content', label: 'Главная страница' };
export const NEWS_TAB = { href: '/admin-order/news', label: 'Новости' };
export const PAGES_TAB = { href: '/admin-order/pages', label: 'Вопросы и правила' };
export const DISCOUNTS_TAB = { href: '/admin-order/discounts', label: 'Скидки' };
export const GOOD_SETS_TAB = { href: '/admin-order/good-sets', label: 'Наборы' };

export function adminTabs(isSiteAdmin: boolean, currentHref: string): TabLink[] {
  // the shops' settings: a shop admin sees their own shops there
  return [...TABS, SHOPS_TAB, ...(isSiteAdmin ? [REVIEWS_TAB, EXCHANGE_TAB, GOODS_TAB, STAFF_TAB, AUDIT_TAB, PROMOTIONS_TAB, DISCOUNTS_TAB, GOOD_SETS_TAB, CONTENT_TAB, NEWS_TAB, PAGES_TAB] : [])].map((t) => ({ ...t, current: t.href === currentHref }));
}
