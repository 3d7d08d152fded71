// Who may read the operations routes (/metrics, /internal/backup): a bearer token when one is
// configured, else only a direct loopback connection — no X-Forwarded-For, so nothing relayed by the
// storefront or nginx passes for the machine itself.
import type { Context } from 'hono';
import { timingSafeEqual } from 'node:crypto';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function socketAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

export function internalAccess(c: Context, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(c.req.header('authorization') ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  if (c.req.header('x-forwarded-for') !== undefined) return false;
  const socket = socketAddress(c);
  // app.request() in tests has no socket: the process itself
  return socket === null || LOOPBACK.test(socket);
}
