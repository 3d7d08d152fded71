// /discounts — the shop's discounts (8001 first, as the API orders them), each to its goods.
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { DiscountList } from '@/components/catalog/discount-list';
import s from '@/components/catalog/catalog-page.module.css';
import { shopFromParam } from '@/components/catalog/route-params';
import { loadDiscounts } from '@/lib/data/shop';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Акции',
    description: 'Акции и скидки магазина: товары недели, скидки по карте и специальные предложения.',
    path: '/discounts',
  });
}

export default async function Page({ params }: Props) {
  const discounts = await loadDiscounts(shopFromParam((await params).shop));
  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Каталог', href: '/catalog' }, { label: 'Акции' }]} />
      <h1 className={s.title}>Акции</h1>
      <DiscountList discounts={discounts} />
    </div>
  );
}
