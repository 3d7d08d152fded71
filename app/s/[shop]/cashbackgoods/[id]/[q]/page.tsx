// /cashbackgoods/{id}?page=n — a cashback group's goods with 'Показать ещё' (q: the folded query).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CashbackGroupPage, cashbackGroupMetadata } from '@/components/cashback/cashback-pages';
import { shopFromParam } from '@/components/catalog/route-params';
import { loadCashbackGroup } from '@/lib/data/cashback';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string; id: string; q: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, id, q } = await params;
  const view = await loadCashbackGroup(shopFromParam(shop), id, q);
  return view ? cashbackGroupMetadata(view) : { title: 'Подборка не найдена' };
}

export default async function Page({ params }: Props) {
  const { shop, id, q } = await params;
  const view = await loadCashbackGroup(shopFromParam(shop), id, q);
  if (!view) notFound();
  return <CashbackGroupPage {...view} />;
}
