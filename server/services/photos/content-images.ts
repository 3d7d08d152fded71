// Uploaded content images (a banner's, a news item's: decision 187) that nothing shows are removed
// (issue 39). An upload notes its hash and time in content_images; sweepContentImages, every few
// minutes from server/main.ts, takes each noted image older than the grace period, and when no row
// of the tables whose HTML or settings can hold a /media/photos/{hash}/ address names it, and no good
// shows it as a photo, removes its files and its note. The grace period is for the admin still
// filling in the form the image was uploaded for; uploading the same file again renews it.
import { eq, lt, sql } from 'drizzle-orm';
import type { PhotoStorage } from '../../adapters/storage';
import { rowsOf, type Db, type DbOrTx } from '../../db/client';
import { contentImages } from '../../db/schema';
import { clock } from '../../lib/clock';
import { removePhoto } from './store';

/** An upload nothing uses yet is kept this long. */
export const CONTENT_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** Notes an upload (again: its grace period starts over). */
export async function noteContentImage(db: DbOrTx, hash: string): Promise<void> {
  const now = clock.now();
  await db.insert(contentImages).values({ hash, uploadedAt: now }).onConflictDoUpdate({ target: contentImages.hash, set: { uploadedAt: now } });
}

/** Whether any banner, news item, page text, shop or good shows the image. */
async function inUse(db: DbOrTx, hash: string): Promise<boolean> {
  // the hash is hex (the upload names it by its content), so it holds no LIKE wildcard
  const address = `%/media/photos/${hash}/%`;
  const [row] = rowsOf<{ used: boolean }>(await db.execute(sql`SELECT (
    EXISTS (SELECT 1 FROM news n WHERE n.image LIKE ${address} OR n.content LIKE ${address})
    OR EXISTS (SELECT 1 FROM page_blocks b WHERE b::text LIKE ${address})
    OR EXISTS (SELECT 1 FROM faq_items f WHERE f.answer LIKE ${address})
    OR EXISTS (SELECT 1 FROM site_texts t WHERE t.html LIKE ${address})
    OR EXISTS (SELECT 1 FROM shops s WHERE s::text LIKE ${address})
    OR EXISTS (SELECT 1 FROM goods g WHERE ${hash} = ANY (g.photos))
  ) AS used`));
  return Boolean(row?.used);
}

/** Removes the images past their grace period that nothing shows; answers how many. */
export async function sweepContentImages(db: Db, storage: PhotoStorage, now = clock.now()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONTENT_IMAGE_GRACE_MS);
  const due = await db.select({ hash: contentImages.hash }).from(contentImages).where(lt(contentImages.uploadedAt, cutoff));
  let removed = 0;
  for (const { hash } of due) {
    // one image at a time under its row's lock: an upload of the same file meanwhile waits, then notes it afresh
    const gone = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(contentImages).where(eq(contentImages.hash, hash)).for('update');
      if (!row || row.uploadedAt >= cutoff || (await inUse(tx, hash))) return false;
      await removePhoto(storage, hash);
      await tx.delete(contentImages).where(eq(contentImages.hash, hash));
      return true;
    });
    if (gone) removed++;
  }
  return removed;
}
