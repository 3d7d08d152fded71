// The shop's goods: listing (filters, sorting, paging), dictionaries, product, similar, same brand,
// week sales. Ids are discovered from the seeded database, never assumed.
import { and, eq, sql } from 'drizzle-orm';
import { Catalog, Good, GoodsDicts, hydraCollection } from '../../contract';
import { articles, discountGoods, goods } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let shopA: number;
let shopB: number;
let leaf: number;
let roots: Catalog[];

const members = (body: unknown): Good[] => contract(hydraCollection(Good), body)['hydra:member'];
const nameKey = (g: Good) => g.name.toLowerCase().replaceAll('ё', 'е');
const ratio = (g: Good) => g.article!.actualPrice / g.article!.registerPrice;
const inStock = (g: Good) => (g.article?.quantity ?? 0) > 0;

/** In-stock goods first; within each part `before(a, b)` holds for neighbours. */
function expectOrdered(list: Good[], before: (a: Good, b: Good) => boolean) {
  const firstOut = list.findIndex((g) => !inStock(g));
  expect(list.length).toBeGreaterThan(1);
  expect(list.slice(firstOut < 0 ? list.length : firstOut).every((g) => !inStock(g))).toBe(true);
  for (let i = 1; i < list.length; i++) {
    if (inStock(list[i - 1]) !== inStock(list[i])) continue;
    if (!before(list[i - 1], list[i])) throw new Error(`out of order at ${i}: ${list[i - 1].name} / ${list[i].name}`);
  }
}

const byName = (a: Good, b: Good) => nameKey(a) < nameKey(b) || (nameKey(a) === nameKey(b) && a.id < b.id);
const tie = (a: Good, b: Good) => byName(a, b);

function flatten(list: Catalog[]): Catalog[] {
  return list.flatMap((c) => [c, ...flatten(c.items)]);
}

async function all(path: string): Promise<Good[]> {
  const res = await t.get(`${path}${path.includes('?') ? '&' : '?'}pagination=false`);
  expect(res.status).toBe(200);
  return members(res.body);
}

async function soldIds(shopId: number, categoryId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: goods.id })
    .from(goods)
    .innerJoin(articles, and(eq(articles.goodId, goods.id), eq(articles.shopId, shopId)))
    .where(eq(goods.categoryId, categoryId));
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

