// /personal-area/{page} (checkout spec §2): the personal area's other tabs; an unknown one is a 404.
// Each tab's first screen is read here, with the customer (decision 0185).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PersonalArea, isSection, type Section } from '@/components/account/personal-area';
import { accountSeeds as a, type Seed } from '@/lib/data/prefetch';
import { loadAccount } from '../load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Личный кабинет',
  robots: { index: false, follow: false },
};

/** What each tab asks first, as its client components ask it (components/account/*-section.tsx). */
const SEEDS: Record<Exclude<Section, 'orders'>, (token: string, customerId: number) => Seed[]> = {
  profile: (t, id) => [a.customer(t, id), a.settings(t, id), a.stats(t, id), a.ordersPage(t, id)],
  notifications: (t, id) => [a.notifications(t, id)],
  addresses: (t, id) => [a.addresses(t, id)],
  'loyalty-ta': (t, id) => [a.loyalty(t, id), a.loyaltyTransactions(t, id)],
};

export default async function PersonalAreaSectionPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  if (!isSection(page) || page === 'orders') notFound();
  const { customer, shopId, state } = await loadAccount(SEEDS[page]);
  return <PersonalArea customer={customer} shopId={shopId} section={page} state={state} />;
}
