import { storefrontProductionProblems } from './production-refusal';

const ready = {
  SHOP_MODE: 'production', SITE_URL: 'https://shop.example.ru', STOREFRONT_SECRET: 'a-storefront-secret-of-ours',
  NEXTAUTH_SECRET: 'a-nextauth-secret-long-enough-for-the-rule-1234', NEXT_PUBLIC_SMARTCAPTCHA_CLIENT_KEY: 'ysc1_client',
};
const variables = (source: Record<string, string | undefined>) => storefrontProductionProblems(source).map((p) => p.variable);

describe("the storefront's production refusal", () => {
  it('refuses a shared page cache without a password, or to another host without TLS', () => {
    expect(variables(ready)).toEqual([]);
    expect(variables({ ...ready, REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual(['REDIS_URL']);
    expect(variables({ ...ready, REDIS_URL: 'redis://:s3cret@10.0.0.7:6379' })).toEqual(['REDIS_URL']);
    expect(variables({ ...ready, REDIS_URL: 'rediss://:s3cret@redis.internal:6380' })).toEqual([]);
  });

  it('asks nothing of Redis outside production', () => {
    expect(variables({ SHOP_MODE: 'staging', REDIS_URL: 'redis://10.0.0.7:6379' })).toEqual([]);
  });
});
