// /favorites (storefront spec §2): the customer's favourite goods; private, rendered per request.
import type { Metadata } from 'next';
import { FavoritesPage } from '@/components/favorites/favorites-page';
import { loadFavoritesShop } from './load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Избранное', robots: { index: false, follow: false } };

export default async function Favorites() {
  return <FavoritesPage kind="favorites" shopId={await loadFavoritesShop()} />;
}
