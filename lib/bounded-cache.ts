// A small in-memory cache bounded by entry count AND by total size, with a time to live: what the
// middleware remembers about the API must not grow with what strangers send.
export class BoundedTtlCache<V> {
  private readonly entries = new Map<string, { value: V; size: number; at: number }>();
  private bytes = 0;

  constructor(private readonly maxEntries: number, private readonly maxBytes: number, private readonly ttlMs: number) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.drop(key);
      return undefined;
    }
    return hit.value;
  }

  /** size: roughly the bytes the entry holds; the key's length is added. */
  set(key: string, value: V, size = 0): void {
    const total = size + key.length;
    if (total > this.maxBytes) return;
    this.drop(key);
    while (this.entries.size >= this.maxEntries || this.bytes + total > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string | undefined;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
    this.entries.set(key, { value, size: total, at: Date.now() });
    this.bytes += total;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  private drop(key: string) {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.bytes -= hit.size;
    this.entries.delete(key);
  }
}
