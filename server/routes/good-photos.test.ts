// The back office's photos of a good, through the API as a client sees it: who may, an upload and
// its refusals, the variants under /media with their caching and Accept, a new order, a deletion,
// and the good's own answer (GET /api/goods?id[]=…) naming the photos instead of the drawn art.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { GoodPhotos } from '../../contract';
import { folderStorage } from '../adapters/storage/folder';
import { auditLog, goods } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { from, signIn } from '../test/order-fixtures';
import { hugePngHeader, jpegWithScript, photo, svgFile, zipBomb } from '../test/photo-files';

jest.setTimeout(120_000);

let t: TestApp;
let dir: string;
let goodId: number;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photos-api-'));
  t = await testApp({ photos: folderStorage(dir) });
  [{ id: goodId }] = await t.db.select({ id: goods.id }).from(goods).where(gt(goods.imageCount, 0)).limit(1);
  const res = await t.post('/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' }, from());
  admin = from({ Authorization: `Bearer ${res.body.token}` });
  customer = (await signIn(t, '79000000001')).headers;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function send(bytes: Buffer, name: string, headers = admin, id = goodId) {
  const res = await t.app.request(`/api/admin/goods/${id}/photos?name=${encodeURIComponent(name)}`, {
    method: 'POST', headers: { 'API-CONSUMER': 'site', 'Content-Type': 'application/octet-stream', ...headers }, body: new Uint8Array(bytes),
  });
  return { status: res.status, body: await res.json() as any };
}

