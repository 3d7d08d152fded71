// import.xml: Классификатор/Группы become categories, Свойства resolve the goods' property values,
// Каталог/Товары/Товар become goods; all kept by their 1C Ид. Goods go in per batch of BATCH rows;
// the database's own triggers keep the listing copies in articles, the facet counts and the search
// words true, as for every other writer of goods. A good 1C deletes (Статус="Удален") or a full
// catalogue leaves out is withdrawn: its articles go, so no shop lists, finds or sells it; past
// orders keep it.
import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import {
  changesOnly, mapGood, mapGroups, mapProperty, type GoodRecord, type PropertyDef, type XmlNode,
} from '../../../domain/commerceml';
import { searchColumns } from '../../../domain/search-text';
import { storePictures } from './pictures';
import { BATCH, count, EXACT_GOODS, json, query, touchEveryGood, touchGood, type Run } from './run';
import { readXml } from './xml-stream';

const COLLECT = new Set([
  'Классификатор/Группы', 'Классификатор/Свойства/Свойство', 'Классификатор/Свойства/СвойствоНоменклатуры',
  'Каталог/Товары/Товар', 'Каталог/СодержитТолькоИзменения',
]);
const OPEN = new Set(['Каталог', 'Классификатор']);

type CategoryRow = { id: number; external_id: string; name: string; parent_id: number | null; position: number; is_hidden: boolean };

/** Creates, renames and moves the groups; answers the Ид it named, for hiding the others of a full catalogue. */
async function applyGroups(run: Run, groupsNode: XmlNode, categoryIds: Map<string, number>): Promise<Set<string>> {
  const groups = mapGroups(groupsNode, run.problems);
  const existing = new Map((await query<CategoryRow>(run.tx, sql`SELECT id, external_id, name, parent_id, position, is_hidden
    FROM categories WHERE external_id IS NOT NULL`)).map((r) => [r.external_id, r]));
  let [{ next }] = await query<{ next: number }>(run.tx, sql`SELECT coalesce(max(id), 0) + 1 AS next FROM categories`);
  next = Number(next);
  for (const g of groups) {
    const parentId = g.parentExternalId ? categoryIds.get(g.parentExternalId) ?? null : null;
    const row = existing.get(g.externalId);
    if (row) {
      categoryIds.set(g.externalId, row.id);
      if (row.name === g.name && row.parent_id === parentId && row.position === g.position && !row.is_hidden) continue;
      await run.tx.execute(sql`UPDATE categories SET name = ${g.name}, parent_id = ${parentId}, position = ${g.position}, is_hidden = false
        WHERE id = ${row.id}`);
      count(run, 'groupsChanged');
      run.categories.add(row.id);
    } else {
      const id = next++;
      await run.tx.execute(sql`INSERT INTO categories (id, name, parent_id, position, external_id) VALUES (${id}, ${g.name}, ${parentId}, ${g.position}, ${g.externalId})`);
      categoryIds.set(g.externalId, id);
      count(run, 'groupsCreated');
      run.categories.add(id);
    }
    run.tree = true;
  }
  count(run, 'groups', groups.length);
  return new Set(groups.map((g) => g.externalId));
}

/** A full catalogue's groups are all there are: the 1C groups it did not name are hidden (kept, for a later package). */
async function hideGroups(run: Run, named: Set<string>): Promise<void> {
  const rows = await query<{ id: number; external_id: string }>(run.tx, sql`SELECT id, external_id FROM categories WHERE external_id IS NOT NULL AND NOT is_hidden`);
  const gone = rows.filter((r) => !named.has(r.external_id)).map((r) => r.id);
  if (gone.length === 0) return;
  await run.tx.execute(sql`UPDATE categories SET is_hidden = true WHERE id IN (SELECT (jsonb_array_elements_text(${json(gone)}))::int)`);
  count(run, 'groupsHidden', gone.length);
  for (const id of gone) run.categories.add(id);
  run.tree = true;
}

type GoodRow = {
  id: number; external_id: string; name: string; brand_id: number | null; category_id: number; barcode: string | null;
  description: string | null; info_ingredients: string | null; info_calories: string | null; info_proteins: string | null;
  info_fats: string | null; info_carbohydrates: string | null; country: string | null; package: string | null;
  extra_properties: { id: number; name: string; value: string }[]; measure_id: number; gross_weight: number | null;
  unit_weight: number; image_count: number; withdrawn: boolean; search_text: string; search_key: string;
};

