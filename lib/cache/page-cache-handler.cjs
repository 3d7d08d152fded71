// The page cache (ISR and fetch cache) of the storefront: Next's own file-system cache, plus
//
// 1. a bound on its size: entries written at run time are counted and the least recently used are
//    deleted once they pass PAGE_CACHE_MAX_MB (default 200); what the build wrote is never evicted;
// 2. `Vary: Cookie` on every cached page (they differ by the shop cookie: README, production setup);
// 3. a script hash policy per cached page: when a page is stored (or read without one) the sha256 of
//    each inline <script> is computed and kept in the entry as a second Content-Security-Policy header,
//    `script-src 'self' 'sha256-…'`. Next sends an entry's headers with every answer from it, so cached
//    pages run only their own scripts, while staying static (a nonce would force dynamic rendering);
// 4. no `?_rsc=` in a stored page's router state: a page first rendered (or revalidated) for a client
//    navigation or `router.refresh()` is rendered from a URL carrying the `_rsc` parameter Next adds to
//    the middleware's rewrite, and its canonical URL (`"c":["","product","1?_rsc="]`) went into the
//    cached HTML and RSC, so the same page was stored as different bytes depending on which kind of
//    request happened to render it. The parameter is removed before storing, so both are one page;
// 5. the page's scripts load after its first paint (./scripts-after-paint.cjs): a page is stored, or
//    read from what the build or an earlier run wrote, with Next's script tags replaced by a loader,
//    and its script hashes are those of the rewritten HTML;
// 6. with REDIS_URL, the entries and the revalidated tags shared by every storefront process
//    (./shared-cache.cjs), the local cache serving whenever Redis is away.
'use strict';
/* global process, Buffer */
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { SCRIPT_SOURCES } = require('./csp-sources.cjs');
const { scriptsAfterPaint } = require('./scripts-after-paint.cjs');
const { checked } = require('../env-read.cjs');
const { sharedCacheFromEnv } = require('./shared-cache.cjs');
const { storefrontMetrics } = require('../ops/metrics.cjs');

