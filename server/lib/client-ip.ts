// The address of the shopper behind a request, for rate limits and idempotency scopes.
// The storefront's /api proxy calls the API for the browser and sends the browser's address in
// X-Forwarded-For; anyone else could send that header too, so it is believed only from the storefront:
// a request carrying the shared secret STOREFRONT_SECRET in X-Storefront-Key, or, while no secret is
// configured (development, tests), one from a loopback address.
import type { Context } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { env } from '../env';

export const STOREFRONT_KEY_HEADER = 'x-storefront-key';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
// One address, IPv4 or IPv6, nothing else: a header value is never trusted to be well-formed.
const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

function socketAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request comes from the storefront, whose X-Forwarded-For may be believed. */
export function fromStorefront(c: Context, secret = env.STOREFRONT_SECRET): boolean {
  if (secret) return sameSecret(c.req.header(STOREFRONT_KEY_HEADER), secret);
  const socket = socketAddress(c);
  // app.request() in tests has no socket: it is the process itself
  return socket === null || LOOPBACK.test(socket);
}

/** The client's address: X-Forwarded-For's single value from the storefront, else the socket's. */
export function clientIp(c: Context, secret = env.STOREFRONT_SECRET): string {
  const socket = socketAddress(c) ?? 'local';
  if (!fromStorefront(c, secret)) return socket;
  const forwarded = c.req.header('x-forwarded-for')?.trim();
  return forwarded && ADDRESS.test(forwarded) ? forwarded : socket;
}
