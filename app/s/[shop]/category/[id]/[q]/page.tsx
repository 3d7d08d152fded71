// /category/{id}?… — a category's goods with sorting and filters (q: the folded query).
import { CatalogPage, catalogMetadata } from '@/components/catalog/catalog-page';
import { listingRoute } from '@/components/catalog/listing-route';
import { loadCatalogView } from '@/lib/data/catalog';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

const route = listingRoute({
  load: async (shop, id, q) => {
    const view = await loadCatalogView(shop, q, id);
    return view.mode === 'not-found' ? null : view;
  },
  metadata: catalogMetadata,
  missingTitle: 'Страница не найдена',
  render: (view) => <CatalogPage view={view} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
