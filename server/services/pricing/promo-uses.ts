// Recording what an order used, inside the order's transaction ("ONCE redeemed by 10
// parallel orders → 1"). The code's row is locked (SELECT … FOR UPDATE) before its uses are
// counted, so two orders cannot both take the last use; a refusal is a 409 with a Russian message
// and, thrown inside the caller's transaction, writes nothing. Each takes the caller's transaction
// (a Db works too, typed for callers that pass their transaction as Db; the lock then lasts one statement).
import { sql } from 'drizzle-orm';
import type { PromotionRule } from '../../../contract';
import { compare, PROMO_MESSAGES, promoCodeUsable } from '../../../domain/pricing';
import { HttpError } from '../../lib/http';
import { clock } from '../../lib/clock';
import { rows, type DbOrTx } from './db';

const conflict = (description: string) => new HttpError(409, 'Conflict', description);

type LockedCode = {
  id: number; is_active: boolean; max_uses: number | null; max_uses_per_customer: number | null;
  starts_at: string | Date | null; ends_at: string | Date | null;
};

/**
 * Records that order `orderId` of `customerId` used promo code `code` (any case). Locks the code,
 * checks its period and its total and per-customer limits by the pricing's rule (promoCodeUsable;
 * the shop was checked by the pricing), then writes the use. 409 when the code is
 * unknown, not active or used up.
 */
export async function redeemPromoCode(tx: DbOrTx, { code, customerId, orderId }: { code: string; customerId: number | null; orderId: number }): Promise<void> {
  const [row] = await rows<LockedCode>(tx, sql`SELECT id, is_active, max_uses, max_uses_per_customer, starts_at, ends_at
    FROM promo_codes WHERE lower(code) = lower(${code.trim()}) FOR UPDATE`);
  // switched off in the back office between the pricing and this lock: refused like an unknown code
  if (!row) throw conflict(PROMO_MESSAGES.unknown);
  const [used] = await rows<{ total: string | number; mine: string | number }>(tx, sql`SELECT count(*) AS total,
      count(*) FILTER (WHERE customer_id = ${customerId}) AS mine
    FROM promo_code_uses WHERE promo_code_id = ${row.id}`);
  // the pricing's own rule, on the locked row: its period and its uses as they are now
  const refusal = promoCodeUsable({
    isActive: row.is_active, shopIds: null,
    startsAt: row.starts_at === null ? null : new Date(row.starts_at), endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    maxUses: row.max_uses, maxUsesPerCustomer: row.max_uses_per_customer,
    uses: Number(used.total), customerUses: customerId === null ? null : Number(used.mine),
  }, clock.now(), 0);
  if (refusal) throw conflict(refusal);
  await tx.execute(sql`INSERT INTO promo_code_uses (promo_code_id, customer_id, order_id) VALUES (${row.id}, ${customerId}, ${orderId})`);
}

/**
 * Records that promotion `promotionId` applied to order `orderId`. The promotion's row is locked and
 * its maxCustomerApplies rules checked again, so two parallel orders of one customer cannot both
 * take a once-per-customer promotion: 409 when the customer has used it up.
 */
export async function recordPromotionUse(tx: DbOrTx, { promotionId, customerId, orderId }: { promotionId: number; customerId: number | null; orderId: number }): Promise<void> {
  const [promotion] = await rows<{ id: number; rules: PromotionRule[] }>(tx, sql`SELECT id, rules FROM promotions WHERE id = ${promotionId} FOR UPDATE`);
  if (!promotion) throw conflict('Акция больше не действует.');
  const limits = promotion.rules.filter((r) => r.type === 'maxCustomerApplies');
  if (limits.length > 0 && customerId !== null) {
    const [used] = await rows<{ n: string | number }>(tx, sql`SELECT count(*) AS n FROM promotion_uses
      WHERE promotion_id = ${promotionId} AND customer_id = ${customerId}`);
    if (!limits.every((r) => compare(Number(used.n), r.operator, r.value))) throw conflict('Вы уже воспользовались этой акцией.');
  }
  await tx.execute(sql`INSERT INTO promotion_uses (promotion_id, customer_id, order_id) VALUES (${promotionId}, ${customerId}, ${orderId})`);
}

/** Gives back what a cancelled order used (its promo code and promotion uses). */
export async function releasePromoUses(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM promo_code_uses WHERE order_id = ${orderId}`);
  await tx.execute(sql`DELETE FROM promotion_uses WHERE order_id = ${orderId}`);
}

/** The first name of releasePromoUses, which the orders branch imports (kept so both names work). */
export const releaseUses = releasePromoUses;
