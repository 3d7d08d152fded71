// The pictures 1C sends (Картинка): the files it uploaded into a session's folder, kept per good in
// 1C's order (good_pictures: the path under the exchange root). This is the seam for the photos
// work (issue 38): `pictureFiles` says which files a good's photos are, in order; turning them into
// served photos (sizes, formats, /media) reads them from there. Until then /media draws each good's
// `image_count` pictures as the demo art does.
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { goodPictures } from '../../db/schema';
import { exchangeRoot } from './folders';

/** Replaces the pictures of each good named with its files (paths under the exchange root), in order. */
export async function storePictures(tx: Tx, pictures: { goodId: number; paths: string[] }[]): Promise<number> {
  if (pictures.length === 0) return 0;
  await tx.delete(goodPictures).where(inArray(goodPictures.goodId, pictures.map((p) => p.goodId)));
  const rows = pictures.flatMap((p) => p.paths.map((file, position) => ({ goodId: p.goodId, position, path: file })));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(goodPictures).values(rows.slice(i, i + 1000));
  return rows.length;
}

/** The seam for the photos work: the files of a good's pictures from 1C, absolute, in their order. */
export async function pictureFiles(db: DbOrTx, goodId: number): Promise<string[]> {
  const rows = await db.select({ path: goodPictures.path }).from(goodPictures).where(eq(goodPictures.goodId, goodId)).orderBy(asc(goodPictures.position));
  return rows.map((r) => path.join(exchangeRoot(), r.path));
}
