// `?page=n` of a listing is one ranged API call, showing what n steps of 'Показать ещё' would.
import type { Good } from '@/contract';
import type { List } from '@/lib/api/list';
import { loadRange } from './load-steps';

const goods = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }) as Good);
const collection = (members: Good[], total: number): List<Good> => ({ items: members, total, hasMore: members.length < total });

describe('loadRange', () => {
  it('fetches page 25 of 40 as one call for the first 1000 goods', async () => {
    const calls: number[] = [];
    const loaded = await loadRange(25, 40, async (count: number) => {
      calls.push(count);
      return collection(goods(1, count), 5000);
    }, (p: number) => `/category/1?page=${p}`);
    expect(calls).toEqual([1000]);
    expect(loaded.goods).toHaveLength(1000);
    expect(loaded.anchorFrom).toBe(960);
    expect(loaded.moreHref).toBe('/category/1?page=26');
  });

  it('offers no more once everything is shown, and no anchor on the first page', async () => {
    const loaded = await loadRange(1, 40, async () => collection(goods(1, 12), 12), (p: number) => `?page=${p}`);
    expect(loaded.goods).toHaveLength(12);
    expect(loaded.anchorFrom).toBeUndefined();
    expect(loaded.moreHref).toBeNull();
  });
});
