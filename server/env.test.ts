// The API's environment: defaults, and a clear refusal of a bad value.
import { parseEnv, siteUrlWarning } from './env';

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      SHOP_MODE: 'demo', API_PORT: 4000, API_HOST: '127.0.0.1', DATA_DIR: '.data/pglite', DATABASE_URL: undefined, DATABASE_POOL_SIZE: 10,
      SITE_URL: 'http://localhost:3000', ORDER_PAYMENT_MINUTES: 20, ORDER_HOLD_MARGIN_PERCENT: 15, RBS_TIMEOUT_MS: 15_000, PAYMENT_SETTLE_SECONDS: 60,
      WEBHOOK_MAX_ATTEMPTS: 10, WEBHOOK_RETRY_SECONDS: 30, WEBHOOKS_PAUSED: '0', PHOTO_S3_REGION: 'us-east-1', LOG_FORMAT: 'json', METRICS: 'on',
      EXCHANGE_1C_PRICE: 'Розничная', EXCHANGE_1C_CARD_PRICE: 'По карте',
    });
  });

  it('reads the values given', () => {
    const env = parseEnv({ API_PORT: '4110', DATABASE_URL: 'postgres://shop:shop@localhost:5432/shop', DATABASE_POOL_SIZE: '3' });
    expect([env.API_PORT, env.DATABASE_URL, env.DATABASE_POOL_SIZE]).toEqual([4110, 'postgres://shop:shop@localhost:5432/shop', 3]);
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
  });

  it.each([
    [{ API_PORT: 'abc' }, /API_PORT.*"abc"/],
    [{ API_PORT: '70000' }, /API_PORT/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL/],
    [{ NODE_ENV: 'prod' }, /NODE_ENV.*"prod"/],
  ])('refuses %j naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});

describe('siteUrlWarning', () => {
  it('warns a production API without SITE_URL, and nobody else', () => {
    expect(siteUrlWarning({ NODE_ENV: 'production' })).toMatch(/SITE_URL не задан/);
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: ' ' })).toMatch(/SITE_URL/);
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://shop.example' })).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: 'development' })).toBeNull();
    expect(siteUrlWarning({})).toBeNull();
  });
});
