// What ten times the goods costs: every catalogue query of bench/api.ts and bench/search.ts asked of
// two PostgreSQL databases of different sizes (say 100,000 and 1,000,000 goods, `npm run db:seed --
// --goods N` into each) in the same run, one table: kind | p50/p99 small | p50/p99 large | ratios.
// The target is ratio < 2 on every kind, p50 and p99 both (the worse of the two is the verdict).
//
// Both databases get the same questions: the sample (categories, the filters chosen, the basket's
// goods) is built from the small one only, and the small catalogue's goods are in the large one
// with the same ids and rows (a good's data is drawn from its own id). The rounds interleave the
// two databases request by request, alternating which goes first, so machine noise hits both alike.
import { loadavg, cpus } from 'node:os';
import { QUERIES } from './search';
import { percentile } from './stats';

type Answer = { status: number; text: string };
export type Api = {
  get: (path: string) => Promise<Answer>;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Answer>;
};
type Ask = (api: Api) => Promise<Answer>;
/** A kind: its questions, each asked of both databases (`auth` per database: tokens differ). */
type Kind = { name: string; asks: Ask[] };

const enc = encodeURIComponent;

/**
 * The questions: the listing sample of bench/api.ts (built from the small database), the search
 * terms of bench/search.ts as results page and as suggestions, and the basket of bench/api.ts.
 */
export function scaleSample(
  listing: Record<string, string[]>, basket: { path: string; body: unknown; signIn: { phone: string; password: string } }, shopId: number,
): Kind[] {
  const kinds: Kind[] = Object.entries(listing).map(([name, paths]) => ({ name, asks: paths.map((p) => (api: Api) => api.get(p)) }));
  const terms = Object.values(QUERIES).flat();
  kinds.push({ name: 'search page (?name=…&page=1)', asks: terms.map((q) => (api: Api) => api.get(`/api/goods?name=${enc(q)}&shopId=${shopId}&page=1`)) });
  kinds.push({ name: 'suggestions (?search=…)', asks: terms.map((q) => (api: Api) => api.get(`/api/goods?search=${enc(q)}&softShopId=${shopId}`)) });
  // each database signs the card holder in once; the token is its own
  const tokens = new Map<Api, Record<string, string>>();
  const auth = async (api: Api) => {
    if (!tokens.has(api)) {
      const res = await api.post('/api/auth/signin-phone', basket.signIn);
      tokens.set(api, res.status === 200 ? { Authorization: `Bearer ${JSON.parse(res.text).token}` } : {});
    }
    return tokens.get(api)!;
  };
  const priceBasket = async (api: Api) => api.post(basket.path, basket.body, await auth(api));
  kinds.push({ name: 'basket pricing (40 lines)', asks: [priceBasket] });
  // a kind of few questions asks them again, so that its p99 is not merely its slowest of a handful
  return kinds.map((k) => ({ ...k, asks: Array.from({ length: Math.max(k.asks.length, MIN_ASKS) }, (_, i) => k.asks[i % k.asks.length]) }));
}

/** Requests per kind, database and round at least. */
const MIN_ASKS = 12;

type Figures = { p50: number; p99: number; n: number };
const figures = (ts: number[]): Figures => {
  const s = [...ts].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), n: s.length };
};

/** Asks every question of both databases `rounds` times, interleaved; returns the table's lines. */
export async function measureScale(
  dbs: { label: string; api: Api }[], kinds: Kind[], rounds: number,
): Promise<{ lines: string[]; misses: string[] }> {
  // warm-up, and every question must be answered 200 by both
  for (const kind of kinds) {
    for (const ask of kind.asks) {
      for (const { label, api } of dbs) {
        const res = await ask(api);
        if (res.status !== 200) throw new Error(`${kind.name} on ${label}: ${res.status} ${res.text.slice(0, 300)}`);
      }
    }
  }
  const times = dbs.map(() => new Map<string, number[]>());
  for (let r = 0; r < rounds; r++) {
    for (const kind of kinds) {
      for (const [i, ask] of kind.asks.entries()) {
        // alternate which database goes first, so neither always meets a warmer cache or a quieter core
        const order = (r + i) % 2 === 0 ? dbs.map((_, k) => k) : dbs.map((_, k) => dbs.length - 1 - k);
        for (const k of order) {
          const started = performance.now();
          await ask(dbs[k].api);
          const t = performance.now() - started;
          const list = times[k].get(kind.name) ?? [];
          list.push(t);
          times[k].set(kind.name, list);
        }
      }
    }
  }
  const ms = (x: number) => x.toFixed(1).padStart(7);
  const width = Math.max(...kinds.map((k) => k.name.length));
  const lines = [
    `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores; ${rounds} rounds, interleaved`,
    `${'kind'.padEnd(width)} | ${dbs.map((d) => `${d.label.padStart(9)} p50     p99`).join(' | ')} | ratio p50  p99`,
  ];
  const misses: string[] = [];
  for (const kind of kinds) {
    const [a, b] = times.map((t) => figures(t.get(kind.name) ?? []));
    const r50 = b.p50 / a.p50;
    const r99 = b.p99 / a.p99;
    const miss = r50 >= 2 || r99 >= 2;
    if (miss) misses.push(kind.name);
    lines.push(`${kind.name.padEnd(width)} | ${[a, b].map((f) => `${''.padStart(5)}${ms(f.p50)} ${ms(f.p99)}`).join(' | ')} |  ${r50.toFixed(2).padStart(5)} ${r99.toFixed(2).padStart(5)}${miss ? '  ✗ misses < 2' : ''}`);
  }
  lines.push(misses.length === 0 ? 'every kind within the target (ratio < 2, p50 and p99)' : `missing the target (ratio ≥ 2): ${misses.join('; ')}`);
  lines.push(`requests per kind and database: ${kinds.map((k) => `${k.name} ${k.asks.length * rounds}`).join(', ')}`);
  return { lines, misses };
}