beforeAll(async () => {
  t = await testApp();
  const shops = (await t.get('/api/shops')).body['hydra:member'];
  [shopA, shopB] = [shops[0].id, shops[1].id];
  roots = contract(hydraCollection(Catalog), (await t.get('/api/catalogs')).body)['hydra:member'];
  // the leaf category with the most goods sold in shop A, so that filters have something to filter
  const [row] = await t.db
    .select({ categoryId: goods.categoryId, n: sql<number>`count(*)::int` })
    .from(goods)
    .innerJoin(articles, and(eq(articles.goodId, goods.id), eq(articles.shopId, shopA)))
    .groupBy(goods.categoryId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  leaf = row.categoryId;
});
afterAll(() => t.close());

describe('GET /api/shops/{shopId}/goods', () => {
  it('lists exactly the goods of the category that the shop sells, priced for that shop', async () => {
    const list = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}`);
    expect(list.length).toBeGreaterThan(5);
    expect(list.map((g) => g.id).sort((a, b) => a - b)).toEqual(await soldIds(shopA, leaf));
    for (const g of list) {
      expect(g['@type']).toBe('Good');
      expect(g['@id']).toBe(`/api/goods/${g.id}`);
      expect(g.catalog.id).toBe(leaf);
      expect(g.article).not.toBeNull();
    }
  });

  it('answers a hydra collection with paging views', async () => {
    const path = `/api/shops/${shopA}/goods?catalog.id=${leaf}&itemsPerPage=3`;
    const first = await t.get(path);
    expect(first.status).toBe(200);
    expect(first.body['@type']).toBe('hydra:Collection');
    expect(members(first.body)).toHaveLength(3);
    const total = first.body['hydra:totalItems'];
    expect(total).toBe((await soldIds(shopA, leaf)).length);
    const view = first.body['hydra:view'];
    expect(view['hydra:next']).toContain('page=2');
    expect(view['hydra:previous']).toBeUndefined();
    expect(view['hydra:last']).toContain(`page=${Math.ceil(total / 3)}`);

    const second = await t.get(view['hydra:next']);
    expect(second.status).toBe(200);
    expect(second.body['hydra:view']['hydra:previous']).toContain('page=1');
    const whole = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}`);
    expect([...members(first.body), ...members(second.body)].map((g) => g.id)).toEqual(whole.slice(0, 6).map((g) => g.id));
  });

  // Pages of a parent category are merged from its leaves' own first rows, and totals of one filter
  // read from the stored counts: both must equal sorting and counting all its goods in SQL.
  it('pages a parent category (or all) by name and price, plain or with one filter, as sorting and counting all its goods', async () => {
    const parent = roots.map((r) => ({ id: r.id, ids: flatten([r]).map((c) => c.id) }))
      .find((r) => r.ids.length > 3)!;
    const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
    const cats = sql.raw(`(${parent.ids.join(',')})`);
    const sold = sql`from articles a join goods g on g.id = a.good_id join brands b on b.id = g.brand_id
      where a.shop_id = ${shopA} and g.category_id in ${cats}`;
    const [{ country, other, brand }] = await rowsOf<{ country: string; other: string; brand: string }>(sql`select
      (select g.country ${sold} group by g.country order by count(*) desc, g.country limit 1) as country,
      (select g.country ${sold} group by g.country order by count(*) desc, g.country offset 1 limit 1) as other,
      (select b.name ${sold} group by b.name order by count(*) desc, b.name limit 1) as brand`);
    const enc = encodeURIComponent;
    const filters: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['withDiscount=true', sql`a.actual_price < a.register_price`],
      [`country[]=${enc(country)}`, sql`g.country = ${country}`],
      [`country[]=${enc(country)}&country[]=${enc(other)}&withDiscount=true`, sql`g.country in (${country}, ${other}) and a.actual_price < a.register_price`],
      [`brand[]=${enc(brand)}`, sql`b.name = ${brand}`],
    ];
    const orders: [string, ReturnType<typeof sql>][] = [
      ['name', sql`(a.quantity > 0) desc, g.name_key collate "C", g.id`],
      ['price', sql`(a.quantity > 0) desc, a.register_price, g.name_key collate "C", g.id`],
    ];
    // the parent category, and no category at all (every category the shop sells in)
    for (const [catalog, inCategories] of [[`catalog.id=${parent.id}&`, sql`g.category_id in ${cats}`], ['', sql`true`]] as const) {
      for (const [query, where] of filters) {
        for (const [order, by] of orders) {
          const expected = (await rowsOf<{ id: number }>(sql`select g.id from articles a join goods g on g.id = a.good_id
            left join brands b on b.id = g.brand_id where a.shop_id = ${shopA} and ${inCategories} and ${where}
            order by ${by}`)).map((r) => Number(r.id));
          expect(expected.length).toBeGreaterThan(7);
          const got: number[] = [];
          for (const page of [1, 2, Math.ceil(expected.length / 7)]) {
            const res = await t.get(`/api/shops/${shopA}/goods?${catalog}shopOrder=${order}&itemsPerPage=7&page=${page}${query ? `&${query}` : ''}`);
            expect(res.status).toBe(200);
            expect(res.body['hydra:totalItems']).toBe(expected.length);
            got.push(...members(res.body).map((g) => g.id));
          }
          const last = (Math.ceil(expected.length / 7) - 1) * 7;
          expect(got).toEqual([...expected.slice(0, 14), ...expected.slice(last)]);
        }
      }
    }
  });

  it('defaults to 30 per page and gives no view without pagination', async () => {
    const parent = roots.find((c) => c.items.length > 0)!;
    const paged = await t.get(`/api/shops/${shopA}/goods?catalog.id=${parent.id}`);
    expect(members(paged.body).length).toBe(Math.min(30, paged.body['hydra:totalItems']));
    const unpaged = await t.get(`/api/shops/${shopA}/goods?catalog.id=${parent.id}&pagination=false`);
    expect(unpaged.body['hydra:view']).toBeUndefined();
    expect(members(unpaged.body).length).toBe(Math.min(1000, unpaged.body['hydra:totalItems']));
  });

  it('lists a parent category with the goods of all its descendants', async () => {
    const parent = roots.find((c) => c.items.length > 1)!;
    const descendants = new Set(flatten(parent.items).map((c) => c.id));
    const list = await all(`/api/shops/${shopA}/goods?catalog.id=${parent.id}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => descendants.has(g.catalog.id) || g.catalog.id === parent.id)).toBe(true);
    let sum = 0;
    for (const child of parent.items) sum += (await t.get(`/api/shops/${shopA}/goods?catalog.id=${child.id}&itemsPerPage=1`)).body['hydra:totalItems'];
    expect(list.length).toBe(sum);
    const withFlag = await all(`/api/shops/${shopA}/goods?catalog.id=${parent.id}&withSubcategories=true`);
    expect(withFlag.map((g) => g.id)).toEqual(list.map((g) => g.id));
  });

  it('prices the same good per shop', async () => {
    const [row] = await t.db.execute(sql`
      select a.good_id as id, a.actual_price as a_price, b.actual_price as b_price
      from articles a join articles b on b.good_id = a.good_id and b.shop_id = ${shopB}
      where a.shop_id = ${shopA} and a.actual_price <> b.actual_price limit 1`).then((r: any) => r.rows);
    expect(row).toBeDefined();
    const [good] = await t.db.select({ categoryId: goods.categoryId }).from(goods).where(eq(goods.id, Number(row.id)));
    const inA = (await all(`/api/shops/${shopA}/goods?catalog.id=${good.categoryId}`)).find((g) => g.id === Number(row.id))!;
    const inB = (await all(`/api/shops/${shopB}/goods?catalog.id=${good.categoryId}`)).find((g) => g.id === Number(row.id))!;
    expect(inA.article!.actualPrice).toBe(Number(row.a_price));
    expect(inB.article!.actualPrice).toBe(Number(row.b_price));
    expect(inA.article!.actualPrice).not.toBe(inB.article!.actualPrice);
  });

  it('lists out-of-stock goods after the ones in stock', async () => {
    const [row] = await t.db.execute(sql`
      select g.category_id as id from goods g join articles a on a.good_id = g.id and a.shop_id = ${shopA}
      group by g.category_id having bool_or(a.quantity = 0) and bool_or(a.quantity > 0) limit 1`).then((r: any) => r.rows);
    expect(row).toBeDefined();
    const list = await all(`/api/shops/${shopA}/goods?catalog.id=${row.id}`);
    expect(list.some(inStock)).toBe(true);
    expect(list.some((g) => !inStock(g))).toBe(true);
    expectOrdered(list, byName);
  });

  it.each([
    ['name', byName],
    // by the regular price, the 'Цена' every card shows (a guest reads that column)
    ['price', (a: Good, b: Good) => a.article!.registerPrice < b.article!.registerPrice || (a.article!.registerPrice === b.article!.registerPrice && tie(a, b))],
    ['price-desc', (a: Good, b: Good) => a.article!.registerPrice > b.article!.registerPrice || (a.article!.registerPrice === b.article!.registerPrice && tie(a, b))],
    // ratios equal in PostgreSQL's numeric may differ in the last bit of a double: no tie check there
    ['discount', (a: Good, b: Good) => ratio(a) <= ratio(b) + 1e-9],
  ])('sorts by %s', async (order, before) => {
    const list = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&shopOrder=${order}`);
    expect(list.length).toBeGreaterThan(5);
    expectOrdered(list, before);
  });

  it('sorts by name by default', async () => {
    const plain = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}`);
    const named = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&shopOrder=name`);
    expect(plain.map((g) => g.id)).toEqual(named.map((g) => g.id));
    const byPrice = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&shopOrder=price`);
    expect(byPrice.map((g) => g.id)).not.toEqual(named.map((g) => g.id));
  });

  it('withDiscount keeps only goods whose card price is below the regular one', async () => {
    const every = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}`);
    const discounted = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&withDiscount=true`);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((g) => g.article!.actualPrice < g.article!.registerPrice)).toBe(true);
    expect(discounted.length).toBe(every.filter((g) => g.article!.actualPrice < g.article!.registerPrice).length);
  });

  describe('filters', () => {
    let dicts: GoodsDicts;
    let every: Good[];
    beforeAll(async () => {
      dicts = contract(GoodsDicts, (await t.get(`/api/shops/${shopA}/goods/dicts?catalog.id=${leaf}`)).body);
      every = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}`);
    });

    it('country[] keeps goods of the chosen countries (any of them)', async () => {
      expect(dicts.countries.length).toBeGreaterThan(1);
      const [x, y] = dicts.countries.map((c) => c.value);
      const one = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&country[]=${encodeURIComponent(x)}`);
      expect(one.length).toBeGreaterThan(0);
      expect(one.every((g) => g.country === x)).toBe(true);
      const two = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&country[]=${encodeURIComponent(x)}&country[]=${encodeURIComponent(y)}`);
      expect(two.every((g) => g.country === x || g.country === y)).toBe(true);
      expect(two.length).toBe(every.filter((g) => g.country === x || g.country === y).length);
    });

    it('brand[] keeps goods of the chosen brands by name', async () => {
      expect(dicts.brands.length).toBeGreaterThan(0);
      const brand = dicts.brands[0].value;
      const list = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&brand[]=${encodeURIComponent(brand)}`);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((g) => g.brand?.name === brand)).toBe(true);
      expect(list.length).toBe(every.filter((g) => g.brand?.name === brand).length);
    });

    it('package[] keeps goods in the chosen package', async () => {
      expect(dicts.packages.length).toBeGreaterThan(0);
      const pack = dicts.packages[0].value;
      const list = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&package[]=${encodeURIComponent(pack)}`);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((g) => g.package === pack)).toBe(true);
    });

    it('extra[{id}][] is OR within a property and AND across properties', async () => {
      const prop = dicts.extraProperties.find((p) => p.values.length > 1)!;
      expect(prop).toBeDefined();
      const [v1, v2] = prop.values.map((v) => v.value);
      const has = (g: Good, id: number, values: string[]) => g.extraProperties.some((p) => p.id === id && values.includes(p.value));
      const q = (id: number, v: string) => `extra[${id}][]=${encodeURIComponent(v)}`;
      const one = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&${q(prop.id, v1)}`);
      expect(one.length).toBeGreaterThan(0);
      expect(one.every((g) => has(g, prop.id, [v1]))).toBe(true);
      const either = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&${q(prop.id, v1)}&${q(prop.id, v2)}`);
      expect(either.length).toBe(every.filter((g) => has(g, prop.id, [v1, v2])).length);
      expect(either.length).toBeGreaterThan(one.length);

      // the demo leaf category has two extra properties
      const other = dicts.extraProperties.find((p) => p.id !== prop.id)!;
      expect(other).toBeDefined();
      const w = other.values[0].value;
      const both = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&${q(prop.id, v1)}&${q(other.id, w)}`);
      expect(both.every((g) => has(g, prop.id, [v1]) && has(g, other.id, [w]))).toBe(true);
      expect(both.length).toBe(every.filter((g) => has(g, prop.id, [v1]) && has(g, other.id, [w])).length);
    });

    it('combines filters with AND', async () => {
      const x = dicts.countries[0].value;
      const list = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}&country[]=${encodeURIComponent(x)}&withDiscount=true`);
      expect(list.length).toBe(every.filter((g) => g.country === x && g.article!.actualPrice < g.article!.registerPrice).length);
    });
  });

  it('lists a discount\'s goods across categories (the /catalog?discount= mode)', async () => {
    const [row] = await t.db.execute(sql`
      select dg.discount_id as id from discount_goods dg join articles a on a.good_id = dg.good_id and a.shop_id = ${shopA}
      where a.actual_price < a.register_price group by dg.discount_id order by count(*) desc limit 1`).then((r: any) => r.rows);
    expect(row).toBeDefined();
    const discountId = Number(row.id);
    const inDiscount = new Set((await t.db.select({ id: discountGoods.goodId }).from(discountGoods)
      .where(eq(discountGoods.discountId, discountId))).map((r) => Number(r.id)));
    const list = await all(`/api/shops/${shopA}/goods?discount=${discountId}&withSubcategories=true&withDiscount=true`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((g) => inDiscount.has(g.id) && g.article!.actualPrice < g.article!.registerPrice)).toBe(true);
    const categories = new Set(list.map((g) => g.catalog.id));
    expect(categories.size).toBeGreaterThan(0);
  });

  it.each([
    ['a non-numeric shop id', '/api/shops/abc/goods', 400],
    ['a negative shop id', '/api/shops/-1/goods', 400],
    ['an unknown shop', '/api/shops/999999/goods', 404],
    ['a non-numeric category', '/api/shops/1/goods?catalog.id=abc', 400],
    ['an unknown category', '/api/shops/1/goods?catalog.id=999999', 404],
    ['an unknown discount', '/api/shops/1/goods?discount=999999', 404],
    ['page=-1', '/api/shops/1/goods?page=-1', 400],
    ['page=abc', '/api/shops/1/goods?page=abc', 400],
    ['itemsPerPage=100000', '/api/shops/1/goods?itemsPerPage=100000', 400],
    ['an unknown shopOrder', '/api/shops/1/goods?shopOrder=cheapest', 400],
    ['a bad boolean', '/api/shops/1/goods?withDiscount=maybe', 400],
    ['a non-numeric extra property', '/api/shops/1/goods?extra[abc][]=1', 400],
    ['extra without a property id', '/api/shops/1/goods?extra=1', 400],
  ])('answers %s with a hydra error', async (_, path, status) => {
    const res = await t.get(path.replace('/shops/1/', `/shops/${shopA}/`));
    expectError(res, status);
  });

  it('names the bad parameter in the violations', async () => {
    const res = await t.get(`/api/shops/${shopA}/goods?shopOrder=cheapest&itemsPerPage=100000`);
    expectError(res, 400);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['itemsPerPage', 'shopOrder']);
  });

  it('refuses a 1 MB query string', async () => {
    const res = await t.get(`/api/shops/${shopA}/goods?country[]=${'я'.repeat(1024 * 1024)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body['hydra:description']).toMatch(/[а-яё]/i);
  });
});

describe('GET /api/shops/{shopId}/goods/dicts', () => {
  it('counts, for each value, exactly the goods the listing shows with that filter', async () => {
    const res = await t.get(`/api/shops/${shopA}/goods/dicts?catalog.id=${leaf}`);
    expect(res.status).toBe(200);
    const dicts = contract(GoodsDicts, res.body);
    const base = `/api/shops/${shopA}/goods?catalog.id=${leaf}&itemsPerPage=1`;
    const total = async (q: string) => (await t.get(`${base}&${q}`)).body['hydra:totalItems'];
    for (const c of dicts.countries) expect(await total(`country[]=${encodeURIComponent(c.value)}`)).toBe(c.filterHits);
    for (const b of dicts.brands) expect(await total(`brand[]=${encodeURIComponent(b.value)}`)).toBe(b.filterHits);
    for (const p of dicts.packages) expect(await total(`package[]=${encodeURIComponent(p.value)}`)).toBe(p.filterHits);
    for (const prop of dicts.extraProperties) {
      for (const v of prop.values) expect(await total(`extra[${prop.id}][]=${encodeURIComponent(v.value)}`)).toBe(v.filterHits);
    }
    expect(await total('withDiscount=true')).toBe(dicts.withDiscount);
  });

  it('lists only values that occur, sorted by name', async () => {
    const dicts = contract(GoodsDicts, (await t.get(`/api/shops/${shopA}/goods/dicts?catalog.id=${leaf}`)).body);
    const every = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}`);
    const key = (s: string) => s.toLowerCase().replaceAll('ё', 'е');
    expect(dicts.countries.map((c) => c.value).sort()).toEqual([...new Set(every.map((g) => g.country).filter(Boolean))].sort());
    for (const list of [dicts.countries, dicts.brands, dicts.packages, ...dicts.extraProperties.map((p) => p.values)]) {
      expect(list.every((v) => v.filterHits > 0)).toBe(true);
      const keys = list.map((v) => key(v.value));
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('in the discount mode counts what the discount listing shows, and does not offer withDiscount', async () => {
    const discounts = (await t.get(`/api/shops/${shopA}/discounts`)).body['hydra:member'];
    expect(discounts.length).toBeGreaterThan(0);
    const mode = `discount=${discounts[0].id}&withSubcategories=true&withDiscount=true`;
    const res = await t.get(`/api/shops/${shopA}/goods/dicts?${mode}`);
    expect(res.status).toBe(200);
    const dicts = contract(GoodsDicts, res.body);
    const total = async (q: string) => (await t.get(`/api/shops/${shopA}/goods?${mode}&itemsPerPage=1${q}`)).body['hydra:totalItems'];
    const all = await total('');
    expect(all).toBeGreaterThan(0);
    // every good of a discount's listing has a discount: the toggle would change nothing
    expect(dicts.withDiscount).toBeNull();
    expect(dicts.countries.length).toBeGreaterThan(0);
    expect(dicts.countries.reduce((n, c) => n + c.filterHits, 0)).toBe(all);
    for (const c of dicts.countries) expect(await total(`&country[]=${encodeURIComponent(c.value)}`)).toBe(c.filterHits);
    for (const b of dicts.brands) expect(await total(`&brand[]=${encodeURIComponent(b.value)}`)).toBe(b.filterHits);

    // without withDiscount the base also holds the discount's goods sold at the regular price
    const wide = contract(GoodsDicts, (await t.get(`/api/shops/${shopA}/goods/dicts?discount=${discounts[0].id}`)).body);
    expect(wide.withDiscount).toBeNull();
    const wideTotal = (await t.get(`/api/shops/${shopA}/goods?discount=${discounts[0].id}&itemsPerPage=1`)).body['hydra:totalItems'];
    expect(wide.countries.reduce((n, c) => n + c.filterHits, 0)).toBe(wideTotal);
    expect(wideTotal).toBeGreaterThanOrEqual(all);
  });

  describe('with filters chosen: disjunctive counts', () => {
    // a top category (its subtree's goods) with 'Со скидкой' and a country chosen, as a shopper would
    let top: number;
    let country: string;
    const filters = () => `withDiscount=true&country[]=${encodeURIComponent(country)}`;
    const dictsOf = async (q: string) => contract(GoodsDicts, (await t.get(`/api/shops/${shopA}/goods/dicts?catalog.id=${top}&${q}`)).body);
    const total = async (q: string) => {
      const res = await t.get(`/api/shops/${shopA}/goods?catalog.id=${top}&itemsPerPage=1&${q}`);
      expect(res.status).toBe(200);
      return res.body['hydra:totalItems'] as number;
    };

    beforeAll(async () => {
      // the top category and the less common country with the most discounted goods sold in shop A, counted in SQL
      const { rows } = (await t.db.execute(sql`
        with recursive tree as (select id, id as top from categories where parent_id is null
          union all select c.id, tree.top from categories c join tree on c.parent_id = tree.id)
        select tree.top, g.country, count(*)::int as n from goods g
        join articles a on a.good_id = g.id and a.shop_id = ${shopA} and a.actual_price < a.register_price
        join tree on tree.id = g.category_id
        where g.country is not null and g.country <> 'Россия'
        group by 1, 2 order by n desc limit 1`)) as unknown as { rows: { top: number; country: string; n: number }[] };
      expect(rows[0].n).toBeGreaterThan(1);
      ({ top, country } = rows[0]);
    });

    it('counts each value as the listing\'s total once it is chosen instead of its facet\'s own choice', async () => {
      const dicts = await dictsOf(filters());
      const withCountry = `country[]=${encodeURIComponent(country)}`;
      // other facets: both chosen filters apply
      expect(dicts.brands.length).toBeGreaterThan(0);
      for (const b of dicts.brands) expect(await total(`${filters()}&brand[]=${encodeURIComponent(b.value)}`)).toBe(b.filterHits);
      for (const p of dicts.packages) expect(await total(`${filters()}&package[]=${encodeURIComponent(p.value)}`)).toBe(p.filterHits);
      for (const prop of dicts.extraProperties) {
        for (const v of prop.values) {
          expect(await total(`${filters()}&extra[${prop.id}][]=${encodeURIComponent(v.value)}`)).toBe(v.filterHits);
        }
      }
      // the country facet: only withDiscount applies, each country as if chosen alone
      expect(dicts.countries.length).toBeGreaterThan(1);
      for (const c of dicts.countries) expect(await total(`withDiscount=true&country[]=${encodeURIComponent(c.value)}`)).toBe(c.filterHits);
      expect(dicts.countries.find((c) => c.value === country)!.filterHits).toBe(await total(filters()));
      // 'Со скидкой': the country applies
      expect(dicts.withDiscount).toBe(await total(filters()));
      expect(await total(withCountry)).toBeGreaterThan(dicts.withDiscount!);
    });

    it('gives the same numbers as counting the seed in SQL', async () => {
      const dicts = await dictsOf(filters());
      const { rows } = (await t.db.execute(sql`
        with recursive tree as (select id from categories where id = ${top} union all select c.id from categories c join tree on c.parent_id = tree.id)
        select b.name, count(*)::int as n from goods g
        join articles a on a.good_id = g.id and a.shop_id = ${shopA}
        join brands b on b.id = g.brand_id
        where g.category_id in (select id from tree) and a.actual_price < a.register_price and g.country = ${country}
        group by b.name`)) as unknown as { rows: { name: string; n: number }[] };
      expect(rows.length).toBeGreaterThan(0);
      const fromSql = new Map(rows.map((r) => [r.name, r.n]));
      for (const b of dicts.brands) expect([b.value, b.filterHits]).toEqual([b.value, fromSql.get(b.value) ?? 0]);
    });

    it('lists every value of the category, with 0 for those that would give nothing', async () => {
      const plain = await dictsOf('');
      const dicts = await dictsOf(filters());
      const values = (d: GoodsDicts) => [d.countries, d.brands, d.packages, ...d.extraProperties.map((p) => p.values)]
        .map((list) => list.map((v) => v.value));
      expect(values(dicts)).toEqual(values(plain));
      const empty = dicts.brands.filter((b) => b.filterHits === 0);
      expect(empty.length).toBeGreaterThan(0);
      expect(await total(`${filters()}&brand[]=${encodeURIComponent(empty[0].value)}`)).toBe(0);
      // without filters every listed value has goods
      for (const list of [plain.countries, plain.brands, plain.packages]) expect(list.every((v) => v.filterHits > 0)).toBe(true);
    });

    it('with two values of one facet chosen, that facet still counts each value alone', async () => {
      const plain = await dictsOf('');
      expect(plain.brands.length).toBeGreaterThan(2);
      const [b1, b2] = plain.brands;
      const chosen = `brand[]=${encodeURIComponent(b1.value)}&brand[]=${encodeURIComponent(b2.value)}`;
      const dicts = await dictsOf(chosen);
      expect(dicts.brands.find((b) => b.value === b1.value)!.filterHits).toBe(b1.filterHits);
      expect(dicts.brands.find((b) => b.value === b2.value)!.filterHits).toBe(b2.filterHits);
      expect(dicts.withDiscount).toBe(await total(`${chosen}&withDiscount=true`));
      for (const c of dicts.countries) expect(await total(`${chosen}&country[]=${encodeURIComponent(c.value)}`)).toBe(c.filterHits);
    });
  });

  it('stays exact after goods and articles change (the stored counts follow every write)', async () => {
    const own = await testApp(); // its own copy: this test writes
    try {
      const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await own.db.execute(q)) as unknown as { rows: T[] }).rows;
      // another leaf with a good shop A does not sell yet
      const [{ other }] = await rowsOf<{ other: number }>(sql`select g.category_id as other from goods g where g.category_id <> ${leaf}
        and not exists (select 1 from articles a where a.good_id = g.id and a.shop_id = ${shopA}) order by g.id limit 1`);
      // a good in stock moves to another leaf with another country and name; one article gets a
      // discount; one is removed; one is added
      const inStockIds = (await rowsOf<{ id: number }>(sql`select a.good_id as id from articles a join goods g on g.id = a.good_id
        where a.shop_id = ${shopA} and g.category_id = ${leaf} and a.quantity > 0 order by a.good_id limit 3`)).map((r) => Number(r.id));
      expect(inStockIds.length).toBe(3);
      const [moved, discounted, removed] = inStockIds;
      await own.db.execute(sql`update goods set category_id = ${other}, country = 'Тестовая страна', name = 'Ааа перемещённый товар' where id = ${moved}`);
      await own.db.execute(sql`update articles set actual_price = register_price / 2 where good_id = ${discounted} and shop_id = ${shopA}`);
      await own.db.execute(sql`delete from articles where good_id = ${removed} and shop_id = ${shopA}`);
      const [notSold] = await rowsOf<{ id: number }>(sql`select g.id from goods g where g.category_id = ${other}
        and not exists (select 1 from articles a where a.good_id = g.id and a.shop_id = ${shopA}) limit 1`);
      expect(notSold).toBeDefined();
      await own.db.execute(sql`insert into articles (shop_id, good_id, quantity, register_price, actual_price) values (${shopA}, ${notSold.id}, 5, 100, 90)`);

      for (const category of [leaf, other]) {
        const dicts = contract(GoodsDicts, (await own.get(`/api/shops/${shopA}/goods/dicts?catalog.id=${category}`)).body);
        const sold = sql`from goods g join articles a on a.good_id = g.id and a.shop_id = ${shopA} where g.category_id = ${category}`;
        const [sum] = await rowsOf<{ n: number; d: number }>(sql`select count(*)::int as n,
          count(*) filter (where a.actual_price < a.register_price)::int as d ${sold}`);
        const countries = await rowsOf<{ country: string; n: number }>(sql`select g.country, count(*)::int as n ${sold}
          and coalesce(g.country, '') <> '' group by g.country`);
        expect(dicts.withDiscount).toBe(sum.d);
        expect(new Map(dicts.countries.map((c) => [c.value, c.filterHits]))).toEqual(new Map(countries.map((r) => [r.country, r.n])));
        // with one country and 'Со скидкой' chosen, the other facets count from the stored pairs
        const country = category === other ? 'Тестовая страна' : countries[0].country;
        const filtered = contract(GoodsDicts, (await own.get(`/api/shops/${shopA}/goods/dicts?catalog.id=${category}`
          + `&country[]=${encodeURIComponent(country)}&withDiscount=true`)).body);
        const brandsSql = await rowsOf<{ name: string; n: number }>(sql`select b.name, count(*)::int as n
          from goods g join articles a on a.good_id = g.id and a.shop_id = ${shopA} join brands b on b.id = g.brand_id
          where g.category_id = ${category} and g.country = ${country} and a.actual_price < a.register_price group by b.name`);
        const packagesSql = await rowsOf<{ package: string; n: number }>(sql`select g.package, count(*)::int as n
          from goods g join articles a on a.good_id = g.id and a.shop_id = ${shopA}
          where g.category_id = ${category} and g.country = ${country} and a.actual_price < a.register_price
            and coalesce(g.package, '') <> '' group by g.package`);
        expect(new Map(filtered.brands.filter((b) => b.filterHits > 0).map((b) => [b.value, b.filterHits])))
          .toEqual(new Map(brandsSql.map((r) => [r.name, r.n])));
        expect(new Map(filtered.packages.filter((p) => p.filterHits > 0).map((p) => [p.value, p.filterHits])))
          .toEqual(new Map(packagesSql.map((r) => [r.package, r.n])));
        const [both] = await rowsOf<{ n: number }>(sql`select count(*)::int as n ${sold} and g.country = ${country}
          and a.actual_price < a.register_price`);
        expect(filtered.withDiscount).toBe(both.n);
        const res = await own.get(`/api/shops/${shopA}/goods?catalog.id=${category}&pagination=false`);
        const list = members(res.body);
        expect(list.length).toBe(sum.n);
        expect(res.body['hydra:totalItems']).toBe(sum.n);
        expectOrdered(list, byName);
      }
      const inOther = members((await own.get(`/api/shops/${shopA}/goods?catalog.id=${other}&pagination=false`)).body);
      expect(inOther.filter(inStock)[0].id).toBe(moved);
      expect(inOther[0].country).toBe('Тестовая страна');
      expect(inOther.some((g) => g.id === Number(notSold.id))).toBe(true);
    } finally {
      await own.close();
    }
  });

  it.each([
    ['/api/shops/abc/goods/dicts', 400],
    ['/api/shops/999999/goods/dicts', 404],
    ['/api/shops/1/goods/dicts?catalog.id=-5', 400],
    ['/api/shops/1/goods/dicts?catalog.id=999999', 404],
  ])('%s answers %i', async (path, status) => {
    expectError(await t.get(path.replace('/shops/1/', `/shops/${shopA}/`)), status);
  });
});

