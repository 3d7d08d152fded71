// The product page's first-load JavaScript: every script under /_next/ that its HTML loads
// (<script src> and script preloads), fetched from the running production server and gzipped.
// `nomodule` scripts (Next's legacy polyfills) are left out: browsers that run modules never load them.
import { gzipSync } from 'node:zlib';

export type BundleResult = { files: number; rawBytes: number; gzipBytes: number; largest: { src: string; gzipBytes: number }[] };

export function scriptSources(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(m[0])?.[1];
    if (src && !/\bnomodule\b/i.test(m[0])) found.add(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="(preload|modulepreload)"/.test(tag) && (/\bas="script"/.test(tag) || /modulepreload/.test(tag))) found.add(href);
  }
  return [...found].map((s) => s.replace(/&amp;/g, '&')).filter((s) => s.startsWith('/_next/'));
}

export async function firstLoadJs(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<BundleResult> {
  const page = await fetch(`${baseUrl}${path}`, { headers });
  if (!page.ok) throw new Error(`GET ${path}: ${page.status}`);
  const sources = scriptSources(await page.text());
  const sizes = await Promise.all(sources.map(async (src) => {
    const res = await fetch(`${baseUrl}${src}`);
    if (!res.ok) throw new Error(`GET ${src}: ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    return { src, rawBytes: body.length, gzipBytes: gzipSync(body).length };
  }));
  return {
    files: sizes.length,
    rawBytes: sizes.reduce((a, s) => a + s.rawBytes, 0),
    gzipBytes: sizes.reduce((a, s) => a + s.gzipBytes, 0),
    largest: sizes.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5).map(({ src, gzipBytes }) => ({ src, gzipBytes })),
  };
}
