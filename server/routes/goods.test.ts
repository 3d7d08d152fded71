// GET /api/goods: goods by ids, the search results page and the suggestion dropdown. Words, names,
// brands and shops are taken from the seeded database, then searched the way shoppers type them.
import { sql } from 'drizzle-orm';
import { normalizeText, switchLayout } from '../../domain/search-text';
import { Good, GoodsSearchCollection } from '../../contract';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

type Row = { id: number; name: string; brand: string | null; sold: boolean; text: string; words: string[] };

let t: TestApp;
let shopId: number;
let rows: Row[];

const enc = encodeURIComponent;
const members = (res: { body: unknown }): Good[] => contract(GoodsSearchCollection, res.body)['hydra:member'];
const ids = (res: { body: unknown }) => members(res).map((g) => g.id);

/** Every result of one query for the shop (at most 100, enough for the 400-goods template). */
async function search(text: string, extra = '') {
  const res = await t.get(`/api/goods?name=${enc(text)}&shopId=${shopId}&itemsPerPage=100${extra}`);
  expect(res.status).toBe(200);
  return res;
}

const sold = () => rows.filter((r) => r.sold);
const withWord = (word: string) => sold().filter((r) => r.words.includes(word));

/** Words that start names of goods the shop sells, most frequent first (only letters, at least `min`). */
function leadingWords(min: number): string[] {
  const counts = new Map<string, number>();
  for (const r of sold()) {
    const w = r.words[0];
    if (new RegExp(`^[а-я]{${min},}$`).test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
}

/** A word of the catalogue misspelt the way people do: an unstressed vowel or a voiced consonant swapped. */
function misspell(word: string): string | null {
  const swaps: Record<string, string> = { о: 'а', е: 'и', а: 'о', и: 'е', д: 'т', г: 'к', з: 'с', б: 'п' };
  for (let i = 1; i < word.length; i++) {
    const to = swaps[word[i]];
    if (to) return word.slice(0, i) + to + word.slice(i + 1);
  }
  return null;
}

/** True when no good's text holds `word` as a word or a word's start: the query then tests typo matching. */
const unknownWord = (word: string) => !rows.some((r) => r.words.some((w) => w.startsWith(word)));

beforeAll(async () => {
  t = await testApp();
  shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
  const result = await t.db.execute(sql`
    select g.id, g.name, b.name as brand,
      exists (select 1 from articles a where a.good_id = g.id and a.shop_id = ${shopId}) as sold
    from goods g left join brands b on b.id = g.brand_id order by g.id`);
  rows = (result as unknown as { rows: Omit<Row, 'text' | 'words'>[] }).rows.map((r) => {
    const text = normalizeText(`${r.name} ${r.brand ?? ''}`);
    return { ...r, id: Number(r.id), text, words: text.split(' ') };
  });
});
afterAll(() => t.close());

describe('search results page (?name=…&shopId=…)', () => {
  it('finds every good the shop sells with a word, and only goods the shop sells', async () => {
    expect(leadingWords(5).length).toBeGreaterThanOrEqual(3);
    for (const word of leadingWords(5).slice(0, 3)) {
      const res = await search(word);
      const expected = withWord(word).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(res)).toEqual(expect.arrayContaining(expected));
      expect(res.body['hydra:totalItems']).toBe(members(res).length);
      expect(members(res).every((g) => g.article !== null)).toBe(true);
      expect(res.body['@id']).toBe('/api/goods');
    }
  });

  it('finds a word in another grammatical case (Russian stemming)', async () => {
    const endings = (w: string) =>
      w.endsWith('о') ? [`${w.slice(0, -1)}а`] : w.endsWith('а') ? [`${w.slice(0, -1)}ы`, `${w.slice(0, -1)}и`]
        : w.endsWith('ы') || w.endsWith('и') ? [`${w.slice(0, -1)}ов`, `${w.slice(0, -1)}ей`] : [`${w}а`, `${w}ом`];
    let checked = 0;
    for (const word of leadingWords(5)) {
      for (const form of endings(word)) {
        // a form counts only where the database's Russian dictionary gives it the word's stem
        const same = await t.db.execute(sql`select to_tsvector('russian', ${form}) = to_tsvector('russian', ${word}) as same`);
        if (!(same as unknown as { rows: { same: boolean }[] }).rows[0].same || !unknownWord(form)) continue;
        expect(ids(await search(form))).toEqual(expect.arrayContaining(withWord(word).map((r) => r.id)));
        checked++;
        break;
      }
      if (checked >= 2) break;
    }
    expect(checked).toBe(2);
  });

  it('finds a misspelt word (phonetic key)', async () => {
    const words = leadingWords(5).filter((w) => misspell(w) && unknownWord(misspell(w)!)).slice(0, 3);
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) {
      const res = await search(misspell(word)!);
      expect(ids(res)).toEqual(expect.arrayContaining(withWord(word).map((r) => r.id)));
      // names starting with the word meant come first, as they would for the word spelt right
      const leading = sold().filter((r) => r.words[0] === word).map((r) => r.id).sort();
      expect(ids(res).slice(0, leading.length).sort()).toEqual(leading);
    }
  });

  it('finds a misspelt short word', async () => {
    const word = leadingWords(3).find((w) => w.length <= 4 && misspell(w) && unknownWord(misspell(w)!));
    expect(word).toBeDefined();
    expect(ids(await search(misspell(word!)!))).toEqual(expect.arrayContaining(withWord(word!).map((r) => r.id)));
  });

  it('finds a long word with a letter left out (trigram similarity)', async () => {
    // in short words one letter is too large a part of the word for any similarity measure
    const word = leadingWords(9).find((w) => unknownWord(w.slice(0, 4) + w.slice(5)));
    expect(word).toBeDefined();
    const typo = word!.slice(0, 4) + word!.slice(5);
    expect(ids(await search(typo))).toEqual(expect.arrayContaining(withWord(word!).map((r) => r.id)));
  });

  it('reads a query typed in the wrong keyboard layout', async () => {
    expect(leadingWords(5).length).toBeGreaterThanOrEqual(3);
    for (const word of leadingWords(5).slice(0, 3)) {
      const asMeant = await search(word);
      const res = await search(switchLayout(word));
      expect(members(res).length).toBeGreaterThan(0);
      expect(ids(res)).toEqual(ids(asMeant));
    }
  });

  it('reads a Latin brand typed in the Russian layout', async () => {
    const brands = [...new Set(sold().map((r) => r.brand).filter((b): b is string => !!b && /^[A-Za-z]{4,}$/.test(b)))];
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands.slice(0, 3)) {
      const typed = switchLayout(brand.toLowerCase());
      expect(typed).toMatch(/^[а-яё]+$/);
      const res = await search(typed);
      expect(ids(res)).toEqual(expect.arrayContaining(sold().filter((r) => r.brand === brand).map((r) => r.id)));
    }
  });

  it('finds names while the first word is still being typed, names starting with it first', async () => {
    expect(leadingWords(6).length).toBeGreaterThanOrEqual(3);
    for (const word of leadingWords(6).slice(0, 3)) {
      const prefix = word.slice(0, 4);
      const list = members(await search(prefix));
      const starting = sold().filter((r) => r.text.startsWith(prefix)).map((r) => r.id);
      expect(starting.length).toBeGreaterThan(0);
      expect(list.slice(0, starting.length).map((g) => g.id).sort()).toEqual([...starting].sort());
    }
  });

  it('ranks names starting with the word above names that only contain it', async () => {
    const word = leadingWords(4).find((w) => sold().some((r) => r.words.indexOf(w) > 0));
    expect(word).toBeDefined();
    const list = ids(await search(word!));
    const leading = sold().filter((r) => r.words[0] === word).map((r) => r.id);
    const inside = sold().filter((r) => r.words.indexOf(word!) > 0).map((r) => r.id);
    expect(leading.length).toBeGreaterThan(0);
    expect(list).toEqual(expect.arrayContaining([...leading, ...inside]));
    expect(Math.max(...leading.map((id) => list.indexOf(id)))).toBeLessThan(Math.min(...inside.map((id) => list.indexOf(id))));
  });

  it('puts the good whose whole name was typed first', async () => {
    // goods sharing their first words with others, so the exact one has rivals
    const unique = (r: Row) => !rows.some((o) => o.id !== r.id && o.name.toLowerCase() === r.name.toLowerCase());
    const picks = sold()
      .filter((r) => r.name.length <= 100 && unique(r) && sold().some((o) => o.id !== r.id && o.words[0] === r.words[0]))
      .slice(0, 5);
    expect(picks.length).toBeGreaterThan(0);
    for (const r of picks) {
      expect(ids(await search(r.name))[0]).toBe(r.id);
      expect(ids(await search(`  ${r.name.toUpperCase()} `))[0]).toBe(r.id);
    }
  });

  it('pages for "Load more" without gaps or repeats', async () => {
    const word = leadingWords(5)[0];
    const all = ids(await search(word));
    expect(all.length).toBeGreaterThan(4);
    const base = `/api/goods?name=${enc(word)}&shopId=${shopId}&itemsPerPage=2`;
    const first = await t.get(base);
    const second = await t.get(`${base}&page=2`);
    expect([...ids(first), ...ids(second)]).toEqual(all.slice(0, 4));
    expect(first.body['hydra:totalItems']).toBe(all.length);
    expect(first.body['hydra:view']['hydra:next']).toContain('page=2');
    expect(first.body['hydra:view']['hydra:previous']).toBeUndefined();
    expect(second.body['hydra:view']['hydra:previous']).toContain('page=1');
    const past = await t.get(`${base}&page=1000`);
    expect(past.status).toBe(200);
    expect(members(past)).toEqual([]);
    expect(past.body['hydra:totalItems']).toBe(all.length);
  });

  it('shows 30 goods a page by default', async () => {
    const res = await t.get(`/api/goods?name=${enc(leadingWords(3)[0].slice(0, 3))}&shopId=${shopId}`);
    expect(res.status).toBe(200);
    expect(members(res).length).toBe(Math.min(30, res.body['hydra:totalItems']));
  });

  it('answers an empty page for text that matches nothing', async () => {
    for (const text of ['щщщщщщщщ', '!!! ???']) {
      const res = await search(text);
      expect(members(res)).toEqual([]);
      expect(res.body['hydra:totalItems']).toBe(0);
    }
  });

  it('treats tsquery and SQL syntax as plain text', async () => {
    const word = leadingWords(5)[0];
    for (const text of [`${word} & !`, `${word}:* | (x)`, `${word}' or 1=1 --`, `<-> ${word} \\`, `${word}%_`]) {
      const res = await search(text);
      expect(ids(res)).toEqual(expect.arrayContaining(withWord(word).map((r) => r.id)));
    }
  });
});

