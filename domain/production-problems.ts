// What keeps a process from starting in SHOP_MODE=production (decision 141): every variable whose
// absence would put a local stand-in in the place of a real service (the outbox for SMS and email,
// the sandbox bank, the captcha that passes all, the webhook sink), and every secret that is unset
// or one the project itself publishes. Pure, so the API (server/main.ts) and the storefront
// (lib/env-check.ts) refuse by the same rule, and all at once: one message lists every variable.

export type Side = 'api' | 'storefront';
export type ProductionProblem = { variable: string; problem: string };
type Source = Readonly<Record<string, string | undefined>>;

/**
 * Values this repository prints somewhere (README, .env.example, the demo seed, the test harness):
 * a secret equal to one of them is known to anyone who read the code.
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'local-webhook-secret', 'exchange12345', 'admin12345', 'demo12345', 'card12345',
  'changeme', 'change-me', 'secret', 'password', '12345678', 'a-jwt-secret-shared-by-the-test-processes',
];

const MISSING = 'не задана';
const KNOWN = 'известное значение по умолчанию, задайте своё';

const value = (source: Source, name: string): string | undefined => {
  const v = source[name]?.trim();
  return v ? v : undefined;
};

/** A variable that must be set (URLs and logins). */
function required(source: Source, name: string, why: string): ProductionProblem[] {
  return value(source, name) ? [] : [{ variable: name, problem: `${MISSING}: ${why}` }];
}

/** A secret that must be set and must not be one the repository publishes. */
function secret(source: Source, name: string, why: string): ProductionProblem[] {
  const v = value(source, name);
  if (!v) return [{ variable: name, problem: `${MISSING}: ${why}` }];
  if (KNOWN_DEFAULT_SECRETS.includes(v.toLowerCase())) return [{ variable: name, problem: KNOWN }];
  return [];
}

function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
  } catch {
    return false;
  }
}

/** The public address: set, and not this machine's (links in SMS, the bank's return, canonical URLs). */
function siteUrl(source: Source, names: readonly string[]): ProductionProblem[] {
  const set = names.map((n) => value(source, n)).find((v) => v !== undefined);
  if (!set) return [{ variable: names[0], problem: `${MISSING}: публичный адрес магазина (ссылки в SMS и письмах, возврат из банка)` }];
  if (isLoopback(set)) return [{ variable: names[0], problem: `адрес этой машины (${set}), а нужен публичный адрес магазина` }];
  return [];
}

const WEBHOOK_RECEIVERS = [['ASSEMBLY', 'служба сборки заказов'], ['AGGREGATOR', 'агрегатор'], ['PARTNER', 'служба доставки еды']] as const;

function apiProblems(s: Source): ProductionProblem[] {
  // the bank: its address, its callback key, and either a token or a login with a password
  const bankLogin = value(s, 'RBS_TOKEN')
    ? secret(s, 'RBS_TOKEN', 'токен банка')
    : [...required(s, 'RBS_USERNAME', 'логин магазина в банке (или RBS_TOKEN)'), ...secret(s, 'RBS_PASSWORD', 'пароль магазина в банке (или RBS_TOKEN)')];
  return [
    ...siteUrl(s, ['SITE_URL']),
    ...secret(s, 'JWT_SECRET', 'ключ токенов доступа; сгенерированный в папке данных не годится для нескольких процессов'),
    ...secret(s, 'STOREFRONT_SECRET', 'без него API не верит адресам покупателей от витрины'),
    ...required(s, 'SMS_GATEWAY_URL', 'иначе SMS ложатся в локальный outbox и не доходят'),
    ...required(s, 'EMAIL_GATEWAY_URL', 'иначе письма ложатся в локальный outbox и не доходят'),
    ...secret(s, 'SMARTCAPTCHA_SERVER_KEY', 'иначе капча пропускает всех'),
    ...required(s, 'RBS_API_URL', 'иначе оплата идёт через песочницу, которая отмечает заказ оплаченным по кнопке'),
    ...bankLogin,
    ...secret(s, 'RBS_CALLBACK_SECRET', 'ключ подписи уведомлений банка'),
    ...WEBHOOK_RECEIVERS.flatMap(([prefix, who]) => [
      ...required(s, `${prefix}_WEBHOOK_URL`, `адрес вебхуков (${who}); иначе они ложатся в локальный приёмник`),
      ...secret(s, `${prefix}_WEBHOOK_SECRET`, `ключ подписи вебхуков (${who})`),
    ]),
    ...required(s, 'EXCHANGE_1C_LOGIN', 'логин обмена с 1С'),
    ...secret(s, 'EXCHANGE_1C_PASSWORD', 'пароль обмена с 1С'),
  ];
}

function storefrontProblems(s: Source): ProductionProblem[] {
  return [
    ...siteUrl(s, ['SITE_URL', 'NEXT_PUBLIC_SITE_URL']),
    ...secret(s, 'STOREFRONT_SECRET', 'без него API не верит адресам покупателей от витрины'),
    ...secret(s, 'NEXTAUTH_SECRET', 'ключ cookie сессии; сгенерированный в папке данных не годится для нескольких процессов'),
    ...required(s, 'NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY', 'иначе формы входа показывают локальную капчу, а API её отвергнет'),
  ];
}

/**
 * Why this process may not start in SHOP_MODE=production: one entry per variable, empty when it may.
 * Other modes have nothing to refuse (staging runs the local stand-ins on purpose).
 */
export function productionProblems(source: Source, side: Side = 'api'): ProductionProblem[] {
  if (value(source, 'SHOP_MODE') !== 'production') return [];
  return side === 'api' ? apiProblems(source) : storefrontProblems(source);
}

/** The one message a refused start prints: every variable at once, so a deploy is fixed in one pass. */
export function productionRefusal(problems: readonly ProductionProblem[], side: Side = 'api'): string | null {
  if (problems.length === 0) return null;
  const who = side === 'api' ? 'API магазина' : 'Витрина';
  return [
    `${who} не запускается в SHOP_MODE=production: не хватает настроек (${problems.length}).`,
    ...problems.map((p) => `  ${p.variable}: ${p.problem}`),
    'Задайте их (README.md, «Environment»; docs/security.md) или запустите с SHOP_MODE=staging.',
  ].join('\n');
}
