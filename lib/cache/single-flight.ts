// One call at a time per key: concurrent callers of the same key share the first caller's promise,
// so a restart's first burst of shoppers asks the API once per thing, not once per shopper.
// Settled calls are forgotten at once: remembering answers is the caller's cache's job.
export class SingleFlight<V> {
  private readonly pending = new Map<string, Promise<V>>();

  /** fn's promise for the first caller of `key`; the same promise for callers until it settles. */
  run(key: string, fn: () => Promise<V>): Promise<V> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const p = fn().finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }

  /** How many keys are in flight (for tests). */
  get size(): number {
    return this.pending.size;
  }
}
