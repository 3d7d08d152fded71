// Requests Next cannot even represent, or would silently change: `TRACE /` (and CONNECT, TRACK) make Next's request object throw
// before any middleware runs, answering 500 with a stack trace in the log. The storefront's
// HTTP server answers them 405 itself, ahead of Next.
import http from 'node:http';
import { HTTP_METHODS } from '@/contract/limits';
import { HYDRA_CONTENT_TYPE, hydraErrorBody } from './api/hydra-error';

const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT']);
const PROTO_KEY = /(^|\[)(__proto__|constructor|prototype)(\]|\[|$)/;

/**
 * A query key naming __proto__, constructor or prototype (`__proto__[x]`, `a[constructor]`). Next's
 * own query parsing drops such keys silently, so neither the middleware nor the /api proxy could
 * see them: they are refused here, on the raw URL, as the API refuses them.
 */
export function hasPrototypeKey(url: string): boolean {
  const q = url.indexOf('?');
  if (q < 0) return false;
  const pairs = url.slice(q + 1).split('#')[0].split('&', 1000);
  return pairs.some((pair) => {
    const key = pair.split('=', 1)[0].replace(/\+/g, ' ');
    let decoded = key;
    try {
      decoded = decodeURIComponent(key);
    } catch {
      // a bad encoding is refused elsewhere; check the key as it is
    }
    return PROTO_KEY.test(decoded);
  });
}

function answer(res: http.ServerResponse, status: number, title: string, description: string, extra: Record<string, string> = {}) {
  const body = hydraErrorBody(title, description);
  res.writeHead(status, { 'Content-Type': HYDRA_CONTENT_TYPE, 'Content-Length': String(Buffer.byteLength(body)), ...extra });
  res.end(body);
}
let installed = false;

export function guardHttpMethods() {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      if (req.method && REFUSED.has(req.method)) {
        answer(res, 405, 'Method Not Allowed', 'Метод не поддерживается.', { Allow: HTTP_METHODS.join(', ') });
        return true;
      }
      if (req.url && hasPrototypeKey(req.url)) {
        answer(res, 400, 'Bad Request', 'Недопустимое имя параметра.');
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
