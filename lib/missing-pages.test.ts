// The middleware's existence check against a stand-in API that counts what it is asked:
// a burst of first requests for one product asks the API once, and the answer is remembered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resourceExists } from './missing-pages';

let server: http.Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    // slow enough that the whole burst arrives while the first question is open
    setTimeout(() => {
      res.statusCode = req.url?.endsWith('/404') ? 404 : 200;
      res.end();
    }, 50);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('resourceExists', () => {
  it('asks the API once for 32 concurrent first requests, then answers from memory', async () => {
    const answers = await Promise.all(Array.from({ length: 32 }, () => resourceExists(base, '/api/shops/2/goods/15')));
    expect(answers).toEqual(Array(32).fill(true));
    expect(await resourceExists(base, '/api/shops/2/goods/15')).toBe(true);
    expect(asked.filter((a) => a === 'HEAD /api/shops/2/goods/15')).toHaveLength(1);
  });

  it('shares a 404 the same way', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => resourceExists(base, '/api/shops/2/goods/404')));
    expect(answers).toEqual(Array(8).fill(false));
    expect(asked.filter((a) => a === 'HEAD /api/shops/2/goods/404')).toHaveLength(1);
  });
});
