// The deterministic demo data: the same rows on every run (seeded PRNG, fixed dates, no network).
// `seed` wipes the catalogue tables (and, by CASCADE, whatever later tables reference them) first.
import { sql } from 'drizzle-orm';
import { safeHtml, safeHtmlOrNull } from '../../../domain/safe-html';
import type { Db } from '../../db/client';
import { seedAccounts } from './accounts';
import { seedAdminOrders } from './admin-orders';
import { seedDemoAddresses } from './addresses';
import { seedFavorites } from './favorites';
import { generateArticles } from './articles';
import { BRANDS } from './brands';
import { CATALOG, type Category } from './catalog';
import { cashbackRows, discountRows, goodSetRows, newsRows, pageBlockRows } from './content';
import { generateGoods, summarize, type GoodSummary } from './goods';
import { fillDemoPricing, seedPricing } from './pricing';
import { seedOrderDemo } from './orders';
import { seedPersonalArea } from './personal-area';
import { seedReviews } from './reviews';
import { HOUSE_COLUMNS, houseRows, SCHEDULE_COLUMNS, scheduleRows, ZONE_COLUMNS, zoneRows } from './receiving';
import { REGIONS, SHOPS } from './shops';
import { load, type TableLoad, type Value } from './write';

export const DEFAULT_GOODS = 3000;

const TABLES = [
  'regions', 'shops', 'categories', 'brands', 'goods', 'articles', 'good_sets', 'good_set_goods',
  'discounts', 'discount_goods', 'news', 'page_blocks', 'cashback_groups', 'cashback_group_goods',
  'delivery_zones', 'geo_houses', 'shop_schedules', 'slot_bookings',
];
const SERIAL_TABLES = [
  'regions', 'shops', 'brands', 'news', 'page_blocks', 'cashback_groups', 'delivery_zones', 'geo_houses', 'shop_schedules', 'slot_bookings',
];

/** The receiving method's tables: zones, the gazetteer, the shops' schedules. */
const receivingTables = (): TableLoad[] => [
  { table: 'delivery_zones', columns: ZONE_COLUMNS, rows: zoneRows() },
  { table: 'geo_houses', columns: HOUSE_COLUMNS, rows: houseRows() },
  { table: 'shop_schedules', columns: SCHEDULE_COLUMNS, rows: scheduleRows(SHOPS.map((s) => s.id)) },
];

/** `make`'s result, made on the first call. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Rows made only when the load reaches their table (after the goods, whose summaries they read). */
const later = (make: () => Value[][]): Iterable<Value[]> => ({ [Symbol.iterator]: () => make()[Symbol.iterator]() });

export type SeedSummary = { goods: number; articles: number; ms: number };

type CategoryRow = { id: number; name: string; pictogram: string; hue: number; parentId: number | null; position: number; restricted: boolean };

/**
 * The demo categories, each with its look for the /media art: a top category its own pictogram and
 * hue, every category below it its own pictogram in the top's hue, so a department reads as one colour.
 */
function demoCategories(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const walk = (nodes: Category['children'], parentId: number, restricted: boolean, hue: number) => {
    nodes.forEach((node, i) => {
      rows.push({ id: node.id, name: node.name, pictogram: node.icon, hue, parentId, position: i + 1, restricted });
      if ('children' in node) walk(node.children, node.id, restricted, hue);
    });
  };
  CATALOG.forEach((top, i) => {
    const restricted = Boolean(top.ageRestricted);
    rows.push({ id: top.id, name: top.name, pictogram: top.icon, hue: top.hue, parentId: null, position: i + 1, restricted });
    walk(top.children, top.id, restricted, top.hue);
  });
  return rows;
}

const categoryRows = (): Value[][] => demoCategories().map((c) =>
  [c.id, c.name, `/media/categories/${c.id}.svg`, c.pictogram, c.hue, c.parentId, c.position, c.restricted]);

/**
 * Gives the demo categories of a database seeded before migration 0006 their looks, which used to
 * be read from CATALOG at drawing time: without this their pictures would turn into hashed boxes
 * until the next reseed. Only a row that still has the demo id and name and no look is touched.
 */
export async function fillDemoCategoryLooks(db: Db): Promise<number> {
  const values = demoCategories().map((c) => sql`(${c.id}::integer, ${c.name}::text, ${c.pictogram}::text, ${c.hue}::integer)`);
  const result = await db.execute(sql`UPDATE categories AS c SET pictogram = v.pictogram, hue = v.hue
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v (id, name, pictogram, hue)
    WHERE c.id = v.id AND c.name = v.name AND c.pictogram IS NULL AND c.hue IS NULL`);
  // PGlite reports affectedRows, node-postgres rowCount
  const r = result as { affectedRows?: number; rowCount?: number | null };
  return r.affectedRows ?? r.rowCount ?? 0;
}