const COLUMNS = `id bigint, external_id text, name text, brand_id int, category_id int, barcode text, description text,
  info_ingredients text, info_calories text, info_proteins text, info_fats text, info_carbohydrates text, country text,
  package text, extra_properties jsonb, measure_id int, gross_weight numeric, unit_weight numeric, image_count int,
  withdrawn boolean, search_text text, search_key text`;

/** What of a good the comparison looks at (numbers as numbers: numeric columns come back as text). */
const shape = (r: Omit<GoodRow, 'id' | 'external_id'>) => JSON.stringify([
  r.name, r.brand_id, r.category_id, r.barcode, r.description, r.info_ingredients, r.info_calories, r.info_proteins, r.info_fats,
  r.info_carbohydrates, r.country, r.package, r.extra_properties, r.measure_id, r.gross_weight === null ? null : Number(r.gross_weight),
  Number(r.unit_weight), r.image_count, r.withdrawn,
]);

type Ctx = {
  categoryIds: Map<string, number>;
  /** extra property names → their ids (shared with the goods already there, so a filter means one thing) */
  propertyIds: Map<string, number>;
  nextGoodId: number;
};

async function brandIds(run: Run, names: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (names.length === 0) return out;
  for (const r of await query<{ id: number; name: string }>(run.tx, sql`SELECT id, name FROM brands
    WHERE name IN (SELECT jsonb_array_elements_text(${json(names)}))`)) out.set(r.name, r.id);
  const missing = names.filter((n) => !out.has(n));
  if (missing.length > 0) {
    for (const r of await query<{ id: number; name: string }>(run.tx, sql`INSERT INTO brands (name)
      SELECT jsonb_array_elements_text(${json(missing)}) RETURNING id, name`)) out.set(r.name, r.id);
  }
  return out;
}

