// The storefront process's Prometheus metrics, one set per process: kept on globalThis because Next
// loads this file from several bundles (instrumentation, the /metrics route) and the page cache
// handler requires it from Node directly; prom-client is a server external (next.config.mjs), so all
// of them share one copy. Labels are bounded: routes are templates (./route-label.ts).
'use strict';
const client = require('prom-client');

const KEY = Symbol.for('shop.storefront.metrics');

function build() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    httpDuration: new client.Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status class, and how long they took',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new client.Counter({
      name: 'shop_page_cache_requests_total',
      help: "Reads of the page cache by layer (redis: the shared cache, local: this process's files) and result (hit, miss)",
      labelNames: ['layer', 'result'],
      registers: [registry],
    }),
  };
}

/** This process's storefront metrics. */
function storefrontMetrics() {
  const g = globalThis;
  if (!g[KEY]) g[KEY] = build();
  return g[KEY];
}

module.exports = { storefrontMetrics };
