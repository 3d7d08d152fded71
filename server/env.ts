// The API process's environment, read once and checked: a bad value stops the process at start
// with a message naming the variable, instead of a NaN port or a pool of zero connections later.
// Every variable is in README.md's table.
import { z } from 'zod';

const port = (def: number) => z.coerce.number().int().min(1).max(65535).default(def);
const blankAsUnset = (v: unknown) => (v === '' ? undefined : v);

export const EnvSchema = z.object({
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
