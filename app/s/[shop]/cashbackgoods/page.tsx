// /cashbackgoods — the shop's cashback groups, each with a carousel of its goods.
import type { Metadata } from 'next';
import { CashbackGroupsPage, cashbackGroupsMetadata } from '@/components/cashback/cashback-pages';
import { shopFromParam } from '@/components/catalog/route-params';
import { loadCashbackGroups } from '@/lib/data/cashback';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cashbackGroupsMetadata(await loadCashbackGroups(shopFromParam((await params).shop)));
}

export default async function Page({ params }: Props) {
  return <CashbackGroupsPage groups={await loadCashbackGroups(shopFromParam((await params).shop))} />;
}
