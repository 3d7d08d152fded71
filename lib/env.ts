// The storefront process's environment, checked once when the module loads: a bad value stops the
// process (or the build) with a message naming the variable, instead of surfacing later as a wrong
// canonical URL or a fetch to nowhere. Every process.env read of lib/, components/ and app/ is here.
// Edge-safe (the middleware imports it) and small in client chunks (zod/mini). NEXT_PUBLIC_* are read
// literally, `process.env.NEXT_PUBLIC_X`, the only form Next inlines into client code; the others are
// undefined in the browser, where nothing needs them. Documented in README.md § Environment (scripts/readme-env.test.ts holds the table to this schema). The
// variables Next reads before TypeScript (PAGE_CACHE_MAX_MB, NEXT_DIST_DIR, REDIS_URL) have their rules in
// ./env-read.cjs, which their .cjs/.mjs readers load too; they are checked here as well, so the
// start-up check (./env-check.ts) stops the server on them like on the others.
import * as z from 'zod/mini';
import { blank, envError, problems } from './env-read.cjs';
import { SITEMAP_PROTOCOL_MAX } from './seo/sitemap';

const url = (name: string) => z.optional(z.url({ error: `${name} должен быть адресом вида http://host:port` }));
const positiveInt = (name: string) => z.optional(z.string().check(
  z.regex(/^[1-9]\d{0,8}$/, `${name} должен быть целым положительным числом`),
));

export const Env = z.object({
  /** which shop this is (demo | staging | production), as the API's own: the footer's demo mark, the
   * production start check (lib/env-check.ts); set the same on both processes and at build */
  SHOP_MODE: z.optional(z.enum(['demo', 'staging', 'production'], { error: 'SHOP_MODE должен быть demo, staging или production' })),
  /** where the server side finds the shop API (any implementation of the contract) */
  SHOP_API_URL: url('SHOP_API_URL'),
  /** the local API's port, used when SHOP_API_URL is not set */
  API_PORT: z.optional(z.string().check(z.regex(/^\d{1,5}$/, 'API_PORT должен быть номером порта'))),
  /** the public origin for canonical URLs, Open Graph and the sitemap */
  SITE_URL: url('SITE_URL'),
  NEXT_PUBLIC_SITE_URL: url('NEXT_PUBLIC_SITE_URL'),
  /** the shop whose prices a visitor sees before choosing one */
  DEFAULT_SHOP_ID: positiveInt('DEFAULT_SHOP_ID'),
  NEXT_PUBLIC_DEFAULT_SHOP_ID: positiveInt('NEXT_PUBLIC_DEFAULT_SHOP_ID'),
  /** sent by the /api proxy in X-Storefront-Key: the API believes X-Forwarded-For only with it */
  STOREFRONT_SECRET: z.optional(z.string().check(z.minLength(16, 'STOREFRONT_SECRET должен быть не короче 16 символов'))),
  /** how many proxies of our own stand in front of the storefront (nginx: 1); 0, the default: the
   * shopper's address is the connection's own and any X-Forwarded-For is the shopper's writing */
  TRUSTED_PROXY_HOPS: z.optional(z.string().check(z.regex(/^\d$/, 'TRUSTED_PROXY_HOPS должен быть числом от 0 до 9'))),
  /** the addresses of those proxies when not on this host: X-Forwarded-For is believed only from them (and loopback) */
  TRUSTED_PROXY_ADDRESSES: z.optional(z.string().check(z.regex(/^[0-9a-fA-F:.]{2,45}(\s*,\s*[0-9a-fA-F:.]{2,45})*$/,
    'TRUSTED_PROXY_ADDRESSES: адреса прокси через запятую, например 10.0.0.5, 10.0.0.6'))),
  /** how long the /api proxy waits for the API before answering 504 */
  PROXY_TIMEOUT_MS: positiveInt('PROXY_TIMEOUT_MS'),
  /** next-auth's key for the session cookie (scripts/start.ts generates one into the data folder when unset) */
  NEXTAUTH_SECRET: z.optional(z.string().check(z.minLength(32, 'NEXTAUTH_SECRET должен быть не короче 32 символов'))),
  /** Yandex SmartCaptcha's client key: the auth forms show the captcha when it is set */
  NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY: z.optional(z.string().check(z.maxLength(200, 'NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY должен быть не длиннее 200 символов'))),
  /** Yandex Maps' JavaScript API key: read at run time and handed to the browser by
   * /api/map-config when the receiving popup opens; unset, the popup draws the schematic map */
  YANDEX_MAPS_API_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/, 'YANDEX_MAPS_API_KEY должен состоять из латинских букв, цифр и дефисов'))),
  /** URLs per sitemap file: past it /sitemap.xml is an index of parts (default and most: the protocol's 50,000) */
  SITEMAP_PART_URLS: z.optional(z.string().check(
    z.regex(/^[1-9]\d{0,4}$/, `SITEMAP_PART_URLS должен быть целым числом от 1 до ${SITEMAP_PROTOCOL_MAX}`),
    z.refine((v) => Number(v) <= SITEMAP_PROTOCOL_MAX, `SITEMAP_PART_URLS не может быть больше ${SITEMAP_PROTOCOL_MAX}: это предел протокола Sitemaps`),
  )),
  /** the bearer token GET /metrics asks for; unset, it answers only a direct loopback request */
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(16, 'METRICS_TOKEN должен быть не короче 16 символов'))),
  /** off: no HTTP metrics recorded (bench/metrics-cost.ts's comparison) */
  METRICS: z.optional(z.enum(['on', 'off'], { error: 'METRICS должен быть on или off' })),
  /** json (the default) or pretty: how the log is written (lib/ops/log.ts) */
  LOG_FORMAT: z.optional(z.enum(['json', 'pretty'], { error: 'LOG_FORMAT должен быть json или pretty' })),
  /** the test harness's per-run token (scripts/stack.ts): the middleware shows it in X-Stack-Token */
  STACK_TOKEN: z.optional(z.string().check(z.maxLength(200, 'STACK_TOKEN должен быть не длиннее 200 символов'))),
});

