// Goods as one shop sells them: the category/discount listing with its filters and sorting, and the
// small lists around a product (similar, same brand, week sales). Rows are read through
// services/goods.ts, so every list serializes goods the same way.
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Good, GoodIdsPage, ShopOrder } from '../../contract';
import type { Db } from '../db/client';
import { articles, brands, discountGoods, facetCounts, goods } from '../db/schema';
import type { CategoryTree } from './catalog';
import { goodsByIds, inStock } from './goods';

/** The goods a listing starts from, before the shopper's filters. */
export type GoodsBase = { categoryIds?: number[]; discountId?: number };

export type GoodsFilters = {
  withDiscount?: boolean;
  countries?: string[];
  brands?: string[];
  packages?: string[];
  /** property id → accepted values (any of them) */
  extra?: Record<string, string[]>;
};

export type Page = { limit: number; offset: number };

/** Joins a good to the shop's article, as selectGoods does. */
export const shopArticle = (shopId: number) => and(eq(articles.goodId, goods.id), eq(articles.shopId, shopId));

/** The shop has an article for the good (selectGoods joins only that shop's articles). */
export const soldInShop = isNotNull(articles.goodId);

export const hasDiscount = lt(articles.actualPrice, articles.registerPrice);

/**
 * Alphabetical key: case-folded, ё as е, compared by code point. The explicit "C" collation gives
 * the same order on PGlite and on any PostgreSQL server whatever its locale, and Cyrillic code
 * points already follow the alphabet.
 */
export const nameKey = (column: SQLWrapper) => sql`translate(lower(${column}), 'ё', 'е') collate "C"`;

/** nameKey of a good's name, as stored in goods.name_key (schema.ts writes the same expression). */
export const goodNameKey = sql`${goods.nameKey} collate "C"`;

export const inStockFirst = sql`(coalesce(${articles.quantity}, 0) > 0) desc`;

/** Card price relative to the regular price: the smaller, the bigger the discount. */
const discountRatio = sql`${articles.actualPrice} / nullif(${articles.registerPrice}, 0)`;

const ORDER: Record<ShopOrder, SQL[]> = {
  name: [inStockFirst, goodNameKey, asc(goods.id)],
  discount: [inStockFirst, sql`${discountRatio} asc nulls last`, goodNameKey, asc(goods.id)],
  // the regular price: the one every card shows in its 'Цена' row, and what a guest pays
  price: [inStockFirst, asc(articles.registerPrice), goodNameKey, asc(goods.id)],
  'price-desc': [inStockFirst, desc(articles.registerPrice), goodNameKey, asc(goods.id)],
};

/** ORDER BY of a listing: in-stock goods first, then the shopper's order, ties by name and id. */
export const shopOrderBy = (order: ShopOrder): SQL[] => ORDER[order];

const valueList = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** A good carrying extra property `id` with one of `values`. */
function extraPropertyIn(id: string, values: string[]): SQL {
  return sql`exists (select 1 from jsonb_array_elements(${goods.extraProperties}) as ep
    where ep->>'id' = ${id} and ep->>'value' in (${valueList(values)}))`;
}

export function baseCondition(base: GoodsBase): SQL | undefined {
  return and(
    soldInShop,
    base.categoryIds ? inArray(goods.categoryId, base.categoryIds) : undefined,
    base.discountId !== undefined
      ? sql`${goods.id} in (select ${discountGoods.goodId} from ${discountGoods} where ${discountGoods.discountId} = ${base.discountId})`
      : undefined,
  );
}

/** One filter of the goods' own columns, by facet: 'country', 'package', 'brand' or 'extra:{id}'. */
export type GoodsFacetFilter = { facet: string; condition: SQL };

/**
 * The shopper's filters on the goods' own columns (everything but withDiscount), one per facet:
 * OR within one filter, AND across filters. Empty lists are no filter.
 */
