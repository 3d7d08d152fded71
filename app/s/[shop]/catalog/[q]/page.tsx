// /catalog?… — the catalogue tree, a discount's goods or search results (q: the folded query).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogPage, catalogMetadata } from '@/components/catalog/catalog-page';
import { shopFromParam } from '@/components/catalog/route-params';
import { loadCatalogView } from '@/lib/data/catalog';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string; q: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, q } = await params;
  return catalogMetadata(await loadCatalogView(shopFromParam(shop), q));
}

export default async function Page({ params }: Props) {
  const { shop, q } = await params;
  const view = await loadCatalogView(shopFromParam(shop), q);
  if (view.mode === 'not-found') notFound();
  return <CatalogPage view={view} />;
}