// a bad value throws (naming the variable) rather than leaving the cache unbounded
const MAX_BYTES = Number(checked('PAGE_CACHE_MAX_MB', process.env.PAGE_CACHE_MAX_MB) ?? 200) * 1024 * 1024;
const CSP = 'content-security-policy';
/** 255 bytes is the usual limit of a file name; Next adds suffixes such as `.segments`. */
const MAX_NAME_BYTES = 200;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The script-src policy a page's HTML needs: 'self', the hash of each inline script, and the outside
 * scripts every page may load (Yandex Maps and SmartCaptcha, in the popups of every page's header).
 */
function scriptPolicy(html) {
  const hashes = new Set();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const [, attrs, body] = m;
    if (/\bsrc\s*=/i.test(attrs) || DATA_BLOCK.test(attrs)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return ['script-src', "'self'", ...hashes, ...SCRIPT_SOURCES].join(' ');
}

// the router state's canonical URL, as JSON (RSC) or as JSON inside a script's string (HTML)
const RSC_CANONICAL = /(\\?"c\\?":\[[^\]]*?)\?_rsc=[^"\\\]]*/g;

const RSC_PARAM = '?_rsc=';

/**
 * A payload (string or Buffer, the same kind back) without the parameter in its canonical URL. Most
 * pages are stored from page requests and carry none: those are passed through, not decoded and copied.
 */
function cleaned(payload) {
  if (typeof payload === 'string') return payload.includes(RSC_PARAM) ? payload.replace(RSC_CANONICAL, '$1') : payload;
  if (Buffer.isBuffer(payload) && payload.includes(RSC_PARAM)) return Buffer.from(payload.toString('utf8').replace(RSC_CANONICAL, '$1'));
  return payload;
}

/** The page's payloads without the `_rsc` parameter in their canonical URL. */
function withoutRscParam(data) {
  if (!data || data.kind !== 'APP_PAGE') return;
  for (const field of ['html', 'rscData']) {
    const next = cleaned(data[field]);
    if (next !== data[field]) data[field] = next;
  }
  if (data.segmentData instanceof Map) {
    for (const [k, v] of data.segmentData) {
      const next = cleaned(v);
      if (next !== v) data.segmentData.set(k, next);
    }
  }
}

function htmlOf(data) {
  if (!data || data.kind !== 'APP_PAGE') return null;
  if (typeof data.html === 'string') return data.html;
  if (Buffer.isBuffer(data.html)) return data.html.toString('utf8');
  return null;
}

// Next sets `Vary: rsc, next-router-state-tree, …` on pages itself (overriding next.config's headers)
// and then appends the cached entry's headers: the page differs by the `shop` cookie, so say so.
function withScriptHashes(data) {
  const html = htmlOf(data);
  if (html === null) return;
  const headers = data.headers ?? {};
  const rewritten = scriptsAfterPaint(html);
  if (rewritten !== html) {
    data.html = Buffer.isBuffer(data.html) ? Buffer.from(rewritten) : rewritten;
    // the hashes of the HTML as it was, if any, do not cover the loader
    data.headers = { ...headers, [CSP]: scriptPolicy(rewritten), vary: 'Cookie' };
    return;
  }
  if (headers[CSP] && headers.vary) return;
  data.headers = { ...headers, [CSP]: headers[CSP] ?? scriptPolicy(html), vary: 'Cookie' };
}

// What this process (and earlier ones since the build) wrote, least recently used first: key → files, bytes.
const written = new Map();
let total = 0;
let scanned = false;

function sizeOf(data) {
  if (!data) return 0;
  let n = 0;
  if (typeof data.html === 'string') n += Buffer.byteLength(data.html);
  if (data.rscData) n += data.rscData.length ?? 0;
  if (data.segmentData) for (const b of data.segmentData.values()) n += b.length ?? 0;
  if (data.kind === 'FETCH' || data.kind === 'APP_ROUTE') n += JSON.stringify(data).length;
  return n + 512;
}

class PageCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.distDir = ctx.serverDistDir;
    this.shared = sharedCacheFromEnv();
    if (!scanned) {
      scanned = true;
      this.scanEarlierRuns();
    }
  }

  async get(...args) {
    // Redis first: what any storefront rendered last; Next checks its tags against the shared manifest
    const fromShared = this.shared ? await this.shared.read(args[0]) : undefined;
    const entry = fromShared || (await super.get(...args));
    const { pageCache } = storefrontMetrics();
    if (this.shared) pageCache.inc({ layer: 'redis', result: fromShared ? 'hit' : 'miss' });
    if (!fromShared) pageCache.inc({ layer: 'local', result: entry ? 'hit' : 'miss' });
    if (entry && entry.value) withScriptHashes(entry.value);
    const key = args[0];
    const known = written.get(key);
    if (known) {
      written.delete(key);
      written.set(key, known);
    }
    return entry;
  }

  async set(key, data, ctx) {
    // a file name longer than the file system allows (a long canonical filter list): rendered each
    // time rather than failing the write and logging ENAMETOOLONG per request
    if (key.split('/').some((part) => Buffer.byteLength(part) > MAX_NAME_BYTES)) return;
    withoutRscParam(data);
    withScriptHashes(data);
    // lastModified as Next's own file-system cache records it, so both copies age alike
    if (data && this.shared) await this.shared.write(key, { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl });
    await super.set(key, data, ctx);
    if (!data || !this.flushToDisk) return;
    const files = this.filesOf(key, data.kind);
    if (!files) return;
    const prev = written.get(key);
    if (prev) {
      total -= prev.bytes;
      written.delete(key);
    }
    const bytes = sizeOf(data);
    written.set(key, { files, bytes });
    total += bytes;
    this.evict();
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    if (this.shared) await this.shared.publishTags(typeof tags === 'string' ? [tags] : tags);
  }

  filesOf(key, kind) {
    try {
      if (kind === 'APP_PAGE') {
        const html = this.getFilePath(`${key}.html`, 'APP_PAGE');
        const base = html.replace(/\.html$/, '');
        return [html, `${base}.rsc`, `${base}.meta`, `${base}.segments`];
      }
      if (kind === 'FETCH') return [this.getFilePath(key, 'FETCH')];
      if (kind === 'APP_ROUTE') {
        const body = this.getFilePath(`${key}.body`, 'APP_ROUTE');
        return [body, body.replace(/\.body$/, '.meta')];
      }
    } catch {
      return null;
    }
    return null;
  }

  evict() {
    while (total > MAX_BYTES && written.size > 0) {
      const [key, { files, bytes }] = written.entries().next().value;
      written.delete(key);
      total -= bytes;
      for (const f of files) fs.rm(f, { recursive: true, force: true }, () => {});
    }
  }

  /** Entries earlier runs wrote after the build (newer than the prerender manifest) count too. */
  scanEarlierRuns() {
    try {
      const manifest = path.join(this.distDir, '..', 'prerender-manifest.json');
      const builtAt = fs.statSync(manifest).mtimeMs + 1000;
      // Next 16.4 writes run-time pages under route-cache/, earlier versions under app/
      const roots = ['app', 'route-cache'].map((d) => path.join(this.distDir, d)).concat(path.join(this.distDir, '..', 'cache', 'fetch-cache'));
      const found = [];
      const walk = (dir) => {
        for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
          const p = path.join(dir, d.name);
          if (d.isDirectory()) {
            if (!d.name.endsWith('.segments')) walk(p);
            continue;
          }
          const st = fs.statSync(p);
          if (st.mtimeMs < builtAt) continue;
          if (p.endsWith('.html') || p.includes('fetch-cache')) found.push({ p, at: st.mtimeMs, size: st.size });
        }
      };
      for (const r of roots) if (fs.existsSync(r)) walk(r);
      found.sort((a, b) => a.at - b.at);
      for (const { p, size } of found) {
        const base = p.replace(/\.html$/, '');
        const files = p.endsWith('.html') ? [p, `${base}.rsc`, `${base}.meta`, `${base}.segments`] : [p];
        const bytes = p.endsWith('.html') ? size * 2 + 512 : size;
        written.set(`scan:${p}`, { files, bytes });
        total += bytes;
      }
      this.evict();
    } catch {
      // no build manifest (dev) or unreadable folder: start counting from now
    }
  }
}

PageCacheHandler.scriptPolicy = scriptPolicy;
PageCacheHandler.withoutRscParam = withoutRscParam;
module.exports = PageCacheHandler;
module.exports.default = PageCacheHandler;
