// Catalogue search (GET /api/goods?name=… and the suggestion dropdown's ?search=…): one ranking for
// both. Candidates come from indexed branches, each capped, so no step touches the whole table:
// Russian full text (stemmed words, the last one a prefix), names starting with the query (as
// spelled and as it sounds), the words of the phonetic key (misspellings) and, when those find
// little, trigram similarity of the key (other typos). Only their union, a few hundred rows, is ranked.
import { sql, type SQL } from 'drizzle-orm';
import { phoneticWord, queryTerms, SEARCH_TEXT_MIN, searchTerms, TYPO_MIN_WORD, withinOneEdit, withWords, type SearchTerms } from '../../domain/search-text';
import type { Db } from '../db/client';
import { articles, goods, searchWords } from '../db/schema';
import { goodNameKey } from './shop-goods';

/**
 * Caps of the candidate branches. A common word ('шоколад') matches thousands of goods; only this
 * many of each branch are ranked, so such a query lists a few hundred goods. The top is still
 * right: names starting with the query (as spelled, or as it sounds) have branches of their own,
 * taken in name order.
 */
const FULL_TEXT_CANDIDATES = 200;
const PREFIX_CANDIDATES = 100;
const PHONETIC_CANDIDATES = 100;
const TRIGRAM_CANDIDATES = 50;
/**
 * How many rows of its word the full-text walk reads at most: past that, a query whose other words
 * the walked word's goods rarely carry is left to the GIN index.
 */
const WALK_ROWS = 1000;
/**
 * Trigrams are tried only when a word's key is at least this long: a short key shares its trigrams
 * with most of the catalogue, so the index would hand over thousands of rows to recheck, and the
 * phonetic branch already covers misspelt short words.
 */
const TRIGRAM_MIN_WORD = 5;

/**
 * The query term whose goods the full-text walk reads: the longest word (the likeliest to be rare),
 * matched as the tsquery matches it (queryTerms).
 */
function walkedTerm(t: SearchTerms): { word: string; prefix: boolean } {
  const terms = queryTerms(t.text.split(' '));
  return terms.reduce((longest, term) => (term.word.length > longest.word.length ? term : longest), terms[0] ?? { word: '', prefix: false });
}

export type SearchScope = {
  /** the shop whose stock orders equal matches (in stock first) */
  shopId: number;
  /** only goods the shop sells (shopId) or all goods (softShopId) */
  soldOnly: boolean;
};

export type SearchPage = { limit: number; offset: number };

type Found = { ids: number[]; total: number };

/**
 * Goods whose `column` starts with `prefix`, in code point order, as a range of the column's
 * text_pattern_ops index: read in order and lazily, so the first `limit` cost only themselves.
 * (A LIKE 'x%' would also match the trigram index, which the planner may prefer, and then it
 * fetches and sorts every match.) A prefix shorter than the shortest query tells names apart too
 * poorly to be worth reading ('щщщ' sounds like 'ш').
 */
function startingWith(column: typeof goods.searchText | typeof goods.searchKey, prefix: string, filter: SQL, limit: number): SQL {
  // the third column: found by the text as typed (search_text), not only as it sounds (search_key)
  const asTyped = column === goods.searchText ? sql`true` : sql`false`;
  if (prefix.length < SEARCH_TEXT_MIN) return sql`select ${goods.id}, true, ${asTyped} from ${goods} where false`;
  const next = prefix.slice(0, -1) + String.fromCodePoint(prefix.codePointAt(prefix.length - 1)! + 1);
  return sql`select ${goods.id}, true, ${asTyped} from ${goods}
    where ${column} ~>=~ ${prefix} and ${column} ~<~ ${next} and ${filter}
    order by ${column} using ~<~ limit ${limit}`;
}

/**
 * The ranked page of one reading of the query, as SQL. Order: the whole name equals the query;
 * names starting with the query's words; names starting with it (its last word still being typed);
 * full-text rank; a key starting with the query's key (misspelt first words); trigram similarity
 * (goods found by trigrams alone); in stock before out of stock; ties by name (search_text, the
 * normalized name, by code point).
 */
