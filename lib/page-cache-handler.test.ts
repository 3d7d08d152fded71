// The page cache handler (lib/cache/page-cache-handler.cjs) on a real folder: bounded by size, and
// every stored page carries its script hashes and Vary: Cookie.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.PAGE_CACHE_MAX_MB = '1';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Handler = require('./cache/page-cache-handler.cjs');

const nodeFs = {
  existsSync: fs.existsSync,
  readFile: (f: string) => fs.promises.readFile(f),
  readFileSync: (f: string) => fs.readFileSync(f),
  writeFile: (f: string, d: string | Buffer) => fs.promises.writeFile(f, d),
  mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }),
  stat: (f: string) => fs.promises.stat(f).then((s) => ({ mtime: s.mtime })),
};

function dirSize(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true })
    .reduce((n, d) => n + (d.isDirectory() ? dirSize(path.join(dir, d.name)) : fs.statSync(path.join(dir, d.name)).size), 0);
}

const page = (i: number) => ({
  kind: 'APP_PAGE',
  html: `<html><body><script>self.__next_f.push([${i}])</script><script src="/_next/x.js"></script>${'x'.repeat(100_000)}</body></html>`,
  rscData: Buffer.from('r'.repeat(50_000)),
  headers: {},
  status: 200,
});
const ctx = { cacheControl: { revalidate: 60, expire: undefined } };

let dir: string;
let handler: any;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  handler = new Handler({ fs: nodeFs, serverDistDir: path.join(dir, 'server'), flushToDisk: true, dev: false, revalidatedTags: [], _requestHeaders: {} });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('keeps what it writes under PAGE_CACHE_MAX_MB, evicting the least recently used', async () => {
  for (let i = 0; i < 40; i++) await handler.set(`/s/1/category/${i}/_`, page(i), ctx);
  await new Promise((r) => setTimeout(r, 200));
  expect(dirSize(path.join(dir, 'server'))).toBeLessThan(1.2 * 1024 * 1024);
  expect(fs.readdirSync(path.join(dir, 'server'), { recursive: true }).some((f) => String(f).includes('39'))).toBe(true);
});

it('stores the sha256 of each inline script as a CSP and Vary: Cookie with the page', async () => {
  const data = page(7);
  await handler.set('/s/1/faq', data, ctx);
  const hash = crypto.createHash('sha256').update('self.__next_f.push([7])').digest('base64');
  const csp = (data.headers as Record<string, string>)['content-security-policy'];
  expect(csp).toMatch(new RegExp(`^script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'( https://\\S+)+$`));
  // the popups' outside scripts (the map, the captcha) run on cached pages too
  expect(csp.split(' ')).toEqual(expect.arrayContaining(['https://api-maps.yandex.ru', 'https://smartcaptcha.yandexcloud.net']));
  expect(csp.split(' ')).not.toContain('https://*.yandex.ru');
  expect(data.headers).toEqual({ 'content-security-policy': csp, vary: 'Cookie' });
});

it('does not store a page whose name is too long for a file system', async () => {
  const key = `/s/1/catalog/${'a'.repeat(300)}`;
  await handler.set(key, page(1), ctx);
  expect(fs.readdirSync(path.join(dir, 'server'), { recursive: true }).some((f) => String(f).includes('a'.repeat(300)))).toBe(false);
});

it('stores a page rendered for a client navigation without the _rsc parameter in its router state', async () => {
  // what Next hands over after rendering /product/5 for a request to /product/5?_rsc=abc12
  const state = (q: string) => `0:{"P":null,"c":["","product","5${q}"],"q":"","i":false}\n`;
  const inHtml = (q: string) => `<html><body><script>self.__next_f.push([1,${JSON.stringify(state(q))}])</script></body></html>`;
  const data = {
    kind: 'APP_PAGE', html: inHtml('?_rsc='), rscData: Buffer.from(state('?_rsc=')),
    segmentData: new Map([['/_full', Buffer.from(state('?_rsc=abc12'))]]), headers: {}, status: 200,
  };
  await handler.set('/s/1/product/5', data, ctx);
  const stored = (await handler.get('/s/1/product/5', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }))?.value;
  expect(String(stored.html)).toBe(inHtml(''));
  expect(stored.rscData.toString()).toBe(state(''));
  expect(stored.segmentData.get('/_full').toString()).toBe(state(''));
  // the same page rendered for a page request hashes the same: one script policy for both
  const plain = { ...page(0), html: inHtml('') };
  await handler.set('/s/1/product/6', plain, ctx);
  expect((stored.headers as Record<string, string>)['content-security-policy'])
    .toBe((plain.headers as Record<string, string>)['content-security-policy']);
});

it("stores a page with Next's chunk tags replaced by the loader, and the loader's hash in its policy", async () => {
  const html = '<html><head><script src="/_next/static/chunks/a1.js" async=""></script></head><body><script>self.__next_f.push([9])</script></body></html>';
  const data = { ...page(0), html };
  await handler.set('/s/1/news', data, ctx);
  const stored = String(data.html);
  expect(stored).not.toContain('<script src="/_next/static/chunks/a1.js" async=""></script>');
  const loader = stored.match(/<script>(\(function loadAfterPaint[\s\S]*?)<\/script>/)?.[1];
  expect(loader).toContain('["/_next/static/chunks/a1.js"]');
  const hash = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
  const csp = (data.headers as Record<string, string>)['content-security-policy'].split(' ');
  expect(csp).toEqual(expect.arrayContaining([hash(loader!), hash('self.__next_f.push([9])')]));
});

it('rewrites a page read as the build wrote it (chunk tags, a policy of the old HTML) and hashes it again', async () => {
  const html = '<html><head><script src="/_next/static/chunks/b2.js" async=""></script></head><body></body></html>';
  const stale = { 'content-security-policy': "script-src 'self'", vary: 'Cookie' };
  // what FileSystemCache holds for a prerendered page: written without this handler's set
  await Object.getPrototypeOf(Handler.prototype).set.call(handler, '/s/1/info', { ...page(0), html, headers: stale }, ctx);
  const read = (await handler.get('/s/1/info', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false }))?.value;
  const loader = String(read.html).match(/<script>(\(function loadAfterPaint[\s\S]*?)<\/script>/)?.[1];
  expect(loader).toContain('["/_next/static/chunks/b2.js"]');
  const hash = `'sha256-${crypto.createHash('sha256').update(loader!).digest('base64')}'`;
  expect((read.headers as Record<string, string>)['content-security-policy'].split(' ')).toContain(hash);
});

describe('PAGE_CACHE_MAX_MB as the handler reads it', () => {
  const load = (value: string) => {
    const saved = process.env.PAGE_CACHE_MAX_MB;
    process.env.PAGE_CACHE_MAX_MB = value;
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('./cache/page-cache-handler.cjs');
      });
    } finally {
      process.env.PAGE_CACHE_MAX_MB = saved;
    }
  };

  it('stops on abc or a negative number, naming the variable, instead of dropping the bound', () => {
    expect(() => load('abc')).toThrow('PAGE_CACHE_MAX_MB должен быть целым положительным числом мегабайт');
    expect(() => load('-1')).toThrow('PAGE_CACHE_MAX_MB');
  });

  it('takes an empty value as unset (the default bound)', () => {
    expect(() => load('')).not.toThrow();
  });
});
