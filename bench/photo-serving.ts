// A photo as the shop serves it (issue 38), on a running build (the e2e one, .next-e2e, unless
// PHOTO_SERVE_DIST names another) with a fresh demo database:
//  1. a photo-like 6 MB JPEG (photoLikeJpeg below: made here, there is no camera file in the repo)
//     is uploaded through the API to the product `npm run audit` audits (its first sold good of the
//     first leaf category with 20 goods in shop 1);
//  2. the bytes a phone downloads for that product page's photos: chromium at 390 × 844, DPR 1.75
//     (Lighthouse's mobile), every /media/photos answer counted as it came over the wire;
//  3. a variant through deploy/nginx/shop.conf (its cache: the API makes it once) against the same
//     bytes as a static file nginx sends from disk, both asked with a browser's image Accept
//     (image/avif,image/webp,*/*), autocannon 32 connections, PHOTO_SERVE_SECONDS (5) each after a
//     2 s warm-up, PHOTO_SERVE_ROUNDS (2) rounds alternating; the goal is ≥ 0.9× the static file.
// PHOTO_SERVE_KEEP=1 leaves the stack up afterwards for `AUDIT_URL=… AUDIT_API_URL=… npm run audit
// -- --only lighthouse --pages product` (Ctrl-C stops it). Ports: PHOTO_SERVE_PORT (3123), its API
// PHOTO_SERVE_API_PORT (4123), nginx PHOTO_SERVE_NGINX_PORT (3125) and the static server one above.
// Run: node --import tsx bench/photo-serving.ts, or as part of `npm run bench -- --only photos`
// (bench/run.ts, on its own build), which prints the figures benchPhotoServing returns in its table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { startNginx } from '../scripts/nginx';
import { startStack } from '../scripts/stack';
import { load, type LoadResult } from './pages';

const PORT = Number(process.env.PHOTO_SERVE_PORT ?? 3123);
const API_PORT = Number(process.env.PHOTO_SERVE_API_PORT ?? 4123);
const NGINX_PORT = Number(process.env.PHOTO_SERVE_NGINX_PORT ?? 3125);
const SECONDS = Number(process.env.PHOTO_SERVE_SECONDS ?? 5);
const ROUNDS = Math.max(1, Number(process.env.PHOTO_SERVE_ROUNDS ?? 2));
const SHOP_ID = 1;
const IMAGE_ACCEPT = 'image/avif,image/webp,*/*';
const log = (s: string) => console.log(`[photo-serving] ${s}`);

/**
 * A photo-like 4000 × 3000 JPEG at quality 98, about 6 MB: a sky-to-table gradient, a few shaded
 * round "fruits" and a box with soft shadows, and a fine grain over all (a camera's sensor noise);
 * not a real photograph, and its grain shrinks away in a downscale as a real photo's detail would not
 * all do, so the variants' bytes are a lower bound of a real camera file's.
 */
