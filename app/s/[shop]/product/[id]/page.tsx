// /product/{id} — the product page of the chosen shop.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopFromParam } from '@/components/catalog/route-params';
import { ProductPage } from '@/components/product/product-page';
import { hasCardDiscount } from '@/domain/price';
import { loadProduct } from '@/lib/data/product';
import { formatMoney } from '@/lib/format';
import { pageMetadata, plainText } from '@/lib/seo';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, id } = await params;
  const view = await loadProduct(shopFromParam(shop), id);
  if (!view) return { title: 'Товар не найден' };
  const { good } = view;
  const price = good.article
    ? hasCardDiscount(good.article)
      ? `Цена ${formatMoney(good.article.registerPrice)}, по карте ${formatMoney(good.article.actualPrice)}.`
      : `Цена ${formatMoney(good.article.registerPrice)}.`
    : '';
  const about = plainText(good.description, 160);
  return pageMetadata({
    title: good.name,
    description: [good.brand ? `${good.name} от «${good.brand.name}».` : `${good.name}.`, price, about].filter(Boolean).join(' '),
    path: `/product/${good.id}`,
    image: good.hasImage ? good.largeImage : null,
  });
}

export default async function Page({ params }: Props) {
  const { shop, id } = await params;
  const view = await loadProduct(shopFromParam(shop), id);
  if (!view) notFound();
  return <ProductPage {...view} />;
}
