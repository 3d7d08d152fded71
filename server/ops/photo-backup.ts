// The photos' backup (npm run photos:backup / photos:restore, server/db/backup-cli.ts): the database's
// copy names photos by their content hash, and the originals live in the photo storage (a folder or a
// bucket), not in the database. A backup copies every original into a folder, one file a hash; it is
// incremental by nature (a hash's bytes never change, so a file already there is kept). Variants are
// not copied: they are made again from the originals on first request (decision 176).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage } from '../adapters/storage';
import { photoHash } from '../services/photos/inspect';
import { originalKey } from '../services/photos/store';

const HASH = /^[a-z0-9]+$/;

async function present(dir: string): Promise<Set<string>> {
  try {
    return new Set((await fs.readdir(dir)).filter((n) => HASH.test(n)));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw e;
  }
}

/**
 * Whether a dump's photos folder holds any copy: a shop without photos leaves an empty one beside its
 * dump, and db:restore then has nothing to put back (photos:restore by hand still refuses it).
 */
export async function hasPhotoCopies(dir: string): Promise<boolean> {
  return (await present(dir)).size > 0;
}

/** Copies the originals the folder lacks; an original whose bytes no longer match its hash is named, not copied. */
export async function backupPhotos(storage: PhotoStorage, dir: string): Promise<{ copied: number; kept: number; damaged: string[] }> {
  await fs.mkdir(dir, { recursive: true });
  const there = await present(dir);
  let copied = 0;
  const damaged: string[] = [];
  const hashes = await storage.originals();
  for (const hash of hashes) {
    if (there.has(hash)) continue;
    const bytes = await storage.get(originalKey(hash));
    if (!bytes || photoHash(bytes) !== hash) {
      damaged.push(hash);
      continue;
    }
    const temporary = path.join(dir, `${hash}.part`);
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, path.join(dir, hash));
    copied++;
  }
  return { copied, kept: hashes.length - copied - damaged.length, damaged };
}

/** Puts back the originals the storage lacks; a file whose bytes do not match its name is refused. */
export async function restorePhotos(storage: PhotoStorage, dir: string): Promise<{ restored: number; present: number; refused: string[] }> {
  const files = [...await present(dir)];
  if (files.length === 0) throw new Error(`${dir}: в папке нет копий фотографий.`);
  const stored = new Set(await storage.originals());
  let restored = 0;
  const refused: string[] = [];
  for (const hash of files) {
    if (stored.has(hash)) continue;
    const bytes = await fs.readFile(path.join(dir, hash));
    if (photoHash(bytes) !== hash) {
      refused.push(hash);
      continue;
    }
    await storage.put(originalKey(hash), bytes, 'application/octet-stream');
    restored++;
  }
  return { restored, present: files.length - restored - refused.length, refused };
}
