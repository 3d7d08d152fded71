// The payment gateway the API uses (design.md §5): RBS when RBS_API_URL is set, otherwise the RBS
// adapter all the same, pointed at the sandbox bank this API serves itself (/api/sandbox-bank/rest/,
// sandbox-bank.ts), whose payment page is on the storefront (/payment-sandbox/{id}).
import { randomBytes } from 'node:crypto';
import { env } from '../../env';
import { rbsGateway } from './rbs';
import { sandboxGateway } from './sandbox';
import { sandboxBank, type SandboxBank } from './sandbox-bank';
import type { PaymentGateway } from './types';

export { PaymentError, type PaymentErrorKind } from './errors';
export type { GatewayStatus, PaymentEvent, PaymentGateway, PaymentState, Registered, RegisterRequest } from './types';

/**
 * The sandbox's payment page on the storefront: a relative address, so the shopper stays on the
 * address they use (127.0.0.1 or localhost, whatever SITE_URL says), signed in, with their choice.
 */
export const sandboxPageUrl = (id: string) => `/payment-sandbox/${id}`;

/** Where the sandbox bank's REST API is: this API's own address. */
export const SANDBOX_BANK_PATH = '/api/sandbox-bank/rest/';
const selfUrl = (source: typeof env) => {
  const host = source.API_HOST === '0.0.0.0' || source.API_HOST === '::' ? '127.0.0.1' : source.API_HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${source.API_PORT}${SANDBOX_BANK_PATH}`;
};

/**
 * RBS when RBS_API_URL is set (then its credentials and callback key must be too: the process stops at
 * start naming what is missing, rather than taking orders it can never see paid), else the RBS adapter
 * against the sandbox bank this process serves (`bank`, signing its callbacks with the same key).
 */
export function paymentFromEnv(source: typeof env = env): { payment: PaymentGateway; bank: SandboxBank | null } {
  if (source.RBS_API_URL) {
    const missing = [
      ...(source.RBS_TOKEN || (source.RBS_USERNAME && source.RBS_PASSWORD) ? [] : ['RBS_USERNAME and RBS_PASSWORD (or RBS_TOKEN)']),
      ...(source.RBS_CALLBACK_SECRET ? [] : ['RBS_CALLBACK_SECRET']),
    ];
    if (missing.length > 0) throw new Error(`Invalid environment for the shop API: RBS_API_URL is set, so ${missing.join(' and ')} must be too`);
    return {
      payment: rbsGateway({
        apiUrl: source.RBS_API_URL, userName: source.RBS_USERNAME, password: source.RBS_PASSWORD, token: source.RBS_TOKEN,
        callbackSecret: source.RBS_CALLBACK_SECRET!, siteUrl: source.SITE_URL, timeoutMs: source.RBS_TIMEOUT_MS,
      }),
      bank: null,
    };
  }
  // The sandbox signs only callbacks it makes itself, in this process (server/routes/payments.ts), so
  // a key of this process's own is enough and nobody outside can forge one.
  const secret = source.RBS_CALLBACK_SECRET ?? randomBytes(32).toString('hex');
  return {
    payment: rbsGateway({ apiUrl: selfUrl(source), userName: 'sandbox', password: 'sandbox', keepPaths: true, callbackSecret: secret, timeoutMs: source.RBS_TIMEOUT_MS }),
    bank: sandboxBank(sandboxGateway({ secret, pageUrl: sandboxPageUrl })),
  };
}
