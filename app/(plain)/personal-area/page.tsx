// /personal-area (checkout spec §2): the customer's orders, private, rendered per request, never cached.
import type { Metadata } from 'next';
import { PersonalArea } from '@/components/account/personal-area';
import { loadAccount } from './load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Личный кабинет',
  robots: { index: false, follow: false },
};

/** `?order=74` (a notification's link) opens that order in the list. */
export default async function PersonalAreaPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const { customer, shopId } = await loadAccount();
  const asked = (await searchParams).order;
  const order = typeof asked === 'string' && /^\d{1,9}$/.test(asked) ? Number(asked) : null;
  return <PersonalArea customer={customer} shopId={shopId} section="orders" openOrderId={order} />;
}