describe('the query the results were found by (correctedQuery)', () => {
  const corrected = async (text: string, extra = '') => contract(GoodsSearchCollection, (await search(text, extra)).body).correctedQuery;

  it("names the word meant for a query typed in the wrong layout: 'vjkjrj' → 'молоко'", async () => {
    expect(withWord('молоко').length).toBeGreaterThan(0);
    expect(await corrected('vjkjrj')).toBe('молоко');
    // on a later page too
    const later = await t.get(`/api/goods?name=vjkjrj&shopId=${shopId}&itemsPerPage=1&page=2`);
    expect(contract(GoodsSearchCollection, later.body).correctedQuery).toBe('молоко');
  });

  it("names the word meant for a misspelt one: 'малако' → 'молоко'", async () => {
    expect(unknownWord('малако')).toBe(true);
    expect(await corrected('малако')).toBe('молоко');
    const words = leadingWords(5).filter((w) => misspell(w) && unknownWord(misspell(w)!)).slice(0, 3);
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(await corrected(misspell(word)!)).toBe(word);
  });

  it('is absent when the query found goods as typed, or found nothing', async () => {
    const words = leadingWords(5).slice(0, 3);
    expect(words.length).toBe(3);
    for (const word of words) expect((await search(word)).body).not.toHaveProperty('correctedQuery');
    expect((await search('молок')).body).not.toHaveProperty('correctedQuery');
    expect((await search('йцукенгшщз')).body).not.toHaveProperty('correctedQuery');
  });

  it('is part of the documented answer', async () => {
    const doc = (await t.get('/api/docs.json')).body;
    const schema = JSON.stringify(doc.paths['/api/goods'].get.responses['200']);
    expect(schema).toContain('correctedQuery');
  });
});

