// Online payment (issue 9): the gateway's callback and the sandbox gateway's payment page
// (server/routes/payments.ts). The page on the storefront (/payment-sandbox/{id}) reads and acts on
// one sandbox payment through the site's /api proxy; the bank (or the sandbox) calls the callback.
import { z } from 'zod';
import { iri } from './hydra';

const GATEWAY_ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const SandboxPaymentParams = z.object({
  id: z.string().regex(GATEWAY_ORDER_ID, 'Неверный номер платежа.').meta({ description: "The sandbox's gateway order id (a UUID)" }),
});

export const SandboxPayment = z.object({
  '@id': iri,
  '@type': z.literal('SandboxPayment'),
  id: z.string(),
  orderNumber: z.number().int().meta({ description: "The shop's order id" }),
  amount: z.number().meta({ description: 'Roubles' }),
  description: z.string(),
  status: z.number().int().min(0).max(6).meta({ description: 'RBS payment status (spec §4): 0 registered, 1 held, 2 deposited, 3 reversed, 4 refunded, 6 declined' }),
  expiresAt: z.iso.datetime(),
  secondsLeft: z.number().int().nonnegative().meta({ description: "Until the expiry, by the server's clock (the page counts down from it)" }),
  redirectUrl: z.string().nullable().meta({ description: 'Where the page sends the shopper now: the return URL once held, the fail URL once declined; null while unpaid' }),
}).meta({ id: 'SandboxPayment' });
export type SandboxPayment = z.infer<typeof SandboxPayment>;

const param = (description: string) => z.string().max(200).optional().meta({ description });

/** RBS callback parameters (all signed but `checksum`); others the bank may add are signed too and allowed. */
export const PaymentCallbackQuery = z.object({
  mdOrder: param("The gateway's order id"),
  orderNumber: param("The shop's order id"),
  operation: param('approved, deposited, reversed, refunded, declinedByTimeout (declined: the sandbox page refused)'),
  status: param('1 the operation succeeded, 0 it failed'),
  checksum: param('HMAC-SHA256 of the other parameters sorted by name as name;value;, uppercase hex'),
}).catchall(z.string({ message: 'Параметр уведомления должен встречаться один раз.' }).max(500));

export const PaymentCallbackAnswer = z.object({ status: z.literal('ok') }).meta({ id: 'PaymentCallbackAnswer' });
