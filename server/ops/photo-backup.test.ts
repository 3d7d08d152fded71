// The photos' backup drill: originals copied out, the storage lost, copied back, and the photo's
// variants made again from them; a second backup copies only what is new; a damaged file is refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { folderStorage } from '../adapters/storage/folder';
import { inspectPhoto } from '../services/photos/inspect';
import { originalKey, photoVariant, storePhoto } from '../services/photos/store';
import { backupPhotos, hasPhotoCopies, restorePhotos } from './photo-backup';

const jpeg = (r: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 90, b: 40 } } }).jpeg().toBuffer();

it('copies every original out once, restores them into an empty storage, and refuses a file that is not its hash', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-photo-backup-'));
  try {
    const storage = folderStorage(path.join(tmp, 'photos'));
    const first = await jpeg(10);
    const second = await jpeg(200);
    const a = await inspectPhoto(first);
    const b = await inspectPhoto(second);
    await storePhoto(storage, first, a);
    await storePhoto(storage, second, b);
    const dir = path.join(tmp, 'backup');

    expect(await backupPhotos(storage, dir)).toEqual({ copied: 2, kept: 0, damaged: [] });
    expect(fs.readdirSync(dir).sort()).toEqual([a.hash, b.hash].sort());
    // nothing new: nothing copied
    expect(await backupPhotos(storage, dir)).toEqual({ copied: 0, kept: 2, damaged: [] });

    // the storage is lost; the restore brings the originals back, and a variant is made from one again
    const fresh = folderStorage(path.join(tmp, 'photos-new'));
    expect(await restorePhotos(fresh, dir)).toEqual({ restored: 2, present: 0, refused: [] });
    expect((await fresh.get(originalKey(a.hash)))!.equals(first)).toBe(true);
    const variant = await photoVariant(fresh, b.hash, 300, 'webp');
    expect(variant?.contentType).toBe('image/webp');

    // a backup file whose bytes changed is not put back
    const other = folderStorage(path.join(tmp, 'photos-other'));
    fs.writeFileSync(path.join(dir, a.hash), Buffer.from('not the photo'));
    expect(await restorePhotos(other, dir)).toEqual({ restored: 1, present: 0, refused: [a.hash] });
    expect(await other.get(originalKey(a.hash))).toBeNull();
    await expect(restorePhotos(other, path.join(tmp, 'nowhere'))).rejects.toThrow('нет копий');
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

it('counts an empty photos folder, or none, as no copies: a restore of a shop without photos has nothing to put back', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-copies-'));
  try {
    expect(await hasPhotoCopies(path.join(tmp, 'nowhere'))).toBe(false);
    const dir = path.join(tmp, 'photos');
    fs.mkdirSync(dir);
    expect(await hasPhotoCopies(dir)).toBe(false);
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a copy');
    expect(await hasPhotoCopies(dir)).toBe(false);
    fs.writeFileSync(path.join(dir, 'a'.repeat(32)), 'bytes');
    expect(await hasPhotoCopies(dir)).toBe(true);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
