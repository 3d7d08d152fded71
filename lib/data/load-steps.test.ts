import type { Good } from '@/contract';
import { joinSteps } from './load-steps';

const goods = (...ids: number[]) => ids.map((id) => ({ id }) as Good);
const href = (page: number) => `/catalog?search-word=сыр&page=${page}`;

describe("'Показать ещё' steps", () => {
  it('join steps 1..n, each good once, and mark where the last step starts', () => {
    const loaded = joinSteps([
      { items: goods(1, 2), total: 6, hasMore: true },
      { items: goods(2, 3, 4), total: 6, hasMore: true },
    ], 2, href);
    expect(loaded.goods.map((g) => g.id)).toEqual([1, 2, 3, 4]);
    expect(loaded.anchorFrom).toBe(2);
    expect(loaded.total).toBe(6);
    expect(loaded.moreHref).toBe('/catalog?search-word=сыр&page=3');
  });

  it('offer no next step after the last page', () => {
    expect(joinSteps([{ items: goods(1, 2), total: 2, hasMore: false }], 1, href)).toEqual({
      goods: goods(1, 2), total: 2, anchorFrom: undefined, moreHref: null,
    });
  });

  it('offer no next step when a step beyond the end comes back empty', () => {
    const loaded = joinSteps([{ items: goods(1), total: 5, hasMore: true }, { items: [], total: 5, hasMore: false }], 2, href);
    expect(loaded.moreHref).toBeNull();
  });
});
