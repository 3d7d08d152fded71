// The demo data generator: deterministic, and every fixture kind the storefront and API rely on is
// present even in a small seed.
import { sql } from 'drizzle-orm';
import { searchColumns } from '../../../domain/search-text';
import { openPglite, type DbHandle } from '../../db/client';
import { migrate } from '../../db/migrate';
import { PICTOGRAMS } from '../art/pictograms';
import { seed, seedIfEmpty } from '.';
import { generateGoods } from './goods';

// Seeding opens its own databases; on a busy machine that takes longer than jest's default 5 s.
jest.setTimeout(120_000);

const GOODS = 300;
const TABLES: Record<string, string> = {
  regions: 'id', shops: 'id', categories: 'id', brands: 'id', goods: 'id', articles: 'shop_id, good_id',
  good_sets: 'id', good_set_goods: 'good_set_id, good_id', discounts: 'id', discount_goods: 'discount_id, good_id',
  news: 'id', page_blocks: 'id', cashback_groups: 'id', cashback_group_goods: 'group_id, good_id',
};

type Row = Record<string, any>;

async function rows(h: DbHandle, query: string): Promise<Row[]> {
  const result = await h.db.execute(sql.raw(query));
  return (result as unknown as { rows: Row[] }).rows;
}

async function dump(h: DbHandle): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const [table, key] of Object.entries(TABLES)) out[table] = await rows(h, `SELECT * FROM ${table} ORDER BY ${key}`);
  return out;
}

async function fresh(): Promise<DbHandle> {
  const h = await openPglite();
  await migrate(h);
  return h;
}

const validEan13 = (code: string) => {
  if (!/^\d{13}$/.test(code)) return false;
  const sum = [...code.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
};

let db: DbHandle;
beforeAll(async () => {
  db = await fresh();
  await seed(db.db, { goods: GOODS });
});
afterAll(() => db.close());

describe('determinism', () => {
  it('gives identical rows in another database, and again after re-seeding over existing data', async () => {
    const other = await fresh();
    try {
      await seed(other.db, { goods: 50 });
      await seed(other.db, { goods: GOODS });
      expect(await dump(other)).toEqual(await dump(db));
    } finally {
      await other.close();
    }
  });

  // a million goods never sit in memory at once (npm run db:seed -- --goods 1000000): the first comes
  // out before the others are drawn, and is the same good a small seed starts with
  it('draws the goods one at a time, each the same whatever the size of the seed', () => {
    const started = performance.now();
    const first = generateGoods(1_000_000).next();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(first.done).toBe(false);
    expect(first.value).toEqual(generateGoods(GOODS).next().value);
  });

  it('keeps ids and sequences usable for rows added later', async () => {
    const [{ next }] = await rows(db, `SELECT nextval(pg_get_serial_sequence('news', 'id')) AS next`);
    const [{ max }] = await rows(db, 'SELECT max(id) AS max FROM news');
    expect(Number(next)).toBeGreaterThan(Number(max));
  });
});

describe('shops and regions', () => {
  it('has the regions Курск and Брянск and at least six shops with the default shop 1 in Курск', async () => {
    const regions = await rows(db, 'SELECT id, name FROM regions ORDER BY position');
    expect(regions.map((r) => r.name)).toEqual(['Курск', 'Брянск']);
    const shops = await rows(db, 'SELECT s.*, r.name AS region FROM shops s JOIN regions r ON r.id = s.region_id ORDER BY s.id');
    expect(shops.length).toBeGreaterThanOrEqual(6);
    expect(shops[0]).toMatchObject({ id: 1, region: 'Курск', delivery_enabled: true, pickup_enabled: true, can_accept_orders: true });
    for (const s of shops) {
      expect(s.address.startsWith(`${s.region}, `)).toBe(true);
      const [lat, lon] = s.region === 'Курск' ? [51.73, 36.19] : [53.24, 34.36];
      expect(Math.abs(s.latitude - lat)).toBeLessThan(0.1);
      expect(Math.abs(s.longitude - lon)).toBeLessThan(0.1);
    }
  });

  it('has a pickup-only shop and one that cannot accept orders', async () => {
    const shops = await rows(db, 'SELECT * FROM shops');
    expect(shops.some((s) => !s.delivery_enabled && s.pickup_enabled)).toBe(true);
    expect(shops.some((s) => !s.can_accept_orders)).toBe(true);
  });

  it('orders delivery tiers so the first one at most the amount applies, with cheaper tiers for bigger orders', async () => {
    for (const s of await rows(db, 'SELECT delivery_costs, delivery_enabled FROM shops')) {
      const tiers = s.delivery_costs as { price: number; minAmount: number }[];
      if (s.delivery_enabled) expect(tiers.length).toBeGreaterThan(0);
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i].minAmount).toBeLessThan(tiers[i - 1].minAmount);
        expect(tiers[i].price).toBeGreaterThanOrEqual(tiers[i - 1].price);
      }
    }
  });

  it('names real categories in packet settings and only known payment types', async () => {
    const ids = new Set((await rows(db, 'SELECT id FROM categories')).map((r) => r.id));
    for (const s of await rows(db, 'SELECT packet_cost, paid_settings FROM shops')) {
      for (const id of s.packet_cost?.extraPacketCategories ?? []) expect(ids.has(id)).toBe(true);
      for (const t of [...s.paid_settings.deliveryPaidTypes, ...s.paid_settings.pickupPaidTypes]) expect([1, 2, 3]).toContain(t);
    }
  });
});