async function flushGoods(run: Run, ctx: Ctx, batch: GoodRecord[]): Promise<void> {
  if (batch.length === 0) return;
  // the last of a good named twice in one batch wins
  const byId = new Map(batch.map((g) => [g.externalId, g]));
  const records = [...byId.values()];
  const existing = new Map((await query<GoodRow>(run.tx, sql`SELECT id, external_id, name, brand_id, category_id, barcode, description,
      info_ingredients, info_calories, info_proteins, info_fats, info_carbohydrates, country, package, extra_properties, measure_id,
      gross_weight, unit_weight, image_count, withdrawn, search_text, search_key
    FROM goods WHERE external_id IN (SELECT jsonb_array_elements_text(${json(records.map((g) => g.externalId))}))`))
    .map((r) => [r.external_id, { ...r, id: Number(r.id) }]));
  const brands = await brandIds(run, [...new Set(records.filter((g) => !g.deleted && g.brand).map((g) => g.brand!))]);

  // the Ид a full catalogue named wait in the database, not in a list here: an Ид read off the file is
  // a slice of the decoded 64 KB chunk it came in, so keeping 100,000 of them kept the chunks, some
  // 200 MB at 100,000 goods
  await run.tx.execute(sql`INSERT INTO exchange_seen SELECT jsonb_array_elements_text(${json(records.map((g) => g.externalId))})
    ON CONFLICT DO NOTHING`);
  const inserts: GoodRow[] = [];
  const updates: GoodRow[] = [];
  const withdrawn: number[] = [];
  const pictures: { goodId: number; paths: string[] }[] = [];
  for (const g of records) {
    const old = existing.get(g.externalId);
    if (g.deleted) {
      if (old && !old.withdrawn) {
        updates.push({ ...old, withdrawn: true });
        withdrawn.push(old.id);
      }
      continue;
    }
    const categoryId = g.groupExternalId ? ctx.categoryIds.get(g.groupExternalId) : undefined;
    if (categoryId === undefined && !old) {
      run.problems.push({
        line: g.line,
        message: g.groupExternalId ? `товар ${g.externalId} «${g.name}» пропущен: группа ${g.groupExternalId} не найдена` : `товар ${g.externalId} «${g.name}» пропущен: не указана группа`,
      });
      continue;
    }
    const extra = g.extra.map((e) => {
      let id = ctx.propertyIds.get(e.name);
      if (id === undefined) {
        id = Math.max(0, ...ctx.propertyIds.values()) + 1;
        ctx.propertyIds.set(e.name, id);
      }
      return { id, name: e.name, value: e.value };
    }).sort((a, b) => a.id - b.id);
    const brand = g.brand ?? null;
    const files = g.pictures.filter((p) => {
      if (fs.existsSync(path.join(run.dir, p))) return true;
      run.problems.push({ line: g.line, message: `картинка ${p} товара ${g.externalId} не загружена, пропущена` });
      return false;
    });
    const gross = g.grossWeight ?? (old ? old.gross_weight : null);
    const row: GoodRow = {
      id: old?.id ?? ctx.nextGoodId++, external_id: g.externalId, name: g.name, brand_id: brand ? brands.get(brand) ?? null : null,
      category_id: categoryId ?? old!.category_id, barcode: g.barcode, description: g.description,
      info_ingredients: g.nutrition.infoIngredients, info_calories: g.nutrition.infoCalories, info_proteins: g.nutrition.infoProteins,
      info_fats: g.nutrition.infoFats, info_carbohydrates: g.nutrition.infoCarbohydrates, country: g.country, package: g.package,
      extra_properties: extra, measure_id: g.measureId, gross_weight: gross === null ? null : Number(gross),
      // a weighed good's unit is the kilogram; a piece weighs what 1C says it does
      unit_weight: g.measureId === 1 ? 1 : gross === null ? 0 : Number(gross),
      image_count: files.length, withdrawn: false,
      ...(() => { const s = searchColumns(g.name, brand); return { search_text: s.searchText, search_key: s.searchKey }; })(),
    };
    // its photos follow its pictures, even when nothing else of it changed (1C reordered them, or sent
    // new bytes under the same name: photos.ts compares the bytes); a good that never had pictures
    // keeps the photos the back office gave it
    const photoGood = files.length > 0 || (old?.image_count ?? 0) > 0;
    if (photoGood) run.photoGoods.add(row.id);
    if (!old) inserts.push(row);
    else if (shape(old) !== shape(row)) updates.push(row);
    else if (!photoGood) continue;
    pictures.push({ goodId: row.id, paths: files.map((p) => `${run.folder}/${p}`) });
  }

  if (inserts.length > 0) {
    await run.tx.execute(sql`INSERT INTO goods (id, external_id, name, brand_id, category_id, barcode, description, info_ingredients,
        info_calories, info_proteins, info_fats, info_carbohydrates, country, package, extra_properties, measure_id, gross_weight,
        unit_weight, image_count, withdrawn, search_text, search_key)
      SELECT id, external_id, name, brand_id, category_id, barcode, description, info_ingredients, info_calories, info_proteins, info_fats,
        info_carbohydrates, country, package, extra_properties, measure_id, coalesce(gross_weight, 0), unit_weight, image_count, withdrawn,
        search_text, search_key
      FROM jsonb_to_recordset(${json(inserts)}) AS v(${sql.raw(COLUMNS)})`);
    count(run, 'goodsCreated', inserts.length);
  }
  if (updates.length > 0) {
    await run.tx.execute(sql`UPDATE goods g SET name = v.name, brand_id = v.brand_id, category_id = v.category_id, barcode = v.barcode,
        description = v.description, info_ingredients = v.info_ingredients, info_calories = v.info_calories, info_proteins = v.info_proteins,
        info_fats = v.info_fats, info_carbohydrates = v.info_carbohydrates, country = v.country, package = v.package,
        extra_properties = v.extra_properties, measure_id = v.measure_id, gross_weight = coalesce(v.gross_weight, g.gross_weight),
        unit_weight = v.unit_weight, image_count = v.image_count, withdrawn = v.withdrawn, search_text = v.search_text, search_key = v.search_key
      FROM jsonb_to_recordset(${json(updates)}) AS v(${sql.raw(COLUMNS)}) WHERE g.id = v.id`);
    count(run, 'goodsChanged', updates.length - withdrawn.length);
    // a good that moved leaves its old category's listing too
    const before = new Map([...existing.values()].map((o) => [o.id, o.category_id]));
    for (const u of updates) run.categories.add(before.get(u.id) ?? u.category_id);
  }
  if (withdrawn.length > 0) {
    await withdraw(run, sql`SELECT (jsonb_array_elements_text(${json(withdrawn)}))::bigint`, withdrawn);
    count(run, 'goodsHidden', withdrawn.length);
  }
  const photos = await storePictures(run.tx, pictures);
  if (photos > 0) count(run, 'photos', photos);
  for (const r of [...inserts, ...updates]) {
    touchGood(run, r.id);
    run.categories.add(r.category_id);
  }
}

