// The middleware's answer for public pages against a stand-in API that counts what it is asked
//: a burst of requests for one page decides once, and cache hits ask the API nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicAnswer } from './public-page';
import { cachedShopIds } from './shop-choice';

let server: http.Server;
let api: string;
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    setTimeout(() => {
      res.statusCode = /\/goods\/(404|77)$/.test(req.url ?? '') ? 404 : 200;
      res.end();
    }, 30);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const shops = cachedShopIds(async () => new Set([1, 2]));
const none = new URLSearchParams();

describe('publicAnswer', () => {
  it('decides once for 32 concurrent requests of one page and shop, then answers hits without the API', async () => {
    const burst = await Promise.all(Array.from({ length: 32 }, () => publicAnswer('/product/15', none, '2', shops, api)));
    expect(burst).toEqual(Array(32).fill({ rewrite: '/s/2/product/15' }));
    expect(asked.filter((a) => a.includes('/goods/15'))).toEqual(['HEAD /api/shops/2/goods/15']);
    const before = asked.length;
    for (let i = 0; i < 10; i++) expect(await publicAnswer('/product/15', none, '2', shops, api)).toEqual({ rewrite: '/s/2/product/15' });
    expect(asked.length).toBe(before);
  });

  it('keeps shops apart, and a cookie naming no known shop gets the default shop', async () => {
    expect(await publicAnswer('/product/16', none, '1', shops, api)).toEqual({ rewrite: '/s/1/product/16' });
    expect(await publicAnswer('/product/16', none, '2', shops, api)).toEqual({ rewrite: '/s/2/product/16' });
    expect(await publicAnswer('/product/16', none, '9', shops, api)).toEqual({ rewrite: '/s/1/product/16' });
    expect(await publicAnswer('/product/16', none, 'x', shops, api)).toEqual({ rewrite: '/s/1/product/16' });
  });

  it('still sends unknown things to the 404 page and non-canonical ids to their canonical URL', async () => {
    expect(await publicAnswer('/product/77', none, '2', shops, api)).toEqual({ rewrite: '/_missing' });
    expect(await publicAnswer('/product/77', none, '2', shops, api)).toEqual({ rewrite: '/_missing' });
    expect(await publicAnswer('/product/abc', none, '2', shops, api)).toEqual({ rewrite: '/_missing' });
    expect(await publicAnswer('/category/0101', none, '2', shops, api)).toEqual({ redirect: '/category/101', status: 301 });
  });
});