const read = blank;

function parse() {
  const result = Env.safeParse({
    SHOP_MODE: read(process.env.SHOP_MODE),
    SHOP_API_URL: read(process.env.SHOP_API_URL),
    API_PORT: read(process.env.API_PORT),
    SITE_URL: read(process.env.SITE_URL),
    NEXT_PUBLIC_SITE_URL: read(process.env.NEXT_PUBLIC_SITE_URL),
    DEFAULT_SHOP_ID: read(process.env.DEFAULT_SHOP_ID),
    NEXT_PUBLIC_DEFAULT_SHOP_ID: read(process.env.NEXT_PUBLIC_DEFAULT_SHOP_ID),
    STOREFRONT_SECRET: read(process.env.STOREFRONT_SECRET),
    PROXY_TIMEOUT_MS: read(process.env.PROXY_TIMEOUT_MS),
    TRUSTED_PROXY_HOPS: read(process.env.TRUSTED_PROXY_HOPS),
    TRUSTED_PROXY_ADDRESSES: read(process.env.TRUSTED_PROXY_ADDRESSES),
    STACK_TOKEN: read(process.env.STACK_TOKEN),
    NEXTAUTH_SECRET: read(process.env.NEXTAUTH_SECRET),
    NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY: read(process.env.NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY),
    YANDEX_MAPS_API_KEY: read(process.env.YANDEX_MAPS_API_KEY),
    SITEMAP_PART_URLS: read(process.env.SITEMAP_PART_URLS),
    METRICS_TOKEN: read(process.env.METRICS_TOKEN),
    METRICS: read(process.env.METRICS),
    LOG_FORMAT: read(process.env.LOG_FORMAT),
  });
  const lines = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...problems({ PAGE_CACHE_MAX_MB: process.env.PAGE_CACHE_MAX_MB, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR, REDIS_URL: process.env.REDIS_URL }),
  ];
  if (lines.length || !result.success) throw envError(lines);
  return result.data;
}

const vars = parse();

