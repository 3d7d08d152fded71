// Every request of the API, observed once: its request id (X-Request-Id from nginx or the storefront,
// else a new one, echoed in the answer), one JSON log line, and its duration in the metrics by route
// template (never the raw path) and status class. Event streams count as open until their body ends.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { REQUEST_ID_HEADER, acceptedRequestId } from '../../domain/log-rules';
import type { AppEnv } from '../context';
import { log } from '../lib/log';
import { httpDuration, sseStreamsOpen, statusClass } from '../lib/metrics';

const MAX_LOGGED_PATH = 200;
// scraped and probed every few seconds: counted, but logged only at debug
const QUIET = new Set(['/metrics', '/health', '/ready']);

/** The path of a URL without its query (it can carry personal data), capped. */
export function loggedPath(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split('?')[0];
  }
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…(${path.length})` : path;
}

/** The matched route's template, or 'unmatched' when only middleware matched (a 404, a 405). */
function routeOf(c: Parameters<MiddlewareHandler>[0]): string {
  const path = routePath(c, -1);
  return !path || path.includes('*') ? 'unmatched' : path;
}

/** The body of an event stream, counted in shop_sse_streams_open until it ends or the client leaves. */
function countedStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  sseStreamsOpen.inc();
  let open = true;
  const close = () => {
    if (open) sseStreamsOpen.dec();
    open = false;
  };
  const reader = body.getReader();
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          close();
          controller.close();
        } else controller.enqueue(value);
      } catch (err) {
        close();
        controller.error(err);
      }
    },
    async cancel(reason) {
      close();
      await reader.cancel(reason);
    },
  });
}

export function observeRequests(metrics = true): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = acceptedRequestId(c.req.header(REQUEST_ID_HEADER)) ?? randomUUID();
    c.set('requestId', requestId);
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    const { status } = c.res;
    const method = c.req.method;
    if (metrics) httpDuration.observe({ method, route, status_class: statusClass(status) }, seconds);
    c.res.headers.set('X-Request-Id', requestId);
    if (metrics && c.res.body && c.res.headers.get('content-type')?.startsWith('text/event-stream')) {
      c.res = new Response(countedStream(c.res.body), c.res);
    }
    const line = { reqId: requestId, method, route, path: loggedPath(c.req.url), status, ms: Math.round(seconds * 1000) };
    if (QUIET.has(route)) log.debug(line, 'request');
    else log.info(line, 'request');
  };
}
