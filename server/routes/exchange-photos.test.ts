// The goods' photos from the 1C exchange (issue 38): a package whose goods carry `Картинка` files (a
// real JPEG and PNG made with sharp here) gives the good those photos in 1C's order, served under
// /media/photos; the same package again changes nothing; a full catalogue without one picture takes
// that photo away; a file that is not an image is a problem of the run, and that good keeps its photos.
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { OneC } from '../../scripts/one-c';
import { folderStorage } from '../adapters/storage/folder';
import { rowsOf } from '../db/client';
import { goods } from '../db/schema';
import { exchangeRoot } from '../services/exchange/folders';
import { importsSettled } from '../services/exchange/sessions';
import { testApp, type TestApp } from '../test/harness';
import { photo, svgFile } from '../test/photo-files';

jest.setTimeout(120_000);

let t: TestApp;
let dir: string;

type Good = { id: string; name: string; pictures: string[] };
const catalogXml = (full: boolean, list: Good[]) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10" ДатаФормирования="2026-12-05T10:00:00">
<Классификатор><Ид>cls</Ид><Наименование>Классификатор</Наименование>
<Группы><Группа><Ид>g-photo</Ид><Наименование>Фрукты от 1С</Наименование></Группа></Группы></Классификатор>
<Каталог СодержитТолькоИзменения="${!full}"><Ид>cat</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>
${list.map((g) => `<Товар><Ид>${g.id}</Ид><Наименование>${g.name}</Наименование>
<БазоваяЕдиница Код="796" НаименованиеПолное="Штука">шт</БазоваяЕдиница><Группы><Ид>g-photo</Ид></Группы>
${g.pictures.map((p) => `<Картинка>${p}</Картинка>`).join('')}</Товар>`).join('\n')}
</Товары></Каталог></КоммерческаяИнформация>`;

const oneC = () => new OneC((url, init) => Promise.resolve(t.app.request(url, init)), 'http://shop.test', 'exchange', 'exchange12345');

/** A whole session: the files, then import.xml to its end; its last answer. */
async function send(files: [string, Buffer][]): Promise<string> {
  const c = oneC();
  expect((await c.checkauth('catalog')).split('\n')[0]).toBe('success');
  await c.init('catalog');
  for (const [name, body] of files) expect(await c.upload(name, body)).toEqual(expect.arrayContaining(['success']));
  const answers = await c.importFile('import.xml', 10);
  return answers[answers.length - 1];
}

const rows = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(q));
const photosOf = async (externalId: string) => (await t.db.select({ photos: goods.photos }).from(goods).where(eq(goods.externalId, externalId)))[0]?.photos;
const lastRun = async () => (await rows<{ counts: Record<string, number>; problems: { message: string }[] }>(
  sql`SELECT counts, problems FROM exchange_files WHERE filename = 'import.xml' ORDER BY id DESC LIMIT 1`))[0];

let apple: Buffer;
let pear: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'exchange-photos-'));
  t = await testApp({ photos: folderStorage(dir) });
  apple = await photo(1600, 1200, 'jpeg', 3);
  pear = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#60a040' } }).png().toBuffer();
});
afterAll(async () => {
  await importsSettled();
  for (const s of await rows<{ token_hash: string }>(sql`SELECT token_hash FROM exchange_sessions`)) {
    fs.rmSync(path.join(exchangeRoot(), s.token_hash.slice(0, 24)), { recursive: true, force: true });
  }
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('photos from 1C’s pictures', () => {
  const APPLE = { id: 'photo-apple', name: 'Яблоки Голден', pictures: ['import_files/ap/apple.jpg', 'import_files/ap/pear.png'] };
  const BAD = { id: 'photo-bad', name: 'Груши Конференция', pictures: ['import_files/ba/bad.jpg'] };

  it('stores the pictures as the good’s photos in 1C’s order and serves them under /media/photos', async () => {
    const answer = await send([
      ['import_files/ap/apple.jpg', apple], ['import_files/ap/pear.png', pear], ['import_files/ba/bad.jpg', svgFile()],
      ['import.xml', Buffer.from(catalogXml(false, [APPLE, BAD]))],
    ]);
    expect(answer).toMatch(/^success/);
    // the SVG renamed .jpg is refused with its reason, in the run's problems that 1C and the back office see
    expect(answer).toContain('фотографии товара');
    const run = await lastRun();
    expect(run.counts.photosChanged).toBe(1);
    expect(run.problems.map((p) => p.message).join('\n')).toMatch(/bad\.jpg: /);
    expect(await photosOf(BAD.id)).toEqual([]);

    const hashes = await photosOf(APPLE.id);
    expect(hashes).toHaveLength(2);
    for (const [i, accept, type] of [[0, 'image/avif,image/webp,*/*', 'image/avif'], [1, 'image/webp,*/*', 'image/webp'], [0, '*/*', 'image/jpeg']] as const) {
      const res = await t.app.request(`/media/photos/${hashes[i]}/600`, { headers: { Accept: accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      // the JPEG is 4:3, the PNG square: each fits inside 600 × 600
      expect([meta.width, meta.height]).toEqual(i === 0 ? [600, 450] : [600, 600]);
    }
  });

  it('changes nothing when the same package comes again', async () => {
    const before = await photosOf(APPLE.id);
    const answer = await send([
      ['import_files/ap/apple.jpg', apple], ['import_files/ap/pear.png', pear],
      ['import.xml', Buffer.from(catalogXml(false, [APPLE]))],
    ]);
    expect(answer).toBe('success');
    expect((await lastRun()).counts.photosChanged).toBeUndefined();
    expect(await photosOf(APPLE.id)).toEqual(before);
  });

  it('takes a photo away when a full catalogue no longer names its picture, and reorders as 1C does', async () => {
    const [first, second] = await photosOf(APPLE.id);
    expect(await send([
      ['import_files/ap/pear.png', pear], ['import_files/ap/apple.jpg', apple],
      ['import.xml', Buffer.from(catalogXml(true, [{ ...APPLE, pictures: ['import_files/ap/pear.png', 'import_files/ap/apple.jpg'] }]))],
    ])).toMatch(/^success/);
    expect(await photosOf(APPLE.id)).toEqual([second, first]);
    expect(await send([
      ['import_files/ap/pear.png', pear],
      ['import.xml', Buffer.from(catalogXml(true, [{ ...APPLE, pictures: ['import_files/ap/pear.png'] }]))],
    ])).toMatch(/^success/);
    expect(await photosOf(APPLE.id)).toEqual([second]);
    // the photo no good shows any more is gone from /media
    expect((await t.app.request(`/media/photos/${first}/600`)).status).toBe(404);
  });
});
