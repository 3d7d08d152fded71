// The storefront's /api/* proxy (app/api/[...path]/route.ts) when the request or the API misbehaves
//: the route handler itself, against a local HTTP server standing in for the API. What a
// client sees is a hydra error with a Russian description, never the API's address or a stack trace.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';

// No route of the allowlist takes a body yet (the accounts and checkout issues add them): this one
// stands in for them, so the body cap is tested where it applies.
jest.mock('@/lib/proxy-policy', () => {
  const actual = jest.requireActual<typeof import('@/lib/proxy-policy')>('@/lib/proxy-policy');
  return {
    ...actual,
    proxyVerdict: (method: string, path: string) =>
      (path === '/api/test-body' && method === 'POST' ? 'ok' : actual.proxyVerdict(method, path)),
  };
});

type Mode = 'answer' | 'hang' | 'fail' | 'stream' | 'slow';
type Seen = { method: string; url: string; bytes: number };

let mode: Mode = 'answer';
const seen: Seen[] = [];
const server = http.createServer((req, res) => {
  let bytes = 0;
  req.on('data', (c: Buffer) => { bytes += c.length; });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', bytes });
    if (mode === 'hang') return; // never answers
    if (mode === 'slow') {
      // past the test's 300 ms PROXY_TIMEOUT_MS: as a 20 MB photo's decode and checks can take longer than the usual 10 s
      setTimeout(() => res.writeHead(201, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify({ received: bytes })), 700);
      return;
    }
    if (mode === 'stream') {
      // an event now and one after the proxy's time-out, as an order's status stream does
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Accel-Buffering': 'no' }).write('data: 1\n\n');
      setTimeout(() => res.end('data: 2\n\n'), 700);
      return;
    }
    if (mode === 'fail') {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Error: boom\n    at handler (/srv/api/app.ts:1:1)');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/ld+json' }).end(JSON.stringify({ received: bytes }));
  });
});
let port = 0;
const saved = { ...process.env };

type Route = typeof import('@/app/api/[...path]/route');

/** A fresh copy of the route handler reading `apiUrl` and a short time-out (lib/env.ts reads at load). */
function loadRoute(apiUrl: string): Route {
  process.env.SHOP_API_URL = apiUrl;
  process.env.PROXY_TIMEOUT_MS = '300';
  process.env.SITE_URL = 'http://shop.test';
  let mod: Route | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<Route>('@/app/api/[...path]/route');
  });
  return mod!;
}

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const free = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  return free;
}

// duplex: undici's option for a streamed request body, missing from Next's RequestInit type
type Init = NonNullable<ConstructorParameters<typeof NextRequest>[1]> & { duplex?: 'half' };
// state-changing requests come from the site itself (the proxy refuses others: lib/auth/origin.ts)
const request = (path: string, init?: Init) => new NextRequest(`http://shop.test${path}`, {
  ...init,
  headers: { origin: 'http://shop.test', ...(init?.headers as Record<string, string> | undefined) },
});

/** The hydra error body, checked to show nothing internal. */
async function hydraError(res: Response, apiPort: number) {
  expect(res.headers.get('content-type')).toMatch(/^application\/ld\+json/);
  const text = await res.text();
  for (const leak of ['127.0.0.1', 'localhost', String(apiPort), 'ECONNREFUSED', 'Error:', '    at ', '/srv/']) {
    expect(text).not.toContain(leak);
  }
  for (const [, value] of res.headers) expect(value).not.toContain(String(apiPort));
  const body = JSON.parse(text) as Record<string, string>;
  expect(body['@type']).toBe('hydra:Error');
  expect(body['hydra:description']).toMatch(/[а-яё]/i);
  return body;
}

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

beforeEach(() => {
  mode = 'answer';
  seen.length = 0;
});

afterEach(() => {
  process.env = { ...saved };
  server.closeAllConnections(); // the hanging requests
});

describe('the /api proxy when the request is too large', () => {
  const KB = 1024;

  it('passes a body under 256 KB to the API', async () => {
    const { POST } = loadRoute(`http://127.0.0.1:${port}`);
    const res = await POST(request('/api/test-body', { method: 'POST', body: new Uint8Array(200 * KB) }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 200 * KB });
    expect(seen).toEqual([{ method: 'POST', url: '/api/test-body', bytes: 200 * KB }]);
  });

  it('answers 413 hydra for a body over 256 KB and sends nothing to the API', async () => {
    const { POST } = loadRoute(`http://127.0.0.1:${port}`);
    const res = await POST(request('/api/test-body', { method: 'POST', body: new Uint8Array(256 * KB + 1) }));
    expect(res.status).toBe(413);
    expect((await hydraError(res, port))['hydra:description']).toBe('Тело запроса больше 256 КБ.');
    expect(seen).toEqual([]);
  });

  it('answers 413 from a declared Content-Length over 256 KB before reading the body', async () => {
    const { POST } = loadRoute(`http://127.0.0.1:${port}`);
    const body = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the proxy read a body it had refused');
      },
    });
    const res = await POST(request('/api/test-body', {
      method: 'POST', body, duplex: 'half', headers: { 'content-length': String(256 * KB + 1) },
    }));
    expect(res.status).toBe(413);
    await hydraError(res, port);
    expect(seen).toEqual([]);
  });

  it('answers 413 for a streamed body that grows past 256 KB, without reading it all', async () => {
    const { POST } = loadRoute(`http://127.0.0.1:${port}`);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1_000) controller.close(); // 64 MB: the proxy should have stopped long before
        else controller.enqueue(new Uint8Array(64 * KB));
      },
    });
    const res = await POST(request('/api/test-body', { method: 'POST', body, duplex: 'half' }));
    expect(res.status).toBe(413);
    await hydraError(res, port);
    expect(pulled).toBeLessThan(20);
    expect(seen).toEqual([]);
  });
});

