// The 1C exchange's import on PostgreSQL (issue 37's measurements), in process on a fresh database
// of the server at BENCH_POSTGRES_URL (else TEST_POSTGRES_URL, DATABASE_URL, the local server):
//  1. a full package (import.xml + offers.xml, server/demo/exchange/generate.ts) of N goods × 10
//     warehouses, each file in its transaction as the exchange runs it, with the process's peak RSS;
//  2. the physical limit beside it: a bare server-side COPY of the same goods and articles rows into
//     the same tables (emptied first; the triggers that keep the listing data run as for any writer);
//  3. a changes-only offers.xml of 10,000 offers (new prices and stock), and how many pages it
//     revalidated.
// `npm run bench -- --only exchange` (N = 10,000 and 100,000), or
// `node --import tsx bench/exchange.ts [goods…]` for other sizes.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { openPostgres, rowsOf, type DbHandle } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { goodId, writePackage } from '../server/demo/exchange/generate';
import { importCatalog } from '../server/services/exchange/import-catalog';
import { importOffers } from '../server/services/exchange/import-offers';
import { pagesAfterCommit } from '../server/services/exchange/pages';
import type { Run } from '../server/services/exchange/run';

const WAREHOUSES = 10;
const CHANGED_OFFERS = 10_000;
const URL_ = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export type ExchangeFigures = {
  goods: number; importMs: number; catalogMs: number; offersMs: number; copyMs: number; ratio: number; peakRssMb: number; startRssMb: number;
  changesMs: number; changesPages: number;
};

const mb = (b: number) => Math.round(b / 1024 / 1024);