function rankedPage(t: SearchTerms, scope: SearchScope, page: SearchPage, trigrams: boolean): SQL {
  // OFFSET 0 keeps this a per-candidate index probe: as a semi-join the planner would rather read
  // all of the shop's articles, while a branch needs only its first few hundred candidates checked
  const sold = (id: SQL | typeof goods.id) => scope.soldOnly
    ? sql`exists (select 1 from ${articles} where ${articles.goodId} = ${id} and ${articles.shopId} = ${scope.shopId} offset 0)`
    : sql`true`;
  const tsquery = sql`to_tsquery('russian', ${t.tsquery})`;
  const walked = walkedTerm(t);
  const walk = sql`(select lo from walk_word) <= ${searchWords.word} and ${searchWords.word} < (select hi from walk_word)`;
  // the walk ended short of its cap: the branches that may add full-text or sound-alike goods run
  const walkShort = sql`(select count(*) from full_text) < ${FULL_TEXT_CANDIDATES}`;
  return sql`
    -- Materialized, so each branch is planned as an index scan over all its matches rather than as
    -- a sequential scan testing every good until the LIMIT is met; rows are still pulled lazily,
    -- so a branch stops reading once its cap of goods (that the shop sells) is reached.
    -- The full text walks the goods of one of its words (search_words, in word and id order) and
    -- keeps those that match the whole query, so a common word costs its cap, not its every match
    -- as the GIN index's bitmap would (decision 139). Only when the walk ends without the cap and
    -- the word had more goods than it read (a rare combination of common words), or the word is
    -- one full text ignores, does the GIN index look for the rest.
    with walk_word as materialized (
      select lexeme as lo, case when ${walked.prefix}
          then left(lexeme, -1) || chr(ascii(right(lexeme, 1)) + 1)
          else lexeme || chr(1) end as hi
      from (select (tsvector_to_array(to_tsvector('russian', ${walked.word})))[1] as lexeme) as w
    ),
    full_text as materialized (
      select ${goods.id} as id
      from (select ${searchWords.goodId} as good_id from ${searchWords} where ${walk} limit ${WALK_ROWS}) as walked
      join ${goods} on ${goods.id} = walked.good_id
      where ${goods.searchVector} @@ ${tsquery} and ${sold(goods.id)}
      limit ${FULL_TEXT_CANDIDATES}
    ),
    full_text_rest as materialized (
      select ${goods.id} as id from ${goods}
      where ${goods.searchVector} @@ ${tsquery} and (
        (select lo from walk_word) is null
        or (${walkShort}
          and (select count(*) from (select 1 from ${searchWords} where ${walk} limit ${WALK_ROWS + 1}) as seen) > ${WALK_ROWS}))
    ),
    -- goods found by their sound alone rank below every full-text match: with a full cap of those
    -- they could not reach the first pages, so they are not looked for
    phonetic as materialized (
      select ${goods.id} as id from ${goods}
      where ${walkShort}
        and to_tsvector('simple', ${goods.searchKey}) @@ to_tsquery('simple', ${t.keyTsquery})
    ),
    trigram as materialized (
      select ${goods.id} as id from ${goods} where ${trigrams ? sql`${goods.searchKey} %>> ${t.key}` : sql`false`}
    ),
    -- exact: found by the words as spelled (or as they sound), not only by trigram likeness;
    -- as_typed: found by the words as typed (full text, or the name's start), not by a correction
    candidates as (
      select id, bool_or(exact) as exact, bool_or(as_typed) as as_typed from (
        (select id, true as exact, true as as_typed from full_text)
        union all (select id, true, true from full_text_rest where ${sold(sql`full_text_rest.id`)} limit ${FULL_TEXT_CANDIDATES})
        union all (${startingWith(goods.searchText, t.text, sold(goods.id), PREFIX_CANDIDATES)})
        -- the same for a misspelt start ('малако' → 'Молоко …')
        union all (${startingWith(goods.searchKey, t.key, sold(goods.id), PREFIX_CANDIDATES)})
        union all (select id, true, false from phonetic where ${sold(sql`phonetic.id`)} limit ${PHONETIC_CANDIDATES})
        union all (select id, false, false from trigram where ${sold(sql`trigram.id`)} limit ${TRIGRAM_CANDIDATES})
      ) as branches
      group by id
    ),
    ranked as (
      select ${goods.id} as id, ${goods.searchText} as search_text, candidates.exact, candidates.as_typed,
        -- an exact name starts search_text too, so the dearer name comparison runs only for those
        case
          when not starts_with(${goods.searchText}, ${t.text}) then 3
          when ${goodNameKey} = ${t.name} then 0
          when ${goods.searchText} = ${t.text} or starts_with(${goods.searchText}, ${`${t.text} `}) then 1
          else 2
        end as tier,
        ts_rank(${goods.searchVector}, ${tsquery}) as text_rank,
        ${goods.searchKey} = ${t.key} or starts_with(${goods.searchKey}, ${`${t.key} `}) as key_prefix,
        -- similarity orders the goods found by trigrams alone; computed only for them, as it is
        -- the costliest expression here
        case when candidates.exact then 1 else strict_word_similarity(${t.key}, ${goods.searchKey}) end as similarity,
        coalesce(${articles.quantity} > 0, false) as in_stock
      from candidates
      join ${goods} on ${goods.id} = candidates.id
      left join ${articles} on ${articles.goodId} = ${goods.id} and ${articles.shopId} = ${scope.shopId}
    )
    select id, search_text, count(*) over () as total, bool_or(exact) over () as exact, bool_or(as_typed) over () as as_typed,
      -- how many goods the words find as spelled or as they sound (up to the trigram cap)
      (select count(*) from (select 1 from full_text union all select 1 from full_text_rest limit ${TRIGRAM_CANDIDATES}) as a)
        + (select count(*) from (select 1 from phonetic limit ${TRIGRAM_CANDIDATES}) as b) as spelled
    from ranked
    order by tier, text_rank desc, key_prefix desc, similarity desc, in_stock desc, search_text collate "C", id
    limit ${page.limit} offset ${page.offset}
  `;
}

