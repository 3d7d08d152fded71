// The ranking function itself: its order holds the tiers it promises, its pages are slices of one
// list, and the scope only narrows it. Queries are built from names found in the seeded database.
import { sql } from 'drizzle-orm';
import { normalizeText, switchLayout } from '../../domain/search-text';
import { testApp, type TestApp } from '../test/harness';
import { searchGoods, type SearchScope } from './search';

let t: TestApp;
let shopId: number;
let names: Map<number, string>;
let queries: string[];

const all = (text: string, scope: SearchScope) => searchGoods(t.db, text, scope, { limit: 100, offset: 0 });

/** 0 exact name, 1 name starts with the query's words, 2 name starts with the query, 3 anything else. */
function tier(name: string, query: string): number {
  const n = normalizeText(name);
  const q = normalizeText(query);
  if (name.toLowerCase().replace(/ё/g, 'е') === query.trim().toLowerCase().replace(/ё/g, 'е')) return 0;
  if (n === q || n.startsWith(`${q} `)) return 1;
  return n.startsWith(q) ? 2 : 3;
}

beforeAll(async () => {
  t = await testApp();
  shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
  const result = await t.db.execute(sql`select id, name from goods order by id`);
  names = new Map((result as unknown as { rows: { id: number; name: string }[] }).rows.map((r) => [Number(r.id), r.name]));
  // a first word, its start, a two-word name start, and the same typed in the wrong layout
  const sample = [...names.values()].filter((n) => /^[А-Я][а-я]{4,} [а-я]{4,}/.test(n))[0];
  const [first, second] = normalizeText(sample).split(' ');
  queries = [first, first.slice(0, 3), `${first} ${second}`, switchLayout(first), sample];
});
afterAll(() => t.close());

describe('searchGoods', () => {
  it('orders exact names, then names starting with the words, then with the text, then the rest', async () => {
    for (const q of queries) {
      const { ids } = await all(q, { shopId, soldOnly: false });
      expect(ids.length).toBeGreaterThan(0);
      const reading = /[a-z]/.test(q) ? switchLayout(q) : q;
      const tiers = ids.map((id) => tier(names.get(id)!, reading));
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    }
  });

  it('answers pages that are slices of one list, with the same total', async () => {
    for (const q of queries) {
      const scope = { shopId, soldOnly: true };
      const whole = await all(q, scope);
      const pages = [];
      for (const p of [0, 1, 2]) pages.push(await searchGoods(t.db, q, scope, { limit: 3, offset: p * 3 }));
      expect(pages.flatMap((p) => p.ids)).toEqual(whole.ids.slice(0, 9));
      for (const p of pages) expect(p.total).toBe(whole.total);
      expect(whole.total).toBe(whole.ids.length);
    }
  });

  it('narrows, never reorders, when only goods the shop sells count', async () => {
    const result = await t.db.execute(sql`select good_id from articles where shop_id = ${shopId}`);
    const sold = new Set((result as unknown as { rows: { good_id: number }[] }).rows.map((r) => Number(r.good_id)));
    for (const q of queries) {
      const every = await all(q, { shopId, soldOnly: false });
      const own = await all(q, { shopId, soldOnly: true });
      expect(own.ids.every((id) => sold.has(id))).toBe(true);
      // candidates are capped per branch, so compare the order of what both lists hold
      const inOwn = new Set(own.ids);
      const inEvery = new Set(every.ids);
      expect(own.ids.filter((id) => inEvery.has(id))).toEqual(every.ids.filter((id) => inOwn.has(id)));
    }
  });

  it('finds nothing, without querying, for text with no letters or digits', async () => {
    expect(await all('?!. --', { shopId, soldOnly: false })).toEqual({ ids: [], total: 0 });
  });

  describe('forgives a slip a shopper makes', () => {
    const soldAnywhere = { shopId: 0, soldOnly: false };
    const namesOf = async (q: string) => {
      const found = await all(q, { ...soldAnywhere, shopId });
      return { names: found.ids.map((id) => normalizeText(names.get(id)!)), corrected: found.correctedQuery };
    };
    // each query must find goods whose name holds `word`, and say what it read the query as
    it.each([
      ['кефр', 'кефир', 'кефир', 'a missing letter'],
      ['кефтир', 'кефир', 'кефир', 'an extra letter'],
      ['кфеир', 'кефир', 'кефир', 'two letters swapped'],
      ['данон', 'danone', 'danon', 'a Latin brand written in Cyrillic'],
      ['kefir', 'кефир', 'кефир', 'a Russian word written in Latin'],
      ['moloko', 'молоко', 'молоко', 'a Russian word written in Latin'],
      ['ьщдщлщ', 'молоко', 'молоко', 'a transliteration typed in the Russian layout'],
      ['ьщдщкщ', 'молоко', 'молоко', 'the same with a slip of one key'],
      ['lfyjy', 'danone', 'danon', 'a Cyrillic spelling typed in the Latin layout'],
    ])('%s finds %s, read as %s (%s)', async (query, word, reading) => {
      const { names: found, corrected } = await namesOf(query);
      expect(found.length).toBeGreaterThan(0);
      expect(found[0].split(' ')).toContain(word);
      expect(corrected).toBe(reading);
    });

    it('keeps words of three letters as typed: too short to tell a typo from another word', async () => {
      const { names: found } = await namesOf('кфр');
      expect(found.every((n) => !n.split(' ').includes('кефир'))).toBe(true);
    });
  });
});
