// The goods' photos from 1C's pictures (issue 38): after an import committed, each good whose
// `Картинка` list changed gets its photos made from those files, in 1C's order (the first is the
// main photo), through setGoodPhotos: the same bytes again change nothing, a picture gone from the
// list takes its photo away. A refused file (not an image, too large, too many pixels) is a problem
// of the run that 1C and the back office see; that good keeps the photos it had, the others go on.
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import type { Problem } from '../../../domain/commerceml';
import type { PhotoStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import type { ExchangeCounts } from '../../db/schema';
import { goods } from '../../db/schema';
import { PhotosRefused, setGoodPhotos } from '../photos/good-photos';
import { photoHash } from '../photos/inspect';
import { pictureFiles } from './pictures';

type Report = { counts: ExchangeCounts; problems: Problem[]; progress: (text: string) => void };

export async function photosFromPictures(db: Db, goodIds: number[], report: Report, storage?: PhotoStorage): Promise<void> {
  let done = 0;
  // one good at a time: each photo is decoded whole (up to 50 megapixels)
  for (const goodId of goodIds) {
    report.progress(`фотографии товаров: ${done} из ${goodIds.length}`);
    done += 1;
    try {
      const files = await pictureFiles(db, goodId);
      const sources = await Promise.all(files.map(async (file) => ({ name: path.basename(file), bytes: await fs.readFile(file) })));
      // the same bytes in the same order: nothing to check, store or revalidate
      const [row] = await db.select({ photos: goods.photos }).from(goods).where(eq(goods.id, goodId));
      const hashes = [...new Set(sources.map((s) => photoHash(s.bytes)))];
      if (row && hashes.length === row.photos.length && hashes.every((h, i) => h === row.photos[i])) continue;
      const { changed } = await setGoodPhotos(db, goodId, sources, storage);
      if (changed) report.counts.photosChanged = (report.counts.photosChanged ?? 0) + 1;
    } catch (err) {
      const reason = err instanceof PhotosRefused ? err.message : `не удалось сохранить: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`;
      if (!(err instanceof PhotosRefused)) console.error(`exchange: photos of good ${goodId} failed`, err);
      report.problems.push({ line: 0, message: `фотографии товара ${goodId} не обновлены: ${reason}` });
    }
  }
}
