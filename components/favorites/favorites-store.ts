'use client';
// The signed-in customer's favourites in the browser, shared by every heart on the page and by
// /favorites: the cached pages carry no customer, so the hearts are filled in here from one
// GET /api/customers/{id}/favorites per page and customer. Changes go through the pure reducer of
// domain/favorites.ts (optimistic add with a temporary id, remove marks the line deleting). The API
// client loads only for a signed-in customer, so a guest's page carries none of it.
import { useEffect, useSyncExternalStore } from 'react';
import { EMPTY_FAVORITES, favoriteOf, favoritesReducer, type FavoritesAction, type FavoritesState } from '@/domain/favorites';

let state: FavoritesState = EMPTY_FAVORITES;
/** whose favourites `state` holds (null: nobody's yet) */
let owner: number | null = null;
let nextTempId = -1;
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function dispatch(action: FavoritesAction) {
  state = favoritesReducer(state, action);
  listeners.forEach((l) => l());
}

const client = () => import('@/lib/api/favorites-browser');

function load(customerId: number | null) {
  if (owner === customerId) return;
  owner = customerId;
  dispatch({ type: 'cleared' });
  if (customerId === null) return;
  client()
    .then((c) => c.favoriteIds(customerId))
    .then((favorites) => {
      if (owner === customerId) dispatch({ type: 'loaded', favorites });
    })
    // spec §8: favourites errors are only logged
    .catch((e) => console.error('Не удалось загрузить избранное', e));
}

/** Adds the good, or removes it when it is a favourite; a line on its way to the server is left alone. */
export async function toggleFavorite(goodId: number): Promise<void> {
  const line = favoriteOf(state, goodId);
  if (!line) {
    const tempId = nextTempId--;
    dispatch({ type: 'add', goodId, tempId });
    try {
      const favorite = await (await client()).addFavorite(goodId);
      dispatch({ type: 'added', tempId, id: favorite.id });
    } catch (e) {
      dispatch({ type: 'addFailed', tempId });
      console.error('Не удалось добавить товар в избранное', e);
    }
  } else if (line.status === 'ready') {
    dispatch({ type: 'remove', id: line.id });
    try {
      await (await client()).removeFavorite(line.id);
      dispatch({ type: 'removed', id: line.id });
    } catch (e) {
      dispatch({ type: 'removeFailed', id: line.id });
      console.error('Не удалось удалить товар из избранного', e);
    }
  }
}

/** 'Очистить избранное': the list empties once the API has done it (a failure throws to the caller). */
export async function clearAllFavorites(): Promise<void> {
  await (await client()).clearFavorites();
  dispatch({ type: 'cleared' });
}

/** The favourites of the signed-in customer (empty for a guest, and until loaded). */
export function useFavorites(customerId: number | null): FavoritesState {
  useEffect(() => load(customerId), [customerId]);
  return useSyncExternalStore(subscribe, () => state, () => EMPTY_FAVORITES);
}