const raw = async (path: string, accept?: string) => {
  const res = await t.app.request(path, { headers: accept ? { Accept: accept } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** The good as the storefront reads it. */
const shown = async () => (await t.get(`/api/goods?softShopId=1&id[]=${goodId}`)).body['hydra:member'][0];

async function stored(): Promise<string[]> {
  try { return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name); } catch { return []; }
}

describe('who may', () => {
  it('is a site admin only: a guest is told to sign in, a customer finds nothing, nothing stored', async () => {
    const bytes = await photo(100, 100);
    expect((await send(bytes, 'a.jpg', from())).status).toBe(401);
    expect((await send(bytes, 'a.jpg', customer)).status).toBe(404);
    expect((await t.get(`/api/admin/goods/${goodId}/photos`, customer)).status).toBe(404);
    expect((await t.put(`/api/admin/goods/${goodId}/photos`, { photos: [] }, customer)).status).toBe(404);
    expect(await stored()).toEqual([]);
  });
});

describe('upload, variants, order and deletion', () => {
  it('adds photos in order, serves their variants for a year by content and by Accept, and the good shows them', async () => {
    const firstBytes = await photo(1600, 1200, 'jpeg', 1);
    const first = await send(firstBytes, 'первое.jpg');
    expect(first.status).toBe(201);
    contract(GoodPhotos, first.body);
    const second = await send(await photo(900, 1200, 'png', 2), 'второе.png');
    expect(second.body.photos).toHaveLength(2);
    // the same file again: no third photo (a retried upload is safe)
    const again = await send(firstBytes, 'первое.jpg');
    expect(again.status).toBe(201);
    expect(again.body.photos.map((p: any) => p.hash)).toEqual(second.body.photos.map((p: any) => p.hash));
    const [a, b] = second.body.photos.map((p: any) => p.hash as string);

    const good = { body: await shown() };
    expect(good.body.image).toBe(`/media/photos/${a}/300`);
    expect(good.body.largeImage).toBe(`/media/photos/${a}/600`);
    expect(good.body.images.map((i: any) => i.sizes.thumb)).toEqual([`/media/photos/${a}/120`, `/media/photos/${b}/120`]);

    for (const [accept, type, format] of [
      ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      [undefined, 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await raw(`/media/photos/${a}/600`, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toBe('Accept');
      const meta = await sharp(res.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 600, 450]);
    }
    const named = await raw(`/media/photos/${b}/240.webp`, 'image/avif');
    expect([named.headers.get('content-type'), named.headers.get('vary')]).toEqual(['image/webp', null]);
    expect((await sharp(named.bytes).metadata()).height).toBe(240);

    // a new order, then a deletion: its files go, its URL answers 404
    const swapped = await t.put(`/api/admin/goods/${goodId}/photos`, { photos: [b, a] }, admin);
    expect(swapped.status).toBe(200);
    expect(swapped.body.photos.map((p: any) => p.hash)).toEqual([b, a]);
    expect((await shown()).image).toBe(`/media/photos/${b}/300`);
    const left = await t.put(`/api/admin/goods/${goodId}/photos`, { photos: [b] }, admin);
    expect(left.body.photos.map((p: any) => p.hash)).toEqual([b]);
    expect((await raw(`/media/photos/${a}/600`)).status).toBe(404);
    expect((await raw(`/media/photos/${b}/600`)).status).toBe(200);

    // back to the drawn art once none is left
    await t.put(`/api/admin/goods/${goodId}/photos`, { photos: [] }, admin);
    expect((await shown()).image).toBe(`/media/goods/${goodId}/1/preview.svg`);
    expect(await stored()).toEqual([]);
  });

  it('refuses an order naming a photo the good lacks, or one twice', async () => {
    const { body } = await send(await photo(200, 200, 'jpeg', 5), 'c.jpg');
    const c = body.photos[0].hash;
    const res = await t.put(`/api/admin/goods/${goodId}/photos`, { photos: ['f'.repeat(32)] }, admin);
    expectError(res, 422);
    expect(res.body.violations[0].message).toMatch(/У товара нет такой фотографии/);
    expectError(await t.put(`/api/admin/goods/${goodId}/photos`, { photos: [c, c] }, admin), 422);
    expectError(await t.put(`/api/admin/goods/${goodId}/photos`, { photos: ['../x'] }, admin), 422);
    await t.put(`/api/admin/goods/${goodId}/photos`, { photos: [] }, admin);
  });

  it('writes an audit row for each change, in its transaction, and none for a change that changed nothing', async () => {
    const kinds = async () => (await t.db.select().from(auditLog).where(eq(auditLog.target, `good:${goodId}`)).orderBy(asc(auditLog.id)))
      .map((r) => ({ kind: r.kind, before: r.before, after: r.after }));
    const start = (await kinds()).length;
    const bytes = await photo(120, 90, 'jpeg', 9);
    const { body } = await send(bytes, 'audit.jpg');
    const h = body.photos[0].hash;
    await send(bytes, 'audit.jpg'); // the same file again: no change, no row
    await t.put(`/api/admin/goods/${goodId}/photos`, { photos: [] }, admin);
    expect((await kinds()).slice(start)).toEqual([
      { kind: 'good_photos.add', before: { photos: [] }, after: { photos: [h] } },
      { kind: 'good_photos.arrange', before: { photos: [h] }, after: { photos: [] } },
    ]);
  });

  it('answers 404 for a good that does not exist and for a photo that was never stored', async () => {
    expect((await send(await photo(50, 50), 'a.jpg', admin, 999_999_999)).status).toBe(404);
    expect((await raw(`/media/photos/${'0'.repeat(32)}/600`)).status).toBe(404);
    expect((await raw('/media/photos/0/600')).status).toBe(404);
    expect((await raw(`/media/photos/${'0'.repeat(32)}/601`)).status).toBe(404);
    expect(await stored()).toEqual([]);
  });
});

describe('hostile files through the API: 422 with the reason, nothing stored', () => {
  it.each([
    ['big.png', hugePngHeader, /больше 50 мегапикселей/],
    ['photo.jpg', jpegWithScript, /разметка или скрипт/],
    ['photo.jpg', svgFile, /Это SVG/],
    ['cut.jpg', async () => (await photo(400, 300)).subarray(0, 5000), /повреждён или обрезан/],
    ['photo.png', zipBomb, /Это архив/],
    ['../../etc/passwd.jpg', () => photo(40, 40), /не должно содержать путь/],
  ] as Array<[string, () => Buffer | Promise<Buffer>, RegExp]>)('%s', async (name, make, reason) => {
    const res = await send(await make(), name);
    expect(res.status).toBe(422);
    expect(res.body.violations[0]).toEqual({ propertyPath: 'file', message: expect.stringMatching(reason) });
    expect(await stored()).toEqual([]);
    expect((await t.get('/health')).status).toBe(200);
  });

  it('refuses a body over 20 MB with 413', async () => {
    const res = await send(Buffer.alloc(20 * 1024 * 1024 + 1), 'huge.jpg');
    expect(res.status).toBe(413);
    expect(res.body['hydra:description']).toBe('Файл больше 20 МБ.');
  });
});
