// Requests Next cannot even represent: `TRACE /` (and CONNECT, TRACK) make Next's request object throw
// before any middleware runs, answering 500 with a stack trace in the log (issue 6). The storefront's
// HTTP server answers them 405 itself, ahead of Next.
import http from 'node:http';

const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT']);
let installed = false;

export function guardHttpMethods() {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      if (req.method && REFUSED.has(req.method)) {
        const body = JSON.stringify({
          '@context': '/api/contexts/Error', '@type': 'hydra:Error', 'hydra:title': 'Method Not Allowed', 'hydra:description': 'Метод не поддерживается.',
        });
        res.writeHead(405, { 'Content-Type': 'application/ld+json; charset=utf-8', Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
