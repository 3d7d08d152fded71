// The BFF proxy: the browser calls /api/* here, we forward to the shop API with API-CONSUMER: site.
// Only the routes and methods in lib/proxy-policy.ts pass (never a token-returning one); bodies are
// capped at the API's own limit; upstream calls time out; failures answer hydra JSON.
// Issue 7: the session's access token goes to the API as `Authorization: Bearer` (the middleware has
// refreshed it when near expiry); the browser's own Authorization and Cookie headers never pass
// (only FORWARDED_REQUEST_HEADERS do); state-changing requests must come from this site (Origin).
import type { NextRequest } from 'next/server';
import { EXCHANGE_FILE_LIMIT, MAX_BODY_BYTES, MAX_URL_LENGTH } from '@/contract/limits';
import { hydraErrorResponse } from '@/lib/api/hydra-error';
import { env } from '@/lib/env';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { sameOriginRequest } from '@/lib/auth/origin';
import { clientAddress } from '@/lib/client-address';
import { bodyCap, decodesCleanly, isExchange, proxyTimeout, proxyVerdict } from '@/lib/proxy-policy';
import { currentRequestId } from '@/lib/ops/request-context';

const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'idempotency-key', 'accept-language'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'x-accel-buffering'];

const hydra = (status: number, title: string, description: string) =>
  hydraErrorResponse(status, title, description, { 'Cache-Control': 'no-store' });

/** The request body, or null when it is larger than the cap (read no further than that). */
async function cappedBody(request: NextRequest, cap = MAX_BODY_BYTES): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > cap) return null;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out.buffer;
}

async function proxy(request: NextRequest) {
  // the raw path, still percent-encoded: Next's decoded params cannot show a bad encoding
  // and the raw query: Next's parsed one silently drops keys such as `__proto__`, which the API must see to refuse
  const { pathname } = request.nextUrl;
  const q = request.url.indexOf('?');
  const search = q >= 0 ? request.url.slice(q).split('#')[0] : '';
  if (pathname.length + search.length > MAX_URL_LENGTH) return hydra(414, 'URI Too Long', 'Адрес запроса слишком длинный.');
  if (!decodesCleanly(pathname)) return hydra(400, 'Bad Request', 'Адрес запроса содержит некорректную кодировку.');
  const verdict = proxyVerdict(request.method, pathname);
  if (verdict === 'not-found') return hydra(404, 'Not Found', 'Нет такого адреса.');
  if (verdict === 'method') return hydra(405, 'Method Not Allowed', 'Метод не поддерживается для этого адреса.');
  if (isExchange(pathname)) return exchange(request, pathname, search);
  if (!sameOriginRequest(request.method, request.headers, env.siteOrigins())) {
    return hydra(403, 'Forbidden', 'Запрос отклонён: он отправлен не с сайта магазина.');
  }

  const headers = new Headers({ 'API-CONSUMER': 'site' });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // the session's token, never one the browser sent: the access token lives only in the encrypted cookie
  const session = await decodeSession(readSessionCookie(request.cookies));
  if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
  // the client's address (lib/client-address.ts), never one the browser wrote (server/lib/client-ip.ts)
  const client = clientAddress(request.headers);
  if (client) headers.set('X-Forwarded-For', client);
  const secret = env.storefrontSecret();
  if (secret) headers.set('X-Storefront-Key', secret);
  // the request's id (nginx's, or the storefront's own), so the API's log line carries the same
  const requestId = currentRequestId();
  if (requestId) headers.set('X-Request-Id', requestId);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // a photo upload may be 20 MB, anything else 256 KB (lib/proxy-policy.ts bodyCap); a declared
  // Content-Length over the cap is refused before a byte of the body is read
  const cap = bodyCap(request.method, pathname);
  const body = hasBody ? await cappedBody(request, cap.bytes) : undefined;
  if (body === null) return hydra(413, 'Payload Too Large', cap.message);

  // The time-out covers the whole answer, except an event stream's body, which lasts as long as the
  // browser listens: its upstream call ends when the browser goes away. A photo upload's is two
  // minutes (lib/proxy-policy.ts proxyTimeout), everything else's PROXY_TIMEOUT_MS.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('The API did not answer in time', 'TimeoutError')),
    proxyTimeout(request.method, pathname, env.proxyTimeoutMs()));
  let res: Response;
  try {
    res = await fetch(`${env.shopApiUrl()}${pathname}${search}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([timeout.signal, request.signal]),
    });
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) clearTimeout(timer);
  } catch (e) {
    // by name, not `instanceof Error`: the timeout's DOMException may come from another realm (a vm sandbox)
    const name = (e as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return timedOut
      ? hydra(504, 'Gateway Timeout', 'Сервис магазина не ответил вовремя. Повторите попытку.')
      : hydra(502, 'Bad Gateway', 'Сервис магазина недоступен. Повторите попытку позже.');
  }
  if (res.status >= 500) {
    await res.body?.cancel();
    return hydra(502, 'Bad Gateway', 'Сервис магазина ответил ошибкой. Повторите попытку позже.');
  }
  const out = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  // an answer made for one customer is nobody else's: no shared cache may keep it
  if (session) out.set('Cache-Control', 'private, no-store');
  return new Response(request.method === 'HEAD' ? null : res.body, { status: res.status, headers: out });
}

/**
 * 1C's exchange (lib/proxy-policy.ts isExchange): its Basic login, its session cookie and its raw file
 * go to the API as sent, the plain-text answer and its Set-Cookie come back. 1C is no browser, so
 * no Origin check and no shopper session; the time-out is the proxy's, as import answers `progress` at once.
 */
async function exchange(request: NextRequest, pathname: string, search: string): Promise<Response> {
  const headers = new Headers({ 'API-CONSUMER': 'site' });
  for (const name of ['authorization', 'content-type']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const session = /(?:^|;\s*)(exchange_1c=[0-9a-f]{48})(?:;|$)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (session) headers.set('Cookie', session);
  const client = clientAddress(request.headers);
  if (client) headers.set('X-Forwarded-For', client);
  const secret = env.storefrontSecret();
  if (secret) headers.set('X-Storefront-Key', secret);
  const body = request.method === 'POST' ? await cappedBody(request, EXCHANGE_FILE_LIMIT) : undefined;
  if (body === null) return new Response(`failure\nЧасть файла больше ${EXCHANGE_FILE_LIMIT} байт (file_limit).`, { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  let res: Response;
  try {
    res = await fetch(`${env.shopApiUrl()}${pathname}${search}`, {
      method: request.method, headers, body, redirect: 'manual', cache: 'no-store', signal: AbortSignal.timeout(env.proxyTimeoutMs()),
    });
  } catch {
    return new Response('failure\nСервис магазина не ответил. Повторите обмен позже.', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const out = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of ['content-type', 'set-cookie']) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(request.method === 'HEAD' ? null : res.body, { status: res.status, headers: out });
}

export { proxy as GET, proxy as HEAD, proxy as POST, proxy as PUT, proxy as DELETE, proxy as PATCH, proxy as OPTIONS };
