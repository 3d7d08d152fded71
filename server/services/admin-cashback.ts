// The back office's cashback goods (issue 39, /admin-order/cashback): the groups with their goods; a
// group renamed and its goods replaced at the version read (stale: 409), audited, and the shops'
// cashback pages (/s/{shop}/cashbackgoods and the group's own) told in the same transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCashbackGroup, AdminCashbackGroupUpdate } from '../../contract';
import type { Db, DbOrTx } from '../db/client';
import { cashbackGroupGoods, cashbackGroups, goods } from '../db/schema';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { everyShop, revalidateAfterCommit } from '../lib/storefront-pages';
import { changedFields, recordAudit, type AuditActor } from './audit';

type Update = z.output<typeof AdminCashbackGroupUpdate>;
type Row = typeof cashbackGroups.$inferSelect;
type GoodRef = { id: number; name: string };

const NOT_FOUND = 'Группа кешбэка не найдена.';

const toAdmin = (r: Row, goodsOf: GoodRef[]): AdminCashbackGroup => ({
  '@type': 'AdminCashbackGroup', id: r.id, name: r.name, image: r.image, shopId: r.shopId, goods: goodsOf, version: r.version,
});

async function goodsOfGroups(db: DbOrTx, ids: number[]): Promise<Map<number, GoodRef[]>> {
  const out = new Map<number, GoodRef[]>();
  if (ids.length === 0) return out;
  const found = await db.select({ groupId: cashbackGroupGoods.groupId, id: goods.id, name: goods.name })
    .from(cashbackGroupGoods).innerJoin(goods, eq(goods.id, cashbackGroupGoods.goodId))
    .where(inArray(cashbackGroupGoods.groupId, ids)).orderBy(asc(cashbackGroupGoods.position), asc(goods.id));
  for (const r of found) out.set(r.groupId, [...(out.get(r.groupId) ?? []), { id: Number(r.id), name: r.name }]);
  return out;
}

/** Every group in the storefront's order, with its goods. */
export async function listAdminCashbackGroups(db: Db): Promise<AdminCashbackGroup[]> {
  const groups = await db.select().from(cashbackGroups).orderBy(asc(cashbackGroups.position), asc(cashbackGroups.id));
  const byId = await goodsOfGroups(db, groups.map((g) => g.id));
  return groups.map((g) => toAdmin(g, byId.get(g.id) ?? []));
}

/** The cashback pages a group's change stales: each shop's list and the group's own page (its first, unfiltered). */
const stalePages = async (tx: DbOrTx, r: Row) =>
  (r.shopId === null ? await everyShop(tx) : [r.shopId]).flatMap((shop) => [`/s/${shop}/cashbackgoods`, `/s/${shop}/cashbackgoods/${r.id}`]);

export async function updateCashbackGroup(db: Db, actor: AuditActor, id: number, v: Update): Promise<AdminCashbackGroup> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(cashbackGroups).where(eq(cashbackGroups.id, id));
    if (!before) throw notFound(NOT_FOUND);
    const goodIds = [...new Set(v.goodIds)];
    const known = new Set(goodIds.length ? (await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, goodIds))).map((g) => Number(g.id)) : []);
    const missing = goodIds.filter((g) => !known.has(g));
    if (missing.length) {
      const message = `Товары не найдены: ${missing.slice(0, 10).join(', ')}.`;
      throw new HttpError(422, 'Unprocessable Entity', message, [{ propertyPath: 'goodIds', message }]);
    }
    const [row] = await tx.update(cashbackGroups).set({ name: v.name, version: sql`${cashbackGroups.version} + 1` })
      .where(and(eq(cashbackGroups.id, id), eq(cashbackGroups.version, v.version))).returning();
    if (!row) throw staleVersion();
    const oldIds = (await tx.select({ id: cashbackGroupGoods.goodId }).from(cashbackGroupGoods)
      .where(eq(cashbackGroupGoods.groupId, id)).orderBy(asc(cashbackGroupGoods.position), asc(cashbackGroupGoods.goodId))).map((g) => Number(g.id));
    await tx.delete(cashbackGroupGoods).where(eq(cashbackGroupGoods.groupId, id));
    if (goodIds.length) await tx.insert(cashbackGroupGoods).values(goodIds.map((goodId, position) => ({ groupId: id, goodId, position })));
    const diff = changedFields({ name: before.name, goodIds: oldIds }, { name: row.name, goodIds });
    await recordAudit(tx, actor, { kind: 'cashback_group.update', target: `cashback_group:${id}`, ...diff });
    await revalidateAfterCommit(tx, await stalePages(tx, row));
    return toAdmin(row, (await goodsOfGroups(tx, [id])).get(id) ?? []);
  });
}
