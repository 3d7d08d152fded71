// /personal-area (checkout spec §2): the customer's orders, private, rendered per request, never cached;
// the first page of orders is read here, with the customer (decision 0185).
import type { Metadata } from 'next';
import { PersonalArea } from '@/components/account/personal-area';
import { accountSeeds } from '@/lib/data/prefetch';
import { loadAccount } from './load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Личный кабинет',
  robots: { index: false, follow: false },
};

/** `?order=74` (a notification's link) opens that order in the list. */
export default async function PersonalAreaPage({ searchParams }: { searchParams: Promise<{ order?: string | string[] }> }) {
  const { customer, shopId, state } = await loadAccount((token, id) => [accountSeeds.ordersPage(token, id)]);
  const asked = (await searchParams).order;
  const order = typeof asked === 'string' && /^\d{1,9}$/.test(asked) ? Number(asked) : null;
  return <PersonalArea customer={customer} shopId={shopId} section="orders" openOrderId={order} state={state} />;
}
