// The API process's environment, read once and checked: a bad value stops the process at start
// with a message naming the variable, instead of a NaN port or a pool of zero connections later.
// Every variable is in README.md's table.
import { z } from 'zod';

const port = (def: number) => z.coerce.number().int().min(1).max(65535).default(def);
const blankAsUnset = (v: unknown) => (v === '' ? undefined : v);

export const EnvSchema = z.object({
  /**
   * Which shop this is (decision 140): demo (demo data and accounts, every local stand-in), staging
   * (production's rules, local stand-ins allowed) or production (no stand-in, no demo, every secret set).
   */
  SHOP_MODE: z.preprocess(blankAsUnset, z.enum(['demo', 'staging', 'production']).default('demo')),
  API_PORT: port(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  /** PGlite data folder; only the API process opens it. */
  DATA_DIR: z.string().min(1).default('.data/pglite'),
  /** A PostgreSQL server to use instead of PGlite. */
  DATABASE_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Shared with the storefront: X-Forwarded-For is believed only from requests carrying it. */
  STOREFRONT_SECRET: z.preprocess(blankAsUnset, z.string().min(16, 'не короче 16 символов').optional()),
  /** The test harness's per-run token, echoed by /health so it knows the API answering is its own. */
  STACK_TOKEN: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /**
   * HS256 key of the access tokens. Unset: generated once into `jwt-secret` beside DATA_DIR and reused
   * (server/lib/jwt-secret.ts); several API processes on one database must share one, so set it there.
   */
  JWT_SECRET: z.preprocess(blankAsUnset, z.string().min(32, 'не короче 32 символов').optional()),
  /**
   * A storefront the API tells which cached pages a data change made stale (POST /api/revalidate;
   * with Redis one tells all). Unset: http://127.0.0.1:{PORT} when PORT is set (npm start sets it),
   * else none, and pages wait for their 60 s revalidation.
   */
  STOREFRONT_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  /** The storefront's port; npm start gives both processes the same PORT. */
  PORT: z.preprocess(blankAsUnset, port(3000).optional()),
  /** The storefront's public address: links in SMS and email (recovery, confirmation) start with it. */
  SITE_URL: z.preprocess(blankAsUnset, z.url().default('http://localhost:3000')),
  /** An HTTP SMS gateway (server/adapters/messages): unset, SMS go to the outbox table and the log. */
  SMS_GATEWAY_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  /** An HTTP email gateway, likewise. */
  EMAIL_GATEWAY_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  EMAIL_GATEWAY_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  /** Yandex SmartCaptcha's server key: set, captcha tokens are verified; unset, every token passes. */
  SMARTCAPTCHA_SERVER_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  /** Yandex Geocoder key; unset: the offline gazetteer of the demo cities (server/adapters/geocoder). */
  YANDEX_GEOCODER_API_KEY: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /** Yandex Geosuggest key (the address form's streets and houses); unset: the offline gazetteer's. */
  YANDEX_SUGGEST_API_KEY: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /**
   * RBS (Sberbank-style) two-stage acquiring, e.g. https://securepayments.sberbank.ru/payment/rest/ :
   * set, online payments go through it (server/adapters/payment/rbs.ts); unset, through the sandbox.
   */
  RBS_API_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  RBS_USERNAME: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  RBS_PASSWORD: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /** An RBS API token, instead of the username and password. */
  RBS_TOKEN: z.preprocess(blankAsUnset, z.string().max(500).optional()),
  /** The key the bank signs its callbacks with (HMAC-SHA256); required with RBS_API_URL. */
  RBS_CALLBACK_SECRET: z.preprocess(blankAsUnset, z.string().min(16, 'не короче 16 символов').optional()),
  /** How long the API waits for the bank's answer (ms); past it the operation is unknown until reconciled. */
  RBS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** How long an unanswered bank operation is left to the bank before its status query decides it (s). */
  PAYMENT_SETTLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Order webhooks (server/adapters/webhooks): each receiver's URL and the shared secret both
   * directions are signed with (HMAC-SHA256, X-Webhook-Signature). A receiver without a URL gets its
   * webhooks in the local sink (GET /api/dev/webhooks); without a secret the development secret
   * `local-webhook-secret` signs, and in production its inbound webhooks are refused.
   */
  ASSEMBLY_WEBHOOK_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  ASSEMBLY_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().min(16, 'не короче 16 символов').optional()),
  AGGREGATOR_WEBHOOK_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  AGGREGATOR_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().min(16, 'не короче 16 символов').optional()),
  PARTNER_WEBHOOK_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  PARTNER_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().min(16, 'не короче 16 символов').optional()),
  /** Tries of one outgoing webhook before it is dead (the back office may send it again). */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /** The wait after the first failed try, in seconds; each further failure waits twice as long, at most an hour. */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Test hook: 1 keeps this process from sending webhooks (a crash test kills it with deliveries due). */
  WEBHOOKS_PAUSED: z.preprocess(blankAsUnset, z.enum(['0', '1']).default('0')),
  /**
   * The 1C exchange's login and password (HTTP Basic at /api/exchange/1c). Unset outside demo: the
   * exchange is off; in demo they default to exchange / exchange12345 (server/services/exchange/auth.ts).
   * Required in production, where the published default is refused (domain/production-problems.ts).
   */
  EXCHANGE_1C_LOGIN: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  EXCHANGE_1C_PASSWORD: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /** The price types of offers.xml (by name) that are the regular price and the card price. */
  EXCHANGE_1C_PRICE: z.preprocess(blankAsUnset, z.string().max(200).default('Розничная')),
  EXCHANGE_1C_CARD_PRICE: z.preprocess(blankAsUnset, z.string().max(200).default('По карте')),
  /**
   * Where photo originals and their variants are kept (server/adapters/storage): unset, the folder
   * `photos` beside DATA_DIR; ignored when PHOTO_S3_BUCKET is set.
   */
  PHOTO_DIR: z.preprocess(blankAsUnset, z.string().min(1).optional()),
  /**
   * An S3-compatible bucket for photos, so every API host of a cluster serves every photo (decision
   * 175): the bucket, its endpoint (unset: AWS's own for the region), region and keys.
   */
  PHOTO_S3_BUCKET: z.preprocess(blankAsUnset, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'имя бакета: строчные латинские буквы, цифры, точки и дефисы').optional()),
  PHOTO_S3_ENDPOINT: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  PHOTO_S3_REGION: z.preprocess(blankAsUnset, z.string().max(64).default('us-east-1')),
  PHOTO_S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  PHOTO_S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  /** How the log is written: json (one object per line, for a collector) or pretty (readable; `npm run dev` sets it). */
  LOG_FORMAT: z.preprocess(blankAsUnset, z.enum(['json', 'pretty']).default('json')),
  /** off: no HTTP metrics are recorded (the benchmark's comparison, bench/metrics-cost.ts); /metrics still answers. */
  METRICS: z.preprocess(blankAsUnset, z.enum(['on', 'off']).default('on')),
  /**
   * The bearer token GET /metrics asks for. Unset: /metrics answers only a direct loopback request
   * (no X-Forwarded-For), so nothing behind a proxy reaches it.
   */
  METRICS_TOKEN: z.preprocess(blankAsUnset, z.string().min(16, 'не короче 16 символов').optional()),
  /**
   * The token of the internal admin routes of operations (POST /internal/backup): unset, they answer
   * only a direct loopback request.
   */
  OPS_TOKEN: z.preprocess(blankAsUnset, z.string().min(16, 'не короче 16 символов').optional()),
  /** Node's mode; jest sets 'test', and then the outbox keeps its log line quiet. */
  NODE_ENV: z.preprocess(blankAsUnset, z.enum(['development', 'production', 'test']).optional()),
  /** Minutes an online-paid order waits for its payment before it is cancelled (the pay link's countdown). */
  ORDER_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(1440).default(20),
  /** Percent of an online order's weighed goods held above its total: they are picked at their real weight (admin orders). */
  ORDER_HOLD_MARGIN_PERCENT: z.coerce.number().min(0).max(100).default(15),
});
export type ServerEnv = z.infer<typeof EnvSchema>;

/** The checked environment, or an Error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got "${source[String(i.path[0])] ?? ''}")`);
  throw new Error(`Invalid environment for the shop API:\n${problems.join('\n')}`);
}

export const env: ServerEnv = parseEnv(process.env);

/**
 * The start-up warning for a production API without SITE_URL: links in SMS and email and the bank's
 * return address would name the local default, http://localhost:3000. Null when there is nothing to say.
 */
export function siteUrlWarning(source: Record<string, string | undefined>): string | null {
  if (source.NODE_ENV !== 'production' || (source.SITE_URL ?? '').trim() !== '') return null;
  return 'SITE_URL не задан: ссылки в SMS и письмах и возврат со страницы банка ведут на http://localhost:3000. Укажите публичный адрес магазина.';
}
