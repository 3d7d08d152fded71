import { BoundedTtlCache } from './bounded-cache';

describe('BoundedTtlCache', () => {
  it('keeps at most the given number of entries, dropping the oldest', () => {
    const c = new BoundedTtlCache<number>(3, 1_000_000, 60_000);
    for (let i = 0; i < 10; i++) c.set(`k${i}`, i);
    expect(c.size).toBe(3);
    expect(c.get('k0')).toBeUndefined();
    expect(c.get('k9')).toBe(9);
  });

  it('keeps at most the given bytes, keys counted, and refuses an entry larger than all of it', () => {
    const c = new BoundedTtlCache<boolean>(1000, 100, 60_000);
    for (let i = 0; i < 50; i++) c.set(`key-${i}`, true);
    expect(c.totalBytes).toBeLessThanOrEqual(100);
    c.set('x'.repeat(15_000), true);
    expect(c.get('x'.repeat(15_000))).toBeUndefined();
  });

  it('forgets entries after their time to live', () => {
    const c = new BoundedTtlCache<number>(10, 1000, 0);
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
  });
});
