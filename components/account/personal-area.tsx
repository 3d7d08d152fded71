// The personal area (checkout spec §2): the customer's name, the way out and the tabs that are
// pages — orders (/personal-area), profile, notifications, addresses, bonuses (loyalty-ta), and for
// admins the shops' orders.
import { formatPhone } from '@/domain/auth-forms';
import { TabLinks, type TabLink } from '@/components/ui/tabs';
import { AddressesSection } from './addresses-section';
import { LoyaltySection } from './loyalty-section';
import { NotificationsSection } from './notifications-section';
import { OrdersSection } from './orders-section';
import { ProfileSection } from './profile-section';
import s from './personal-area.module.css';

export type AccountCustomer = {
  id: number; name: string; phone: string; hasCard: boolean; isAdmin: boolean;
  /** the loyalty tab's case (domain/loyalty.ts cardAccess) and the card's barcode */
  card: string | null; isCardConfirmed: boolean; isBlocked: boolean;
};

const SECTIONS = {
  orders: { href: '/personal-area', label: 'Заказы' },
  profile: { href: '/personal-area/profile', label: 'Профиль' },
  notifications: { href: '/personal-area/notifications', label: 'Уведомления' },
  addresses: { href: '/personal-area/addresses', label: 'Адреса' },
  'loyalty-ta': { href: '/personal-area/loyalty-ta', label: 'Бонусы' },
} as const;
export type Section = keyof typeof SECTIONS;
export const isSection = (v: string): v is Section => Object.prototype.hasOwnProperty.call(SECTIONS, v);

type Props = { customer: AccountCustomer; shopId: number; section: Section };

export function PersonalArea({ customer, shopId, section }: Props) {
  const tabs: TabLink[] = (Object.keys(SECTIONS) as Section[]).map((k) => ({ ...SECTIONS[k], current: k === section }));
  if (customer.isAdmin) tabs.push({ href: '/admin-order', label: 'Заказы магазинов', current: false });
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
      {section === 'profile' && <ProfileSection customerId={customer.id} />}
      {section === 'notifications' && <NotificationsSection customerId={customer.id} />}
      {section === 'addresses' && <AddressesSection customerId={customer.id} />}
      {section === 'loyalty-ta' && <LoyaltySection customer={customer} />}
    </div>
  );
}
