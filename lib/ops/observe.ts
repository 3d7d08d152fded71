// Every request of the storefront, observed at its HTTP server (installed by instrumentation.ts,
// beside lib/http-guard.ts), so pages, the /api proxy and files alike: its request id (nginx's
// X-Request-Id, else a new one; echoed in the answer and passed to the API), one JSON log line, and
// its duration in the metrics by route label (./route-label.ts: bounded) and status class.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { HTTP_METHODS } from '@/contract/limits';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@/domain/log-rules';
import { logger } from './log';
import { storefrontMetrics } from './metrics.cjs';
import { requestStore } from './request-context';
import { routeLabel } from './route-label';

const MAX_LOGGED_PATH = 200;
const QUIET = new Set(['/metrics', '/health', '/ready', '/_next']);
const METHODS = new Set<string>(HTTP_METHODS);
let installed = false;

export function observeRequests(metrics: boolean) {
  if (installed) return;
  installed = true;
  const log = logger();
  const { httpDuration } = storefrontMetrics();
  const store = requestStore();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function observedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    const started = performance.now();
    const requestId = acceptedRequestId(req.headers[REQUEST_ID_HEADER] as string | undefined) ?? randomUUID();
    // what Next and the proxy read: the id made here when the client sent none or a malformed one
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      // a made-up verb is one label, not one each
      const method = req.method && METHODS.has(req.method) ? req.method : 'other';
      const url = req.url ?? '/';
      const route = routeLabel(method, url);
      const status = res.statusCode;
      if (metrics) httpDuration.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
      const path = url.split('?')[0];
      const line = {
        reqId: requestId, method, route, status, ms: Math.round(seconds * 1000),
        path: path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…(${path.length})` : path,
      };
      if (QUIET.has(route)) log.debug(line, 'request');
      else log.info(line, 'request');
    });
    return store.run({ requestId }, () => emit.apply(this, [event, ...args] as unknown as Parameters<typeof emit>));
  } as typeof emit;
}
