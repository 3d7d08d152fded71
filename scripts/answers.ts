// Proves a refactoring changed nothing a client sees: builds this checkout, starts it on a fresh demo
// database, asks a fixed sample of public pages (both demo shops) and API calls, and saves every
// answer (status and body) or compares them with a saved file. Build-specific bytes (hashed chunk and
// CSS class names, the build id, script hashes) are normalised away; everything else must match.
//
//   node --import tsx scripts/answers.ts --save FILE | --compare FILE [--no-build]
//        [--port 3090] [--api-port 4090] [--dist .next-answers] [--data .data/answers/pglite]
import fs from 'node:fs';
import path from 'node:path';
import { build, root, startStack, stopLive } from './stack';

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const save = arg('save');
const compare = arg('compare');
if (!save === !compare) {
  console.error('answers: give exactly one of --save FILE or --compare FILE');
  process.exit(2);
}
const port = Number(arg('port', '3090'));
const apiPort = Number(arg('api-port', '4090'));
const distDir = arg('dist', '.next-answers')!;
const dataDir = arg('data', '.data/answers/pglite')!;

const PAGES = [
  '/', '/catalog', '/catalog?parent=1', '/category/101', '/category/101?sort=price', '/product/15050059',
  '/good-sets/1', '/discounts', '/cashbackgoods', '/rules', '/faq', '/catalog?search-word=%D0%BC%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE',
  '/basket', '/no-such-page', '/product/1',
];
const API = [
  '/api/shops', '/api/shops/1', '/api/shops/2/rules', '/api/shops/1/timeslots', '/api/catalogs?shopId=1', '/api/catalogs/101?shopId=1',
  '/api/shops/1/goods/15050059', '/api/shops/2/goods/15050059/samebrand', '/api/shops/1/goods/15050059/similar',
  '/api/goods?shopId=1&search=%D0%BC%D0%BE%D0%BB%D0%BE%D0%BA%D0%BE', '/api/goods?softShopId=1&name=%D0%BA%D0%B5%D1%84',
  '/api/shops/1/goods?category=101&itemsPerPage=40', '/api/shops/2/goods?category=101&itemsPerPage=40&shopOrder=price',
  '/api/shops/1/goods/dicts?category=101', '/api/shops/1/news?type=news', '/api/shops/1/page_blocks', '/api/discounts?shopId=1',
  '/api/discounts/8001?shopId=1', '/api/shops/1/discounts', '/api/shops/1/maxdiscount', '/api/shops/1/promotions',
  '/api/cashback_groups?shopId=1', '/api/shops/1/good_sets', '/api/shops/1/good_sets/1', '/api/shops/1/good_sets/1/goods',
  '/api/delivery_zones?shopId=1',
  '/api/geocoder/forward?q=%D0%9A%D1%83%D1%80%D1%81%D0%BA%2C%20%D1%83%D0%BB%20%D0%A0%D0%B0%D0%B4%D0%B8%D1%89%D0%B5%D0%B2%D0%B0%2C%2010',
  '/api/shops/1/goods/999999999', '/api/shops/abc', '/api/orders/1', '/api/customers/me', '/media/logo.svg',
];

/** Bytes that differ between two builds of the same pages. */
function normalise(text: string): string {
  return text
    .replace(/\/_next\/static\/[^"'\s)]+/g, '/_next/static/…')
    .replace(/"buildId":"[^"]+"/g, '"buildId":"…"')
    .replace(/\b([a-z0-9-]+-module)__[A-Za-z0-9_-]{5,8}__/g, '$1__…__')
    // Turbopack's CSS module prefix
    .replace(/(?<=["\s])_[A-Za-z0-9_-]{6}_(?=[A-Za-z])/g, '_…_')
    .replace(/sha256-[A-Za-z0-9+/=]+/g, 'sha256-…')
    .replace(/nonce="[^"]+"/g, 'nonce="…"');
}

async function ask(url: string, shop?: number): Promise<string> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...(shop ? { cookie: `shop=${shop}` } : {}) }, redirect: 'manual' });
  return `${res.status} ${res.headers.get('location') ?? ''}\n${normalise(await res.text())}`;
}

fs.rmSync(path.resolve(root, path.dirname(dataDir)), { recursive: true, force: true });
if (!process.argv.includes('--no-build')) await build({ port, apiPort, dataDir, distDir, verbose: false });
const stack = await startStack({ port, apiPort, dataDir, distDir, verbose: false });
const answers: Record<string, string> = {};
try {
  for (const shop of [1, 2]) for (const p of PAGES) answers[`shop ${shop} ${p}`] = await ask(`${stack.baseUrl}${p}`, shop);
  for (const p of API) answers[`api ${p}`] = await ask(`${stack.apiUrl}${p}`);
} finally {
  await stopLive();
}
if (save) {
  fs.writeFileSync(save, JSON.stringify(answers, null, 1));
  console.log(`saved ${Object.keys(answers).length} answers to ${save}`);
} else {
  const before = JSON.parse(fs.readFileSync(compare!, 'utf8')) as Record<string, string>;
  const differ = Object.keys(before).filter((k) => answers[k] !== before[k]);
  // this build's answers beside the saved ones, to diff by hand
  fs.writeFileSync(`${compare}.after.json`, JSON.stringify(answers, null, 1));
  // what a reader sees: the markup without scripts (the RSC payload names the build's modules) and
  // stylesheet links (CSS chunks are grouped by route, so moving a rule moves files)
  const markup = (text: string) => text.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]*>/g, '');
  console.log(`${Object.keys(before).length - differ.length} of ${Object.keys(before).length} answers identical`);
  for (const k of differ) console.log(`  differs: ${k}${markup(answers[k] ?? '') === markup(before[k]) ? ' (scripts and stylesheet links only)' : ''}`);
  process.exitCode = differ.length ? 1 : 0;
}
