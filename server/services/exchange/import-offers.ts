// offers.xml: each offer's regular and card price (ТипыЦен by name, EXCHANGE_1C_PRICE and
// EXCHANGE_1C_CARD_PRICE) and its stock per shop (warehouse ids, either CommerceML form, or one
// figure for every shop) become the good's articles. Prices are per good: every shop the good is
// stocked in gets the same ones (docs/decisions/0161). A full package's silence means no stock.
import { sql } from 'drizzle-orm';
import {
  cardPriceOf, changesOnly, choosePriceTypes, mapOffer, mapPriceType, mergeOffers, shopQuantities, type OfferRecord, type PriceType,
} from '../../../domain/commerceml';
import { env } from '../../env';
import { applyDiscountPrices } from '../discount-prices';
import { BATCH, count, EXACT_GOODS, json, query, touchEveryGood, touchGood, type Run } from './run';
import { readXml } from './xml-stream';

const COLLECT = new Set([
  'ПакетПредложений/ТипыЦен/ТипЦены', 'ПакетПредложений/Предложения/Предложение', 'ПакетПредложений/СодержитТолькоИзменения',
]);
const OPEN = new Set(['ПакетПредложений']);

type Ctx = {
  types: { regular: string | null; card: string | null } | null;
  priceTypes: PriceType[];
  warehouses: Map<string, number>;
  shops: number[];
  /** a full package (not СодержитТолькоИзменения): what it offers is kept for its end */
  full: boolean;
};

type ArticleRow = { shop_id: number; good_id: number; quantity: number | null; register: number | null; actual: number | null; create: boolean };

/** The offers of hidden goods, into hidden_articles as flushOffers writes articles: no counts, no pages. */
async function writeHiddenArticles(run: Run, rows: ArticleRow[]): Promise<void> {
  if (rows.length === 0) return;
  await run.tx.execute(sql`UPDATE hidden_articles a SET
      quantity = coalesce(v.quantity, a.quantity), register_price = coalesce(v.register, a.register_price), actual_price = coalesce(v.actual, a.actual_price)
    FROM jsonb_to_recordset(${json(rows)}) AS v(shop_id int, good_id bigint, quantity numeric, register numeric, actual numeric)
    WHERE a.shop_id = v.shop_id AND a.good_id = v.good_id`);
  await run.tx.execute(sql`INSERT INTO hidden_articles (shop_id, good_id, quantity, register_price, actual_price)
    SELECT v.shop_id, v.good_id, v.quantity, v.register, v.actual
    FROM jsonb_to_recordset(${json(rows.filter((r) => r.create))}) AS v(shop_id int, good_id bigint, quantity numeric, register numeric, actual numeric)
    ON CONFLICT (shop_id, good_id) DO NOTHING`);
}

async function flushOffers(run: Run, ctx: Ctx, batch: Map<string, OfferRecord>): Promise<void> {
  if (batch.size === 0) return;
  const goods = new Map((await query<{ id: number; external_id: string; withdrawn: boolean; is_hidden: boolean }>(run.tx, sql`SELECT id, external_id, withdrawn, is_hidden
    FROM goods WHERE external_id IN (SELECT jsonb_array_elements_text(${json([...batch.keys()])}))`)).map((r) => [r.external_id, r]));
  // the goods a full package offered wait in the database for its end, so nothing here grows with the file
  if (ctx.full && goods.size > 0) {
    await run.tx.execute(sql`INSERT INTO exchange_offered SELECT (jsonb_array_elements_text(${json([...goods.values()].map((g) => g.id))}))::bigint
      ON CONFLICT DO NOTHING`);
  }
  const rows: ArticleRow[] = [];
  for (const offer of batch.values()) {
    const good = goods.get(offer.goodExternalId);
    if (!good) {
      run.problems.push({ line: offer.line, message: `предложение товара ${offer.goodExternalId} пропущено: товара нет в каталоге` });
      continue;
    }
    const goodId = Number(good.id);
    if (good.withdrawn) {
      count(run, 'offersOfWithdrawn');
      continue;
    }
    count(run, 'offers');
    const quantities = shopQuantities(offer.stock, ctx.warehouses, ctx.shops);
    const register = offer.regular;
    const actual = register === null ? null : cardPriceOf(register, offer.card);
    for (const shop of ctx.shops) {
      const quantity = quantities?.get(shop) ?? null;
      if (quantity === null && register === null) continue;
      // a shop gets an article once it has the good in stock and a price for it; otherwise only an article there changes
      rows.push({ shop_id: shop, good_id: goodId, quantity, register, actual, create: register !== null && quantity !== null && quantity > 0 });
    }
    if (register === null && !quantities) run.problems.push({ line: offer.line, message: `предложение товара ${offer.goodExternalId}: ни цены, ни остатка` });
  }
  // a good a site admin hid keeps its prices and stock in hidden_articles meanwhile (decision 186): no page shows them
  const hidden = new Set([...goods.values()].filter((g) => g.is_hidden).map((g) => Number(g.id)));
  if (hidden.size > 0) {
    await writeHiddenArticles(run, rows.filter((r) => hidden.has(r.good_id)));
    rows.splice(0, rows.length, ...rows.filter((r) => !hidden.has(r.good_id)));
  }
  if (rows.length === 0) return;
  const changed = await query<{ shop_id: number; good_id: number; category_id: number | null }>(run.tx, sql`UPDATE articles a SET
      quantity = coalesce(v.quantity, a.quantity), register_price = coalesce(v.register, a.register_price), actual_price = coalesce(v.actual, a.actual_price),
      own_price = CASE WHEN v.actual IS NULL THEN a.own_price END
    FROM jsonb_to_recordset(${json(rows)}) AS v(shop_id int, good_id bigint, quantity numeric, register numeric, actual numeric, "create" boolean)
    WHERE a.shop_id = v.shop_id AND a.good_id = v.good_id
      AND (a.quantity, a.register_price, a.actual_price, a.own_price) IS DISTINCT FROM
        (coalesce(v.quantity, a.quantity), coalesce(v.register, a.register_price), coalesce(v.actual, a.actual_price), CASE WHEN v.actual IS NULL THEN a.own_price END)
    RETURNING a.shop_id, a.good_id, a.category_id`);
  const created = await query<{ shop_id: number; good_id: number; category_id: number | null }>(run.tx, sql`INSERT INTO articles (shop_id, good_id, quantity, register_price, actual_price)
    SELECT v.shop_id, v.good_id, v.quantity, v.register, v.actual
    FROM jsonb_to_recordset(${json(rows.filter((r) => r.create))}) AS v(shop_id int, good_id bigint, quantity numeric, register numeric, actual numeric)
    ON CONFLICT (shop_id, good_id) DO NOTHING
    RETURNING shop_id, good_id, category_id`);
  // 1C's new card price is the base again: the back office's discounts on now lower it once more (decision 188)
  await applyDiscountPrices(run.tx, [...changed, ...created].map((r) => Number(r.good_id)));
  count(run, 'articlesChanged', changed.length);
  count(run, 'articlesCreated', created.length);
  for (const r of [...changed, ...created]) {
    touchGood(run, Number(r.good_id), Number(r.shop_id));
    if (r.category_id !== null) run.categories.add(Number(r.category_id));
  }
}