export async function freshDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const name = `shop_bench_exchange_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const admin = await openPostgres(URL_);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  const u = new URL(URL_);
  u.pathname = `/${name}`;
  const handle = await openPostgres(u.toString());
  await migrate(handle);
  await handle.db.execute(sql`INSERT INTO regions (id, name) VALUES (1, 'Курск')`);
  for (let i = 1; i <= WAREHOUSES; i++) {
    await handle.db.execute(sql`INSERT INTO shops (id, name, address, region_id, latitude, longitude, paid_settings, warehouse_id)
      VALUES (${i}, ${`Магазин ${i}`}, 'ул. Ленина, 1', 1, 51.7, 36.2, '{}'::jsonb, ${`shop-${i}`})`);
  }
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    },
  };
}

export async function runFile(handle: DbHandle, dir: string, file: string, kind: 'catalog' | 'offers'): Promise<Run['counts']> {
  const counts: Run['counts'] = {};
  await handle.db.transaction(async (tx) => {
    const run: Run = { tx, file, dir, folder: 'bench', counts, problems: [], goods: new Map(), categories: new Set(), tree: false, progress: () => {}, photoGoods: new Set() };
    await (kind === 'catalog' ? importCatalog : importOffers)(run, path.join(dir, file));
    counts.pages = await pagesAfterCommit(run);
  });
  return counts;
}

const GOOD_COLUMNS = `id, external_id, name, brand_id, category_id, barcode, description, info_ingredients, info_calories, info_proteins, info_fats,
  info_carbohydrates, country, package, extra_properties, measure_id, gross_weight, unit_weight, image_count, is_pickup, withdrawn, search_text, search_key`;
const ARTICLE_COLUMNS = 'shop_id, good_id, quantity, register_price, actual_price';

/** The same goods and articles rows through server-side COPY: written out, the tables emptied, read back in (timed). */
async function bareCopy(handle: DbHandle): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-copy-'));
  fs.chmodSync(dir, 0o777);
  const goods = path.join(dir, 'goods.csv');
  const articles = path.join(dir, 'articles.csv');
  await handle.db.execute(sql.raw(`COPY (SELECT ${GOOD_COLUMNS} FROM goods) TO '${goods}' WITH (FORMAT csv)`));
  await handle.db.execute(sql.raw(`COPY (SELECT ${ARTICLE_COLUMNS} FROM articles) TO '${articles}' WITH (FORMAT csv)`));
  await handle.db.execute(sql`TRUNCATE articles, good_pictures, goods CASCADE`);
  const started = performance.now();
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`COPY goods (${GOOD_COLUMNS}) FROM '${goods}' WITH (FORMAT csv)`));
    await tx.execute(sql.raw(`COPY articles (${ARTICLE_COLUMNS}) FROM '${articles}' WITH (FORMAT csv)`));
  });
  const ms = performance.now() - started;
  fs.rmSync(dir, { recursive: true, force: true });
  return ms;
}

/** A changes-only offers.xml: new prices and stock for the first `n` goods. */
function changesOnlyOffers(file: string, n: number) {
  const parts = ['<?xml version="1.0" encoding="windows-1251"?>\n<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10">',
    '<ПакетПредложений СодержитТолькоИзменения="true"><ТипыЦен><ТипЦены><Ид>price-retail</Ид><Наименование>Розничная</Наименование></ТипЦены></ТипыЦен><Предложения>\n'];
  for (let i = 0; i < n; i++) {
    parts.push(`<Предложение><Ид>${goodId(i)}</Ид><Цены><Цена><ИдТипаЦены>price-retail</ИдТипаЦены><ЦенаЗаЕдиницу>${(500 + (i % 50)).toFixed(2)}</ЦенаЗаЕдиницу></Цена></Цены>`
      + `<Остатки><Остаток><Склад><Ид>shop-1</Ид><Количество>${(i % 30) + 1}</Количество></Склад></Остаток></Остатки></Предложение>\n`);
  }
  parts.push('</Предложения></ПакетПредложений></КоммерческаяИнформация>\n');
  fs.writeFileSync(file, iconv.encode(parts.join(''), 'win1251'));
}

export async function benchExchange(goods: number, log: (s: string) => void = console.log): Promise<ExchangeFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-exchange-'));
  const { handle, drop } = await freshDatabase();
  try {
    await writePackage(dir, { goods, warehouses: WAREHOUSES });
    log(`exchange: ${goods} goods × ${WAREHOUSES} warehouses written (${mb(fs.statSync(path.join(dir, 'import.xml')).size)} + ${mb(fs.statSync(path.join(dir, 'offers.xml')).size)} MB)`);
    global.gc?.();
    const startRss = process.memoryUsage.rss();
    let peak = startRss;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 50);
    const t0 = performance.now();
    const catalog = await runFile(handle, dir, 'import.xml', 'catalog');
    const t1 = performance.now();
    const offers = await runFile(handle, dir, 'offers.xml', 'offers');
    const t2 = performance.now();
    clearInterval(sampler);
    const [{ n }] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM articles`));
    log(`exchange: import.xml ${Math.round(t1 - t0)} ms (${catalog.goodsCreated} goods), offers.xml ${Math.round(t2 - t1)} ms (${n} articles), peak RSS ${mb(peak)} MB`);

    const changes = path.join(dir, 'changes', 'offers.xml');
    fs.mkdirSync(path.dirname(changes));
    changesOnlyOffers(changes, Math.min(CHANGED_OFFERS, goods));
    const c0 = performance.now();
    const changed = await runFile(handle, path.dirname(changes), 'offers.xml', 'offers');
    const changesMs = performance.now() - c0;
    log(`exchange: changes-only ${Math.min(CHANGED_OFFERS, goods)} offers ${Math.round(changesMs)} ms, ${changed.pages} pages revalidated`);

    const copyMs = await bareCopy(handle);
    log(`exchange: bare COPY of the same ${goods} goods and ${n} articles ${Math.round(copyMs)} ms`);
    void offers;
    return {
      goods, importMs: t2 - t0, catalogMs: t1 - t0, offersMs: t2 - t1, copyMs, ratio: (t2 - t0) / copyMs, peakRssMb: mb(peak), startRssMb: mb(startRss),
      changesMs, changesPages: changed.pages,
    };
  } finally {
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function exchangeRows(f: ExchangeFigures): { what: string; value: string; note?: string }[] {
  return [
    { what: `exchange: full package, ${f.goods} goods × ${WAREHOUSES} warehouses`, value: `${(f.importMs / 1000).toFixed(1)} s`, note: `import.xml ${(f.catalogMs / 1000).toFixed(1)} s, offers.xml ${(f.offersMs / 1000).toFixed(1)} s` },
    { what: '  bare COPY of the same rows', value: `${(f.copyMs / 1000).toFixed(1)} s`, note: `ratio ${f.ratio.toFixed(2)} (goal ≤ 3)` },
    { what: '  peak RSS', value: `${f.peakRssMb} MB`, note: `${f.startRssMb} MB before (goal < 400 MB, flat)` },
    { what: `  changes-only ${Math.min(CHANGED_OFFERS, f.goods)} offers`, value: `${(f.changesMs / 1000).toFixed(2)} s`, note: `${f.changesPages} pages revalidated (goal < 5 s)` },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  for (const goods of sizes.length ? sizes : [10_000]) {
    const f = await benchExchange(goods);
    for (const r of exchangeRows(f)) console.log(`${r.what.padEnd(56)} ${r.value.padStart(10)}  ${r.note ?? ''}`);
  }
}
