// /personal-area/{page} (checkout spec §2): the personal area's other tabs; an unknown one is a 404.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PersonalArea, isSection } from '@/components/account/personal-area';
import { loadAccount } from '../load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Личный кабинет',
  robots: { index: false, follow: false },
};

export default async function PersonalAreaSectionPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  if (!isSection(page) || page === 'orders') notFound();
  const { customer, shopId } = await loadAccount();
  return <PersonalArea customer={customer} shopId={shopId} section={page} />;
}
