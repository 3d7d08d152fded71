// The back office's promotions (issue 39, /admin-order/promotions/rules): list, create, edit (a stale
// version answers 409), switch on and off, and preview against a basket with the checkout's own
// pricing (pricing/price-basket.ts previewPromotion: the same domain code, no second copy of a rule).
// Every write records its audit row in its own transaction. No storefront page shows a promotion or
// is cached with one (the basket and the checkout read the active promotions per request,
// pricing/load.ts), so a change revalidates no page: its next basket already prices with it.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPromotion, AdminPromotionInput, AdminPromotionUpdate, PromotionPreview, PromotionPreviewRequest, PromotionRule } from '../../contract';
import type { Db, DbOrTx } from '../db/client';
import { goods, promotions, shops } from '../db/schema';
import { clock } from '../lib/clock';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { previewPromotion } from './pricing/price-basket';

type Input = z.output<typeof AdminPromotionInput>;
type Update = z.output<typeof AdminPromotionUpdate>;
type Row = typeof promotions.$inferSelect;
type Names = Map<number, string>;

const NOT_FOUND = 'Акция не найдена.';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
const invalid = (propertyPath: string, message: string) => new HttpError(422, 'Unprocessable Entity', message, [{ propertyPath, message }]);

export function isOnNow(r: Pick<Row, 'isActive' | 'startsAt' | 'endsAt'>, now = clock.now()): boolean {
  return r.isActive && (!r.startsAt || r.startsAt <= now) && (!r.endsAt || r.endsAt > now);
}

function toAdmin(r: Row, names: Names, uses: number): AdminPromotion {
  return {
    '@type': 'AdminPromotion', id: r.id, title: r.title, info: r.info,
    rules: r.rules.map((rule) => ({ ...rule, goods: rule.goods.map((id) => ({ id, name: names.get(id) ?? `Товар ${id}` })) })),
    results: r.results, shopIds: r.shopIds, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt), isActive: r.isActive,
    onNow: isOnNow(r), uses, version: r.version,
  };
}

/** What the audit row keeps of a promotion: its editable fields (the rules' goods by id). */
const auditView = (r: Row): Record<string, unknown> => ({
  title: r.title, info: r.info, rules: r.rules, results: r.results, shopIds: r.shopIds,
  startsAt: iso(r.startsAt), endsAt: iso(r.endsAt), isActive: r.isActive,
});

const values = (v: Input) => ({
  title: v.title, info: v.info || null,
  // the stored shape is contract/basket.ts PromotionRule, which pricing reads as it is
  rules: v.rules.map((r): PromotionRule => ({ type: r.type, operator: r.operator, value: r.value, goods: sortedIds(r.goods) })),
  results: v.results.map((r) => ({ type: r.type, value: r.type === 'freeDelivery' ? 0 : r.value })),
  shopIds: v.shopIds && sortedIds(v.shopIds),
  startsAt: v.startsAt ? new Date(v.startsAt) : null, endsAt: v.endsAt ? new Date(v.endsAt) : null, isActive: v.isActive,
});

async function goodNames(db: DbOrTx, ids: number[]): Promise<Names> {
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: goods.id, name: goods.name }).from(goods).where(inArray(goods.id, sortedIds(ids)));
  return new Map(found.map((g) => [Number(g.id), g.name]));
}
const ruleGoods = (rows: Row[]) => rows.flatMap((r) => r.rules.flatMap((rule) => rule.goods));

/** Refuses goods and shops that do not exist, with the field they belong to. */
async function checkRefs(tx: DbOrTx, v: Input): Promise<void> {
  const names = await goodNames(tx, v.rules.flatMap((r) => r.goods));
  for (const [i, rule] of v.rules.entries()) {
    const missing = rule.goods.filter((id) => !names.has(id));
    if (missing.length) throw invalid(`rules.${i}.goods`, `Товары не найдены: ${missing.slice(0, 10).join(', ')}.`);
  }
  if (v.shopIds) {
    const ids = sortedIds(v.shopIds);
    const known = new Set((await tx.select({ id: shops.id }).from(shops).where(inArray(shops.id, ids))).map((r) => r.id));
    const absent = ids.filter((id) => !known.has(id));
    if (absent.length) throw invalid('shopIds', `Магазины не найдены: ${absent.join(', ')}.`);
  }
}

const usesColumn = sql<number>`(SELECT count(*)::int FROM promotion_uses u WHERE u.promotion_id = promotions.id)`;

/** Every promotion, newest first, with its uses. */
export async function listAdminPromotions(db: Db): Promise<AdminPromotion[]> {
  const found = await db.select({ row: promotions, uses: usesColumn }).from(promotions).orderBy(desc(promotions.id));
  const names = await goodNames(db, ruleGoods(found.map((f) => f.row)));
  return found.map((f) => toAdmin(f.row, names, Number(f.uses)));
}

async function usesOf(tx: DbOrTx, id: number): Promise<number> {
  const [r] = await tx.select({ uses: usesColumn }).from(promotions).where(eq(promotions.id, id));
  return Number(r?.uses ?? 0);
}

export async function createPromotion(db: Db, actor: AuditActor, v: Input): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    await checkRefs(tx, v);
    // a new promotion goes last in the display order
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${promotions.position}), 0) + 1` }).from(promotions);
    const [row] = await tx.insert(promotions).values({ ...values(v), position: Number(next) }).returning();
    await recordAudit(tx, actor, { kind: 'promotion.create', target: `promotion:${row.id}`, after: auditView(row) });
    return toAdmin(row, await goodNames(tx, ruleGoods([row])), 0);
  });
}

export async function updatePromotion(db: Db, actor: AuditActor, id: number, v: Update): Promise<AdminPromotion> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, id));
    if (!before) throw notFound(NOT_FOUND);
    await checkRefs(tx, v);
    const [row] = await tx.update(promotions).set({ ...values(v), version: sql`${promotions.version} + 1` })
      .where(and(eq(promotions.id, id), eq(promotions.version, v.version))).returning();
    if (!row) throw staleVersion();
    const diff = changedFields(auditView(before), auditView(row));
    const kind = Object.keys(diff.after).length === 1 && 'isActive' in diff.after ? (row.isActive ? 'promotion.enable' : 'promotion.disable') : 'promotion.update';
    await recordAudit(tx, actor, { kind, target: `promotion:${id}`, ...diff });
    return toAdmin(row, await goodNames(tx, ruleGoods([row])), await usesOf(tx, id));
  });
}

/**
 * The stored promotion against a basket, as a guest's checkout would price it were the promotion on
 * and within its dates (it is previewed before it is switched on); its shops still apply.
 */
export async function previewAdminPromotion(db: Db, id: number, request: z.output<typeof PromotionPreviewRequest>): Promise<PromotionPreview> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw notFound(NOT_FOUND);
  if (row.shopIds && !row.shopIds.includes(request.shopId)) throw invalid('shopId', 'Акция не действует в этом магазине: выберите один из её магазинов.');
  const { calculation, basket } = await previewPromotion(db, request.shopId,
    { items: request.items, receivingMethod: request.receivingMethod, orderCashType: request.orderCashType },
    { id: row.id, title: row.title, info: row.info, rules: row.rules, results: row.results });
  return { '@type': 'PromotionPreview', calculation, basket };
}