describe("the /api proxy and a good's photo upload (20 MB, not 256 KB)", () => {
  const MB = 1024 * 1024;
  const PATH = '/api/admin/goods/7/photos?name=a.jpg';

  it('passes a 3 MB file to the API whole, with its name in the query', async () => {
    const { POST } = loadRoute(`http://127.0.0.1:${port}`);
    const res = await POST(request(PATH, { method: 'POST', body: new Uint8Array(3 * MB), headers: { 'content-type': 'image/jpeg' } }));
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ method: 'POST', url: PATH, bytes: 3 * MB }]);
  });

  it('waits for an upload longer than PROXY_TIMEOUT_MS (two minutes, not 10 s); any other call keeps the usual time-out (the 504 test below)', async () => {
    mode = 'slow';
    const { POST } = loadRoute(`http://127.0.0.1:${port}`);
    const upload = await POST(request(PATH, { method: 'POST', body: new Uint8Array(MB), headers: { 'content-type': 'image/jpeg' } }));
    expect(upload.status).toBe(201);
    expect(await upload.json()).toEqual({ received: MB });
  }, 10_000);

  it('answers 413 «Файл больше 20 МБ.» from a declared Content-Length over 20 MB before reading the body', async () => {
    const { POST } = loadRoute(`http://127.0.0.1:${port}`);
    const body = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the proxy read a body it had refused');
      },
    });
    const res = await POST(request(PATH, { method: 'POST', body, duplex: 'half', headers: { 'content-length': String(20 * MB + 1) } }));
    expect(res.status).toBe(413);
    expect((await hydraError(res, port))['hydra:description']).toBe('Файл больше 20 МБ.');
    expect(seen).toEqual([]);
  });

  it('answers 413 for a streamed file that grows past 20 MB, without reading it all', async () => {
    const { POST } = loadRoute(`http://127.0.0.1:${port}`);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1_000) controller.close(); // 1 GB: the proxy should have stopped long before
        else controller.enqueue(new Uint8Array(MB));
      },
    });
    const res = await POST(request(PATH, { method: 'POST', body, duplex: 'half' }));
    expect(res.status).toBe(413);
    expect((await hydraError(res, port))['hydra:description']).toBe('Файл больше 20 МБ.');
    expect(pulled).toBeLessThan(25);
    expect(seen).toEqual([]);
  });

  it('keeps the 256 KB cap for the new order of the photos', async () => {
    const { PUT } = loadRoute(`http://127.0.0.1:${port}`);
    const res = await PUT(request('/api/admin/goods/7/photos', { method: 'PUT', body: new Uint8Array(256 * 1024 + 1) }));
    expect(res.status).toBe(413);
    expect((await hydraError(res, port))['hydra:description']).toBe('Тело запроса больше 256 КБ.');
  });
});

describe('the /api proxy when the API fails', () => {
  it('answers 504 hydra when the API does not answer within the time-out', async () => {
    mode = 'hang';
    const { GET } = loadRoute(`http://127.0.0.1:${port}`);
    const started = Date.now();
    const res = await GET(request('/api/shops'));
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_000); // PROXY_TIMEOUT_MS, not the default 10 s
    expect((await hydraError(res, port))['hydra:title']).toBe('Gateway Timeout');
    expect(seen.map((s) => s.url)).toEqual(['/api/shops']); // it did reach the API
  }, 10_000);

  it('lets an event stream run past the time-out, unbuffered', async () => {
    mode = 'stream';
    const { GET } = loadRoute(`http://127.0.0.1:${port}`);
    const res = await GET(request('/api/customers/7/orders/events'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(await res.text()).toBe('data: 1\n\ndata: 2\n\n');
  }, 10_000);

  it('answers 502 hydra when nothing listens at the API\'s address', async () => {
    const down = await closedPort();
    const { GET } = loadRoute(`http://127.0.0.1:${down}`);
    const res = await GET(request('/api/shops?page=2'));
    expect(res.status).toBe(502);
    expect((await hydraError(res, down))['hydra:title']).toBe('Bad Gateway');
  }, 10_000);

  it('answers 502 hydra, without the API\'s error text, when the API answers 5xx', async () => {
    mode = 'fail';
    const { GET } = loadRoute(`http://127.0.0.1:${port}`);
    const res = await GET(request('/api/goods'));
    expect(res.status).toBe(502);
    expect((await hydraError(res, port))['hydra:title']).toBe('Bad Gateway');
    expect(seen.map((s) => s.url)).toEqual(['/api/goods']);
  });
});
