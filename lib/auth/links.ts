// The links of confirmation and recovery messages, `/?confirmid={id}&sessid=…` and
// `/?recoveryid={id}&sessid=…` (checkout spec §2): the middleware calls the API's confirm or
// recovery-confirm and redirects to the plain home page with the result in a one-minute cookie the
// header shows once (components/auth/flash-message.tsx). The home page stays one cached page per
// shop: no customer's outcome is ever rendered into it.
import { NextResponse, type NextRequest } from 'next/server';
import { parsePositiveId } from '@/domain/ids';
import { isApiError } from '@/lib/api/client';
import { apiFetch } from '@/lib/api/fetch';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/client-address';

export const FLASH_COOKIE = 'auth_flash';
const FLASH_MAX_AGE = 60;
const MAX_SESSID = 512;

/** True for a home URL carrying a confirmation or recovery link. */
export const isAccountLink = (pathname: string, search: URLSearchParams): boolean =>
  pathname === '/' && (search.has('confirmid') || search.has('recoveryid'));

export type Flash = { ok: boolean; message: string };

const FAILED = 'Ссылка недействительна или устарела.';
const UNAVAILABLE = 'Сервис магазина недоступен. Повторите попытку позже.';

async function follow(kind: 'confirm' | 'recovery-confirm', id: number, sessid: string, clientIp: string | null): Promise<Flash> {
  const headers = new Headers();
  if (clientIp) headers.set('X-Forwarded-For', clientIp);
  const secret = env.storefrontSecret();
  if (secret) headers.set('X-Storefront-Key', secret);
  try {
    const body = await apiFetch<{ result?: unknown; message?: unknown } | null>(
      `/api/customers/${id}/${kind}?sessid=${encodeURIComponent(sessid)}`, { headers },
    );
    return typeof body?.message === 'string' ? { ok: body.result === true, message: body.message } : { ok: false, message: FAILED };
  } catch (e) {
    if (!isApiError(e) || e.status >= 500) return { ok: false, message: UNAVAILABLE };
    return { ok: false, message: e.description ?? FAILED };
  }
}

/** Follows the link and redirects home with the outcome (never cached). */
export async function accountLink(request: NextRequest): Promise<NextResponse> {
  const q = request.nextUrl.searchParams;
  const kind = q.has('confirmid') ? 'confirm' : 'recovery-confirm';
  const id = parsePositiveId(q.get(kind === 'confirm' ? 'confirmid' : 'recoveryid') ?? '');
  const sessid = q.get('sessid') ?? '';
  const flash = id === null || sessid === '' || sessid.length > MAX_SESSID
    ? { ok: false, message: FAILED }
    : await follow(kind, id, sessid, clientAddress(request.headers));
  const to = request.nextUrl.clone();
  to.pathname = '/';
  to.search = '';
  const res = NextResponse.redirect(to, 303);
  res.headers.set('Cache-Control', 'private, no-store');
  // Next percent-encodes the value once; the header's script decodes it
  res.cookies.set(FLASH_COOKIE, JSON.stringify(flash), { path: '/', sameSite: 'lax', maxAge: FLASH_MAX_AGE, httpOnly: false });
  return res;
}
