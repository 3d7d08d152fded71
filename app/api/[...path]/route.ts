// The BFF proxy: the browser calls /api/* here, we forward to the shop API with API-CONSUMER: site.
// Later work adds the session's Bearer token and blocks upstream calls that return tokens.
import type { NextRequest } from 'next/server';
import { shopApiUrl } from '@/lib/api/base-url';

const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'idempotency-key', 'accept-language'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

async function proxy(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const url = new URL(request.url);
  const target = `${shopApiUrl()}/api/${path.map(encodeURIComponent).join('/')}${url.search}`;
  const headers = new Headers({ 'API-CONSUMER': 'site' });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const res = await fetch(target, {
    method: request.method,
    headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    redirect: 'manual',
    cache: 'no-store',
  });
  const out = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(res.body, { status: res.status, headers: out });
}

export { proxy as GET, proxy as POST, proxy as PUT, proxy as DELETE, proxy as PATCH };
