// /cashbackgoods/{id}?page=n — a cashback group's goods with 'Показать ещё' (q: the folded query).
import { CashbackGroupPage, cashbackGroupMetadata } from '@/components/cashback/cashback-pages';
import { listingRoute } from '@/components/catalog/listing-route';
import { loadCashbackGroup } from '@/lib/data/cashback';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

const route = listingRoute({ load: loadCashbackGroup, metadata: cashbackGroupMetadata, missingTitle: 'Подборка не найдена', render: (view) => <CashbackGroupPage {...view} /> });
export const generateMetadata = route.generateMetadata;
export default route.Page;
