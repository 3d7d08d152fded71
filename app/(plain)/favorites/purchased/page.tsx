// /favorites/purchased (storefront spec §2): the goods of the customer's closed orders; private, per request.
import type { Metadata } from 'next';
import { FavoritesPage } from '@/components/favorites/favorites-page';
import { loadFavoritesShop } from '../load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Купленные товары', robots: { index: false, follow: false } };

export default async function Purchased() {
  return <FavoritesPage kind="purchased" shopId={await loadFavoritesShop()} />;
}
