// A good's photos: its ordered list of content hashes (goods.photos), and the files behind them.
// Every photo is checked and stored before the list changes, so a refused file leaves nothing and
// a list never names a photo that is not there; files of a photo no good shows any more are removed
// after the list that dropped it committed.
import { eq, sql } from 'drizzle-orm';
import { photoStorageFromEnv, type PhotoStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { rowsOf, type Tx } from '../../db/client';
import { goods, shops } from '../../db/schema';
import { HttpError, notFound, type Violation } from '../../lib/http';
import { MAX_GOOD_PHOTOS } from '../../../contract/limits';
import { productPages, revalidateAfterCommit } from '../../lib/storefront-pages';
import { checkPhotoName, inspectPhoto, PhotoRefused, type CheckedPhoto } from './inspect';
import { removePhoto, storePhoto } from './store';


export type PhotoSource = { name: string; bytes: Buffer };

/** Written in the list's own transaction when it changed: the back office's audit row (server/services/audit.ts). */
export type PhotosAudit = (tx: Tx, before: string[], after: string[]) => Promise<void>;

/** A refusal of one or more files, each named, for the API's violations. */
export class PhotosRefused extends HttpError {
  constructor(violations: Violation[]) {
    super(422, 'Unprocessable Entity', violations.map((v) => v.message).join(' '), violations);
  }
}

const violation = (propertyPath: string, message: string): Violation => ({ propertyPath, message });

/** Checks every source; all pass or none is stored. */
async function checkAll(sources: PhotoSource[], path: (i: number) => string): Promise<CheckedPhoto[]> {
  const problems: Violation[] = [];
  const checked: CheckedPhoto[] = [];
  // one at a time: each decode may hold a 50-megapixel image in memory
  for (const [i, source] of sources.entries()) {
    try {
      checkPhotoName(source.name);
      checked.push(await inspectPhoto(source.bytes));
    } catch (e) {
      if (!(e instanceof PhotoRefused)) throw e;
      problems.push(violation(path(i), `${safeName(source.name)}: ${e.message}`));
    }
  }
  if (problems.length > 0) throw new PhotosRefused(problems);
  return checked;
}

// a refused name is shown back without its path or control characters
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const safeName = (name: string) => name.replace(/[\u0000-\u001f\u007f]/g, '').split(/[/\\]/).pop()!.slice(0, 100) || 'файл';

/**
 * Replaces the list under the good's row lock; tells the storefront its pages changed and, after
 * the commit, removes the files of photos no good shows any more. False when nothing changed.
 */
async function replaceList(db: Db, storage: PhotoStorage, goodId: number, next: (current: string[]) => string[], audit?: PhotosAudit): Promise<boolean> {
  const dropped = await db.transaction(async (tx) => {
    const [row] = await tx.select({ photos: goods.photos }).from(goods).where(eq(goods.id, goodId)).for('update');
    if (!row) throw notFound('Товар не найден.');
    const list = next(row.photos);
    if (list.length === row.photos.length && list.every((h, i) => h === row.photos[i])) return null;
    await tx.update(goods).set({ photos: list }).where(eq(goods.id, goodId));
    if (audit) await audit(tx, row.photos, list);
    const shopIds = (await tx.select({ id: shops.id }).from(shops)).map((s) => s.id);
    await revalidateAfterCommit(tx, productPages(shopIds, [goodId]));
    return row.photos.filter((h) => !list.includes(h));
  });
  if (dropped === null) return false;
  await removeUnshown(db, storage, dropped);
  return true;
}

async function removeUnshown(db: Db, storage: PhotoStorage, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  const list = sql`ARRAY[${sql.join(hashes.map((h) => sql`${h}`), sql`, `)}]::text[]`;
  const still = rowsOf<{ hash: string }>(await db.execute(sql`SELECT DISTINCT h AS hash FROM goods, unnest(photos) AS h WHERE photos && ${list}`));
  const shown = new Set(still.map((r) => r.hash));
  await Promise.all(hashes.filter((h) => !shown.has(h)).map((h) => removePhoto(storage, h)));
}

const unique = (hashes: string[]) => [...new Set(hashes)];

/**
 * The good's photos become `sources` in their order (the exchange's `Картинка` paths; the first is
 * the main photo). The same bytes again change nothing; a photo missing from `sources` is removed.
 * Throws PhotosRefused (422, a violation per bad file) and stores nothing when any file is refused.
 */
export async function setGoodPhotos(db: Db, goodId: number, sources: PhotoSource[], storage: PhotoStorage = photoStorageFromEnv()): Promise<{ photos: string[]; changed: boolean }> {
  if (sources.length > MAX_GOOD_PHOTOS) throw new PhotosRefused([violation('photos', `У товара не больше ${MAX_GOOD_PHOTOS} фотографий.`)]);
  const checked = await checkAll(sources, (i) => `photos[${i}]`);
  for (const [i, photo] of checked.entries()) await storePhoto(storage, sources[i].bytes, photo);
  const list = unique(checked.map((p) => p.hash));
  const changed = await replaceList(db, storage, goodId, () => list);
  return { photos: list, changed };
}

/**
 * Checks and stores one file that is no good's photo (a banner's or a news item's image, the back
 * office's upload): the same sniffing, limits and variants; its content hash names it, so the same
 * file twice is one photo. Throws PhotosRefused (422) and stores nothing when the file is refused.
 */
export async function storeContentImage(source: PhotoSource, storage: PhotoStorage = photoStorageFromEnv()): Promise<string> {
  const [photo] = await checkAll([source], () => 'file');
  await storePhoto(storage, source.bytes, photo);
  return photo.hash;
}

/** Adds one photo at the end of the good's list (the back office's upload); a photo it has already stays where it is. */
export async function addGoodPhoto(db: Db, goodId: number, source: PhotoSource, storage: PhotoStorage = photoStorageFromEnv(), audit?: PhotosAudit): Promise<string[]> {
  const [row] = await db.select({ photos: goods.photos }).from(goods).where(eq(goods.id, goodId));
  if (!row) throw notFound('Товар не найден.');
  const [photo] = await checkAll([source], () => 'file');
  await storePhoto(storage, source.bytes, photo);
  let list: string[] = [];
  await replaceList(db, storage, goodId, (current) => {
    if (current.includes(photo.hash)) return (list = current);
    if (current.length >= MAX_GOOD_PHOTOS) throw new PhotosRefused([violation('file', `У товара не больше ${MAX_GOOD_PHOTOS} фотографий.`)]);
    return (list = [...current, photo.hash]);
  }, audit);
  return list;
}

/** Reorders and deletes: `hashes` must be some of the good's photos, each once, in the new order. */
export async function arrangeGoodPhotos(db: Db, goodId: number, hashes: string[], storage: PhotoStorage = photoStorageFromEnv(), audit?: PhotosAudit): Promise<string[]> {
  if (new Set(hashes).size !== hashes.length) throw new PhotosRefused([violation('photos', 'Фотография указана дважды.')]);
  await replaceList(db, storage, goodId, (current) => {
    const unknown = hashes.find((h) => !current.includes(h));
    if (unknown) throw new PhotosRefused([violation('photos', 'У товара нет такой фотографии: обновите страницу.')]);
    return hashes;
  }, audit);
  return hashes;
}
