// The favourites' calls (contract/favorites.ts), through this site's /api proxy, which adds the
// signed-in customer's Bearer token: the hearts' ids, adding, removing and clearing, and the goods
// pages of /favorites and /favorites/purchased. Loaded only for a signed-in customer.
import { apiClient } from './client';
import { toList, type List } from './list';
import type { Favorite, Good, HydraCollection } from '@/contract';

const { get, send } = apiClient(() => '/');

export const favoriteIds = (customerId: number): Promise<Favorite[]> =>
  get<HydraCollection<Favorite>>(`api/customers/${customerId}/favorites`).then((c) => c['hydra:member']);

export const addFavorite = (goodId: number): Promise<Favorite> => send<Favorite>('post', 'api/favorites', { goodId });

export const removeFavorite = (id: number): Promise<void> => send<void>('delete', `api/favorites/${id}`);

export const clearFavorites = (): Promise<void> => send<void>('delete', 'api/favorites/clear');

export type FavoritesKind = 'favorites' | 'purchased';

/** One page of the favourite or purchased goods as the shop sells them; `name` only from SEARCH_TEXT_MIN characters. */
export const favoriteGoods = (shopId: number, kind: FavoritesKind, page: number, name: string | undefined): Promise<List<Good>> =>
  get<HydraCollection<Good>>(`api/shops/${shopId}/${kind}`, { page, name }).then(toList);
