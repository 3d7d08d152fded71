// Photo variants (issue 38): the time to make a variant of a 4000 × 3000 camera JPEG (p50), photos
// per second with every core, ten concurrent first requests of one variant (made once), and the
// bytes a 390 px phone (DPR 1.75, Lighthouse's mobile) downloads for the product page's photo.
// Run: node --import tsx bench/photos.ts, or as part of `npm run bench -- --only photos` (bench/run.ts),
// which prints the figures benchPhotoMaking returns in its table.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '../domain/photos';
import { folderStorage } from '../server/adapters/storage/folder';
import { inspectPhoto } from '../server/services/photos/inspect';
import { photoVariant, storePhoto, variantsMade } from '../server/services/photos/store';
import { makeVariant } from '../server/services/photos/variants';

const ROUNDS = Number(process.env.PHOTO_BENCH_ROUNDS ?? 5);
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A camera-like 4000 × 3000 JPEG: smooth gradients with fine noise, quality 92 (about 3–6 MB). */
async function cameraJpeg(): Promise<Buffer> {
  const base = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6a9f4b' } })
    .composite([{ input: Buffer.from('<svg width="400" height="300"><defs><radialGradient id="g"><stop offset="0" stop-color="#f4d35e"/><stop offset="1" stop-color="#2d6a4f"/></radialGradient></defs><circle cx="200" cy="150" r="140" fill="url(#g)"/></svg>') }])
    .png().toBuffer();
  return sharp(base).resize(4000, 3000).composite([{
    input: await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } }).png().toBuffer(),
    blend: 'overlay',
  }]).jpeg({ quality: 92 }).toBuffer();
}

/** A figure of the run, for bench/run.ts's table. */
export type PhotoFigure = { what: string; value: string; note?: string };

/** The run described above; logs as it goes and returns its figures. */
export async function benchPhotoMaking(): Promise<PhotoFigure[]> {
  const figures: PhotoFigure[] = [];
  const original = await cameraJpeg();
  console.log(`original: 4000 × 3000 JPEG, ${(original.length / 1024 / 1024).toFixed(1)} MB; cores: ${availableParallelism()} (shared with other work: figures are upper bounds)`);

  const upload: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await inspectPhoto(original);
    upload.push(performance.now() - started);
  }
  console.log(`upload check (header, markup scan, full decode + 1200 px JPEG): p50 ${p50(upload).toFixed(0)} ms`);
  figures.push({ what: 'photo upload check, 4000 × 3000 JPEG (p50)', value: `${p50(upload).toFixed(0)} ms`, note: `header, markup scan, full decode + 1200 px JPEG; ${ROUNDS} rounds` });

  for (const format of ['avif', 'webp', 'jpg'] as const) {
    for (const width of [600, 1200] as PhotoWidth[]) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const started = performance.now();
        bytes = (await makeVariant(original, width, format)).bytes.length;
        times.push(performance.now() - started);
      }
      console.log(`variant ${width} ${format}: p50 ${p50(times).toFixed(0)} ms, ${(bytes / 1024).toFixed(1)} KB`);
      figures.push({ what: `photo variant ${width} px ${format} of a 4000 × 3000 JPEG (p50)`, value: `${p50(times).toFixed(0)} ms`, note: `${(bytes / 1024).toFixed(1)} KB` });
    }
  }

  // photos per second: every core busy making the product page's variant (600 px WebP)
  const parallel = availableParallelism();
  const count = parallel * 3;
  const started = performance.now();
  await Promise.all(Array.from({ length: count }, () => makeVariant(original, 600, 'webp')));
  const perSecond = count / ((performance.now() - started) / 1000);
  console.log(`throughput (600 px WebP, ${parallel} at once): ${perSecond.toFixed(2)} photos/s`);
  figures.push({ what: 'photo variants per second, every core (600 px WebP)', value: `${perSecond.toFixed(2)} /s`, note: `${parallel} at once, ${count} photos` });

  const dir = await mkdtemp(join(tmpdir(), 'photo-bench-'));
  try {
    const storage = folderStorage(dir);
    const checked = await inspectPhoto(original);
    await storePhoto(storage, original, checked);
    const before = variantsMade();
    await Promise.all(Array.from({ length: 10 }, () => photoVariant(storage, checked.hash, 600, 'avif')));
    console.log(`ten concurrent first requests of one variant: made ${variantsMade() - before} time(s)`);
    figures.push({ what: 'ten concurrent first requests of one photo variant', value: `made ${variantsMade() - before}×`, note: 'goal: once' });

    // the gallery's sizes at 390 px: calc(100vw - 80px) = 310 css px × DPR 1.75 = 543 px: the 600 variant
    const needed = (390 - 80) * 1.75;
    const width = PHOTO_WIDTHS.find((w) => w >= needed) ?? 1200;
    for (const format of ['avif', 'webp', 'jpg'] as const) {
      const v = await photoVariant(storage, checked.hash, width, format);
      console.log(`phone at 390 px (DPR 1.75) downloads the ${width} px ${format}: ${(v!.bytes.length / 1024).toFixed(1)} KB (goal < 60 KB)`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return figures;
}

// run as a script, not when bench/run.ts imports it
if (process.argv[1]?.endsWith('photos.ts')) benchPhotoMaking().catch((e) => { console.error(e); process.exit(1); });
