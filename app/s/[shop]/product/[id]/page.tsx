// /product/{id} — the product page of the chosen shop.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopFromParam } from '@/components/catalog/route-params';
import { ProductPage, productMetadata } from '@/components/product/product-page';
import { loadProduct } from '@/lib/data/product';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, id } = await params;
  const view = await loadProduct(shopFromParam(shop), id);
  return view ? productMetadata(view) : { title: 'Товар не найден' };
}

export default async function Page({ params }: Props) {
  const { shop, id } = await params;
  const view = await loadProduct(shopFromParam(shop), id);
  if (!view) notFound();
  return <ProductPage {...view} />;
}
