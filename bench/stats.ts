// The benchmarks' one statistic: the value at percentile `p` of times sorted ascending (nearest rank).
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
