// /favorites (storefront spec §2): the customer's favourite goods; private, rendered per request,
// the first page read on the server (decision 0185).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { FavoritesPage } from '@/components/favorites/favorites-page';
import { loadFavorites } from './load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Избранное', robots: { index: false, follow: false } };

export default async function Favorites() {
  const { shopId, state } = await loadFavorites('favorites');
  return <HydrationBoundary state={state}><FavoritesPage kind="favorites" shopId={shopId} /></HydrationBoundary>;
}
