// The payment gateway the API uses (design.md §5): RBS when RBS_API_URL is set, otherwise the local
// sandbox with its own payment page on the storefront (/payment-sandbox/{id}).
import { randomBytes } from 'node:crypto';
import { env } from '../../env';
import { sandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export { PaymentError, type PaymentErrorKind } from './errors';
export type { GatewayStatus, PaymentEvent, PaymentGateway, Registered, RegisterRequest } from './types';

/** The sandbox's payment page on the storefront. */
export const sandboxPageUrl = (id: string, siteUrl = env.SITE_URL) => new URL(`/payment-sandbox/${id}`, siteUrl).toString();

export function paymentFromEnv(): PaymentGateway {
  // The sandbox signs only callbacks it makes itself, in this process (server/routes/payments.ts), so
  // a key of this process's own is enough and nobody outside can forge one.
  return sandboxGateway({ secret: env.RBS_CALLBACK_SECRET ?? randomBytes(32), pageUrl: (id) => sandboxPageUrl(id) });
}
