// The storage adapters. The folder: real files in a temporary folder. The bucket: no S3 server runs
// offline, so this holds what the SDK sends to an endpoint (a plain HTTP listener that records the
// requests and answers as S3 documents its errors) — not a test of a real bucket.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderStorage } from './folder';
import { checkKey } from './key';
import { s3Storage } from './s3';
import { serverUrl } from '../../test/harness';

describe('keys', () => {
  it('takes only the keys the photo code makes', () => {
    expect(checkKey('originals/0123abcd')).toBe('originals/0123abcd');
    expect(checkKey('variants/0123abcd/600.webp')).toBe('variants/0123abcd/600.webp');
    for (const bad of ['../etc/passwd', '/abs/x', 'originals/../x', 'originals/a b', 'variants/x/600.svg', 'Originals/a', '']) {
      expect(() => checkKey(bad)).toThrow('bad storage key');
    }
  });
});

describe('the folder', () => {
  let dir: string;
  beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'storage-')); });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps, reads and removes whole files, leaving no temporary one', async () => {
    const storage = folderStorage(dir);
    expect(await storage.get('originals/abc')).toBeNull();
    await Promise.all(Array.from({ length: 5 }, () => storage.put('variants/abc/600.webp', Buffer.from('same bytes'), 'image/webp')));
    expect((await storage.get('variants/abc/600.webp'))!.toString()).toBe('same bytes');
    expect(await readdir(join(dir, 'variants', 'abc'))).toEqual(['600.webp']);
    await storage.remove(['variants/abc/600.webp', 'originals/never']);
    expect(await storage.get('variants/abc/600.webp')).toBeNull();
  });
});

describe('the bucket (what the SDK sends; no real S3 here)', () => {
  let server: Server;
  const seen: Array<{ method: string; url: string; auth: boolean; body: string }> = [];
  const objects = new Map<string, Buffer>();
  const read = async (req: IncomingMessage) => {
    const parts: Buffer[] = [];
    for await (const p of req) parts.push(p as Buffer);
    return Buffer.concat(parts);
  };
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await read(req);
      seen.push({ method: req.method!, url: req.url!, auth: /^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? ''), body: body.toString('latin1') });
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      if (req.method === 'PUT') { objects.set(key, body); res.writeHead(200, { ETag: '"1"' }).end(); return; }
      if (req.method === 'GET') {
        const found = objects.get(key);
        if (found) { res.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': found.length }).end(found); return; }
        res.writeHead(404, { 'Content-Type': 'application/xml' })
          .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes by path-style requests, signed with the keys', async () => {
    const storage = s3Storage({ bucket: 'shop-photos', endpoint: serverUrl(server), region: 'ru-central1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-secret' });
    expect(await storage.get('originals/abc')).toBeNull();
    await storage.put('originals/abc', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await storage.get('originals/abc'))!.toString()).toBe('jpeg bytes');
    await storage.remove(['originals/abc', 'variants/abc/600.webp']);
    expect(seen.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'GET /shop-photos/originals/abc', 'PUT /shop-photos/originals/abc', 'GET /shop-photos/originals/abc', 'POST /shop-photos/',
    ]);
    expect(seen.every((r) => r.auth)).toBe(true);
    expect(seen[3].body).toContain('<Key>variants/abc/600.webp</Key>');
  });
});
