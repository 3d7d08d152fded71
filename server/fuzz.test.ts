// Fuzz: thousands of generated malformed requests per area, straight to the API app. Nothing may
// answer 5xx, nothing may change what ordinary requests answer afterwards, and it all stays fast.
// Generation is seeded: a failure message names the area, seed and index to reproduce it.
import { testApp, type TestApp } from './test/harness';
import { HEADER_VALUES, prng, query, segment, type Rng } from './test/fuzz-gen';

const PER_AREA = 2000;
const SEED = 6;

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const ORDINARY = ['/health', '/api/shops', '/api/goods?search=мол&softShopId=2', '/api/shops/2/goods?itemsPerPage=3', '/media/logo.svg', '/api/catalogs'];
async function ordinary() {
  const out: Record<string, string> = {};
  for (const p of ORDINARY) {
    const res = await t.app.request(p, { headers: { 'API-CONSUMER': 'site' } });
    out[p] = `${res.status}:${(await res.text()).length}`;
  }
  return out;
}

const BASES = [
  '/api/shops', '/api/shops/2', '/api/shops/2/goods', '/api/shops/2/goods/dicts', '/api/goods', '/api/catalogs',
  '/api/shops/2/good_sets', '/api/shops/2/news', '/api/shops/2/page_blocks', '/api/discounts', '/api/cashback_groups',
  '/api/shops/2/maxdiscount', '/api/shops/2/discounts', '/media/goods/1/1/normal.svg', '/health',
  '/api/customers/me', '/api/customers/1', '/api/customers/1/confirm', '/api/customers/1/recovery-confirm', '/api/dev/outbox',
  '/api/auth/signin', '/api/auth/signin-refresh-token',
  '/api/delivery_zones', '/api/geocoder/forward', '/api/geocoder/reverse', '/api/shops/2/timeslots',
  '/api/delivery_addresses', '/api/delivery_addresses/1', '/api/delivery_addresses/1/current', '/api/customers/1/addresses',
  '/api/shops/1/basket', '/api/shops/1/promotions', '/api/shops/1/promotions/1/calculate', '/api/promo_codes/resolve',
];
const PATH_TEMPLATES = [
  (s: string) => `/api/shops/${s}`, (s: string) => `/api/shops/${s}/goods`, (s: string) => `/api/shops/2/goods/${s}`,
  (s: string) => `/api/catalogs/${s}`, (s: string) => `/api/discounts/${s}`, (s: string) => `/api/shops/2/news/${s}`,
  (s: string) => `/api/shops/2/good_sets/${s}/goods`, (s: string) => `/api/cashback_groups/${s}/goods?shopId=2`,
  (s: string) => `/media/goods/${s}/1/normal.svg`, (s: string) => `/media/categories/${s}`, (s: string) => `/${s}`,
  (s: string) => `/api/${s}/${s}`, (s: string) => `/api/customers/${s}`, (s: string) => `/api/customers/${s}/confirm?sessid=${s}`,
  (s: string) => `/api/customers/${s}/recovery-confirm?sessid=x`, (s: string) => `/api/dev/outbox?phone=${s}`,
  (s: string) => `/api/auth/${s}`,
  (s: string) => `/api/${s}/${s}`,
  (s: string) => `/api/delivery_zones?coords=${s}`, (s: string) => `/api/delivery_zones?coords=51.7,36.1&shopId=${s}`,
  (s: string) => `/api/geocoder/reverse?coords=${s},${s}`, (s: string) => `/api/geocoder/forward?city=${s}&street=${s}&house=${s}`,
  (s: string) => `/api/shops/${s}/timeslots`, (s: string) => `/api/shops/2/timeslots?slotType=${s}`,
  (s: string) => `/api/delivery_addresses/${s}`, (s: string) => `/api/delivery_addresses/${s}/current`, (s: string) => `/api/customers/${s}/addresses`,
  (s: string) => `/api/shops/${s}/basket`, (s: string) => `/api/shops/${s}/promotions`, (s: string) => `/api/shops/1/promotions/${s}/calculate`,
];

// The routes that take a JSON body (issue 7), and hostile bodies for them: wrong types, huge and NUL
// strings, prototype keys, nesting, and now and then a well-formed one (which meets the limits).
const BODY_PATHS = [
  '/api/auth/signin', '/api/auth/signin-phone', '/api/auth/signup-phone', '/api/auth/signup-phone-code', '/api/auth/recovery',
  '/api/auth/recovery-phone', '/api/auth/signin-refresh-token', '/api/auth/signout', '/api/customers/1/phone-confirmation',
  '/api/customers/1/phone-confirmation-code', '/api/customers/1/email-confirmation',
  // pricing (issue 9)
  '/api/shops/1/basket', '/api/shops/1/promotions/1/calculate', '/api/promo_codes/resolve',
];
const BODY_KEYS = ['login', 'phone', 'password', 'confirmPassword', 'name', 'agreement', 'captchaToken', 'confirmToken', 'smsCode', 'refreshToken', '__proto__', 'constructor',
  // pricing (issue 9)
  'items', 'receivingMethod', 'coords', 'promoCode', 'orderCashType', 'shopId', 'cashType', 'basketTotal', 'basketItems'];
