// The rows pricing reads: the shop's terms, the goods with their stock and category chain, the
// customer's card and history, the active promotions and a promo code with its uses. A basket reads
// all but the goods and the zone in one statement (loadPricingContext): on PGlite every statement
// has a fixed cost, and a basket is priced on every change of the basket page.
import { sql, type SQL } from 'drizzle-orm';
import type { PromotionResult, PromotionRule } from '../../../contract';
import type { GoodFacts, PricingShop, PromoCodeDef, PromotionContext, PromotionDef } from '../../../domain/pricing';
import { ORDER_STATUS } from '../../../domain/order-status';
import { notFound } from '../../lib/http';
import { rows, type DbOrTx } from './db';

/** JSON columns come parsed from both drivers; a string is parsed here in case one does not. */
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

// ---- the shop -----------------------------------------------------------------------------------

type ShopRow = {
  id: number; delivery_enabled: boolean; delivery_costs: PricingShop['deliveryCosts']; max_free_weight: string | number;
  over_kylo_price: string | number; packaging_cost: PricingShop['packagingCost']; packet_cost: PricingShop['packetCost'];
  min_order_amount: string | number;
};

const shopQuery = (shopId: number) => sql`SELECT id, delivery_enabled, delivery_costs, max_free_weight, over_kylo_price,
  packaging_cost, packet_cost, min_order_amount FROM shops WHERE id = ${shopId}`;

const shopNotFound = (shopId: number) => notFound(`Магазин ${shopId} не найден.`);

const toShop = (s: ShopRow): PricingShop => ({
  id: s.id, deliveryEnabled: s.delivery_enabled, deliveryCosts: json<PricingShop['deliveryCosts']>(s.delivery_costs) ?? [],
  maxFreeWeight: Number(s.max_free_weight), overKyloPrice: Number(s.over_kylo_price),
  packagingCost: json<PricingShop['packagingCost']>(s.packaging_cost) ?? null, packetCost: json<PricingShop['packetCost']>(s.packet_cost) ?? null,
  minOrderAmount: Number(s.min_order_amount),
});

/** The shop's pricing terms; 404 (Russian) for an unknown shop. */
export async function loadShop(db: DbOrTx, shopId: number): Promise<PricingShop> {
  const [s] = await rows<ShopRow>(db, shopQuery(shopId));
  if (!s) throw shopNotFound(shopId);
  return toShop(s);
}

// ---- goods and categories -----------------------------------------------------------------------

type GoodRow = {
  id: string | number; measure_id: number; gross_weight: string; is_pickup: boolean; category_id: number; quantity: string | null;
  register_price: string | null; actual_price: string | null;
};

export type CategoryChains = (id: number) => number[];

/**
 * Each category with the categories above it, from the whole tree as [id, parentId] pairs (under a
 * hundred rows: one cheap read; walking it in SQL with a recursive CTE per basket cost twice the
 * goods' own read).
 */
function chainsOf(pairs: [number, number | null][]): CategoryChains {
  const parents = new Map(pairs);
  const cache = new Map<number, number[]>();
  return (id) => {
    let chain = cache.get(id);
    if (!chain) {
      chain = [];
      // a cycle in bad data must not loop forever
      for (let at: number | null | undefined = id; at != null && !chain.includes(at) && chain.length < 20; at = parents.get(at)) chain.push(at);
      cache.set(id, chain);
    }
    return chain;
  };
}

const categoryPairs = sql`SELECT coalesce(json_agg(json_build_array(id, parent_id)), '[]'::json) FROM categories`;

async function loadCategoryChains(db: DbOrTx): Promise<CategoryChains> {
  const [r] = await rows<{ pairs: unknown }>(db, sql`SELECT (${categoryPairs}) AS pairs`);
  return chainsOf(json<[number, number | null][]>(r.pairs));
}

/**
 * The asked goods as the shop has them (a good it does not sell: stock 0); unknown ids are left out.
 * `chains`: the category chains when the caller has them already.
 */
