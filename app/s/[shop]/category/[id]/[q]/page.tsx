// /category/{id}?… — a category's goods with sorting and filters (q: the folded query).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogPage, catalogMetadata } from '@/components/catalog/catalog-page';
import { shopFromParam } from '@/components/catalog/route-params';
import { loadCatalogView } from '@/lib/data/catalog';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string; id: string; q: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, id, q } = await params;
  return catalogMetadata(await loadCatalogView(shopFromParam(shop), q, id));
}

export default async function Page({ params }: Props) {
  const { shop, id, q } = await params;
  const view = await loadCatalogView(shopFromParam(shop), q, id);
  if (view.mode === 'not-found') notFound();
  return <CatalogPage view={view} />;
}
