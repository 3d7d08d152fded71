// The back office's home page blocks and banners (issue 39): the home page's blocks in their order,
// and an edit of one (title, order, autoplay, the slider's banners with their dates) at the version
// read (stale: 409). The edit records its audit row and names the home pages it stales (its shop's,
// or every shop's for a block of every shop) in its own transaction. A banner's dates are read when
// the home page renders (server/services/page-blocks.ts), so its start and end show within the
// page's revalidation without a sweep.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminPageBlock, AdminPageBlockUpdate } from '../../contract';
import type { Db } from '../db/client';
import { pageBlocks } from '../db/schema';
import { notFound } from '../lib/http';
import { everyShop, homePages, revalidateAfterCommit } from '../lib/storefront-pages';
import { changedFields, recordAudit, type AuditActor } from './audit';
import { stale } from './admin-promo-codes';

type Row = typeof pageBlocks.$inferSelect;
type Update = z.output<typeof AdminPageBlockUpdate>;
type StoredBanner = NonNullable<AdminPageBlock['banners']>[number];

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const dateOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null);

function storedBanners(row: Row): StoredBanner[] | null {
  if (row.blockType !== 1) return null;
  const block = (row.settings?.bannerBlock ?? {}) as { banners?: unknown };
  const list = Array.isArray(block.banners) ? block.banners : [];
  return list.flatMap((b): StoredBanner[] => {
    if (!b || typeof b !== 'object') return [];
    const o = b as Record<string, unknown>;
    const image = typeof o.image === 'string' ? o.image : str((o.image as { src?: unknown } | null)?.src);
    return [{ image, name: str(o.name), title: str(o.title), linkUrl: str(o.linkUrl), isTargetBlank: o.isTargetBlank === true,
      startsAt: dateOrNull(o.startsAt), endsAt: dateOrNull(o.endsAt) }];
  });
}

function toAdmin(row: Row): AdminPageBlock {
  return {
    '@type': 'AdminPageBlock', id: row.id, shopId: row.shopId, blockType: row.blockType, title: row.title, position: row.position,
    autoplay: row.autoplay, banners: storedBanners(row), version: row.version,
  };
}

const auditView = (row: Row): Record<string, unknown> =>
  ({ title: row.title, position: row.position, autoplay: row.autoplay, banners: storedBanners(row) });

/** The home page's blocks (every shop's and each shop's), in their order. */
export async function listHomeBlocks(db: Db): Promise<AdminPageBlock[]> {
  const rows = await db.select().from(pageBlocks).where(and(eq(pageBlocks.pageType, 'main'), eq(pageBlocks.target, 'site')))
    .orderBy(asc(pageBlocks.position), asc(pageBlocks.id));
  return rows.map(toAdmin);
}

export async function updateHomeBlock(db: Db, actor: AuditActor, id: number, v: Update): Promise<AdminPageBlock> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pageBlocks).where(eq(pageBlocks.id, id));
    if (!before) throw notFound('Блок не найден.');
    let settings = before.settings;
    if (v.banners !== undefined && before.blockType === 1) {
      const bannerBlock = { ...((before.settings?.bannerBlock ?? {}) as Record<string, unknown>), banners: v.banners.map((b) => ({ ...b, image: { src: b.image } })) };
      settings = { ...before.settings, bannerBlock };
    }
    const [row] = await tx.update(pageBlocks)
      .set({ title: v.title || null, position: v.position, autoplay: v.autoplay, settings, version: sql`${pageBlocks.version} + 1` })
      .where(and(eq(pageBlocks.id, id), eq(pageBlocks.version, v.version))).returning();
    if (!row) throw stale();
    const diff = changedFields(auditView(before), auditView(row));
    const [was, now] = [storedBanners(before)?.length ?? 0, storedBanners(row)?.length ?? 0];
    const onlyBanners = Object.keys(diff.after).length === 1 && 'banners' in diff.after;
    const kind = onlyBanners && now > was ? 'banner.create' : onlyBanners && now < was ? 'banner.delete' : onlyBanners ? 'banner.update' : 'page_block.update';
    await recordAudit(tx, actor, { kind, target: `page_block:${id}`, shopId: row.shopId, ...diff });
    if (Object.keys(diff.after).length) await revalidateAfterCommit(tx, homePages(row.shopId === null ? await everyShop(tx) : [row.shopId]));
    return toAdmin(row);
  });
}