/**
 * Takes the goods `ids` selects out of sale: their articles go (the triggers take them out of the
 * facet counts). The database answers only the categories, not a row per article (a full catalogue
 * that leaves out most goods deletes most articles); `known` are the ids when the caller has them.
 */
async function withdraw(run: Run, ids: SQL, known?: number[]): Promise<void> {
  const [gone] = await query<{ categories: (number | null)[] | null }>(run.tx, sql`WITH d AS (DELETE FROM articles
    WHERE good_id IN (${ids}) RETURNING category_id) SELECT array_agg(DISTINCT category_id) AS categories FROM d`);
  for (const id of gone.categories ?? []) if (id !== null) run.categories.add(Number(id));
  const goods = known ?? (await query<{ id: number }>(run.tx, sql`${ids} LIMIT ${EXACT_GOODS + 1}`)).map((r) => Number(r.id));
  if (goods.length > EXACT_GOODS) touchEveryGood(run);
  for (const id of goods) touchGood(run, id);
}

export async function importCatalog(run: Run, file: string): Promise<void> {
  let full = true;
  const categoryIds = new Map((await query<{ id: number; external_id: string }>(run.tx, sql`SELECT id, external_id FROM categories
    WHERE external_id IS NOT NULL`)).map((r) => [r.external_id, r.id]));
  const ctx: Ctx = { categoryIds, propertyIds: new Map(), nextGoodId: 0 };
  await run.tx.execute(sql`CREATE TEMP TABLE exchange_seen (external_id text PRIMARY KEY) ON COMMIT DROP`);
  for (const r of await query<{ name: string; id: number }>(run.tx, sql`SELECT DISTINCT ON (e->>'name') e->>'name' AS name, (e->>'id')::int AS id
    FROM goods, jsonb_array_elements(extra_properties) e ORDER BY e->>'name', (e->>'id')::int`)) ctx.propertyIds.set(r.name, Number(r.id));
  ctx.nextGoodId = Number((await query<{ next: number }>(run.tx, sql`SELECT coalesce(max(id), 0) + 1 AS next FROM goods`))[0].next);
  const props = new Map<string, PropertyDef>();
  let batch: GoodRecord[] = [];
  let read = 0;
  // the classifier comes before the catalogue: whether its groups are all there are is known from its
  // own attribute, else from the catalogue's, so hiding waits for the end of the file
  let classifierFull: boolean | null = null;
  let named: Set<string> | null = null;
  for await (const ev of readXml(file, COLLECT, OPEN)) {
    if (ev.type === 'open') {
      if (ev.path === 'Каталог') full = !changesOnly(ev.attrs);
      else if ('СодержитТолькоИзменения' in ev.attrs) classifierFull = !changesOnly(ev.attrs);
      continue;
    }
    const { path: at, node } = ev;
    if (at === 'Каталог/СодержитТолькоИзменения') full = !changesOnly({}, node.text);
    else if (at === 'Классификатор/Группы') named = await applyGroups(run, node, categoryIds);
    else if (at.startsWith('Классификатор/Свойства/')) {
      const p = mapProperty(node);
      if (p) props.set(p[0], p[1]);
    } else if (at === 'Каталог/Товары/Товар') {
      const good = mapGood(node, props, run.problems);
      read++;
      if (good) batch.push(good);
      if (batch.length >= BATCH) {
        await flushGoods(run, ctx, batch);
        batch = [];
        run.progress(`товаров прочитано: ${read}`);
      }
    }
  }
  await flushGoods(run, ctx, batch);
  count(run, 'goods', read);
  if (named && (classifierFull ?? full)) await hideGroups(run, named);
  if (full && read > 0) {
    // what a full catalogue leaves out is no longer sold (only goods that came from 1C: those made here stay)
    await run.tx.execute(sql`CREATE TEMP TABLE exchange_gone (id bigint PRIMARY KEY) ON COMMIT DROP`);
    const [{ n }] = await query<{ n: number }>(run.tx, sql`WITH g AS (UPDATE goods SET withdrawn = true
      WHERE external_id IS NOT NULL AND NOT withdrawn AND NOT EXISTS (SELECT 1 FROM exchange_seen s WHERE s.external_id = goods.external_id)
      RETURNING id), i AS (INSERT INTO exchange_gone SELECT id FROM g RETURNING id) SELECT count(*)::int AS n FROM i`);
    if (Number(n) > 0) {
      await withdraw(run, sql`SELECT id FROM exchange_gone`);
      count(run, 'goodsHidden', Number(n));
    }
  }
}