export async function importOffers(run: Run, file: string): Promise<void> {
  const shops = await query<{ id: number; warehouse_id: string | null }>(run.tx, sql`SELECT id, warehouse_id FROM shops ORDER BY id`);
  const ctx: Ctx = {
    types: null, priceTypes: [],
    warehouses: new Map(shops.filter((s) => s.warehouse_id).map((s) => [s.warehouse_id!, Number(s.id)])),
    shops: shops.map((s) => Number(s.id)),
    full: true,
  };
  await run.tx.execute(sql`CREATE TEMP TABLE exchange_offered (good_id bigint PRIMARY KEY) ON COMMIT DROP`);
  let batch = new Map<string, OfferRecord>();
  let read = 0;
  for await (const ev of readXml(file, COLLECT, OPEN)) {
    if (ev.type === 'open') {
      ctx.full = !changesOnly(ev.attrs);
      continue;
    }
    const { path: at, node } = ev;
    if (at === 'ПакетПредложений/СодержитТолькоИзменения') ctx.full = !changesOnly({}, node.text);
    else if (at === 'ПакетПредложений/ТипыЦен/ТипЦены') {
      const t = mapPriceType(node);
      if (t) ctx.priceTypes.push(t);
    } else {
      let types = ctx.types;
      if (!types) {
        types = ctx.types = choosePriceTypes(ctx.priceTypes, env.EXCHANGE_1C_PRICE, env.EXCHANGE_1C_CARD_PRICE);
        if (!types.regular && ctx.priceTypes.length > 0) {
          run.problems.push({ line: node.line, message: `тип цен «${env.EXCHANGE_1C_PRICE}» не найден среди ${ctx.priceTypes.map((t) => `«${t.name}»`).join(', ')}: цены не изменены` });
        }
      }
      const offer = mapOffer(node, types, run.problems);
      read++;
      if (offer) {
        const had = batch.get(offer.goodExternalId);
        batch.set(offer.goodExternalId, had ? mergeOffers(had, offer) : offer);
      }
      if (batch.size >= BATCH) {
        await flushOffers(run, ctx, batch);
        batch = new Map();
        run.progress(`предложений прочитано: ${read}`);
      }
    }
  }
  await flushOffers(run, ctx, batch);
  count(run, 'offersRead', read);
  if (ctx.full) {
    // a full package is the whole truth about 1C's goods: those it left out have no stock anywhere
    // the database answers counts and categories, and the articles only while they are few: a package
    // that leaves out most goods empties most articles
    const [e] = await query<{ n: number; goods: number; categories: (number | null)[] | null; touched: [number, number][] | null }>(run.tx, sql`
      WITH e AS (UPDATE articles a SET quantity = 0
        FROM goods g WHERE g.id = a.good_id AND g.external_id IS NOT NULL AND a.quantity <> 0
          AND NOT EXISTS (SELECT 1 FROM exchange_offered o WHERE o.good_id = a.good_id)
        RETURNING a.shop_id, a.good_id, a.category_id),
      s AS (SELECT count(*)::int AS n, count(DISTINCT good_id)::int AS goods, array_agg(DISTINCT category_id) AS categories FROM e)
      SELECT s.n, s.goods, s.categories,
        CASE WHEN s.goods <= ${EXACT_GOODS} THEN (SELECT jsonb_agg(jsonb_build_array(good_id, shop_id)) FROM e) END AS touched
      FROM s`);
    count(run, 'articlesEmptied', Number(e.n));
    for (const id of e.categories ?? []) if (id !== null) run.categories.add(Number(id));
    if (Number(e.goods) > EXACT_GOODS) touchEveryGood(run);
    for (const [good, shop] of e.touched ?? []) touchGood(run, Number(good), Number(shop));
  }
}
