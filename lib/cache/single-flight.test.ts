// Concurrent callers of one key share one call (a restart's first burst renders and asks once).
import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('runs one call for concurrent callers of the same key, and each gets its answer', async () => {
    const flights = new SingleFlight<string>();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const fn = async () => {
      calls += 1;
      await gate;
      return 'page';
    };
    const waiting = Array.from({ length: 32 }, () => flights.run('/product/1|2', fn));
    expect(flights.size).toBe(1);
    release();
    expect(await Promise.all(waiting)).toEqual(Array(32).fill('page'));
    expect(calls).toBe(1);
  });

  it('keeps different keys apart', async () => {
    const flights = new SingleFlight<string>();
    const seen: string[] = [];
    const answers = await Promise.all(['a', 'b', 'a'].map((k) => flights.run(k, async () => {
      seen.push(k);
      return k.toUpperCase();
    })));
    expect(answers).toEqual(['A', 'B', 'A']);
    expect(seen.sort()).toEqual(['a', 'b']);
  });

  it('forgets a settled call: the next caller calls again, after a failure too', async () => {
    const flights = new SingleFlight<number>();
    let calls = 0;
    await expect(flights.run('k', async () => {
      calls += 1;
      throw new Error('API down');
    })).rejects.toThrow('API down');
    expect(await flights.run('k', async () => ++calls)).toBe(2);
    expect(flights.size).toBe(0);
  });
});