/** Replaces all catalogue data with the demo set of `goods` goods (3,000 by default). */
export async function seed(db: Db, opts: { goods?: number } = {}): Promise<SeedSummary> {
  const started = performance.now();
  // The goods are generated while their rows are written, and only their summaries kept: the tables
  // after them (articles, discounts, sets, blocks) are built from the summaries once the goods are in.
  const goods: GoodSummary[] = [];
  const goodRows = (function* () {
    for (const g of generateGoods(opts.goods ?? DEFAULT_GOODS)) {
      goods.push(summarize(g));
      yield [g.id, g.name, g.brandId, g.categoryId, g.barcode, g.description, g.infoIngredients, g.infoCalories,
        g.infoProteins, g.infoFats, g.infoCarbohydrates, g.country, g.package, g.extraProperties, g.measureId,
        g.grossWeight, g.unitWeight, g.imageCount, g.isPickup, g.searchText, g.searchKey];
    }
  })();
  let articleCount = 0;
  const articles = (function* () {
    for (const row of generateArticles(goods, SHOPS)) { articleCount++; yield row; }
  })();
  const discounts = once(() => discountRows(goods));
  const sets = once(() => goodSetRows(goods));
  const cashback = once(() => cashbackRows(goods));

  const tables: TableLoad[] = [
    { table: 'regions', columns: ['id', 'name', 'position'], rows: REGIONS.map((r) => [r.id, r.name, r.position]) },
    {
      table: 'shops',
      columns: ['id', 'name', 'address', 'region_id', 'latitude', 'longitude', 'delivery_enabled', 'pickup_enabled',
        'can_accept_orders', 'min_order_amount', 'special_info', 'rules', 'delivery_costs', 'packaging_cost', 'packet_cost',
        'paid_settings', 'max_free_weight', 'over_kylo_price', 'position', 'warehouse_id'],
      rows: SHOPS.map((s) => [s.id, s.name, s.address, s.regionId, s.latitude, s.longitude, s.deliveryEnabled, s.pickupEnabled,
        s.canAcceptOrders, s.minOrderAmount, safeHtmlOrNull(s.specialInfo), safeHtml(s.rules), s.deliveryCosts, s.packagingCost, s.packetCost,
        s.paidSettings, s.maxFreeWeight, s.overKyloPrice, s.position, demoWarehouseId(s.id)]),
    },
    { table: 'categories', columns: ['id', 'name', 'icon', 'pictogram', 'hue', 'parent_id', 'position', 'has_age_restrictions'], rows: categoryRows() },
    { table: 'brands', columns: ['id', 'name', 'theme'], rows: BRANDS.map((b, i) => [i + 1, b.name, b.theme ?? 'default']) },
    {
      table: 'goods',
      columns: ['id', 'name', 'brand_id', 'category_id', 'barcode', 'description', 'info_ingredients', 'info_calories',
        'info_proteins', 'info_fats', 'info_carbohydrates', 'country', 'package', 'extra_properties', 'measure_id',
        'gross_weight', 'unit_weight', 'image_count', 'is_pickup', 'search_text', 'search_key'],
      rows: goodRows,
    },
    { table: 'articles', columns: ['shop_id', 'good_id', 'quantity', 'register_price', 'actual_price'], rows: articles },
    { table: 'good_sets', columns: ['id', 'title', 'icon', 'image', 'parent_id', 'theme', 'show_in_catalog', 'position'], rows: later(() => sets().sets as Value[][]) },
    { table: 'good_set_goods', columns: ['good_set_id', 'good_id', 'position'], rows: later(() => sets().members as Value[][]) },
    { table: 'discounts', columns: ['id', 'name', 'description', 'image', 'position'], rows: later(() => discounts().discounts) },
    { table: 'discount_goods', columns: ['discount_id', 'good_id'], rows: later(() => discounts().members) },
    { table: 'news', columns: ['id', 'slug', 'type', 'title', 'content', 'image', 'shop_id', 'published_at'], rows: newsRows() },
    {
      table: 'page_blocks',
      columns: ['id', 'shop_id', 'page_type', 'target', 'block_type', 'title', 'autoplay', 'position', 'settings'],
      rows: later(() => pageBlockRows(goods) as Value[][]),
    },
    { table: 'cashback_groups', columns: ['id', 'name', 'image', 'shop_id', 'position'], rows: later(() => cashback().groups) },
    { table: 'cashback_group_goods', columns: ['group_id', 'good_id', 'position'], rows: later(() => cashback().members) },
    ...receivingTables(),
  ];

  await load(db, {
    before: [`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`],
    tables,
    after: [
      ...SERIAL_TABLES.map((t) => `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`),
      // the listing's copies of goods columns in articles and the filter counts (migration 0008): the
      // PGlite load runs with triggers off, so they are rebuilt in one pass
      'SELECT refresh_listing_data()',
      // and the words search walks (migration 0022)
      'SELECT refresh_search_words()',
    ],
    reindex: ['goods', 'articles'],
  });
  // fresh statistics, so the planner uses the search and category indexes right away; VACUUM also
  // sets the visibility map, without which index-only scans of articles fall back to the table
  await db.execute(sql.raw(`VACUUM ANALYZE ${TABLES.join(', ')}, facet_counts, facet_pairs, search_words`));
  // after the shops: the admin's shops reference them (and the wipe's CASCADE emptied that list)
  await seedAccounts(db);
  await seedDemoAddresses(db);
  await seedPricing(db);
  await seedOrderDemo(db);
  await seedAdminOrders(db);
  await seedPersonalArea(db);
  await seedFavorites(db);
  await seedReviews(db);
  return { goods: goods.length, articles: articleCount, ms: Math.round(performance.now() - started) };
}

