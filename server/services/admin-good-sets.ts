// The back office's good sets (issue 39, /admin-order/good-sets): list, create, edit and delete at the
// version read (stale: 409). A write, its audit row and the NOTIFY of the pages it stales (every
// shop's home, whose good-sets block shows the sets, and the set's and its parent's pages) are one
// transaction. The catalogue menu lists the sets too; it revalidates by time (60 s).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminGoodSet, AdminGoodSetInput, AdminGoodSetUpdate } from '../../contract';
import type { Db, DbOrTx } from '../db/client';
import { goodSetGoods, goodSets, goods, pageBlocks } from '../db/schema';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { everyShop, homePages, revalidateAfterCommit } from '../lib/storefront-pages';
import { changedFields, recordAudit, type AuditActor } from './audit';

type Input = z.output<typeof AdminGoodSetInput>;
type Update = z.output<typeof AdminGoodSetUpdate>;
type Row = typeof goodSets.$inferSelect;
type GoodRef = { id: number; name: string };

const NOT_FOUND = 'Набор не найден.';
const invalid = (propertyPath: string, message: string) => new HttpError(422, 'Unprocessable Entity', message, [{ propertyPath, message }]);
const conflict = (message: string) => new HttpError(409, 'Conflict', message);

const toAdmin = (r: Row, goodsOf: GoodRef[]): AdminGoodSet => ({
  '@type': 'AdminGoodSet', id: r.id, title: r.title, image: r.image, parentId: r.parentId, showInCatalog: r.showInCatalog, goods: goodsOf, version: r.version,
});
const auditView = (r: Row, goodIds: number[]) => ({ title: r.title, image: r.image, parentId: r.parentId, showInCatalog: r.showInCatalog, goodIds });

async function goodsOfSets(db: DbOrTx, ids: number[]): Promise<Map<number, GoodRef[]>> {
  const out = new Map<number, GoodRef[]>();
  if (ids.length === 0) return out;
  const found = await db.select({ setId: goodSetGoods.goodSetId, id: goods.id, name: goods.name })
    .from(goodSetGoods).innerJoin(goods, eq(goods.id, goodSetGoods.goodId))
    .where(inArray(goodSetGoods.goodSetId, ids)).orderBy(asc(goodSetGoods.position), asc(goods.id));
  for (const r of found) out.set(r.setId, [...(out.get(r.setId) ?? []), { id: Number(r.id), name: r.name }]);
  return out;
}
const goodIdsOf = async (db: DbOrTx, id: number) => ((await goodsOfSets(db, [id])).get(id) ?? []).map((g) => g.id);

/** Every set in the storefront's order, top sets and their children alike, with its goods. */
export async function listAdminGoodSets(db: Db): Promise<AdminGoodSet[]> {
  const rows = await db.select().from(goodSets).orderBy(asc(goodSets.position), asc(goodSets.id));
  const byId = await goodsOfSets(db, rows.map((r) => r.id));
  return rows.map((r) => toAdmin(r, byId.get(r.id) ?? []));
}

/** Goods that exist, and a parent that is a top set other than `selfId` (the tree has two levels). */
async function checkRefs(tx: DbOrTx, v: Input, selfId: number | null): Promise<void> {
  const ids = [...new Set(v.goodIds)];
  const known = new Set(ids.length ? (await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids))).map((g) => Number(g.id)) : []);
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw invalid('goodIds', `Товары не найдены: ${missing.slice(0, 10).join(', ')}.`);
  if (v.parentId === null) return;
  const [parent] = await tx.select().from(goodSets).where(eq(goodSets.id, v.parentId));
  if (!parent || parent.id === selfId) throw invalid('parentId', 'Родительский набор не найден.');
  if (parent.parentId !== null) throw invalid('parentId', 'Родительским может быть только набор верхнего уровня.');
  if (selfId !== null) {
    const [child] = await tx.select({ id: goodSets.id }).from(goodSets).where(eq(goodSets.parentId, selfId)).limit(1);
    if (child) throw invalid('parentId', 'У набора есть вложенные наборы: он может быть только верхнего уровня.');
  }
}

async function setGoods(tx: DbOrTx, id: number, goodIds: number[]): Promise<void> {
  await tx.delete(goodSetGoods).where(eq(goodSetGoods.goodSetId, id));
  const ids = [...new Set(goodIds)];
  if (ids.length) await tx.insert(goodSetGoods).values(ids.map((goodId, position) => ({ goodSetId: id, goodId, position })));
}

