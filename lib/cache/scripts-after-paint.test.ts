// The rewrite of a cached page's script tags (scripts-after-paint.cjs), and its loader run against
// a stand-in of the browser's document: the scripts go in, in their order, only once the page has
// painted, been parsed, and decoded its high-priority images; or 3 s after the load event.
import vm from 'node:vm';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptsAfterPaint } = require('./scripts-after-paint.cjs') as { scriptsAfterPaint: (html: string) => string };

const tag = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = [
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry-3.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/lazy-4.js"/>',
  tag('webpack-1'), tag('framework-2'),
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://api-maps.yandex.ru/v3/?apikey=x" async=""></script>',
  '</head><body><main>Молоко</main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>', tag('entry-3'),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('scriptsAfterPaint', () => {
  const out = scriptsAfterPaint(page);

  it("takes out Next's chunk tags, head and body, and its preloads of them, and leaves every other script", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/);
    expect(out).not.toContain('href="/_next/static/chunks/entry-3.js"');
    expect(out).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/lazy-4.js"/>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<script src="https://api-maps.yandex.ru/v3/?apikey=x" async=""></script>');
    expect(out).toContain('<script id="_R_">');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(out).toContain('<main>Молоко</main>');
  });

  it('puts one loader at the end of <head>, naming the chunks in their order', () => {
    const loaders = out.match(/<script>\(function loadAfterPaint[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    const loader = loaders[0]!;
    expect(out.indexOf(loader) + loader.length).toBe(out.indexOf('</head>'));
    expect(loader).toContain('(["/_next/static/chunks/webpack-1.js","/_next/static/chunks/framework-2.js","/_next/static/chunks/entry-3.js"])');
  });

  it('leaves a page alone when it has nothing to rewrite: rewritten already, no chunk tags, no <head>', () => {
    expect(scriptsAfterPaint(out)).toBe(out);
    const plain = '<html><head></head><body><script>1</script></body></html>';
    expect(scriptsAfterPaint(plain)).toBe(plain);
    const noHead = `<div>${tag('x')}</div>`;
    expect(scriptsAfterPaint(noHead)).toBe(noHead);
  });
});

/** A stand-in of what the loader touches in a browser, with hooks to move the page on. */
function browser({ paintSupported = true } = {}) {
  const appended: string[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  let paintObserver: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | undefined;
  let resolveDecode: () => void = () => {};
  const image = { decode: () => new Promise<void>((r) => { resolveDecode = r; }) };
  const document = {
    readyState: 'loading',
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (s: { src: string; async: boolean }) => { expect(s.async).toBe(true); appended.push(s.src); } },
    querySelectorAll: (q: string) => (q === 'img[fetchpriority="high"]' ? [image] : []),
    addEventListener: (t: string, f: () => void) => (listeners[t] ??= []).push(f),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintSupported ? ['paint', 'largest-contentful-paint'] : [];
    constructor(private cb: typeof paintObserver) {}
    observe() { paintObserver = this.cb; }
  }
  const timers: { at: number; f: () => void }[] = [];
  let now = 0;
  const context = vm.createContext({
    document, PerformanceObserver, Promise,
    window: {} as Record<string, unknown>,
    requestAnimationFrame: (f: () => void) => timers.push({ at: now + 16, f }),
    setTimeout: (f: () => void, ms: number) => timers.push({ at: now + ms, f }),
    addEventListener: (t: string, f: () => void) => (listeners[t] ??= []).push(f),
  });
  context.window.PerformanceObserver = PerformanceObserver;
  const loader = scriptsAfterPaint(page).match(/<script>(\(function loadAfterPaint[\s\S]*?)<\/script>/)![1];
  vm.runInContext(loader, context);
  const flush = async () => {
    await new Promise((r) => setImmediate(r));
  };
  return {
    appended,
    paint: async () => {
      paintObserver!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} });
      await flush();
    },
    fire: async (type: string) => {
      for (const f of listeners[type] ?? []) f();
      await flush();
    },
    decode: async () => {
      resolveDecode();
      await flush();
    },
    /** runs the frames and timers due within ms */
    advance: async (ms: number) => {
      const until = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        if (!timers.length || timers[0].at > until) break;
        const t = timers.shift()!;
        now = t.at;
        t.f();
        await flush();
      }
      now = until;
    },
  };
}

const CHUNKS = ['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/framework-2.js', '/_next/static/chunks/entry-3.js'];

describe('the loader', () => {
  it('appends the chunks once the page painted, was parsed and decoded its first images, two frames on', async () => {
    const b = browser();
    await b.paint();
    await b.advance(100);
    expect(b.appended).toEqual([]); // painted, still parsing
    await b.fire('DOMContentLoaded');
    await b.advance(100);
    expect(b.appended).toEqual([]); // the high-priority image is not decoded yet
    await b.decode();
    await b.advance(16);
    expect(b.appended).toEqual([]); // one frame drawn, not two
    await b.advance(20);
    expect(b.appended).toEqual(CHUNKS);
    await b.fire('load');
    await b.advance(5000);
    expect(b.appended).toEqual(CHUNKS); // once
  });

  it('without paint timing (an older browser), waits for the parse only', async () => {
    const b = browser({ paintSupported: false });
    await b.advance(100);
    expect(b.appended).toEqual([]);
    await b.fire('DOMContentLoaded');
    await b.decode();
    await b.advance(50);
    expect(b.appended).toEqual(CHUNKS);
  });

  it('a page that never paints (a background tab) gets its chunks 3 s after its load event', async () => {
    const b = browser();
    await b.fire('DOMContentLoaded');
    await b.fire('load');
    await b.advance(2999);
    expect(b.appended).toEqual([]);
    await b.advance(1);
    expect(b.appended).toEqual(CHUNKS);
  });
});
