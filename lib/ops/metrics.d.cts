// Types of ./metrics.cjs.
import type { Counter, Histogram, Registry } from 'prom-client';

export declare function storefrontMetrics(): {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  pageCache: Counter<'layer' | 'result'>;
};
