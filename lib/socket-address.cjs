// The address at the other end of each connection, for lib/client-address.ts. Next gives route
// handlers and the middleware no socket address (NextRequest.ip went in Next 15) and writes it into
// X-Forwarded-For only when the client sent none, so a shopper could choose the address the API's
// limits count. Preloaded into the storefront process (scripts/stack.ts: NODE_OPTIONS --require),
// this sets SOCKET_ADDRESS_HEADER on every request before Next sees it, replacing whatever the
// client sent under that name.
'use strict';
const http = require('node:http');

// the same name as SOCKET_ADDRESS_HEADER in lib/client-address.ts
const HEADER = 'x-storefront-socket-address';

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithSocketAddress(event, req, ...rest) {
  if (event === 'request' && req && req.headers) {
    const address = req.socket && req.socket.remoteAddress;
    if (address) req.headers[HEADER] = address;
    else delete req.headers[HEADER];
  }
  return emit.call(this, event, req, ...rest);
};
