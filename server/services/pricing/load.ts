// The rows pricing reads: the shop's terms, the goods with their stock and category chain, the
// customer's card and history, the active promotions and a promo code with its uses.
import { sql } from 'drizzle-orm';
import type { PromotionResult, PromotionRule } from '../../../contract';
import type { GoodFacts, PricingShop, PromoCodeDef, PromotionContext, PromotionDef } from '../../../domain/pricing';
import { notFound } from '../../lib/http';
import { rows, type DbOrTx } from './db';

type ShopRow = {
  id: number; delivery_enabled: boolean; delivery_costs: PricingShop['deliveryCosts']; max_free_weight: string;
  over_kylo_price: string; packaging_cost: PricingShop['packagingCost']; packet_cost: PricingShop['packetCost'];
  min_order_amount: string;
};

/** The shop's pricing terms; 404 (Russian) for an unknown shop. */
export async function loadShop(db: DbOrTx, shopId: number): Promise<PricingShop> {
  const [s] = await rows<ShopRow>(db, sql`SELECT id, delivery_enabled, delivery_costs, max_free_weight, over_kylo_price,
    packaging_cost, packet_cost, min_order_amount FROM shops WHERE id = ${shopId}`);
  if (!s) throw notFound(`Магазин ${shopId} не найден.`);
  return {
    id: s.id, deliveryEnabled: s.delivery_enabled, deliveryCosts: s.delivery_costs ?? [],
    maxFreeWeight: Number(s.max_free_weight), overKyloPrice: Number(s.over_kylo_price),
    packagingCost: s.packaging_cost ?? null, packetCost: s.packet_cost ?? null, minOrderAmount: Number(s.min_order_amount),
  };
}

type GoodRow = {
  id: string | number; measure_id: number; gross_weight: string; is_pickup: boolean; quantity: string | null;
  register_price: string | null; actual_price: string | null; categories: number[] | string | null;
};

/** The asked goods as the shop has them (a good it does not sell: stock 0); unknown ids are left out. */
export async function loadGoods(db: DbOrTx, shopId: number, ids: number[]): Promise<Map<number, GoodFacts>> {
  const out = new Map<number, GoodFacts>();
  if (ids.length === 0) return out;
  const list = sql.join(ids.map((id) => sql`${id}::bigint`), sql`, `);
  const found = await rows<GoodRow>(db, sql`SELECT g.id, g.measure_id, g.gross_weight, g.is_pickup,
      a.quantity, a.register_price, a.actual_price,
      (WITH RECURSIVE up(id, parent_id) AS (
         SELECT c.id, c.parent_id FROM categories c WHERE c.id = g.category_id
         UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
       ) SELECT json_agg(up.id) FROM up) AS categories
    FROM goods g LEFT JOIN articles a ON a.good_id = g.id AND a.shop_id = ${shopId}
    WHERE g.id IN (${list})`);
  for (const r of found) {
    const categories = typeof r.categories === 'string' ? (JSON.parse(r.categories) as number[]) : (r.categories ?? []);
    out.set(Number(r.id), {
      id: Number(r.id), measureId: r.measure_id, grossWeight: Number(r.gross_weight), isPickup: r.is_pickup,
      categories: categories.map(Number), stock: Number(r.quantity ?? 0),
      registerPrice: Number(r.register_price ?? 0), actualPrice: Number(r.actual_price ?? 0),
    });
  }
  return out;
}

type PromotionRow = { id: number; title: string; info: string | null; rules: PromotionRule[]; results: PromotionResult[] };

/** Promotions active now in the shop, in their display order. */
export async function loadPromotions(db: DbOrTx, shopId: number, now: Date): Promise<PromotionDef[]> {
  const found = await rows<PromotionRow>(db, sql`SELECT id, title, info, rules, results FROM promotions
    WHERE is_active AND (shop_ids IS NULL OR shop_ids @> ${JSON.stringify([shopId])}::jsonb)
      AND (starts_at IS NULL OR starts_at <= ${now.toISOString()}::timestamptz)
      AND (ends_at IS NULL OR ends_at > ${now.toISOString()}::timestamptz)
    ORDER BY position, id`);
  return found.map((p) => ({ id: p.id, title: p.title, info: p.info, rules: p.rules, results: p.results }));
}