describe('catalogue', () => {
  it('has at least 60 categories in two or three levels with icons', async () => {
    const cats = await rows(db, 'SELECT * FROM categories');
    expect(cats.length).toBeGreaterThanOrEqual(60);
    const byId = new Map(cats.map((c) => [c.id, c]));
    const depth = (c: Row): number => (c.parent_id === null ? 1 : 1 + depth(byId.get(c.parent_id)!));
    const depths = cats.map(depth);
    expect(Math.max(...depths)).toBe(3);
    expect(depths.filter((d) => d === 2).length).toBeGreaterThan(30);
    for (const c of cats) expect(c.icon).toBe(`/media/categories/${c.id}.svg`);
  });

  it('stores a look for every category: a top one its own, those below it their own pictogram in its hue', async () => {
    const cats = await rows(db, 'SELECT id, parent_id, pictogram, hue FROM categories');
    expect(cats.length).toBeGreaterThan(0);
    const byId = new Map(cats.map((c) => [c.id, c]));
    const top = (c: Row): Row => (c.parent_id === null ? c : top(byId.get(c.parent_id)!));
    for (const c of cats) {
      expect(PICTOGRAMS).toContain(c.pictogram);
      expect(c.hue).toBe(top(c).hue);
    }
    // dairy is blue, and its hard cheeses two levels down keep their own pictogram in that blue
    expect(byId.get(1)).toMatchObject({ pictogram: 'carton', hue: 205 });
    expect(byId.get(111)).toMatchObject({ pictogram: 'cheese', hue: 205 });
    expect(byId.get(2)).toMatchObject({ pictogram: 'apple', hue: 100 });
  });

  it('restricts exactly one top category by age, and its goods are pickup-only', async () => {
    const tops = await rows(db, 'SELECT * FROM categories WHERE parent_id IS NULL AND has_age_restrictions');
    expect(tops.map((t) => t.name)).toEqual(['Алкоголь']);
    const goods = await rows(db, `SELECT g.is_pickup FROM goods g JOIN categories c ON c.id = g.category_id WHERE c.parent_id = ${tops[0].id}`);
    expect(goods.length).toBeGreaterThan(0);
    expect(goods.every((g) => g.is_pickup)).toBe(true);
    const [{ n }] = await rows(db, `SELECT count(*)::int AS n FROM goods g JOIN categories c ON c.id = g.category_id
      WHERE g.is_pickup AND c.parent_id <> ${tops[0].id}`);
    expect(n).toBeGreaterThan(0);
  });

  it('puts the requested number of goods into leaf categories with 8-digit ids and valid barcodes', async () => {
    const goods = await rows(db, `SELECT g.*, b.name AS brand FROM goods g LEFT JOIN brands b ON b.id = g.brand_id`);
    expect(goods).toHaveLength(GOODS);
    const parents = new Set((await rows(db, 'SELECT DISTINCT parent_id FROM categories WHERE parent_id IS NOT NULL')).map((r) => r.parent_id));
    for (const g of goods) {
      expect(String(g.id)).toMatch(/^\d{8}$/);
      expect(parents.has(g.category_id)).toBe(false);
      expect(validEan13(g.barcode)).toBe(true);
      expect({ searchText: g.search_text, searchKey: g.search_key }).toEqual(searchColumns(g.name, g.brand));
    }
    expect(new Set(goods.map((g) => g.name)).size).toBe(goods.length);
  });

  it('covers every measure, missing photos, nutrition to hide, ratings and extra properties', async () => {
    const goods = await rows(db, 'SELECT * FROM goods');
    expect(new Set(goods.map((g) => g.measure_id))).toEqual(new Set([0, 1, 2, 6]));
    expect(goods.some((g) => g.image_count === 0)).toBe(true);
    expect(goods.some((g) => g.image_count > 1)).toBe(true);
    expect(goods.some((g) => g.info_calories === null)).toBe(true);
    expect(goods.some((g) => [g.info_proteins, g.info_fats, g.info_carbohydrates].includes('0'))).toBe(true);
    expect(goods.some((g) => /^\d+ ккал$/.test(g.info_calories ?? ''))).toBe(true);
    expect(goods.some((g) => g.rating_count > 0 && g.rating_average >= 1 && g.rating_average <= 5)).toBe(true);
    for (const g of goods) {
      for (const p of g.extra_properties) expect(p).toEqual({ id: expect.any(Number), name: expect.any(String), value: expect.any(String) });
    }
    // one property id means one name everywhere, so filters read the same in every category
    const names = new Map<number, Set<string>>();
    for (const g of goods) for (const p of g.extra_properties) names.set(p.id, (names.get(p.id) ?? new Set()).add(p.name));
    for (const set of names.values()) expect(set.size).toBe(1);
  });

  it('has own-production brands with the good-spoon theme and their goods', async () => {
    const [{ n }] = await rows(db, `SELECT count(*)::int AS n FROM goods g JOIN brands b ON b.id = g.brand_id WHERE b.theme = 'good-spoon'`);
    expect(n).toBeGreaterThan(10);
  });
});

