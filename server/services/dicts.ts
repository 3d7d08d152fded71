// Filter dictionaries of a listing (GET /api/shops/{shopId}/goods/dicts): for the listing's base set
// (category or discount, goods the shop sells) the values that occur, each with the number of
// goods carrying it. The shopper's own filters do not narrow the counts, so a count is exactly
// what the listing shows when that one value is chosen. withDiscount=true is the exception: the
// discount mode always lists with it, so it narrows the base set there.
import { and, sql } from 'drizzle-orm';
import type { GoodsDicts } from '../../contract';
import type { Db } from '../db/client';
import { articles, brands, goods } from '../db/schema';
import { baseCondition, filterCondition, hasDiscount, nameKey, shopArticle, type GoodsBase } from './shop-goods';

type Row = { kind: 'country' | 'package' | 'brand' | 'extra' | 'discount'; prop: string | null; name: string | null; value: string | null; hits: number | string };

// One pass over the base set (materialized once) feeds every dictionary: a big category is joined
// with the shop's articles once instead of once per dictionary.
const query = (shopId: number, base: GoodsBase, withDiscount: boolean) => sql`
  with base as materialized (
    select ${goods.id} as id, ${goods.country} as country, ${goods.package} as package, ${goods.brandId} as brand_id,
      ${goods.extraProperties} as extra, (${hasDiscount}) as discounted
    from ${goods} left join ${articles} on ${shopArticle(shopId)}
    where ${and(baseCondition(base), filterCondition({ withDiscount })) ?? sql`true`}
  )
  select * from (
  select 'country' as kind, null::text as prop, null::text as name, country as value, count(*) as hits
    from base where coalesce(country, '') <> '' group by country
  union all
  select 'package', null, null, package, count(*) from base where coalesce(package, '') <> '' group by package
  union all
  select 'brand', null, null, b.name, count(*)
    from base join ${brands} b on b.id = base.brand_id group by b.name
  union all
  -- distinct: a good listing one property twice with the same value still counts once
  select 'extra', ep->>'id', min(ep->>'name'), ep->>'value', count(distinct base.id)
    from base cross join lateral jsonb_array_elements(base.extra) as ep
    where coalesce(ep->>'value', '') <> '' and ep->>'id' ~ '^[0-9]{1,9}$'
    group by ep->>'id', ep->>'value'
  union all
  select 'discount', null, null, null, count(*) filter (where discounted) from base
  ) as dicts
  order by kind, prop, ${nameKey(sql`value`)}`;

export async function goodsDicts(db: Db, shopId: number, base: GoodsBase, withDiscount = false): Promise<GoodsDicts> {
  const { rows } = (await db.execute(query(shopId, base, withDiscount))) as unknown as { rows: Row[] };
  const dicts: GoodsDicts = { countries: [], brands: [], packages: [], extraProperties: [], withDiscount: 0 };
  const lists = { country: dicts.countries, package: dicts.packages, brand: dicts.brands };
  const properties = new Map<number, GoodsDicts['extraProperties'][number]>();
  for (const row of rows) {
    const hits = Number(row.hits);
    if (row.kind === 'discount') {
      dicts.withDiscount = hits;
    } else if (row.kind === 'extra') {
      const id = Number(row.prop);
      let property = properties.get(id);
      if (!property) properties.set(id, (property = { id, name: row.name ?? '', values: [] }));
      property.values.push({ value: row.value!, filterHits: hits });
    } else {
      lists[row.kind].push({ value: row.value!, filterHits: hits });
    }
  }
  dicts.extraProperties = [...properties.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru') || a.id - b.id);
  return dicts;
}