/** One active promotion of the shop, or 404. */
export async function loadPromotion(db: DbOrTx, shopId: number, promotionId: number, now: Date): Promise<PromotionDef> {
  const found = (await loadPromotions(db, shopId, now)).find((p) => p.id === promotionId);
  if (!found) throw notFound(`Акция ${promotionId} не найдена.`);
  return found;
}

export type CustomerFacts = { hasCard: boolean; isSpecialLogin: boolean };

/** The customer's card and whether its login is special; null when the customer is gone. */
export async function loadCustomer(db: DbOrTx, customerId: number): Promise<CustomerFacts | null> {
  const [c] = await rows<{ card: string | null; special: boolean }>(db, sql`SELECT c.card,
      EXISTS (SELECT 1 FROM special_logins s WHERE s.login = c.phone OR s.login = lower(c.email)) AS special
    FROM customers c WHERE c.id = ${customerId}`);
  return c ? { hasCard: c.card !== null, isSpecialLogin: Boolean(c.special) } : null;
}

// The orders table is the orders task's (migration 0011): until it exists nobody has an order.
let ordersTableSeen = false;

/**
 * The customer's history the customer rules read: earlier orders (annulled ones, status 4, left out:
 * an order the payment never went through is not a first order) and uses per promotion.
 */
export async function loadHistory(db: DbOrTx, customerId: number, needOrders: boolean, needUses: boolean): Promise<NonNullable<PromotionContext['customer']>> {
  let orderCount = 0;
  if (needOrders) {
    if (!ordersTableSeen) {
      const [t] = await rows<{ present: boolean }>(db, sql`SELECT to_regclass('orders') IS NOT NULL AS present`);
      ordersTableSeen = Boolean(t?.present);
    }
    if (ordersTableSeen) {
      const [n] = await rows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM orders WHERE customer_id = ${customerId} AND status <> 4`);
      orderCount = Number(n?.n ?? 0);
    }
  }
  const uses = new Map<number, number>();
  if (needUses) {
    const found = await rows<{ promotion_id: number; n: string | number }>(db, sql`SELECT promotion_id, count(*) AS n
      FROM promotion_uses WHERE customer_id = ${customerId} GROUP BY promotion_id`);
    for (const r of found) uses.set(r.promotion_id, Number(r.n));
  }
  return { orderCount, uses };
}

type CodeRow = {
  id: number; code: string; discount_type: 1 | 2; amount: string; min_basket_amount: string; rule_categories: number[];
  rule_white_price: boolean; barcode: string | null; shop_ids: number[] | null; max_uses: number | null;
  max_uses_per_customer: number | null; starts_at: string | Date | null; ends_at: string | Date | null;
  uses: string | number; customer_uses: string | number; category_names: string[] | string | null;
};

export type LoadedPromoCode = PromoCodeDef & { id: number };

const asDate = (v: string | Date | null) => (v === null ? null : new Date(v));

/** A promo code by its text (any case) with its uses so far; null when there is none. */
export async function loadPromoCode(db: DbOrTx, code: string, customerId: number | null): Promise<LoadedPromoCode | null> {
  const [r] = await rows<CodeRow>(db, sql`SELECT p.*,
      (SELECT count(*) FROM promo_code_uses u WHERE u.promo_code_id = p.id) AS uses,
      (SELECT count(*) FROM promo_code_uses u WHERE u.promo_code_id = p.id AND u.customer_id = ${customerId}) AS customer_uses,
      (SELECT json_agg(c.name ORDER BY c.name) FROM categories c WHERE p.rule_categories @> to_jsonb(c.id)) AS category_names
    FROM promo_codes p WHERE lower(p.code) = lower(${code.trim()})`);
  if (!r) return null;
  const names = typeof r.category_names === 'string' ? (JSON.parse(r.category_names) as string[]) : (r.category_names ?? []);
  return {
    id: r.id, code: r.code, discountType: Number(r.discount_type) as 1 | 2, amount: Number(r.amount),
    minBasketAmount: Number(r.min_basket_amount), ruleCategories: r.rule_categories, ruleCategoryNames: names,
    ruleWhitePrice: r.rule_white_price, barcode: r.barcode, shopIds: r.shop_ids,
    startsAt: asDate(r.starts_at), endsAt: asDate(r.ends_at), maxUses: r.max_uses, maxUsesPerCustomer: r.max_uses_per_customer,
    uses: Number(r.uses), customerUses: customerId === null ? null : Number(r.customer_uses),
  };
}