describe('GET /api/shops/{shopId}/goods/{id}', () => {
  it('answers the good with the shop\'s article', async () => {
    const [row] = await t.db.select({ id: articles.goodId, price: articles.actualPrice, quantity: articles.quantity })
      .from(articles).where(eq(articles.shopId, shopA)).limit(1);
    const res = await t.get(`/api/shops/${shopA}/goods/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body['@type']).toBe('Good');
    expect(res.body.id).toBe(Number(row.id));
    expect(res.body.article.actualPrice).toBe(Number(row.price));
    expect(res.body.article.quantity).toBe(Number(row.quantity));
  });

  it('answers article null when the shop does not sell the good', async () => {
    const [row] = await t.db.execute(sql`
      select g.id from goods g where not exists (select 1 from articles a where a.good_id = g.id and a.shop_id = ${shopA}) limit 1`)
      .then((r: any) => r.rows);
    expect(row).toBeDefined();
    const res = await t.get(`/api/shops/${shopA}/goods/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body.article).toBeNull();
    const listed = await all(`/api/shops/${shopA}/goods?catalog.id=${res.body.catalog.id}`);
    expect(listed.some((g) => g.id === Number(row.id))).toBe(false);
  });

  it.each([
    ['/api/shops/1/goods/abc', 400],
    ['/api/shops/1/goods/0', 400],
    ['/api/shops/1/goods/99999999999', 404],
    ['/api/shops/999999/goods/1', 404],
  ])('%s answers %i', async (path, status) => {
    expectError(await t.get(path.replace('/shops/1/', `/shops/${shopA}/`)), status);
  });
});

