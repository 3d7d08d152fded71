// The personal area (checkout spec §2): the customer's name, the way out and the tabs that are
// pages — orders (/personal-area), notifications, addresses, and for admins the shops' orders.
import { formatPhone } from '@/domain/auth-forms';
import { TabLinks, type TabLink } from '@/components/ui/tabs';
import { REVIEWS_TAB } from '@/components/admin-orders/admin-tabs';
import { AddressesSection } from './addresses-section';
import { NotificationsSection } from './notifications-section';
import { OrdersSection } from './orders-section';
import s from './personal-area.module.css';

export type AccountCustomer = { id: number; name: string; phone: string; hasCard: boolean; isAdmin: boolean; isSiteAdmin?: boolean };

const SECTIONS = {
  orders: { href: '/personal-area', label: 'Заказы' },
  notifications: { href: '/personal-area/notifications', label: 'Уведомления' },
  addresses: { href: '/personal-area/addresses', label: 'Адреса' },
} as const;
export type Section = keyof typeof SECTIONS;
export const isSection = (v: string): v is Section => Object.prototype.hasOwnProperty.call(SECTIONS, v);

type Props = { customer: AccountCustomer; shopId: number; section: Section };

export function PersonalArea({ customer, shopId, section }: Props) {
  const tabs: TabLink[] = (Object.keys(SECTIONS) as Section[]).map((k) => ({ ...SECTIONS[k], current: k === section }));
  if (customer.isAdmin) tabs.push({ href: '/admin-order', label: 'Заказы магазинов', current: false });
  if (customer.isSiteAdmin) tabs.push({ ...REVIEWS_TAB, current: false });
  return (
    <div className={`container ${s.page}`}>
      <div className={s.head}>
        <h1 className={s.title}>Личный кабинет</h1>
        <div className={s.who}>
          <span data-testid="customer-name">{customer.name}</span>
          <span data-testid="customer-phone" className={s.phone}>{formatPhone(customer.phone)}</span>
          {/* a plain link: next/link would prefetch the route, and a GET of /logout signs out */}
          <a href="/logout" className={s.logout} data-testid="logout">Выйти</a>
        </div>
      </div>
      <TabLinks label="Разделы личного кабинета" tabs={tabs} className={s.tabs} />
      {section === 'orders' && <OrdersSection customerId={customer.id} shopId={shopId} hasCard={customer.hasCard} />}
      {section === 'notifications' && <NotificationsSection customerId={customer.id} />}
      {section === 'addresses' && <AddressesSection customerId={customer.id} />}
    </div>
  );
}
