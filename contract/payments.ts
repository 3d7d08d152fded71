// Online payment: the gateway's callback and the sandbox gateway's payment page
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

/**
 * POST /api/dev/sandbox-payments (development and end-to-end tests only; 404 unless the sandbox is
 * the gateway): registers a sandbox payment for an order number no order has (one from a billion
 * up), so the payment page can be opened without placing an order. The URLs are paths of this site.
 */
export const SandboxPaymentRequest = z.object({
  // from a billion up: numbers the orders' serial ids do not reach, so no order placed later can take one
  orderNumber: z.number().int().min(1_000_000_000, 'Номер тестового платежа — от 1000000000.').max(2_147_483_647),
  amount: z.number().int('Сумма в копейках должна быть целым числом.').positive().max(100_000_000_00).meta({ description: 'Kopecks' }),
  expiresInSeconds: z.number().int().min(1).max(86_400).default(1200),
  returnPath: z.string().regex(/^\/(?!\/)[^\s\\]{0,500}$/, 'Ожидается путь на сайте магазина.'),
  failPath: z.string().regex(/^\/(?!\/)[^\s\\]{0,500}$/, 'Ожидается путь на сайте магазина.'),
});
export const SandboxPaymentRegistered = z.object({ gatewayOrderId: z.string(), formUrl: z.string() }).meta({ id: 'SandboxPaymentRegistered' });

// ── the sandbox bank (server/routes/sandbox-bank.ts) ─────────────────────────────────────────

export const BankRestParams = z.object({
  method: z.enum(['register.do', 'registerPreAuth.do', 'deposit.do', 'reverse.do', 'refund.do', 'getOrderStatusExtended.do'])
    .meta({ description: 'The RBS REST method' }),
});

/** An RBS answer: errorCode "0" on success, with the method's own fields (orderId, formUrl, orderStatus, …). */
export const BankRestAnswer = z.record(z.string(), z.unknown()).meta({ id: 'BankRestAnswer' });

/** getOrderStatusExtended.do's shape, amounts in kopecks. */
export const BankOrderState = z.object({
  errorCode: z.string(),
  orderNumber: z.string(),
  orderStatus: z.number().int().min(0).max(6),
  amount: z.number().int(),
  currency: z.string(),
  paymentAmountInfo: z.object({
    paymentState: z.string(), approvedAmount: z.number().int(), depositedAmount: z.number().int(), refundedAmount: z.number().int(),
  }),
}).meta({ id: 'BankOrderState' });

export const BankOrderParams = z.object({ bankOrderId: z.string().regex(GATEWAY_ORDER_ID, 'Неверный номер платежа.') });

/** The operations of the sandbox bank a fault can be armed for, and the faults (demo only). */
export const BANK_OPERATIONS = ['register', 'deposit', 'reverse', 'refund', 'status', 'callback'] as const;
export const BANK_FAULTS = ['delay', 'lost-answer', 'server-error', 'refusal', 'crash'] as const;

/** POST /api/dev/bank/faults: the next `times` calls of `operation` meet `fault`. */
export const BankFaultRequest = z.object({
  operation: z.enum(BANK_OPERATIONS),
  fault: z.enum(BANK_FAULTS)
    .meta({ description: 'delay: the bank acts after delayMs (past the caller\'s timeout); lost-answer: it acts and the answer is cut; server-error: 502 before it acts; refusal: errorCode 5; crash: it acts, then the API process it shares is killed (SIGKILL) before the answer leaves' }),
  times: z.number().int().min(1).max(100).default(1),
  delayMs: z.number().int().min(1).max(120_000).optional(),
});

/** POST /api/dev/bank/orders/{bankOrderId}/deposit: a capture made in the bank's own portal (kopecks; the whole hold by default). */
export const BankPortalDeposit = z.object({ amount: z.number().int().positive().optional() });
