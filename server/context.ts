// The types every route and service shares: the app's context variables and its outside services.
// Apart from server/app.ts (the composition root) so a route needs no import of the app that mounts it.
import type { Captcha } from './adapters/captcha';
import type { Messages } from './adapters/messages';
import type { PaymentGateway } from './adapters/payment';
import type { Webhooks } from './adapters/webhooks';
import type { RetrySchedule } from '../domain/order-webhooks';
import type { Db } from './db/client';
import type { KeyClaim } from './lib/idempotency';
import type { Bearer } from './lib/permissions';
import type { OrderFeed } from './services/orders/feed';

/** The outside services and secrets of one app (adapters/, design.md §5): tests pass their own. */
export type Services = {
  messages: Messages;
  captcha: Captcha;
  /** online payment: the sandbox, or RBS when RBS_API_URL is set */
  payment: PaymentGateway;
  /** the access tokens' HS256 key, read on first use */
  jwtKey: () => Uint8Array;
  /** outgoing order webhooks: the local sink, or the receivers' URLs */
  webhooks: Webhooks;
  /** when a failed webhook is tried again, and how often */
  retry: RetrySchedule;
  /** live order changes from every process (LISTEN); silent without a database handle */
  feed: OrderFeed;
};

export type AppEnv = {
  Variables: {
    db: Db; services: Services; bearer: Bearer; customerId?: number;
    /** the request's Idempotency-Key, for the route's transaction to take (lib/idempotency.ts) */
    idempotency?: KeyClaim;
    /** X-Request-Id: nginx's or the storefront's, else made here (server/ops/observe.ts); every log line of the request carries it */
    requestId?: string;
  };
};