export const env = {
  /** Which shop this is (SHOP_MODE, default demo): only a demo shows the footer's «Демо-магазин» mark. */
  shopMode: (): 'demo' | 'staging' | 'production' => vars.SHOP_MODE ?? 'demo',
  /** The shop API's base URL, without a trailing slash. */
  shopApiUrl: () => (vars.SHOP_API_URL ?? `http://127.0.0.1:${vars.API_PORT ?? 4000}`).replace(/\/+$/, ''),
  /** The public origin (SITE_URL, else NEXT_PUBLIC_SITE_URL, else the local default). */
  siteUrl: () => new URL(vars.SITE_URL ?? vars.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000'),
  /**
   * The origins a state-changing request may come from: the configured site address only; without
   * one (a local `npm start`), the local default under each of its loopback names, since a developer
   * opens http://127.0.0.1:3000 as often as http://localhost:3000.
   */
  siteOrigins: (): readonly string[] => {
    const configured = vars.SITE_URL ?? vars.NEXT_PUBLIC_SITE_URL;
    if (configured) return [new URL(configured).origin];
    return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:3000`);
  },
  /** The shop used until the shopper chooses one. */
  defaultShopId: () => Number(vars.NEXT_PUBLIC_DEFAULT_SHOP_ID ?? vars.DEFAULT_SHOP_ID ?? 1),
  /** The secret the /api proxy shows the API (unset: the API trusts loopback only). */
  storefrontSecret: () => vars.STOREFRONT_SECRET,
  /** Proxies of our own in front of the storefront (TRUSTED_PROXY_HOPS, default 0): lib/client-address.ts. */
  trustedProxyHops: () => Number(vars.TRUSTED_PROXY_HOPS ?? 0),
  /** Those proxies' addresses besides loopback (TRUSTED_PROXY_ADDRESSES): lib/client-address.ts. */
  trustedProxyAddresses: (): readonly string[] => (vars.TRUSTED_PROXY_ADDRESSES ?? '').split(',').map((a) => a.trim()).filter(Boolean),
  /** How long the /api proxy and /media wait for the API (PROXY_TIMEOUT_MS, default 10 s). */
  proxyTimeoutMs: () => Number(vars.PROXY_TIMEOUT_MS ?? 10_000),
  /** The test harness's per-run token; unset outside its runs, and then no X-Stack-Token header. */
  stackToken: () => vars.STACK_TOKEN,
  /** next-auth's secret (server only; unset outside `npm start` and the test stack, which generate one). */
  nextAuthSecret: () => vars.NEXTAUTH_SECRET,
  /** Yandex SmartCaptcha's client key (inlined into the build); unset: the local captcha. */
  smartCaptchaClientKey: () => vars.NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY,
  /**
   * The start-up warning of a production storefront without SITE_URL (else null): canonical URLs,
   * Open Graph and the sitemap would name http://localhost:3000, and writes from the real address
   * would be refused as cross-site. NODE_ENV is Next's own ('production' under `next start`).
   */
  siteUrlWarning: (): string | null => (process.env.NODE_ENV === 'production' && !vars.SITE_URL && !vars.NEXT_PUBLIC_SITE_URL
    ? 'SITE_URL не задан: канонические адреса и карта сайта ведут на http://localhost:3000, а запросы с настоящего адреса магазина отклоняются. Укажите публичный адрес магазина.'
    : null),
  /** URLs per sitemap file (SITEMAP_PART_URLS, default and most 50,000: lib/seo/sitemap.ts). */
  sitemapPartUrls: () => Number(vars.SITEMAP_PART_URLS ?? SITEMAP_PROTOCOL_MAX),
  /** The token of GET /metrics (unset: loopback only, lib/ops/access.ts). */
  metricsToken: () => vars.METRICS_TOKEN,
  /** Whether HTTP metrics are recorded (METRICS, default on). */
  metricsOn: () => vars.METRICS !== 'off',
  /** Readable log lines instead of JSON (LOG_FORMAT=pretty). */
  prettyLog: () => vars.LOG_FORMAT === 'pretty',
  /** Yandex Maps' key (server only, read at run time: one build serves with or without a map); unset: the schematic map. */
  yandexMapsApiKey: () => vars.YANDEX_MAPS_API_KEY ?? null,
};
