// The back office's news and content images: only a site admin (a shop admin and a customer get 404,
// a guest 401); Russian violations; a taken address and a stale version answer 409 and change
// nothing; the text is stored sanitised; a hidden item leaves the storefront; every write leaves its
// audit row and names the home and news pages for revalidation; an image upload is checked and
// stored as a good's photo is, and a banner can show it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { AdminNews, ContentImage, hydraCollection, News, STALE_VERSION_MESSAGE } from '../../contract';
import { folderStorage } from '../adapters/storage/folder';
import { auditLog, customers } from '../db/schema';
import { listenStorefrontPages, revalidateAfterCommit } from '../lib/storefront-pages';
import { contract, eventually, expectError, testApp, type TestApp } from '../test/harness';
import { from } from '../test/order-fixtures';
import { photo, svgFile } from '../test/photo-files';

jest.setTimeout(120_000);

let t: TestApp;
let dir: string;
async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let anna: Who; let shopAdmin: Who; let siteAdmin: Who;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-images-'));
  t = await testApp({ photos: folderStorage(dir) });
  anna = await signIn('79000000001');
  [shopAdmin, siteAdmin] = [await signIn('79000000010', 'admin12345'), await signIn('79000000011', 'admin12345')];
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const violations = (body: { violations?: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));
let n = 0;
const fresh = (extra: Record<string, unknown> = {}) => ({
  title: 'Открытие магазина', slug: `test-${process.pid}-${++n}`, content: '<p>Мы открылись</p>', publishedAt: '2026-11-20T09:00:00+03:00', ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await t.post('/api/admin/news', fresh(extra), siteAdmin.headers);
  expect(res.status).toBe(201);
  return contract(AdminNews, res.body);
};
const auditOf = (id: number) => t.db.select().from(auditLog).where(eq(auditLog.target, `news:${id}`)).orderBy(auditLog.id);
const edit = (item: AdminNews, patch: Record<string, unknown> = {}) => ({
  title: item.title, slug: item.slug, content: item.content, image: item.image, publishedAt: item.publishedAt, shopId: item.shopId,
  hidden: item.hidden, version: item.version, ...patch,
});
const upload = async (bytes: Buffer, name: string, headers: Record<string, string>) => {
  const res = await t.app.request(`/api/admin/content-images?name=${encodeURIComponent(name)}`, {
    method: 'POST', headers: { 'API-CONSUMER': 'site', 'Content-Type': 'application/octet-stream', ...headers }, body: new Uint8Array(bytes),
  });
  return { status: res.status, body: await res.json() as any };
};

describe('permissions', () => {
  it('answers 404 to a shop admin and a customer, 401 to a guest, for every route, and changes nothing', async () => {
    const item = await create();
    const bytes = await photo(60, 40);
    for (const who of [anna, shopAdmin]) {
      expectError(await t.get('/api/admin/news', who.headers), 404);
      expectError(await t.post('/api/admin/news', fresh(), who.headers), 404);
      expectError(await t.put(`/api/admin/news/${item.id}`, edit(item, { title: 'Чужая правка' }), who.headers), 404);
      expectError(await t.delete(`/api/admin/news/${item.id}?version=1`, who.headers), 404);
      expect((await upload(bytes, 'a.jpg', who.headers)).status).toBe(404);
    }
    expectError(await t.get('/api/admin/news', from()), 401);
    expectError(await t.post('/api/admin/news', fresh(), from()), 401);
    expect((await upload(bytes, 'a.jpg', from())).status).toBe(401);
    expect((await auditOf(item.id)).map((a) => a.kind)).toEqual(['news.create']);
  });
});

describe('news', () => {
  it('creates an item with its HTML sanitised, lists it, shows it on the storefront, and records who did it', async () => {
    const item = await create({ content: '<p onclick="x()">Текст<script>alert(1)</script> <a href="javascript:alert(1)">ссылка</a></p>', shopId: 1 });
    expect(item).toMatchObject({ shopId: 1, hidden: false, version: 1, publishedAt: '2026-11-20T06:00:00.000Z', image: null });
    expect(item.content).toBe('<p>Текст <a>ссылка</a></p>');
    const list = contract(hydraCollection(AdminNews), (await t.get('/api/admin/news', siteAdmin.headers)).body);
    expect(list['hydra:member'].find((x) => x.id === item.id)).toEqual(item);
    const shown = await t.get(`/api/shops/1/news/${item.slug}`);
    expect(contract(News, shown.body).content).toBe(item.content);
    expectError(await t.get(`/api/shops/2/news/${item.slug}`), 404);
    const [row] = await auditOf(item.id);
    expect(row).toMatchObject({ kind: 'news.create', actorId: siteAdmin.id, shopId: 1, before: null });
    expect(row.after).toMatchObject({ slug: item.slug, title: item.title, hidden: false });
  });

  it('refuses bad input with Russian violations, an unknown shop with 422 and a taken address with 409', async () => {
    const bad = await t.post('/api/admin/news', { title: ' ', slug: 'Новость 1', content: '', publishedAt: 'вчера', image: 'http://evil/x.png', shopId: 0 }, siteAdmin.headers);
    expectError(bad, 422);
    expect(violations(bad.body)).toEqual({
      title: 'Введите заголовок.',
      slug: 'Адрес новости: строчные латинские буквы, цифры и дефисы между ними (otkrytie-magazina).',
      content: 'Введите текст новости.',
      publishedAt: 'Дата: дата и время в формате ISO 8601.',
      image: 'Изображение: адрес на этом сайте, начинающийся с /media/.',
      shopId: 'Магазин: укажите номер.',
    });
    const shop = await t.post('/api/admin/news', fresh({ shopId: 999_999 }), siteAdmin.headers);
    expectError(shop, 422);
    expect(violations(shop.body)).toEqual({ shopId: 'Нет такого магазина.' });
    const first = await create();
    const again = await t.post('/api/admin/news', fresh({ slug: first.slug }), siteAdmin.headers);
    expectError(again, 409);
    expect(violations(again.body)).toEqual({ slug: `Адрес «${first.slug}» уже занят другой новостью.` });
    const other = await create();
    const moved = await t.put(`/api/admin/news/${other.id}`, edit(other, { slug: first.slug }), siteAdmin.headers);
    expectError(moved, 409);
    expect((await auditOf(other.id)).map((a) => a.kind)).toEqual(['news.create']);
  });

  it('edits at the version read (stale: 409), hides from the storefront, revalidates home and both addresses, and records each change', async () => {
    const told: string[] = [];
    const stop = await listenStorefrontPages(t.handle.listen, async (pages) => { told.push(...pages); });
    try {
      const item = await create({ shopId: 2 });
      const res = await t.put(`/api/admin/news/${item.id}`, edit(item, { title: 'Новый заголовок', slug: `${item.slug}-v2` }), siteAdmin.headers);
      expect(res.status).toBe(200);
      const after = contract(AdminNews, res.body);
      expect(after).toMatchObject({ title: 'Новый заголовок', slug: `${item.slug}-v2`, version: 2 });

      const late = await t.put(`/api/admin/news/${item.id}`, edit(item, { title: 'Старая форма' }), siteAdmin.headers);
      expectError(late, 409);
      expect(late.body['hydra:description']).toBe(STALE_VERSION_MESSAGE);

      expect((await t.get(`/api/shops/2/news/${after.slug}`)).status).toBe(200);
      const hidden = contract(AdminNews, (await t.put(`/api/admin/news/${item.id}`, edit(after, { hidden: true }), siteAdmin.headers)).body);
      expect(hidden).toMatchObject({ hidden: true, version: 3 });
      expectError(await t.get(`/api/shops/2/news/${after.slug}`), 404);
      const listed = (await t.get('/api/shops/2/news?itemsPerPage=100')).body['hydra:member'].map((x: { slug: string }) => x.slug);
      expect(listed).not.toContain(after.slug);

      const marker = `/marker/${Math.random()}`;
      await t.db.transaction((tx) => revalidateAfterCommit(tx, [marker]));
      await eventually(async () => told, (seen) => seen.includes(marker));
      expect(told).toEqual(expect.arrayContaining(['/s/2', `/s/2/news/${item.slug}`, `/s/2/news/${after.slug}`]));
      expect(told).not.toContain(`/s/1/news/${after.slug}`);

      const rows = await auditOf(item.id);
      expect(rows.map((a) => a.kind)).toEqual(['news.create', 'news.update', 'news.update']);
      expect(rows[1].before).toEqual({ title: item.title, slug: item.slug });
      expect(rows[1].after).toEqual({ title: 'Новый заголовок', slug: after.slug });
      expect(rows[2].after).toEqual({ hidden: true });
    } finally {
      await stop();
    }
  });

  it('deletes at the version read: a stale one is 409 and keeps it, then it is gone and recorded', async () => {
    const item = await create();
    expectError(await t.delete(`/api/admin/news/${item.id}?version=7`, siteAdmin.headers), 409);
    expect((await t.get(`/api/shops/1/news/${item.slug}`)).status).toBe(200);
    expectError(await t.delete(`/api/admin/news/${item.id}`, siteAdmin.headers), 400);
    const res = await t.delete(`/api/admin/news/${item.id}?version=1`, siteAdmin.headers);
    expect(res.status).toBe(204);
    expectError(await t.get(`/api/shops/1/news/${item.slug}`), 404);
    expectError(await t.delete(`/api/admin/news/${item.id}?version=1`, siteAdmin.headers), 404);
    const rows = await auditOf(item.id);
    expect(rows.map((a) => a.kind)).toEqual(['news.create', 'news.delete']);
    expect(rows[1]).toMatchObject({ actorId: siteAdmin.id, after: null });
    expect(rows[1].before).toMatchObject({ slug: item.slug });
  });
});

describe('content images', () => {
  it('stores an image as a photo (the same file is the same image), serves its variants, and a news item and a banner take its address', async () => {
    const bytes = await photo(800, 400, 'png', 7);
    const res = await upload(bytes, 'баннер.png', siteAdmin.headers);
    expect(res.status).toBe(201);
    const image = contract(ContentImage, res.body);
    expect(image.url).toBe(`/media/photos/${image.hash}/1200`);
    expect(image.preview).toBe(`/media/photos/${image.hash}/600`);
    expect((await upload(bytes, 'again.png', siteAdmin.headers)).body.hash).toBe(image.hash);
    const variant = await t.app.request(`${image.preview}.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('Content-Type')).toBe('image/webp');
    const [row] = (await t.db.select().from(auditLog).where(eq(auditLog.target, `photo:${image.hash}`))).slice(0, 1);
    expect(row).toMatchObject({ kind: 'content_image.upload', actorId: siteAdmin.id });

    const item = await create({ image: image.url });
    expect((await t.get(`/api/shops/1/news/${item.slug}`)).body.image).toBe(image.url);
  });

  it('refuses what a photo upload refuses, with Russian violations', async () => {
    const svg = await upload(svgFile(), 'x.svg', siteAdmin.headers);
    expect(svg.status).toBe(422);
    expect(svg.body.violations[0]).toMatchObject({ propertyPath: 'file' });
    expect(svg.body.violations[0].message).toMatch(/^x\.svg: /);
    const empty = await upload(Buffer.alloc(0), 'empty.jpg', siteAdmin.headers);
    expect(empty.status).toBe(422);
    expect(empty.body.violations).toEqual([{ propertyPath: 'file', message: 'Файл пуст.' }]);
  });
});