describe('shop articles', () => {
  it('keeps the card price at most the regular price, discounts about a third, and runs out of some stock in every shop', async () => {
    const stats = await rows(db, `SELECT shop_id,
        count(*)::int AS total,
        count(*) FILTER (WHERE actual_price > register_price)::int AS above,
        count(*) FILTER (WHERE actual_price < register_price)::int AS discounted,
        count(*) FILTER (WHERE quantity = 0)::int AS empty
      FROM articles GROUP BY shop_id ORDER BY shop_id`);
    const shops = await rows(db, 'SELECT id FROM shops');
    expect(stats).toHaveLength(shops.length);
    for (const s of stats) {
      expect(s.above).toBe(0);
      expect(s.total).toBeLessThan(GOODS);
      expect(s.total).toBeGreaterThan(GOODS * 0.8);
      expect(s.discounted / s.total).toBeGreaterThan(0.15);
      expect(s.discounted / s.total).toBeLessThan(0.45);
      expect(s.empty).toBeGreaterThan(0);
    }
  });

  it('prices like a shelf label and lets prices differ between shops', async () => {
    const prices = await rows(db, 'SELECT register_price::float AS p FROM articles');
    for (const { p } of prices) expect([90, 99]).toContain(Math.round((p * 100) % 100));
    const [{ n }] = await rows(db, `SELECT count(DISTINCT good_id)::int AS n FROM articles a
      WHERE EXISTS (SELECT 1 FROM articles b WHERE b.good_id = a.good_id AND b.register_price <> a.register_price)`);
    expect(n).toBeGreaterThan(GOODS / 2);
  });
});

