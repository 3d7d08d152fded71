import type { Good } from '@/contract';
import { pickSuggestions } from './load-suggestions';

const good = (id: number) => ({ id, name: `Товар ${id}`, image: '', hasImage: false, article: null, brand: null, catalog: { hasAgeRestrictions: id === 9 } }) as unknown as Good;

describe('the search dropdown', () => {
  it('shows the first 8 goods of the API answer', () => {
    const shown = pickSuggestions({ items: Array.from({ length: 10 }, (_, i) => good(i + 1)), total: 10, hasMore: false });
    expect(shown.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shows fewer when the API finds fewer, reduced to what a card needs', () => {
    expect(pickSuggestions({ items: [good(7)], total: 1, hasMore: false }))
      .toEqual([{ id: 7, name: 'Товар 7', image: '', hasImage: false, article: null }]);
  });

  it('marks a good for adults, whose price waits for the age question', () => {
    expect(pickSuggestions({ items: [good(9)], total: 1, hasMore: false })[0].adult).toBe(true);
  });
});

describe('the suggestion cache', () => {
  // the browser's storage, in memory (the unit tests run in node)
  beforeEach(() => {
    const store = new Map<string, string>();
    (globalThis as { window?: unknown }).window = {
      localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
    };
  });
  afterEach(() => { delete (globalThis as { window?: unknown }).window; });

  it('keeps the query the goods were found by with them, and nothing when there was none', async () => {
    const { readSuggestions, writeSuggestions } = await import('./suggest-cache');
    writeSuggestions('2:кефр', { goods: [], correctedQuery: 'кефир' });
    writeSuggestions('2:кефир', { goods: [] });
    expect(readSuggestions('2:кефр')).toEqual({ goods: [], correctedQuery: 'кефир' });
    expect(readSuggestions('2:кефир')).toEqual({ goods: [] });
  });
});
