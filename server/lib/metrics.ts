// The API process's Prometheus metrics (GET /metrics, server/ops/routes.ts): every metric the API
// exports is declared here, so deploy/prometheus/alerts.yml and deploy/grafana/shop.json name only
// what exists (server/ops/alerts.test.ts checks their queries against a scrape).
// Labels are bounded: a route is its template (/api/orders/:id), never the raw path; a status its class.
import client from 'prom-client';

export const registry = new client.Registry();
// event-loop lag, heap, RSS, GC, open handles: prom-client's own process metrics
client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

/** Seconds an HTTP request took, by method, route template and status class (its _count is the request rate). */
export const httpDuration = new client.Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status class, and how long they took',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Event streams (SSE) open now: the customer's order page, the back office's live list. */
export const sseStreamsOpen = new client.Gauge({
  name: 'shop_sse_streams_open',
  help: 'Server-sent event streams open in this process',
  registers: [registry],
});

/**
 * Order events committed, by kind (created, paid, cancelled, status, ...), counted from the NOTIFY
 * every API process receives at each commit (server/services/orders/feed.ts): exact (a rolled-back
 * order is not counted) and the same in every process, so dashboards take `max` over instances, not `sum`.
 */
export const orderEvents = new client.Counter({
  name: 'shop_order_events_total',
  help: 'Order events committed (seen by this process through the database NOTIFY), by type',
  labelNames: ['type'] as const,
  registers: [registry],
});

/**
 * Payment operations with the bank by kind (register, hold, charge, refund, reverse, status) and
 * outcome (ok, refused, unknown, error). Ready for the payments ledger (issue 36): its code calls
 * `paymentOperations.inc({ kind, outcome })` when an operation settles, and sets
 * `paymentOperationsUnknown` to the ledger's rows still `unknown` (alerts.yml: PaymentOperationsStuckUnknown).
 */
export const paymentOperations = new client.Counter({
  name: 'shop_payment_operations_total',
  help: 'Payment operations with the bank, by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});
export const paymentOperationsUnknown = new client.Gauge({
  name: 'shop_payment_operations_unknown',
  help: 'Payment operations whose outcome is unknown (the bank did not answer) and not yet reconciled',
  registers: [registry],
});

/**
 * 1C CommerceML exchange sessions by outcome (ok, failed) and the rows they carried, by kind (goods,
 * offers, orders). Ready for the exchange (issue 37): its session end calls
 * `exchangeSessions.inc({ outcome })` and `exchangeRows.inc({ kind }, n)`.
 */
export const exchangeSessions = new client.Counter({
  name: 'shop_exchange_sessions_total',
  help: '1C exchange sessions ended, by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
export const exchangeRows = new client.Counter({
  name: 'shop_exchange_rows_total',
  help: 'Rows the 1C exchange imported or exported, by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** The outbox of webhooks, read from the database at each scrape (setOutboxSource). */
const outboxPending = new client.Gauge({ name: 'shop_outbox_pending', help: 'Webhook deliveries waiting to be sent', registers: [registry] });
const outboxOldest = new client.Gauge({
  name: 'shop_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest webhook delivery still pending (0 when none)',
  registers: [registry],
});
const outboxDead = new client.Gauge({ name: 'shop_outbox_dead', help: 'Webhook deliveries given up on (dead letters)', registers: [registry] });

/** The database pool (PostgreSQL; PGlite has one connection and no pool). */
const poolConnections = new client.Gauge({
  name: 'shop_db_pool_connections',
  help: 'Connections of the PostgreSQL pool by state (in_use, idle) and the clients waiting for one (waiting)',
  labelNames: ['state'] as const,
  registers: [registry],
});

export type OutboxFigures = { pending: number; oldestAgeSeconds: number; dead: number };
export type PoolFigures = { total: number; idle: number; waiting: number };

let outboxSource: (() => Promise<OutboxFigures>) | null = null;
let poolSource: (() => PoolFigures) | null = null;

/** Where the outbox's figures come from (server/services/webhooks/outbox-metrics.ts): read at each scrape. */
export function setOutboxSource(read: (() => Promise<OutboxFigures>) | null) {
  outboxSource = read;
}
export function setPoolSource(read: (() => PoolFigures) | null) {
  poolSource = read;
}

/** The text Prometheus scrapes: the figures read from the database first. */
export async function metricsText(): Promise<string> {
  if (outboxSource) {
    try {
      const o = await outboxSource();
      outboxPending.set(o.pending);
      outboxOldest.set(o.oldestAgeSeconds);
      outboxDead.set(o.dead);
    } catch {
      // the database away: the scrape still answers, with the last figures (the 503s show the outage)
    }
  }
  if (poolSource) {
    const p = poolSource();
    poolConnections.set({ state: 'in_use' }, p.total - p.idle);
    poolConnections.set({ state: 'idle' }, p.idle);
    poolConnections.set({ state: 'waiting' }, p.waiting);
  }
  return registry.metrics();
}

/** '2xx', '4xx', '5xx'. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;