describe('content', () => {
  it('has discount 8001 and others, whose goods are on card price in some shop', async () => {
    const discounts = await rows(db, 'SELECT * FROM discounts ORDER BY position');
    expect(discounts[0]).toMatchObject({ id: 8001, name: 'Скидки недели' });
    expect(discounts.length).toBeGreaterThanOrEqual(3);
    for (const d of discounts) {
      const members = await rows(db, `SELECT dg.good_id, bool_or(a.actual_price < a.register_price) AS cheaper
        FROM discount_goods dg JOIN articles a ON a.good_id = dg.good_id WHERE dg.discount_id = ${d.id} GROUP BY dg.good_id`);
      expect(members.length).toBeGreaterThan(0);
      expect(members.every((m) => m.cheaper)).toBe(true);
    }
  });

  it('has top good sets shown in the catalogue, each with sub-sets that hold mostly own-production goods', async () => {
    const sets = await rows(db, 'SELECT * FROM good_sets');
    const tops = sets.filter((s) => s.parent_id === null);
    expect(tops.length).toBeGreaterThanOrEqual(4);
    for (const top of tops) {
      expect(top.show_in_catalog).toBe(true);
      expect(top.theme).toBe('good-spoon');
      const children = sets.filter((s) => s.parent_id === top.id);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(4);
      for (const child of [top, ...children]) {
        const goods = await rows(db, `SELECT b.theme FROM good_set_goods gs JOIN goods g ON g.id = gs.good_id
          LEFT JOIN brands b ON b.id = g.brand_id WHERE gs.good_set_id = ${child.id}`);
        expect(goods.length).toBeGreaterThan(0);
        expect(goods.filter((g) => g.theme === 'good-spoon').length / goods.length).toBeGreaterThan(0.5);
      }
    }
  });

  it('has news of both types with latin slugs, some for every shop', async () => {
    const news = await rows(db, 'SELECT * FROM news');
    expect(news.length).toBeGreaterThanOrEqual(8);
    expect(new Set(news.map((n) => n.type))).toEqual(new Set([1, 2]));
    expect(news.some((n) => n.shop_id === null)).toBe(true);
    for (const n of news) {
      expect(n.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(n.content).toMatch(/<p>.*[а-яё]/i);
      expect(n.image).toBe(`/media/news/${n.slug}.svg`);
    }
  });

  it('builds the home page from blocks 1 to 5 whose settings point at existing data', async () => {
    const blocks = await rows(db, `SELECT * FROM page_blocks WHERE page_type = 'main' AND target = 'site' AND shop_id IS NULL ORDER BY position`);
    expect(blocks.map((b) => b.block_type)).toEqual([1, 2, 3, 4, 5]);
    const banner = blocks[0];
    expect(banner.autoplay).toBe(true);
    expect(banner.settings.bannerBlock.autoplayDelay).toBe(5000);
    expect(banner.settings.bannerBlock.banners.length).toBeGreaterThanOrEqual(3);
    for (const b of banner.settings.bannerBlock.banners) {
      expect(b).toEqual({ image: { src: expect.stringMatching(/^\/media\/banners\/\d+\.svg$/) }, name: expect.any(String),
        title: expect.any(String), linkUrl: expect.stringMatching(/^\//), isTargetBlank: false });
    }
    expect(blocks[1].title).toBe('Скидки недели');
    const [set] = await rows(db, `SELECT id FROM good_sets WHERE id = ${Number(blocks[2].settings.goodSetBlock.goodSetId)}`);
    expect(set).toBeDefined();
    const ids: number[] = blocks[4].settings.goodsBlock.goodIds;
    expect(ids).toHaveLength(12);
    const [{ n }] = await rows(db, `SELECT count(*)::int AS n FROM goods WHERE id IN (${ids.join(',')})`);
    expect(n).toBe(12);
  });

  it('has cashback groups for every shop with about eight goods each', async () => {
    const groups = await rows(db, `SELECT g.id, g.shop_id, g.image, count(m.good_id)::int AS n FROM cashback_groups g
      LEFT JOIN cashback_group_goods m ON m.group_id = g.id GROUP BY g.id ORDER BY g.id`);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const g of groups) {
      expect(g.shop_id).toBeNull();
      expect(g.image).toBe(`/media/cashback/${g.id}.svg`);
      expect(g.n).toBe(8);
    }
  });
});

describe('seedIfEmpty', () => {
  it('leaves a seeded database alone', async () => {
    const before = await rows(db, 'SELECT count(*)::int AS n FROM goods');
    expect(await seedIfEmpty(db.db)).toBeNull();
    expect(await rows(db, 'SELECT count(*)::int AS n FROM goods')).toEqual(before);
  });

  it('fills the looks of demo categories seeded before looks were stored, and touches no other row', async () => {
    const old = await fresh();
    try {
      await seed(old.db, { goods: 50 });
      const looks = 'SELECT id, pictogram, hue FROM categories ORDER BY id';
      const seeded = await rows(old, looks);
      // as a database seeded before migration 0006 comes out of it, with a renamed category and a
      // category whose look was set by hand since
      await rows(old, 'UPDATE categories SET pictogram = NULL, hue = NULL');
      await rows(old, "UPDATE categories SET name = 'Молоко и сливки' WHERE id = 101");
      await rows(old, "UPDATE categories SET pictogram = 'fish' WHERE id = 102");
      expect(await seedIfEmpty(old.db)).toBeNull();
      const expected = seeded.map((c) => (c.id === 101 ? { ...c, pictogram: null, hue: null }
        : c.id === 102 ? { ...c, pictogram: 'fish', hue: null } : c));
      expect(await rows(old, looks)).toEqual(expected);
    } finally {
      await old.close();
    }
  });

  it('loads the default demo data (3,000 goods or more) into an empty database', async () => {
    const empty = await fresh();
    try {
      const summary = await seedIfEmpty(empty.db);
      expect(summary?.goods).toBeGreaterThanOrEqual(3000);
      const [{ n }] = await rows(empty, 'SELECT count(*)::int AS n FROM goods');
      expect(n).toBe(summary?.goods);
    } finally {
      await empty.close();
    }
  });
});