type Row = { id: number | string; search_text: string; total: number | string; exact: boolean; as_typed: boolean; spelled: number | string };

async function rankedRows(db: Db, t: SearchTerms, scope: SearchScope, page: SearchPage, trigrams: boolean): Promise<Row[]> {
  const result = await db.execute(rankedPage(t, scope, page, trigrams));
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (rows.length > 0 || page.offset === 0) return rows;
  // a page past the end: the first row still tells the total, so the client's paging stays right
  return (await rankedRows(db, t, scope, { limit: 1, offset: 0 }, trigrams)).map((r) => ({ ...r, id: '' }));
}

const found = (rows: Row[]): Found => ({
  ids: rows.filter((r) => r.id !== '').map((r) => Number(r.id)),
  total: Number(rows[0]?.total ?? 0),
});

const trigramsWorthIt = (t: SearchTerms, rows: Row[]) =>
  t.longestKeyWord >= TRIGRAM_MIN_WORD && Number(rows[0]?.spelled ?? 0) < TRIGRAM_CANDIDATES;

/** Shared trigrams of two words (as pg_trgm pads them), relative to the larger set: 0 to 1. */
function likeness(a: string, b: string): number {
  const grams = (w: string) => new Set(Array.from({ length: w.length + 1 }, (_, i) => `  ${w} `.slice(i, i + 3)));
  const x = grams(a);
  const y = grams(b);
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  return shared / Math.max(x.size, y.size);
}

/**
 * The words the results were found by, when the query's own were not: each query word that the best
 * match does not contain as typed is replaced by the match's word that sounds the same (the phonetic
 * key), starts so (a word still being typed), or looks most alike. 'малако' → 'молоко'.
 */
function correctedWords(text: string, bestMatch: string): string {
  const words = bestMatch.split(' ').filter(Boolean);
  return text.split(' ').map((w) => {
    if (words.some((x) => x.startsWith(w))) return w;
    const key = phoneticWord(w);
    const sounding = words.find((x) => phoneticWord(x) === key) ?? words.find((x) => phoneticWord(x).startsWith(key));
    if (sounding) return sounding;
    let best = w;
    let score = 0.3; // below that a word is no correction of another
    for (const x of words) {
      const l = likeness(phoneticWord(x), key);
      if (l > score) [best, score] = [x, l];
    }
    return best;
  }).join(' ');
}

/** The words of the catalogue's names (search_text), by the length of their phonetic key. */
type CatalogueWords = { byKeyLength: Map<number, { word: string; key: string; goods: number }[]>; keys: Set<string> };

/** How long a process keeps the catalogue's words before reading them again (in the background). */
const WORDS_TTL_MS = 10 * 60_000;
const wordCache = new WeakMap<Db, { at: number; words: Promise<CatalogueWords> }>();

async function readCatalogueWords(db: Db): Promise<CatalogueWords> {
  const result = await db.execute(sql`
    select word, count(*)::int as goods
    from ${goods}, unnest(string_to_array(${goods.searchText}, ' ')) as word
    where length(word) >= ${TYPO_MIN_WORD - 1}
    group by word`);
  const byKeyLength: CatalogueWords['byKeyLength'] = new Map();
  const keys = new Set<string>();
  for (const { word, goods: n } of (result as unknown as { rows: { word: string; goods: number }[] }).rows) {
    const key = phoneticWord(word);
    keys.add(key);
    const list = byKeyLength.get(key.length) ?? [];
    list.push({ word, key, goods: Number(n) });
    byKeyLength.set(key.length, list);
  }
  return { byKeyLength, keys };
}

/**
 * The catalogue's words, read once per process and refreshed after WORDS_TTL_MS while the old list
 * still answers (only queries that match nothing as typed ask for them).
 */
