// The shared page cache against a real Redis server (Debian's redis-server, started here on a free
// port): an entry one storefront stores is what another reads, a revalidation on one reaches the
// other's tag manifest, and with Redis gone both fall back without an error.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedCache, merged, cacheKeyFrom } = require('./shared-cache.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');

const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));
const quiet = { warn: () => {}, info: () => {} };
const key = cacheKeyFrom('the storefronts-shared NEXTAUTH_SECRET of this shop');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function until(check: () => boolean | Promise<boolean>, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(25);
  }
  throw new Error('condition not met in time');
}

it('merges two manifest entries by the later time of each field', () => {
  expect(merged({ stale: 5, expired: 9 }, { stale: 7 })).toEqual({ stale: 7, expired: 9 });
  expect(merged({ expired: 9 }, { expired: 3, stale: 1 })).toEqual({ expired: 9, stale: 1 });
  expect(merged(undefined, { expired: 3 })).toEqual({ expired: 3 });
});

(REDIS ? describe : describe.skip)('two storefronts on one Redis', () => {
  let redis: ChildProcess;
  let url: string;
  let a: any;
  let b: any;

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawn(REDIS!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    a = sharedCache(url, { log: quiet, key });
    b = sharedCache(url, { log: quiet, key });
    await until(async () => {
      await a.write('/probe', { lastModified: 1, value: { kind: 'APP_ROUTE' } });
      return (await b.read('/probe')) !== undefined;
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill('SIGKILL');
  });

  it('reads the page entry another process stored, buffers and maps intact', async () => {
    const entry = {
      lastModified: 1234,
      value: { kind: 'APP_PAGE', html: '<html>Молоко</html>', rscData: Buffer.from('rsc'), segmentData: new Map([['/_tree', Buffer.from('t')]]), headers: { vary: 'Cookie' }, status: 200 },
    };
    await a.write('/s/1/product/5', entry);
    const got = await b.read('/s/1/product/5');
    expect(got.lastModified).toBe(1234);
    expect(got.value.html).toBe('<html>Молоко</html>');
    expect(Buffer.isBuffer(got.value.rscData) && got.value.rscData.toString()).toBe('rsc');
    expect(got.value.segmentData.get('/_tree').toString()).toBe('t');
    expect(await b.read('/s/1/product/6')).toBeUndefined();
  });

  it('refuses an entry it did not sign: written raw to Redis, or with another key, it reads as a miss', async () => {
    const page = '/s/1/product/8';
    await a.write(page, { lastModified: 1, value: { kind: 'APP_PAGE', html: '<html>Кефир</html>' } });
    expect((await b.read(page)).value.html).toBe('<html>Кефир</html>');
    // anyone who can write to Redis: the page's bytes replaced, the old MAC kept or none at all
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createClient, RESP_TYPES } = require('redis');
    const intruder = createClient({ url });
    await intruder.connect();
    const raw = () => intruder.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer }).get(`shop:page:${page}`);
    const v8 = await import('node:v8');
    const evil = v8.serialize({ format: 2, entry: { lastModified: 2, value: { kind: 'APP_PAGE', html: '<script>steal()</script>' } } });
    await intruder.set(`shop:page:${page}`, Buffer.concat([Buffer.alloc(32), evil]));
    expect(await b.read(page)).toBeUndefined();
    await intruder.set(`shop:page:${page}`, v8.serialize({ format: 1, entry: { lastModified: 2, value: { html: '<script>steal()</script>' } } }));
    expect(await b.read(page)).toBeUndefined();
    // a storefront with another secret (another shop on the same Redis) is not believed either
    await a.write(page, { lastModified: 1, value: { kind: 'APP_PAGE', html: '<html>Кефир</html>' } });
    const ours = await raw();
    const stranger = sharedCache(url, { log: quiet, key: cacheKeyFrom('another secret entirely, 32 characters') });
    await until(async () => {
      await stranger.write(page, { lastModified: 1, value: { kind: 'APP_PAGE', html: '<html>Кефир</html>' } });
      return !(await raw()).equals(ours);
    });
    expect(await b.read(page)).toBeUndefined();
    await intruder.quit();
    await stranger.close();
  });

  it('shares a revalidation: the tag reaches the manifest Next checks', async () => {
    const tag = `_N_T_/s/1/product/${Date.now()}`;
    tagsManifest.set(tag, { expired: 42 });
    await a.publishTags([tag]);
    tagsManifest.delete(tag);
    // the other process learns it by the published message (here: the same manifest, cleared above)
    await until(() => tagsManifest.get(tag)?.expired === 42);
    // and a process connecting later from the hash
    tagsManifest.delete(tag);
    const late = sharedCache(url, { log: quiet, key });
    await until(() => tagsManifest.get(tag)?.expired === 42);
    await late.close();
    expect(tagsManifest.get(tag)).toEqual({ expired: 42 });
  });

  it('answers a miss, not an error, once Redis is gone', async () => {
    redis.kill('SIGKILL');
    await sleep(200);
    await expect(a.read('/s/1/product/5')).resolves.toBeUndefined();
    await expect(a.write('/s/1/product/7', { lastModified: 1, value: {} })).resolves.toBeUndefined();
    await expect(a.publishTags(['x'])).resolves.toBeUndefined();
  });
});