describe('suggestions (?search=…)', () => {
  it('are the first results of the search page, in the same order', async () => {
    const word = leadingWords(5).find((w) => misspell(w))!;
    for (const text of [word, word.slice(0, 3), misspell(word)!, switchLayout(word)]) {
      const page = ids(await t.get(`/api/goods?name=${enc(text)}&shopId=${shopId}&page=1`));
      const suggested = await t.get(`/api/goods?search=${enc(text)}&shopId=${shopId}`);
      expect(suggested.status).toBe(200);
      expect(members(suggested).length).toBe(Math.min(8, suggested.body['hydra:totalItems']));
      expect(ids(suggested)).toEqual(page.slice(0, 8));

      const softPage = ids(await t.get(`/api/goods?name=${enc(text)}&softShopId=${shopId}`));
      expect(ids(await t.get(`/api/goods?search=${enc(text)}&softShopId=${shopId}`))).toEqual(softPage.slice(0, 8));
    }
  });

  it('with softShopId cover goods the shop does not sell, with no article', async () => {
    const word = leadingWords(4).find((w) => rows.some((r) => !r.sold && r.words.includes(w)));
    expect(word).toBeDefined();
    const res = await t.get(`/api/goods?name=${enc(word!)}&softShopId=${shopId}&itemsPerPage=100`);
    const unsold = rows.filter((r) => !r.sold && r.words.includes(word!)).map((r) => r.id);
    expect(ids(res)).toEqual(expect.arrayContaining(unsold));
    expect(unsold.length).toBeGreaterThan(0);
    for (const g of members(res)) expect(g.article === null).toBe(unsold.includes(g.id));
    expect(ids(await search(word!)).filter((id) => unsold.includes(id))).toEqual([]);
  });
});

