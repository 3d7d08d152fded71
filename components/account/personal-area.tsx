// The personal area (checkout spec §2): the customer's name, the way out and the tabs that are
// pages — orders (/personal-area), profile, notifications, addresses, bonuses (loyalty-ta), and for
// admins the shops' orders. The tab's first screen comes read on the server (`state`, decision 0185):
// its client component starts with its data instead of «Загрузка…».
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { formatPhone } from '@/domain/auth-forms';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks, type TabLink } from '@/components/ui/tabs';
import { REVIEWS_TAB } from '@/components/admin-orders/admin-tabs';
import { AddressesSection } from './addresses-section';
import { LoyaltySection } from './loyalty-section';
import { NotificationsSection } from './notifications-section';
import { OrdersSection } from './orders-section';
import { ProfileSection } from './profile-section';
import type { AccountCustomer } from './account-customer';
import s from './personal-area.module.css';


const SECTIONS = {
  orders: { href: '/personal-area', label: 'Заказы' },
  profile: { href: '/personal-area/profile', label: 'Профиль' },
  notifications: { href: '/personal-area/notifications', label: 'Уведомления' },
  addresses: { href: '/personal-area/addresses', label: 'Адреса' },
  'loyalty-ta': { href: '/personal-area/loyalty-ta', label: 'Бонусы' },
} as const;
export type Section = keyof typeof SECTIONS;
export const isSection = (v: string): v is Section => Object.prototype.hasOwnProperty.call(SECTIONS, v);

type Props = { customer: AccountCustomer; shopId: number; section: Section; openOrderId?: number | null; state?: DehydratedState };

export function PersonalArea({ customer, shopId, section, openOrderId = null, state }: Props) {
  const tabs: TabLink[] = (Object.keys(SECTIONS) as Section[]).map((k) => ({ ...SECTIONS[k], current: k === section }));
  if (customer.isAdmin) tabs.push({ href: '/admin-order', label: 'Заказы магазинов', current: false });
  if (customer.isSiteAdmin) tabs.push({ ...REVIEWS_TAB, current: false });
  return (
    <div className={`container ${s.page}`}>
      <PageHead title="Личный кабинет">
        <span data-testid="customer-name">{customer.name}</span>
        <span data-testid="customer-phone" className={s.phone}>{formatPhone(customer.phone)}</span>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={tabs} className={s.tabs} />
      <HydrationBoundary state={state}>
      {section === 'orders' && <OrdersSection customerId={customer.id} shopId={shopId} hasCard={customer.hasCard} openOrderId={openOrderId} />}
      {section === 'profile' && <ProfileSection customerId={customer.id} />}
      {section === 'notifications' && <NotificationsSection customerId={customer.id} />}
      {section === 'addresses' && <AddressesSection customerId={customer.id} />}
      {section === 'loyalty-ta' && <LoyaltySection customer={customer} />}
      </HydrationBoundary>
    </div>
  );
}
