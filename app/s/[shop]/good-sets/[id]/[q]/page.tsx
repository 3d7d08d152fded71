// /good-sets/{id}?page=n — a good set with its child sets and goods (q: the folded query).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GoodSetPage, goodSetMetadata } from '@/components/catalog/good-set-page';
import { shopFromParam } from '@/components/catalog/route-params';
import { loadGoodSet } from '@/lib/data/good-set';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string; id: string; q: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, id, q } = await params;
  const view = await loadGoodSet(shopFromParam(shop), id, q);
  return view ? goodSetMetadata(view) : { title: 'Подборка не найдена' };
}

export default async function Page({ params }: Props) {
  const { shop, id, q } = await params;
  const view = await loadGoodSet(shopFromParam(shop), id, q);
  if (!view) notFound();
  return <GoodSetPage {...view} />;
}
