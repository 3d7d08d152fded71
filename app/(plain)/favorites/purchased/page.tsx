// /favorites/purchased (storefront spec §2): the goods of the customer's closed orders; private, per
// request, the first page read on the server (decision 0185).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { FavoritesPage } from '@/components/favorites/favorites-page';
import { loadFavorites } from '../load';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Купленные товары', robots: { index: false, follow: false } };

export default async function Purchased() {
  const { shopId, state } = await loadFavorites('purchased');
  return <HydrationBoundary state={state}><FavoritesPage kind="purchased" shopId={shopId} /></HydrationBoundary>;
}
