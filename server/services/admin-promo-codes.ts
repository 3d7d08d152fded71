// The back office's promo codes (issue 39, /admin-order/promotions): list, create, edit (a stale
// version answers 409), switch on and off, and preview against a basket with the checkout's own
// pricing (server/services/pricing/price-basket.ts previewPromoCode). Every write records its audit
// row in its own transaction. A code shows on no storefront page (it is typed at checkout, where its
// dates, limits and switch are read per request), so a change revalidates no page.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AdminPromoCode, type AdminPromoCodeInput, type AdminPromoCodeUpdate, type Basket, type PromoCodePreviewRequest } from '../../contract';
import type { Db, DbOrTx } from '../db/client';
import { promoCodes, promoCodeUses } from '../db/schema';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { previewPromoCode } from './pricing/price-basket';

type Input = z.output<typeof AdminPromoCodeInput>;
type Update = z.output<typeof AdminPromoCodeUpdate>;
type Row = typeof promoCodes.$inferSelect;

const NOT_FOUND = 'Промокод не найден.';
const taken = (code: string) => new HttpError(409, 'Conflict', `Промокод «${code}» уже есть.`, [{ propertyPath: 'code', message: `Промокод «${code}» уже есть.` }]);
export const stale = staleVersion;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toAdmin(r: Row, uses: number): AdminPromoCode {
  return {
    '@type': 'AdminPromoCode', id: r.id, code: r.code, discountType: r.discountType, amount: Number(r.amount),
    minBasketAmount: Number(r.minBasketAmount), ruleCategories: r.ruleCategories, ruleWhitePrice: r.ruleWhitePrice,
    shopIds: r.shopIds, maxUses: r.maxUses, maxUsesPerCustomer: r.maxUsesPerCustomer,
    startsAt: iso(r.startsAt), endsAt: iso(r.endsAt), isActive: r.isActive, version: r.version, uses,
  };
}

/** What the audit row keeps of a code: its editable fields. */
function auditView(r: Row): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...toAdmin(r, 0) };
  for (const key of ['@type', 'id', 'version', 'uses']) delete fields[key];
  return fields;
}

const values = (v: Input) => ({
  code: v.code, discountType: v.discountType, amount: v.amount, minBasketAmount: v.minBasketAmount,
  ruleCategories: [...new Set(v.ruleCategories)], ruleWhitePrice: v.ruleWhitePrice,
  shopIds: v.shopIds && [...new Set(v.shopIds)].sort((a, b) => a - b), maxUses: v.maxUses, maxUsesPerCustomer: v.maxUsesPerCustomer,
  startsAt: v.startsAt ? new Date(v.startsAt) : null, endsAt: v.endsAt ? new Date(v.endsAt) : null, isActive: v.isActive,
});

async function usesOf(db: DbOrTx, id: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, id));
  return Number(r?.n ?? 0);
}

async function codeTaken(tx: DbOrTx, code: string, exceptId: number | null): Promise<boolean> {
  const [r] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(sql`lower(${promoCodes.code}) = lower(${code})`);
  return r !== undefined && r.id !== exceptId;
}

export const isUniqueViolation = (e: unknown): boolean => {
  for (let at: unknown = e; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Every code, newest first, with its uses (the outer table named in full: drizzle leaves a column of a one-table select unqualified). */
export async function listPromoCodes(db: Db): Promise<AdminPromoCode[]> {
  const found = await db.select({ row: promoCodes, uses: sql<number>`(SELECT count(*)::int FROM promo_code_uses u WHERE u.promo_code_id = promo_codes.id)` })
    .from(promoCodes).orderBy(desc(promoCodes.id));
  return found.map((r) => toAdmin(r.row, Number(r.uses)));
}

export async function createPromoCode(db: Db, actor: AuditActor, v: Input): Promise<AdminPromoCode> {
  try {
    return await db.transaction(async (tx) => {
      if (await codeTaken(tx, v.code, null)) throw taken(v.code);
      const [row] = await tx.insert(promoCodes).values(values(v)).returning();
      await recordAudit(tx, actor, { kind: 'promo_code.create', target: `promo_code:${row.id}`, after: auditView(row) });
      return toAdmin(row, 0);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw taken(v.code);
    throw e;
  }
}

export async function updatePromoCode(db: Db, actor: AuditActor, id: number, v: Update): Promise<AdminPromoCode> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id));
      if (!before) throw notFound(NOT_FOUND);
      if (await codeTaken(tx, v.code, id)) throw taken(v.code);
      const [row] = await tx.update(promoCodes).set({ ...values(v), version: sql`${promoCodes.version} + 1` })
        .where(and(eq(promoCodes.id, id), eq(promoCodes.version, v.version))).returning();
      if (!row) throw stale();
      const diff = changedFields(auditView(before), auditView(row));
      const kind = Object.keys(diff.after).length === 1 && 'isActive' in diff.after ? (row.isActive ? 'promo_code.enable' : 'promo_code.disable') : 'promo_code.update';
      await recordAudit(tx, actor, { kind, target: `promo_code:${id}`, ...diff });
      return toAdmin(row, await usesOf(tx, id));
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw taken(v.code);
    throw e;
  }
}

/** The checkout's pricing of the basket with this code (on or off), as a guest. */
export async function previewCode(db: Db, id: number, request: z.output<typeof PromoCodePreviewRequest>): Promise<Basket> {
  const [code] = await db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, id));
  if (!code) throw notFound(NOT_FOUND);
  return previewPromoCode(db, request.shopId, { items: request.items, receivingMethod: request.receivingMethod, promoCode: code.code }, code.code);
}