export function goodsFacetFilters(f: GoodsFilters): GoodsFacetFilter[] {
  const out: GoodsFacetFilter[] = [];
  const nonEmpty = (list?: string[]) => (list && list.length > 0 ? list : undefined);
  const countries = nonEmpty(f.countries);
  const packages = nonEmpty(f.packages);
  const brandNames = nonEmpty(f.brands);
  if (countries) out.push({ facet: 'country', condition: inArray(goods.country, countries) });
  if (packages) out.push({ facet: 'package', condition: inArray(goods.package, packages) });
  if (brandNames) {
    out.push({
      facet: 'brand',
      condition: sql`${goods.brandId} in (select ${brands.id} from ${brands} where ${brands.name} in (${valueList(brandNames)}))`,
    });
  }
  for (const [id, values] of Object.entries(f.extra ?? {})) {
    if (values.length > 0) out.push({ facet: `extra:${id}`, condition: extraPropertyIn(id, values) });
  }
  return out;
}

/** Counts goods of the shop matching `where` (which may use goods and articles columns). */
async function countShopGoods(db: Db, shopId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(goods)
    .leftJoin(articles, shopArticle(shopId))
    .where(where);
  return Number(row?.n ?? 0);
}

/**
 * Ids of the shop's goods matching `where`, in `order`. Sorting only the narrow columns the order
 * needs, then reading the full rows of one page by id, keeps wide rows (descriptions, search
 * vectors) out of the sort: that is what makes a category of thousands of goods cheap to page.
 */
