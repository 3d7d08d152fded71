// Photos on the way in and their variants: what is refused (with the reason a person reads), what
// is stored, and what the variants look like.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, gt } from 'drizzle-orm';
import sharp from 'sharp';
import { folderStorage } from '../../adapters/storage/folder';
import { goods } from '../../db/schema';
import { hugePngHeader, jpegWithScript, photo, rotatedJpeg, svgFile, zipBomb } from '../../test/photo-files';
import { testApp, type TestApp } from '../../test/harness';
import { arrangeGoodPhotos, setGoodPhotos } from './good-photos';
import { inspectPhoto, sniffPhotoType } from './inspect';
import { makeVariant } from './variants';
import { photoVariant, variantsMade } from './store';

jest.setTimeout(120_000);

let t: TestApp;
let dir: string;
let goodId: number;
const storage = () => folderStorage(dir);

async function filesIn(root: string): Promise<string[]> {
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

beforeAll(async () => {
  t = await testApp();
  [{ id: goodId }] = await t.db.select({ id: goods.id }).from(goods).where(gt(goods.imageCount, 0)).limit(1);
});
afterAll(() => t.close());
beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'photos-')); });
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the type comes from the bytes', () => {
  it('knows JPEG, PNG, WebP and AVIF, and nothing else', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      expect(sniffPhotoType(await photo(16, 16, format))).toBe(format);
    }
    expect(sniffPhotoType(svgFile())).toBeNull();
    expect(sniffPhotoType(zipBomb())).toBeNull();
    expect(sniffPhotoType(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer())).toBeNull();
    expect(sniffPhotoType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffPhotoType(Buffer.alloc(0))).toBeNull();
  });
});

