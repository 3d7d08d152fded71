// lib/env.ts reads the environment when it loads: each case loads a fresh copy.
const saved = { ...process.env };
const KEYS = ['SHOP_MODE', 'SHOP_API_URL', 'API_PORT', 'SITE_URL', 'NEXT_PUBLIC_SITE_URL', 'DEFAULT_SHOP_ID', 'NEXT_PUBLIC_DEFAULT_SHOP_ID', 'PROXY_TIMEOUT_MS', 'TRUSTED_PROXY_HOPS', 'TRUSTED_PROXY_ADDRESSES', 'STACK_TOKEN', 'YANDEX_MAPS_API_KEY', 'SITEMAP_PART_URLS', 'PAGE_CACHE_MAX_MB', 'NEXT_DIST_DIR'];

function load(vars: Record<string, string>) {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, vars);
  let mod: typeof import('./env') | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof import('./env')>('./env');
  });
  return mod!.env;
}

afterEach(() => {
  process.env = { ...saved };
});

describe('lib/env', () => {
  it('warns a production storefront without SITE_URL at start, and nobody else', () => {
    const mode = (value: string) => Object.defineProperty(process.env, 'NODE_ENV', { value, configurable: true, writable: true, enumerable: true });
    mode('production');
    expect(load({}).siteUrlWarning()).toMatch(/SITE_URL не задан/);
    expect(load({ SITE_URL: 'https://shop.example' }).siteUrlWarning()).toBeNull();
    mode('development');
    expect(load({}).siteUrlWarning()).toBeNull();
  });

  it('knows its SHOP_MODE, demo by default, and refuses another word naming the variable', () => {
    expect(load({}).shopMode()).toBe('demo');
    expect(load({ SHOP_MODE: 'production' }).shopMode()).toBe('production');
    expect(() => load({ SHOP_MODE: 'prod' })).toThrow(/SHOP_MODE должен быть demo, staging или production/);
  });

  it('has the documented defaults', () => {
    const env = load({});
    expect(env.shopApiUrl()).toBe('http://127.0.0.1:4000');
    expect(env.siteUrl().href).toBe('http://localhost:3000/');
    expect(env.defaultShopId()).toBe(1);
    expect(env.proxyTimeoutMs()).toBe(10_000);
    expect(env.stackToken()).toBeUndefined();
  });

  it('takes writes from the configured site only; without one, from the local default under its loopback names', () => {
    expect(load({}).siteOrigins()).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(load({ SITE_URL: 'https://shop.example/' }).siteOrigins()).toEqual(['https://shop.example']);
    expect(load({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3010' }).siteOrigins()).toEqual(['http://127.0.0.1:3010']);
  });

  it('reads the proxy time-out in milliseconds and refuses anything but a positive integer', () => {
    expect(load({ PROXY_TIMEOUT_MS: '300' }).proxyTimeoutMs()).toBe(300);
    expect(() => load({ PROXY_TIMEOUT_MS: '0' })).toThrow('PROXY_TIMEOUT_MS должен быть целым положительным числом');
    expect(() => load({ PROXY_TIMEOUT_MS: '10s' })).toThrow('PROXY_TIMEOUT_MS');
  });

  it('puts 50,000 URLs in a sitemap file unless told fewer, and never more (the protocol\'s limit)', () => {
    expect(load({}).sitemapPartUrls()).toBe(50_000);
    expect(load({ SITEMAP_PART_URLS: '50000' }).sitemapPartUrls()).toBe(50_000);
    expect(load({ SITEMAP_PART_URLS: '7' }).sitemapPartUrls()).toBe(7);
    expect(() => load({ SITEMAP_PART_URLS: '50001' })).toThrow('SITEMAP_PART_URLS не может быть больше 50000');
    expect(() => load({ SITEMAP_PART_URLS: '0' })).toThrow('SITEMAP_PART_URLS должен быть целым числом от 1 до 50000');
    expect(() => load({ SITEMAP_PART_URLS: '1e4' })).toThrow('SITEMAP_PART_URLS');
  });

  it('trusts no proxy in front unless told how many there are (TRUSTED_PROXY_HOPS, 0 to 9)', () => {
    expect(load({}).trustedProxyHops()).toBe(0);
    expect(load({ TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops()).toBe(1);
    expect(() => load({ TRUSTED_PROXY_HOPS: 'yes' })).toThrow('TRUSTED_PROXY_HOPS должен быть числом от 0 до 9');
    expect(() => load({ TRUSTED_PROXY_HOPS: '-1' })).toThrow('TRUSTED_PROXY_HOPS');
  });

  it('takes SHOP_API_URL over API_PORT, SITE_URL over NEXT_PUBLIC_SITE_URL, the public shop id first', () => {
    expect(load({ API_PORT: '4210' }).shopApiUrl()).toBe('http://127.0.0.1:4210');
    expect(load({ SHOP_API_URL: 'https://api.example.ru/', API_PORT: '4210' }).shopApiUrl()).toBe('https://api.example.ru');
    expect(load({ SITE_URL: 'https://shop.example.ru', NEXT_PUBLIC_SITE_URL: 'https://other.example.ru' }).siteUrl().origin).toBe('https://shop.example.ru');
    expect(load({ NEXT_PUBLIC_SITE_URL: 'https://other.example.ru' }).siteUrl().origin).toBe('https://other.example.ru');
    expect(load({ NEXT_PUBLIC_DEFAULT_SHOP_ID: '3', DEFAULT_SHOP_ID: '2' }).defaultShopId()).toBe(3);
    expect(load({ DEFAULT_SHOP_ID: '2' }).defaultShopId()).toBe(2);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => load({ SITE_URL: 'shop.example.ru', DEFAULT_SHOP_ID: '0', API_PORT: 'x' }))
      .toThrow(/SITE_URL[\s\S]*DEFAULT_SHOP_ID|DEFAULT_SHOP_ID[\s\S]*SITE_URL/);
    expect(() => load({ DEFAULT_SHOP_ID: 'two' })).toThrow('DEFAULT_SHOP_ID должен быть целым положительным числом');
    expect(() => load({ API_PORT: '40a' })).toThrow('API_PORT');
  });

  it('reads the Yandex Maps key at run time, null when unset or empty, and refuses one that could break its URL', () => {
    expect(load({}).yandexMapsApiKey()).toBeNull();
    expect(load({ YANDEX_MAPS_API_KEY: '' }).yandexMapsApiKey()).toBeNull();
    expect(load({ YANDEX_MAPS_API_KEY: '0f3a9c2e-1b2c-4d5e-8f90-a1b2c3d4e5f6' }).yandexMapsApiKey()).toBe('0f3a9c2e-1b2c-4d5e-8f90-a1b2c3d4e5f6');
    expect(() => load({ YANDEX_MAPS_API_KEY: 'key&onload=alert' })).toThrow('YANDEX_MAPS_API_KEY');
  });

  it('stops on a page cache bound that is not a positive whole number of MB, which used to leave the cache unbounded', () => {
    expect(() => load({ PAGE_CACHE_MAX_MB: 'abc' })).toThrow('PAGE_CACHE_MAX_MB должен быть целым положительным числом мегабайт');
    expect(() => load({ PAGE_CACHE_MAX_MB: '-5' })).toThrow('PAGE_CACHE_MAX_MB');
    expect(() => load({ PAGE_CACHE_MAX_MB: '0' })).toThrow('PAGE_CACHE_MAX_MB');
    expect(() => load({ PAGE_CACHE_MAX_MB: '' })).not.toThrow();
    expect(() => load({ PAGE_CACHE_MAX_MB: '512' })).not.toThrow();
  });

  it('stops on a build folder outside the project', () => {
    expect(() => load({ NEXT_DIST_DIR: '../elsewhere' })).toThrow('NEXT_DIST_DIR');
    expect(() => load({ NEXT_DIST_DIR: '/tmp/build' })).toThrow('NEXT_DIST_DIR');
    expect(() => load({ NEXT_DIST_DIR: '.next-e2e' })).not.toThrow();
  });

  it('lists the config-time variables in the same message as the others', () => {
    expect(() => load({ PAGE_CACHE_MAX_MB: 'abc', DEFAULT_SHOP_ID: '0' }))
      .toThrow(/Неверные переменные окружения витрины:\n {2}DEFAULT_SHOP_ID: [^\n]*\n {2}PAGE_CACHE_MAX_MB: /);
  });

  it('treats an empty value as unset', () => {
    expect(load({ SITE_URL: '', DEFAULT_SHOP_ID: '' }).defaultShopId()).toBe(1);
  });
});
