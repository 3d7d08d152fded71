// Signed webhooks, both ways: `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>">` with the receiver's shared secret (the scheme Stripe made familiar). The time is
// inside the signature, so an old request cannot be sent again with a fresh time; within the window
// the receiver refuses an event id it has seen (server/services/webhooks/inbound.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
/** The event's id: the same on every retry, for the receiver to apply it once. */
export const EVENT_ID_HEADER = 'X-Webhook-Id';
/** How far a signed time may be from ours, either way. */
export const SIGNATURE_WINDOW_S = 300;

const hmac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** The header value signing `body` at `now`. */
export function signBody(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

export type SignatureCheck = { ok: true; t: number } | { ok: false; why: 'missing' | 'malformed' | 'mismatch' | 'stale' };

/** Whether `header` signs exactly `body` with `secret`, at a time within the window of `now`. */
export function verifySignature(secret: string, body: string, header: string | null | undefined, now: Date): SignatureCheck {
  if (!header) return { ok: false, why: 'missing' };
  const parts = new Map(header.split(',').map((p) => {
    const i = p.indexOf('=');
    return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
  }));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, why: 'malformed' };
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, why: 'mismatch' };
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_WINDOW_S) return { ok: false, why: 'stale' };
  return { ok: true, t };
}