const firstRow = async (db: Db, query: ReturnType<typeof sql>) => {
  const result = await db.execute(query);
  return ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[])[0];
};

/**
 * Gives a demo database seeded before the receiving method (migration 0009) its zones, gazetteer
 * and schedules: only when all three tables are empty and the demo shops are still there.
 */
export async function fillDemoReceiving(db: Db): Promise<boolean> {
  const row = await firstRow(db, sql`SELECT
    (SELECT count(*) FROM delivery_zones) + (SELECT count(*) FROM geo_houses) + (SELECT count(*) FROM shop_schedules) AS filled,
    (SELECT count(*) FROM shops WHERE (id, name) IN (${sql.join(SHOPS.map((s) => sql`(${s.id}::integer, ${s.name}::text)`), sql`, `)})) AS demo`);
  if (Number(row?.filled) > 0 || Number(row?.demo) !== SHOPS.length) return false;
  await load(db, {
    before: [],
    tables: receivingTables(),
    after: ['delivery_zones', 'geo_houses', 'shop_schedules']
      .map((t) => `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`),
    reindex: [],
  });
  return true;
}

/** The demo shop N's warehouse in 1C: the demo exchange package (server/demo/exchange) names these. */
export const demoWarehouseId = (shopId: number) => `shop-${shopId}`;

/** Gives the demo shops of a database seeded before migration 0023 their warehouse ids, when no shop has one. */
async function fillDemoWarehouses(db: Db): Promise<boolean> {
  const row = await firstRow(db, sql`SELECT EXISTS (SELECT 1 FROM shops WHERE warehouse_id IS NOT NULL) AS present`);
  if (row?.present) return false;
  for (const s of SHOPS) await db.execute(sql`UPDATE shops SET warehouse_id = ${demoWarehouseId(s.id)} WHERE id = ${s.id} AND name = ${s.name}`);
  return true;
}

/** Loads the default demo data on first start, when there is no shop yet (and fills looks a
 * database seeded before migration 0006 lacks, the demo accounts one seeded before 0007 lacks, and the
 * receiving data one seeded before 0009 lacks). */
export async function seedIfEmpty(db: Db): Promise<SeedSummary | null> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM shops) AS present`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { present: boolean }[] }).rows) as { present: boolean }[];
  if (rows[0]?.present) {
    const filled = await fillDemoCategoryLooks(db);
    if (filled > 0) console.log(`demo data: looks of ${filled} categories filled in (seeded before migration 0006)`);
    // a database seeded before migration 0007 has no accounts yet
    const accounts = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM customers) AS present`);
    const accountRows = (Array.isArray(accounts) ? accounts : (accounts as { rows: { present: boolean }[] }).rows) as { present: boolean }[];
    if (!accountRows[0]?.present) console.log(`demo data: ${await seedAccounts(db)} demo accounts`);
    if (await fillDemoReceiving(db)) {
      console.log('demo data: delivery zones, gazetteer and time slots filled in (seeded before migration 0009)');
      console.log(`demo data: ${await seedDemoAddresses(db)} saved addresses of the demo customers`);
    }
    if (await fillDemoPricing(db)) console.log('demo data: promotions, promo codes and special logins filled in (seeded before migration 0010)');
    const cards = await firstRow(db, sql`SELECT EXISTS (SELECT 1 FROM loyalty_cards) AS present`);
    if (!cards?.present) console.log(`demo data: ${(await seedPersonalArea(db)).orders} orders, cards and notifications of the demo customers (seeded before migration 0015)`);
    const favourites = await firstRow(db, sql`SELECT EXISTS (SELECT 1 FROM favorites) AS present`);
    if (!favourites?.present) console.log(`demo data: ${await seedFavorites(db)} favourites of the demo customers (seeded before the favourites)`);
    if (await fillDemoWarehouses(db)) console.log('demo data: the shops\' 1C warehouse ids shop-N filled in (seeded before migration 0023)');
    const reviewed = await firstRow(db, sql`SELECT EXISTS (SELECT 1 FROM reviews) AS present`);
    if (!reviewed?.present) console.log(`demo data: ${await seedReviews(db)} reviews, ratings recounted from them (seeded before the reviews)`);
    return null;
  }
  const summary = await seed(db);
  console.log(`demo data: ${summary.goods} goods, ${summary.articles} shop articles in ${summary.ms} ms`);
  return summary;
}