describe('limits, checked before decoding', () => {
  it('refuses over 20 MB', async () => {
    const big = Buffer.concat([await photo(16, 16), Buffer.alloc(20 * 1024 * 1024)]);
    await expect(inspectPhoto(big)).rejects.toThrow('Файл больше 20 МБ.');
  });

  it('refuses over 50 megapixels by the header, at once', async () => {
    const started = Date.now();
    await expect(inspectPhoto(hugePngHeader())).rejects.toThrow('Изображение 100000 × 100000 больше 50 мегапикселей.');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('takes a photo within the limits and names it by its content', async () => {
    const checked = await inspectPhoto(await photo(1000, 750, 'png'));
    expect([checked.width, checked.height, checked.type]).toEqual([1000, 750, 'png']);
    expect(checked.hash).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('variants', () => {
  it('are turned upright by EXIF, fitted inside the square, in sRGB, with no metadata left', async () => {
    const variant = await makeVariant(await rotatedJpeg(80, 40), 600, 'jpg');
    const meta = await sharp(variant.bytes).metadata();
    // 80 × 40 stored sideways shows as 40 × 80; never enlarged past the original
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.space).toBe('srgb');
  });

  it('have the widths the storefront asks for, in each format', async () => {
    const original = await photo(1600, 1200);
    for (const [width, format, expected] of [[120, 'avif', [120, 90]], [300, 'webp', [300, 225]], [1200, 'jpg', [1200, 900]]] as const) {
      const variant = await makeVariant(original, width, format);
      const meta = await sharp(variant.bytes).metadata();
      expect([meta.width, meta.height]).toEqual(expected);
      expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp');
    }
  });

  it('are made once for ten requests at the same moment', async () => {
    const bytes = await photo(800, 600);
    await setGoodPhotos(t.db, goodId, [{ name: 'a.jpg', bytes }], storage());
    const [{ photos }] = await t.db.select({ photos: goods.photos }).from(goods).where(eq(goods.id, goodId));
    const before = variantsMade();
    const answers = await Promise.all(Array.from({ length: 10 }, () => photoVariant(storage(), photos[0], 300, 'webp')));
    expect(variantsMade() - before).toBe(1);
    expect(new Set(answers.map((a) => a!.bytes.toString('base64'))).size).toBe(1);
    // the next request reads the stored one
    await photoVariant(storage(), photos[0], 300, 'webp');
    expect(variantsMade() - before).toBe(1);
  });
});

describe('setGoodPhotos (the exchange\'s seam)', () => {
  it('sets the list in order, changes nothing for the same bytes, and removes a photo that is gone', async () => {
    const [a, b] = [await photo(300, 200, 'jpeg', 1), await photo(200, 300, 'png', 2)];
    const first = await setGoodPhotos(t.db, goodId, [{ name: 'a.jpg', bytes: a }, { name: 'b.png', bytes: b }], storage());
    expect(first.changed).toBe(true);
    expect(first.photos).toHaveLength(2);
    const again = await setGoodPhotos(t.db, goodId, [{ name: 'a.jpg', bytes: a }, { name: 'b.png', bytes: b }], storage());
    expect(again).toEqual({ photos: first.photos, changed: false });
    const only = await setGoodPhotos(t.db, goodId, [{ name: 'b.png', bytes: b }], storage());
    expect(only.photos).toEqual([first.photos[1]]);
    expect(await storage().get(`originals/${first.photos[0]}`)).toBeNull();
    expect(await storage().get(`originals/${first.photos[1]}`)).not.toBeNull();
    const [row] = await t.db.select({ photos: goods.photos }).from(goods).where(eq(goods.id, goodId));
    expect(row.photos).toEqual([first.photos[1]]);
  });

  it('reorders and deletes only photos the good has', async () => {
    const [a, b] = [await photo(100, 100, 'jpeg', 3), await photo(100, 100, 'jpeg', 4)];
    const { photos } = await setGoodPhotos(t.db, goodId, [{ name: 'a.jpg', bytes: a }, { name: 'b.jpg', bytes: b }], storage());
    expect(await arrangeGoodPhotos(t.db, goodId, [photos[1], photos[0]], storage())).toEqual([photos[1], photos[0]]);
    await expect(arrangeGoodPhotos(t.db, goodId, ['0'.repeat(32)], storage())).rejects.toThrow('У товара нет такой фотографии');
    await arrangeGoodPhotos(t.db, goodId, [photos[0]], storage());
    expect(await storage().get(`originals/${photos[1]}`)).toBeNull();
  });
});

describe('hostile files: refused with a reason, nothing stored, the process fine', () => {
  const cases: Array<[string, () => Promise<Buffer> | Buffer, string, RegExp]> = [
    ['a PNG whose header claims 100,000 × 100,000', hugePngHeader, 'big.png', /больше 50 мегапикселей/],
    ['a JPEG with a script in a comment', jpegWithScript, 'photo.jpg', /разметка или скрипт/],
    ['an SVG renamed .jpg', svgFile, 'photo.jpg', /Это SVG, а не фотография/],
    ['a truncated JPEG', async () => (await photo(400, 300)).subarray(0, 6000), 'cut.jpg', /повреждён или обрезан/],
    ['a zip bomb posing as an image', zipBomb, 'photo.png', /Это архив, а не фотография/],
    ['a file name with ../', () => photo(50, 50), '../../etc/passwd.jpg', /не должно содержать путь/],
  ];
  it.each(cases)('%s', async (_, make, name, reason) => {
    const bytes = await make();
    const [before] = await t.db.select({ photos: goods.photos }).from(goods).where(eq(goods.id, goodId));
    const refusal = await setGoodPhotos(t.db, goodId, [{ name, bytes }], storage()).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ status: 422, violations: [{ propertyPath: 'photos[0]', message: expect.stringMatching(reason) }] });
    expect(await filesIn(dir)).toEqual([]);
    const [after] = await t.db.select({ photos: goods.photos }).from(goods).where(eq(goods.id, goodId));
    expect(after.photos).toEqual(before.photos);
    // and a good photo goes through right after
    expect((await inspectPhoto(await photo(40, 40))).type).toBe('jpeg');
  });
});