describe('similar and same-brand goods', () => {
  let good: Good;
  beforeAll(async () => {
    const list = await all(`/api/shops/${shopA}/goods?catalog.id=${leaf}`);
    good = list.find((g) => g.brand && list.filter((o) => o.brand?.id === g.brand!.id).length > 1) ?? list[0];
  });

  it('similar: up to 12 goods of the same category the shop sells, without the good itself', async () => {
    const res = await t.get(`/api/shops/${shopA}/goods/${good.id}/similar`);
    expect(res.status).toBe(200);
    const list = members(res.body);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(12);
    expect(list.every((g) => g.catalog.id === good.catalog.id && g.id !== good.id && g.article !== null)).toBe(true);
    expectOrdered(list, byName);
  });

  it('samebrand: goods of the same brand without the good itself', async () => {
    expect(good.brand).not.toBeNull();
    const res = await t.get(`/api/shops/${shopA}/goods/${good.id}/samebrand`);
    expect(res.status).toBe(200);
    const list = members(res.body);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(12);
    expect(list.every((g) => g.brand?.id === good.brand!.id && g.id !== good.id && g.article !== null)).toBe(true);
  });

  it('samebrand is empty for a good without a brand', async () => {
    const [row] = await t.db.execute(sql`
      select g.id from goods g join articles a on a.good_id = g.id and a.shop_id = ${shopA} where g.brand_id is null limit 1`)
      .then((r: any) => r.rows);
    expect(row).toBeDefined();
    const res = await t.get(`/api/shops/${shopA}/goods/${row.id}/samebrand`);
    expect(res.status).toBe(200);
    expect(res.body['hydra:member']).toEqual([]);
    expect(res.body['hydra:totalItems']).toBe(0);
  });

  it.each(['similar', 'samebrand'])('%s of an unknown good is a 404', async (kind) => {
    expectError(await t.get(`/api/shops/${shopA}/goods/99999999999/${kind}`), 404);
    expectError(await t.get(`/api/shops/${shopA}/goods/x/${kind}`), 400);
  });
});

