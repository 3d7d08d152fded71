// Throughput and latency of one URL under load: a short warm-up (fills caches, JITs the code),
// then the measured run. Numbers are printed by bench/run.ts, never asserted.
import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };

export type LoadOptions = { connections?: number; seconds?: number; warmupSeconds?: number; headers?: Record<string, string> };

export async function load(url: string, o: LoadOptions = {}): Promise<LoadResult> {
  const connections = o.connections ?? 32;
  const common = { url, connections, headers: o.headers, timeout: 10 };
  if ((o.warmupSeconds ?? 3) > 0) await autocannon({ ...common, duration: o.warmupSeconds ?? 3 });
  const r = await autocannon({ ...common, duration: o.seconds ?? 10 });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
