import type { Good } from '@/contract';
import { pickSuggestions } from './load-suggestions';

const good = (id: number) => ({ id, name: `Товар ${id}`, image: '', hasImage: false, article: null, brand: null }) as unknown as Good;

describe('the search dropdown', () => {
  it('shows the first 8 goods of the API answer', () => {
    const shown = pickSuggestions({ items: Array.from({ length: 10 }, (_, i) => good(i + 1)), total: 10, hasMore: false });
    expect(shown.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('shows fewer when the API finds fewer, reduced to what a card needs', () => {
    expect(pickSuggestions({ items: [good(7)], total: 1, hasMore: false }))
      .toEqual([{ id: 7, name: 'Товар 7', image: '', hasImage: false, article: null }]);
  });
});
