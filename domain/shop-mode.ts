// Which local stand-in each SHOP_MODE lets run (decisions 140 and 142). demo: all of them, so a fresh
// clone works offline; staging: production's rules, but messages may stay in the outbox (read by site
// admins in the back office), the sandbox bank may take payments and the local captcha may pass;
// production: none (the process refuses to start instead: domain/production-problems.ts, applied by
// server/main.ts before the database opens and by lib/env-check.ts for the storefront).

export const SHOP_MODES = ['demo', 'staging', 'production'] as const;
export type ShopMode = (typeof SHOP_MODES)[number];

export type StandIn =
  /** the demo catalogue, shops and accounts written into an empty database */
  | 'demo-seed'
  /** GET /api/dev/outbox, /api/dev/webhooks, POST /api/dev/partner-orders, /api/dev/sandbox-payments */
  | 'dev-routes'
  /** SMS and email kept in the outbox table instead of sent */
  | 'outbox'
  /** the site admins' back-office page of the outbox (staging's only way to read a code) */
  | 'outbox-page'
  /** the sandbox payment gateway, whose public page marks an order paid */
  | 'sandbox-bank'
  /** the captcha that passes every token */
  | 'local-captcha'
  /** inbound webhooks signed with the published development secret */
  | 'dev-webhook-secret';

const ALLOWED: Record<ShopMode, ReadonlySet<StandIn>> = {
  demo: new Set<StandIn>(['demo-seed', 'dev-routes', 'outbox', 'outbox-page', 'sandbox-bank', 'local-captcha', 'dev-webhook-secret']),
  staging: new Set<StandIn>(['outbox', 'outbox-page', 'sandbox-bank', 'local-captcha']),
  production: new Set<StandIn>(),
};

/** Whether `mode` lets this stand-in run. */
export const standInAllowed = (mode: ShopMode, standIn: StandIn): boolean => ALLOWED[mode].has(standIn);
