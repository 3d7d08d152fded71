// The back office's news (issue 39, /admin-order/news): every item, hidden ones too; create, edit at
// the version read (stale: 409), hide (an edit of `hidden`) and delete. The text is stored sanitised
// by the storefront's one allowlist (domain/safe-html.ts), so what the admin saved is what a shopper
// gets. Every write records its audit row (news.create / news.update / news.delete) and names the
// pages it stales (the home pages that list news and the item's own page, under its old and new
// address, in every shop it shows in) in its own transaction (server/lib/storefront-pages.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminNews, AdminNewsInput, AdminNewsUpdate } from '../../contract';
import { safeHtml } from '../../domain/safe-html';
import type { Db, Tx } from '../db/client';
import { news, shops } from '../db/schema';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { everyShop, homePages, newsPages, revalidateAfterCommit } from '../lib/storefront-pages';
import { isUniqueViolation } from './admin-promo-codes';
import { changedFields, recordAudit, type AuditActor } from './audit';

type Input = z.output<typeof AdminNewsInput>;
type Update = z.output<typeof AdminNewsUpdate>;
type Row = typeof news.$inferSelect;

const NOT_FOUND = 'Новость не найдена.';
const refused = (status: 409 | 422, propertyPath: string, message: string) =>
  new HttpError(status, status === 409 ? 'Conflict' : 'Unprocessable Entity', message, [{ propertyPath, message }]);
const taken = (slug: string) => refused(409, 'slug', `Адрес «${slug}» уже занят другой новостью.`);

function toAdmin(r: Row): AdminNews {
  return {
    '@type': 'AdminNews', id: r.id, slug: r.slug, title: r.title, content: r.content, image: r.image,
    publishedAt: new Date(r.publishedAt).toISOString(), shopId: r.shopId, hidden: r.hidden, version: r.version,
  };
}

/** What the audit row keeps of an item: its editable fields. */
function auditView(r: Row): Record<string, unknown> {
  const { slug, title, content, image, publishedAt, shopId, hidden } = toAdmin(r);
  return { slug, title, content, image, publishedAt, shopId, hidden };
}

async function checkShop(tx: Tx, shopId: number | null): Promise<void> {
  if (shopId === null) return;
  const [row] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!row) throw refused(422, 'shopId', 'Нет такого магазина.');
}

async function slugTaken(tx: Tx, slug: string, exceptId: number | null): Promise<boolean> {
  const [r] = await tx.select({ id: news.id }).from(news).where(eq(news.slug, slug));
  return r !== undefined && r.id !== exceptId;
}

const values = (v: Input) => ({
  title: v.title, slug: v.slug, content: safeHtml(v.content), image: v.image, publishedAt: new Date(v.publishedAt), shopId: v.shopId, hidden: v.hidden,
});

/** The pages the item shows on, before and after a change: its shops' home pages and its own page under each address it had. */
async function stalePages(tx: Tx, rows: Row[]): Promise<string[]> {
  const shopIds = rows.some((r) => r.shopId === null) ? await everyShop(tx) : [...new Set(rows.map((r) => r.shopId as number))];
  return [...homePages(shopIds), ...newsPages(shopIds, [...new Set(rows.map((r) => r.slug))])];
}

/** A write whose slug met another item's at the unique index (two admins at once): the same 409 as the check's. */
async function guarded<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw taken(slug);
    throw e;
  }
}

/** Every item, hidden ones too, newest first. */
export async function listAdminNews(db: Db): Promise<AdminNews[]> {
  return (await db.select().from(news).orderBy(desc(news.publishedAt), desc(news.id))).map(toAdmin);
}

export function createNews(db: Db, actor: AuditActor, v: Input): Promise<AdminNews> {
  return guarded(v.slug, () => db.transaction(async (tx) => {
    await checkShop(tx, v.shopId);
    if (await slugTaken(tx, v.slug, null)) throw taken(v.slug);
    const [row] = await tx.insert(news).values(values(v)).returning();
    await recordAudit(tx, actor, { kind: 'news.create', target: `news:${row.id}`, shopId: row.shopId, after: auditView(row) });
    await revalidateAfterCommit(tx, await stalePages(tx, [row]));
    return toAdmin(row);
  }));
}

export function updateNews(db: Db, actor: AuditActor, id: number, v: Update): Promise<AdminNews> {
  return guarded(v.slug, () => db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id));
    if (!before) throw notFound(NOT_FOUND);
    await checkShop(tx, v.shopId);
    if (await slugTaken(tx, v.slug, id)) throw taken(v.slug);
    const [row] = await tx.update(news).set({ ...values(v), version: sql`${news.version} + 1` })
      .where(and(eq(news.id, id), eq(news.version, v.version))).returning();
    if (!row) throw staleVersion();
    const diff = changedFields(auditView(before), auditView(row));
    await recordAudit(tx, actor, { kind: 'news.update', target: `news:${id}`, shopId: row.shopId, ...diff });
    if (Object.keys(diff.after).length) await revalidateAfterCommit(tx, await stalePages(tx, [before, row]));
    return toAdmin(row);
  }));
}

export async function deleteNews(db: Db, actor: AuditActor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id));
    if (!before) throw notFound(NOT_FOUND);
    const [gone] = await tx.delete(news).where(and(eq(news.id, id), eq(news.version, version))).returning({ id: news.id });
    if (!gone) throw staleVersion();
    await recordAudit(tx, actor, { kind: 'news.delete', target: `news:${id}`, shopId: before.shopId, before: auditView(before) });
    await revalidateAfterCommit(tx, await stalePages(tx, [before]));
  });
}