const BODY_VALUES: unknown[] = [
  null, true, false, 0, -1, Number.MAX_VALUE, 2 ** 53 + 2, 'NaN', '', ' ', 'a', 'ab', '79000000001', '+7 (900) 000-00-01', '8 900 000 00 01', 'demo12345',
  '123456', '123 456', '12345a', 'card@example.ru', 'x'.repeat(5000), 'нуль\u0000', '\u0000', [], ['a'], {}, { __proto__: { x: 1 } },
  { a: { b: { c: {} } } }, '<script>alert(1)</script>', "' OR 1=1 --",
  // pricing (issue 9): lines, points and codes, well-formed or nearly
  'delivery', 'pickup', 'DEMO10', 'once', [51.733, 36.1811], [91, 0], [{ id: 1, quantity: 1 }], [{ id: 'x', quantity: 1e9 }],
  [{ goodId: 1, amount: -1 }], Array.from({ length: 201 }, (_, i) => ({ id: i + 1, quantity: 1 })),
];
function jsonBody(r: Rng): string {
  switch (r.int(8)) {
    case 0: return r.pick(['', '{', 'null', '[]', '"x"', '1', '{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"b":1}}}']);
    case 1: return JSON.stringify(Array.from({ length: r.int(50) }, () => r.pick(BODY_VALUES)));
    default: {
      const body: Record<string, unknown> = {};
      const n = 1 + r.int(8);
      for (let i = 0; i < n; i++) body[r.pick(BODY_KEYS)] = r.pick(BODY_VALUES);
      return JSON.stringify(body);
    }
  }
}

type Area = { name: string; make: (r: Rng) => { path: string; init: RequestInit } };
const AREAS: Area[] = [
  { name: 'query', make: (r) => ({ path: `${r.pick(BASES)}?${query(r)}`, init: {} }) },
  { name: 'path', make: (r) => ({ path: r.pick(PATH_TEMPLATES)(segment(r)), init: {} }) },
  {
    name: 'headers',
    make: (r) => {
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'accept', 'idempotency-key', 'x-forwarded-for', 'api-consumer', 'cookie', 'x-storefront-key', 'range', 'if-none-match', 'authorization']) {
        if (r.int(2)) headers[name] = r.pick(HEADER_VALUES);
      }
      const method = r.pick(['GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'PROPFIND']);
      const body = method === 'GET' || method === 'HEAD' ? undefined : r.pick(['', '{', '{"__proto__":{"x":1}}', 'x'.repeat(300 * 1024), '[]', 'null']);
      return { path: r.pick(BASES), init: { method, headers, body } };
    },
  },
  {
    name: 'bodies',
    make: (r) => {
      const headers: Record<string, string> = { 'content-type': r.int(8) ? 'application/json' : r.pick(HEADER_VALUES) };
      if (r.int(4) === 0) headers.authorization = r.pick(['Bearer x', 'Bearer ', 'Bearer a.b.c', 'Basic eDp5', `Bearer ${'a'.repeat(5000)}`]);
      if (r.int(2)) headers['x-forwarded-for'] = r.pick(HEADER_VALUES);
      return { path: r.pick(BODY_PATHS), init: { method: 'POST', headers, body: jsonBody(r) } };
    },
  },
];

describe.each(AREAS)('fuzz: $name', ({ name, make }) => {
  it(`${PER_AREA} malformed requests: no 5xx, nothing changes afterwards, bounded time`, async () => {
    const before = await ordinary();
    const r = prng(SEED * 1000 + name.length);
    const failures: string[] = [];
    let slowest = 0;
    for (let i = 0; i < PER_AREA; i++) {
      const { path, init } = make(r);
      let status: number;
      try {
        const started = Date.now();
        const res = await t.app.request(path, init);
        status = res.status;
        await res.arrayBuffer();
        slowest = Math.max(slowest, Date.now() - started);
      } catch (e) {
        status = 599;
        failures.push(`#${i} ${init.method ?? 'GET'} ${path.slice(0, 200)} threw ${(e as Error).message}`);
        continue;
      }
      if (status >= 500) failures.push(`#${i} ${init.method ?? 'GET'} ${path.slice(0, 200)} → ${status}`);
    }
    expect(failures).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype).filter((k) => ['x', 'body', 'shopId', 'status', 'b'].includes(k))).toEqual([]);
    expect(await ordinary()).toEqual(before);
    // bounded time, per request: no input may hold the single database connection (a catastrophic
    // pattern, an unbounded list); generous, since a whole-run figure would measure the machine's load
    expect(slowest).toBeLessThan(5_000);
  });
});
