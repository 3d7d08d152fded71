// The production start refusal: every stand-in and every missing or published secret, named at once.
import { productionProblems, productionRefusal } from './production-problems';

/** A production API with every variable set to a value of its own. */
const configuredApi: Record<string, string> = {
  SHOP_MODE: 'production',
  SITE_URL: 'https://shop.example',
  JWT_SECRET: 'j'.repeat(40),
  STOREFRONT_SECRET: 's'.repeat(20),
  SMS_GATEWAY_URL: 'https://sms.example/send',
  EMAIL_GATEWAY_URL: 'https://mail.example/send',
  SMARTCAPTCHA_SERVER_KEY: 'ysc2_key',
  RBS_API_URL: 'https://bank.example/payment/rest/',
  RBS_USERNAME: 'shop-api',
  RBS_PASSWORD: 'bank-password',
  RBS_CALLBACK_SECRET: 'c'.repeat(20),
  ASSEMBLY_WEBHOOK_URL: 'https://assembly.example/hook',
  ASSEMBLY_WEBHOOK_SECRET: 'a'.repeat(20),
  AGGREGATOR_WEBHOOK_URL: 'https://aggregator.example/hook',
  AGGREGATOR_WEBHOOK_SECRET: 'g'.repeat(20),
  PARTNER_WEBHOOK_URL: 'https://partner.example/hook',
  PARTNER_WEBHOOK_SECRET: 'p'.repeat(20),
  EXCHANGE_1C_LOGIN: 'onec',
  EXCHANGE_1C_PASSWORD: 'a-real-1c-password',
};

const names = (source: Record<string, string | undefined>, side?: 'api' | 'storefront') =>
  productionProblems(source, side).map((p) => p.variable);

describe('productionProblems (API)', () => {
  it('names every variable of a production start with nothing set', () => {
    expect(names({ SHOP_MODE: 'production' })).toEqual([
      'SITE_URL', 'JWT_SECRET', 'STOREFRONT_SECRET', 'SMS_GATEWAY_URL', 'EMAIL_GATEWAY_URL', 'SMARTCAPTCHA_SERVER_KEY',
      'RBS_API_URL', 'RBS_USERNAME', 'RBS_PASSWORD', 'RBS_CALLBACK_SECRET',
      'ASSEMBLY_WEBHOOK_URL', 'ASSEMBLY_WEBHOOK_SECRET', 'AGGREGATOR_WEBHOOK_URL', 'AGGREGATOR_WEBHOOK_SECRET',
      'PARTNER_WEBHOOK_URL', 'PARTNER_WEBHOOK_SECRET', 'EXCHANGE_1C_LOGIN', 'EXCHANGE_1C_PASSWORD',
    ]);
  });

  it('has nothing to say of a fully configured production API', () => {
    expect(productionProblems(configuredApi)).toEqual([]);
  });

  it('takes an RBS token instead of the login and password', () => {
    const { RBS_USERNAME: _u, RBS_PASSWORD: _p, ...withoutLogin } = configuredApi;
    expect(names(withoutLogin)).toEqual(['RBS_USERNAME', 'RBS_PASSWORD']);
    expect(names({ ...withoutLogin, RBS_TOKEN: 'bank-token' })).toEqual([]);
  });

  it.each([
    ['ASSEMBLY_WEBHOOK_SECRET', 'local-webhook-secret'],
    ['EXCHANGE_1C_PASSWORD', 'exchange12345'],
    ['RBS_PASSWORD', 'Password'],
  ])('refuses %s set to the published %s', (variable, published) => {
    const problems = productionProblems({ ...configuredApi, [variable]: published });
    expect(problems).toEqual([{ variable, problem: expect.stringMatching(/по умолчанию/) }]);
  });

  it('refuses a SITE_URL on this machine and counts a blank value as unset', () => {
    expect(names({ ...configuredApi, SITE_URL: 'http://127.0.0.1:3000' })).toEqual(['SITE_URL']);
    expect(names({ ...configuredApi, SITE_URL: 'http://localhost:8080' })).toEqual(['SITE_URL']);
    expect(names({ ...configuredApi, SMS_GATEWAY_URL: '  ' })).toEqual(['SMS_GATEWAY_URL']);
  });

  it('refuses nothing in demo or staging, the modes that run the stand-ins on purpose', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ SHOP_MODE: 'demo' })).toEqual([]);
    expect(productionProblems({ SHOP_MODE: 'staging' })).toEqual([]);
  });
});

describe('productionProblems (storefront)', () => {
  it('names the storefront\'s own variables', () => {
    expect(names({ SHOP_MODE: 'production' }, 'storefront')).toEqual(['SITE_URL', 'STOREFRONT_SECRET', 'NEXTAUTH_SECRET', 'NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY']);
    expect(names({
      SHOP_MODE: 'production', NEXT_PUBLIC_SITE_URL: 'https://shop.example', STOREFRONT_SECRET: 's'.repeat(20),
      NEXTAUTH_SECRET: 'n'.repeat(40), NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY: 'ysc1_key',
    }, 'storefront')).toEqual([]);
  });
});

describe('productionRefusal', () => {
  it('is one message with a line per variable, or nothing', () => {
    const message = productionRefusal(productionProblems({ SHOP_MODE: 'production' }))!;
    expect(message).toMatch(/^API магазина не запускается в SHOP_MODE=production: не хватает настроек \(18\)\./);
    expect(message.split('\n').filter((l) => l.startsWith('  '))).toHaveLength(18);
    expect(productionRefusal([])).toBeNull();
  });
});
