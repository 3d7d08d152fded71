// The middleware's choice of shop (the page cache key) from the `shop` cookie: an id the
// API does not know is never used, and neither is any id while the shop list cannot be fetched.
import { cachedShopIds, chooseShop, type KnownShopIds } from './shop-choice';

const DEFAULT_SHOP = 1; // lib/env.ts's default, DEFAULT_SHOP_ID being unset in tests

/** A fetch of the shop list that answers from a script, one entry per call, and counts its calls. */
function scripted(...answers: (Set<number> | null | Error)[]) {
  const calls = { count: 0 };
  const fetchIds: KnownShopIds = async () => {
    const answer = answers[Math.min(calls.count, answers.length - 1)];
    calls.count += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetchIds, calls };
}

const down = () => new Error('connect ECONNREFUSED 127.0.0.1:4000');

describe('chooseShop', () => {
  it('takes a shop the API knows', async () => {
    const { fetchIds } = scripted(new Set([1, 2, 3]));
    expect(await chooseShop('2', cachedShopIds(fetchIds))).toBe(2);
  });

  it('falls back to the default shop for an id the API does not know', async () => {
    const { fetchIds } = scripted(new Set([1, 2, 3]));
    expect(await chooseShop('7', cachedShopIds(fetchIds))).toBe(DEFAULT_SHOP);
  });

  it('falls back to the default shop while the shop list cannot be fetched (network failure)', async () => {
    const { fetchIds, calls } = scripted(down());
    const known = cachedShopIds(fetchIds);
    for (const cookie of ['7', '2', '999999']) expect(await chooseShop(cookie, known)).toBe(DEFAULT_SHOP);
    expect(calls.count).toBeGreaterThan(0);
  });

  it('falls back to the default shop while the API answers the shop list with an error', async () => {
    const { fetchIds } = scripted(null);
    expect(await chooseShop('7', cachedShopIds(fetchIds))).toBe(DEFAULT_SHOP);
  });

  it('asks nothing for a missing or malformed cookie', async () => {
    const { fetchIds, calls } = scripted(new Set([1, 2]));
    const known = cachedShopIds(fetchIds);
    for (const cookie of [undefined, '', '0', '02', 'x', '-2']) expect(await chooseShop(cookie, known)).toBe(DEFAULT_SHOP);
    expect(calls.count).toBe(0);
  });
});

describe('cachedShopIds', () => {
  it('asks the API at most once per minute', async () => {
    let now = 0;
    const { fetchIds, calls } = scripted(new Set([1, 2]), new Set([1, 2, 5]));
    const known = cachedShopIds(fetchIds, 60_000, () => now);
    expect(await chooseShop('5', known)).toBe(DEFAULT_SHOP);
    now = 59_999;
    expect(await chooseShop('5', known)).toBe(DEFAULT_SHOP);
    expect(calls.count).toBe(1);
    now = 60_000;
    expect(await chooseShop('5', known)).toBe(5);
    expect(calls.count).toBe(2);
  });

  it('keeps the last list fetched while a refresh fails, and still refuses unknown ids', async () => {
    let now = 0;
    const { fetchIds, calls } = scripted(new Set([1, 2]), down(), null);
    const known = cachedShopIds(fetchIds, 60_000, () => now);
    expect(await chooseShop('2', known)).toBe(2);
    now = 120_000; // stale: refreshing fails (network), then fails (API error)
    expect(await chooseShop('2', known)).toBe(2);
    expect(await chooseShop('7', known)).toBe(DEFAULT_SHOP);
    expect(calls.count).toBe(3);
  });
});

describe('cachedShopIds under a burst', () => {
  it('asks the API once for many concurrent requests arriving before the list is known', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const known = cachedShopIds(async () => {
      calls += 1;
      await gate;
      return new Set([1, 2]);
    });
    const answers = Promise.all(Array.from({ length: 20 }, () => chooseShop('2', known)));
    release();
    const shops = await answers;
    expect(shops).toHaveLength(20);
    expect(new Set(shops)).toEqual(new Set([2]));
    expect(calls).toBe(1);
  });
});
