// A pass-through proxy between the storefront and the API that counts what the storefront asks
// (method and path), so the benchmark can show how many API calls a burst of first requests makes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ApiCounter = { url: string; asked: string[]; close: () => Promise<void> };

export async function startApiCounter(apiUrl: string, port = 0): Promise<ApiCounter> {
  const target = new URL(apiUrl);
  const asked: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    const up = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(up);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked,
    close: () => new Promise<void>((r) => {
      agent.destroy();
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}
