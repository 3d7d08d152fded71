// The request a piece of storefront server code runs for: its request id, set by the HTTP observer
// (./observe.ts) around Next's handling, read by the calls to the API (lib/api/fetch.ts, the /api
// proxy, lib/api/catalog.ts) so the API logs the same id. On globalThis: Next loads this from several bundles.
import { AsyncLocalStorage } from 'node:async_hooks';

type RequestContext = { requestId: string };
const KEY = Symbol.for('shop.storefront.requestContext');

export function requestStore(): AsyncLocalStorage<RequestContext> {
  const g = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> };
  g[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return g[KEY];
}

/** The current request's id, or undefined outside a request (a background job) or before the observer runs. */
export function currentRequestId(): string | undefined {
  // read without creating: a store made here would turn on Node's async hooks in a process (a unit
  // test) that never observes requests
  return (globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> })[KEY]?.getStore()?.requestId;
}

/** The header to send the API with the current request's id (none outside a request). */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { 'X-Request-Id': id } : {};
}

/** The current request's id as a log field (none outside a request). */
export function requestIdField(): { reqId?: string } {
  const id = currentRequestId();
  return id ? { reqId: id } : {};
}
