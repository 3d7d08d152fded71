import { toList } from './list';

const page = (ids: number[], total: number, next?: string) => ({
  '@context': '/api/contexts/Good',
  '@id': '/api/shops/1/goods',
  '@type': 'hydra:Collection' as const,
  'hydra:member': ids.map((id) => ({ id })),
  'hydra:totalItems': total,
  ...(next === undefined ? {} : { 'hydra:view': { '@id': '/api/shops/1/goods?page=1', '@type': 'hydra:PartialCollectionView' as const, 'hydra:next': next } }),
});

describe('toList', () => {
  it('keeps the members and the total, and says whether a next page exists', () => {
    expect(toList(page([1, 2], 5, '/api/shops/1/goods?page=2'))).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 5, hasMore: true });
  });

  it('has no more on the last page or without a view', () => {
    expect(toList(page([3], 3, undefined))).toEqual({ items: [{ id: 3 }], total: 3, hasMore: false });
    expect(toList({ ...page([], 0), 'hydra:view': { '@id': '/x', '@type': 'hydra:PartialCollectionView' as const } })).toEqual({ items: [], total: 0, hasMore: false });
  });
});

describe('fetchShopIds', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the ids of the shop list, or null when the API fails', async () => {
    const { fetchShopIds } = await import('./shop-ids');
    const fetchMock = jest.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(JSON.stringify(page([1, 2, 7], 3)), { status: 200 }))
      .mockResolvedValueOnce(new Response('{}', { status: 503 }));
    expect(await fetchShopIds('http://api')).toEqual(new Set([1, 2, 7]));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api/api/shops');
    expect(new Headers(init.headers).get('API-CONSUMER')).toBe('site');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(await fetchShopIds('http://api')).toBeNull();
  });
});
