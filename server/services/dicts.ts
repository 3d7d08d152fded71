// Filter dictionaries of a listing (GET /api/shops/{shopId}/goods/dicts): every value the goods of
// the listing's base set carry (category or discount, goods the shop sells), each with the number
// of goods the listing would show if the shopper also chose that value. Counts are disjunctive:
// a facet's counts apply every chosen filter except the facet's own (values of one facet are ORed),
// so a value's count is exactly the listing's total once it is chosen; a value that would give
// nothing is listed with 0. 'Со скидкой' counts the same way; a discount's own listing (whose goods
// all have a discount, withDiscount=true narrowing its base) does not offer it (null).
//
// Speed: a category listing's values and its counts without filters (or with 'Со скидкой' only) are
// sums of the stored facet_counts rows of the category's subtree (migration 0008), not a pass over
// its goods; so are its counts with the values of one single-valued facet chosen (country, package or
// brand, with or without 'Со скидкой'): sums of facet_pairs rows (migration 0021). Only other filters
// on the goods' own columns need a pass, over the goods failing at most one chosen filter (the others
// could not count anywhere).
import { and, sql, type SQL } from 'drizzle-orm';
import type { GoodsDicts } from '../../contract';
import type { Db } from '../db/client';
import { articles, brands, facetCounts, facetPairs, goods } from '../db/schema';
import {
  baseCondition, goodsFacetFilters, hasDiscount, nameKey, shopArticle, singleFacetFilter, storedValueIn, type GoodsBase, type GoodsFilters,
} from './shop-goods';

type Kind = 'country' | 'package' | 'brand' | 'extra';
type Row = { kind: Kind | 'all'; prop: string; name: string | null; value: string; hits: number | string; discounted?: number | string };

const keyOf = (kind: Kind, prop: string, value: string) => `${kind}\u0000${prop}\u0000${value}`;

const ORDER = sql`order by kind, prop, ${nameKey(sql`value`)}`;

const rowsOf = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Values of a category base (all categories when none) with their unfiltered and discounted counts, from facet_counts. */
function storedCounts(shopId: number, categoryIds: number[] | undefined): SQL {
  const where = and(
    sql`${facetCounts.shopId} = ${shopId}`,
    categoryIds ? sql`${facetCounts.categoryId} = any(array[${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)}]::integer[])` : undefined,
  );
  return sql`select * from (
    select kind, prop, min(name) as name, value, sum(hits) as hits, sum(discounted) as discounted
      from ${facetCounts} where ${where} and kind in ('country', 'package', 'extra', 'all') group by kind, prop, value having sum(hits) > 0
    union all
    select 'brand', '', null, b.name, sum(fc.hits), sum(fc.discounted)
      from ${facetCounts} fc join ${brands} b on b.id = fc.value::integer
      where fc.shop_id = ${shopId} and fc.kind = 'brand'
        ${categoryIds ? sql`and fc.category_id = any(array[${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)}]::integer[])` : sql``}
      group by b.name having sum(fc.hits) > 0
  ) as counts ${ORDER}`;
}

/**
 * Of a category base filtered by the values of one single-valued facet (and 'Со скидкой' when
 * `withDiscount`), how many goods carry each value of the other facets: sums of facet_pairs rows.
 */
function pairCounts(shopId: number, categoryIds: number[] | undefined, single: { kind: string; values: string[] }, withDiscount: boolean): SQL {
  return sql`select ${facetPairs.pairKind} as kind, ${facetPairs.pairProp} as prop, coalesce(b.name, ${facetPairs.pairValue}) as value,
      sum(${withDiscount ? facetPairs.discounted : facetPairs.hits}) as hits
    from ${facetPairs} left join ${brands} b on ${facetPairs.pairKind} = 'brand' and b.id::text = ${facetPairs.pairValue}
    where ${facetPairs.shopId} = ${shopId} and ${storedValueIn(facetPairs.kind, facetPairs.value, single)}
      ${categoryIds ? sql`and ${facetPairs.categoryId} = any(array[${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)}]::integer[])` : sql``}
    group by 1, 2, 3`;
}

/**
 * One pass over the base set counting, for each facet, the goods passing every chosen filter but the
 * facet's own. `only` lists the facets to count (all when undefined); with `nearOnly` the pass reads
 * only goods failing at most one chosen filter, as the others count nowhere (the values themselves
 * then come from storedCounts).
 */