export async function loadGoods(db: DbOrTx, shopId: number, ids: number[], chains?: CategoryChains): Promise<Map<number, GoodFacts>> {
  const out = new Map<number, GoodFacts>();
  if (ids.length === 0) return out;
  // one array parameter, not 40
  const list = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  // sequential, not Promise.all: a transaction's one connection must not get overlapping queries
  const found = await rows<GoodRow>(db, sql`SELECT g.id, g.measure_id, g.gross_weight, g.is_pickup, g.category_id, a.quantity, a.register_price, a.actual_price
      FROM goods g LEFT JOIN articles a ON a.good_id = g.id AND a.shop_id = ${shopId} WHERE g.id = ANY(${list}::bigint[])`);
  const chainOf = chains ?? await loadCategoryChains(db);
  for (const r of found) {
    out.set(Number(r.id), {
      id: Number(r.id), measureId: r.measure_id, grossWeight: Number(r.gross_weight), isPickup: r.is_pickup,
      categories: chainOf(r.category_id), stock: Number(r.quantity ?? 0),
      registerPrice: Number(r.register_price ?? 0), actualPrice: Number(r.actual_price ?? 0),
    });
  }
  return out;
}

// ---- promotions ---------------------------------------------------------------------------------

type PromotionRow = { id: number; title: string; info: string | null; rules: PromotionRule[]; results: PromotionResult[] };

const activePromotions = (shopId: number, now: Date) => sql`SELECT id, title, info, rules, results, position FROM promotions
  WHERE is_active AND (shop_ids IS NULL OR shop_ids @> ${JSON.stringify([shopId])}::jsonb)
    AND (starts_at IS NULL OR starts_at <= ${now.toISOString()}::timestamptz)
    AND (ends_at IS NULL OR ends_at > ${now.toISOString()}::timestamptz)`;

const toPromotion = (p: PromotionRow): PromotionDef =>
  ({ id: p.id, title: p.title, info: p.info, rules: json<PromotionRule[]>(p.rules), results: json<PromotionResult[]>(p.results) });

/** Promotions active now in the shop, in their display order. */
export async function loadPromotions(db: DbOrTx, shopId: number, now: Date): Promise<PromotionDef[]> {
  const found = await rows<PromotionRow>(db, sql`${activePromotions(shopId, now)} ORDER BY position, id`);
  return found.map(toPromotion);
}

// ---- the customer -------------------------------------------------------------------------------

export type CustomerFacts = { hasCard: boolean; isSpecialLogin: boolean };
type CustomerRow = { card: string | null; special: boolean };

const customerQuery = (customerId: number | null) => sql`SELECT c.card,
    EXISTS (SELECT 1 FROM special_logins s WHERE s.login = c.phone OR s.login = lower(c.email)) AS special
  FROM customers c WHERE c.id = ${customerId}`;

const toCustomer = (c: CustomerRow): CustomerFacts => ({ hasCard: c.card !== null, isSpecialLogin: Boolean(c.special) });

// Earlier orders leave out annulled ones: an order whose payment never went through is
// not a first order.
const orderCount = (customerId: number) => sql`SELECT count(*) FROM orders WHERE customer_id = ${customerId} AND status <> ${ORDER_STATUS.annulled}`;
const usesByPromotion = (customerId: number | null) => sql`SELECT coalesce(json_object_agg(promotion_id, n), '{}'::json)
  FROM (SELECT promotion_id, count(*) AS n FROM promotion_uses WHERE customer_id = ${customerId} GROUP BY promotion_id) u`;

const toUses = (v: unknown) => new Map(Object.entries(json<Record<string, number | string>>(v) ?? {}).map(([k, n]) => [Number(k), Number(n)]));

// ---- promo codes --------------------------------------------------------------------------------

type CodeRow = {
  id: number; code: string; discount_type: number; amount: string | number; min_basket_amount: string | number; rule_categories: number[];
  rule_white_price: boolean; barcode: string | null; shop_ids: number[] | null; max_uses: number | null;
  max_uses_per_customer: number | null; starts_at: string | Date | null; ends_at: string | Date | null;
  uses: string | number; customer_uses: string | number; category_names: string[] | string | null; is_active: boolean;
};

export type LoadedPromoCode = PromoCodeDef & { id: number };

const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));

