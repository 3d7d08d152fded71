import { EMPTY_FAVORITES, favoritesReducer as reduce, favoritesSearch, isFavorite, type FavoritesState } from './favorites';

const loaded: FavoritesState = reduce(EMPTY_FAVORITES, { type: 'loaded', favorites: [{ id: 10, goodId: 100 }, { id: 11, goodId: 101 }] });

describe('favourites: loading', () => {
  it('holds the server lines, each ready', () => {
    expect(loaded).toEqual([{ id: 10, goodId: 100, status: 'ready' }, { id: 11, goodId: 101, status: 'ready' }]);
    expect(isFavorite(loaded, 100)).toBe(true);
    expect(isFavorite(loaded, 102)).toBe(false);
  });

  it('keeps a heart tapped before the list arrived: the list read before the add does not undo it', () => {
    const tapped = reduce(EMPTY_FAVORITES, { type: 'add', goodId: 102, tempId: -1 });
    const late = reduce(tapped, { type: 'loaded', favorites: [{ id: 10, goodId: 100 }] });
    expect(isFavorite(late, 102)).toBe(true);
    const done = reduce(late, { type: 'added', tempId: -1, id: 12 });
    expect(done).toContainEqual({ id: 12, goodId: 102, status: 'ready' });
  });

  it('keeps a removal on its way when a list that still has the line arrives', () => {
    const removing = reduce(loaded, { type: 'remove', id: 10 });
    const late = reduce(removing, { type: 'loaded', favorites: [{ id: 10, goodId: 100 }, { id: 11, goodId: 101 }] });
    expect(isFavorite(late, 100)).toBe(false);
    expect(reduce(late, { type: 'removed', id: 10 })).toEqual([{ id: 11, goodId: 101, status: 'ready' }]);
  });
});

describe('favourites: adding', () => {
  const adding = reduce(loaded, { type: 'add', goodId: 102, tempId: -1 });

  it('adds a line at once under a temporary id, the heart filled', () => {
    expect(adding).toContainEqual({ id: -1, goodId: 102, status: 'adding' });
    expect(isFavorite(adding, 102)).toBe(true);
  });

  it("replaces the temporary id with the server's", () => {
    const added = reduce(adding, { type: 'added', tempId: -1, id: 12 });
    expect(added).toContainEqual({ id: 12, goodId: 102, status: 'ready' });
    expect(added.some((l) => l.id === -1)).toBe(false);
  });

  it('removes the line when the server fails', () => {
    const failed = reduce(adding, { type: 'addFailed', tempId: -1 });
    expect(failed).toEqual(loaded);
    expect(isFavorite(failed, 102)).toBe(false);
  });

  it('does not add a good twice', () => {
    expect(reduce(loaded, { type: 'add', goodId: 100, tempId: -2 })).toBe(loaded);
    expect(reduce(adding, { type: 'add', goodId: 102, tempId: -2 })).toBe(adding);
  });
});

describe('favourites: removing', () => {
  const deleting = reduce(loaded, { type: 'remove', id: 10 });

  it('marks the line deleting, the heart empty', () => {
    expect(deleting).toContainEqual({ id: 10, goodId: 100, status: 'deleting' });
    expect(isFavorite(deleting, 100)).toBe(false);
  });

  it('then removes it', () => {
    expect(reduce(deleting, { type: 'removed', id: 10 })).toEqual([{ id: 11, goodId: 101, status: 'ready' }]);
  });

  it('restores it when the server fails', () => {
    const restored = reduce(deleting, { type: 'removeFailed', id: 10 });
    expect(restored).toEqual(loaded);
    expect(isFavorite(restored, 100)).toBe(true);
  });

  it('leaves a line that is still being added (it has no server id yet)', () => {
    const adding = reduce(loaded, { type: 'add', goodId: 102, tempId: -1 });
    expect(reduce(adding, { type: 'remove', id: -1 })).toBe(adding);
  });
});

describe('favourites: clearing', () => {
  it('empties the list', () => {
    expect(reduce(loaded, { type: 'cleared' })).toEqual([]);
  });
});

describe('favourites: the search box', () => {
  it('searches from three characters, trimmed and within the bound, else lists everything', () => {
    expect(favoritesSearch('')).toBeUndefined();
    expect(favoritesSearch('  мо ')).toBeUndefined();
    expect(favoritesSearch(' мол ')).toBe('мол');
    expect(favoritesSearch('я'.repeat(150))).toHaveLength(100);
  });
});