function catalogueWords(db: Db): Promise<CatalogueWords> {
  const cached = wordCache.get(db);
  const now = Date.now();
  if (cached && now - cached.at < WORDS_TTL_MS) return cached.words;
  const fresh = readCatalogueWords(db);
  if (!cached) {
    const entry = { at: now, words: fresh };
    wordCache.set(db, entry);
    // a read that failed (the database away) is not kept for WORDS_TTL_MS: the next query reads again
    fresh.catch(() => { if (wordCache.get(db) === entry) wordCache.delete(db); });
    return fresh;
  }
  fresh.then((words) => wordCache.set(db, { at: Date.now(), words: Promise.resolve(words) }), () => undefined);
  cached.at = now;
  return cached.words;
}

/**
 * The reading with each word of TYPO_MIN_WORD letters or more that no catalogue word sounds like
 * replaced by the most common catalogue word one edit away from it (by phonetic key: a letter
 * missing, extra, replaced or two swapped); null when no word needed or found a correction.
 */
function correctTypos(t: SearchTerms, catalogue: CatalogueWords): SearchTerms | null {
  let changed = false;
  const words = t.text.split(' ').map((w) => {
    const key = phoneticWord(w);
    if (w.length < TYPO_MIN_WORD || catalogue.keys.has(key)) return w;
    // one edit of the letters as typed beats one edit of the sound ('кефр' is 'кефир', not 'киви')
    let best: { word: string; goods: number; letters: boolean } | undefined;
    for (const length of [key.length - 1, key.length, key.length + 1]) {
      for (const c of catalogue.byKeyLength.get(length) ?? []) {
        if (!withinOneEdit(key, c.key)) continue;
        const letters = withinOneEdit(w, c.word);
        if (!best || (letters && !best.letters) || (letters === best.letters && c.goods > best.goods)) best = { ...c, letters };
      }
    }
    if (!best) return w;
    changed = true;
    return best.word;
  });
  return changed ? withWords(t, words) : null;
}

export type SearchFound = Found & {
  /** the query as the results read it, when that is not the query as typed (another layout, a typo) */
  correctedQuery?: string;
};

/**
 * Ids of the goods matching `raw`, best first, and how many matched. A query is read as typed, or,
 * when only its other-layout reading matches the words of some goods, as that ('vjkjrj' → 'молоко',
 * 'вфтщту' → 'danone'); so the gibberish a switched layout makes never mixes with real matches.
 * Trigram similarity, the dearest branch (and dear to plan), is added in a second pass, only when
 * the words as spelled or as they sound find few goods: otherwise its matches would rank below all
 * of those anyway. When the results were not found by the words as typed, correctedQuery says what
 * they were found by.
 */
export async function searchGoods(db: Db, raw: string, scope: SearchScope, page: SearchPage): Promise<SearchFound> {
  const readings = searchTerms(raw);
  const answer = async (t: SearchTerms, rows: Row[], trigrams: boolean): Promise<SearchFound> => {
    const result: SearchFound = found(rows);
    let used = t.text;
    if (rows.length > 0 && !rows[0].as_typed) {
      // the best match of the whole list (not of this page) names the corrected words
      const top = page.offset === 0 ? rows[0] : (await rankedRows(db, t, scope, { limit: 1, offset: 0 }, trigrams))[0];
      if (top?.search_text) used = correctedWords(t.text, top.search_text);
    }
    if (rows.length > 0 && used !== readings[0].text) result.correctedQuery = used;
    return result;
  };
  for (const t of readings) {
    const rows = await rankedRows(db, t, scope, page, false);
    if (!rows[0]?.exact) continue;
    const trigrams = trigramsWorthIt(t, rows);
    return answer(t, trigrams ? await rankedRows(db, t, scope, page, true) : rows, trigrams);
  }
  // no reading matches any words: only typos are left. First a word one edit away from a word of the
  // catalogue ('кефр' → 'кефир'), then, for long words, trigram likeness
  const words = await catalogueWords(db);
  for (const t of readings) {
    const fixed = correctTypos(t, words);
    if (!fixed) continue;
    const rows = await rankedRows(db, fixed, scope, page, false);
    if (rows[0]?.exact) return answer(fixed, rows, false);
  }
  for (const t of readings) {
    if (t.longestKeyWord < TRIGRAM_MIN_WORD) continue;
    const rows = await rankedRows(db, t, scope, page, true);
    if (rows.length > 0) return answer(t, rows, true);
  }
  return { ids: [], total: 0 };
}

/** The plans of one search with timings (bench/search.ts --explain), to check the indexes are used. */
export async function explainSearch(db: Db, raw: string, scope: SearchScope, page: SearchPage): Promise<string> {
  const plans: string[] = [];
  for (const reading of searchTerms(raw)) {
    for (const trigrams of [false, true]) {
      const result = await db.execute(sql`explain (analyze, costs off) ${rankedPage(reading, scope, page, trigrams)}`);
      const plan = (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
      plans.push(`-- reading '${reading.text}'${trigrams ? ' with trigrams' : ''}\n${plan}`);
    }
  }
  return plans.join('\n');
}