function scannedCounts(shopId: number, base: GoodsBase, filters: GoodsFilters, baseWithDiscount: boolean, nearOnly: boolean): SQL {
  // the chosen filters, each as a boolean column of the pass: m0, m1, …
  const chosen = goodsFacetFilters(filters);
  const discountIsFilter = Boolean(filters.withDiscount) && !baseWithDiscount;
  const columns = chosen.map((f, i) => sql`(${f.condition}) as ${sql.raw(`m${i}`)}`);
  const passing = (except?: string) => {
    const parts = chosen.flatMap((f, i) => (f.facet === except ? [] : [sql.raw(`m${i}`)]));
    if (discountIsFilter && except !== 'discount') parts.push(sql.raw('discounted'));
    return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
  };
  const failing = [...chosen.map((_, i) => `(not m${i})::int`), ...(discountIsFilter ? ['(not discounted)::int'] : [])];
  const near = nearOnly && failing.length > 1 ? sql`where ${sql.raw(failing.join(' + '))} <= 1` : sql``;
  const extraIds = [...new Set(chosen.filter((f) => f.facet.startsWith('extra:')).map((f) => f.facet.slice(6)))];
  const extraPassing = extraIds.length > 0
    ? sql`case ep->>'id' ${sql.join(extraIds.map((id) => sql`when ${id} then ${passing(`extra:${id}`)}`), sql` `)} else ${passing()} end`
    : passing();
  return sql`
    with scanned as materialized (
      select ${goods.id} as id, ${goods.country} as country, ${goods.package} as package, ${goods.brandId} as brand_id,
        ${goods.extraProperties} as extra, (${hasDiscount}) as discounted
        ${columns.length > 0 ? sql`, ${sql.join(columns, sql`, `)}` : sql``}
      from ${goods} left join ${articles} on ${shopArticle(shopId)}
      where ${and(baseCondition(base), baseWithDiscount ? hasDiscount : undefined)}
    ),
    base as materialized (select * from scanned ${near})
    select * from (
    select 'country' as kind, '' as prop, null::text as name, country as value, count(*) filter (where ${passing('country')}) as hits
      from base where coalesce(country, '') <> '' group by country
    union all
    select 'package', '', null, package, count(*) filter (where ${passing('package')}) from base where coalesce(package, '') <> '' group by package
    union all
    select 'brand', '', null, b.name, count(*) filter (where ${passing('brand')})
      from base join ${brands} b on b.id = base.brand_id group by b.name
    union all
    -- distinct: a good listing one property twice with the same value still counts once
    select 'extra', ep->>'id', min(ep->>'name'), ep->>'value', count(distinct base.id) filter (where ${extraPassing})
      from base cross join lateral jsonb_array_elements(base.extra) as ep
      where coalesce(ep->>'value', '') <> '' and ep->>'id' ~ '^[0-9]{1,9}$'
      group by ep->>'id', ep->>'value'
    union all
    select 'all', '', null, '', count(*) filter (where ${passing('discount')} and discounted) from base
    ) as dicts ${ORDER}`;
}

/**
 * The dictionaries of a listing. `filters` are the shopper's choices (the listing's own query);
 * `filters.withDiscount` on a discount base narrows the base, as the discount listing always sends it.
 */
export async function goodsDicts(db: Db, shopId: number, base: GoodsBase, filters: GoodsFilters = {}): Promise<GoodsDicts> {
  const discountListing = base.discountId !== undefined;
  const baseWithDiscount = discountListing && Boolean(filters.withDiscount);
  const anyGoodsFilter = goodsFacetFilters(filters).length > 0;
  const withDiscountChosen = Boolean(filters.withDiscount) && !discountListing;

  let values: Row[];
  let counts = new Map<string, number>();
  let discounted: number;
  if (!discountListing) {
    values = await rowsOf(db, storedCounts(shopId, base.categoryIds));
    const all = values.find((r) => r.kind === 'all');
    discounted = Number(all?.discounted ?? 0);
    for (const r of values) if (r.kind !== 'all') counts.set(keyOf(r.kind, r.prop, r.value), Number(withDiscountChosen ? r.discounted : r.hits));
    const single = singleFacetFilter(filters);
    if (single) {
      // the chosen facet's own values keep their stored counts (a facet's counts leave its own
      // choice out); every other value counts the goods it shares with the chosen ones
      counts = new Map([...counts].filter(([key]) => key.startsWith(`${single.kind}\u0000`)));
      discounted = values.filter((r) => r.kind === single.kind && single.values.includes(r.value)).reduce((n, r) => n + Number(r.discounted), 0);
      for (const r of await rowsOf(db, pairCounts(shopId, base.categoryIds, single, withDiscountChosen))) {
        counts.set(keyOf(r.kind as Kind, r.prop, r.value), Number(r.hits));
      }
    } else if (anyGoodsFilter) {
      counts = new Map();
      for (const r of await rowsOf(db, scannedCounts(shopId, base, filters, false, true))) {
        if (r.kind === 'all') discounted = Number(r.hits);
        else counts.set(keyOf(r.kind, r.prop, r.value), Number(r.hits));
      }
    }
  } else {
    values = await rowsOf(db, scannedCounts(shopId, base, filters, baseWithDiscount, false));
    discounted = Number(values.find((r) => r.kind === 'all')?.hits ?? 0);
    for (const r of values) if (r.kind !== 'all') counts.set(keyOf(r.kind, r.prop, r.value), Number(r.hits));
  }

  const dicts: GoodsDicts = { countries: [], brands: [], packages: [], extraProperties: [], withDiscount: discountListing ? null : discounted };
  const lists = { country: dicts.countries, package: dicts.packages, brand: dicts.brands };
  const properties = new Map<number, GoodsDicts['extraProperties'][number]>();
  for (const row of values) {
    if (row.kind === 'all') continue;
    const filterHits = counts.get(keyOf(row.kind, row.prop, row.value)) ?? 0;
    if (row.kind === 'extra') {
      const id = Number(row.prop);
      let property = properties.get(id);
      if (!property) properties.set(id, (property = { id, name: row.name ?? '', values: [] }));
      property.values.push({ value: row.value, filterHits });
    } else {
      lists[row.kind].push({ value: row.value, filterHits });
    }
  }
  dicts.extraProperties = [...properties.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id);
  return dicts;
}
