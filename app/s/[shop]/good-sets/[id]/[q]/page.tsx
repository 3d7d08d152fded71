// /good-sets/{id}?page=n — a good set with its child sets and goods (q: the folded query).
import { GoodSetPage, goodSetMetadata } from '@/components/catalog/good-set-page';
import { listingRoute } from '@/components/catalog/listing-route';
import { loadGoodSet } from '@/lib/data/good-set';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

const route = listingRoute({ load: loadGoodSet, metadata: goodSetMetadata, missingTitle: 'Подборка не найдена', render: (view) => <GoodSetPage {...view} /> });
export const generateMetadata = route.generateMetadata;
export default route.Page;