export async function photoLikeJpeg(): Promise<Buffer> {
  const W = 4000;
  const H = 3000;
  const fruits = [[1300, 1700, 620, '#e63946', '#6a040f'], [2500, 1850, 520, '#f4a261', '#9c4a1a'], [3300, 1500, 420, '#90be6d', '#2b5d1e'], [700, 2200, 380, '#ffd166', '#a06a00']] as const;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe9f3"/><stop offset="0.55" stop-color="#f6efe4"/><stop offset="0.56" stop-color="#b08968"/><stop offset="1" stop-color="#7f5539"/></linearGradient>
      ${fruits.map(([, , , a, b], i) => `<radialGradient id="f${i}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.15" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>`).join('')}
      <filter id="blur"><feGaussianBlur stdDeviation="40"/></filter>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <rect x="1700" y="600" width="1300" height="1100" rx="40" fill="#264653"/>
    <rect x="1760" y="660" width="1180" height="300" fill="#e9c46a"/>
    ${fruits.map(([x, y, r], i) => `<ellipse cx="${x + 60}" cy="${y + r * 0.9}" rx="${r}" ry="${r * 0.25}" fill="#000" opacity="0.35" filter="url(#blur)"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#f${i})"/>`).join('')}
  </svg>`;
  const grain = await sharp({ create: { width: W, height: H, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 98 }).toBuffer();
}

async function json(url: string, init?: RequestInit): Promise<any> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The product `npm run audit` audits (scripts/audit.ts pickPages). */
async function auditedProduct(apiUrl: string): Promise<number> {
  const leaves: any[] = [];
  const walk = (c: any) => (c.items?.length ? c.items.forEach(walk) : leaves.push(c));
  (await json(`${apiUrl}/api/catalogs`))['hydra:member'].forEach(walk);
  for (const leaf of leaves) {
    if (leaf.hasAgeRestrictions) continue;
    const goods = await json(`${apiUrl}/api/shops/${SHOP_ID}/goods?catalog.id=${leaf.id}&itemsPerPage=30`);
    const sold = goods['hydra:member'].find((g: any) => g.article && g.article.quantity > 0);
    if (goods['hydra:totalItems'] >= 20 && sold) return sold.id;
  }
  throw new Error('no product to audit');
}

const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;

/** A figure of the run, for bench/run.ts's table. */
export type PhotoFigure = { what: string; value: string; note?: string };

/** The run described above on the build `distDir`; logs as it goes and returns its figures. */
export async function benchPhotoServing(distDir = process.env.PHOTO_SERVE_DIST ?? '.next-e2e'): Promise<PhotoFigure[]> {
  const figures: PhotoFigure[] = [];
  const original = await photoLikeJpeg();
  const meta = await sharp(original).metadata();
  log(`original: ${meta.width} × ${meta.height} JPEG quality 98, ${(original.length / 1024 / 1024).toFixed(2)} MB (made by sharp: gradients, shaded shapes, grain; not a camera file)`);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-serving-'));
  const stack = await startStack({
    port: PORT, apiPort: API_PORT, dataDir: path.join(tmp, 'pglite'), distDir, verbose: false,
    env: { PHOTO_DIR: path.join(tmp, 'photos') },
  });
  let keep = false;
  try {
    const site = { 'API-CONSUMER': 'site', 'Content-Type': 'application/json' };
    const { token } = await json(`${stack.apiUrl}/api/auth/signin-phone`, { method: 'POST', headers: site, body: JSON.stringify({ phone: '79000000011', password: 'admin12345' }) });
    const goodId = await auditedProduct(stack.apiUrl);
    const started = performance.now();
    await json(`${stack.apiUrl}/api/admin/goods/${goodId}/photos?name=photo.jpg`, {
      method: 'POST', headers: { 'API-CONSUMER': 'site', 'Content-Type': 'image/jpeg', Authorization: `Bearer ${token}` }, body: new Uint8Array(original),
    });
    log(`uploaded to good ${goodId} in ${(performance.now() - started).toFixed(0)} ms (the API's checks and its first variant)`);
    const [good] = (await json(`${stack.apiUrl}/api/goods?softShopId=${SHOP_ID}&id[]=${goodId}`))['hydra:member'];
    const variant: string = good.images[0].sizes.normal;
    log(`product page: ${stack.baseUrl}/product/${goodId}; its photo: ${variant}`);

    // what a phone downloads for the page's photos
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await context.addCookies([{ name: 'shop', value: String(SHOP_ID), url: stack.baseUrl }]);
      const page = await context.newPage();
      const photos: { url: string; type: string; bytes: number }[] = [];
      page.on('response', async (res) => {
        if (!res.url().includes('/media/photos/')) return;
        const body = await res.body().catch(() => Buffer.alloc(0));
        photos.push({ url: new URL(res.url()).pathname, type: res.headers()['content-type'] ?? '', bytes: body.length });
      });
      await page.goto(`${stack.baseUrl}/product/${goodId}`, { waitUntil: 'networkidle' });
      // the largest paint's photo: preloaded from the HTML with high priority and the variants' srcset
      // and sizes, and the <img> itself sized (no layout shift) and high priority
      const lcp = await page.evaluate(() => {
        const link = [...document.querySelectorAll('link[rel="preload"][as="image"]')].find((l) => (l.getAttribute('imagesrcset') ?? l.getAttribute('href') ?? '').includes('/media/photos/'));
        const img = document.querySelector('[data-testid="gallery"] img');
        return {
          preload: link ? { fetchpriority: link.getAttribute('fetchpriority'), srcset: !!link.getAttribute('imagesrcset'), sizes: link.getAttribute('imagesizes') } : null,
          img: img ? { fetchpriority: img.getAttribute('fetchpriority'), width: img.getAttribute('width'), height: img.getAttribute('height'), sizes: img.getAttribute('sizes'), current: (img as HTMLImageElement).currentSrc } : null,
        };
      });
      log(`largest paint's photo: preload ${JSON.stringify(lcp.preload)}; img ${JSON.stringify(lcp.img)}`);
      const preloaded = lcp.preload?.fetchpriority === 'high' && lcp.preload.srcset && !!lcp.preload.sizes;
      figures.push({
        what: 'product page photo preloaded (fetchpriority=high, srcset, sizes)', value: preloaded ? 'yes' : 'NO',
        note: `img fetchpriority=${lcp.img?.fetchpriority}, ${lcp.img?.width}×${lcp.img?.height}, sizes ${lcp.img?.sizes}`,
      });
      const total = photos.reduce((s, p) => s + p.bytes, 0);
      for (const p of photos) log(`  ${p.url} ${p.type} ${(p.bytes / 1024).toFixed(1)} KB`);
      log(`phone at 390 px (DPR 1.75): ${photos.length} photo request(s), ${(total / 1024).toFixed(1)} KB in all (goal < 60 KB)`);
      figures.push({
        what: 'product page photo bytes, phone 390 px DPR 1.75', value: `${(total / 1024).toFixed(1)} KB`,
        note: `goal < 60 KB; ${photos.length} request(s): ${photos.map((p) => `${p.url.split('/').pop()} ${p.type}`).join(', ')}; a ${(original.length / 1024 / 1024).toFixed(1)} MB JPEG`,
      });
    } finally {
      await browser.close();
    }

    // a variant through nginx against the same bytes from disk
    const files = path.join(tmp, 'static');
    fs.mkdirSync(files);
    const answer = await fetch(`${stack.baseUrl}${variant}`, { headers: { accept: IMAGE_ACCEPT } });
    const type = answer.headers.get('content-type') ?? '';
    const ext = type.includes('avif') ? 'avif' : type.includes('webp') ? 'webp' : 'jpg';
    const bytes = Buffer.from(await answer.arrayBuffer());
    fs.writeFileSync(path.join(files, `variant.${ext}`), bytes);
    log(`variant: ${type}, ${(bytes.length / 1024).toFixed(1)} KB, Cache-Control: ${answer.headers.get('cache-control')}`);
    const nginx = await startNginx(NGINX_PORT, PORT, { staticDir: files });
    try {
      const headers = { accept: IMAGE_ACCEPT, 'accept-encoding': 'gzip, br', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' };
      const first = await fetch(`${nginx.url}${variant}`, { headers });
      await first.arrayBuffer();
      log(`through nginx: first ${first.headers.get('x-cache')}`);
      const through: LoadResult[] = [];
      const statics: LoadResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        through.push(await load(`${nginx.url}${variant}`, { headers, seconds: SECONDS, warmupSeconds: 2, servers: [nginx.pid] }));
        statics.push(await load(`${nginx.staticUrl}/variant.${ext}`, { headers, seconds: SECONDS, warmupSeconds: 2, servers: [nginx.pid] }));
        log(`round ${round + 1}: variant ${fmt(through[round])}; static ${fmt(statics[round])}; ${(through[round].rps / statics[round].rps).toFixed(2)}×`);
      }
      const again = await fetch(`${nginx.url}${variant}`, { headers });
      await again.arrayBuffer();
      const worst = Math.min(...through.map((t, i) => t.rps / statics[i].rps));
      log(`variant through deploy/nginx/shop.conf (X-Cache ${again.headers.get('x-cache')}) against the static file: ${worst.toFixed(2)}× in the least flattering round (goal ≥ 0.9×)`);
      const w = through.findIndex((t, i) => t.rps / statics[i].rps === worst);
      figures.push({
        what: 'photo variant through nginx vs the same static file', value: `${worst.toFixed(2)}×`,
        note: `goal ≥ 0.9×; ${through[w].rps.toFixed(0)} vs ${statics[w].rps.toFixed(0)} req/s, X-Cache ${again.headers.get('x-cache')}, ${SECONDS} s × ${ROUNDS} round(s)`,
      });
    } finally {
      await nginx.stop();
    }

    if (process.env.PHOTO_SERVE_KEEP === '1') {
      keep = true;
      log(`kept up: AUDIT_URL=${stack.baseUrl} AUDIT_API_URL=${stack.apiUrl} npm run audit -- --only lighthouse --pages product; Ctrl-C stops`);
      await new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      });
    }
  } finally {
    await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    if (keep) log('stopped');
  }
  return figures;
}

// run as a script, not when imported for photoLikeJpeg
if (process.argv[1]?.endsWith('photo-serving.ts')) benchPhotoServing().catch((e) => { console.error(e); process.exit(1); });
