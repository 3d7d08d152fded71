// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; min: number; max: number; p50: number; p90: number; p99: number; total: number };
  export type Result = {
    requests: Histogram; latency: Histogram; throughput: Histogram;
    duration: number; errors: number; timeouts: number; non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string; connections?: number; duration?: number; amount?: number; pipelining?: number;
    headers?: Record<string, string>; method?: string; body?: string; timeout?: number;
  };
  function autocannon(opts: Options): Promise<Result> & { stop: () => void };
  export default autocannon;
}
