// The signed-in customer's favourites as the browser holds them (storefront spec §4 "Favourites"):
// adding is optimistic with a temporary id, replaced by the server's, and the line goes again on
// failure; removing marks the line deleting, then removes it, and restores it on failure. Clear
// empties the list. Pure: the hearts' store (components/favorites/) dispatches, and tests replay.
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '../contract/limits';

/** A favourite line. A temporary id (while adding) is negative; the server's are positive. */
export type FavoriteLine = { id: number; goodId: number; status: 'ready' | 'adding' | 'deleting' };
export type FavoritesState = readonly FavoriteLine[];

export type FavoritesAction =
  | { type: 'loaded'; favorites: readonly { id: number; goodId: number }[] }
  | { type: 'add'; goodId: number; tempId: number }
  | { type: 'added'; tempId: number; id: number }
  | { type: 'addFailed'; tempId: number }
  | { type: 'remove'; id: number }
  | { type: 'removed'; id: number }
  | { type: 'removeFailed'; id: number }
  | { type: 'cleared' };

export const EMPTY_FAVORITES: FavoritesState = [];

const withStatus = (state: FavoritesState, id: number, status: FavoriteLine['status']) =>
  state.map((l) => (l.id === id ? { ...l, status } : l));

export function favoritesReducer(state: FavoritesState, action: FavoritesAction): FavoritesState {
  switch (action.type) {
    case 'loaded': {
      // a list read before a tap's change reached the server must not undo it: lines on their way
      // keep their state (a heart tapped while the page was still loading stays filled)
      const pending = new Map(state.filter((l) => l.status !== 'ready').map((l) => [l.goodId, l]));
      const loaded: FavoriteLine[] = action.favorites.map((f) => pending.get(f.goodId) ?? { id: f.id, goodId: f.goodId, status: 'ready' });
      const adding = [...pending.values()].filter((l) => l.status === 'adding' && !action.favorites.some((f) => f.goodId === l.goodId));
      return [...loaded, ...adding];
    }
    case 'add':
      // a good already there (even one being removed) is not added twice
      return state.some((l) => l.goodId === action.goodId) ? state : [...state, { id: action.tempId, goodId: action.goodId, status: 'adding' }];
    case 'added':
      return state.map((l) => (l.id === action.tempId ? { ...l, id: action.id, status: 'ready' } : l));
    case 'addFailed':
      return state.filter((l) => l.id !== action.tempId);
    case 'remove':
      // a line still being added has no server id to remove yet
      return state.some((l) => l.id === action.id && l.status === 'ready') ? withStatus(state, action.id, 'deleting') : state;
    case 'removed':
      return state.filter((l) => l.id !== action.id);
    case 'removeFailed':
      return withStatus(state, action.id, 'ready');
    case 'cleared':
      return EMPTY_FAVORITES;
  }
}

/** The line of a good, if any. */
export const favoriteOf = (state: FavoritesState, goodId: number): FavoriteLine | undefined => state.find((l) => l.goodId === goodId);

/** Whether the heart of a good shows filled: added or being added, not being removed. */
export const isFavorite = (state: FavoritesState, goodId: number): boolean => {
  const line = favoriteOf(state, goodId);
  return line !== undefined && line.status !== 'deleting';
};

/**
 * The name the favourites pages search by: the typed text once it has SEARCH_TEXT_MIN characters
 * (the API's bound, as every goods search of spec §5), else none: the whole list.
 */
export function favoritesSearch(typed: string): string | undefined {
  const text = typed.trim().slice(0, SEARCH_TEXT_MAX);
  return text.length >= SEARCH_TEXT_MIN ? text : undefined;
}
