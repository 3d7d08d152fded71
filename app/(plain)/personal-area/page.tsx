// /personal-area (checkout spec §2): the customer's orders, private, rendered per request, never cached.
import type { Metadata } from 'next';
import { PersonalArea } from '@/components/account/personal-area';
import { loadAccount } from './load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Личный кабинет',
  robots: { index: false, follow: false },
};

export default async function PersonalAreaPage() {
  const { customer, shopId } = await loadAccount();
  return <PersonalArea customer={customer} shopId={shopId} section="orders" />;
}
