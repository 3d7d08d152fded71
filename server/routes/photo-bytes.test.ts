// What a shopper's browser downloads for a real camera photo (issue 38, "Measured"): a noisy
// 4000 × 3000 JPEG of about 3 MB, made with sharp here (smooth shapes under sensor-like noise, which
// compresses like a photo, unlike a flat colour), uploaded through the back office's API, then each
// of the storefront's widths (domain/photos.ts PHOTO_WIDTHS) read from /media/photos in AVIF, WebP and
// JPEG. Each variant stays under its cap below; the figures are printed (HANDOFF-photos-admin.md).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gt } from 'drizzle-orm';
import sharp from 'sharp';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat, type PhotoWidth } from '../../domain/photos';
import { folderStorage } from '../adapters/storage/folder';
import { goods } from '../db/schema';
import { testApp, type TestApp } from '../test/harness';
import { from } from '../test/order-fixtures';

jest.setTimeout(240_000);

let t: TestApp;
let dir: string;

/** A camera-like JPEG: shapes and gradients under gaussian noise (sigma 20 in overlay), quality 88: about 3.3 MB. */
async function cameraJpeg(): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8d9b0"/><stop offset="1" stop-color="#6a8a3a"/></linearGradient>
    <radialGradient id="r"><stop offset="0" stop-color="#d04020"/><stop offset="1" stop-color="#801010"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="1400" cy="1500" r="900" fill="url(#r)"/>
    <circle cx="2700" cy="1400" r="800" fill="#e0b020"/><rect x="300" y="2500" width="3400" height="300" fill="#5a3a20"/></svg>`;
  const noise = await sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } } })
    .png({ compressionLevel: 0 }).toBuffer();
  return sharp(Buffer.from(scene)).composite([{ input: noise, blend: 'overlay' }]).flatten().jpeg({ quality: 88 }).toBuffer();
}

// The caps (bytes), per width: the product page at 390 px asks for 600 (1×: 310 CSS px) or 1200 (2×, 3×)
const CAP: Record<PhotoWidth, Record<PhotoFormat, number>> = {
  120: { avif: 6_000, webp: 8_000, jpg: 10_000 },
  240: { avif: 15_000, webp: 20_000, jpg: 25_000 },
  300: { avif: 20_000, webp: 28_000, jpg: 35_000 },
  600: { avif: 60_000, webp: 80_000, jpg: 110_000 },
  1200: { avif: 200_000, webp: 260_000, jpg: 350_000 },
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-bytes-'));
  t = await testApp({ photos: folderStorage(dir) });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

it('a 3 MB camera JPEG reaches the shopper as small AVIF, WebP and JPEG variants at every storefront width', async () => {
  const original = await cameraJpeg();
  expect(original.length).toBeGreaterThan(2_500_000);
  expect(original.length).toBeLessThan(4_500_000);
  const [{ id: goodId }] = await t.db.select({ id: goods.id }).from(goods).where(gt(goods.imageCount, 0)).limit(1);
  const signin = await t.post('/api/auth/signin-phone', { phone: '79000000011', password: 'admin12345' }, from());
  const started = performance.now();
  const res = await t.app.request(`/api/admin/goods/${goodId}/photos?name=camera.jpg`, {
    method: 'POST', headers: { 'API-CONSUMER': 'site', 'Content-Type': 'image/jpeg', ...from({ Authorization: `Bearer ${signin.body.token}` }) },
    body: new Uint8Array(original),
  });
  const uploadMs = Math.round(performance.now() - started);
  expect(res.status).toBe(201);
  const { photos } = await res.json() as { photos: { hash: string }[] };
  const { hash } = photos[photos.length - 1];

  const rows: string[] = [];
  const firstMs: number[] = [];
  for (const width of PHOTO_WIDTHS) {
    const sizes: string[] = [];
    for (const format of PHOTO_FORMATS) {
      const at = performance.now();
      const variant = await t.app.request(`/media/photos/${hash}/${width}.${format}`);
      firstMs.push(performance.now() - at);
      expect(variant.status).toBe(200);
      const bytes = Buffer.from(await variant.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect({ width, format, w: meta.width, h: meta.height }).toEqual({ width, format, w: width, h: width * 3 / 4 });
      expect(bytes.length).toBeLessThan(CAP[width][format]);
      sizes.push(`${format} ${(bytes.length / 1024).toFixed(1)} KB`);
    }
    rows.push(`${String(width).padStart(5)} px: ${sizes.join(', ')}`);
  }
  process.stdout.write(`\nphoto bytes: original ${(original.length / 1024 / 1024).toFixed(2)} MB, upload ${uploadMs} ms, `
    + `slowest variant answer ${Math.round(Math.max(...firstMs))} ms\n${rows.join('\n')}\n`);
});
