// The back office's discounts (issue 39, /admin-order/discounts): list, create, edit and switch off
// (the same PUT at the version read; stale: 409). A change writes its goods' prices
// (discount-prices.ts applyDiscountPrices), its audit row and the NOTIFY of the pages it stales (every
// shop's home and discounts page, the product and category pages whose price changed) in one
// transaction, so shoppers see it within seconds; scheduled starts and ends are the sweep's.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminDiscount, AdminDiscountInput, AdminDiscountUpdate } from '../../contract';
import type { Db, DbOrTx } from '../db/client';
import { discountGoods, discounts, goods, shops } from '../db/schema';
import { clock } from '../lib/clock';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { applyDiscountPrices, discountPagesAfterCommit } from './discount-prices';

type Input = z.output<typeof AdminDiscountInput>;
type Update = z.output<typeof AdminDiscountUpdate>;
type Row = typeof discounts.$inferSelect;
type GoodRef = { id: number; name: string };

const NOT_FOUND = 'Скидка не найдена.';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** On and within its dates at `now`. */
export function isOnNow(r: Pick<Row, 'isActive' | 'startsAt' | 'endsAt'>, now = clock.now()): boolean {
  return r.isActive && (!r.startsAt || r.startsAt <= now) && (!r.endsAt || r.endsAt > now);
}

function toAdmin(r: Row, goodsOf: GoodRef[]): AdminDiscount {
  return {
    '@type': 'AdminDiscount', id: r.id, name: r.name, description: r.description, percent: r.percent, goods: goodsOf,
    shopIds: r.shopIds, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt), isActive: r.isActive, onNow: isOnNow(r), version: r.version,
  };
}

/** What the audit row keeps of a discount: its editable fields, goods by id. */
function auditView(r: Row, goodIds: number[]): Record<string, unknown> {
  return {
    name: r.name, description: r.description, percent: r.percent, goodIds, shopIds: r.shopIds,
    startsAt: iso(r.startsAt), endsAt: iso(r.endsAt), isActive: r.isActive,
  };
}

const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

const values = (v: Input) => ({
  name: v.name, description: v.description || null, percent: v.percent, shopIds: v.shopIds && sortedIds(v.shopIds),
  startsAt: v.startsAt ? new Date(v.startsAt) : null, endsAt: v.endsAt ? new Date(v.endsAt) : null, isActive: v.isActive,
});

const invalid = (propertyPath: string, message: string) => new HttpError(422, 'Unprocessable Entity', message, [{ propertyPath, message }]);

/** Refuses goods and shops that do not exist, with the field they belong to. */
async function checkRefs(tx: DbOrTx, v: Input): Promise<void> {
  const goodIds = sortedIds(v.goodIds);
  const known = new Set((await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, goodIds))).map((r) => Number(r.id)));
  const missing = goodIds.filter((id) => !known.has(id));
  if (missing.length) throw invalid('goodIds', `Товары не найдены: ${missing.slice(0, 10).join(', ')}.`);
  if (v.shopIds) {
    const shopIds = sortedIds(v.shopIds);
    const knownShops = new Set((await tx.select({ id: shops.id }).from(shops).where(inArray(shops.id, shopIds))).map((r) => r.id));
    const absent = shopIds.filter((id) => !knownShops.has(id));
    if (absent.length) throw invalid('shopIds', `Магазины не найдены: ${absent.join(', ')}.`);
  }
}

async function goodsOfDiscounts(db: DbOrTx, ids: number[]): Promise<Map<number, GoodRef[]>> {
  const out = new Map<number, GoodRef[]>();
  if (ids.length === 0) return out;
  const rows = await db.select({ discountId: discountGoods.discountId, id: goods.id, name: goods.name })
    .from(discountGoods).innerJoin(goods, eq(goods.id, discountGoods.goodId))
    .where(inArray(discountGoods.discountId, ids)).orderBy(asc(goods.name), asc(goods.id));
  for (const r of rows) out.set(r.discountId, [...(out.get(r.discountId) ?? []), { id: Number(r.id), name: r.name }]);
  return out;
}

/** Every discount, the back office's (those with a percent) first, newest first. */
export async function listAdminDiscounts(db: Db): Promise<AdminDiscount[]> {
  const rows = await db.select().from(discounts)
    .orderBy(sql`(${discounts.percent} IS NULL)`, sql`${discounts.id} DESC`);
  const byId = await goodsOfDiscounts(db, rows.map((r) => r.id));
  return rows.map((r) => toAdmin(r, byId.get(r.id) ?? []));
}

async function setGoods(tx: DbOrTx, id: number, goodIds: number[]): Promise<void> {
  await tx.delete(discountGoods).where(eq(discountGoods.discountId, id));
  await tx.insert(discountGoods).values(sortedIds(goodIds).map((goodId) => ({ discountId: id, goodId })));
}

/** Within `tx`: the prices of `goodIds` as the discounts now make them, `applied` in step, and the pages told. */
async function reprice(tx: DbOrTx, row: Row, goodIds: number[]): Promise<void> {
  const changed = await applyDiscountPrices(tx, goodIds);
  await tx.update(discounts).set({ applied: row.percent !== null && isOnNow(row) }).where(eq(discounts.id, row.id));
  await discountPagesAfterCommit(tx, changed);
}

export async function createDiscount(db: Db, actor: AuditActor, v: Input): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    await checkRefs(tx, v);
    // discounts.id has no sequence (the seed and 1C name them): the next number, one creator at a time
    await tx.execute(sql`LOCK TABLE discounts IN SHARE ROW EXCLUSIVE MODE`);
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${discounts.id}), 0) + 1` }).from(discounts);
    const [row] = await tx.insert(discounts).values({ id: Number(next), ...values(v) }).returning();
    await setGoods(tx, row.id, v.goodIds);
    await reprice(tx, row, v.goodIds);
    const goodIds = sortedIds(v.goodIds);
    await recordAudit(tx, actor, { kind: 'discount.create', target: `discount:${row.id}`, after: auditView(row, goodIds) });
    return toAdmin(row, (await goodsOfDiscounts(tx, [row.id])).get(row.id) ?? []);
  });
}

export async function updateDiscount(db: Db, actor: AuditActor, id: number, v: Update): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(discounts).where(eq(discounts.id, id));
    if (!before) throw notFound(NOT_FOUND);
    await checkRefs(tx, v);
    const [row] = await tx.update(discounts).set({ ...values(v), version: sql`${discounts.version} + 1` })
      .where(and(eq(discounts.id, id), eq(discounts.version, v.version))).returning();
    if (!row) throw staleVersion();
    const oldGoods = (await tx.select({ id: discountGoods.goodId }).from(discountGoods).where(eq(discountGoods.discountId, id))).map((r) => Number(r.id));
    await setGoods(tx, id, v.goodIds);
    await reprice(tx, row, [...oldGoods, ...v.goodIds]);
    const diff = changedFields(auditView(before, sortedIds(oldGoods)), auditView(row, sortedIds(v.goodIds)));
    const kind = Object.keys(diff.after).length === 1 && 'isActive' in diff.after ? (row.isActive ? 'discount.enable' : 'discount.disable') : 'discount.update';
    await recordAudit(tx, actor, { kind, target: `discount:${id}`, ...diff });
    return toAdmin(row, (await goodsOfDiscounts(tx, [id])).get(id) ?? []);
  });
}
