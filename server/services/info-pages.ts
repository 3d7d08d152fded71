// The FAQ's questions and the rules page's text (issue 39, decision 193): what the storefront's /faq
// and /rules read, and the back office's edits (/admin-order/pages). Every edit names the version
// read (stale: 409), is stored sanitised by the storefront's one allowlist (domain/safe-html.ts),
// records its audit row and names every shop's copy of the page it changes, all in one transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminFaqInput, AdminFaqItem, AdminFaqOrder, AdminFaqUpdate, AdminSiteText, AdminSiteTextUpdate, InfoPages } from '../../contract';
import { safeHtml } from '../../domain/safe-html';
import type { Db, DbOrTx, Tx } from '../db/client';
import { faqItems, siteTexts } from '../db/schema';
import { notFound, staleVersion } from '../lib/http';
import { everyShop, revalidateAfterCommit } from '../lib/storefront-pages';
import { changedFields, recordAudit, type AuditActor } from './audit';

type Row = typeof faqItems.$inferSelect;
type SiteTextKey = AdminSiteText['key'];

const NOT_FOUND = 'Вопрос не найден.';

const anchorOf = (r: Row) => r.anchor ?? `faq-${r.id}`;

function toAdmin(r: Row): AdminFaqItem {
  return { '@type': 'AdminFaqItem', id: r.id, anchor: anchorOf(r), question: r.question, answer: r.answer, position: r.position, version: r.version };
}

const auditView = (r: Row) => ({ question: r.question, answer: r.answer, position: r.position });

/** Each shop's copy of the page: `/s/{shop}/faq` or `/s/{shop}/rules`. */
async function pagesOf(tx: DbOrTx, page: 'faq' | 'rules'): Promise<string[]> {
  return (await everyShop(tx)).map((shop) => `/s/${shop}/${page}`);
}

async function ordered(db: DbOrTx): Promise<Row[]> {
  return db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id));
}

/** What the storefront shows: the questions in order and the rules' text. */
export async function infoPages(db: Db): Promise<InfoPages> {
  const [rows, [rules]] = await Promise.all([ordered(db), db.select().from(siteTexts).where(eq(siteTexts.key, 'rules'))]);
  return {
    '@type': 'InfoPages',
    faq: rows.map((r) => ({ anchor: anchorOf(r), question: r.question, answer: r.answer })),
    rules: rules?.html ?? '',
  };
}

export async function listAdminFaq(db: Db): Promise<AdminFaqItem[]> {
  return (await ordered(db)).map(toAdmin);
}

export function createFaqItem(db: Db, actor: AuditActor, v: z.output<typeof AdminFaqInput>): Promise<AdminFaqItem> {
  return db.transaction(async (tx) => {
    // two admins adding at once may take one position: the id orders them
    const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${faqItems.position}), 0)::int` }).from(faqItems);
    const [row] = await tx.insert(faqItems).values({ question: v.question, answer: safeHtml(v.answer), position: last + 1 }).returning();
    await recordAudit(tx, actor, { kind: 'faq.create', target: `faq:${row.id}`, after: auditView(row) });
    await revalidateAfterCommit(tx, await pagesOf(tx, 'faq'));
    return toAdmin(row);
  });
}

export function updateFaqItem(db: Db, actor: AuditActor, id: number, v: z.output<typeof AdminFaqUpdate>): Promise<AdminFaqItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqItems).where(eq(faqItems.id, id));
    if (!before) throw notFound(NOT_FOUND);
    const [row] = await tx.update(faqItems).set({ question: v.question, answer: safeHtml(v.answer), version: sql`${faqItems.version} + 1` })
      .where(and(eq(faqItems.id, id), eq(faqItems.version, v.version))).returning();
    if (!row) throw staleVersion();
    const diff = changedFields(auditView(before), auditView(row));
    await recordAudit(tx, actor, { kind: 'faq.update', target: `faq:${id}`, ...diff });
    if (Object.keys(diff.after).length) await revalidateAfterCommit(tx, await pagesOf(tx, 'faq'));
    return toAdmin(row);
  });
}

export async function deleteFaqItem(db: Db, actor: AuditActor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqItems).where(eq(faqItems.id, id));
    if (!before) throw notFound(NOT_FOUND);
    const [gone] = await tx.delete(faqItems).where(and(eq(faqItems.id, id), eq(faqItems.version, version))).returning({ id: faqItems.id });
    if (!gone) throw staleVersion();
    await recordAudit(tx, actor, { kind: 'faq.delete', target: `faq:${id}`, before: auditView(before) });
    await revalidateAfterCommit(tx, await pagesOf(tx, 'faq'));
  });
}

/**
 * The new order names every question at the version read: a question added, deleted or edited
 * since (by another admin) makes the order the admin saw stale, 409, and nothing moves. The rows
 * are locked first so two reorders queue rather than interleave.
 */
export function reorderFaq(db: Db, actor: AuditActor, v: z.output<typeof AdminFaqOrder>): Promise<AdminFaqItem[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id)).for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (v.items.length !== rows.length || v.items.some((i) => byId.get(i.id)?.version !== i.version)) throw staleVersion();
    const moved: Row[] = [];
    for (const [i, item] of v.items.entries()) {
      const r = byId.get(item.id) as Row;
      if (r.position === i + 1) continue;
      const [row] = await tx.update(faqItems).set({ position: i + 1, version: sql`${faqItems.version} + 1` }).where(eq(faqItems.id, r.id)).returning();
      moved.push(row);
    }
    if (moved.length) {
      await recordAudit(tx, actor, {
        kind: 'faq.reorder', target: 'faq',
        before: { order: rows.map((r) => r.id) }, after: { order: v.items.map((i) => i.id) },
      });
      await revalidateAfterCommit(tx, await pagesOf(tx, 'faq'));
    }
    return (await ordered(tx)).map(toAdmin);
  });
}

const toText = (r: typeof siteTexts.$inferSelect): AdminSiteText => ({ '@type': 'AdminSiteText', key: r.key as SiteTextKey, html: r.html, version: r.version });

/** A text's row, made (empty) the first time it is asked for: a database migrated without the seed still has one to edit. */
async function textRow(tx: DbOrTx, key: SiteTextKey) {
  await tx.insert(siteTexts).values({ key, html: '' }).onConflictDoNothing();
  const [row] = await tx.select().from(siteTexts).where(eq(siteTexts.key, key));
  return row;
}

export async function adminSiteText(db: Db, key: SiteTextKey): Promise<AdminSiteText> {
  return toText(await textRow(db, key));
}

export function updateSiteText(db: Db, actor: AuditActor, key: SiteTextKey, v: z.output<typeof AdminSiteTextUpdate>): Promise<AdminSiteText> {
  return db.transaction(async (tx: Tx) => {
    const before = await textRow(tx, key);
    const [row] = await tx.update(siteTexts).set({ html: safeHtml(v.html), version: sql`${siteTexts.version} + 1` })
      .where(and(eq(siteTexts.key, key), eq(siteTexts.version, v.version))).returning();
    if (!row) throw staleVersion();
    const diff = changedFields({ html: before.html }, { html: row.html });
    await recordAudit(tx, actor, { kind: 'site_text.update', target: `site_text:${key}`, ...diff });
    if (Object.keys(diff.after).length) await revalidateAfterCommit(tx, await pagesOf(tx, 'rules'));
    return toText(row);
  });
}