/** Every shop's home and the pages of `rows` (and their parents, which list their children's goods). */
async function stalePages(tx: DbOrTx, rows: Row[]): Promise<string[]> {
  const shopIds = await everyShop(tx);
  const setIds = [...new Set(rows.flatMap((r) => (r.parentId === null ? [r.id] : [r.id, r.parentId])))];
  return [...homePages(shopIds), ...shopIds.flatMap((shop) => setIds.map((id) => `/s/${shop}/good-sets/${id}`))];
}

export async function createGoodSet(db: Db, actor: AuditActor, v: Input): Promise<AdminGoodSet> {
  return db.transaction(async (tx) => {
    await checkRefs(tx, v, null);
    // good_sets.id has no sequence (the seed and 1C name them): the next number, one creator at a time
    await tx.execute(sql`LOCK TABLE good_sets IN SHARE ROW EXCLUSIVE MODE`);
    const [{ next, position }] = await tx.select({
      next: sql<number>`coalesce(max(${goodSets.id}), 0) + 1`, position: sql<number>`coalesce(max(${goodSets.position}), 0) + 1`,
    }).from(goodSets);
    const [row] = await tx.insert(goodSets).values({
      id: Number(next), title: v.title, image: v.image, parentId: v.parentId, showInCatalog: v.showInCatalog, position: Number(position),
    }).returning();
    await setGoods(tx, row.id, v.goodIds);
    const goodIds = await goodIdsOf(tx, row.id);
    await recordAudit(tx, actor, { kind: 'good_set.create', target: `good_set:${row.id}`, after: auditView(row, goodIds) });
    await revalidateAfterCommit(tx, await stalePages(tx, [row]));
    return toAdmin(row, (await goodsOfSets(tx, [row.id])).get(row.id) ?? []);
  });
}

export async function updateGoodSet(db: Db, actor: AuditActor, id: number, v: Update): Promise<AdminGoodSet> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(goodSets).where(eq(goodSets.id, id));
    if (!before) throw notFound(NOT_FOUND);
    await checkRefs(tx, v, id);
    const oldGoods = await goodIdsOf(tx, id);
    const [row] = await tx.update(goodSets).set({
      title: v.title, image: v.image, parentId: v.parentId, showInCatalog: v.showInCatalog, version: sql`${goodSets.version} + 1`,
    }).where(and(eq(goodSets.id, id), eq(goodSets.version, v.version))).returning();
    if (!row) throw staleVersion();
    await setGoods(tx, id, v.goodIds);
    const diff = changedFields(auditView(before, oldGoods), auditView(row, await goodIdsOf(tx, id)));
    await recordAudit(tx, actor, { kind: 'good_set.update', target: `good_set:${id}`, ...diff });
    await revalidateAfterCommit(tx, await stalePages(tx, [before, row]));
    return toAdmin(row, (await goodsOfSets(tx, [id])).get(id) ?? []);
  });
}

/** Deletes a set with no child sets that no home block shows, at the version read. */
export async function deleteGoodSet(db: Db, actor: AuditActor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(goodSets).where(eq(goodSets.id, id));
    if (!before) throw notFound(NOT_FOUND);
    if (before.version !== version) throw staleVersion();
    const [child] = await tx.select({ id: goodSets.id }).from(goodSets).where(eq(goodSets.parentId, id)).limit(1);
    if (child) throw conflict('У набора есть вложенные наборы: сначала удалите или перенесите их.');
    const [block] = await tx.select({ id: pageBlocks.id }).from(pageBlocks)
      .where(sql`(${pageBlocks.settings} -> 'goodSetBlock' ->> 'goodSetId') = ${String(id)}`).limit(1);
    if (block) throw conflict('Набор показан на главной странице: сначала выберите там другой набор.');
    const oldGoods = await goodIdsOf(tx, id);
    await tx.delete(goodSetGoods).where(eq(goodSetGoods.goodSetId, id));
    const [gone] = await tx.delete(goodSets).where(and(eq(goodSets.id, id), eq(goodSets.version, version))).returning({ id: goodSets.id });
    if (!gone) throw staleVersion();
    await recordAudit(tx, actor, { kind: 'good_set.delete', target: `good_set:${id}`, before: auditView(before, oldGoods) });
    await revalidateAfterCommit(tx, await stalePages(tx, [before]));
  });
}
