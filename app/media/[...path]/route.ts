// Images are drawn by the shop API; this handler fetches them so nothing internal shows to the
// browser (a middleware rewrite leaked the API's address in x-middleware-rewrite) and no cookie or
// other browser header reaches the API.
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';

const SEGMENT = /^[A-Za-z0-9_.-]{1,200}$/;
const FORWARDED = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-security-policy', 'x-content-type-options', 'vary'];

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } });

async function media(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  // Next hands over decoded segments: anything but plain file-name characters names no image
  if (path.length > 5 || !path.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) return notFound();
  let res: Response;
  try {
    res = await fetch(`${env.shopApiUrl()}/media/${path.join('/')}`, {
      method: request.method,
      headers: {
        'API-CONSUMER': 'site',
        ...(request.headers.get('if-none-match') ? { 'If-None-Match': request.headers.get('if-none-match')! } : {}),
        // a photo without an extension is chosen by what the browser shows (AVIF, WebP, JPEG)
        ...(request.headers.get('accept') ? { Accept: request.headers.get('accept')!.slice(0, 500) } : {}),
      },
      signal: AbortSignal.timeout(env.proxyTimeoutMs()),
      cache: 'no-store',
    });
  } catch {
    return new Response('Bad Gateway', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (res.status === 404 || res.status === 400) return notFound();
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(request.method === 'HEAD' ? null : res.body, { status: res.status >= 500 ? 502 : res.status, headers });
}

export { media as GET, media as HEAD };
