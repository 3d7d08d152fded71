// Who may ask the storefront to drop cached pages, and which pages may be named (app/api/revalidate).
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { env } from '@/lib/env';
import { SOCKET_ADDRESS_HEADER } from '@/lib/client-address';

type HeaderReader = { get(name: string): string | null };

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The API's key when STOREFRONT_SECRET is set; without one, a connection from this machine on
 * behalf of this machine: a proxy in front (nginx) names the visitor in X-Forwarded-For, and any
 * address there but a loopback one refuses (Next itself writes the socket's address there).
 */
export function revalidationAllowed(headers: HeaderReader, secret: string | undefined = env.storefrontSecret()): boolean {
  const key = headers.get('x-storefront-key');
  if (secret) return key !== null && sameKey(key, secret);
  return fromThisMachine(headers);
}

/** A direct connection from this machine: the socket and every relayed address are loopback (also /metrics, lib/ops/access.ts). */
export function fromThisMachine(headers: HeaderReader): boolean {
  const relayed = (headers.get('x-forwarded-for') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  return [headers.get(SOCKET_ADDRESS_HEADER)?.trim() ?? '', ...relayed].every((a) => LOOPBACK.test(a));
}

/** A cached page's own route: /s/{shop} and up to four segments of letters, digits, - _ . % (never . or ..) */
const PAGE = /^\/s\/[1-9]\d{0,9}(\/(?!\.\.?(?:\/|$))[\w.%-]{1,200}){0,4}$/;
const body = z.object({ pages: z.array(z.string().max(1000).regex(PAGE)).min(1).max(500) });

export function parseRevalidation(text: string): { pages: string[] } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'Тело запроса должно быть JSON.' };
  }
  const r = body.safeParse(json);
  if (!r.success) return { error: 'Ожидается {"pages": ["/s/{магазин}/…"]}: от 1 до 500 страниц.' };
  return { pages: [...new Set(r.data.pages)] };
}
