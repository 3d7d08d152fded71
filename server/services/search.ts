// Catalogue search (GET /api/goods?name=… and the suggestion dropdown's ?search=…): one ranking for
// both. Candidates come from three indexed branches, each capped, so no step touches the whole
// table: Russian full text (stemmed words, the last one a prefix), name prefix, and trigram
// similarity of the phonetic key (typos). Only the union, at most a few thousand rows, is ranked.
import { sql, type SQL } from 'drizzle-orm';
import { searchTerms, type SearchTerms } from '../../domain/search-text';
import type { Db } from '../db/client';
import { articles, goods } from '../db/schema';
import { nameKey } from './shop-goods';

/**
 * Caps of the candidate branches. A common word ('молоко') matches thousands of goods; ranking is
 * done over at most these many of each branch, so deep pages of such a query are a sample, while
 * the top (exact and prefix matches, which have their own branch) is always right.
 */
const FULL_TEXT_CANDIDATES = 1000;
const PREFIX_CANDIDATES = 200;
const FUZZY_CANDIDATES = 200;

export type SearchScope = {
  /** the shop whose stock orders equal matches (in stock first) */
  shopId: number;
  /** only goods the shop sells (a results page) or all goods (softShopId) */
  soldOnly: boolean;
};

export type SearchPage = { limit: number; offset: number };

const anyOf = (terms: SearchTerms[], cond: (t: SearchTerms) => SQL) => sql.join(terms.map((t) => sql`(${cond(t)})`), sql` or `);
const greatestOf = (terms: SearchTerms[], expr: (t: SearchTerms) => SQL) => sql`greatest(${sql.join(terms.map(expr), sql`, `)})`;

/** LIKE pattern of text starting with `text` (normalized text can hold '%'). */
const startsWithPattern = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The ranked page as SQL. Order: the whole name equals the query, then names starting with the
 * query's words, then names starting with it (the last word still being typed), then full-text
 * rank, then phonetic similarity; in-stock before out-of-stock at equal relevance; ties by name.
 */
function rankedPage(terms: SearchTerms[], scope: SearchScope, page: SearchPage): SQL {
  const sold = scope.soldOnly
    ? sql`exists (select 1 from ${articles} where ${articles.goodId} = ${goods.id} and ${articles.shopId} = ${scope.shopId})`
    : sql`true`;
  const tsquery = sql.join(terms.map((t) => sql`to_tsquery('russian', ${t.tsquery})`), sql` || `);
  return sql`
    with candidates as (
      (select ${goods.id} as id from ${goods}
        where ${goods.searchVector} @@ (${tsquery}) and ${sold}
        limit ${FULL_TEXT_CANDIDATES})
      union
      (select ${goods.id} from ${goods}
        where (${anyOf(terms, (t) => sql`${goods.searchText} like ${startsWithPattern(t.text)}`)}) and ${sold}
        limit ${PREFIX_CANDIDATES})
      union
      (select ${goods.id} from ${goods}
        where (${anyOf(terms, (t) => sql`${goods.searchKey} %> ${t.key}`)}) and ${sold}
        limit ${FUZZY_CANDIDATES})
    ),
    ranked as (
      select ${goods.id} as id, ${goods.name} as name,
        case
          when ${anyOf(terms, (t) => sql`${nameKey()} = ${t.name}`)} then 0
          when ${anyOf(terms, (t) => sql`${goods.searchText} = ${t.text} or starts_with(${goods.searchText}, ${`${t.text} `})`)} then 1
          when ${anyOf(terms, (t) => sql`starts_with(${goods.searchText}, ${t.text})`)} then 2
          else 3
        end as tier,
        ts_rank(${goods.searchVector}, ${tsquery}) as text_rank,
        ${greatestOf(terms, (t) => sql`word_similarity(${t.key}, ${goods.searchKey})`)} as similarity,
        coalesce(${articles.quantity} > 0, false) as in_stock
      from candidates
      join ${goods} on ${goods.id} = candidates.id
      left join ${articles} on ${articles.goodId} = ${goods.id} and ${articles.shopId} = ${scope.shopId}
    )
    select id, count(*) over () as total from ranked
    order by tier, text_rank desc, similarity desc, in_stock desc, ${nameKey(sql`name`)}, id
    limit ${page.limit} offset ${page.offset}
  `;
}

/** Ids of the goods matching `raw`, best first (see rankedPage), and how many matched. */
export async function searchGoods(db: Db, raw: string, scope: SearchScope, page: SearchPage): Promise<{ ids: number[]; total: number }> {
  const terms = searchTerms(raw);
  if (terms.length === 0) return { ids: [], total: 0 };
  const result = await db.execute(rankedPage(terms, scope, page));
  const rows = (result as unknown as { rows: { id: number | string; total: number | string }[] }).rows;
  if (rows.length === 0 && page.offset > 0) {
    // a page past the end still reports the total, so the client's paging stays right
    const all = await searchGoods(db, raw, scope, { limit: 1, offset: 0 });
    return { ids: [], total: all.total };
  }
  return { ids: rows.map((r) => Number(r.id)), total: rows.length > 0 ? Number(rows[0].total) : 0 };
}

/** The plan of one search with timings (bench/search.ts --explain), to check the indexes are used. */
export async function explainSearch(db: Db, raw: string, scope: SearchScope, page: SearchPage): Promise<string> {
  const result = await db.execute(sql`explain (analyze, costs off) ${rankedPage(searchTerms(raw), scope, page)}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
}
