// The types every route and service shares: the app's context variables and its outside services.
// Apart from server/app.ts (the composition root) so a route needs no import of the app that mounts it,
// and importing only adapters' and the database's types, so the lib modules that fill these variables
// (lib/idempotency.ts, lib/permissions.ts) take their types from here without a cycle.
import type { Captcha } from './adapters/captcha';
import type { Messages } from './adapters/messages';
import type { PaymentGateway } from './adapters/payment';
import type { SandboxBank } from './adapters/payment/sandbox-bank';
import type { PhotoStorage } from './adapters/storage';
import type { Webhooks } from './adapters/webhooks';
import type { RetrySchedule } from '../domain/order-webhooks';
import type { Db, Tx } from './db/client';
import type { OrderFeed } from './services/orders/feed';

/** The outside services and secrets of one app (adapters/, design.md §5): tests pass their own. */
export type Services = {
  messages: Messages;
  captcha: Captcha;
  /** online payment: the sandbox, or RBS when RBS_API_URL is set */
  payment: PaymentGateway;
  /** the sandbox bank this API serves (its RBS REST face and payment page), or null with a real bank */
  bank: SandboxBank | null;
  /** the access tokens' HS256 key, read on first use */
  jwtKey: () => Uint8Array;
  /** outgoing order webhooks: the local sink, or the receivers' URLs */
  webhooks: Webhooks;
  /** when a failed webhook is tried again, and how often */
  retry: RetrySchedule;
  /** live order changes from every process (LISTEN); silent without a database handle */
  feed: OrderFeed;
  /** where photo files are kept: a folder, or an S3 bucket when PHOTO_S3_BUCKET is set */
  photos: PhotoStorage;
};

/** What the Authorization header said: nothing, a valid token's customer and session, or a bad token (or one of an ended session). */
export type Bearer = { customerId: number; sid: string } | { invalid: true } | null;

/** The key, as the route's transaction takes it and records its answer. */
export type KeyClaim = {
  /** The transaction's first statement: takes the key, or throws KeyTaken when a request with it committed first. */
  take: (tx: Tx) => Promise<void>;
  /**
   * Records the answer in the same transaction: `status` when it is final, none when the route still
   * has work after the commit (its `recover` then completes it from `body` if the request dies).
   */
  record: (tx: Tx, body: unknown, status?: number) => Promise<void>;
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