describe('goods by ids (?id[]=…)', () => {
  it('with shopId answers only goods the shop sells, in the order asked', async () => {
    const [a, b] = sold().slice(-2);
    const notSold = rows.find((r) => !r.sold)!;
    const res = await t.get(`/api/goods?pagination=false&shopId=${shopId}&id[]=${b.id}&id[]=${notSold.id}&id[]=${a.id}&id[]=999999999`);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([b.id, a.id]);
    expect(res.body['hydra:totalItems']).toBe(2);
    expect(members(res).every((g) => g.article !== null && g['@id'] === `/api/goods/${g.id}`)).toBe(true);
  });

  it('with softShopId answers every good, with the article only where the shop sells it', async () => {
    const a = sold()[0];
    const notSold = rows.find((r) => !r.sold)!;
    const res = await t.get(`/api/goods?pagination=false&softShopId=${shopId}&id[]=${notSold.id}&id[]=${a.id}&id[]=${notSold.id}`);
    expect(ids(res)).toEqual([notSold.id, a.id]);
    expect(members(res)[0].article).toBeNull();
    expect(members(res)[1].article).not.toBeNull();
  });

  it('accepts a single id without brackets', async () => {
    const a = sold()[0];
    expect(ids(await t.get(`/api/goods?shopId=${shopId}&id=${a.id}`))).toEqual([a.id]);
  });
});

describe('bad input', () => {
  const word = () => leadingWords(5)[0];

  it('needs at least 3 characters of text and at most 100', async () => {
    for (const text of ['мо', '  м  ', '', 'ab']) {
      expectError(await t.get(`/api/goods?name=${enc(text)}&shopId=${shopId}`), 400);
      expectError(await t.get(`/api/goods?search=${enc(text)}&softShopId=${shopId}`), 400);
    }
    const res = await t.get(`/api/goods?name=${enc('мол')}&shopId=${shopId}`);
    expect(res.status).toBe(200);
    expectError(await t.get(`/api/goods?name=${'м'.repeat(101)}&shopId=${shopId}`), 400);
  });

  it('needs exactly one shop, and a shop that exists', async () => {
    expectError(await t.get(`/api/goods?name=${enc(word())}`), 400);
    expectError(await t.get(`/api/goods?name=${enc(word())}&shopId=${shopId}&softShopId=${shopId}`), 400);
    expectError(await t.get(`/api/goods?name=${enc(word())}&shopId=999999`), 404);
    expectError(await t.get(`/api/goods?id[]=1&softShopId=999999`), 404);
    expectError(await t.get(`/api/goods?name=${enc(word())}&shopId=abc`), 400);
    expectError(await t.get(`/api/goods?name=${enc(word())}&shopId=1&shopId=2`), 400);
  });

  it('needs ids or a text, not both, and one text parameter', async () => {
    expectError(await t.get(`/api/goods?shopId=${shopId}`), 400);
    expectError(await t.get(`/api/goods?shopId=${shopId}&id[]=1&name=${enc(word())}`), 400);
    expectError(await t.get(`/api/goods?shopId=${shopId}&name=${enc(word())}&search=${enc(word())}`), 400);
    expectError(await t.get(`/api/goods?shopId=${shopId}&name=${enc(word())}&name=${enc(word())}`), 400);
  });

  it('rejects malformed or too many ids', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '1e400']) {
      expectError(await t.get(`/api/goods?shopId=${shopId}&id[]=${id}`), 400);
    }
    const many = Array.from({ length: 201 }, (_, i) => `id[]=${i + 1}`).join('&');
    expectError(await t.get(`/api/goods?shopId=${shopId}&${many}`), 400);
    const enough = Array.from({ length: 200 }, (_, i) => `id[]=${i + 1}`).join('&');
    expect((await t.get(`/api/goods?shopId=${shopId}&${enough}`)).status).toBe(200);
  });

  it('rejects bad paging', async () => {
    const base = `/api/goods?name=${enc(word())}&shopId=${shopId}`;
    for (const q of ['page=-1', 'page=0', 'page=abc', 'itemsPerPage=0', 'itemsPerPage=101', 'itemsPerPage=100000', 'pagination=maybe']) {
      expectError(await t.get(`${base}&${q}`), 400);
    }
  });
});