describe('GET /api/shops/{shopId}/maxdiscount', () => {
  it('answers up to 20 in-stock goods, biggest discount first', async () => {
    const res = await t.get(`/api/shops/${shopA}/maxdiscount`);
    expect(res.status).toBe(200);
    const list = members(res.body);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.every((g) => inStock(g) && g.article!.actualPrice < g.article!.registerPrice)).toBe(true);
    for (let i = 1; i < list.length; i++) expect(ratio(list[i - 1])).toBeLessThanOrEqual(ratio(list[i]) + 1e-9);
    // nothing in stock in the shop has a bigger discount than the last one listed
    const [best] = await t.db.execute(sql`
      select min(actual_price / register_price) as r from articles
      where shop_id = ${shopA} and quantity > 0 and actual_price < register_price`).then((r: any) => r.rows);
    expect(ratio(list[0])).toBeCloseTo(Number(best.r), 6);
  });

  it('honours itemsPerPage up to 50', async () => {
    expect(members((await t.get(`/api/shops/${shopA}/maxdiscount?itemsPerPage=5`)).body)).toHaveLength(5);
    expectError(await t.get(`/api/shops/${shopA}/maxdiscount?itemsPerPage=51`), 400);
    expectError(await t.get('/api/shops/999999/maxdiscount'), 404);
  });
});
