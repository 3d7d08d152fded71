// Deterministic generators of malformed requests for the fuzz suites (API and end-to-end): a seeded
// PRNG, so a failure names its seed and index and reproduces exactly.

/** mulberry32: small, fast, good enough to pick test inputs. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  return { next, int, pick };
}
export type Rng = ReturnType<typeof prng>;

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

const NUMBERS = [
  '0', '-1', '1', '01', '000000101', '1.5', '1e3', '1e309', '-0', '+1', '0x10', 'NaN', 'Infinity', '-Infinity',
  '2147483647', '2147483648', '9007199254740991', '9007199254740992', '99999999999999999999', ' 1', '1 ', '１',
];
const ENCODINGS = ['%FF', '%C0%80', '%ED%A0%80', '%00', '%', '%2', '%zz', '%E2%80%AE', '%F0%9F%92%A9', '%EF%BF%BF', '%0A', '%0D%0A', '%2F', '%5C', '%25', '%23', '%3F', '%2E%2E'];
const WORDS = ['', 'a', 'молоко', 'x'.repeat(201), 'y'.repeat(3000), '<script>', "'", '"', '\\', '..', 'null', 'true', 'false', '[]', '{}', '*', '%', '_'];

export function value(r: Rng): string {
  switch (r.int(5)) {
    case 0: return r.pick(NUMBERS);
    case 1: return r.pick(ENCODINGS) + r.pick(WORDS).slice(0, 20);
    case 2: return encodeURIComponent(r.pick(WORDS));
    case 3: return r.pick(PROTO_KEYS);
    default: return String(r.int(100000));
  }
}

const KNOWN_KEYS = [
  'page', 'itemsPerPage', 'pagination', 'shopId', 'softShopId', 'search', 'name', 'id[]', 'id', 'catalog.id', 'discount',
  'shopOrder', 'withDiscount', 'withSubcategories', 'country[]', 'brand[]', 'package[]', 'extra[1][]', 'type',
  'pageType', 'target', 'show-in', 'parent', 'search-word', 'sort', 'with-discount', 'brands', 'countries', 'packages',
  'coords', 'city', 'street', 'house', 'slotType',
];

export function key(r: Rng): string {
  switch (r.int(7)) {
    case 0: return r.pick(PROTO_KEYS) + (r.int(2) ? `[${r.pick(['x', 'body', 'shopId', 'status', ''])}]` : '');
    case 1: return `${r.pick(['a', 'extra', 'constructor', 'q'])}[${r.pick(PROTO_KEYS)}]${r.int(2) ? '[x]' : ''}`;
    case 2: return `extra[${r.pick(NUMBERS)}][]`;
    case 3: return `${r.pick(KNOWN_KEYS)}${'[]'.repeat(r.int(3))}`;
    case 4: return `a${'[b]'.repeat(r.int(8))}`;
    case 5: return r.pick(ENCODINGS) + 'k';
    default: return r.pick(KNOWN_KEYS);
  }
}

/** A query string of 1–40 parameters, some repeated many times. */
export function query(r: Rng): string {
  const parts: string[] = [];
  const n = 1 + r.int(r.int(10) === 0 ? 400 : 40);
  for (let i = 0; i < n; i++) {
    const k = key(r);
    parts.push(`${/%/.test(k) ? k : encodeURIComponent(k)}=${value(r)}`);
  }
  return parts.join('&');
}

/** A path segment: numbers at the edges, bad percent-encodings, long runs. */
export function segment(r: Rng): string {
  switch (r.int(6)) {
    case 0: return r.pick(NUMBERS).replace(/ /g, '%20');
    case 1: return r.pick(ENCODINGS);
    case 2: return 'a'.repeat(1 + r.int(r.int(4) === 0 ? 9000 : 300));
    case 3: return r.pick(PROTO_KEYS);
    case 4: return `${r.int(100)}${r.pick(ENCODINGS)}`;
    default: return String(r.int(200000));
  }
}

export const HEADER_VALUES = [
  '', ' ', 'x'.repeat(4000), '1.2.3.4', '1.2.3.4, 5.6.7.8', '::1', 'not-an-ip', '../../etc/passwd', 'application/json',
  'text/html', '*/*', '__proto__', 'shop=1', 'shop=99999', 'shop=-1', 'shop=__proto__', 'shop=1; shop=2', 'åäö',
];
