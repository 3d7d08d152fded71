// The RBS callback's checksum (symmetric variant of the gateway's "callback notifications with a
// checksum", securecardpayment.ru/wiki/doku.php/integration:api:callback:start): every parameter but
// `checksum` and `sign_alias`, sorted by name, written `name;value;` one after another, signed with
// HMAC-SHA256 under the shop's callback key, uppercase hex. Both gateways verify with it; the sandbox
// also signs its own callbacks with it, so the route handles the two alike.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayStatus, PaymentEvent } from './types';

const UNSIGNED = new Set(['checksum', 'sign_alias']);

/** The string the checksum is computed over: `name;value;` for each signed parameter, sorted by name. */
export function checksumPayload(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => !UNSIGNED.has(name))
    .sort()
    .map((name) => `${name};${params[name]};`)
    .join('');
}

export function signCallback(params: Record<string, string>, secret: string | Uint8Array): string {
  return createHmac('sha256', secret).update(checksumPayload(params), 'utf8').digest('hex').toUpperCase();
}

/** Whether `params.checksum` is the parameters' HMAC; compared in constant time. */
export function checksumValid(params: Record<string, string>, secret: string | Uint8Array): boolean {
  const given = params.checksum;
  if (typeof given !== 'string' || !/^[0-9A-Fa-f]{64}$/.test(given)) return false;
  const expected = Buffer.from(signCallback(params, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

// RBS callback operations and the payment state each leaves when it succeeded (status=1) or failed (0).
// A failed deposit, reverse or refund leaves the payment where it was, so the event reports that state:
// a PaymentEvent is what the payment now is, and applying it twice is a no-op on the orders side.
const OPERATIONS: Record<string, { ok: [PaymentEvent['operation'], GatewayStatus]; failed: [PaymentEvent['operation'], GatewayStatus] }> = {
  approved: { ok: ['approved', 1], failed: ['declined', 6] },
  declinedByTimeout: { ok: ['declined', 6], failed: ['declined', 6] },
  declined: { ok: ['declined', 6], failed: ['declined', 6] },
  deposited: { ok: ['deposited', 2], failed: ['approved', 1] },
  reversed: { ok: ['reversed', 3], failed: ['approved', 1] },
  refunded: { ok: ['refunded', 4], failed: ['deposited', 2] },
};

const MAX_ID = 100;

/**
 * A callback's parameters → the event, or null when the checksum does not verify or the callback
 * is not one this shop acts on (unknown operation, no order number): nothing is to be changed then.
 */
export function callbackEvent(params: Record<string, string>, secret: string | Uint8Array): PaymentEvent | null {
  if (!checksumValid(params, secret)) return null;
  const { mdOrder, orderNumber, operation, status } = params;
  if (typeof mdOrder !== 'string' || mdOrder.length === 0 || mdOrder.length > MAX_ID) return null;
  if (typeof orderNumber !== 'string' || !/^[1-9]\d{0,9}$/.test(orderNumber) || Number(orderNumber) > 2 ** 31 - 1) return null;
  if (typeof operation !== 'string' || !Object.hasOwn(OPERATIONS, operation)) return null;
  if (status !== '0' && status !== '1') return null;
  const [op, gatewayStatus] = OPERATIONS[operation][status === '1' ? 'ok' : 'failed'];
  return { gatewayOrderId: mdOrder, orderId: Number(orderNumber), operation: op, status: gatewayStatus };
}

/** The signed parameters a gateway sends for `event` (the sandbox's own callbacks; tests). */
export function callbackParams(event: { gatewayOrderId: string; orderId: number; operation: string; ok: boolean }, secret: string | Uint8Array): Record<string, string> {
  const params: Record<string, string> = {
    mdOrder: event.gatewayOrderId,
    orderNumber: String(event.orderId),
    operation: event.operation,
    status: event.ok ? '1' : '0',
  };
  return { ...params, checksum: signCallback(params, secret) };
}
