// Uploaded content images nothing shows are removed by the sweep after the grace period (issue 39):
// an image a news item shows stays, one a banner block shows stays, one just uploaded stays (the admin
// may still be filling in the form), one left unused past the grace period goes (its files too), and
// uploading the same file again starts its grace period over.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { ContentImage } from '../../contract';
import { folderStorage } from '../adapters/storage/folder';
import type { PhotoStorage } from '../adapters/storage';
import { contentImages, customers, pageBlocks } from '../db/schema';
import { CONTENT_IMAGE_GRACE_MS, sweepContentImages } from '../services/photos/content-images';
import { contract, testApp, type TestApp } from '../test/harness';
import { from } from '../test/order-fixtures';
import { photo } from '../test/photo-files';

jest.setTimeout(120_000);

let t: TestApp;
let dir: string;
let storage: PhotoStorage;
let admin: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-sweep-'));
  storage = folderStorage(dir);
  t = await testApp({ photos: storage });
  const res = await t.post('/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' }, from());
  expect(res.status).toBe(200);
  admin = from({ Authorization: `Bearer ${res.body.token}` });
  expect((await t.db.select().from(customers).where(eq(customers.phone, '79000000011'))).length).toBe(1);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = async (seed: number | Buffer) => {
  const bytes = typeof seed === 'number' ? await photo(120, 60, 'png', seed) : seed;
  const res = await t.app.request('/api/admin/content-images?name=a.png', {
    method: 'POST', headers: { 'API-CONSUMER': 'site', 'Content-Type': 'application/octet-stream', ...admin }, body: new Uint8Array(bytes),
  });
  expect(res.status).toBe(201);
  return contract(ContentImage, await res.json());
};
const served = async (image: ContentImage) => (await t.app.request(`${image.preview}.webp`)).status;
const later = () => new Date(Date.now() + CONTENT_IMAGE_GRACE_MS + 60_000);

describe('the sweep of unused content images', () => {
  it('keeps what a news item or a banner shows and a fresh upload, removes one unused past the grace period', async () => {
    const news = await upload(31);
    const banner = await upload(32);
    const unused = await upload(33);
    const created = await t.post('/api/admin/news', {
      title: 'С картинкой', slug: `sweep-${process.pid}`, content: '<p>Текст</p>', image: news.url, publishedAt: '2026-11-20T09:00:00+03:00',
    }, admin);
    expect(created.status).toBe(201);
    const [block] = await t.db.select().from(pageBlocks).limit(1);
    await t.db.update(pageBlocks).set({ settings: { ...block.settings, sweepTest: { image: banner.url } } }).where(eq(pageBlocks.id, block.id));

    // within the grace period nothing goes, used or not
    expect(await sweepContentImages(t.db, storage)).toBe(0);
    expect(await served(unused)).toBe(200);

    expect(await sweepContentImages(t.db, storage, later())).toBe(1);
    expect(await served(unused)).toBe(404);
    expect(await served(news)).toBe(200);
    expect(await served(banner)).toBe(200);
    const left = (await t.db.select().from(contentImages)).map((r) => r.hash);
    expect(left).toEqual(expect.arrayContaining([news.hash, banner.hash]));
    expect(left).not.toContain(unused.hash);

    // the banner's block no longer shows it: the next sweep takes it
    await t.db.update(pageBlocks).set({ settings: block.settings }).where(eq(pageBlocks.id, block.id));
    expect(await sweepContentImages(t.db, storage, later())).toBe(1);
    expect(await served(banner)).toBe(404);
    expect(await served(news)).toBe(200);
  });

  it('starts the grace period over when the same file is uploaded again', async () => {
    const bytes = await photo(120, 60, 'png', 34);
    const image = await upload(bytes);
    await t.db.update(contentImages).set({ uploadedAt: new Date(Date.now() - CONTENT_IMAGE_GRACE_MS - 60_000) }).where(eq(contentImages.hash, image.hash));
    expect((await upload(bytes)).hash).toBe(image.hash);
    expect(await sweepContentImages(t.db, storage)).toBe(0);
    expect(await served(image)).toBe(200);
  });
});