async function orderedIds(db: Db, shopId: number, where: SQL | undefined, order: SQL[], page: Page): Promise<number[]> {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .leftJoin(articles, shopArticle(shopId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => Number(r.id));
}

async function orderedGoods(db: Db, shopId: number, where: SQL | undefined, order: SQL[], page: Page): Promise<Good[]> {
  return goodsByIds(db, shopId, await orderedIds(db, shopId, where, order, page));
}

/** One page of the shop's goods matching `where`, in `order`, with the total. */
export async function pageOfShopGoods(
  db: Db, shopId: number, where: SQL | undefined, order: SQL[], page: Page,
): Promise<{ members: Good[]; total: number }> {
  const [members, total] = await Promise.all([
    orderedGoods(db, shopId, where, order, page),
    countShopGoods(db, shopId, where),
  ]);
  return { members, total };
}

// --- the category and discount listing, read from the shop's articles (migration 0008)

/** The same orders as ORDER, on the article's own copies of the good's columns. */
const ARTICLE_IN_STOCK = sql`(${articles.quantity} > 0)`;
const articleNameKey = sql`${articles.nameKey} collate "C"`;
const ARTICLE_ORDER: Record<ShopOrder, SQL[]> = {
  name: [sql`${ARTICLE_IN_STOCK} desc`, articleNameKey, asc(articles.goodId)],
  discount: [sql`${ARTICLE_IN_STOCK} desc`, sql`${discountRatio} asc nulls last`, articleNameKey, asc(articles.goodId)],
  price: [sql`${ARTICLE_IN_STOCK} desc`, asc(articles.registerPrice), articleNameKey, asc(articles.goodId)],
  'price-desc': [sql`${ARTICLE_IN_STOCK} desc`, desc(articles.registerPrice), articleNameKey, asc(articles.goodId)],
};

const intArray = (ids: number[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::integer[]`;

/** The base set as a condition on the shop's articles. */
function articleBase(shopId: number, base: GoodsBase): SQL {
  return and(
    eq(articles.shopId, shopId),
    base.categoryIds ? sql`${articles.categoryId} = any(${intArray(base.categoryIds)})` : undefined,
    base.discountId !== undefined
      ? sql`${articles.goodId} in (select ${discountGoods.goodId} from ${discountGoods} where ${discountGoods.discountId} = ${base.discountId})`
      : undefined,
  )!;
}

/** The facets whose column holds one value per good: the counts of their values add up without counting a good twice. */
const SINGLE_VALUED = ['country', 'package', 'brand'] as const;

/**
 * The shopper's filters on the goods' columns when they are the chosen values of one facet of
 * SINGLE_VALUED (any value but empty), which the stored counts answer; null for none or anything else
 * (two facets, extra properties), which only a pass over the goods can count.
 */
export function singleFacetFilter(filters: GoodsFilters): { kind: (typeof SINGLE_VALUED)[number]; values: string[] } | null {
  const facets = goodsFacetFilters(filters).map((f) => f.facet);
  const kind = SINGLE_VALUED.find((k) => k === facets[0]);
  if (facets.length !== 1 || !kind) return null;
  const values = { country: filters.countries, package: filters.packages, brand: filters.brands }[kind] ?? [];
  return values.some((v) => v === '') ? null : { kind, values };
}

/**
 * A condition on a stored count's kind and value (facet_counts, facet_pairs): the chosen values of
 * the one facet (brand values are brand ids there, the filter names brands).
 */
export function storedValueIn(kind: SQLWrapper, value: SQLWrapper, filter: { kind: string; values: string[] }): SQL {
  const list = sql`array[${sql.join(filter.values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
  return filter.kind === 'brand'
    ? sql`${kind} = 'brand' and ${value} in (select ${brands.id}::text from ${brands} where ${brands.name} = any(${list}))`
    : sql`${kind} = ${filter.kind} and ${value} = any(${list})`;
}

/** The stored counts' rows (facet_counts) that count exactly the goods of the filters: 'all' for none; null when they cannot. */
function countedRows(filters: GoodsFilters): SQL | null {
  if (goodsFacetFilters(filters).length === 0) return sql`${facetCounts.kind} = 'all'`;
  const single = singleFacetFilter(filters);
  return single ? storedValueIn(facetCounts.kind, facetCounts.value, single) : null;
}

/**
 * Of a category listing whose filters the stored counts answer (countedRows), the categories of the
 * subtree with any such good, each with how many: instead of counting thousands of articles, a
 * sum over a few facet_counts rows per category.
 */
async function storedCounts(
  db: Db, shopId: number, categoryIds: number[] | undefined, withDiscount: boolean, counted: SQL,
): Promise<{ categoryId: number; n: number }[]> {
  const { rows } = (await db.execute(sql`select ${facetCounts.categoryId} as category_id,
      sum(${withDiscount ? facetCounts.discounted : facetCounts.hits})::int as n
    from ${facetCounts} where ${facetCounts.shopId} = ${shopId} and ${counted}
    ${categoryIds ? sql`and ${facetCounts.categoryId} = any(${intArray(categoryIds)})` : sql``}
    group by ${facetCounts.categoryId} having sum(${withDiscount ? facetCounts.discounted : facetCounts.hits}) > 0
    order by ${facetCounts.categoryId}`)) as unknown as { rows: { category_id: number | string; n: number | string }[] };
  return rows.map((r) => ({ categoryId: Number(r.category_id), n: Number(r.n) }));
}

/** The orders a category listing can page leaf by leaf: each has an index in that order (migrations 0008, 0020). */
const LEAF_ORDERS = { name: sql``, price: sql`x.register_price,` } as const;
type LeafOrder = keyof typeof LEAF_ORDERS;
const isLeafOrder = (order: ShopOrder): order is LeafOrder => order in LEAF_ORDERS;

/**
 * The first `limit` ids of a category listing in name or price order: each category of the subtree
 * reads its own first rows from articles_listing_idx or articles_price_idx (already in order), and
 * only those few are merged. This is the storefront's default listing, and costs the same for a
 * category of ten goods and one of two hundred thousand. `where`, a filter on the goods' columns, is
 * checked on each row as the walk meets it, by a probe of the good (OFFSET 0 keeps it one: as a join
 * the planner would rather read and sort the whole category); the callers walk only categories
 * that have such goods.
 */
async function pageByCategory(
  db: Db, shopId: number, categoryIds: number[], withDiscount: boolean, where: SQL | undefined, order: LeafOrder, page: Page,
): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const { rows } = (await db.execute(sql`select x.good_id as id
    from unnest(${intArray(categoryIds)}) as c (id)
    cross join lateral (
      select ${articles.goodId} as good_id, ${ARTICLE_IN_STOCK} as in_stock, ${articles.registerPrice} as register_price, ${articles.nameKey} as name_key
      from ${articles}
      where ${articles.shopId} = ${shopId} and ${articles.categoryId} = c.id ${withDiscount ? sql`and ${hasDiscount}` : sql``}
        ${where ? sql`and exists (select 1 from ${goods} where ${goods.id} = ${articles.goodId} and ${where} offset 0)` : sql``}
      order by ${sql.join(ARTICLE_ORDER[order], sql`, `)}
      limit ${page.offset + page.limit}
    ) as x
    order by x.in_stock desc, ${LEAF_ORDERS[order]} x.name_key collate "C", x.good_id
    limit ${page.limit} offset ${page.offset}`)) as unknown as { rows: { id: number | string }[] };
  return rows.map((r) => Number(r.id));
}

/** The listing of a category or discount (GET /api/shops/{shopId}/goods); `tree`: the category tree, when already read. */
export async function listShopGoods(
  db: Db, shopId: number, base: GoodsBase, filters: GoodsFilters, order: ShopOrder, page: Page, tree?: CategoryTree,
) {
  const goodsFilters = goodsFacetFilters(filters);
  const where = and(articleBase(shopId, base), filters.withDiscount ? hasDiscount : undefined, ...goodsFilters.map((f) => f.condition));
  // the goods table is joined only when a filter reads its columns
  const from = goodsFilters.length > 0 ? sql`${articles} join ${goods} on ${goods.id} = ${articles.goodId}` : sql`${articles}`;
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const withDiscount = Boolean(filters.withDiscount);
  const counted = base.discountId === undefined ? countedRows(filters) : null;
  const byCategory = counted ? await storedCounts(db, shopId, base.categoryIds, withDiscount, counted) : null;
  const goodsWhere = and(...goodsFilters.map((f) => f.condition));
  // byCategory lists the categories (of the base's subtree, or all) that have any goods to show
  const ids = byCategory && isLeafOrder(order)
    ? await pageByCategory(db, shopId, byCategory.map((c) => c.categoryId), withDiscount, goodsWhere, order, page)
    : (await rowsOf<{ id: number | string }>(sql`select ${articles.goodId} as id from ${from} where ${where}
        order by ${sql.join(ARTICLE_ORDER[order], sql`, `)} limit ${page.limit} offset ${page.offset}`)).map((r) => Number(r.id));
  const total = byCategory
    ? byCategory.reduce((sum, c) => sum + c.n, 0)
    : Number((await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where}`))[0]?.n ?? 0);
  return { members: await goodsByIds(db, shopId, ids, undefined, tree), total };
}

/**
 * The ids of the goods the shop's unfiltered listing shows (the same articleBase), ascending, the
 * first `limit` after `after`: a range of the articles' primary key (shop_id, good_id), read from the
 * index alone, so a page costs the same at the start of a million goods as at its end.
 */
export async function shopGoodIds(db: Db, shopId: number, after: number, limit: number): Promise<GoodIdsPage> {
  const rows = await db
    .select({ id: articles.goodId })
    .from(articles)
    .where(and(articleBase(shopId, {}), gt(articles.goodId, after)))
    .orderBy(asc(articles.goodId))
    // one more than asked: whether another page follows, without a count
    .limit(limit + 1);
  const ids = rows.slice(0, limit).map((r) => Number(r.id));
  return { ids, next: rows.length > limit ? ids[ids.length - 1] : null };
}

const RELATED_LIMIT = 12;

/** Sold goods matching `where`, in stock first, then alphabetical. */
const shortList = (db: Db, shopId: number, where: SQL | undefined, limit: number) =>
  orderedGoods(db, shopId, and(soldInShop, where), ORDER.name, { limit, offset: 0 });

export function similarGoods(db: Db, shopId: number, good: Good): Promise<Good[]> {
  return shortList(db, shopId, and(eq(goods.categoryId, good.catalog.id), ne(goods.id, good.id)), RELATED_LIMIT);
}

export async function sameBrandGoods(db: Db, shopId: number, good: Good): Promise<Good[]> {
  if (!good.brand) return [];
  return shortList(db, shopId, and(eq(goods.brandId, good.brand.id), ne(goods.id, good.id)), RELATED_LIMIT);
}

/**
 * Week sales: in-stock goods of the shop with the biggest discount first. All are in stock, so
 * the order starts with the ratio itself (an index on the ratio can then serve it).
 */
export function maxDiscountGoods(db: Db, shopId: number, limit: number): Promise<Good[]> {
  return orderedGoods(db, shopId, and(soldInShop, inStock, hasDiscount), ORDER.discount.slice(1), { limit, offset: 0 });
}

/** One good with this shop's article (null when the shop does not sell it); undefined when unknown. */
export async function shopGood(db: Db, shopId: number, id: number): Promise<Good | undefined> {
  const [good] = await goodsByIds(db, shopId, [id]);
  return good;
}

/** LIMIT/OFFSET of a 1-based page. */
export const pageOf = (page: number, itemsPerPage: number): Page => ({ limit: itemsPerPage, offset: (page - 1) * itemsPerPage });