const codeQuery = (code: string, customerId: number | null) => sql`SELECT p.id, p.code, p.discount_type, p.amount,
    p.min_basket_amount, p.rule_categories, p.rule_white_price, p.barcode, p.shop_ids, p.max_uses, p.max_uses_per_customer,
    p.starts_at, p.ends_at, p.is_active,
    (SELECT count(*) FROM promo_code_uses u WHERE u.promo_code_id = p.id) AS uses,
    (SELECT count(*) FROM promo_code_uses u WHERE u.promo_code_id = p.id AND u.customer_id = ${customerId}) AS customer_uses,
    (SELECT json_agg(c.name ORDER BY c.name) FROM categories c WHERE p.rule_categories @> to_jsonb(c.id)) AS category_names
  FROM promo_codes p WHERE lower(p.code) = lower(${code.trim()})`;

const toCode = (r: CodeRow, customerId: number | null): LoadedPromoCode => ({
  id: r.id, code: r.code, discountType: Number(r.discount_type) as 1 | 2, amount: Number(r.amount),
  minBasketAmount: Number(r.min_basket_amount), ruleCategories: json<number[]>(r.rule_categories), ruleCategoryNames: json<string[] | null>(r.category_names) ?? [],
  ruleWhitePrice: r.rule_white_price, barcode: r.barcode, shopIds: json<number[] | null>(r.shop_ids),
  startsAt: asDate(r.starts_at), endsAt: asDate(r.ends_at), maxUses: r.max_uses, maxUsesPerCustomer: r.max_uses_per_customer,
  uses: Number(r.uses), customerUses: customerId === null ? null : Number(r.customer_uses), isActive: r.is_active !== false,
});

/** A promo code by its text (any case) with its uses so far; null when there is none. */
export async function loadPromoCode(db: DbOrTx, code: string, customerId: number | null): Promise<LoadedPromoCode | null> {
  const [r] = await rows<CodeRow>(db, codeQuery(code, customerId));
  return r ? toCode(r, customerId) : null;
}

// ---- all of it at once --------------------------------------------------------------------------

export type PricingContext = {
  shop: PricingShop;
  /** null: a guest, or a customer that is gone */
  customer: (CustomerFacts & { history: NonNullable<PromotionContext['customer']> }) | null;
  promotions: PromotionDef[];
  /** undefined: none asked; null: asked but unknown */
  promoCode: LoadedPromoCode | null | undefined;
  chains: CategoryChains;
};

const rowJson = (query: SQL) => sql`(SELECT row_to_json(x) FROM (${query}) x)`;

/**
 * The shop, the customer with the history its rules need, the active promotions, the asked promo
 * code and the category tree, in one statement. 404 for an unknown shop.
 */
export async function loadPricingContext(
  db: DbOrTx, shopId: number, customerId: number | null, code: string | null, now: Date,
): Promise<PricingContext> {
  const [r] = await rows<{ shop: unknown; customer: unknown; promotions: unknown; uses: unknown; orders: unknown; code: unknown; pairs: unknown }>(db, sql`SELECT
    ${rowJson(shopQuery(shopId))} AS shop,
    ${customerId === null ? sql`NULL::json` : rowJson(customerQuery(customerId))} AS customer,
    (SELECT coalesce(json_agg(p ORDER BY p.position, p.id), '[]'::json) FROM (${activePromotions(shopId, now)}) p) AS promotions,
    ${customerId === null ? sql`'{}'::json` : sql`(${usesByPromotion(customerId)})`} AS uses,
    ${customerId === null ? sql`0` : sql`(${orderCount(customerId)})`} AS orders,
    ${code === null ? sql`NULL::json` : rowJson(codeQuery(code, customerId))} AS code,
    (${categoryPairs}) AS pairs`);
  const shop = json<ShopRow | null>(r.shop);
  if (!shop) throw shopNotFound(shopId);
  const customer = json<CustomerRow | null>(r.customer);
  const promoCode = json<CodeRow | null>(r.code);
  return {
    shop: toShop(shop),
    customer: customer && { ...toCustomer(customer), history: { orderCount: Number(r.orders ?? 0), uses: toUses(r.uses) } },
    promotions: json<PromotionRow[]>(r.promotions).map(toPromotion),
    promoCode: code === null ? undefined : promoCode && toCode(promoCode, customer ? customerId : null),
    chains: chainsOf(json<[number, number | null][]>(r.pairs)),
  };
}
